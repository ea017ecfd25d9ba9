/**
 * The `ruleset` kind: the Space Hulk base-game numbers a mission is played with, as an editable
 * document. Editions differ in details, so every number is data and the ruleset names its edition.
 * `defaultRuleset()` is the first edition's quick-reference tables as docs/rules/hulk.md reads them;
 * the Pitfall supplement's numbers sit in `levels` and `rubble` because they are base rules once a
 * map has them.
 */
import { z } from "zod";
import { emptyRichText, richTextSchema, type RichTextNode } from "../rich-text";

export const RULESET_SCHEMA_VERSION = 1;

const ap = z.number().int().min(0).max(12);
/** A cost in AP, or null when the move is not allowed at all. */
const apOrNever = ap.nullable();
const dieFace = z.number().int().min(1).max(6);

/** Costs of one step or turn for a piece with a facing. */
export const facedMovementSchema = z.object({
  forward: ap,
  diagonalForward: apOrNever,
  sideways: apOrNever,
  backward: apOrNever,
  diagonalBackward: apOrNever,
  turn90: ap,
  turn180: ap,
});

export const weaponSchema = z.discriminatedUnion("kind", [
  /** Shooting with dice per shot, each die at `killOn` or better kills (storm bolter). */
  z.object({
    kind: z.literal("ranged"),
    id: z.string().min(1),
    name: z.string().min(1),
    apCost: ap,
    /** Fire for free as part of a move (the storm bolter's move-and-fire). */
    freeWithMove: z.boolean(),
    dice: z.number().int().min(1).max(6),
    killOn: dieFace,
    /** Kill number when firing again at the same target; null = no sustained fire. */
    sustainedKillOn: dieFace.nullable(),
    canOverwatch: z.boolean(),
    /** Squares; null = unlimited. */
    range: z.number().int().min(1).nullable(),
  }),
  /** Burns a whole section: every piece in it dies on `killOn` or better. */
  z.object({
    kind: z.literal("flamer"),
    id: z.string().min(1),
    name: z.string().min(1),
    apCost: ap,
    range: z.number().int().min(1),
    shots: z.number().int().min(1),
    killOn: dieFace,
  }),
  /** A close assault weapon; `modifier` is added to the Marine's best die. */
  z.object({
    kind: z.literal("close"),
    id: z.string().min(1),
    name: z.string().min(1),
    modifier: z.number().int().min(-3).max(3),
  }),
]);

export const rulesetBodySchema = z
  .object({
    edition: z.string().trim().min(1).max(80),
    notes: richTextSchema.default(emptyRichText),
    actionPoints: z.object({ marine: ap, stealer: ap, blip: ap }),
    /** Command points: `dice` dice of `sides` sides rolled each Marine turn. */
    commandPoints: z.object({
      dice: z.number().int().min(0).max(3),
      sides: z.number().int().min(2).max(20),
      usableInStealerTurn: z.boolean(),
    }),
    movement: z.object({
      marine: facedMovementSchema,
      stealer: facedMovementSchema,
      /** Blips move one square in any direction and have no facing. */
      blip: z.object({ step: ap }),
      door: ap,
    }),
    weapons: z.array(weaponSchema).min(1),
    overwatch: z.object({
      apCost: ap,
      range: z.number().int().min(1),
      /** Jams when both dice show the same number. */
      jamsOnDouble: z.boolean(),
      clearJamAp: ap,
      clearJamCp: ap,
    }),
    closeAssault: z.object({
      apCost: ap,
      marineDice: z.number().int().min(1).max(6),
      stealerDice: z.number().int().min(1).max(6),
      sergeantBonus: z.number().int().min(0).max(3),
      /** The highest single die wins; on a tie nobody dies. */
      tieKillsNobody: z.boolean(),
      /** A Marine not facing its attacker cannot kill it; winning or tying lets it turn to face. */
      unfacedMarineCannotKill: z.boolean(),
    }),
    blips: z.object({
      /** The blip counters: how many show each number of Genestealers (0 = a lure). */
      mix: z.array(z.object({ stealers: z.number().int().min(0).max(3), count: z.number().int().min(0) })).min(1),
      hiddenFromMarines: z.boolean(),
      cannotEndInMarineLos: z.boolean(),
    }),
    /** The Pitfall supplement ("Special Rules", "Special Actions AP Chart"). */
    levels: z.object({
      ladderClimb: ap,
      stealerPitfallClimb: ap,
      /** Jumping down once already in the hole's space; announced on entering it costs nothing. */
      jumpFromSpace: ap,
      /** A Marine entering a pitfall falls on this roll or lower. */
      marineFallsOnOrBelow: dieFace,
      /** A Marine landing on an empty space stays upright on this roll or higher. */
      landUprightOn: dieFace,
      /** A Stealer under a falling Marine scuttles aside on this roll or higher. */
      stealerScuttlesOn: dieFace,
      /** A Marine under a falling Marine dies on this roll or lower. */
      marineBelowDiesOnOrBelow: dieFace,
      standUp: ap,
      proneCloseAssaultModifier: z.number().int().min(-3).max(0),
    }),
    rubble: z.object({ extraMoveCost: ap, deflectOn: dieFace }),
  })
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.weapons.forEach((w, i) => {
      if (seen.has(w.id))
        ctx.addIssue({ code: "custom", path: ["weapons", i, "id"], message: `Expected a unique weapon id ("${w.id}" repeats)` });
      seen.add(w.id);
    });
  });

