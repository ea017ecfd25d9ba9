/** What the roster shows of a Lost Worlds character, and the same in words for the CLI. */
import { careerInWords, describeCareer, type DerivedCareer } from "../../campaign/career";
import { advancementOptions, improvementOptions, type AdvancementOptions, type ImprovementOptions } from "./rules";
import { LOST_WORLDS, type AdvancementCategory } from "./schema";
import { categoryPoints, improvementsOf, maxBody, type LostWorldsState } from "./state";

export type { AdvancementOptions, BlockedPage, ImprovementOptions } from "./rules";

export interface DerivedMod {
  page: number;
  name: string;
  /** As printed. */
  base: number;
  /** Times raised by improvement. */
  improvements: number;
  /** base + improvements: what a duel launched from the campaign uses. */
  mod: number;
}

export interface DerivedLostWorldsCharacter extends DerivedCareer {
  system: typeof LOST_WORLDS;
  xp: number;
  /** XP spent on improvements in the current life. */
  xpSpent: number;
  mods: DerivedMod[];
  /** Times each MOD was raised, by page (pages never raised are absent). */
  improvements: Record<number, number>;
  maxBody: number;
  /** Null when the printed sheet has no such category. */
  spellPoints: number | null;
  tacticPoints: number | null;
  luckPoints: number | null;
  advancements: Record<AdvancementCategory, number>;
  defeats: number;
  /** Body points of opponents defeated in the current life: what advancement counts. */
  defeatedBodyTotal: number;
  advancementsAvailable: number;
  nextChoices: { improvement: ImprovementOptions; advancement: AdvancementOptions };
}

export function describeLostWorlds(s: LostWorldsState): DerivedLostWorldsCharacter {
  const c = s.character;
  const improvement = improvementOptions(s);
  const advancement = advancementOptions(s);
  return {
    system: LOST_WORLDS,
    ...describeCareer(s),
    xp: s.xp,
    xpSpent: s.xpSpent,
    mods: c.sheet.mods.map((m) => ({
      page: m.page,
      name: m.name,
      base: m.mod,
      improvements: improvementsOf(s, m.page),
      mod: m.mod + improvementsOf(s, m.page),
    })),
    improvements: { ...s.improvements },
    maxBody: maxBody(s),
    spellPoints: categoryPoints(s, "spell"),
    tacticPoints: categoryPoints(s, "tactic"),
    luckPoints: categoryPoints(s, "luck"),
    advancements: { ...s.advancements },
    defeats: s.defeats,
    defeatedBodyTotal: s.defeatedBodyTotal,
    advancementsAvailable: advancement.available,
    nextChoices: { improvement, advancement },
  };
}

export function lostWorldsInWords(c: DerivedLostWorldsCharacter): string {
  const raised = c.mods.filter((m) => m.improvements > 0).map((m) => `p.${m.page} ${m.mod > 0 ? "+" : ""}${m.mod}`);
  const next = c.nextChoices.improvement;
  return [
    `${c.name} (${c.id}): ${c.xp} XP (${c.xpSpent} spent), body ${c.maxBody}, ${careerInWords(c)}`,
    `  defeated ${c.defeatedBodyTotal} body points; advancements available: ${c.advancementsAvailable}`,
    `  MODs raised: ${raised.length > 0 ? raised.join(", ") : "none"}; next improvement: ` +
      `${next.reason ?? `${next.pages.length} pages for ${next.cost} XP`}`,
  ].join("\n");
}

/** A derived roster character of this system (the roster holds characters of every system). */
export const isDerivedLostWorlds = (c: { system: string }): c is DerivedLostWorldsCharacter => c.system === LOST_WORLDS;
