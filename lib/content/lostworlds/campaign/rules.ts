/**
 * The Lost Worlds campaign progression rules (the book's "Character Improvement" and
 * "Advancement", and the scenario rules' "Character Improvement"), as docs/rules/campaigns.md
 * reads them. Pure functions of a character's state; the derivation, validateEntry and the UI's
 * next-choice lists all use these.
 */
import { ADVANCEMENT_CATEGORIES, type AdvancementCategory } from "./schema";
import { categoryPoints, improvementsOf, maxBody, type LostWorldsState } from "./state";

/** "Advancement": +1 to a category "for every 50 Body Points of defeated opponents". */
export const BODY_POINTS_PER_ADVANCEMENT = 50;

/**
 * Scenario victory points (the scenario rules' "Character Improvement"): "Unless only one Character
 * from the winning team survives a scenario, the players divide the victory points evenly."
 * - The exception only makes sense if the even division is over the whole winning team, dead
 *   members included; a dead member's share is lost with the rest of its XP when it restarts.
 * - "Evenly" means equal integer shares: each gets floor(vp / team size); the remainder is not
 *   handed out (no tie-break would be even).
 * - Exactly one survivor takes all of them; no survivor, nobody gains anything.
 */
export function victoryPointShares(vp: number, team: readonly string[], died: ReadonlySet<string>): Map<string, number> {
  const shares = new Map<string, number>();
  if (vp <= 0 || team.length === 0) return shares;
  const survivors = team.filter((id) => !died.has(id));
  if (survivors.length === 1) {
    shares.set(survivors[0], vp);
    return shares;
  }
  const each = Math.floor(vp / team.length);
  for (const id of survivors) shares.set(id, each);
  return shares;
}

export interface BlockedPage {
  page: number;
  reason: string;
}

export interface ImprovementOptions {
  /** XP one improvement costs: the character's own maximum body points. */
  cost: number;
  xp: number;
  /** Pages whose MOD may be raised now. */
  pages: number[];
  /** Every other page of the sheet, with why not. */
  blocked: BlockedPage[];
  /** Why no page can be raised now, or null when some can. */
  reason: string | null;
}

const describePage = (s: LostWorldsState, page: number) => {
  const m = s.character.sheet.mods.find((x) => x.page === page);
  return m ? `${m.name} (p.${page})` : `p.${page}`;
};

/** The pages whose MOD has been raised the fewest times (all of them when none has been raised). */
export function leastRaisedPages(s: LostWorldsState): number[] {
  const mods = s.character.sheet.mods;
  if (mods.length === 0) return [];
  const fewest = Math.min(...mods.map((m) => improvementsOf(s, m.page)));
  return mods.filter((m) => improvementsOf(s, m.page) === fewest).map((m) => m.page);
}

/**
 * "Character Improvement": "subtract experience points equal to your Character's Maximum Body Points. Your total
 * Experience Points may never be less than zero [so XP must cover the cost] ... All damage
 * modifiers (including "0" and negative numbers) must be increased before any damage modifier can
 * be increased again." Round robin: only MODs raised the fewest times are eligible.
 */
export function improvementOptions(s: LostWorldsState): ImprovementOptions {
  const cost = maxBody(s);
  const mods = s.character.sheet.mods;
  const base = { cost, xp: s.xp };
  if (s.status === "retired")
    return { ...base, pages: [], blocked: mods.map((m) => ({ page: m.page, reason: "retired" })), reason: "retired" };
  if (mods.length === 0) return { ...base, pages: [], blocked: [], reason: "the sheet has no MODs" };
  const least = leastRaisedPages(s);
  const xpReason = s.xp < cost ? `needs ${cost} XP (has ${s.xp})` : null;
  const pages: number[] = [];
  const blocked: BlockedPage[] = [];
  for (const m of mods) {
    if (!least.includes(m.page))
      blocked.push({ page: m.page, reason: `all MODs must be raised once before ${describePage(s, m.page)} again` });
    else if (xpReason) blocked.push({ page: m.page, reason: xpReason });
    else pages.push(m.page);
  }
  return { ...base, pages, blocked, reason: xpReason };
}

export interface AdvancementOptions {
  /** Advancements earned by defeated body points and not yet taken. */
  available: number;
  /** Categories the character can add to now (only those it already has). */
  categories: AdvancementCategory[];
  reason: string | null;
}

export const advancementsEarned = (s: LostWorldsState): number => Math.floor(s.defeatedBodyTotal / BODY_POINTS_PER_ADVANCEMENT);
export const advancementsTaken = (s: LostWorldsState): number => ADVANCEMENT_CATEGORIES.reduce((n, c) => n + s.advancements[c], 0);

/** "Advancement": "You may not add a category you do not already have." */
export const hasCategory = (s: LostWorldsState, category: AdvancementCategory): boolean => categoryPoints(s, category) !== null;

export function advancementOptions(s: LostWorldsState): AdvancementOptions {
  const available = Math.max(0, advancementsEarned(s) - advancementsTaken(s));
  if (s.status === "retired") return { available, categories: [], reason: "retired" };
  if (available === 0) {
    const next = (advancementsEarned(s) + 1) * BODY_POINTS_PER_ADVANCEMENT;
    return { available, categories: [], reason: `needs ${next} body points of defeated opponents (has ${s.defeatedBodyTotal})` };
  }
  return { available, categories: ADVANCEMENT_CATEGORIES.filter((c) => hasCategory(s, c)), reason: null };
}

/** Why this page cannot be raised now (each with the field it is about); empty when it can. */
export function improvementProblems(s: LostWorldsState, page: number): { field: "characterId" | "page"; message: string }[] {
  const who = s.character.name;
  if (s.status === "retired") return [{ field: "characterId", message: `${who} is retired` }];
  if (!s.character.sheet.mods.some((m) => m.page === page)) {
    return [{ field: "page", message: `Expected a maneuver page on ${who}'s sheet (no MOD on page ${page})` }];
  }
  const out: { field: "characterId" | "page"; message: string }[] = [];
  const cost = maxBody(s);
  if (s.xp < cost) out.push({ field: "characterId", message: `${who} needs ${cost} XP to raise a MOD (has ${s.xp})` });
  const least = leastRaisedPages(s);
  if (!least.includes(page)) {
    const pages = least.map((p) => `p.${p}`);
    const first =
      pages.length <= 8
        ? `raise ${pages.join(", ")} first`
        : `${pages.length} MODs still to raise this round, e.g. ${pages.slice(0, 5).join(", ")}`;
    out.push({
      field: "page",
      message: `Illegal improvement: all MODs must be raised once before ${describePage(s, page)} again (${first})`,
    });
  }
  return out;
}
