// The scenario in the players' words: places by compass direction and level from the figure
// that acts ("north, up to level 2"), figures and objects by name, and the log's sentences.
import type { GameEvent } from "@/lib/engine/core/game";
import type { ScenarioAction, ScenarioView } from "@/lib/engine/scenario/types";
import type { SpellDuration, SpellEffect } from "@/lib/engine/scenario/input";
import { extraSpellPoints, worksOnOrBelow } from "@/lib/engine/scenario/magic";
import type { OutcomeWords } from "../types";
import { FLAT_COMPASS, flatHexHeading } from "@/components/play/flat-hex-heading";
import { sceneOf, type Scene } from "./scene";

/** Flat-topped hexes: direction i of the engine's hex grid as a compass point. */
export const COMPASS = FLAT_COMPASS;

const figureName = (scene: Scene | null, f: number) => scene?.figures[f]?.name ?? `figure ${f + 1}`;
const objectName = (scene: Scene | null, o: number) => scene?.objects[o]?.name ?? "an object";
export const sideName = (scene: Scene | null, seat: number) => scene?.sides[seat] ?? `side ${seat + 1}`;

/** Where space `to` lies from space `from`: "north", "2 spaces north-east", "3 spaces away, toward south". */
export function whereFrom(scene: Scene | null, from: number, to: number): string {
  const a = scene?.spaces[from],
    b = scene?.spaces[to];
  if (!a || !b) return "there";
  if (from === to) return "here";
  const { distance: n, direction, straight } = flatHexHeading(a, b);
  if (straight) return n === 1 ? direction : `${n} spaces ${direction}`;
  return `${n} spaces away, toward the ${direction}`;
}

/** "north, up to level 2" when the level changes, else just the direction. */
export function stepWords(scene: Scene | null, from: number, to: number): string {
  const where = whereFrom(scene, from, to);
  const la = scene?.spaces[from]?.level,
    lb = scene?.spaces[to]?.level;
  if (la === undefined || lb === undefined || la === lb) return where;
  return `${where}, ${lb > la ? "up" : "down"} to level ${lb}`;
}

/** An action as its button and the log say it, read against the view before it. */
export function describeScenarioAction(view: ScenarioView, a: ScenarioAction, scene = sceneOf(view, null)): string {
  if (a.type === "maneuver") return `${sideName(scene, a.seat)} chose a maneuver`;
  const at = view.figures[a.figure]?.at ?? -1;
  const name = figureName(scene, a.figure);
  const carried = view.figures[a.figure]?.carrying ?? -1;
  switch (a.type) {
    case "run":
      return `${name} runs`;
    case "move":
      return `${name} moves ${stepWords(scene, at, a.to)}`;
    case "crawl":
      return `${name} crawls ${stepWords(scene, at, a.to)}`;
    case "jump":
      return `${name} jumps over a space to the ${whereFrom(scene, at, a.to).replace(/^2 spaces /, "")}`;
    case "jump-down":
      return `${name} jumps down ${stepWords(scene, at, a.to)}`;
    case "jump-onto":
      return `${name} jumps down onto ${figureName(scene, a.target)}`;
    case "prone":
      return `${name} falls prone`;
    case "stand":
      return `${name} stands up`;
    case "regain":
      return `${name} regains balance`;
    case "pick-up":
      return `${name} picks up an object`;
    case "pick-up-weapon":
      return `${name} picks up the thrown weapon`;
    case "slay":
      return `${name} slays the unconscious opponent`;
    case "regenerate":
      return `${name} regenerates (the whole allowance)`;
    case "drop":
      return `${name} drops the ${objectName(scene, carried)}${a.to === at ? "" : ` to the ${whereFrom(scene, at, a.to)}`}`;
    case "throw":
      return `${name} throws the ${objectName(scene, carried)} ${whereFrom(scene, at, a.to)}`;
    case "throw-weapon":
      return `${name} throws the weapon ${whereFrom(scene, at, a.to)}`;
    case "shove-object":
      return `${name} shoves the object ${whereFrom(scene, at, a.to)}`;
    case "shove":
      return `${name} shoves ${figureName(scene, a.target)}${a.extra ? " hard (2 more points)" : ""}`;
    case "block":
      return `${name} blocks ${figureName(scene, a.target)}`;
    case "end":
      return `${name} ends the move, ${COMPASS[a.undefended]} undefended`;
    case "select":
      return `Move ${name} next`;
    case "halt":
      return `${name} halts ${figureName(scene, a.target)} (battle in the Combat Phase)`;
    case "let-pass":
      return `${name} lets ${figureName(scene, a.target)} pass`;
    case "displace":
      return `Touched: ${name} is moved ${stepWords(scene, at, a.to)}`;
    case "engage":
      return `${name} fights ${figureName(scene, a.target)}`;
    case "decline":
      return `${name} fights nobody this turn`;
    case "cast":
      return castWords(view, scene, a.figure, a.card, a.target);
  }
}

