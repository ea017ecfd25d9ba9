"use client";
// Lost Patrol's rule options (docs/rules/lostpatrol.md) as form fields: in the tile designer, where they are
// stored with the deck, and in the simulation lab, where a run may try other choices without
// editing the tile set. The choices come from the tile set's schema; the words are here.
import { DEFAULT_RULES, type LostPatrolRules } from "@/lib/engine/lostpatrol/options";
import { LOST_PATROL_RULE_CHOICES as RULE_CHOICES, MAX_TURN_LIMIT } from "@/lib/content/kinds/tileset";
import type { TilesetRules } from "@/lib/content/kinds/tileset";

type ChoiceRule = keyof typeof RULE_CHOICES;

const RULES: { key: ChoiceRule; label: string; words: Record<string, string>; why: string }[] = [
  {
    key: "tileRotation",
    label: "New tiles may be turned",
    words: { free: "any way", "face-soldiers": "with a path facing the soldiers" },
    why: "The seed lets the monster player lay new tiles; how they may be turned is open.",
  },
  {
    key: "monsterActions",
    label: "Monster actions a turn",
    words: { "per-player": "3 for the monster player", "per-stack": "3 for each stack" },
    why: "The seed says each monster takes 3 actions, but the first one makes a new stack.",
  },
  {
    key: "splitBy",
    label: "After a split, a group is",
    words: { adjacency: "tiles that touch", paths: "tiles joined by paths" },
    why: "The seed speaks of groups of hexes when the jungle splits.",
  },
  {
    key: "spawnAt",
    label: "New stacks appear",
    words: { "sight-edge": "at the edge of the soldiers' sight", "line-ends": "at the end of any sight line" },
    why:
      "The rules place new stacks at the end of a path, on the edge of the soldiers' field of view; the end of a line may be where " +
      "soldiers stand.",
  },
  {
    key: "setupLays",
    label: "Before the first turn, lay",
    words: { sight: "the six round the start and what they let the soldiers see", six: "only the six round the start" },
    why: "The rules say six tiles are laid round the start; a straight one among them lets the soldiers see further.",
  },
  {
    key: "bigStacks",
    label: "A stack above 6 ambushes as",
    words: { six: "6 monsters", all: "all its monsters" },
    why: "The rules give the monsters' strength as at most 7 (6 monsters and 1 bonus).",
  },
  {
    key: "retreatJoin",
    label: "A stack that falls back onto another",
    words: { ambushed: "makes both count as having ambushed", receiver: "leaves the other free to ambush" },
    why: "The rules allow one ambush per stack a turn but do not say what a merged stack may do.",
  },
  {
    key: "lastToken",
    label: "With one token left, create or grow",
    words: { one: "brings in that one", none: "is not possible" },
    why: "The rules add 2 tokens at a time and forbid it only when none is left.",
  },
];

/** The rules a game was played with, in the words of the fields below ("New tiles may be turned: any way; …"). */
export function describeRules(rules: LostPatrolRules): string {
  const cap = rules.maxTurns > 0 ? `safety cap ${rules.maxTurns} turns` : "no turn cap";
  return [...RULES.map(({ key, label, words }) => `${label}: ${words[rules[key]] ?? rules[key]}`), cap].join("; ");
}

/**
 * `value` holds only the rules chosen here; a rule left out follows `inheritLabel` (the tile
 * set's choice in the lab) or, without one, the default.
 */
export function LostPatrolRuleFields({
  value,
  onChange,
  readOnly = false,
  inheritLabel,
}: {
  value: TilesetRules;
  onChange(next: TilesetRules): void;
  readOnly?: boolean;
  inheritLabel?: string;
}) {
  function set(key: string, v: string | number | undefined) {
    const next: TilesetRules = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  }
  const turns = value.maxTurns;
  return (
    <div className="stack" style={{ gap: "0.5rem" }} role="group" aria-label="Rule options">
      {RULES.map(({ key, label, words, why }) => (
        <label key={key} title={why}>
          {label}
          <select
            aria-label={label}
            style={{ maxWidth: "100%" }}
            value={typeof value[key] === "string" ? String(value[key]) : inheritLabel ? "" : DEFAULT_RULES[key]}
            disabled={readOnly}
            onChange={(e) => set(key, e.target.value || undefined)}
          >
            {inheritLabel && <option value="">{inheritLabel}</option>}
            {RULE_CHOICES[key].map((choice) => (
              <option key={choice} value={choice}>
                {words[choice]}
                {choice === DEFAULT_RULES[key] ? " (default)" : ""}
              </option>
            ))}
          </select>
        </label>
      ))}
      {/* A safety cap is a setting of a simulation run, not a rule stored with the deck: the lab only. */}
      {inheritLabel !== undefined && (
        <label>
          Safety cap in turns (the rules have none; games it stops are unfinished)
          <input
            aria-label="Safety cap in turns"
            type="number"
            min={1}
            max={MAX_TURN_LIMIT}
            placeholder="none"
            value={typeof turns === "number" ? turns : ""}
            readOnly={readOnly}
            onChange={(e) => {
              const n = Math.floor(Number(e.target.value));
              set("maxTurns", e.target.value === "" || !Number.isFinite(n) ? undefined : Math.max(1, Math.min(MAX_TURN_LIMIT, n)));
            }}
          />
        </label>
      )}
    </div>
  );
}
