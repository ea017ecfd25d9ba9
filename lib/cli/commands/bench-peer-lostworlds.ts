/**
 * `hexfolio bench --peer-lost-worlds DIR`: Lost Worlds exchanges per second of another engine,
 * lost-worlds-web (its `resolveExchange` and `applyExchange`), beside ours through the path
 * `hexfolio simulate lostworlds --books a.json b.json --bot random` takes, in one run on one
 * core, with the ratio. Nothing of that project is part of this one: DIR is a checkout of it
 * made by whoever runs the bench, and its TypeScript is loaded from there at run time (tsx runs
 * the bench, so a dynamic import of a .ts file works).
 *
 * Both engines play random legal duels of the same book against itself. Its book is turned into
 * the other engine's character format here: maneuvers by group (its categories), pictures with
 * their SCORE, "only"/"no" tells as its restriction trees, close-range pictures forbidding
 * Extended Range as its own books do, bonuses as next-turn damage modifiers, and the matrices as
 * its lookup pages. A duel there ends when a side falls, when a side has no legal maneuver, or
 * after the same number of exchanges as ours (maxExchanges).
 */
import { pathToFileURL } from "node:url";
import path from "node:path";
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { BookBody } from "../../content/kinds/book";
import { STANDARD_PAGE_SET } from "../../engine/lostworlds/pages";
import { Rng } from "../../engine/core/rng";
import { simulate } from "../../sim/runner-node";
import { DEFAULT_OPTIONS } from "../../engine/lostworlds/game";
import { bookTournament } from "../../games/lostworlds/tournament-spec";

/** How to get the peer figure, for the bench's output when no checkout is given. */
export const PEER_HINT =
  "Lost Worlds against lost-worlds-web: clone github.com/danieldrasin/lost-worlds-web outside this repository " +
  "(no install needed) and run `npm run bench -- --peer-lost-worlds /path/to/lost-worlds-web`";

export interface PeerLostWorldsBench {
  peerDir: string;
  /** lost-worlds-web: resolveExchange + applyExchange with its own legal-maneuver filter, per second. */
  peerExchangesPerSecond: number;
  peerMeanExchangesPerDuel: number;
  /** Lookups it could not make with the converted book (it falls back to its first picture). */
  peerFallbacks: number;
  /** Ours: runTournament over the Node runner in this thread (`--workers 0`), exchanges per second. */
  oursExchangesPerSecond: number;
  oursMeanExchangesPerDuel: number;
  /** ours / peer, by wall-clock time. */
  ratio: number;
  /** The same three figures by this process's CPU time: steadier on a machine shared with other work. */
  cpuPeerExchangesPerSecond: number;
  cpuOursExchangesPerSecond: number;
  cpuRatio: number;
}

/** A full collection, through V8's gc() (exposed here: the bench runs under tsx, without --expose-gc). */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};

// The other engine's shapes, as far as this file uses them.
type PeerRestriction = { type: string; [k: string]: unknown };
interface PeerDefinition {
  id: string;
  name: string;
  height: number;
  bodyPoints: number;
  startingPicturePage: number;
  maneuvers: { category: string; moves: { name: string; color: string; normalPage: number; extendedPage: number; modifier: number }[] }[];
  picturePages: {
    number: number;
    title: string;
    isExtendedRange: boolean;
    damage: number | null;
    restriction: PeerRestriction;
    effects: { type: string; [k: string]: unknown }[];
  }[];
  lookupPages: { number: number; mapping: Record<string, number> }[];
}
interface PeerCharacter {
  state: { bodyPoints: number };
  [k: string]: unknown;
}
interface PeerBattle {
  player1: PeerCharacter;
  player2: PeerCharacter;
  round: number;
  status: string;
  [k: string]: unknown;
}
interface PeerModules {
  createCharacterFromDefinition(def: PeerDefinition): PeerCharacter;
  getValidManeuvers(c: PeerCharacter): unknown[];
  resolveExchange(b: PeerBattle, m1: unknown, m2: unknown): unknown;
  applyExchange(b: PeerBattle, e: unknown): PeerBattle;
}

/** Its categories, by our standard groups. */
const CATEGORY: Record<string, string> = {
  "down-swings": "DOWN_SWING",
  "side-swings": "SIDE_SWING",
  thrusts: "THRUST",
  feints: "FAKE",
  "protected-attacks": "PROTECTED_ATTACK",
  special: "SPECIAL",
  blocks: "SHIELD_BLOCK",
  jumps: "JUMP",
  "extended-range": "EXTENDED_RANGE",
};

const groupOfPage = new Map<number, string>();
for (const [g, pages] of Object.entries(STANDARD_PAGE_SET.groupPages)) for (const p of pages) groupOfPage.set(p, g);
const extPages = new Set(STANDARD_PAGE_SET.extended);

