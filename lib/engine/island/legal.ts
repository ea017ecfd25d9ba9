/**
 * The legal actions of the seat whose decision the game waits for, in a fixed order. Table
 * actions (leave, propose a shared win, claim a free-text Win Condition) are offered at the start
 * of a player's own turn when the rule option `tableActions` is on.
 */
import { defendHelpers, rewardOptions } from "./checks";
import { charsAt, hasRoom, onBoard } from "./state";
import { isHealer, keepBothAllowed, neutralChances, toEngageAt, toMove, transferMoves } from "./turn";
import { reactions } from "./windows";
import type { IslandAction, IslandState } from "./types";

/** Every non-empty subset of `items` (in a fixed order); past five items only each one alone and all together. */
export function groups(items: readonly number[], allowEmpty = false): number[][] {
  const out: number[][] = allowEmpty ? [[]] : [];
  if (items.length > 5) {
    for (const x of items) out.push([x]);
    out.push(items.slice());
    return out;
  }
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const g: number[] = [];
    for (let i = 0; i < items.length; i++) if (mask & (1 << i)) g.push(items[i]);
    out.push(g);
  }
  return out;
}

/** The table actions a player may take at the start of their turn (rule option `tableActions`). */
function tableActions(s: IslandState, seat: number, out: IslandAction[]): void {
  if (!s.tableActions) return;
  if (s.chars.some((c) => c.owner === seat && c.moved)) return;
  out.push({ seat, type: "leave" });
  const others: number[] = [];
  for (let p = 0; p < s.players; p++) if (p !== seat && !s.seats[p].out) others.push(p);
  if (others.length > 1) out.push({ seat, type: "propose", with: [seat, ...others].sort((a, b) => a - b) });
  for (const o of others) out.push({ seat, type: "propose", with: [seat, o].sort((a, b) => a - b) });
  for (let c = 0; c < s.chars.length; c++) {
    const ch = s.chars[c];
    if (ch.owner === seat && ch.starter === seat && ch.at >= 0 && s.input.characters[c].win?.kind === "text")
      out.push({ seat, type: "claim", char: c });
  }
}

