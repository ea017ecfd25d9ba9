// The asset repository: pictures stored once, named by the SHA-256 of their bytes, which documents
// refer to as "asset:<id>". Storing checks the bytes (a picture type told from its magic number,
// under the size limit) and is idempotent: the same bytes are the same asset, whoever sends them.
// Reading asks lib/auth/policy with the asset's uploaders and the documents that use it.
import { createHash } from "node:crypto";
import { authorize, decide, type DocumentFacts, type Principal, type SignedIn } from "../auth/policy";
import {
  assetIdOf,
  assetIdsIn,
  assetRef,
  decodeDataPicture,
  encodeDataPicture,
  isDataPicture,
  mapStrings,
  MAX_ASSET_BYTES,
  sniffPicture,
  type PictureType,
} from "../content/assets";
import { AppError, invalid, notFound, tooLarge } from "../errors";
import { svgToPng } from "../exchange/draw/png";
import { assetStore, storeOf, type AssetStore } from "./asset-store";
import type { Db } from "./client";
import { charge } from "./storage";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface StoredAsset {
  id: string;
  /** What a document holds to show it: "asset:<id>". */
  ref: string;
  type: PictureType;
  size: number;
}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/** The picture type of `bytes`, or a 400/413 naming `path`. */
export function checkPicture(bytes: Uint8Array, path: string): PictureType {
  if (bytes.length === 0) throw invalid([{ path, message: "Expected a picture (got no bytes)" }]);
  if (bytes.length > MAX_ASSET_BYTES) {
    throw tooLarge(path, `A picture may take at most ${megabytes(MAX_ASSET_BYTES)} (this one takes ${megabytes(bytes.length)})`);
  }
  const type = sniffPicture(bytes);
  if (!type) {
    const text = new TextDecoder().decode(bytes.subarray(0, 512)).toLowerCase();
    const svg = text.includes("<svg") || text.includes("<?xml");
    throw new AppError(415, "unsupported_type", "Expected a PNG, JPEG, GIF or WebP picture", {
      issues: [
        {
          path,
          message: svg
            ? "Expected a PNG, JPEG, GIF or WebP picture: SVG is not stored (it can carry scripts); export it as PNG"
            : "Expected a PNG, JPEG, GIF or WebP picture (told from its content, not its name)",
        },
      ],
    });
  }
  return type;
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Stores a picture for `owner` (or finds it stored already) and records them as one of its
 * holders. The first uploader's quota pays for the bytes; later uploaders of the same bytes pay
 * nothing, as nothing more is kept.
 */
export async function storeAsset(
  db: Db,
  who: Principal,
  bytes: Uint8Array,
  path = "file",
  store: AssetStore = assetStore(),
  /** False when moving pictures already paid for inside bodies (the migration). */
  pay = true,
): Promise<StoredAsset> {
  const { actor } = authorize(who, "asset.upload");
  const type = checkPicture(bytes, path);
  const id = sha256(bytes);
  const existing = await db.asset.findUnique({ where: { id }, select: { id: true } });
  if (!existing) {
    const inRow = await store.put(id, type, bytes);
    try {
      await db.$transaction(async (tx) => {
        if (pay) await charge(tx, actor.userId, bytes.length);
        await tx.asset.create({
          data: { id, type, size: bytes.length, ownerId: actor.userId, store: store.name, bytes: inRow ? Buffer.from(inRow) : null },
        });
      });
    } catch (err) {
      // Someone stored the same bytes in between: theirs is this one.
      if (!(await db.asset.findUnique({ where: { id }, select: { id: true } }))) throw err;
    }
  }
  await hold(db, id, actor.userId);
  return { id, ref: assetRef(id), type, size: bytes.length };
}

async function hold(db: Db | Tx, assetId: string, userId: string): Promise<void> {
  await db.assetHolder.upsert({
    where: { assetId_userId: { assetId, userId } },
    create: { assetId, userId },
    update: {},
  });
}

const withFacts = {
  holders: { select: { userId: true } },
  documents: { select: { document: { select: { ownerId: true, published: true, deletedAt: true, shares: true } } } },
} as const;

function assetFacts(row: { holders: { userId: string }[]; documents: { document: DocumentFacts }[] }) {
  return { holders: row.holders.map((h) => h.userId), documents: row.documents.map((d) => d.document) };
}

/** A picture's bytes and type, if the principal may see it (else 404, as for a missing one). */
export async function readAsset(db: Db, who: Principal, id: string): Promise<{ id: string; type: string; bytes: Uint8Array }> {
  if (!/^[0-9a-f]{64}$/.test(id)) throw notFound("Asset");
  const row = await db.asset.findUnique({ where: { id }, include: withFacts });
  authorize(who, "asset.read", row && assetFacts(row));
  const found = row!;
  const bytes = await storeOf(found).get(found);
  if (!bytes) throw notFound("Asset");
  return { id, type: found.type, bytes };
}

/**
 * The bytes to store for a data: picture. An SVG one (a Tiled import's tiles, an older body) is
 * drawn to PNG: the PNG keeps the picture and none of what makes SVG unsafe to serve (scripts,
 * links; resvg runs no script and fetches nothing). One that does not draw is left as SVG, which
 * storing then refuses with its path. Any other type is stored as it is (or refused by its bytes).
 */
export async function storableBytes(picture: { declared: string; bytes: Uint8Array }): Promise<Uint8Array> {
  if (picture.declared !== "image/svg+xml") return picture.bytes;
  try {
    return await svgToPng(new TextDecoder().decode(picture.bytes), 2);
  } catch {
    return picture.bytes;
  }
}

/**
 * A body to save with every data: picture stored as an asset and replaced by its reference, and
 * the ids of every asset it then refers to. A reference the document does not hold yet must name
 * a picture the saver may see (uploaded, or shown by a document they may read): otherwise a hash
 * learnt elsewhere would publish someone's private picture.
 */
export async function internPictures(
  db: Db,
  actor: SignedIn,
  body: unknown,
  documentId: string | null,
  store?: AssetStore,
): Promise<{ body: unknown; assetIds: string[] }> {
  const stored = new Set<string>();
  const out = await mapStrings(body, async (s, path) => {
    if (!isDataPicture(s)) return undefined;
    const decoded = decodeDataPicture(s);
    if (!decoded) throw invalid([{ path, message: "Expected a base64 data:image URL" }]);
    const asset = await storeAsset(db, actor, await storableBytes(decoded), path, store);
    stored.add(asset.id);
    return asset.ref;
  });
  const ids = [...assetIdsIn(out)];
  const known = new Set(
    documentId
      ? (await db.documentAsset.findMany({ where: { documentId, assetId: { in: ids } }, select: { assetId: true } })).map((r) => r.assetId)
      : [],
  );
  const toCheck = ids.filter((id) => !stored.has(id) && !known.has(id));
  if (toCheck.length) {
    const rows = await db.asset.findMany({ where: { id: { in: toCheck } }, include: withFacts });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refused = toCheck.find((id) => {
      const row = byId.get(id);
      return !row || !decide(actor, "asset.read", assetFacts(row)).allowed;
    });
    if (refused) {
      const where = await pathOf(out, refused);
      throw invalid([{ path: where, message: "Expected a picture you uploaded or can see (asset:… names none)" }]);
    }
  }
  return { body: out, assetIds: ids };
}

async function pathOf(body: unknown, id: string): Promise<string> {
  let found = "body";
  await mapStrings(body, (s, path) => {
    if (assetIdOf(s) === id && found === "body") found = path;
    return undefined;
  });
  return found;
}

/** Records that a document refers to these assets (kept for good: its revisions still do). */
export async function linkAssets(db: Db | Tx, documentId: string, assetIds: string[]): Promise<void> {
  if (assetIds.length === 0) return;
  const have = new Set(
    (await db.documentAsset.findMany({ where: { documentId, assetId: { in: assetIds } }, select: { assetId: true } })).map(
      (r) => r.assetId,
    ),
  );
  const fresh = assetIds.filter((id) => !have.has(id));
  if (fresh.length) await db.documentAsset.createMany({ data: fresh.map((assetId) => ({ documentId, assetId })) });
}

/**
 * The body with every asset reference replaced by the picture as a data: URL, so an export stands
 * on its own. The caller has authorized reading the document; the document's references were
 * checked when it was saved. A reference to a missing asset is left as it is.
 */
export async function inlinePictures(db: Db, body: unknown): Promise<unknown> {
  const ids = [...assetIdsIn(body)];
  if (ids.length === 0) return body;
  const rows = await db.asset.findMany({ where: { id: { in: ids } } });
  const data = new Map<string, string>();
  for (const row of rows) {
    const bytes = await storeOf(row).get(row);
    if (bytes) data.set(row.id, encodeDataPicture(row.type, bytes));
  }
  return mapStrings(body, (s) => {
    const id = assetIdOf(s);
    return id ? data.get(id) : undefined;
  });
}
