"use client";
// A figure's spell cards, written by the author (the studio ships no published cards): each
// card's name, colour, points, one effect from the engine's set with its number (or the words the
// table resolves) and how long it lasts, plus whether the figure restores spell points.
import type { ScenarioBody, ScenarioFigure } from "@/lib/content/kinds/scenario";
import {
  SPELL_COLORS,
  SPELL_DURATION_KINDS,
  SPELL_EFFECT_KINDS,
  sheetSpellColors,
  spellCardPoints,
  type SpellCardDoc,
} from "@/lib/content/kinds/scenario-spells";
import { updateFigure } from "@/lib/content/scenario/terrain-ops";
import type { SpellDuration, SpellEffect } from "@/lib/engine/scenario/input";
import { CommitInput, IntField } from "../mission/fields";
import type { RunCommand } from "../types";

const EFFECT_WORDS: Record<SpellEffect["kind"], string> = {
  damage: "damage (body points)",
  heal: "heal (body points)",
  "knock-down": "knock down",
  "off-balance": "knock off balance",
  "recovery-modifier": "recovery roll modifier",
  text: "words the table resolves",
};
const DURATION_WORDS: Record<SpellDuration["kind"], string> = {
  instant: "instant",
  rounds: "combat rounds",
  "rest-of-game": "rest of the game",
};

function effectOf(kind: SpellEffect["kind"]): SpellEffect {
  if (kind === "damage" || kind === "heal") return { kind, points: 2 };
  if (kind === "recovery-modifier") return { kind, modifier: -1 };
  if (kind === "text") return { kind, text: "what the spell does" };
  return { kind };
}

const durationOf = (kind: SpellDuration["kind"]): SpellDuration => (kind === "rounds" ? { kind, rounds: 3 } : { kind });

interface Props {
  body: ScenarioBody;
  figure: ScenarioFigure;
  readOnly: boolean;
  onCommand: RunCommand<ScenarioBody>;
}

export function SpellCardsField({ body, figure: f, readOnly, onCommand }: Props) {
  const book = f.book.body;
  const colours: readonly SpellCardDoc["color"][] = (book && sheetSpellColors(book.character.equipment)) ?? SPELL_COLORS;
  const setCards = (spells: SpellCardDoc[], label: string, merge?: string) => onCommand(label, updateFigure(body, f.id, { spells }), merge);
  const setCard = (k: number, patch: Partial<SpellCardDoc>, label: string, merge?: string) =>
    setCards(
      f.spells.map((c, i) => (i === k ? { ...c, ...patch } : c)),
      label,
      merge,
    );
  const held = spellCardPoints(f.spells);
  return (
    <div className="stack" role="group" aria-label={`Spell cards of ${f.name}`}>
      <div className="row" style={{ alignItems: "center", flexWrap: "wrap" }}>
        <strong>Spell cards</strong>
        <span className="small muted">
          {held} of {book?.character.spellPoints ?? 0} spell points held
        </span>
        <label className="check">
          <input
            type="checkbox"
            checked={f.regeneratesMagic}
            disabled={readOnly}
            onChange={(e) => onCommand("Change spell point regeneration", updateFigure(body, f.id, { regeneratesMagic: e.target.checked }))}
          />{" "}
          Restores spell points (2 a turn)
        </label>
        {!readOnly && (
          <button
            type="button"
            onClick={() =>
              setCards(
                [...f.spells, { name: "Spell", color: colours[0], points: 1, effect: effectOf("damage"), duration: durationOf("instant") }],
                "Add spell card",
              )
            }
          >
            Add spell card
          </button>
        )}
      </div>
      {f.spells.map((c, k) => {
        const once = c.effect.kind === "damage" || c.effect.kind === "heal";
        return (
          <div key={k} className="row" role="group" aria-label={`Spell card ${k + 1}`} style={{ alignItems: "flex-end", flexWrap: "wrap" }}>
            <label>
              Spell name
              <CommitInput
                key={c.name}
                label="Spell name"
                value={c.name}
                maxLength={80}
                disabled={readOnly}
                onCommit={(name) => setCard(k, { name }, "Rename spell card")}
              />
            </label>
            <label>
              Colour
              <select
                aria-label="Spell colour"
                value={c.color}
                disabled={readOnly}
                onChange={(e) => setCard(k, { color: e.target.value as SpellCardDoc["color"] }, "Change spell colour")}
              >
                {SPELL_COLORS.map((col) => (
                  <option key={col} value={col}>
                    {col}
                    {colours.includes(col) ? "" : " (not on the sheet)"}
                  </option>
                ))}
              </select>
            </label>
            <IntField
              label="Spell points"
              value={c.points}
              max={50}
              disabled={readOnly}
              onChange={(points) => setCard(k, { points }, "Change spell points", `spell-points:${f.id}:${k}`)}
            />
            <label>
              Effect
              <select
                aria-label="Spell effect"
                value={c.effect.kind}
                disabled={readOnly}
                onChange={(e) => {
                  const effect = effectOf(e.target.value as SpellEffect["kind"]);
                  const lasting = effect.kind === "damage" || effect.kind === "heal" ? durationOf("instant") : c.duration;
                  setCard(k, { effect, duration: lasting }, "Change spell effect");
                }}
              >
                {SPELL_EFFECT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {EFFECT_WORDS[kind]}
                  </option>
                ))}
              </select>
            </label>
            {(c.effect.kind === "damage" || c.effect.kind === "heal") && (
              <IntField
                label="Body points"
                value={c.effect.points}
                min={1}
                max={50}
                disabled={readOnly}
                onChange={(points) =>
                  setCard(k, { effect: { kind: c.effect.kind as "damage", points } }, "Change spell effect", `spell-fx:${f.id}:${k}`)
                }
              />
            )}
            {c.effect.kind === "recovery-modifier" && (
              <IntField
                label="Added to recovery rolls"
                value={c.effect.modifier}
                min={-8}
                max={8}
                disabled={readOnly}
                onChange={(modifier) =>
                  setCard(k, { effect: { kind: "recovery-modifier", modifier } }, "Change spell effect", `spell-fx:${f.id}:${k}`)
                }
              />
            )}
            {c.effect.kind === "text" && (
              <label>
                What it does
                <CommitInput
                  key={c.effect.text}
                  label="What the spell does"
                  value={c.effect.text}
                  maxLength={400}
                  disabled={readOnly}
                  onCommit={(text) => setCard(k, { effect: { kind: "text", text } }, "Change spell effect")}
                />
              </label>
            )}
            <label>
              Lasts
              <select
                aria-label="Spell duration"
                value={c.duration.kind}
                disabled={readOnly || once}
                onChange={(e) => setCard(k, { duration: durationOf(e.target.value as SpellDuration["kind"]) }, "Change spell duration")}
              >
                {SPELL_DURATION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DURATION_WORDS[kind]}
                  </option>
                ))}
              </select>
            </label>
            {c.duration.kind === "rounds" && (
              <IntField
                label="Rounds"
                value={c.duration.rounds}
                min={1}
                max={99}
                disabled={readOnly}
                onChange={(rounds) =>
                  setCard(k, { duration: { kind: "rounds", rounds } }, "Change spell duration", `spell-rounds:${f.id}:${k}`)
                }
              />
            )}
            {!readOnly && (
              <button
                type="button"
                aria-label={`Remove spell card ${c.name}`}
                onClick={() =>
                  setCards(
                    f.spells.filter((_, i) => i !== k),
                    "Remove spell card",
                  )
                }
              >
                Remove
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
