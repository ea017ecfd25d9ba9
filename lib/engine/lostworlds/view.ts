/**
 * What one seat may see of a duel: everything on the table (both sides' body points, the pictures
 * turned to, the restrictions read out, the exchange log) but not the other side's pending pick.
 */
import { redactPending } from "../core/game";
import { FOREVER, NONE, type CompiledDuel } from "./compile";
import { forbiddenReason } from "./explain";
import type { ExchangeLink, LostWorldsState, LostWorldsView, PictureView, SideState, SideView } from "./types";

const turnsLeft = (n: number) => (n >= FOREVER ? null : n);

function pictureView(t: CompiledDuel, seat: number, page: number): PictureView | null {
  const pic = t.books[seat].source.pictures[String(page)];
  if (!pic) return null;
  const book = t.books[seat];
  return {
    page,
    title: pic.title,
    image: pic.image ? { src: pic.image.src, alt: pic.image.alt ?? "" } : null,
    score: book.score[page] === NONE ? null : book.score[page],
    critical: pic.critical ? { threshold: pic.critical.threshold, text: pic.critical.text } : null,
    tell: pic.tell.text,
  };
}

function sideView(t: CompiledDuel, seat: number, side: SideState): SideView {
  const book = t.books[seat];
  const c = book.source.character;
  const restrictions = [];
  for (let k = 0; k < side.active.length; k += 4) {
    const r = book.restrictions[side.active[k]];
    restrictions.push({ text: r.text, page: r.page, fromCritical: r.fromCritical, turnsLeft: turnsLeft(side.active[k + 1]), suspended: side.active[k + 2] > 0 });
  }
  const bonuses = [];
  for (let k = 0; k < side.bonuses.length; k += 2) {
    const b = book.bonuses[side.bonuses[k]];
    bonuses.push({ text: b.text, page: b.page, turnsLeft: turnsLeft(side.bonuses[k + 1]) });
  }
  return {
    name: book.name,
    body: side.body,
    maxBody: c.bodyPoints,
    height: c.height,
    points: { spell: c.spellPoints ?? 0, tactic: c.tacticPoints ?? 0, luck: c.luckPoints ?? 0 },
    picture: side.picture ? pictureView(t, seat, side.picture) : null,
    restrictions,
    bonuses,
    sheet: book.names.map((name, i) => ({
      name,
      group: book.groupNames[i],
      color: book.colors[i],
      page: book.pages[i],
      mod: t.mods[seat][i],
      legal: (side.legal & (1 << i)) !== 0,
      reason: forbiddenReason(t, seat, side, i),
    })),
    range: side.legal === 0 ? null : side.legal & book.extMask ? "extended" : "close",
    weaponLost: side.weaponLost,
    shieldLost: side.shieldLost,
    knockedDown: side.down > 0,
  };
}

/** The log oldest first. */
export function exchangeLog(log: ExchangeLink | null): LostWorldsView["log"] {
  const out: LostWorldsView["log"] = [];
  for (let l = log; l; l = l.prev) out.push({ n: l.n, strikes: [{ ...l.strikes[0] }, { ...l.strikes[1] }] });
  return out.reverse();
}

export function viewOf(state: LostWorldsState, seat: number): LostWorldsView {
  return {
    seat,
    exchange: state.n,
    sides: [sideView(state.t, 0, state.sides[0]), sideView(state.t, 1, state.sides[1])],
    pending: redactPending(state.step, seat),
    log: exchangeLog(state.log),
    over: state.over,
  };
}