type Selectors = { colors: string[]; groups: string[]; maneuvers: { name: string }[] };

/** One "only" (any of its selectors) or "no" (none of them) as the other engine's tree. */
function restrictionOf(type: "only" | "no", r: Selectors): PeerRestriction {
  const prefix = type === "only" ? "ONLY_" : "NO_";
  const parts: PeerRestriction[] = [];
  if (r.colors.length) parts.push({ type: `${prefix}COLOR`, colors: r.colors });
  const cats = r.groups.map((g) => CATEGORY[g]).filter(Boolean);
  if (cats.length) parts.push({ type: `${prefix}CATEGORY`, categories: cats });
  if (r.maneuvers.length) parts.push({ type: `${prefix}NAME`, names: r.maneuvers.map((n) => n.name.toUpperCase()) });
  if (parts.length === 1) return parts[0];
  return { type: type === "only" ? "OR" : "AND", children: parts };
}

/** A book body in the other engine's character format (see the file comment). */
export function peerDefinition(book: BookBody): PeerDefinition {
  const pageGroup = (page: number) => CATEGORY[groupOfPage.get(page) ?? ""] ?? "SPECIAL";
  const maneuvers = book.sheet.groups.map((g) => ({
    category: g.maneuvers.length ? pageGroup(g.maneuvers[0].page) : "SPECIAL",
    moves: g.maneuvers.map((m) => ({
      name: m.name,
      color: m.color ?? "",
      normalPage: m.page,
      extendedPage: m.page,
      modifier: m.mod + (m.expBonus ?? 0),
    })),
  }));
  const extColors = new Set<string>();
  for (const g of book.sheet.groups) for (const m of g.maneuvers) if (extPages.has(m.page) && m.color) extColors.add(m.color);
  const picturePages = Object.entries(book.pictures).map(([key, pic]) => {
    const parts: PeerRestriction[] = [];
    const effects: PeerDefinition["picturePages"][number]["effects"] = [];
    let extended = false;
    for (const r of pic.tell.restrictions) {
      if (r.type === "override") continue;
      if (r.type === "bonus") {
        if (r.colors.length + r.groups.length === 0) effects.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount });
        for (const c of r.colors) effects.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount, forColor: c });
        for (const g of r.groups)
          if (CATEGORY[g]) effects.push({ type: "NEXT_TURN_DAMAGE_MODIFIER", amount: r.amount, forCategory: CATEGORY[g] });
        continue;
      }
      if (r.type === "only" && (r.groups.includes("extended-range") || r.colors.some((c) => extColors.has(c)))) extended = true;
      parts.push(restrictionOf(r.type, r));
    }
    if (!extended) parts.push({ type: "NO_CATEGORY", categories: ["EXTENDED_RANGE"] });
    for (const e of pic.tell.effects) {
      if (e.type === "weapon-lost") effects.push({ type: "LOSE_WEAPON" });
      if (e.type === "weapon-retrieved") effects.push({ type: "RETRIEVE_WEAPON" });
    }
    return {
      number: Number(key),
      title: pic.title,
      isExtendedRange: extended,
      damage: pic.score ?? null,
      restriction: parts.length === 1 ? parts[0] : { type: "AND", children: parts },
      effects,
    };
  });
  const lookupPages = Object.entries(book.matrices).map(([key, m]) => ({ number: Number(key), mapping: { ...m.rows } }));
  return {
    id: "peer-bench",
    name: book.character.name,
    height: book.character.height,
    bodyPoints: book.character.bodyPoints,
    startingPicturePage: DEFAULT_OPTIONS.startPage,
    maneuvers,
    picturePages,
    lookupPages,
  };
}

async function loadPeer(dir: string): Promise<PeerModules> {
  const file = (...p: string[]) => {
    const f = path.join(dir, ...p);
    if (!existsSync(f)) throw new Error(`--peer-lost-worlds: ${f} not found (expected a checkout of lost-worlds-web)`);
    return pathToFileURL(f).href;
  };
  const engine = (await import(file("src", "domain", "models", "BattleEngine.ts"))) as Pick<
    PeerModules,
    "resolveExchange" | "applyExchange"
  >;
  const loader = (await import(file("src", "data", "characterLoader.ts"))) as Pick<PeerModules, "createCharacterFromDefinition">;
  const types = (await import(file("src", "domain", "types", "character.ts"))) as Pick<PeerModules, "getValidManeuvers">;
  return {
    createCharacterFromDefinition: loader.createCharacterFromDefinition,
    getValidManeuvers: types.getValidManeuvers,
    resolveExchange: engine.resolveExchange,
    applyExchange: engine.applyExchange,
  };
}

