"use client";
// The rule options: each unsettled reading of the printed rules with its alternative, the
// running bonus and the optional Obstructions, regeneration and magic rules.
import type { ScenarioBody } from "@/lib/content/kinds/scenario";
import type { ScenarioOptions } from "@/lib/engine/scenario/input";
import { IntField } from "../mission/fields";
import type { RunCommand } from "../types";

type Choice = { [K in keyof ScenarioOptions]: ScenarioOptions[K] extends string ? K : never }[keyof ScenarioOptions];

export const OPTION_CHOICES: { [K in Choice]: { label: string; values: [ScenarioOptions[K], string][] } } = {
  initiativeTies: {
    label: "Tied initiative rolls",
    values: [
      ["reroll", "the tied sides roll again"],
      ["lower-seat-first", "the side listed first moves first"],
    ],
  },
  climbCost: {
    label: "Climbing to another level costs",
    values: [
      ["change", "the change in level (at least 1)"],
      ["one-plus-change", "1 plus the change in level"],
    ],
  },
  battleZoneHeight: {
    label: "Battle Zones across levels",
    values: [
      ["height-rule", "only if the lower figure's Height is greater than the difference in levels"],
      ["ignore", "every neighbour, whatever the levels"],
    ],
  },
  severalAgainstOne: {
    label: "Several figures against one",
    values: [
      ["multi-player", "one fight, by the books' multi-player rules"],
      ["one-on-one", "each figure fights one opponent"],
    ],
  },
  fallChecks: {
    label: "Who checks for falls",
    values: [
      ["ran-or-fought", "figures that ran or fought this turn"],
      ["everyone", "every figure in a position to fall"],
    ],
  },
  scatter: {
    label: "A missed throw's die",
    values: [
      ["reroll", "re-rolled when above the spaces it may land in"],
      ["wrap", "counted round the spaces it may land in"],
    ],
  },
  thrownWeaponDamage: {
    label: "A thrown weapon's damage",
    values: [
      ["page19-plus-modifier", "page 19's score plus the thrower's modifier"],
      ["page19", "page 19's score alone"],
    ],
  },
  effectiveHeight: {
    label: "Height in combat",
    values: [
      ["height-plus-level", "Height plus the level stood on"],
      ["sheet", "the character sheet's Height"],
    ],
  },
};

export function RulesPanel({ body, readOnly, onCommand }: { body: ScenarioBody; readOnly: boolean; onCommand: RunCommand<ScenarioBody> }) {
  const set = (patch: Partial<ScenarioOptions>, label: string, merge?: string) =>
    onCommand(label, { ...body, options: { ...body.options, ...patch } }, merge);
  return (
    <div className="stack">
      {(Object.keys(OPTION_CHOICES) as Choice[]).map((k) => (
        <label key={k}>
          {OPTION_CHOICES[k].label}
          <select
            value={body.options[k]}
            disabled={readOnly}
            onChange={(e) =>
              set({ [k]: e.target.value } as Partial<ScenarioOptions>, `Change rule: ${OPTION_CHOICES[k].label.toLowerCase()}`)
            }
          >
            {OPTION_CHOICES[k].values.map(([v, words]) => (
              <option key={v} value={v}>
                {words}
              </option>
            ))}
          </select>
        </label>
      ))}
      <IntField
        label="Running adds movement points"
        value={body.options.runBonus}
        max={6}
        disabled={readOnly}
        onChange={(runBonus) => set({ runBonus }, "Change running bonus", "runBonus")}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={body.options.obstructions}
          disabled={readOnly}
          onChange={(e) => set({ obstructions: e.target.checked }, "Change Obstructions rules")}
        />{" "}
        Obstructions: objects, terrain and figures in a Battle Zone limit sideswings, dodges and jumps away
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={body.options.regeneration}
          disabled={readOnly}
          onChange={(e) => set({ regeneration: e.target.checked }, "Change regeneration")}
        />{" "}
        Regeneration in the Movement Phase, for books that regenerate
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={body.options.magic}
          disabled={readOnly}
          onChange={(e) => set({ magic: e.target.checked }, "Change magic")}
        />{" "}
        Magic: figures cast their spell cards in the Movement Phase
      </label>
    </div>
  );
}
