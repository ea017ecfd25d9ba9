/**
 * Which version of a game's rules a record (a playtest, a match record) was played under. A
 * playtest is a seed and an action log: when a rules fix changes what is legal or what an action
 * does, an older log may stop replaying part way. The version is stamped into a record when it is
 * created, so the studio can tell "recorded under older rules" from a damaged record and say so.
 */
import type { GameModule } from "./types";

/** The version of a record that carries none: it was made before versions were stamped. */
export const OLDEST_RULES_VERSION = 1;

/** The version of the rules this studio plays the module's game by. */
export function currentRulesVersion(mod: Pick<GameModule, "rulesVersion">): number {
  return mod.rulesVersion ?? OLDEST_RULES_VERSION;
}

/** The version a record was played under (missing: the oldest). */
export function recordedRulesVersion(record: { rulesVersion?: number }): number {
  return record.rulesVersion ?? OLDEST_RULES_VERSION;
}

/** How a record's rules compare with the studio's: older, the same, or newer (made by a later studio). */
export function rulesAge(mod: Pick<GameModule, "rulesVersion">, record: { rulesVersion?: number }): "older" | "current" | "newer" {
  const recorded = recordedRulesVersion(record);
  const current = currentRulesVersion(mod);
  return recorded < current ? "older" : recorded > current ? "newer" : "current";
}
