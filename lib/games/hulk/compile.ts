/**
 * The content a Space Hulk game is set up from, and its compilation into the engine's HulkBoard.
 *
 * Accepted content: `{ mission, ruleset }` (what the studio and the CLI store), a bare mission body
 * (played with the default ruleset, `defaultRuleset()`, the same numbers as the base ruleset
 * sample), or null (the Pitfall sample with the default ruleset: benchmarks and quick
 * simulations). Bodies are validated by their zod schemas once per content object; the compiled
 * board is cached by object.
 */
import { missionBodySchema, PITFALL_LETTERS, type MissionBody } from "../../content/kinds/mission";
import { defaultRuleset, rulesetBodySchema, type RulesetBody } from "../../content/kinds/ruleset";
import { poolSections } from "../../content/hulk/counters";
import { cellIndex, decodeMap, zoneCells } from "../../content/hulk/map";
import { zodIssues } from "../../content/issues";
import pitfallFile from "../../content/samples/pitfall.mission.json";
import { ContentError } from "../types";
import {
  BOLTER,
  CHUTE,
  COUNTER_LADDER,
  COUNTER_RUBBLE,
  FLAMER,
  LADDER,
  MARINES,
  NO_GUN,
  PITFALL,
  RUBBLE,
  STEALERS,
  type HulkBoard,
  type SquadSlot,
} from "../../engine/hulk/types";

export interface HulkContent {
  mission: MissionBody;
  ruleset: RulesetBody;
}

function issues(what: "mission" | "ruleset", error: Parameters<typeof zodIssues>[0]): Error {
  return new ContentError(`Space Hulk content: invalid ${what}`, zodIssues(error, [what]).slice(0, 3));
}

/** The combined content from any accepted form, validated. */
export function resolveContent(content: unknown): HulkContent {
  if (content === null || content === undefined) return { mission: pitfallMission(), ruleset: defaultRuleset() };
  if (typeof content !== "object") throw new ContentError("Space Hulk content: expected { mission, ruleset } or a mission body");
  const c = content as Record<string, unknown>;
  const missionRaw = "mission" in c ? c.mission : c;
  const rulesetRaw = "mission" in c && c.ruleset !== undefined && c.ruleset !== null ? c.ruleset : null;
  const mission = missionBodySchema.safeParse(missionRaw);
  if (!mission.success) throw issues("mission", mission.error);
  if (rulesetRaw === null) return { mission: mission.data, ruleset: defaultRuleset() };
  const ruleset = rulesetBodySchema.safeParse(rulesetRaw);
  if (!ruleset.success) throw issues("ruleset", ruleset.error);
  return { mission: mission.data, ruleset: ruleset.data };
}

let pitfallCache: MissionBody | null = null;
/** The Pitfall sample (lib/content/samples/pitfall.mission.json), parsed once. */
export function pitfallMission(): MissionBody {
  pitfallCache ??= missionBodySchema.parse(structuredClone(pitfallFile.body));
  return pitfallCache;
}

const compiled = new WeakMap<object, HulkBoard>();
let defaultBoard: HulkBoard | null = null;

/** The Pitfall sample with the default ruleset, compiled (tests, benchmarks, quick simulations). */
export const pitfallBoard = (): HulkBoard => boardFor(null);

/** The compiled board for `content`, cached per content object. */
export function boardFor(content: unknown): HulkBoard {
  if (content === null || content === undefined) return (defaultBoard ??= compileBoard(resolveContent(null)));
  if (typeof content === "object") {
    const hit = compiled.get(content);
    if (hit) return hit;
  }
  const board = compileBoard(resolveContent(content));
  if (typeof content === "object") compiled.set(content, board);
  return board;
}

function squadOf(m: MissionBody, r: RulesetBody): SquadSlot[] {
  const byId = new Map(r.weapons.map((w) => [w.id, w]));
  const out: SquadSlot[] = [];
  for (const sq of m.forces.squads) {
    for (const member of sq.members) {
      let gun = NO_GUN;
      let closeModifier = 0;
      for (const id of member.weapons) {
        const w = byId.get(id);
        if (!w) throw new ContentError(`Space Hulk content: ${member.name} carries "${id}", which the ruleset does not define`);
        if (w.kind === "ranged") gun = BOLTER;
        else if (w.kind === "flamer") gun = FLAMER;
        else closeModifier += w.modifier;
      }
      out.push({ name: member.name, sergeant: member.rank === "sergeant", gun, closeModifier });
    }
  }
  return out;
}

export function compileBoard({ mission: m, ruleset: r }: HulkContent): HulkBoard {
  const map = decodeMap(m);
  const cells = map.section.length;
  const section = Array.from(map.section);
  const doorAt = new Array<number>(cells).fill(-1);
  const doorCells: number[] = [];
  const doorsOpen: number[] = [];
  for (const d of m.doors) {
    const i = cellIndex(map, d);
    if (section[i] < 0 || doorAt[i] >= 0) continue;
    doorAt[i] = doorCells.length;
    doorCells.push(i);
    doorsOpen.push(d.open ? 1 : 0);
  }
  const terrain = new Array<number>(cells).fill(0);
  const pitfallLetters: Record<number, string> = {};
  for (const f of m.features) {
    if (f.type === "pitfall") pitfallLetters[cellIndex(map, f)] = f.letter;
    const i = cellIndex(map, f);
    if (section[i] < 0) continue;
    if (f.type === "rubble") terrain[i] |= RUBBLE;
    else if (f.type === "chute") terrain[i] |= CHUTE;
    // A hole needs a floor beneath it; without one it plays as plain floor.
    else if ((f.type === "pitfall" || f.type === "ladder") && f.level > 0 && section[i - map.plane] >= 0)
      terrain[i] |= f.type === "ladder" ? LADDER : PITFALL;
  }
  const pool = m.counterPool;
  const counters = (pool?.counters ?? []).map((c) =>
    c.type === "ladder" ? COUNTER_LADDER : c.type === "rubble" ? COUNTER_RUBBLE : PITFALL_LETTERS.indexOf(c.letter),
  );
  const slots = pool ? poolSections(map, m).map((s) => s.clear) : [];
  const deployCells: number[] = [];
  for (const z of m.deployment)
    if (z.side === "marines") for (const i of zoneCells(map, z)) if (!deployCells.includes(i)) deployCells.push(i);
  const blipMix: number[] = [];
  for (const b of r.blips.mix) for (let k = 0; k < b.count; k++) blipMix.push(b.stealers);
  return {
    width: map.width,
    height: map.height,
    levels: map.levels,
    plane: map.plane,
    cells,
    section,
    sectionNames: map.sections.map((s) => s.name),
    doorCells,
    doorsOpen,
    doorAt,
    terrain,
    entryAreas: m.entryAreas
      .filter((e) => e.side === "stealers")
      .map((e) => ({
        cells: e.cells.map((c) => cellIndex(map, { ...c, level: e.level })).filter((i) => section[i] >= 0),
        from: e.turns.from,
        to: e.turns.to,
      })),
    deployCells,
    poolSlots: slots,
    counters,
    poolPerSection: pool?.placement.perSection ?? null,
    poolFirstSeat: pool?.placement.firstPlayer === "stealers" ? STEALERS : MARINES,
    poolAlternate: pool?.placement.alternate ?? true,
    squad: squadOf(m, r),
    reinforcements: m.reinforcements,
    victory: m.victory,
    turnLimit: m.turnLimit,
    blipMix,
    rules: r,
    mapLevels: m.levels,
    pitfallLetters,
  };
}
