/**
 * What the Space Hulk rules read from a mission and its ruleset: the engine's own description of
 * its input, so the engine depends on nothing outside itself. The documents' zod schemas
 * (lib/content) are checked against these types at compile time, and the game module compiles a
 * mission and ruleset into a HulkBoard (types.ts) before set-up.
 */

/** AP costs of one step or turn for a piece with a facing; null = not allowed at all. */
export interface FacedMovement {
  forward: number;
  diagonalForward: number | null;
  sideways: number | null;
  backward: number | null;
  diagonalBackward: number | null;
  turn90: number;
  turn180: number;
}

export type HulkWeapon =
  | {
      kind: "ranged";
      id: string;
      name: string;
      apCost: number;
      freeWithMove: boolean;
      dice: number;
      killOn: number;
      sustainedKillOn: number | null;
      canOverwatch: boolean;
      range: number | null;
    }
  | { kind: "flamer"; id: string; name: string; apCost: number; range: number; shots: number; killOn: number }
  | { kind: "close"; id: string; name: string; modifier: number };

/** The base-game numbers (and Pitfall's levels and rubble) the rules are played with. */
export interface HulkRules {
  actionPoints: { marine: number; stealer: number; blip: number };
  commandPoints: { dice: number; sides: number; usableInStealerTurn: boolean };
  movement: { marine: FacedMovement; stealer: FacedMovement; blip: { step: number }; door: number };
  weapons: HulkWeapon[];
  overwatch: { apCost: number; range: number; jamsOnDouble: boolean; clearJamAp: number; clearJamCp: number };
  closeAssault: {
    apCost: number;
    marineDice: number;
    stealerDice: number;
    sergeantBonus: number;
    tieKillsNobody: boolean;
    unfacedMarineCannotKill: boolean;
  };
  blips: { mix: { stealers: number; count: number }[]; hiddenFromMarines: boolean; cannotEndInMarineLos: boolean };
  levels: {
    ladderClimb: number;
    stealerPitfallClimb: number;
    jumpFromSpace: number;
    marineFallsOnOrBelow: number;
    landUprightOn: number;
    stealerScuttlesOn: number;
    marineBelowDiesOnOrBelow: number;
    standUp: number;
    proneCloseAssaultModifier: number;
  };
  rubble: { extraMoveCost: number; deflectOn: number };
}

export type HulkSide = "marines" | "stealers";

/** The Genestealer schedule: starting blips, arrivals per turn, the limited pool, the unlimited turn. */
export interface HulkReinforcements {
  startingBlips: number;
  arrivals: { fromTurn: number; blipsPerTurn: number }[];
  limitedPool: { stealers: number } | null;
  unlimitedFromTurn: number | null;
}

export type VictoryCondition =
  | { type: "escaped"; side: HulkSide; via: "chute"; atLeast: number }
  | { type: "eliminated"; side: HulkSide }
  | { type: "occupy"; side: HulkSide; sections: string[]; atLeast: number };

export type HulkOutcome = "marines-win" | "stealers-win" | "draw";

/** When the game ends, the first outcome whose condition holds decides; `otherwise` when none does. */
export interface HulkVictory {
  outcomes: { result: HulkOutcome; when: VictoryCondition; text: string }[];
  otherwise: HulkOutcome;
}
