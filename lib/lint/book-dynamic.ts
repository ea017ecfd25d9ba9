/**
 * Dynamic reachability: play out the states of a book from the duel start (page 57) against an
 * opponent who may choose any standard page of the current range. The states and what they allow
 * are the duel engine's own: the same compiled restrictions, the same `decay`, `addTells` and
 * `legalOf` (lib/engine/lostworlds/restrictions.ts), and the same picture effects on what the side
 * can still do (availability.ts: maneuvers disabled and enabled, a broken shield), so lint reports
 * exactly the states play reaches.
 *
 * Why it is fast: a state is only what decides the legal maneuvers (the restrictions in force with
 * turns left, the maneuvers no longer available, the shield), and a picture changes the state only
 * through what its tell (and CRITICAL) says. So pictures are
 * grouped by that content ("signature"); from each state we follow one transition per signature
 * the legal maneuvers can lead to, not one per picture. The number of states depends on how many
 * different restrictions a book prints, not on its size; precomputing which signatures each
 * maneuver can reach is one pass over the matrices. Whether the scorer reaches a CRITICAL depends
 * on the opponent, so both outcomes are explored; but a CRITICAL means the scorer's total reached
 * its threshold, so the state also keeps the least damage taken, and a line of play whose
 * criticals alone exceed the character's body points has ended (unconscious) and is not followed;
 * nor is one after a picture that knocks the character out (the duel ends there).
 */
import type { PicturePage, Restriction } from "../content/kinds/book";
import { isPicturePage } from "../engine/lostworlds/pages";
import { shieldBrokenAfter, unavailableAfter } from "../engine/lostworlds/availability";
import {
  addTells,
  collided,
  compileTell,
  decay,
  emptyTables,
  legalOf,
  type CompiledTell,
  type RestrictionTables,
} from "../engine/lostworlds/restrictions";
import type { BookLintContext } from "./book-context";

/** What a picture can read out: its tell, or its tell and its CRITICAL. */
interface Variant {
  tells: CompiledTell[];
  /** Least damage the character has taken when this is read (a CRITICAL needs its threshold). */
  damage: number;
  /** It knocks the character out: the duel ends, nothing is chosen after it. */
  ends: boolean;
}

/** What decides a side's legal maneuvers, as the engine keeps it per side (types.ts `SideState`). */
export interface PlayState {
  /** Restrictions in force, as the engine keeps them: [restriction id, turns left, suspended, exclusive]*. */
  active: number[];
  /** Maneuvers unavailable for the rest of the combat (a mask over `ctx.rules`): disabled, or needing the broken shield. */
  off: number;
  shieldLost: boolean;
}

export interface StuckState extends PlayState {
  /** A picture whose tell leads into the state. */
  page: number;
}

export interface Exploration {
  /** The book's restrictions as the engine compiled them (ids in `active` point here). */
  tables: RestrictionTables | null;
  /** Pictures some legal sequence from the duel start reaches. */
  reached: Set<number>;
  /** States in which the restrictions and the maneuvers still available leave no legal maneuver at all. */
  stuck: StuckState[];
  /** States in which the restrictions collide and only the most restrictive one applies. */
  conflicts: StuckState[];
  states: number;
  truncated: boolean;
}

/** The states of one book, as lint plays them out: the engine's rules over the book's tells. */
export interface RestrictionMachine {
  tables: RestrictionTables;
  /** Signatures (distinct things a picture can read out) and the lowest page printing each. */
  signatures: { variant: Variant; page: number }[];
  /** Per picture page: its signatures, without and (when it has one) with its CRITICAL. */
  pageSignatures: Map<number, number[]>;
  /** Before the first picture: nothing in force, the maneuvers the sheet marks unavailable off. */
  start: PlayState;
  /** The state after `state`'s restrictions are obeyed once and signature `s` is read out. */
  next(state: PlayState, s: number): PlayState;
  /** What the state allows (a mask over `ctx.rules`), and whether its restrictions collide. */
  legal(state: PlayState): { legal: number; conflict: boolean };
  /** Equal for states that allow the same now and later, whichever pages printed them. */
  key(state: PlayState): string;
}

