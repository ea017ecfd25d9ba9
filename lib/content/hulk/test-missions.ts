/** Small missions for tests of the hulk helpers and the mission lint. */
import { emptyMission, missionBodySchema, type MissionBody } from "../kinds/mission";
import pitfallFile from "../samples/pitfall.mission.json";

/** A fresh, parsed copy of the Pitfall sample's body, safe to mutate. */
export const pitfallBody = (): MissionBody => missionBodySchema.parse(structuredClone(pitfallFile.body));

/** A mission whose levels are the given rows (bottom level first); every non-"#" character is a
 *  corridor section named `<level>:<char>`. */
export function missionFromRows(levels: string[][]): MissionBody {
  const m = emptyMission();
  m.height = levels[0].length;
  m.width = levels[0][0].length;
  m.levels = levels.map((rows, li) => ({
    name: `L${li}`,
    rows,
    sections: [...new Set(rows.join("").replace(/[# ]/g, ""))].map((key) => ({ key, name: `${li}:${key}`, kind: "corridor" as const })),
  }));
  return m;
}

/** Overwrites one map character. */
export function paint(m: MissionBody, level: number, x: number, y: number, ch: string): void {
  const row = m.levels[level].rows[y];
  m.levels[level].rows[y] = row.slice(0, x) + ch + row.slice(x + 1);
}