/** Random legal duels on the other engine for about `budgetMs`. */
function timePeer(peer: PeerModules, def: PeerDefinition, rng: Rng, budgetMs: number, maxExchanges: number) {
  // Its characters are built once, as ours are compiled once; each duel starts from fresh states.
  const one = peer.createCharacterFromDefinition(def),
    two = peer.createCharacterFromDefinition(def);
  const fresh = (c: PeerCharacter): PeerCharacter => ({ ...c, state: structuredClone(c.state) });
  let exchanges = 0,
    duels = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    let battle: PeerBattle = {
      id: "bench",
      player1: fresh(one),
      player2: fresh(two),
      round: 0,
      status: "AWAITING_MOVES",
      history: [],
      winner: null,
      isVsAI: false,
    };
    while (battle.status !== "GAME_OVER" && battle.round < maxExchanges) {
      const a = peer.getValidManeuvers(battle.player1),
        b = peer.getValidManeuvers(battle.player2);
      if (a.length === 0 || b.length === 0) break;
      battle = peer.applyExchange(battle, peer.resolveExchange(battle, a[rng.int(a.length)], b[rng.int(b.length)]));
      exchanges++;
    }
    duels++;
    now = performance.now();
  }
  return { exchanges, duels, ms: now - start, cpuMs: cpuMs(cpu) };
}

/**
 * Ours through the CLI's path (`hexfolio simulate lostworlds --books mirim.json --bot random
 * --workers 0`: the game module's tournament, one book against itself, over the Node runner in
 * this thread), for `n` duels.
 */
async function timeOurs(book: BookBody, n: number, seed: string) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const t = await bookTournament.run(simulate, [book], { bots: [{ kind: "random" }], n, baseSeed: seed, workers: 0 });
  const ms = performance.now() - start;
  return { exchanges: t.matchups[0].meanExchanges * n, duels: n, ms, cpuMs: cpuMs(cpu) };
}

/**
 * The figures, taken in alternating rounds (the machine's speed drifts, so both engines see the
 * same drift), each engine warmed up first.
 */
export async function benchPeerLostWorlds(dir: string, book: BookBody, budgetMs: number, rounds = 3): Promise<PeerLostWorldsBench> {
  const peer = await loadPeer(path.resolve(dir));
  const def = peerDefinition(book);
  const rng = Rng.fromSeed("peer-bench");
  const maxExchanges = DEFAULT_OPTIONS.maxExchanges;
  // The other engine logs each lookup its data cannot answer; counted here instead of printed.
  const error = console.error;
  let fallbacks = 0;
  console.error = () => void fallbacks++;
  try {
    timePeer(peer, def, rng, budgetMs / 2, maxExchanges);
    let warm = await timeOurs(book, 2000, "peer-bench-warm-up");
    for (let r = 1; warm.ms < budgetMs / 2 && r < 20; r++) warm = await timeOurs(book, 2 * warm.duels, `peer-bench-warm-up-${r}`);
    const perRound = Math.max(200, Math.round((warm.duels / warm.ms) * (budgetMs / rounds)));
    fallbacks = 0;
    const p = { exchanges: 0, duels: 0, ms: 0, cpuMs: 0 },
      o = { exchanges: 0, duels: 0, ms: 0, cpuMs: 0 };
    for (let r = 0; r < rounds; r++) {
      // Each engine's garbage is collected before the other's round, which would otherwise pay for it.
      collectGarbage();
      const pr = timePeer(peer, def, rng, budgetMs / rounds, maxExchanges);
      collectGarbage();
      const or = await timeOurs(book, perRound, `peer-bench-${r}`);
      for (const [into, from] of [
        [p, pr],
        [o, or],
      ] as const) {
        into.exchanges += from.exchanges;
        into.duels += from.duels;
        into.ms += from.ms;
        into.cpuMs += from.cpuMs;
      }
    }
    const peerRate = (p.exchanges / p.ms) * 1000,
      ours = (o.exchanges / o.ms) * 1000;
    const cpuPeer = (p.exchanges / p.cpuMs) * 1000,
      cpuOurs = (o.exchanges / o.cpuMs) * 1000;
    return {
      peerDir: path.resolve(dir),
      peerExchangesPerSecond: peerRate,
      peerMeanExchangesPerDuel: p.exchanges / p.duels,
      peerFallbacks: fallbacks,
      oursExchangesPerSecond: ours,
      oursMeanExchangesPerDuel: o.exchanges / o.duels,
      ratio: ours / peerRate,
      cpuPeerExchangesPerSecond: cpuPeer,
      cpuOursExchangesPerSecond: cpuOurs,
      cpuRatio: cpuOurs / cpuPeer,
    };
  } finally {
    console.error = error;
  }
}
