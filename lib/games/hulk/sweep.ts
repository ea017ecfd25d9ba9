/**
 * Balance sweeps over a Space Hulk mission (Pitfall warns that its new features "may damage play
 * balance"). Each point is the mission with one parameter changed (see
 * SWEEP_PARAMETERS and missionVariant), played N times through the runner passed in (Node worker
 * threads for the CLI, Web Workers in the studio, or in-thread) from the same base seed, so points
 * differ by the change alone. A point reports the Marines' win, draw and loss rates with 95%
 * Wilson intervals, the mean length and how the games ended ("what decided them": the engine's
 * end reasons, flow.ts `finish`, counted). Pure: no I/O beyond what the runner does.
 */
import type { MissionBody, SquadMember } from "../../content/kinds/mission";
import type { BotSpec } from "../../engine/core/bots";
import { wilson, type Interval } from "../../engine/core/stats";
import { MARINES, type HulkOptions } from "../../engine/hulk/types";
import type { SimProgress, SimResult, SimSummary, SimulateOptions } from "../../engine/core/simulation";
import { resolveContent, type HulkContent } from "./compile";

/**
 * What a sweep may change, each an integer per point:
 *  - `reinforcements`: blips per turn of the mission's first arrival step. Later steps keep their
 *    difference from the first (never below 0), so Pitfall's "2 per turn, 3 from turn 11" becomes
 *    1 and 2 at `1`, 3 and 4 at `3`; the value the mission has is the mission itself. Starting
 *    blips, the limited pool and the unlimited turn are kept: the rate is what the seed's new
 *    schedule changed, and the pool is what ends it.
 *  - `flamers`: heavy flamers in the squad (0 up to the Marines that carry a gun). Marines are
 *    changed in "swap order", troopers in listed order then sergeants (a sergeant's gun is the
 *    last to go): to add flamers, the first storm-bolter carriers trade their bolter for the
 *    flamer; to remove them, the last flamer carriers trade back. Close weapons are kept.
 *  - `marines`: squad size, 1 up to the mission's; the first Marines in listed order stay (the
 *    sergeant, listed first, stays longest) and squads left empty are removed. Only dropping: the
 *    map's deployment zone was drawn for the mission's squad.
 */
export const SWEEP_PARAMETERS = ["reinforcements", "flamers", "marines"] as const;
export type SweepParameter = (typeof SWEEP_PARAMETERS)[number];

export const PARAMETER_LABEL: Record<SweepParameter, string> = {
  reinforcements: "blips per turn",
  flamers: "heavy flamers",
  marines: "Marines in the squad",
};

type Gun = "ranged" | "flamer";

/** The gun a member fires: the last ranged or flamer weapon listed (as compile.ts squadOf reads it). */
function gunOf(member: SquadMember, kinds: ReadonlyMap<string, string>): Gun | null {
  let gun: Gun | null = null;
  for (const id of member.weapons) {
    const kind = kinds.get(id);
    if (kind === "ranged" || kind === "flamer") gun = kind;
  }
  return gun;
}

const membersOf = (m: MissionBody): SquadMember[] => m.forces.squads.flatMap((s) => s.members);
const weaponKinds = (c: HulkContent) => new Map(c.ruleset.weapons.map((w) => [w.id, w.kind]));

/** The parameter's value in the mission as given. */
export function sweepBase(content: HulkContent, parameter: SweepParameter): number {
  const m = content.mission;
  if (parameter === "reinforcements") {
    if (m.reinforcements.arrivals.length === 0) throw new RangeError("the mission has no reinforcement arrivals to change");
    return m.reinforcements.arrivals[0].blipsPerTurn;
  }
  if (parameter === "marines") return membersOf(m).length;
  const kinds = weaponKinds(content);
  return membersOf(m).filter((x) => gunOf(x, kinds) === "flamer").length;
}

/** The id of the `kind` weapon to hand out: the one the squad already carries, else the ruleset's first. */
function weaponId(content: HulkContent, kind: Gun): string | undefined {
  const kinds = weaponKinds(content);
  const carried = membersOf(content.mission)
    .flatMap((x) => x.weapons)
    .find((id) => kinds.get(id) === kind);
  return carried ?? content.ruleset.weapons.find((w) => w.kind === kind)?.id;
}

