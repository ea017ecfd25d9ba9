/**
 * Dynamic reachability: play out the restriction states of a book from the duel start (page 57)
 * against an opponent who may choose any standard page of the current range.
 *
 * Why it is fast: a state is only the set of restrictions in force (with turns left), and a
 * picture changes the state only through what its tell (and CRITICAL) says. So pictures are
 * grouped by that content ("signature"); from each state we follow one transition per signature
 * the legal maneuvers can lead to, not one per picture. The number of states depends on how many
 * different restrictions a book prints, not on its size; precomputing which signatures each
 * maneuver can reach is one pass over the matrices. Whether the scorer reaches a CRITICAL depends
 * on the opponent, so both outcomes are explored; but a CRITICAL means the scorer's total reached
 * its threshold, so the state also keeps the least damage taken, and a line of play whose
 * criticals alone exceed the character's body points has ended (unconscious) and is not followed.
 */
import type { Effect, PicturePage, Restriction } from "../content/kinds/book";
import {
  addTells,
  decayRestrictions,
  legalManeuvers,
  nextRestrictions,
  restrictionKey,
  type ActiveRestriction,
} from "../content/lostworlds/restriction-state";
import { isPicturePage } from "../content/lostworlds/standard";
import type { BookLintContext } from "./book-context";

interface Variant {
  restrictions: Restriction[];
  effects: Effect[];
  /** Least damage the character has taken when this is read (a CRITICAL needs its threshold). */
  damage: number;
}

export interface StuckState {
  /** A picture whose tell leads into the state. */
  page: number;
  active: ActiveRestriction[];
}

export interface Exploration {
  /** Pictures some legal sequence from the duel start reaches. */
  reached: Set<number>;
  /** States in which the restrictions leave no legal maneuver at all. */
  stuck: StuckState[];
  /** States in which the restrictions collide and only the most restrictive one applies. */
  conflicts: StuckState[];
  states: number;
  truncated: boolean;
}

/** Enough for any printed book by orders of magnitude; beyond it the result says so. */
const MAX_STATES = 200_000;

const choiceOnly = (rs: readonly Restriction[]) => rs.filter((r) => r.type !== "bonus");

/** The tells a picture can read out: its own, and its own plus its CRITICAL. */
function variantsOf(p: PicturePage): Variant[] {
  const tell = { restrictions: choiceOnly(p.tell.restrictions), effects: p.tell.effects, damage: 0 };
  if (!p.critical) return [tell];
  const critical = {
    restrictions: [...tell.restrictions, ...choiceOnly(p.critical.restrictions)],
    effects: [...tell.effects, ...p.critical.effects],
    damage: Math.max(0, p.critical.threshold),
  };
  return [tell, critical];
}

export function exploreRestrictions(ctx: BookLintContext): Exploration {
  const { set, sheet, pictures, matrices } = ctx;
  // Intern tells by content: signature id → variant and the lowest page printing it.
  const sigIds = new Map<string, number>();
  const sigs: { variant: Variant; page: number }[] = [];
  const pageSigs = new Map<number, number[]>();
  for (const page of [...pictures.keys()].sort((a, b) => a - b)) {
    if (!isPicturePage(set, page)) continue;
    pageSigs.set(
      page,
      variantsOf(pictures.get(page)!).map((variant) => {
        const key = JSON.stringify(variant);
        let id = sigIds.get(key);
        if (id === undefined) {
          sigIds.set(key, (id = sigs.length));
          sigs.push({ variant, page });
        }
        return id;
      }),
    );
  }
  // For each maneuver: the pictures and signatures any opponent page of its range can lead to.
  const targets = sheet.map(() => new Set<number>());
  const sigTargets = sheet.map(() => new Set<number>());
  sheet.forEach((m, i) => {
    if (!m.range) return;
    const opponentPages = m.range === "extended" ? set.extended : set.close;
    for (const o of opponentPages) {
      const target = matrices.get(o)?.rows[m.page];
      if (target === undefined || !pageSigs.has(target)) continue;
      targets[i].add(target);
      for (const s of pageSigs.get(target)!) sigTargets[i].add(s);
    }
  });

  const restrictionIds = new Map<string, number>();
  const stateKey = (active: ActiveRestriction[]) =>
    active
      .map((a) => {
        const k = restrictionKey(a.restriction);
        let id = restrictionIds.get(k);
        if (id === undefined) restrictionIds.set(k, (id = restrictionIds.size));
        return `${id}:${a.turnsLeft}:${a.suspended}:${a.exclusive}`;
      })
      .sort()
      .join(",");

  const reached = new Set<number>();
  const stuck: StuckState[] = [];
  const conflicts: StuckState[] = [];
  const startSigs = pageSigs.get(set.duelStart);
  if (!startSigs) return { reached, stuck, conflicts, states: 0, truncated: false };
  const body = ctx.book.character.bodyPoints > 0 ? ctx.book.character.bodyPoints : Infinity;
  reached.add(set.duelStart);
  const start = nextRestrictions([], [sigs[startSigs[0]].variant]);
  // Restrictions in force → least damage they were reached with: the same restrictions with more
  // damage taken can only lead to fewer places, so they are not explored again.
  const leastDamage = new Map<string, number>([[stateKey(start), 0]]);
  const queue: { active: ActiveRestriction[]; damage: number; via: number }[] = [{ active: start, damage: 0, via: set.duelStart }];
  const reachedManeuvers = new Set<number>();
  const nextByLegal = new Map<string, number[]>();
  const transitions = new Map<string, Map<number, { after: ActiveRestriction[]; key: string }>>();
  let truncated = false;
  for (let q = 0; q < queue.length && !truncated; q++) {
    const { active, damage, via } = queue[q];
    const { legal, conflict } = legalManeuvers(active, sheet);
    if (legal.length === 0) {
      stuck.push({ page: via, active });
      continue;
    }
    if (conflict) conflicts.push({ page: via, active });
    // Many states allow the same maneuvers; what those can lead to is computed once per set.
    const legalKey = legal.join(",");
    let next = nextByLegal.get(legalKey);
    if (!next) {
      const sigsOf = new Set<number>();
      for (const i of legal) {
        reachedManeuvers.add(i);
        for (const s of sigTargets[i]) sigsOf.add(s);
      }
      nextByLegal.set(legalKey, (next = [...sigsOf]));
    }
    // States that differ only in what expires now share their successors.
    const decayed = decayRestrictions(active);
    const decayedKey = stateKey(decayed);
    let successors = transitions.get(decayedKey);
    if (!successors) transitions.set(decayedKey, (successors = new Map()));
    for (const s of next) {
      const { variant, page } = sigs[s];
      // A draft without body points has no end by damage; then damage is not tracked at all.
      const taken = body === Infinity ? 0 : damage + variant.damage;
      if (taken >= body) continue;
      let t = successors.get(s);
      if (!t) {
        const after = addTells(decayed, [variant]);
        successors.set(s, (t = { after, key: stateKey(after) }));
      }
      const least = leastDamage.get(t.key);
      if (least !== undefined && least <= taken) continue;
      if (leastDamage.size >= MAX_STATES) {
        truncated = true;
        break;
      }
      leastDamage.set(t.key, taken);
      queue.push({ active: t.after, damage: taken, via: page });
    }
  }
  for (const i of reachedManeuvers) for (const t of targets[i]) reached.add(t);
  return { reached, stuck, conflicts, states: queue.length, truncated };
}
