/**
 * Regenerates the Space Hulk samples: lib/content/samples/pitfall.mission.json (the mission
 * "Pitfall", seed 002) and lib/content/samples/base.ruleset.json (defaultRuleset()).
 *
 *   npx tsx scripts/make-pitfall-sample.ts
 *
 * The seed's printed map is not in its text, so the layout below is this studio's reconstruction
 * (see LAYOUT_NOTES, which also go into the mission's notes). Everything else follows the seed.
 * The script refuses to write a mission that fails its schema or lints with errors.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  MISSION_SCHEMA_VERSION,
  WALL,
  missionBodySchema,
  type EntryArea,
  type MissionBody,
  type MissionLevel,
} from "../lib/content/kinds/mission";
import { RULESET_SCHEMA_VERSION, defaultRuleset, rulesetBodySchema, type RulesetBody } from "../lib/content/kinds/ruleset";
import type { RichTextNode } from "../lib/content/rich-text";
import { lintMission } from "../lib/lint/mission";

const SAMPLES = resolve(import.meta.dirname, "../lib/content/samples");
const WIDTH = 27;
const HEIGHT = 17;
const LOWER = 0;
const UPPER = 1;

type Rect = [x0: number, y0: number, x1: number, y1: number];
interface SectionPlan {
  key: string;
  name: string;
  kind: "room" | "corridor";
  rect: Rect;
}

/**
 * One level's sections. Corridors run along y = 1 (north), y = 8 (the spine) and y = 15 (south),
 * joined by four links; four 3×3 rooms hang off the spine through short passages; the disposal
 * chute room closes the spine's east end. `prefix` names the level ("Upper", "Lower").
 */
function sectionPlan(prefix: string, withDeployment: boolean): SectionPlan[] {
  const corridor = (key: string, name: string, rect: Rect): SectionPlan => ({ key, name: `${prefix} ${name}`, kind: "corridor", rect });
  const room = (key: string, name: string, rect: Rect): SectionPlan => ({ key, name: `${prefix} ${name}`, kind: "room", rect });
  return [
    ...(withDeployment ? [corridor("D", "deployment corridor", [1, 5, 1, 11])] : []),
    corridor("n", "north corridor west", [0, 1, 12, 1]),
    corridor("o", "north corridor east", [13, 1, 26, 1]),
    corridor("s", "south corridor west", [0, 15, 12, 15]),
    corridor("t", "south corridor east", [13, 15, 26, 15]),
    corridor("a", "spine west", [2, 8, 6, 8]),
    corridor("b", "spine centre-west", [7, 8, 11, 8]),
    corridor("c", "spine centre-east", [12, 8, 16, 8]),
    corridor("d", "spine east", [17, 8, 21, 8]),
    corridor("e", "north-west link", [9, 2, 9, 7]),
    corridor("f", "north-east link", [19, 2, 19, 7]),
    corridor("g", "south-west link", [9, 9, 9, 14]),
    corridor("h", "south-east link", [19, 9, 19, 14]),
    room("R", "north-west room", [4, 3, 6, 5]),
    corridor("r", "north-west passage", [5, 6, 5, 7]),
    room("S", "south-west room", [4, 11, 6, 13]),
    corridor("u", "south-west passage", [5, 9, 5, 10]),
    room("P", "north-east room", [13, 3, 15, 5]),
    corridor("p", "north-east passage", [14, 6, 14, 7]),
    room("Q", "south-east room", [13, 11, 15, 13]),
    corridor("q", "south-east passage", [14, 9, 14, 10]),
    room("Z", "disposal chute room", [22, 7, 24, 9]),
  ];
}

function paintLevel(name: string, plan: SectionPlan[]): MissionLevel {
  const grid = Array.from({ length: HEIGHT }, () => Array.from({ length: WIDTH }, () => WALL));
  for (const s of plan) {
    const [x0, y0, x1, y1] = s.rect;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) grid[y][x] = s.key;
  }
  return { name, sections: plan.map(({ key, name, kind }) => ({ key, name, kind })), rows: grid.map((r) => r.join("")) };
}