function withFlamers(content: HulkContent, flamers: number): MissionBody {
  const m = content.mission;
  const kinds = weaponKinds(content);
  const armed = membersOf(m).filter((x) => gunOf(x, kinds) !== null);
  if (flamers > armed.length) throw new RangeError(`heavy flamers: the squad has ${armed.length} Marines with a gun, asked for ${flamers}`);
  const order = [...armed.filter((x) => x.rank !== "sergeant"), ...armed.filter((x) => x.rank === "sergeant")];
  const have = order.filter((x) => gunOf(x, kinds) === "flamer");
  if (flamers === have.length) return m;
  const to = flamers > have.length ? "flamer" : "ranged";
  const id = weaponId(content, to);
  if (!id) throw new RangeError(`heavy flamers: the ruleset has no ${to === "flamer" ? "flamer" : "ranged"} weapon to hand out`);
  const swap = to === "flamer" ? order.filter((x) => gunOf(x, kinds) === "ranged").slice(0, flamers - have.length) : have.slice(flamers);
  const changed = new Set(swap);
  const rearm = (x: SquadMember): SquadMember =>
    changed.has(x)
      ? { ...x, weapons: [...new Set(x.weapons.map((w) => (kinds.get(w) === "ranged" || kinds.get(w) === "flamer" ? id : w)))] }
      : x;
  return { ...m, forces: { squads: m.forces.squads.map((s) => ({ ...s, members: s.members.map(rearm) })) } };
}

function withMarines(m: MissionBody, marines: number): MissionBody {
  const total = membersOf(m).length;
  if (marines < 1 || marines > total) throw new RangeError(`Marines in the squad: from 1 to the mission's ${total}, got ${marines}`);
  let left = marines;
  const squads = m.forces.squads
    .map((s) => {
      const members = s.members.slice(0, left);
      left -= members.length;
      return { ...s, members };
    })
    .filter((s) => s.members.length > 0);
  return { ...m, forces: { squads } };
}

function withReinforcements(m: MissionBody, blips: number): MissionBody {
  const arrivals = m.reinforcements.arrivals;
  if (arrivals.length === 0) throw new RangeError("the mission has no reinforcement arrivals to change");
  const shift = blips - arrivals[0].blipsPerTurn;
  return {
    ...m,
    reinforcements: { ...m.reinforcements, arrivals: arrivals.map((a) => ({ ...a, blipsPerTurn: Math.max(0, a.blipsPerTurn + shift) })) },
  };
}