export type RulesetBody = z.infer<typeof rulesetBodySchema>;
export type Weapon = z.infer<typeof weaponSchema>;
export type FacedMovement = z.infer<typeof facedMovementSchema>;

const paragraph = (text: string): RichTextNode => ({ type: "paragraph", content: [{ type: "text", text }] });

/** The base-game defaults as the studio reads the published quick-reference tables. */
export function defaultRuleset(): RulesetBody {
  return {
    edition: "Space Hulk (1st edition, 1989) quick reference, with the Pitfall supplement",
    notes: {
      type: "doc",
      content: [
        paragraph(
          "The base game's numbers as the first edition's quick-reference tables print them, with levels and rubble from the Pitfall " +
            "mission. Editions differ: edit any number to match yours.",
        ),
        paragraph(
          "Not in the tables, and so this studio's reading of the first edition: the heavy flamer (2 AP, 12 squares, 6 shots, kills " +
            "on 2+) and the blip mix.",
        ),
      ],
    },
    actionPoints: { marine: 4, stealer: 6, blip: 6 },
    commandPoints: { dice: 1, sides: 6, usableInStealerTurn: true },
    movement: {
      // Marines: forward or diagonally forward 1, backward 2, turn 90° 1 (180° 2), no sideways.
      marine: { forward: 1, diagonalForward: 1, sideways: null, backward: 2, diagonalBackward: null, turn90: 1, turn180: 2 },
      // Genestealers: forward, sideways or backward 1, turn 90° free, 180° 1.
      stealer: { forward: 1, diagonalForward: 1, sideways: 1, backward: 1, diagonalBackward: 1, turn90: 0, turn180: 1 },
      blip: { step: 1 },
      door: 1,
    },
    weapons: [
      {
        kind: "ranged",
        id: "storm-bolter",
        name: "Storm bolter",
        apCost: 1,
        freeWithMove: true,
        dice: 2,
        killOn: 6,
        sustainedKillOn: 5,
        canOverwatch: true,
        range: null,
      },
      { kind: "flamer", id: "heavy-flamer", name: "Heavy flamer", apCost: 2, range: 12, shots: 6, killOn: 2 },
      { kind: "close", id: "power-glove", name: "Power glove", modifier: 0 },
      { kind: "close", id: "power-sword", name: "Power sword", modifier: 0 },
    ],
    overwatch: { apCost: 2, range: 12, jamsOnDouble: true, clearJamAp: 1, clearJamCp: 1 },
    closeAssault: { apCost: 1, marineDice: 1, stealerDice: 3, sergeantBonus: 1, tieKillsNobody: true, unfacedMarineCannotKill: true },
    blips: {
      mix: [
        // Lures: blips that turn out to hold no Genestealer.
        { stealers: 0, count: 3 },
        { stealers: 1, count: 9 },
        { stealers: 2, count: 6 },
        { stealers: 3, count: 6 },
      ],
      hiddenFromMarines: true,
      cannotEndInMarineLos: true,
    },
    levels: {
      ladderClimb: 2,
      stealerPitfallClimb: 3,
      jumpFromSpace: 1,
      marineFallsOnOrBelow: 1,
      landUprightOn: 5,
      stealerScuttlesOn: 3,
      marineBelowDiesOnOrBelow: 3,
      standUp: 2,
      proneCloseAssaultModifier: -1,
    },
    rubble: { extraMoveCost: 1, deflectOn: 5 },
  };
}
