/**
 * Writes lib/content/samples/hall.scenario.json: a small hall for a Lost Worlds scenario. A ring of
 * wall round a floor at level 0, a raised dais at level 2 in the north reached by a row of steps
 * at level 1, two pillars, and a few objects from the printed throwing table. Mirim (the
 * Valkyrie) enters from the south; Brannoc holds the dais. Both books are the studio's samples.
 *
 *   npx tsx scripts/make-scenario-sample.ts
 *
 * The script refuses to write a scenario with lint errors.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { scenarioBodySchema, type ScenarioBody } from "../lib/content/kinds/scenario";
import type { RichTextNode } from "../lib/content/rich-text";
import { lintScenario } from "../lib/lint/scenario";
import mirim from "../lib/content/samples/mirim.book.json";
import brannoc from "../lib/content/samples/brannoc.book.json";

const OUT = resolve(import.meta.dirname, "..", "lib/content/samples/hall.scenario.json");
const RADIUS = 5;

const doc = (...paras: string[]): RichTextNode => ({
  type: "doc",
  content: paras.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

function hall() {
  const spaces = [];
  for (let q = -RADIUS; q <= RADIUS; q++)
    for (let r = Math.max(-RADIUS, -q - RADIUS); r <= Math.min(RADIUS, -q + RADIUS); r++) {
      const ring = Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r));
      // Flat-topped hexes: smaller r is further north. The dais is the hall's north end.
      const wall = ring === RADIUS;
      const dais = !wall && r <= -2 && q + r <= 0 && q >= -2;
      const steps = !wall && !dais && r === -1 && q >= -1 && q <= 2;
      const pillar = (q === -2 && r === 1) || (q === 3 && r === -1);
      spaces.push({
        q,
        r,
        level: wall ? 3 : dais ? 2 : steps ? 1 : 0,
        terrain: wall ? "wall" : pillar ? "pillar" : steps ? "steps" : "floor",
        impassable: false,
      });
    }
  return spaces;
}

export function scenarioSample(): ScenarioBody {
  return scenarioBodySchema.parse({
    briefing: doc(
      "Brannoc the Marsh-Raider has taken the old hall and waits on its dais. Mirim the Valkyrie comes in from the south door.",
      "Climb the steps and hold the throne space for two turns, or defeat your opponent. Each side scores 10 for defeating the other; " +
        "the Valkyrie scores 5 more for holding the throne, and Brannoc 5 for still standing when the tenth turn ends.",
    ),
    spaces: hall(),
    objects: [
      { id: "chest", name: "chest", weight: 4, maxRange: 3, tall: false, movable: true, at: { q: 1, r: -3 } },
      { id: "barrel", name: "barrel", weight: 3, maxRange: 4, tall: false, movable: true, at: { q: -3, r: 3 } },
      { id: "sack", name: "sack", weight: 2, maxRange: 4, tall: false, movable: true, at: { q: 2, r: 1 } },
      { id: "brazier", name: "brazier", weight: 5, maxRange: 2, tall: true, movable: false, at: { q: -1, r: -2 } },
      { id: "table", name: "table", weight: 5, maxRange: 2, tall: true, movable: false, at: { q: 3, r: 0 } },
    ],
    sides: [
      { id: "valkyrie", name: "The Valkyrie" },
      { id: "raiders", name: "The Raiders" },
    ],
    figures: [
      {
        id: "mirim",
        name: "Mirim",
        side: "valkyrie",
        book: { documentId: null, title: mirim.title, body: mirim.body },
        start: { q: 0, r: 3 },
        height: mirim.body.character.height,
      },
      {
        id: "brannoc",
        name: "Brannoc",
        side: "raiders",
        book: { documentId: null, title: brannoc.title, body: brannoc.body },
        start: { q: 0, r: -3 },
        height: brannoc.body.character.height,
        throwingWeapon: { name: "rock", effectiveRange: 4 },
      },
    ],
    victory: [
      { kind: "defeat-all", side: "valkyrie", points: 10 },
      { kind: "defeat-all", side: "raiders", points: 10 },
      { kind: "hold", side: "valkyrie", spaces: [{ q: 0, r: -4 }], turns: 2, points: 5 },
      { kind: "survive", side: "raiders", turns: 10, points: 5, ends: false },
    ],
    turnLimit: 10,
  });
}

const body = scenarioSample();
const errors = lintScenario(body).filter((d) => d.severity === "error");
if (errors.length > 0) {
  console.error(errors);
  process.exit(1);
}
writeFileSync(
  OUT,
  JSON.stringify({ kind: "scenario", title: "The Hall of the Dais (sample scenario)", schemaVersion: 1, body }, null, 2) + "\n",
);