/** "Mirim casts Fire Bolt (damage 3) at Grull, 4 spaces away: 1 extra spell point, works on 1–4". */
function castWords(view: ScenarioView, scene: Scene | null, f: number, card: number, target: number): string {
  const spell = view.source?.figures[f]?.spells[card];
  const from = view.figures[f]?.at ?? -1,
    to = view.figures[target]?.at ?? -1;
  const range =
    from >= 0 && to >= 0 && scene?.spaces[from] && scene.spaces[to] ? flatHexHeading(scene.spaces[from], scene.spaces[to]).distance : 0;
  const at = target === f ? "on itself" : `at ${figureName(scene, target)}, ${range} space${range === 1 ? "" : "s"} away`;
  const extra = extraSpellPoints(range);
  const effect = spell ? ` (${effectWords(spell.effect)}${durationWords(spell.duration)})` : "";
  return `${figureName(scene, f)} casts ${spell?.name ?? "a spell"}${effect} ${at}: ${extra ? `${extra} extra spell point${extra === 1 ? "" : "s"}, ` : ""}works on 1–${worksOnOrBelow(range)} (the whole allowance)`;
}

function effectWords(e: SpellEffect): string {
  switch (e.kind) {
    case "damage":
      return `${e.points} damage`;
    case "heal":
      return `heals ${e.points}`;
    case "knock-down":
      return "knocks down";
    case "off-balance":
      return "knocks off balance";
    case "recovery-modifier":
      return `${e.modifier > 0 ? "+" : ""}${e.modifier} on recovery rolls`;
    case "text":
      return e.text;
  }
}

function durationWords(d: SpellDuration): string {
  if (d.kind === "rounds") return `, ${d.rounds} round${d.rounds === 1 ? "" : "s"}`;
  if (d.kind === "rest-of-game") return ", for the rest of the game";
  return "";
}

const SPELL_END_WORDS: Record<string, string> = {
  rounds: "its rounds are over",
  "out-of-zone": "the target starts the Combat Phase outside every opponent's Battle Zone",
  dead: "the target is dead",
};

const POSTURE_WORDS: Record<string, string> = { standing: "standing", "off-balance": "Off Balance", down: "Knocked Down" };

