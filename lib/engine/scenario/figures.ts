/**
 * Small reads and changes of figures shared by the phases: who stands where, Battle Zones between
 * figures, damage with unconsciousness and death, dropping what a figure carries.
 */
import type { GameEvent } from "../core/game";
import { inZone } from "./zones";
import type { FigureState, ScenarioState } from "./types";

/** Body points at or below which a figure is dead (0 to −4 is unconscious). */
export const DEAD_BELOW = -4;

export const heightOf = (s: ScenarioState, f: number): number => s.t.source.figures[f].height;
export const isActive = (fs: FigureState): boolean => fs.condition === "active";
/** Conscious and on the board (a dematerialised figure is on another plane until the phase ends). */
export const isPresent = (fs: FigureState): boolean => fs.condition === "active" && !fs.away;

/** Whether figures f and g (both conscious) stand in each other's Battle Zone. */
export function figuresInZone(s: ScenarioState, f: number, atF: number, g: number): boolean {
  return inZone(s.t, s.options, heightOf(s, f), atF, heightOf(s, g), s.figures[g].at);
}

/** A conscious figure on the board other than `except` in the space, or −1. */
export function occupantOf(s: ScenarioState, space: number, except: number): number {
  for (let g = 0; g < s.figures.length; g++) if (g !== except && s.figures[g].at === space && isPresent(s.figures[g])) return g;
  return -1;
}

/** Conscious opponents of f on the board whose Battle Zone f would be in, standing in space `at` (one away has none). */
export function zoningOpponents(s: ScenarioState, f: number, at: number): number[] {
  const out: number[] = [];
  const seat = s.t.seatOf[f];
  for (let g = 0; g < s.figures.length; g++)
    if (s.t.seatOf[g] !== seat && isPresent(s.figures[g]) && figuresInZone(s, f, at, g)) out.push(g);
  return out;
}

/** Puts down what f carries, in its own space. */
export function dropCarried(s: ScenarioState, f: number): void {
  const fs = s.figures[f];
  if (fs.carrying < 0) return;
  s.objects[fs.carrying] = { at: fs.at, carriedBy: -1 };
  fs.carrying = -1;
}

/** Takes `amount` body points from f; at 0 or below it drops unconscious, below −4 it dies. */
export function damage(s: ScenarioState, f: number, amount: number, events: GameEvent[], by = -1): void {
  if (amount <= 0) return;
  const fs = s.figures[f];
  fs.body -= amount;
  events.push({ type: "damage", figure: f, amount, body: fs.body });
  settleBody(s, f, events, by);
}

/** After body points change: unconscious at 0 to −4, dead below; the one who did it is credited. */
export function settleBody(s: ScenarioState, f: number, events: GameEvent[], by = -1): void {
  const fs = s.figures[f];
  if (fs.condition === "dead") return;
  const was = fs.condition;
  if (fs.body < DEAD_BELOW) fs.condition = "dead";
  else if (fs.body <= 0) fs.condition = "unconscious";
  else return;
  if (fs.condition === was) return;
  dropCarried(s, f);
  fs.posture = "down";
  events.push({ type: fs.condition === "dead" ? "slain" : "knocked-out", figure: f, by });
  if (by >= 0 && was === "active") s.defeated[by] = [...s.defeated[by], f];
}
