import { requireActor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { readAsset } from "@/lib/db/assets";
import { route } from "@/lib/http/api";

/**
 * GET → the picture's bytes. Its id is the hash of its bytes, so what an id answers never changes:
 * browsers may keep it for good. It is private (it follows the documents that show it), so only
 * the browser keeps it, never a shared cache.
 */
export const GET = route(async (req: Request, { params }: { params: Promise<{ id: string }> }) => {
  const actor = await requireActor(req);
  const asset = await readAsset(getDb().db, actor, (await params).id);
  const headers = {
    "cache-control": "private, max-age=31536000, immutable",
    etag: `"${asset.id}"`,
  };
  if (req.headers.get("if-none-match") === headers.etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(asset.bytes), {
    headers: {
      "content-type": asset.type,
      "content-length": String(asset.bytes.length),
      ...headers,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