/** One event of a step in a sentence; null for the raw fields of an event these words do not know. */
export function describeScenarioEvent(e: GameEvent, before: ScenarioView, after: ScenarioView): string | null {
  const scene = sceneOf(after, null) ?? sceneOf(before, null);
  const fig = (k: string) => figureName(scene, Number(e[k]));
  const where = (k: string) => {
    const f = Number(e.figure);
    const from = before?.figures[f]?.at ?? -1;
    return from >= 0 ? stepWords(scene, from, Number(e[k])) : "";
  };
  switch (e.type) {
    case "turn":
      return `Turn ${e.turn} begins.`;
    case "initiative":
      return `Initiative: ${(e.order as number[]).map((s) => sideName(scene, s)).join(", then ")}.`;
    case "ran":
      return `${fig("figure")} runs.`;
    case "moved":
      return `${fig("figure")} moves ${where("to")}.`;
    case "halted":
      return `${fig("by")} halts ${fig("figure")}: they must fight.`;
    case "jumped-down":
      return `${fig("figure")} jumps down (rolled ${e.roll}) and lands ${POSTURE_WORDS[String(e.posture)] ?? e.posture}.`;
    case "jumped-onto":
      return `${fig("figure")} jumps down onto ${fig("target")} (rolled ${e.roll})${e.result === "both-off-balance-drop" ? `: ${fig("target")} drops its weapon` : ""}.`;
    case "picked-up":
      return `${fig("figure")} picks up the ${objectName(scene, Number(e.object))}.`;
    case "picked-up-weapon":
      return `${fig("figure")} picks up the thrown weapon.`;
    case "dropped":
      return `${fig("figure")} drops the ${objectName(scene, Number(e.object))}.`;
    case "thrown":
      return `${fig("figure")} throws the ${objectName(scene, Number(e.object))}.`;
    case "weapon-thrown":
      return `${fig("figure")} throws the weapon.`;
    case "throw-hit":
      return `The throw lands on target (rolled ${e.roll}).`;
    case "throw-missed":
      return `The throw misses (rolled ${e.roll})${e.scatter ? ` and scatters` : ""}.`;
    case "shoved-object":
      return `${fig("figure")} shoves the ${objectName(scene, Number(e.object))}.`;
    case "shoved":
      return `${fig("figure")} shoves ${fig("target")}${e.extra ? " hard" : ""}.`;
    case "blocked":
      return `${fig("figure")} blocks ${fig("target")}.`;
    case "slay":
      return `${fig("figure")} slays ${fig("target")}.`;
    case "regenerate":
      return e.away
        ? `${fig("figure")} dematerialises to regenerate: off the board until the end of the Movement Phase.`
        : `${fig("figure")} gives up the move to regenerate.`;
    case "rematerialised":
      return `${fig("figure")} reappears${Number(e.points) > 0 ? ` with ${Number(e.points)} body points restored` : ""}.`;
    case "touched":
      return `${fig("by")} Touches ${fig("figure")}, who stood in its space.`;
    case "displaced":
      return `${fig("figure")} is moved aside ${where("to")}.`;
    case "regenerated": {
      const gained = [
        Number(e.points) > 0 ? `${Number(e.points)} body points` : "",
        Number(e.magic) > 0 ? `${Number(e.magic)} spell point${Number(e.magic) === 1 ? "" : "s"}` : "",
      ].filter(Boolean);
      return gained.length
        ? `${fig("figure")} regenerates ${gained.join(" and ")}.`
        : `${fig("figure")} regenerates nothing: an opponent's Battle Zone, or nothing to restore.`;
    }
    case "cast":
      return `${fig("figure")} casts ${String(e.spell)} at ${Number(e.target) === Number(e.figure) ? "itself" : fig("target")} (${e.range} space${e.range === 1 ? "" : "s"}${Number(e.extra) > 0 ? `, ${e.extra} extra spell point${e.extra === 1 ? "" : "s"}` : ""}): rolled ${e.roll}, ${e.works ? "it works" : "it fizzles"}.`;
    case "healed":
      return `${fig("figure")} is healed ${e.points} body point${e.points === 1 ? "" : "s"}.`;
    case "spell-says":
      return `${String(e.spell)} on ${fig("figure")}: ${String(e.text)} (the table resolves it).`;
    case "spell-posture":
      return `The spell leaves ${fig("figure")} ${POSTURE_WORDS[String(e.posture)] ?? e.posture}.`;
    case "spell-ended":
      return `${String(e.spell)} on ${fig("figure")} ends: ${SPELL_END_WORDS[String(e.reason)] ?? e.reason}.`;

    case "ended":
      return `${fig("figure")} ends the move, ${COMPASS[Number(e.undefended)] ?? ""} undefended.`;
    case "let-pass":
      return `${fig("by")} lets ${fig("figure")} pass.`;
    case "engaged":
      return `${fig("figure")} engages ${fig("target")}.`;
    case "declined":
      return `${fig("figure")} fights nobody this turn.`;
    case "combat":
      return (e.fights as unknown[]).length ? "The Combat Phase begins." : "Nobody fights this turn.";
    case "fight": {
      const others = Array.isArray(e.figures) ? (e.figures as number[]).slice(1) : [Number(e.b)];
      return `${fig("a")} fights ${others.map((f) => figureName(scene, f)).join(" and ")}: three rounds.`;
    }
    case "chosen":
      return `${sideName(scene, Number(e.seat))} has chosen a maneuver.`;
    case "round": {
      const bodies = e.bodies as number[];
      if (bodies.length > 2) {
        const figures = (e.figures as number[]).map((f) => figureName(scene, f));
        return `Round ${e.round}: ${bodies.map((b, k) => `${figures[k]} ${b}`).join(", ")} body points.`;
      }
      return `Round ${e.round}: ${fig("a")} has ${bodies[0]} body points, ${fig("b")} ${bodies[1]}.`;
    }
    case "fight-over":
      return `The fight of ${fig("a")} and ${fig("b")} ends after ${e.rounds} round${e.rounds === 1 ? "" : "s"}.`;
    case "fall-roll":
      return `${fig("figure")} checks for a fall: rolled ${e.roll}${e.adjusted !== e.roll ? ` (${e.adjusted} adjusted)` : ""}.`;
    case "fell":
      return `${fig("figure")} falls ${e.levels ? `${e.levels} level${e.levels === 1 ? "" : "s"}` : "down"}.`;
    case "recovery-roll":
      return `${fig("figure")} rolls ${e.roll} to recover.`;
    case "came-round":
      return `${fig("figure")} regains consciousness.`;
    case "slain":
      return `${fig("figure")} dies.`;
    case "over":
      return typeof e.reason === "string" ? `The scenario ends: ${e.reason}.` : "The scenario ends.";
    default:
      return null;
  }
}

export const scenarioOutcomes: OutcomeWords = {
  metrics: {
    turns: { label: "Turns played" },
    dead: { label: "Figures killed" },
    unconscious: { label: "Figures left unconscious" },
  },
};
