/**
 * Battle Zones between a scenario's figures at the positions its document places them (the CLI's
 * `scenario zones`): adjacent, and the figure on the lower level taller than the difference.
 */
import { unwrapExport } from "../../content/export-file";
import { scenarioBodySchema, type ScenarioBody } from "../../content/kinds/scenario";
import { zonesMeet } from "../../engine/scenario/zones";
import { parseWith } from "../parse";
import { ContentError } from "../types";

/** A scenario body from a file's JSON: an exported scenario document or a bare body. */
export function scenarioFromFile(doc: unknown): ScenarioBody {
  const file = unwrapExport(doc);
  if (file.kind !== null && file.kind !== "scenario") throw new ContentError(`expected a scenario, got a "${file.kind}" document`);
  return parseWith(scenarioBodySchema, file.body, file.kind ? "body" : "scenario", "scenario");
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
