// Space Hulk mission lint . Each rule is data + a pure function over the shared
// context of mission-context.ts; map locations are `{ level, x, y }` (level 0 = bottom).
import type { CellRef, Feature, MissionBody } from "../content/kinds/mission";
import { defaultRuleset } from "../content/kinds/ruleset";
import { cellAt, cellIndex, floorBelow, inMap, isFloor } from "../content/hulk/map";
import { placeableCounters } from "../content/hulk/counters";
import { anyReached } from "./hulk/reach";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";
import { missionLintContext, type MissionLintContext } from "./mission-context";

type Finding = Omit<Diagnostic, "rule" | "severity">;

const at = (c: CellRef) => ({ level: c.level, x: c.x, y: c.y });
const where = (ctx: MissionLintContext, c: CellRef) => `(${c.x}, ${c.y}) on ${ctx.mission.levels[c.level]?.name ?? `level ${c.level}`}`;
const holeName = (f: Feature) => (f.type === "pitfall" ? `Pitfall ${f.letter}` : f.type === "ladder" ? "The ladder" : f.type);

const isHole = (f: Feature): f is Extract<Feature, { type: "pitfall" | "ladder" }> => f.type === "pitfall" || f.type === "ladder";
const isShadow = (f: Feature): f is Extract<Feature, { type: "shadow" }> => f.type === "shadow";

/** "3, 5–9, 12" for sorted turns. */
function turnRuns(turns: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < turns.length;) {
    let j = i;
    while (j + 1 < turns.length && turns[j + 1] === turns[j] + 1) j++;
    runs.push(i === j ? `${turns[i]}` : `${turns[i]}–${turns[j]}`);
    i = j + 1;
  }
  return runs.join(", ");
}

/** Every placed thing with its own cell: doors, features, entry and deployment cells. */
function placedCells(m: MissionBody): { what: string; cell: CellRef }[] {
  return [
    ...m.doors.map((d) => ({ what: "A door", cell: d as CellRef })),
    ...m.features.map((f) => ({ what: f.type === "pitfall" ? `Pitfall ${f.letter}` : `A ${f.type}`, cell: f as CellRef })),
    ...m.entryAreas.flatMap((e) => e.cells.map((c) => ({ what: `Entry area "${e.name}"`, cell: { ...c, level: e.level } }))),
    ...m.deployment.flatMap((z) => z.cells.map((c) => ({ what: `Deployment zone "${z.id}"`, cell: c }))),
  ];
}

/** The turns on which Genestealer blips arrive, up to the turn limit or the last scheduled change. */
function arrivalTurns(m: MissionBody): number[] {
  const { startingBlips, arrivals } = m.reinforcements;
  const marks = [1, ...arrivals.map((a) => a.fromTurn), ...m.entryAreas.flatMap((e) => [e.turns.from, (e.turns.to ?? 0) + 1])];
  const horizon = m.turnLimit ?? Math.max(...marks);
  const out: number[] = [];
  for (let t = 1; t <= horizon; t++) {
    const step = arrivals.filter((a) => a.fromTurn <= t).at(-1);
    if ((t === 1 && startingBlips > 0) || (step?.blipsPerTurn ?? 0) > 0) out.push(t);
  }
  return out;
}

