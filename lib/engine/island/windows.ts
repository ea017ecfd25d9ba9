/**
 * Reaction windows: after every step and every action, and in every Power Check once the dice are
 * rolled, each player may use Events, Equipment or Special Abilities — the current player first,
 * then clockwise. The window closes when every player has passed in a row; a card played opens it
 * again (everyone must pass in a row once more). A player with nothing they could use right now
 * passes without being asked, so a window where nobody can play costs no decision.
 */
import { checkOnly, fateOf, onBoard, playersLeft, effectsOnUse } from "./state";
import type { Effect } from "./input";
import type { IslandAction, IslandState, Task } from "./types";

type WindowTask = Extract<Task, { t: "window" }>;

/** The Effect that needs a Character chosen when the card is played, if any. */
function aimedEffect(effects: readonly Effect[]): Effect | null {
  for (const e of effects) if ("target" in e && (e.target === "any" || e.target === "self")) return e;
  return null;
}

/** The Characters a played card may be aimed at now (its owner's own for "self"). */
function aims(s: IslandState, seat: number, e: Effect, carrier: number): number[] {
  const self = "target" in e && e.target === "self";
  const ck = s.check;
  if (e.kind === "power") {
    // During a check, Power goes to someone in it.
    if (!ck) return [];
    const inCheck = [...ck.attackers, ...ck.defenders].filter((c) => onBoard(s, c));
    if (carrier >= 0 && self) return inCheck.includes(carrier) ? [carrier] : [];
    return self ? inCheck.filter((c) => s.chars[c].owner === seat) : inCheck;
  }
  if (carrier >= 0 && self) return onBoard(s, carrier) && (e.kind !== "heal" || s.chars[carrier].injured) ? [carrier] : [];
  const out: number[] = [];
  for (let c = 0; c < s.chars.length; c++) {
    if (!onBoard(s, c)) continue;
    if (self && s.chars[c].owner !== seat) continue;
    if (e.kind === "heal" && !s.chars[c].injured) continue;
    if (e.kind === "move" && s.adj[s.chars[c].at].length === 0) continue;
    out.push(c);
  }
  return out;
}

/**
 * What `seat` may use in this window: Events from the hand, carried Equipment with a use, a
 * once-a-round ability. Collects the actions into `into`; without it, answers at the first one.
 */
export function reactions(s: IslandState, seat: number, check: boolean, into: IslandAction[] | null): boolean {
  const p = s.seats[seat];
  if (p.out) return false;
  for (const card of p.hand) {
    const def = fateOf(s, card);
    if (!check && checkOnly(def)) continue;
    if (def.effects.length === 0) continue;
    const aimed = aimedEffect(def.effects);
    if (!aimed) {
      if (!into) return true;
      into.push({ seat, type: "play", card, target: -1 });
      continue;
    }
    for (const target of aims(s, seat, aimed, -1)) {
      if (!into) return true;
      into.push({ seat, type: "play", card, target });
    }
  }
  const chars = s.chars;
  for (let c = 0; c < chars.length; c++) {
    const ch = chars[c];
    if (ch.owner !== seat || ch.at < 0 || ch.injured || ch.trapped > 0) continue;
    for (const card of ch.equip) {
      const def = fateOf(s, card);
      const uses = effectsOnUse(def);
      if (uses.length === 0 || (!check && checkOnly(def))) continue;
      const aimed = aimedEffect(uses);
      if (!aimed) {
        if (!into) return true;
        into.push({ seat, type: "use", card, target: -1 });
        continue;
      }
      for (const target of aims(s, seat, aimed, c)) {
        if (!into) return true;
        into.push({ seat, type: "use", card, target });
      }
    }
    if (!check || ch.usedRound === s.round || !s.check) continue;
    for (const ab of s.input.characters[c].abilities) {
      if (ab.kind !== "boost") continue;
      for (const target of [...s.check.attackers, ...s.check.defenders]) {
        if (!onBoard(s, target) || (ab.target === "other" && target === c)) continue;
        if (!into) return true;
        into.push({ seat, type: "ability", char: c, target });
      }
    }
  }
  return false;
}

/** Asks the next player who could use something, or closes the window when every player has passed in a row. */
export function runWindow(s: IslandState, task: WindowTask): void {
  const left = playersLeft(s);
  while (task.passes < left) {
    const seat = (s.seat + task.next) % s.players;
    if (!s.seats[seat].out) {
      if (reactions(s, seat, task.check, null)) {
        s.tasks.push(task);
        s.pending = { kind: "react", seat, check: task.check };
        return;
      }
      task.passes++;
    }
    task.next++;
  }
}

/** The window waiting under the react decision: a pass counts, a play makes everyone pass in a row again. */
export function windowAnswered(s: IslandState, played: boolean): void {
  const top = s.tasks[s.tasks.length - 1];
  if (!top || top.t !== "window") return;
  const task = { ...top };
  s.tasks[s.tasks.length - 1] = task;
  task.passes = played ? 0 : task.passes + 1;
  task.next++;
}
