/**
 * Names the studio makes up for a new playtest: its title and its seats' labels. Sample documents
 * carry their game's name ("Lost Patrol: Moraz III jungle", "Pitfall (Space Hulk)"), so it is taken
 * off before the game's name is put in front again, and two seats played with one document are
 * told apart.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A document title without its game's name in front ("Lost Patrol: …"), behind ("… (Space Hulk)"),
 * or round what the title adds to it ("Lost: The Board Game (sample island)").
 */
export function withoutGameName(title: string, gameName: string): string {
  const g = escape(gameName);
  const stripped = title
    .replace(new RegExp(`^\\s*${g}\\s*[(\\[](.+)[)\\]]\\s*$`, "i"), "$1")
    .replace(new RegExp(`^\\s*${g}\\s*[:\\-–—·]\\s*`, "i"), "")
    .replace(new RegExp(`\\s*[(\\[]${g}[)\\]]\\s*$`, "i"), "")
    .replace(new RegExp(`\\s*[\\-–—·]\\s*${g}\\s*$`, "i"), "")
    .trim();
  return stripped || title.trim();
}

/** "Lost Patrol: Moraz III jungle (25/11/2026)", the game named once; at most `max` characters. */
export function playtestTitle(gameName: string, documentTitles: string[], date: string, max = 200): string {
  const names = documentTitles.map((t) => withoutGameName(t, gameName));
  return `${gameName}${names.length ? `: ${names.join(" vs ")}` : ""} (${date})`.slice(0, max);
}

/**
 * Each seat's label: the document it plays (a duel's book) without the game's name, a second copy
 * of one document numbered ("Mirim 2"); otherwise the game's name for the side ("Soldiers").
 */
export function seatLabels(gameName: string, seats: number, documentTitles: string[], seatNames: string[], max = 80): string[] {
  if (documentTitles.length !== seats) return Array.from({ length: seats }, (_, i) => (seatNames[i] ?? `Seat ${i + 1}`).slice(0, max));
  const names = documentTitles.map((t) => withoutGameName(t, gameName));
  return names.map((n, i) => {
    const copies = names.filter((m) => m === n).length;
    const nth = names.slice(0, i + 1).filter((m) => m === n).length;
    const label = copies > 1 ? `${n} ${nth}` : n;
    return label.length > max
      ? `${label.slice(0, max - 1 - (copies > 1 ? String(nth).length + 1 : 0))}…${copies > 1 ? ` ${nth}` : ""}`.slice(0, max)
      : label;
  });
}