/** The mission with `parameter` set to `value` (documented at SWEEP_PARAMETERS); the input is not changed. */
export function missionVariant(content: HulkContent, parameter: SweepParameter, value: number): MissionBody {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${PARAMETER_LABEL[parameter]}: expected a non-negative integer, got ${value}`);
  if (parameter === "reinforcements") return withReinforcements(content.mission, value);
  if (parameter === "marines") return withMarines(content.mission, value);
  return withFlamers(content, value);
}

/** One line saying what a variant plays with, for tables and exports. */
export function describeVariant(content: HulkContent, parameter: SweepParameter): string {
  const m = content.mission;
  if (parameter === "reinforcements") return m.reinforcements.arrivals.map((a) => `${a.blipsPerTurn} from turn ${a.fromTurn}`).join(", ");
  if (parameter === "marines")
    return membersOf(m)
      .map((x) => x.name)
      .join(", ");
  const kinds = weaponKinds(content);
  const names = membersOf(m)
    .filter((x) => gunOf(x, kinds) === "flamer")
    .map((x) => x.name);
  return names.length ? `flamers: ${names.join(", ")}` : "no flamer";
}

export interface SweepPoint {
  value: number;
  /** What the variant plays with (describeVariant). */
  variant: string;
  games: number;
  /** The Marines' (seat 0) rates with 95% Wilson intervals; a loss is a Genestealer win. */
  marinesWin: Interval;
  draw: Interval;
  marinesLoss: Interval;
  /** Games stopped unfinished (the step limit, or the `maxTurns` cap): neither wins, draws nor losses. */
  unfinished: Interval;
  /** Mean actions per game, and mean turns per game. */
  meanLength: number;
  meanTurns: number;
  /** Games per end reason, as the engine words it (runner truncations included); they add up to `games`. */
  reasons: Record<string, number>;
  /** The runner's full summary of the point. */
  summary: SimSummary;
}

export interface Sweep {
  game: "hulk";
  parameter: SweepParameter;
  /** The parameter's value in the mission as given. */
  baseValue: number;
  games: number;
  baseSeed: string | number;
  bots: string[];
  points: SweepPoint[];
}

export interface SweepSpec {
  /** Any content the hulk game accepts: `{ mission, ruleset }`, a bare mission body, or null (Pitfall). */
  content: unknown;
  parameter: SweepParameter;
  /** The values to play, in the order given. */
  values: number[];
  /** Games per point. */
  n: number;
  baseSeed: string | number;
  /** One bot for both seats or one per seat; default random. */
  bots?: BotSpec[];
  options?: HulkOptions;
  workers?: number;
  maxSteps?: number;
  signal?: AbortSignal;
  /** Progress over all points together. */
  onProgress?(p: SimProgress & { value: number }): void;
}

/** Plays every point of the sweep through `simulate` (any runner with the core runner's signature). */
export async function runSweep(simulate: (o: SimulateOptions) => Promise<SimResult>, spec: SweepSpec): Promise<Sweep> {
  if (spec.values.length === 0) throw new Error(`choose at least one value of ${PARAMETER_LABEL[spec.parameter]}`);
  if (!Number.isInteger(spec.n) || spec.n < 1) throw new RangeError(`games per point: expected a positive integer, got ${spec.n}`);
  const given = spec.bots ?? [{ kind: "random" }];
  if (given.length !== 1 && given.length !== 2) throw new Error("hulk has 2 seats: give one bot or two");
  const bots = given.length === 1 ? [given[0], given[0]] : given;
  const base = resolveContent(spec.content);
  // Every variant is built (and validated) before the first game, so a bad value costs nothing.
  const variants = spec.values.map((v): HulkContent =>
    resolveContent({ mission: missionVariant(base, spec.parameter, v), ruleset: base.ruleset }),
  );
  const total = variants.length * spec.n;
  // Everything but the content is the same at every point.
  const { n, baseSeed, workers, maxSteps, signal, onProgress } = spec;
  const shared = { gameId: "hulk", options: spec.options ?? {}, bots, n, baseSeed, workers, maxSteps, signal };
  const points: SweepPoint[] = [];
  for (const [k, content] of variants.entries()) {
    const value = spec.values[k];
    const progress = onProgress && ((p: SimProgress) => onProgress({ done: k * n + p.done, total, value }));
    const { summary } = await simulate({ ...shared, content, onProgress: progress });
    const marines = summary.seats[MARINES];
    points.push({
      value,
      variant: describeVariant(content, spec.parameter),
      games: summary.n,
      marinesWin: marines.winRate,
      draw: marines.drawRate,
      marinesLoss: marines.lossRate,
      unfinished: wilson(summary.truncated, summary.n),
      meanLength: summary.length.mean,
      meanTurns: summary.metrics.turns?.mean ?? 0,
      reasons: { ...summary.reasons },
      summary,
    });
  }
  return {
    game: "hulk",
    parameter: spec.parameter,
    baseValue: sweepBase(base, spec.parameter),
    games: spec.n,
    baseSeed: spec.baseSeed,
    bots: points[0].summary.seats.map((s) => s.bot),
    points,
  };
}

/** Every end reason of the sweep, most frequent overall first (ties by name): chart and table order. */
export function sweepReasons(sw: Pick<Sweep, "points">): string[] {
  const total = new Map<string, number>();
  for (const p of sw.points) for (const [r, c] of Object.entries(p.reasons)) total.set(r, (total.get(r) ?? 0) + c);
  return [...total.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).map(([r]) => r);
}