export const MISSION_RULES: readonly LintRule<MissionLintContext>[] = [
  {
    id: "hole-without-floor",
    severity: "error",
    description: "A pitfall or ladder opens onto the level directly below, so that space must be floor.",
    check: (ctx) =>
      ctx.mission.features
        .filter((f) => isHole(f) && inMap(ctx.map, f) && !floorBelow(ctx.map, f))
        .map((f) => ({ message: `${holeName(f)} at ${where(ctx, f)} has no floor below it.`, location: at(f) })),
  },
  {
    id: "shadow-without-hole",
    severity: "error",
    description: "A shadow marks the space under a pitfall or ladder; the matching hole must be directly above it.",
    check: (ctx) => {
      const holes = new Map<number, Feature>();
      for (const f of ctx.mission.features) if (isHole(f) && inMap(ctx.map, f)) holes.set(cellIndex(ctx.map, f), f);
      return ctx.mission.features
        .filter(isShadow)
        .filter((s) => {
          if (!inMap(ctx.map, s)) return false;
          const above = holes.get(cellIndex(ctx.map, { ...s, level: s.level + 1 }));
          return !above || above.type !== s.of || (above.type === "pitfall" && above.letter !== s.letter);
        })
        .map((s) => ({
          message: `The ${s.of}${s.letter ? ` ${s.letter}` : ""} shadow at ${where(ctx, s)} has no matching hole above it.`,
          location: at(s),
        }));
    },
  },
  {
    id: "hole-without-shadow",
    severity: "warning",
    description: "Each pitfall or ladder shows its shadow on the level below, so players see where it opens.",
    check: (ctx) => {
      const shadows = new Set(ctx.mission.features.filter((f) => isShadow(f) && inMap(ctx.map, f)).map((f) => cellIndex(ctx.map, f)));
      return ctx.mission.features
        .filter(
          (f) => isHole(f) && inMap(ctx.map, f) && floorBelow(ctx.map, f) && !shadows.has(cellIndex(ctx.map, { ...f, level: f.level - 1 })),
        )
        .map((f) => ({ message: `${holeName(f)} at ${where(ctx, f)} has no shadow on the level below.`, location: at(f) }));
    },
  },
  {
    id: "feature-on-wall",
    severity: "error",
    description: "Doors, features, entry areas and deployment cells stand on floor, not on wall or void.",
    check: (ctx) =>
      placedCells(ctx.mission)
        .filter((p) => inMap(ctx.map, p.cell) && !isFloor(ctx.map, p.cell))
        .map((p) => ({ message: `${p.what} at ${where(ctx, p.cell)} is on wall or void.`, location: at(p.cell) })),
  },
  {
    id: "features-overlap",
    severity: "error",
    description: "One space holds at most one door or feature (a shadow may share a space with a hole going further down).",
    check: (ctx) => {
      const solid = new Map<number, string[]>();
      const shade = new Map<number, number>();
      const add = (c: CellRef, what: string) => {
        if (!inMap(ctx.map, c)) return;
        const i = cellIndex(ctx.map, c);
        solid.set(i, [...(solid.get(i) ?? []), what]);
      };
      ctx.mission.doors.forEach((d) => add(d, "door"));
      for (const f of ctx.mission.features) {
        if (f.type !== "shadow") add(f, f.type === "pitfall" ? `pitfall ${f.letter}` : f.type);
        else if (inMap(ctx.map, f)) shade.set(cellIndex(ctx.map, f), (shade.get(cellIndex(ctx.map, f)) ?? 0) + 1);
      }
      const out: Finding[] = [];
      for (const [i, what] of solid)
        if (what.length > 1)
          out.push({ message: `${what.join(" and ")} share ${where(ctx, cellAt(ctx.map, i))}.`, location: at(cellAt(ctx.map, i)) });
      for (const [i, n] of shade)
        if (n > 1) out.push({ message: `${n} shadows share ${where(ctx, cellAt(ctx.map, i))}.`, location: at(cellAt(ctx.map, i)) });
      return out;
    },
  },
  {
    id: "pitfall-letter-repeated",
    severity: "error",
    description: "Pitfall letters pair each pitfall with its shadow, so each letter is used once (map and counter pool together).",
    check: (ctx) => {
      const letters = [
        ...ctx.mission.features.flatMap((f) => (f.type === "pitfall" ? [f.letter] : [])),
        ...(ctx.mission.counterPool?.counters ?? []).flatMap((c) => (c.type === "pitfall" ? [c.letter] : [])),
      ];
      const repeated = [...new Set(letters.filter((l, i) => letters.indexOf(l) !== i))];
      return repeated.map((l) => ({ message: `Pitfall ${l} appears more than once.`, location: { path: "features" } }));
    },
  },
  {
    id: "deployment-missing",
    severity: "error",
    description: "The Marines need a deployment zone with at least one space.",
    check: (ctx) =>
      ctx.marineStarts.length > 0
        ? []
        : [{ message: "The Marines have no deployment zone (or it has no floor spaces).", location: { path: "deployment" } }],
  },
  {
    id: "chute-unreachable",
    severity: "error",
    description:
      "Marines can reach a disposal chute from their deployment zone (ladders both ways, pitfalls down only), with the counters " +
      "placed in any way.",
    check: (ctx) =>
      ctx.chuteCells.length === 0 || ctx.marineStarts.length === 0 || anyReached(ctx.reach("marine", true), ctx.chuteCells)
        ? []
        : [
            {
              message: "No disposal chute can be reached by the Marines from their deployment zone.",
              location: at(cellAt(ctx.map, ctx.chuteCells[0])),
            },
          ],
  },
  {
    id: "entry-unreachable",
    severity: "error",
    description:
      "Stealers arriving at each entry area can reach the Marines' deployment zone (holes both ways), with the counters placed in any way.",
    check: (ctx) => {
      if (ctx.marineStarts.length === 0) return [];
      const seen = ctx.reach("stealer", true);
      return ctx.mission.entryAreas
        .filter(
          (e) =>
            e.side === "stealers" &&
            !anyReached(
              seen,
              e.cells.filter((c) => inMap(ctx.map, { ...c, level: e.level })).map((c) => cellIndex(ctx.map, { ...c, level: e.level })),
            ),
        )
        .map((e) => ({
          message: `Stealers entering at "${e.name}" can never reach the Marines.`,
          location: { entry: e.id, ...at({ ...e.cells[0], level: e.level }) },
        }));
    },
  },
  {
    id: "reach-depends-on-setup",
    severity: "info",
    description: "A chute or entry area is reachable only through holes the counter pool may open at set-up.",
    check: (ctx) => {
      if (ctx.marineStarts.length === 0) return [];
      const out: Finding[] = [];
      if (
        ctx.chuteCells.length > 0 &&
        !anyReached(ctx.reach("marine", false), ctx.chuteCells) &&
        anyReached(ctx.reach("marine", true), ctx.chuteCells)
      ) {
        out.push({
          message: "The Marines reach the chute only through a pitfall or ladder placed at set-up.",
          location: at(cellAt(ctx.map, ctx.chuteCells[0])),
        });
      }
      const fixed = ctx.reach("stealer", false),
        possible = ctx.reach("stealer", true);
      for (const e of ctx.mission.entryAreas) {
        if (e.side !== "stealers") continue;
        const cells = e.cells
          .filter((c) => inMap(ctx.map, { ...c, level: e.level }))
          .map((c) => cellIndex(ctx.map, { ...c, level: e.level }));
        if (!anyReached(fixed, cells) && anyReached(possible, cells)) {
          out.push({
            message: `Stealers entering at "${e.name}" reach the Marines only through holes placed at set-up.`,
            location: { entry: e.id, ...at({ ...e.cells[0], level: e.level }) },
          });
        }
      }
      return out;
    },
  },
  {
    id: "counter-pool-unplaceable",
    severity: "error",
    description: "The counter pool fits its shaded sections under its rule (one per section in the seed, on clear spaces).",
    check: (ctx) => {
      const pool = ctx.mission.counterPool;
      if (!pool) return [];
      const room = placeableCounters(ctx.slots, pool.placement.perSection);
      if (room >= pool.counters.length) return [];
      const rule = pool.placement.perSection === null ? "" : `, at most ${pool.placement.perSection} per section`;
      return [
        {
          message:
            `${pool.counters.length} counters, but their ${ctx.slots.length} shaded sections take only ${room} (clear ` + `spaces${rule}).`,
          location: { path: "counterPool" },
        },
      ];
    },
  },
  {
    id: "counter-hole-without-floor",
    severity: "error",
    description: "A pitfall or ladder counter may land on any clear shaded space, so each of those spaces needs floor below.",
    check: (ctx) => {
      if (!ctx.mission.counterPool?.counters.some((c) => c.type === "pitfall" || c.type === "ladder")) return [];
      return ctx.slots.flatMap((s) => {
        const bad = s.clear.map((i) => cellAt(ctx.map, i)).filter((c) => !floorBelow(ctx.map, c));
        return bad.length === 0
          ? []
          : [
              {
                message:
                  `${bad.length} clear space(s) of shaded section "${s.name}" have no floor below for a pitfall or ladder ` +
                  `counter, first at ${where(ctx, bad[0])}.`,
                location: { section: s.name, ...at(bad[0]) },
              },
            ];
      });
    },
  },
  {
    id: "forces-missing",
    severity: "error",
    description: "The Marines have at least one squad and the Genestealers some blips.",
    check: (ctx) => {
      const { forces, reinforcements } = ctx.mission;
      const out: Finding[] = [];
      if (!forces.squads.some((s) => s.members.length > 0))
        out.push({ message: "The Marines have no squad.", location: { path: "forces.squads" } });
      if (reinforcements.startingBlips === 0 && !reinforcements.arrivals.some((a) => a.blipsPerTurn > 0)) {
        out.push({ message: "The Genestealers have no starting blips and no reinforcements.", location: { path: "reinforcements" } });
      }
      return out;
    },
  },
  {
    id: "unknown-weapon",
    severity: "warning",
    description: "Squad weapons are weapon ids of the base ruleset.",
    check: (ctx) => {
      const known = new Set(defaultRuleset().weapons.map((w) => w.id));
      return ctx.mission.forces.squads.flatMap((s, si) =>
        s.members.flatMap((m, mi) =>
          m.weapons
            .filter((w) => !known.has(w))
            .map((w) => ({
              message: `${m.name} carries "${w}", which the base ruleset does not define.`,
              location: { path: `forces.squads.${si}.members.${mi}.weapons` },
            })),
        ),
      );
    },
  },
  {
    id: "victory-missing",
    severity: "error",
    description: "The mission says how each side wins.",
    check: (ctx) =>
      ctx.mission.victory.outcomes.length > 0
        ? []
        : [{ message: "The mission has no victory conditions.", location: { path: "victory.outcomes" } }],
  },
  {
    id: "victory-needs-chute",
    severity: "error",
    description: "A victory condition about escaping through a chute needs a chute on the map.",
    check: (ctx) =>
      ctx.chuteCells.length > 0
        ? []
        : ctx.mission.victory.outcomes.flatMap((o, i) =>
            o.when.type === "escaped"
              ? [
                  {
                    message: "A victory condition counts escapes through the disposal chute, but the map has no chute.",
                    location: { path: `victory.outcomes.${i}` },
                  },
                ]
              : [],
          ),
  },
  {
    id: "reinforcements-without-entry",
    severity: "error",
    description: "Whenever blips arrive, some Genestealer entry area is active.",
    check: (ctx) => {
      const stealerEntries = ctx.mission.entryAreas.filter((e) => e.side === "stealers");
      const open = (t: number) => stealerEntries.some((e) => e.turns.from <= t && (e.turns.to === null || t <= e.turns.to));
      const missing = arrivalTurns(ctx.mission).filter((t) => !open(t));
      return missing.length === 0
        ? []
        : [
            {
              message: `Blips arrive in turn(s) ${turnRuns(missing)}, but no Genestealer entry area is active then.`,
              location: { path: "entryAreas" },
            },
          ];
    },
  },
];

export function lintMission(body: MissionBody): Diagnostic[] {
  return runRules(MISSION_RULES, missionLintContext(body));
}
