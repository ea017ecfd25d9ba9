"use client";
// The ruleset as a form: every number with its name, its unit and where it comes from (the base
// game's quick-reference tables or the Pitfall supplement), so nobody edits JSON to change an AP cost.
import type { ReactNode } from "react";
import type { FacedMovement, RulesetBody, Weapon } from "@/lib/content/kinds/ruleset";
import { RichTextField } from "../RichTextField";
import { CommitInput } from "../mission/fields";
import type { EditorProps } from "../types";

const BASE = "Base game";
const PITFALL = "Pitfall supplement";

function NumberField(props: {
  label: string;
  unit: string;
  value: number | null;
  min: number;
  max: number;
  readOnly: boolean;
  /** When set, the number may be switched off ("not allowed") and null stands for that. */
  none?: string;
  onChange(v: number | null): void;
}) {
  const { label, unit, value, min, max, readOnly, none, onChange } = props;
  return (
    <div className="ruleset-field">
      <label>
        <span>{label}</span>
        <span className="row" style={{ gap: "0.35rem", alignItems: "center" }}>
          <input
            type="number"
            min={min}
            max={max}
            value={value ?? ""}
            disabled={readOnly || value === null}
            style={{ width: "5rem" }}
            onChange={(e) => {
              const n = Math.floor(Number(e.target.value));
              if (e.target.value !== "" && Number.isFinite(n)) onChange(Math.max(min, Math.min(max, n)));
            }}
          />
          <span className="muted small">{unit}</span>
        </span>
      </label>
      {none !== undefined && (
        <label className="check small">
          <input type="checkbox" checked={value === null} disabled={readOnly} onChange={(e) => onChange(e.target.checked ? min : null)} />{" "}
          {none}
        </label>
      )}
    </div>
  );
}

function Flag(props: { label: string; value: boolean; readOnly: boolean; onChange(v: boolean): void }) {
  return (
    <label className="check ruleset-field">
      <input type="checkbox" checked={props.value} disabled={props.readOnly} onChange={(e) => props.onChange(e.target.checked)} />{" "}
      {props.label}
    </label>
  );
}

function Section(props: { title: string; source: string; children: ReactNode }) {
  return (
    <fieldset className="ruleset-section">
      <legend>
        {props.title} <span className="muted small">· {props.source}</span>
      </legend>
      <div className="ruleset-grid">{props.children}</div>
    </fieldset>
  );
}

const MOVES: { key: keyof FacedMovement; label: string; optional: boolean }[] = [
  { key: "forward", label: "Step forward", optional: false },
  { key: "diagonalForward", label: "Step diagonally forward", optional: true },
  { key: "sideways", label: "Step sideways", optional: true },
  { key: "backward", label: "Step backward", optional: true },
  { key: "diagonalBackward", label: "Step diagonally backward", optional: true },
  { key: "turn90", label: "Turn 90°", optional: false },
  { key: "turn180", label: "Turn 180°", optional: false },
];

