/**
 * What the island engine is set up from: the engine's own description of an island document
 * (lib/content/kinds/island.ts), compiled once by the game module (lib/games/island/compile.ts).
 * Everything is referred to by index; names and texts are kept for the table's words and views.
 * The document's zod schema is checked against these types at compile time, so the two cannot drift.
 */

/** Who or what an effect reaches (docs/rules/island.md, "Effects"). */
export type EffectTarget =
  /** The Character(s) the effect belongs to: the engaging group (one of them, chosen), the carrier, the ability's owner. */
  | "self"
  /** Every Character of the engaging group (or every one of the player's Characters at the Location). */
  | "each"
  /** Any Character on the island, chosen by the player whose effect it is. */
  | "any"
  /** Every Character at the Location, whoever controls it. */
  | "here"
  /** The Encounter (or defending side) of the Power Check under way. */
  | "encounter";

/** How long a Power modifier lasts. */
export type EffectDuration = "check" | "turn" | "round" | "carried" | "location";

/** The structured effects the engine runs; anything else is `text`, which the table resolves. */
export type Effect =
  | { kind: "power"; amount: number; target: EffectTarget; duration: EffectDuration }
  | { kind: "draw"; count: number }
  | { kind: "injure"; target: EffectTarget }
  | { kind: "heal"; target: EffectTarget }
  | { kind: "kill"; target: EffectTarget }
  | { kind: "move"; target: EffectTarget }
  | { kind: "skip"; target: EffectTarget; whole: boolean }
  | { kind: "trap"; target: EffectTarget; turns: number }
  | { kind: "take"; what: "equipment" | "event" }
  | { kind: "text"; text: string };

export type EffectKind = Effect["kind"];

/** What a Character's Special Ability does, where the engine can run it. */
export type Ability =
  /** Always on while the Character is not Injured: its Power in checks of that kind. */
  | { kind: "power"; amount: number; against: "any" | "encounters" | "characters" | "monster" }
  /** Once per round (not while Injured): +amount for the rest of the round to a Character chosen then. */
  | { kind: "boost"; amount: number; target: "other" | "any" }
  /** An Injured Character at this Character's Location that engages it is healed at once. */
  | { kind: "healer" }
  /** Winning an attempt to lead, its controller may injure the led Character instead. */
  | { kind: "injure-on-lead" }
  | { kind: "text"; text: string };

/** A Starting Character Win Condition the engine checks; `text` ones are claimed at the table. */
export type WinCheck =
  | { kind: "lead"; character: number }
  | { kind: "control"; count: number }
  | { kind: "equipment"; count: number }
  | { kind: "events"; count: number }
  | { kind: "explore"; count: number }
  | { kind: "defeat"; count: number }
  | { kind: "reach"; tile: number }
  | { kind: "text"; text: string };

export interface TileDef {
  id: string;
  name: string;
  /** Index into `backs`. */
  back: number;
  /** Location instructions, in the order they are written (never a Fate draw: that is `fate`). */
  steps: Effect[];
  /** "Draw x Fate Card(s)": 0 to 3. */
  fate: number;
  campsite: boolean;
  /** The instructions as printed, for the table. */
  text: string;
}

export interface CharacterDef {
  id: string;
  name: string;
  power: number;
  abilities: Ability[];
  abilityText: string;
  win: WinCheck | null;
  winText: string;
  /** How many pieces of Equipment the Character may carry. */
  capacity: number;
}

export type FateType = "encounter" | "equipment" | "event";

export interface FateDef {
  id: string;
  name: string;
  type: FateType;
  /** An Encounter's Power (0 for the other types). */
  power: number;
  /** The "Monster": stays on the island until defeated and takes a turn each round. */
  monster: boolean;
  /** An Event's or Equipment's effects (Equipment: `power` with duration `carried` is on while carried). */
  effects: Effect[];
  /** An Encounter's instructions when it is defeated, and when it is not. */
  win: Effect[];
  lose: Effect[];
  /** Equipment: kept after its effects are used (otherwise discarded). */
  keep: boolean;
  text: string;
}

export interface LayoutCell {
  q: number;
  r: number;
  /** Index into `backs`: a random tile of this back is drawn unless `tile` names one. */
  back: number;
  /** Index into `tiles`, or -1 for a random tile of the back. */
  tile: number;
}

export interface LayoutDef {
  id: string;
  name: string;
  /** Which rule set the layout is for. */
  rules: "beginner" | "advanced" | "any";
  minPlayers: number;
  maxPlayers: number;
  cells: LayoutCell[];
  /** Where Starting Location half-tiles may attach: hexes off the island, next to it. */
  starts: { q: number; r: number }[];
}

export interface IslandInput {
  /** The backs of Location tiles ("Shoreline", "Inner Island"). */
  backs: { id: string; label: string }[];
  tiles: TileDef[];
  /** The Location tile deck: a tile index per physical tile. */
  tileDeck: number[];
  layouts: LayoutDef[];
  characters: CharacterDef[];
  /** The Character deck: a character index per card (each Character once). */
  characterDeck: number[];
  fate: FateDef[];
  /** The Fate deck: a fate index per physical card. */
  fateDeck: number[];
  /** Starting Location half-tiles in the box: at most this many players. */
  halfTiles: number;
  /** The Monster's chart: for die 1..6, a direction 0..5 (core/hex.ts) or -1 to stay. */
  monsterChart: number[];
}