/** Enough for any printed book by orders of magnitude; beyond it the result says so. */
const MAX_STATES = 200_000;

const choiceOnly = (rs: readonly Restriction[]) => rs.filter((r) => r.type !== "bonus");

/** What a variant of picture `p` says, as text: pictures that say the same share one signature. */
function signatureKeys(p: PicturePage): string[] {
  const tell = { restrictions: choiceOnly(p.tell.restrictions), effects: p.tell.effects, damage: 0 };
  if (!p.critical) return [JSON.stringify(tell)];
  const critical = {
    restrictions: [...tell.restrictions, ...choiceOnly(p.critical.restrictions)],
    effects: [...tell.effects, ...p.critical.effects],
    damage: Math.max(0, p.critical.threshold),
  };
  return [JSON.stringify(tell), JSON.stringify(critical)];
}

/** The book's restriction states, or null when its sheet cannot be read (see `BookLintContext.rules`). */
export function restrictionMachine(ctx: BookLintContext): RestrictionMachine | null {
  const { rules, set, pictures } = ctx;
  if (!rules) return null;
  const tables = emptyTables(rules);
  const ids = new Map<string, number>();
  const signatures: { variant: Variant; page: number }[] = [];
  const pageSignatures = new Map<number, number[]>();
  for (const page of [...pictures.keys()].sort((a, b) => a - b)) {
    if (!isPicturePage(set, page)) continue;
    const p = pictures.get(page)!;
    pageSignatures.set(
      page,
      signatureKeys(p).map((key, withCritical) => {
        let id = ids.get(key);
        if (id === undefined) {
          ids.set(key, (id = signatures.length));
          const tells = [compileTell(rules, tables, p.tell, page, false)];
          if (withCritical) tells.push(compileTell(rules, tables, p.critical!, page, true));
          const damage = withCritical ? Math.max(0, p.critical!.threshold) : 0;
          signatures.push({ variant: { tells, damage, ends: tells.some((t) => t.knockedOut) }, page });
        }
        return id;
      }),
    );
  }
  return {
    tables,
    signatures,
    pageSignatures,
    start: { active: [], off: rules.disabledMask, shieldLost: false },
    next(state, s) {
      const tells = signatures[s].variant.tells;
      const shieldLost = shieldBrokenAfter(state.shieldLost, tells[0], tells[1]);
      return {
        active: addTells(tables, decay(state.active), tells),
        off: unavailableAfter(rules.shieldMask, state.off, shieldLost, tells[0], tells[1]),
        shieldLost,
      };
    },
    legal({ active, off }) {
      const l = legalOf(tables, active, false, off);
      return { legal: l.legal, conflict: collided(tables, active, l) };
    },
    key({ active, off, shieldLost }) {
      const entries: string[] = [];
      for (let k = 0; k < active.length; k += 4)
        entries.push(`${tables.restrictions[active[k]].key}:${active[k + 1]}:${active[k + 2]}:${active[k + 3]}`);
      return `${entries.sort().join(",")}|${off}|${shieldLost ? 1 : 0}`;
    },
  };
}

/**
 * The picture shown for `page` as the duel shows it when its Tell's "turn to" applies (on a score
 * only when `scored`), following turn-tos in a row; stops at a loop or a missing page (the
 * `turn-to-loop` and `bad-turn-to` errors). A CRITICAL's own turn-to is not followed here.
 */
function shownAfterTurns(ctx: BookLintContext, page: number, scored: boolean): number {
  const seen = new Set<number>();
  for (let at = page; ;) {
    seen.add(at);
    const turn = ctx.pictures
      .get(at)
      ?.tell.effects.filter((e) => e.type === "turn-to")
      .pop();
    if (!turn || (turn.onScore && !scored) || !ctx.pictures.has(turn.page) || seen.has(turn.page)) return at;
    at = turn.page;
  }
}

