/**
 * What one seat may see of a fight: everything on the table (every side's body points, the
 * pictures turned to, the restrictions read out, the exchange log) but not the others' pending
 * picks. In a multi-player fight the solo side (seat 0) faces several opponents: its restrictions
 * and the pictures of it come from each of them (`facing`, `RestrictionView.by`).
 */
import { redactPending } from "../core/game";
import { FOREVER, NONE, type CompiledDuel } from "./compile";
import { forbiddenReason } from "./explain";
import { isExtended, liveOpponents, soloForbiddenReason, soloLegal } from "./multi";
import type {
  ExchangeLink,
  FacingView,
  LogEntryView,
  LostWorldsState,
  LostWorldsView,
  PictureView,
  RestrictionView,
  SideState,
  SideView,
  Strike,
} from "./types";

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

/** Restrictions and bonuses of `seat` in `side`, read out by seat `by`. */
function readOut(
  t: CompiledDuel,
  seat: number,
  side: SideState,
  by: number,
  restrictions: RestrictionView[],
  bonuses: SideView["bonuses"],
) {
  const book = t.books[seat];
  for (let k = 0; k < side.active.length; k += 4) {
    const r = book.restrictions[side.active[k]];
    restrictions.push({
      text: r.text,
      by,
      page: r.page,
      fromCritical: r.fromCritical,
      turnsLeft: turnsLeft(side.active[k + 1]),
      suspended: side.active[k + 2] > 0,
    });
  }
  for (let k = 0; k < side.bonuses.length; k += 2) {
    const b = book.bonuses[side.bonuses[k]];
    bonuses.push({ text: b.text, page: b.page, turnsLeft: turnsLeft(side.bonuses[k + 1]), by });
  }
}

function sideView(state: LostWorldsState, seat: number): SideView {
  const t = state.t;
  const side = state.sides[seat];
  const book = t.books[seat];
  const c = book.source.character;
  const pairs = state.pairs;
  const restrictions: RestrictionView[] = [];
  const bonuses: SideView["bonuses"] = [];
  const facing: FacingView[] = [];
  const rangeOf = (s: SideState): "close" | "extended" | null => (s.legal === 0 ? null : s.legal & book.extMask ? "extended" : "close");
  let range: SideView["range"];
  let mods = t.mods[seat];
  let reason = (i: number) => forbiddenReason(t, seat, side, i);
  if (!pairs) {
    readOut(t, seat, side, 1 - seat, restrictions, bonuses);
    range = rangeOf(side);
    facing.push({ seat: 1 - seat, range, picture: side.picture ? pictureView(t, seat, side.picture) : null });
  } else if (seat === 0) {
    const live = liveOpponents(pairs);
    for (const k of live) {
      const p = pairs[k]!;
      readOut(t, 0, p, k, restrictions, bonuses);
      facing.push({
        seat: k,
        range: isExtended(book, p.active) ? "extended" : "close",
        picture: p.picture ? pictureView(t, 0, p.picture) : null,
      });
    }
    const strict = state.options.conflict === "strict";
    range = side.legal === 0 || live.length === 0 ? null : soloLegal(book, pairs, strict).mixed ? "mixed" : rangeOf(side);
    if (live.length > 0) mods = t.vs[live[0]];
    reason = (i) => soloForbiddenReason(t, pairs, side, strict, i);
  } else {
    readOut(t, seat, side, 0, restrictions, bonuses);
    range = rangeOf(side);
    if (pairs[seat])
      facing.push({
        seat: 0,
        range: isExtended(book, side.active) ? "extended" : "close",
        picture: side.picture ? pictureView(t, seat, side.picture) : null,
      });
  }
  return {
    name: book.name,
    body: side.body,
    maxBody: c.bodyPoints,
    height: c.height,
    points: { spell: c.spellPoints ?? 0, tactic: c.tacticPoints ?? 0, luck: c.luckPoints ?? 0 },
    picture: facing[0]?.picture ?? (side.picture ? pictureView(t, seat, side.picture) : null),
    facing,
    out: !!pairs && seat > 0 && !pairs[seat],
    restrictions,
    bonuses,
    sheet: book.names.map((name, i) => ({
      name,
      group: book.groupNames[i],
      color: book.colors[i],
      page: book.pages[i],
      mod: mods[side.weaponLost ? book.m + i : i],
      legal: (side.legal & (1 << i)) !== 0,
      reason: reason(i),
      xPage: book.x[i] >= 0 ? book.pages[book.x[i]] : null,
    })),
    range,
    weaponLost: side.weaponLost,
    shieldLost: side.shieldLost,
    knockedOut: side.ko,
    knockedDown: side.down > 0,
  };
}

/** The log oldest first. */
export function exchangeLog(log: ExchangeLink | null): LogEntryView[] {
  const out: LogEntryView[] = [];
  for (let l = log; l; l = l.prev) {
    const strikes: Strike[] = l.strikes.map((s) => ({ ...s }));
    out.push({
      n: l.n,
      strikes,
      pairings: l.opponents.map((opponent, p) => ({ opponent, strikes: [strikes[2 * p], strikes[2 * p + 1]] })),
    });
  }
  return out.reverse();
}

export function viewOf(state: LostWorldsState, seat: number): LostWorldsView {
  return {
    seat,
    exchange: state.n,
    sides: state.sides.map((_, s) => sideView(state, s)),
    pending: redactPending(state.step, seat),
    log: exchangeLog(state.log),
    over: state.over,
  };
}