export function legalActions(s: IslandState, seat: number): IslandAction[] {
  const p = s.pending;
  if (s.end || !p || p.seat !== seat) return [];
  const out: IslandAction[] = [];
  switch (p.kind) {
    case "draft": {
      const dealt = s.seats[seat].dealt;
      const both = keepBothAllowed(s, dealt);
      // Beginner: a player dealt two Characters of Power 2 or less may keep both; Advanced: they do.
      if (!(both && s.rules === "advanced")) for (const c of dealt) out.push({ seat, type: "draft", keep: c, both: false });
      if (both) for (const c of dealt) out.push({ seat, type: "draft", keep: c, both: true });
      return out;
    }
    case "move": {
      tableActions(s, seat, out);
      for (const c of toMove(s)) for (const to of s.adj[s.chars[c].at]) out.push({ seat, type: "move", char: c, to });
      return out;
    }
    case "engage": {
      const group = toEngageAt(s, p.loc);
      out.push({ seat, type: "engage", loc: p.loc });
      const healthy = group.filter((c) => !s.chars[c].injured);
      const here = charsAt(s, p.loc);
      if (healthy.length > 0) {
        const subsets = groups(healthy);
        for (const target of here) {
          const owner = s.chars[target].owner;
          if (owner < 0 || owner === seat) continue;
          for (const g of subsets) out.push({ seat, type: "lead", target, with: g });
        }
      }
      const l = s.locs[p.loc];
      const campsite = l.up && l.tile >= 0 && s.input.tiles[l.tile].campsite;
      for (const c of group) {
        if (!s.chars[c].injured) continue;
        if (campsite) out.push({ seat, type: "heal", char: c });
        for (const h of here) if (h !== c && isHealer(s, h) && !s.chars[h].injured) out.push({ seat, type: "healer", healer: h, char: c });
      }
      return out;
    }
    case "defend":
      for (const g of groups(defendHelpers(s), true)) out.push({ seat, type: "defend", with: g });
      return out;
    case "equip": {
      const faces = s.rules === "advanced" ? [false, true] : [false];
      for (const c of p.group) {
        if (!onBoard(s, c) || s.chars[c].owner !== seat || !hasRoom(s, c)) continue;
        for (const faceDown of faces) out.push({ seat, type: "equip", card: p.card, to: c, faceDown });
      }
      for (const faceDown of faces) out.push({ seat, type: "equip", card: p.card, to: -1, faceDown });
      return out;
    }
    case "pick":
      for (const choice of p.options) out.push({ seat, type: "pick", choice });
      return out;
    case "reward":
      for (const r of rewardOptions(s)) out.push({ seat, type: "reward", kind: r.kind, card: r.card });
      return out;
    case "neutral": {
      const { neutrals, attackers } = neutralChances(s, p.loc);
      const subsets = groups(attackers);
      for (const target of neutrals) for (const g of subsets) out.push({ seat, type: "lead", target, with: g });
      out.push({ seat, type: "pass" });
      return out;
    }
    case "transfer":
      for (const [card, , to] of transferMoves(s)) out.push({ seat, type: "transfer", card, to });
      out.push({ seat, type: "pass" });
      return out;
    case "discard":
      for (const card of s.seats[seat].hand) out.push({ seat, type: "discard", card });
      return out;
    case "react":
      out.push({ seat, type: "pass" });
      reactions(s, seat, p.check, out);
      return out;
    case "resolve":
      out.push({ seat, type: "resolve", applied: true }, { seat, type: "resolve", applied: false });
      return out;
    case "answer":
      out.push({ seat, type: "answer", accept: true }, { seat, type: "answer", accept: false });
      return out;
  }
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether two actions are the same choice (as their keys would say). */
export function sameAction(a: IslandAction, b: IslandAction): boolean {
  if (a.type !== b.type || a.seat !== b.seat) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) {
    const u = x[k];
    const v = y[k];
    if (Array.isArray(u)) {
      if (!Array.isArray(v) || !sameList(u, v)) return false;
    } else if (u !== v) return false;
  }
  for (const k in y) if (!(k in x)) return false;
  return true;
}

export function actionKey(a: IslandAction): string {
  switch (a.type) {
    case "draft":
      return `${a.seat}:draft:${a.keep}:${a.both ? 2 : 1}`;
    case "move":
      return `${a.seat}:move:${a.char}:${a.to}`;
    case "engage":
      return `${a.seat}:engage:${a.loc}`;
    case "lead":
      return `${a.seat}:lead:${a.target}:${a.with.join(".")}`;
    case "heal":
      return `${a.seat}:heal:${a.char}`;
    case "healer":
      return `${a.seat}:healer:${a.healer}:${a.char}`;
    case "defend":
      return `${a.seat}:defend:${a.with.join(".")}`;
    case "equip":
      return `${a.seat}:equip:${a.card}:${a.to}:${a.faceDown ? 1 : 0}`;
    case "pick":
      return `${a.seat}:pick:${a.choice}`;
    case "reward":
      return `${a.seat}:reward:${a.kind}:${a.card}`;
    case "transfer":
      return `${a.seat}:transfer:${a.card}:${a.to}`;
    case "discard":
      return `${a.seat}:discard:${a.card}`;
    case "play":
    case "use":
      return `${a.seat}:${a.type}:${a.card}:${a.target}`;
    case "ability":
      return `${a.seat}:ability:${a.char}:${a.target}`;
    case "resolve":
      return `${a.seat}:resolve:${a.applied ? 1 : 0}`;
    case "propose":
      return `${a.seat}:propose:${a.with.join(".")}`;
    case "answer":
      return `${a.seat}:answer:${a.accept ? 1 : 0}`;
    case "claim":
      return `${a.seat}:claim:${a.char}`;
    default:
      return `${a.seat}:${a.type}`;
  }
}
