// Moves the pictures that older bodies carry as data: URLs into assets, in every document and every
// revision, so history stops repeating them. Run by `scripts/db.ts migrate` after the SQL
// migrations; it only touches rows that still hold a data:image string, so a second run does
// nothing. A picture that cannot be an asset (an SVG, a BMP, broken base64) stays where it is
// and is counted; the next save through the API asks its author for a PNG, JPEG, GIF or WebP.
import { assetIdsIn, decodeDataPicture, isDataPicture, mapStrings } from "../content/assets";
import { AppError } from "../errors";
import { linkAssets, storableBytes, storeAsset } from "./assets";
import type { AssetStore } from "./asset-store";
import type { Db } from "./client";

export interface PictureMove {
  documents: number;
  revisions: number;
  /** Pictures moved (the same picture in several places counts each time). */
  pictures: number;
  /** Data: pictures left in place: not a type an asset may hold. */
  kept: number;
}

const BATCH = 50;

export async function movePicturesToAssets(db: Db, store?: AssetStore): Promise<PictureMove> {
  const out: PictureMove = { documents: 0, revisions: 0, pictures: 0, kept: 0 };
  const convert = async (text: string, ownerId: string) => {
    let changed = false;
    const body = await mapStrings(JSON.parse(text) as unknown, async (s, path) => {
      if (!isDataPicture(s)) return undefined;
      const decoded = decodeDataPicture(s);
      try {
        if (!decoded) throw new AppError(400, "invalid", "not base64");
        // The owner's quota already paid for these bytes inside the bodies.
        const asset = await storeAsset(db, { userId: ownerId }, await storableBytes(decoded), path, store, false);
        out.pictures++;
        changed = true;
        return asset.ref;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        out.kept++;
        return undefined;
      }
    });
    return changed ? { text: JSON.stringify(body), ids: [...assetIdsIn(body)] } : null;
  };

  // Rows that still hold a picture after their pass (one kept in place) are skipped by id.
  const seen = new Set<string>();
  for (;;) {
    const rows = await db.document.findMany({
      where: { body: { contains: "data:image" }, id: { notIn: [...seen] } },
      select: { id: true, ownerId: true, body: true },
      take: BATCH,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const next = await convert(row.body, row.ownerId);
      if (!next || next.text.includes("data:image")) seen.add(row.id);
      if (!next) continue;
      await db.$transaction(async (tx) => {
        await tx.document.update({ where: { id: row.id }, data: { body: next.text } });
        await linkAssets(tx, row.id, next.ids);
      });
      out.documents++;
    }
  }
  seen.clear();
  for (;;) {
    const rows = await db.revision.findMany({
      where: { body: { contains: "data:image" }, id: { notIn: [...seen] } },
      select: { id: true, documentId: true, body: true, document: { select: { ownerId: true } } },
      take: BATCH,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const next = await convert(row.body, row.document.ownerId);
      if (!next || next.text.includes("data:image")) seen.add(row.id);
      if (!next) continue;
      // Revisions are never otherwise rewritten: this keeps what each one says, only where the bytes live.
      await db.$transaction(async (tx) => {
        await tx.revision.update({ where: { id: row.id }, data: { body: next.text } });
        await linkAssets(tx, row.documentId, next.ids);
      });
      out.revisions++;
    }
  }
  return out;
}
