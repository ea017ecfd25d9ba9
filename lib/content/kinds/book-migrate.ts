/**
 * Stored books of schema version 1 read as the current version, so a book saved before the model
 * grew keeps working unchanged (this runs before the `book` schema on every read, and leaves a
 * current body as it is):
 *
 * - an effect was a bare word ("weapon-lost"); it is now a typed object (`{ type: "weapon-lost" }`);
 * - a restriction named a maneuver by its name alone; it now names (group, name), since names
 *   repeat across groups. A name is looked up on the book's own sheet: every maneuver with that
 *   name (any letter case) is named, as the name alone selected each of them; a name on no
 *   maneuver is kept with no group, and lint reports it as before.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The sheet's (group, name) pairs, read leniently: the schema reports a malformed sheet itself. */
function sheetRefs(body: Json): { group: string; name: string }[] {
  const groups = isObject(body.sheet) && Array.isArray(body.sheet.groups) ? body.sheet.groups : [];
  return groups.flatMap((g) =>
    isObject(g) && typeof g.name === "string" && Array.isArray(g.maneuvers)
      ? g.maneuvers.flatMap((m) => (isObject(m) && typeof m.name === "string" ? [{ group: g.name as string, name: m.name }] : []))
      : [],
  );
}

function migrateManeuvers(list: unknown, refs: { group: string; name: string }[]): unknown {
  if (!Array.isArray(list)) return list;
  return list.flatMap((entry) => {
    if (typeof entry !== "string") return [entry];
    const named = refs.filter((r) => r.name.toLowerCase() === entry.toLowerCase());
    return named.length > 0 ? named.map((r) => ({ ...r })) : [{ group: "", name: entry }];
  });
}

function migrateTell(tell: unknown, refs: { group: string; name: string }[]): unknown {
  if (!isObject(tell)) return tell;
  const out: Json = { ...tell };
  if (Array.isArray(tell.effects)) out.effects = tell.effects.map((e) => (typeof e === "string" ? { type: e } : e));
  if (Array.isArray(tell.restrictions)) {
    out.restrictions = tell.restrictions.map((r) =>
      isObject(r) && Array.isArray(r.maneuvers) && r.maneuvers.some((m) => typeof m === "string")
        ? { ...r, maneuvers: migrateManeuvers(r.maneuvers, refs) }
        : r,
    );
  }
  return out;
}

/** A stored book body (any version) as the current version; anything that is not a book is returned as it is. */
export function migrateBookBody(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.pictures)) return body;
  const refs = sheetRefs(body);
  const pictures: Json = {};
  for (const [page, pic] of Object.entries(body.pictures)) {
    pictures[page] = isObject(pic)
      ? { ...pic, tell: migrateTell(pic.tell, refs), ...(isObject(pic.critical) ? { critical: migrateTell(pic.critical, refs) } : {}) }
      : pic;
  }
  return { ...body, pictures };
}