const text = (t: string): RichTextNode => ({ type: "text", text: t });
const paragraph = (t: string): RichTextNode => ({ type: "paragraph", content: [text(t)] });
const heading = (t: string): RichTextNode => ({ type: "heading", attrs: { level: 3 }, content: [text(t)] });
const doc = (...content: RichTextNode[]): RichTextNode => ({ type: "doc", content });

export const LAYOUT_NOTES = [
  "Pitfall by Paul Murphy, a mission for Space Hulk set after Mission Six. The printed map is not in the text, so this two-level layout is the studio's reconstruction; every rule and number besides the layout follows the printed mission.",
  'Map: two 27×17 levels, the upper directly above the lower ("The levels are virtually identical"). Each has three long corridors (north, spine, south) joined by four links, four rooms on short passages with doors, and the disposal chute room at the spine\'s east end; the chute space is on both levels ("The disposal chute can be accessed via either level"). The lower level is the same except that it lacks the Marines\' deployment corridor.',
  "Counters: the mission has sixteen new counters; read as six pitfalls A–F, six pitfall shadows, one ladder, one ladder shadow and two rubble. The nine that are not shadows make the face-down pool, placed one per shaded section on the upper level; eleven sections are shaded here, all above floor, so every legal placement leaves each hole a floor below and each shadow a space. Pitfalls, the ladder and the rubble therefore appear only once set-up has placed them.",
  "Not in the text, chosen here: who places the first counter (the Marine player), where the entry areas are (the four corridor ends on each level), and the squad's make-up (the base game's Terminator squad: a sergeant with storm bolter and power sword, a heavy flamer, three storm bolters).",
];