export function RulesetEditor({ body, onCommand, readOnly }: EditorProps<RulesetBody>) {
  const r = body;
  /** One field's change as its own undo step; typing on in the same field merges into it. */
  const set = (label: string, next: RulesetBody) => onCommand(`Change ${label.toLowerCase()}`, next, label);
  const num = (
    label: string,
    unit: string,
    value: number | null,
    apply: (v: number | null) => RulesetBody,
    o: { min?: number; max?: number; none?: string } = {},
  ) => (
    <NumberField
      key={label}
      label={label}
      unit={unit}
      value={value}
      min={o.min ?? 0}
      max={o.max ?? 12}
      none={o.none}
      readOnly={readOnly}
      onChange={(v) => set(label, apply(v))}
    />
  );
  const flag = (label: string, value: boolean, apply: (v: boolean) => RulesetBody) => (
    <Flag key={label} label={label} value={value} readOnly={readOnly} onChange={(v) => set(label, apply(v))} />
  );
  const movement = (who: "marine" | "stealer", name: string) =>
    MOVES.map((m) =>
      num(
        `${name}: ${m.label.toLowerCase()}`,
        "AP",
        r.movement[who][m.key],
        (v) => ({ ...r, movement: { ...r.movement, [who]: { ...r.movement[who], [m.key]: v ?? 0 } } }),
        m.optional ? { none: "not allowed" } : {},
      ),
    );
  const weapon = (w: Weapon, i: number) => {
    const put = (patch: Partial<Weapon>): RulesetBody => ({
      ...r,
      weapons: r.weapons.map((x, j) => (j === i ? ({ ...x, ...patch } as Weapon) : x)),
    });
    const n = w.name;
    if (w.kind === "ranged")
      return [
        num(`${n}: cost to fire`, "AP", w.apCost, (v) => put({ apCost: v ?? 0 })),
        num(`${n}: dice per shot`, "dice", w.dice, (v) => put({ dice: v ?? 1 }), { min: 1, max: 6 }),
        num(`${n}: kills on`, "or more on a die", w.killOn, (v) => put({ killOn: v ?? 6 }), { min: 1, max: 6 }),
        num(`${n}: sustained fire kills on`, "or more", w.sustainedKillOn, (v) => put({ sustainedKillOn: v }), {
          min: 1,
          max: 6,
          none: "no sustained fire",
        }),
        num(`${n}: range`, "squares", w.range, (v) => put({ range: v }), { min: 1, max: 99, none: "unlimited" }),
        flag(`${n}: fires free with a move`, w.freeWithMove, (v) => put({ freeWithMove: v })),
        flag(`${n}: may overwatch`, w.canOverwatch, (v) => put({ canOverwatch: v })),
      ];
    if (w.kind === "flamer")
      return [
        num(`${n}: cost to fire`, "AP", w.apCost, (v) => put({ apCost: v ?? 0 })),
        num(`${n}: range`, "squares", w.range, (v) => put({ range: v ?? 1 }), { min: 1, max: 99 }),
        num(`${n}: shots`, "per game", w.shots, (v) => put({ shots: v ?? 1 }), { min: 1, max: 99 }),
        num(`${n}: kills on`, "or more on a die", w.killOn, (v) => put({ killOn: v ?? 6 }), { min: 1, max: 6 }),
      ];
    return [
      num(`${n}: close assault modifier`, "added to the best die", w.modifier, (v) => put({ modifier: v ?? 0 }), { min: -3, max: 3 }),
    ];
  };
  const ca = r.closeAssault;
  const lv = r.levels;
  const putCa = (patch: Partial<RulesetBody["closeAssault"]>): RulesetBody => ({ ...r, closeAssault: { ...ca, ...patch } });
  const putLv = (patch: Partial<RulesetBody["levels"]>): RulesetBody => ({ ...r, levels: { ...lv, ...patch } });
  const ow = r.overwatch;
  const putOw = (patch: Partial<RulesetBody["overwatch"]>): RulesetBody => ({ ...r, overwatch: { ...ow, ...patch } });

  return (
    <div className="stack ruleset-editor">
      <label>
        Edition these numbers come from
        {readOnly ? (
          <strong> {r.edition}</strong>
        ) : (
          <CommitInput
            key={r.edition}
            label="Edition"
            value={r.edition}
            maxLength={80}
            onCommit={(v) => set("Edition", { ...r, edition: v })}
          />
        )}
      </label>
      <RichTextField label="Notes" value={r.notes} readOnly={readOnly} onChange={(notes) => set("Notes", { ...r, notes })} />

      <Section title="Action points" source={BASE}>
        {num("Marine action points", "AP per turn", r.actionPoints.marine, (v) => ({
          ...r,
          actionPoints: { ...r.actionPoints, marine: v ?? 0 },
        }))}
        {num("Genestealer action points", "AP per turn", r.actionPoints.stealer, (v) => ({
          ...r,
          actionPoints: { ...r.actionPoints, stealer: v ?? 0 },
        }))}
        {num("Blip action points", "AP per turn", r.actionPoints.blip, (v) => ({
          ...r,
          actionPoints: { ...r.actionPoints, blip: v ?? 0 },
        }))}
        {num(
          "Command point dice",
          "dice per Marine turn",
          r.commandPoints.dice,
          (v) => ({ ...r, commandPoints: { ...r.commandPoints, dice: v ?? 0 } }),
          {
            max: 3,
          },
        )}
        {num("Command point die", "sides", r.commandPoints.sides, (v) => ({ ...r, commandPoints: { ...r.commandPoints, sides: v ?? 6 } }), {
          min: 2,
          max: 20,
        })}
        {flag("Command points usable in the Genestealer turn", r.commandPoints.usableInStealerTurn, (v) => ({
          ...r,
          commandPoints: { ...r.commandPoints, usableInStealerTurn: v },
        }))}
      </Section>

      <Section title="Marine movement" source={BASE}>
        {movement("marine", "Marine")}
      </Section>
      <Section title="Genestealer movement" source={BASE}>
        {movement("stealer", "Genestealer")}
        {num("Blip: step in any direction", "AP", r.movement.blip.step, (v) => ({
          ...r,
          movement: { ...r.movement, blip: { step: v ?? 0 } },
        }))}
        {num("Open or close a door", "AP", r.movement.door, (v) => ({ ...r, movement: { ...r.movement, door: v ?? 0 } }))}
      </Section>

      <Section title="Weapons" source={BASE}>
        {r.weapons.flatMap(weapon)}
      </Section>

      <Section title="Overwatch" source={BASE}>
        {num("Go on overwatch", "AP", ow.apCost, (v) => putOw({ apCost: v ?? 0 }))}
        {num("Overwatch range", "squares", ow.range, (v) => putOw({ range: v ?? 1 }), { min: 1, max: 99 })}
        {flag("Jams when both dice show the same number", ow.jamsOnDouble, (v) => putOw({ jamsOnDouble: v }))}
        {num("Clear a jam", "AP", ow.clearJamAp, (v) => putOw({ clearJamAp: v ?? 0 }))}
        {num("Clear a jam with command points", "CP", ow.clearJamCp, (v) => putOw({ clearJamCp: v ?? 0 }))}
      </Section>

      <Section title="Close assault" source={BASE}>
        {num("Attack", "AP", ca.apCost, (v) => putCa({ apCost: v ?? 0 }))}
        {num("Marine rolls", "dice", ca.marineDice, (v) => putCa({ marineDice: v ?? 1 }), { min: 1, max: 6 })}
        {num("Genestealer rolls", "dice", ca.stealerDice, (v) => putCa({ stealerDice: v ?? 1 }), { min: 1, max: 6 })}
        {num("Sergeant's bonus", "added to the best die", ca.sergeantBonus, (v) => putCa({ sergeantBonus: v ?? 0 }), { max: 3 })}
        {flag("A tie kills nobody", ca.tieKillsNobody, (v) => putCa({ tieKillsNobody: v }))}
        {flag("A Marine not facing its attacker cannot kill it", ca.unfacedMarineCannotKill, (v) => putCa({ unfacedMarineCannotKill: v }))}
      </Section>

      <Section title="Blips" source={BASE}>
        {r.blips.mix.map((m, i) =>
          num(
            m.stealers === 0 ? "Lures (no Genestealer)" : `Blips of ${m.stealers} Genestealer${m.stealers === 1 ? "" : "s"}`,
            "counters",
            m.count,
            (v) => ({ ...r, blips: { ...r.blips, mix: r.blips.mix.map((x, j) => (j === i ? { ...x, count: v ?? 0 } : x)) } }),
            { max: 99 },
          ),
        )}
        {flag("Hidden from the Marines", r.blips.hiddenFromMarines, (v) => ({ ...r, blips: { ...r.blips, hiddenFromMarines: v } }))}
        {flag("May not end a move in a Marine's sight", r.blips.cannotEndInMarineLos, (v) => ({
          ...r,
          blips: { ...r.blips, cannotEndInMarineLos: v },
        }))}
      </Section>

      <Section title="Levels, ladders and pitfalls" source={PITFALL}>
        {num("Climb a ladder", "AP", lv.ladderClimb, (v) => putLv({ ladderClimb: v ?? 0 }))}
        {num("Genestealer climbs out of a pitfall", "AP", lv.stealerPitfallClimb, (v) => putLv({ stealerPitfallClimb: v ?? 0 }))}
        {num("Jump down from a hole's space", "AP", lv.jumpFromSpace, (v) => putLv({ jumpFromSpace: v ?? 0 }))}
        {num(
          "Marine entering a pitfall falls on",
          "or less on a die",
          lv.marineFallsOnOrBelow,
          (v) => putLv({ marineFallsOnOrBelow: v ?? 1 }),
          {
            min: 1,
            max: 6,
          },
        )}
        {num("Falling Marine lands upright on", "or more", lv.landUprightOn, (v) => putLv({ landUprightOn: v ?? 1 }), { min: 1, max: 6 })}
        {num("Genestealer below scuttles aside on", "or more", lv.stealerScuttlesOn, (v) => putLv({ stealerScuttlesOn: v ?? 1 }), {
          min: 1,
          max: 6,
        })}
        {num("Marine below dies on", "or less", lv.marineBelowDiesOnOrBelow, (v) => putLv({ marineBelowDiesOnOrBelow: v ?? 1 }), {
          min: 1,
          max: 6,
        })}
        {num("Stand up", "AP", lv.standUp, (v) => putLv({ standUp: v ?? 0 }))}
        {num(
          "Prone Marine's close assault",
          "added to the best die",
          lv.proneCloseAssaultModifier,
          (v) => putLv({ proneCloseAssaultModifier: v ?? 0 }),
          {
            min: -3,
            max: 0,
          },
        )}
      </Section>

      <Section title="Rubble" source={PITFALL}>
        {num("Moving into rubble costs extra", "AP", r.rubble.extraMoveCost, (v) => ({
          ...r,
          rubble: { ...r.rubble, extraMoveCost: v ?? 0 },
        }))}
        {num(
          "A shot through rubble is deflected on",
          "or more on a die",
          r.rubble.deflectOn,
          (v) => ({ ...r, rubble: { ...r.rubble, deflectOn: v ?? 1 } }),
          {
            min: 1,
            max: 6,
          },
        )}
      </Section>
    </div>
  );
}
