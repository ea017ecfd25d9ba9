/** Ids for new roster characters (and a squad's members), made from their names. */

/** A short id from a name: lowercase letters, digits and dashes, as characterIdSchema wants. */
function slugify(text: string, fallback: string): string {
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return (
    plain
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || fallback
  );
}

/** `text` slugged, with -2, -3, … appended until no id in `taken` has it. */
export function uniqueId(text: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugify(text, fallback);
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}