/** `maxStates`: where the exploration stops and says it is `truncated` (smaller only in tests). */
export function exploreRestrictions(ctx: BookLintContext, maxStates = MAX_STATES): Exploration {
  const { set, matrices, rules } = ctx;
  const machine = restrictionMachine(ctx);
  const reached = new Set<number>();
  const stuck: StuckState[] = [];
  const conflicts: StuckState[] = [];
  const startSigs = machine?.pageSignatures.get(set.duelStart);
  if (!machine || !rules || !startSigs) return { tables: machine?.tables ?? null, reached, stuck, conflicts, states: 0, truncated: false };
  const { signatures, pageSignatures } = machine;
  // For each maneuver: the pictures and signatures any opponent page of its range can lead to.
  const targets = rules.pages.map(() => new Set<number>());
  const sigTargets = rules.pages.map(() => new Set<number>());
  rules.pages.forEach((page, i) => {
    const range = ctx.ranges.get(page);
    if (!range) return;
    const opponentPages = range === "extended" ? set.extended : set.close;
    for (const o of opponentPages) {
      const target = matrices.get(o)?.rows[page];
      if (target === undefined || !pageSignatures.has(target)) continue;
      targets[i].add(target);
      // A "turn to" shows another picture instead (scored on or not), which is then what is read out.
      for (const scored of [false, true]) {
        const shown = shownAfterTurns(ctx, target, scored);
        if (shown === target) for (const s of pageSignatures.get(target)!) sigTargets[i].add(s);
        else if (pageSignatures.has(shown)) {
          targets[i].add(shown);
          sigTargets[i].add(pageSignatures.get(shown)![0]);
        }
      }
    }
  });

  const body = ctx.book.character.bodyPoints > 0 ? ctx.book.character.bodyPoints : Infinity;
  reached.add(set.duelStart);
  const start = machine.next(machine.start, startSigs[0]);
  // State → least damage it was reached with: the same state with more
  // damage taken can only lead to fewer places, so they are not explored again.
  const leastDamage = new Map<string, number>([[machine.key(start), 0]]);
  const queue: { state: PlayState; damage: number; via: number }[] = [{ state: start, damage: 0, via: set.duelStart }];
  let reachedManeuvers = 0;
  const nextByLegal = new Map<number, number[]>();
  const transitions = new Map<string, Map<number, { after: PlayState; key: string }>>();
  let truncated = false;
  for (let q = 0; q < queue.length && !truncated; q++) {
    const { state, damage, via } = queue[q];
    const { legal, conflict } = machine.legal(state);
    if (legal === 0) {
      stuck.push({ page: via, ...state });
      continue;
    }
    if (conflict) conflicts.push({ page: via, ...state });
    // Many states allow the same maneuvers; what those can lead to is computed once per set.
    let next = nextByLegal.get(legal);
    if (!next) {
      const sigsOf = new Set<number>();
      for (let i = 0; i < rules.m; i++) if (legal & (1 << i)) for (const s of sigTargets[i]) sigsOf.add(s);
      reachedManeuvers |= legal;
      nextByLegal.set(legal, (next = [...sigsOf]));
    }
    // States that differ only in what expires now share their successors.
    const decayedKey = machine.key({ ...state, active: decay(state.active) });
    let successors = transitions.get(decayedKey);
    if (!successors) transitions.set(decayedKey, (successors = new Map()));
    for (const s of next) {
      const { variant, page } = signatures[s];
      // A draft without body points has no end by damage; then damage is not tracked at all.
      const taken = body === Infinity ? 0 : damage + variant.damage;
      if (taken >= body || variant.ends) continue;
      let t = successors.get(s);
      if (!t) {
        const after = machine.next(state, s);
        successors.set(s, (t = { after, key: machine.key(after) }));
      }
      const least = leastDamage.get(t.key);
      if (least !== undefined && least <= taken) continue;
      if (leastDamage.size >= maxStates) {
        truncated = true;
        break;
      }
      leastDamage.set(t.key, taken);
      queue.push({ state: t.after, damage: taken, via: page });
    }
  }
  for (let i = 0; i < rules.m; i++) if (reachedManeuvers & (1 << i)) for (const t of targets[i]) reached.add(t);
  return { tables: machine.tables, reached, stuck, conflicts, states: queue.length, truncated };
}
