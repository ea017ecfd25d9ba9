/**
 * `hexfolio scenario zones <scenario.json>`: every pair of figures in a scenario, at the positions
 * the document places them, and whether each is in the other's Battle Zone under the height rule
 * (adjacent, and the figure on the lower level taller than the difference in levels).
 */
import { scenarioBodySchema, type ScenarioBody } from "../../content/kinds/scenario";
import { zonesMeet } from "../../engine/scenario/zones";
import { EXIT_OK, InputError, UsageError, type Command } from "../command";
import { readJsonFile } from "../json-input";

async function readScenario(path: string, cwd: string): Promise<ScenarioBody> {
  const doc = await readJsonFile(path, cwd);
  const isExport = !!doc && typeof doc === "object" && "kind" in doc && "body" in doc;
  if (isExport && (doc as { kind: unknown }).kind !== "scenario")
    throw new InputError(`${path}: expected a scenario, got a "${String((doc as { kind: unknown }).kind)}" document`);
  const parsed = scenarioBodySchema.safeParse(isExport ? (doc as { body: unknown }).body : doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = (isExport ? ["body", ...issue.path] : issue.path).join(".") || "$";
    throw new InputError(`${path}: ${at}: ${issue.message}`);
  }
  return parsed.data;
}

export interface ZonePair {
  a: string;
  b: string;
  adjacent: boolean;
  levels: [number, number];
  heights: [number, number];
  /** b stands in a's Battle Zone. */
  bInZoneOfA: boolean;
  /** a stands in b's Battle Zone. */
  aInZoneOfB: boolean;
}

export function scenarioZones(body: ScenarioBody): ZonePair[] {
  const level = new Map(body.spaces.map((s) => [`${s.q},${s.r}`, s.level]));
  const out: ZonePair[] = [];
  body.figures.forEach((fa, i) =>
    body.figures.slice(i + 1).forEach((fb) => {
      const dq = fa.start.q - fb.start.q,
        dr = fa.start.r - fb.start.r;
      const adjacent = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 === 1;
      const la = level.get(`${fa.start.q},${fa.start.r}`) ?? 0,
        lb = level.get(`${fb.start.q},${fb.start.r}`) ?? 0;
      const meet = adjacent && zonesMeet(fa.height, la, fb.height, lb, body.options.battleZoneHeight);
      out.push({ a: fa.name, b: fb.name, adjacent, levels: [la, lb], heights: [fa.height, fb.height], bInZoneOfA: meet, aInZoneOfB: meet });
    }),
  );
  return out;
}

export const scenarioCommand: Command = {
  name: "scenario",
  summary: "Lost Worlds scenario tools: which figures are in each other's Battle Zone",
  usage: "scenario zones <scenario.json> [--json]",
  details: "  zones    every pair of figures at their starting spaces, adjacent or not, and in each other's Battle Zone or not",
  options: {},
  async run({ positionals, json, io }) {
    const [sub, file] = positionals;
    if (sub !== "zones") throw new UsageError(`scenario: expected the subcommand "zones", got ${sub ? `"${sub}"` : "none"}`);
    if (!file) throw new UsageError("scenario zones: expected a scenario file");
    const pairs = scenarioZones(await readScenario(file, io.cwd));
    if (json) io.out(JSON.stringify({ pairs }, null, 2) + "\n");
    else
      for (const p of pairs)
        io.out(
          `${p.a} (height ${p.heights[0]}, level ${p.levels[0]}) and ${p.b} (height ${p.heights[1]}, level ${p.levels[1]}): ` +
            `${!p.adjacent ? "not adjacent" : p.aInZoneOfB ? "in each other's Battle Zone" : "adjacent, but not in each other's Battle Zone"}\n`,
        );
    return EXIT_OK;
  },
};