function body(): MissionBody {
  const upperPlan = sectionPlan("Upper", true);
  const lowerPlan = sectionPlan("Lower", false);
  const upper = (name: string) => `Upper ${name}`;
  const ends = (level: number, turns: EntryArea["turns"], prefix: string): EntryArea[] =>
    [
      ["north-west", 0, 1],
      ["north-east", 26, 1],
      ["south-west", 0, 15],
      ["south-east", 26, 15],
    ].map(([where, x, y]) => ({
      id: `${prefix}-${where}`,
      name: `${prefix === "lower" ? "Lower" : "Upper"} ${where} entry`,
      side: "stealers" as const,
      level,
      cells: [{ x: x as number, y: y as number }],
      turns,
    }));
  const doorsAt: [number, number][] = [
    [5, 7],
    [5, 9],
    [14, 7],
    [14, 9],
    [21, 8],
  ];
  return {
    briefing: doc(
      paragraph(
        "The Space Marines have deployed the toxins into the Genestealers' cryogenics system; the mopping up of six thousand survivors remains. Cut off from the landing area by a counterattack, five Blood Angels Terminators under Sergeant Martina have retreated into the bowels of the hulk.",
      ),
      paragraph(
        "Lieutenant Tarkenson finds another way out: a disposal chute, designed to vent garbage into space. If the Marines dive into it they can blast through its doors, leave the hulk and make their own way to the assault torpedoes.",
      ),
    ),
    objectives: doc(
      heading("Space Marines"),
      paragraph("Reach the disposal chute and dive into it. At least two Marines escaping wins; only one escaping is a draw."),
      heading("Genestealers"),
      paragraph("Destroy the Marines before they escape."),
    ),
    notes: doc(...LAYOUT_NOTES.map(paragraph)),
    width: WIDTH,
    height: HEIGHT,
    levels: [paintLevel("Lower", lowerPlan), paintLevel("Upper", upperPlan)],
    doors: [LOWER, UPPER].flatMap((level) => doorsAt.map(([x, y]) => ({ level, x, y, open: false }))),
    features: [
      { type: "chute", level: LOWER, x: 23, y: 8 },
      { type: "chute", level: UPPER, x: 23, y: 8 },
    ],
    // "During turns 1-10 ... the entry areas shown on the lower level. During turn 11 and after,
    // his reinforcements arrive at the entry areas on the upper level."
    entryAreas: [...ends(LOWER, { from: 1, to: 10 }, "lower"), ...ends(UPPER, { from: 11, to: null }, "upper")],
    // "The Space Marines set up on the shaded corridor section on the upper level."
    deployment: [{ id: "marines", side: "marines", sections: [upper("deployment corridor")], cells: [] }],
    counterPool: {
      sections: [
        "spine centre-west",
        "spine centre-east",
        "spine east",
        "north-west link",
        "north-east link",
        "south-west link",
        "south-east link",
        "north-west room",
        "south-west room",
        "north-east room",
        "south-east room",
      ].map(upper),
      counters: [
        ...(["A", "B", "C", "D", "E", "F"] as const).map((letter) => ({ type: "pitfall" as const, letter })),
        { type: "ladder" },
        { type: "rubble" },
        { type: "rubble" },
      ],
      placement: {
        perSection: 1,
        firstPlayer: "marines",
        alternate: true,
        faceDown: true,
        revealAfterPlacement: true,
        shadowsAfterReveal: true,
      },
    },
    forces: {
      squads: [
        {
          name: "Sergeant Martina's ad hoc squad",
          members: [
            { name: "Sergeant Martina", rank: "sergeant", weapons: ["storm-bolter", "power-sword"] },
            { name: "Brother 2", rank: "marine", weapons: ["heavy-flamer", "power-glove"] },
            { name: "Brother 3", rank: "marine", weapons: ["storm-bolter", "power-glove"] },
            { name: "Brother 4", rank: "marine", weapons: ["storm-bolter", "power-glove"] },
            { name: "Brother 5", rank: "marine", weapons: ["storm-bolter", "power-glove"] },
          ],
        },
      ],
    },
    // "a starting force of two Blips and gets two reinforcements per turn until he runs out";
    // from the eleventh turn "unlimited reinforcements ... at the rate of three per turn".
    reinforcements: {
      startingBlips: 2,
      arrivals: [
        { fromTurn: 1, blipsPerTurn: 2 },
        { fromTurn: 11, blipsPerTurn: 3 },
      ],
      limitedPool: { stealers: 18 },
      unlimitedFromTurn: 11,
    },
    victory: {
      outcomes: [
        {
          result: "marines-win",
          when: { type: "escaped", side: "marines", via: "chute", atLeast: 2 },
          text: "At least two Marines get into the disposal chute.",
        },
        { result: "draw", when: { type: "escaped", side: "marines", via: "chute", atLeast: 1 }, text: "Only one Marine escapes." },
      ],
      otherwise: "stealers-win",
    },
    turnLimit: null,
  };
}

export function makePitfall(): { kind: "mission"; title: string; schemaVersion: number; body: MissionBody } {
  return { kind: "mission", title: "Pitfall (Space Hulk)", schemaVersion: MISSION_SCHEMA_VERSION, body: missionBodySchema.parse(body()) };
}

export function makeBaseRuleset(): { kind: "ruleset"; title: string; schemaVersion: number; body: RulesetBody } {
  return {
    kind: "ruleset",
    title: "Space Hulk base rules",
    schemaVersion: RULESET_SCHEMA_VERSION,
    body: rulesetBodySchema.parse(defaultRuleset()),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const mission = makePitfall();
  const errors = lintMission(mission.body).filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(`${d.rule} ${JSON.stringify(d.location)}: ${d.message}`);
    throw new Error(`The Pitfall sample has ${errors.length} lint error(s); not written`);
  }
  for (const [file, sample] of [
    ["pitfall.mission.json", mission],
    ["base.ruleset.json", makeBaseRuleset()],
  ] as const) {
    writeFileSync(resolve(SAMPLES, file), JSON.stringify(sample, null, 2) + "\n");
    console.log(`wrote ${resolve(SAMPLES, file)}`);
  }
}
