/**
 * Writes lib/content/samples/lost.island.json: an island for Lost: The Board Game built from what
 * the rulebook prints (the Locations, Characters and Fate cards its text and examples name, with
 * their Powers) and completed with made-up content up to the box's counts (75 Location tiles, 10
 * Starting Location half-tiles, 17 Characters, 158 Fate cards). The sample's description says which
 * is which.
 *
 *   npx tsx scripts/make-island-sample.ts
 *
 * The script refuses to write an island with lint errors.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { emptyIsland, islandBodySchema, type EffectDoc, type IslandBody } from "../lib/content/kinds/island";
import type { RichTextNode } from "../lib/content/rich-text";
import { lintIsland } from "../lib/lint/island";

const OUT = resolve(import.meta.dirname, "..", "lib/content/samples/lost.island.json");

const doc = (...paras: string[]): RichTextNode => ({
  type: "doc",
  content: paras.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type Tile = [
  name: string,
  kind: "shoreline" | "inner",
  fate: number,
  count: number,
  more?: { campsite?: boolean; steps?: EffectDoc[]; text?: string },
];

// Printed: the Bamboo Forest ("Draw a Fate Card"), the Tranquil Beach ("Draw 2 Fate Cards"), the
// Tail Crash Site ("Draw a Fate Card. Campsite"). The rest are made up.
const TILES: Tile[] = [
  ["Tranquil Beach", "shoreline", 2, 5],
  ["Tail Crash Site", "shoreline", 1, 2, { campsite: true }],
  ["Fuselage Crash Site", "shoreline", 1, 2, { campsite: true }],
  ["Beach Camp", "shoreline", 0, 2, { campsite: true, steps: [{ kind: "heal", target: "each" }], text: "Heal your Characters here." }],
  ["Tide Pools", "shoreline", 1, 5],
  [
    "Sea Cliffs",
    "shoreline",
    1,
    4,
    { steps: [{ kind: "power", amount: 1, target: "encounter", duration: "location" }], text: "Encounters here get +1." },
  ],
  [
    "Sandbar",
    "shoreline",
    1,
    3,
    { steps: [{ kind: "trap", target: "self", turns: 1 }], text: "The tide comes in: one of your Characters is Trapped for a turn." },
  ],
  ["Signal Fire", "shoreline", 1, 3, { steps: [{ kind: "text", text: "Everyone at the table says whether they saw the smoke." }] }],
  ["Shallow Reef", "shoreline", 2, 4],
  ["Open Shore", "shoreline", 1, 6],
  ["Bamboo Forest", "inner", 1, 6],
  [
    "The Caves",
    "inner",
    0,
    3,
    { campsite: true, steps: [{ kind: "heal", target: "each" }], text: "Fresh water: heal your Characters here." },
  ],
  ["Waterfall", "inner", 1, 2, { steps: [{ kind: "heal", target: "self" }], text: "Heal one of your Characters." }],
  ["Dense Jungle", "inner", 1, 6],
  ["The Black Rock", "inner", 2, 2],
  [
    "The Hatch",
    "inner",
    1,
    2,
    { campsite: true, steps: [{ kind: "text", text: "Enter the numbers: the player to your left picks someone to push the button." }] },
  ],
  ["Rousseau’s Shelter", "inner", 1, 2, { campsite: true }],
  [
    "Mud Pit",
    "inner",
    0,
    3,
    { steps: [{ kind: "trap", target: "self", turns: 1 }], text: "One of your Characters is Trapped for a turn." },
  ],
  [
    "High Ground",
    "inner",
    1,
    3,
    { steps: [{ kind: "power", amount: 1, target: "each", duration: "turn" }], text: "Your Characters here get +1 this turn." },
  ],
  ["The Cockpit", "inner", 2, 2],
  ["Booby-trapped Path", "inner", 0, 2, { steps: [{ kind: "injure", target: "self" }], text: "One of your Characters is Injured." }],
  [
    "Lost Trail",
    "inner",
    1,
    3,
    { steps: [{ kind: "move", target: "self" }], text: "Move one of your Characters to an adjacent Location." },
  ],
  ["Overgrown Clearing", "inner", 1, 3],
];

type Char = [
  name: string,
  power: number,
  capacity: number,
  ability: string,
  win: IslandBody["characters"][number]["win"],
  winText: string,
  abilities?: IslandBody["characters"][number]["abilities"],
];

// Printed Powers: Kate 3, Sayid 5, Jin 3, Claire 1, Libby 2 (and her ability), Sawyer 4; Locke
// is named without a Power. Everything else is made up.
const CHARACTERS: Char[] = [
  [
    "Jack",
    4,
    2,
    "An Injured Character at Jack’s Location that he engages is healed.",
    { kind: "control", count: 4 },
    "Control 4 Characters.",
    [{ kind: "healer" }],
  ],
  ["Kate", 3, 1, "", { kind: "explore", count: 10 }, "10 Locations are face up."],
  ["Sawyer", 4, 3, "", { kind: "equipment", count: 3 }, "Sawyer’s Characters carry 3 pieces of Equipment."],
  [
    "Locke",
    4,
    2,
    "+1 against Encounters.",
    { kind: "text", text: "Open the Hatch." },
    "Open the Hatch.",
    [{ kind: "power", amount: 1, against: "encounters" }],
  ],
  ["Sayid", 5, 1, "", { kind: "defeat", count: 4 }, "Defeat 4 Encounters."],
  ["Hurley", 2, 1, "", { kind: "events", count: 5 }, "Hold 5 Events at the end of your turn."],
  ["Charlie", 2, 1, "", { kind: "lead", character: "claire" }, "Lead Claire."],
  ["Claire", 1, 1, "", { kind: "lead", character: "charlie" }, "Lead Charlie."],
  ["Jin", 3, 1, "", { kind: "lead", character: "sun" }, "Lead Sun."],
  ["Sun", 2, 1, "", { kind: "lead", character: "jin" }, "Lead Jin."],
  ["Michael", 3, 1, "", { kind: "lead", character: "walt" }, "Lead Walt."],
  ["Walt", 1, 1, "", { kind: "reach", location: "the-black-rock" }, "Reach the Black Rock."],
  ["Shannon", 1, 1, "", { kind: "lead", character: "sayid" }, "Lead Sayid."],
  ["Boone", 3, 1, "", { kind: "lead", character: "shannon" }, "Lead Shannon."],
  [
    "Ana Lucia",
    4,
    1,
    "When she wins an attempt to lead, her player may injure the Character instead.",
    { kind: "control", count: 3 },
    "Control 3 Characters.",
    [{ kind: "injure-on-lead" }],
  ],
  ["Mr. Eko", 5, 1, "", { kind: "defeat", count: 3 }, "Defeat 3 Encounters."],
  [
    "Libby",
    2,
    1,
    "Libby may add +1 for this Round to another Character of your choice. You may use this ability once per round.",
    { kind: "explore", count: 8 },
    "8 Locations are face up.",
    [{ kind: "boost", amount: 1, target: "other" }],
  ],
];

type Card = [
  name: string,
  type: "encounter" | "equipment" | "event",
  count: number,
  text: string,
  more?: Partial<IslandBody["fate"][number]>,
];

const injure: EffectDoc = { kind: "injure", target: "self" };

// Printed: Bugs (Power 2), Snake (Power 7), the Event "Predict The Weather" (a Character of your
// choice gets +1 to a Power Check this turn) and the "Monster". The rest are made up.
const FATE: Card[] = [
  ["Bugs", "encounter", 8, "Power 2. Lose: one of your Characters is Injured.", { power: 2, lose: [injure] }],
  ["Snake", "encounter", 3, "Power 7. Lose: one of your Characters is Injured.", { power: 7, lose: [injure] }],
  [
    "Boar",
    "encounter",
    8,
    "Power 4. Win: draw a Fate Card. Lose: Injured.",
    { power: 4, win: [{ kind: "draw", count: 1 }], lose: [injure] },
  ],
  ["Polar Bear", "encounter", 2, "Power 8. Lose: Injured.", { power: 8, lose: [injure] }],
  ["Spiders", "encounter", 6, "Power 3. Lose: Injured.", { power: 3, lose: [injure] }],
  ["Quicksand", "encounter", 5, "Power 3. Lose: Trapped for a turn.", { power: 3, lose: [{ kind: "trap", target: "self", turns: 1 }] }],
  [
    "Storm",
    "encounter",
    6,
    "Power 5. Lose: your Characters here skip their next turn.",
    { power: 5, lose: [{ kind: "skip", target: "each", whole: false }] },
  ],
  ["The Others", "encounter", 6, "Power 6. Lose: Injured.", { power: 6, lose: [injure] }],
  ["Wild Dogs", "encounter", 6, "Power 3. Lose: Injured.", { power: 3, lose: [injure] }],
  ["Jellyfish", "encounter", 5, "Power 1. Lose: Injured.", { power: 1, lose: [injure] }],
  ["Rockslide", "encounter", 4, "Power 5. Lose: Injured.", { power: 5, lose: [injure] }],
  [
    "The Monster",
    "encounter",
    1,
    "Power 9. Stays on the island until defeated and takes its own turn each round. Lose: one of your Characters is killed.",
    { power: 9, monster: true, lose: [{ kind: "kill", target: "self" }] },
  ],
  ["Knife", "equipment", 6, "+1 Power while carried.", { effects: [{ kind: "power", amount: 1, target: "self", duration: "carried" }] }],
  ["Gun", "equipment", 3, "+2 Power while carried.", { effects: [{ kind: "power", amount: 2, target: "self", duration: "carried" }] }],
  ["Medical Kit", "equipment", 6, "Heal any Character, then discard.", { effects: [{ kind: "heal", target: "any" }], keep: false }],
  [
    "Flashlight",
    "equipment",
    5,
    "+1 Power while carried.",
    { effects: [{ kind: "power", amount: 1, target: "self", duration: "carried" }] },
  ],
  ["Machete", "equipment", 4, "+1 Power while carried.", { effects: [{ kind: "power", amount: 1, target: "self", duration: "carried" }] }],
  [
    "Rope",
    "equipment",
    3,
    "Pull a friend out of a tight spot.",
    { effects: [{ kind: "text", text: "Free a Trapped Character at your Location." }] },
  ],
  ["Map", "equipment", 4, "Draw a Fate Card here, then discard.", { effects: [{ kind: "draw", count: 1 }], keep: false }],
  ["Water Bottle", "equipment", 5, "Heal the carrier, then discard.", { effects: [{ kind: "heal", target: "self" }], keep: false }],
  [
    "Dynamite",
    "equipment",
    4,
    "+3 to one Power Check, then discard.",
    { effects: [{ kind: "power", amount: 3, target: "self", duration: "check" }], keep: false },
  ],
  [
    "Predict The Weather",
    "event",
    8,
    "A Character of your choice gets +1 to a Power Check this turn.",
    { effects: [{ kind: "power", amount: 1, target: "any", duration: "turn" }] },
  ],
  ["Lost in the Jungle", "event", 6, "Move any Character to an adjacent Location.", { effects: [{ kind: "move", target: "any" }] }],
  [
    "Flashback",
    "event",
    6,
    "Tell the table a story from your Character’s past.",
    { effects: [{ kind: "text", text: "Tell the table a story from your Character’s past." }] },
  ],
  ["Rescue Party", "event", 6, "Heal any Character.", { effects: [{ kind: "heal", target: "any" }] }],
  ["Ambush", "event", 4, "Injure any Character.", { effects: [{ kind: "injure", target: "any" }] }],
  ["Lockdown", "event", 5, "Any Character is Trapped for a turn.", { effects: [{ kind: "trap", target: "any", turns: 1 }] }],
  ["Exhaustion", "event", 5, "Any Character skips its next turn.", { effects: [{ kind: "skip", target: "any", whole: false }] }],
  ["Rousseau’s Radio", "event", 4, "Take an Event card at random from another player.", { effects: [{ kind: "take", what: "event" }] }],
  ["Supply Drop", "event", 6, "Draw 2 Fate Cards where one of your Characters is.", { effects: [{ kind: "draw", count: 2 }] }],
  [
    "Adrenaline",
    "event",
    8,
    "One of your Characters gets +2 to a Power Check.",
    { effects: [{ kind: "power", amount: 2, target: "self", duration: "check" }] },
  ],
];

export function islandSample(): IslandBody {
  const base = emptyIsland();
  const body = islandBodySchema.parse({
    ...base,
    description: doc(
      "An island for Lost: The Board Game made from what the rulebook prints and completed with made-up content to the box's counts: " +
        "75 Location tiles, 10 Starting Location half-tiles, 17 Characters and 158 Fate cards.",
      "From the rulebook: the Bamboo Forest, the Tranquil Beach and the Tail Crash Site; Kate (Power 3), Sayid (5), Jin (3), Claire " +
        "(1), Libby (2, and her Special Ability), Sawyer (4) and Locke; the Bugs (Power 2), the Snake (7), the Event Predict The " +
        "Weather and the Monster. Every other tile, card, Power, ability and Win Condition is made up for the studio and can be changed.",
      "The Monster's chart is not in the rulebook: a die roll of 1 moves it north, then clockwise round the hex.",
    ),
    locations: TILES.map(([name, kind, fate, count, more]) => ({
      id: slug(name),
      name,
      kind,
      fate,
      count,
      campsite: more?.campsite ?? false,
      steps: more?.steps ?? [],
      text: doc(
        [fate > 0 ? `Draw ${fate === 1 ? "a Fate Card" : `${fate} Fate Cards`}.` : "", more?.text ?? "", more?.campsite ? "Campsite." : ""]
          .filter(Boolean)
          .join(" "),
      ),
    })),
    characters: CHARACTERS.map(([name, power, capacity, ability, win, winText, abilities]) => ({
      id: slug(name),
      name,
      power,
      capacity,
      ability: doc(...(ability ? [ability] : [])),
      abilities: abilities ?? [],
      win,
      winText: doc(winText),
    })),
    fate: FATE.map(([name, type, count, text, more]) => ({ id: slug(name), name, type, count, text: doc(text), keep: true, ...more })),
  });
  return body;
}

const body = islandSample();
const errors = lintIsland(body).filter((d) => d.severity === "error");
if (errors.length > 0) {
  console.error(errors);
  process.exit(1);
}
const counts = {
  tiles: body.locations.reduce((n, t) => n + t.count, 0),
  characters: body.characters.length,
  fate: body.fate.reduce((n, f) => n + f.count, 0),
};
if (counts.tiles !== 75 || counts.characters !== 17 || counts.fate !== 158) throw new Error(`box counts: ${JSON.stringify(counts)}`);
writeFileSync(
  OUT,
  JSON.stringify({ kind: "island", title: "Lost: The Board Game (sample island)", schemaVersion: 1, body }, null, 2) + "\n",
);
console.log(`wrote ${OUT}`, counts);
