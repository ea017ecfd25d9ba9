// The island editor's words for its structured instructions, abilities and Win Conditions: what
// each kind, field and choice is called on the form (the schema in lib/content/kinds/island.ts
// says what they are).
import type { StructuredWords } from "../structured/StructuredList";

const targets = {
  self: "a Character of theirs (chosen)",
  each: "each of their Characters",
  any: "any Character on the island (chosen)",
  here: "everyone at the Location",
  encounter: "the other side of the check",
  other: "another Character",
};

const fields = {
  amount: "Power",
  target: "Who",
  duration: "Lasts",
  count: "How many",
  whole: "the player's whole turn",
  turns: "Turns",
  what: "What",
  text: "Words",
  against: "Against",
  character: "Character",
  location: "Location",
};

export const EFFECT_WORDS: StructuredWords = {
  entry: "step",
  kinds: {
    power: "Power modifier",
    draw: "Draw Fate cards",
    injure: "Injure",
    heal: "Heal",
    kill: "Kill",
    move: "Move to an adjacent Location",
    skip: "Skip a turn",
    trap: "Trap",
    take: "Take a card",
    text: "Words the table carries out",
  },
  fields,
  choices: {
    target: targets,
    duration: {
      check: "one Power Check",
      turn: "this turn",
      round: "this round",
      carried: "while carried",
      location: "while at the Location",
    },
    what: { equipment: "an opponent's Equipment here", event: "an Event from a hand" },
  },
};

export const ABILITY_WORDS: StructuredWords = {
  entry: "ability",
  kinds: {
    power: "Power modifier",
    boost: "Lends Power (once a round)",
    healer: "Heals an Injured Character at once",
    "injure-on-lead": "May injure instead of leading",
    text: "Words the table carries out",
  },
  fields,
  choices: {
    target: targets,
    against: { any: "any check", encounters: "Encounters", characters: "Characters", monster: "the Monster" },
  },
};

export const WIN_WORDS: StructuredWords = {
  entry: "condition",
  kinds: {
    lead: "Lead a Character",
    control: "Control Characters",
    equipment: "Hold Equipment",
    events: "Hold Events",
    explore: "Explore Locations",
    defeat: "Defeat Encounters",
    reach: "Reach a Location",
    text: "Words the player claims",
  },
  fields,
  choices: {},
};
