// Pictures as stored assets. A document refers to a picture as "asset:<sha256>" (the SHA-256 of
// its bytes, in hex) instead of carrying the bytes as a data: URL, so a save sends and keeps only
// the reference. Pure: used by the schemas, the editors (to show a picture), the repositories (to
// turn data: pictures into assets) and the exports (to put the bytes back).

/** The picture types an asset may hold, told from the bytes themselves (never a file's name). */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** The largest picture an asset may hold (under the 5 MB a request body may carry, with room for a form's wrapping). */
export const MAX_ASSET_BYTES = 4 * 1024 * 1024;

const REF = /^asset:([0-9a-f]{64})$/;
const ID = /^[0-9a-f]{64}$/;

export const isAssetId = (s: string) => ID.test(s);
export const assetRef = (id: string) => `asset:${id}`;

/** The asset id a picture source names, or null for a URL or data: picture. */
export function assetIdOf(src: string): string | null {
  return REF.exec(src)?.[1] ?? null;
}

/** Where a browser fetches a picture source: a stored asset from the API, anything else as it is. */
export function pictureUrl(src: string): string {
  const id = assetIdOf(src);
  return id ? `/api/assets/${id}` : src;
}

/** A picture source a document may hold: an http(s) URL, a stored asset, or (an old body) a data: picture. */
export function isPictureSource(s: string, dataTypes: readonly string[]): boolean {
  if (/^https?:\/\//.test(s) || REF.test(s)) return true;
  const m = /^data:image\/([a-z+]+);base64,/.exec(s);
  return !!m && dataTypes.includes(m[1]);
}

/**
 * The type of a picture from its first bytes (its magic number), or null when it is none of the
 * types an asset may hold. SVG is text that can carry scripts: it is never an asset.
 */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  const at = (i: number, ...xs: number[]) => xs.every((x, k) => bytes[i + k] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  // RIFF <size> WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/** A data: picture's declared type and bytes, or null when the string is not a base64 data:image URL. */
export function decodeDataPicture(s: string): { declared: string; bytes: Uint8Array } | null {
  const m = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(s);
  if (!m) return null;
  const bin = atob(m[2].replace(/\s+/g, ""));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { declared: m[1], bytes };
}

export function encodeDataPicture(type: string, bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(s)}`;
}

export const isDataPicture = (s: string) => /^data:image\//.test(s);

/**
 * The body with every string `change` answers for replaced (by path, for error messages), walking
 * objects and arrays; strings `change` answers undefined for are kept. A picture may sit in any
 * kind's body (a book's pages, a tile set's tiles, a board's Tiled images), so the walk is by value,
 * not by schema: only whole-string data:image URLs and asset references are pictures.
 */
export async function mapStrings(
  value: unknown,
  change: (s: string, path: string) => Promise<string | undefined> | string | undefined,
  path = "body",
): Promise<unknown> {
  if (typeof value === "string") return (await change(value, path)) ?? value;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(await mapStrings(value[i], change, `${path}.${i}`));
    return out;
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await mapStrings(v, change, `${path}.${k}`);
    return out;
  }
  return value;
}

/** The asset ids a body refers to, each once. */
export function assetIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    const id = assetIdOf(value);
    if (id) into.add(id);
  } else if (Array.isArray(value)) value.forEach((v) => assetIdsIn(v, into));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => assetIdsIn(v, into));
  return into;
}
