/**
 * Before the first turn (the Pitfall mission, "Special Set-up Rules" and "Deployment"):
 *  1. the counter pool is shuffled face down and the players take turns placing one counter each
 *     on a clear space of a shaded section (at most `perSection` per section), "without looking
 *     at it"; then all are turned face up (pitfalls and ladders open holes to the level below);
 *  2. the Marines set up in their deployment zone, each with a facing;
 *  3. the Genestealer player places the starting blips on the entry areas active on turn 1.
 */
import { Rng, seedRng, type Seed } from "../core/rng";
import { entryTargets, deployBlip, drawBlips, limitedPool } from "./blips";
import { startMarineTurn } from "./flow";
import { newPiece, type Events } from "./state";
import {
  COUNTER_LADDER,
  COUNTER_RUBBLE,
  FLAMER,
  LADDER,
  MARINE,
  MARINES,
  PITFALL,
  RUBBLE,
  STEALERS,
  type HulkAction,
  type HulkBoard,
  type HulkOptions,
  type HulkState,
} from "./types";

/** The first state of a game on a compiled board (the game module compiles a mission and its ruleset). */
export function setupGame(board: HulkBoard, options: HulkOptions | null, seed: Seed): HulkState {
  const rng = new Rng(seedRng(seed));
  const counterDeck = rng.shuffle(board.counters);
  const { pool, unlimited } = limitedPool(board, rng);
  const s: HulkState = {
    board,
    rng: rng.state(),
    turn: 0,
    phase: "place-counters",
    maxTurns: options?.maxTurns === undefined ? null : Math.max(1, Math.floor(options.maxTurns)),
    terrain: board.terrain,
    doors: board.doorsOpen.slice(),
    occ: new Array<number>(board.cells).fill(0),
    pieces: [],
    nextId: 0,
    active: -1,
    acted: false,
    idle: [],
    cp: 0,
    counterDeck,
    counterCells: [],
    toDeploy: board.squad.map((_, i) => i),
    waiting: [],
    pool,
    unlimited,
    pending: [],
    escaped: [0, 0],
    squadKills: board.squad.map(() => 0),
    squadLost: board.squad.map(() => false),
    stats: { marinesKilled: 0, stealersKilled: 0, blipsConverted: 0, falls: 0, deflections: 0, jams: 0, shots: 0, assaults: 0 },
    end: null,
  };
  drawBlips(s, board.reinforcements.startingBlips, rng);
  s.rng = rng.state();
  return s;
}

/** Who places the next counter. */
function placer(s: HulkState): number {
  const first = s.board.poolFirstSeat;
  return s.board.poolAlternate ? (first + s.counterCells.length) % 2 : first;
}

function counterSpaces(s: HulkState): number[] {
  if (s.counterCells.length >= s.counterDeck.length) return [];
  const per = s.board.poolPerSection;
  const out: number[] = [];
  for (const slot of s.board.poolSlots) {
    let used = 0;
    for (const c of slot) if (s.counterCells.includes(c)) used++;
    if (per !== null && used >= per) continue;
    for (const c of slot) if (!s.counterCells.includes(c)) out.push(c);
  }
  return out;
}

/** The seat that decides during set-up, or -1 when set-up needs nobody now. */
export function setupSeat(s: HulkState): number {
  if (s.phase === "place-counters") return placer(s);
  if (s.phase === "deploy-marines") return MARINES;
  if (s.phase === "deploy-blips") return STEALERS;
  return -1;
}

export function setupActions(s: HulkState, seat: number, out: HulkAction[]): void {
  if (seat !== setupSeat(s)) return;
  if (s.phase === "place-counters") for (const to of counterSpaces(s)) out.push({ seat, type: "place-counter", to });
  else if (s.phase === "deploy-marines") {
    for (const to of s.board.deployCells)
      if (s.occ[to] === 0) for (let f = 0; f < 4; f++) out.push({ seat, type: "deploy-marine", to, facing: f });
  } else if (s.phase === "deploy-blips" && s.waiting.length > 0)
    for (const to of entryTargets(s, 1)) out.push({ seat, type: "deploy-blip", to });
}

export function applySetup(s: HulkState, a: HulkAction, events: Events): void {
  if (a.type === "place-counter") {
    s.counterCells = [...s.counterCells, a.to];
    events.push({ type: "counter-placed", at: a.to });
  } else if (a.type === "deploy-marine") {
    const slot = s.toDeploy[0];
    s.toDeploy = s.toDeploy.slice(1);
    const m = newPiece(s, MARINE, a.to, a.facing, 0);
    m.slot = slot;
    if (s.board.squad[slot].gun === FLAMER) m.ammo = s.board.rules.weapons.find((w) => w.kind === "flamer")?.shots ?? 0;
    events.push({ type: "marine-deployed", piece: m.id, at: a.to });
  } else if (a.type === "deploy-blip") deployBlip(s, a.to, 0, events);
}

/** Turns the counters face up: pitfalls and ladders open holes (when there is floor below). */
function reveal(s: HulkState, events: Events): void {
  const b = s.board;
  const terrain = s.terrain.slice();
  s.counterCells.forEach((c, i) => {
    const code = s.counterDeck[i];
    const hole = code === COUNTER_LADDER ? LADDER : code < COUNTER_LADDER ? PITFALL : 0;
    if (code === COUNTER_RUBBLE) terrain[c] |= RUBBLE;
    else if (hole && c >= b.plane && b.section[c - b.plane] >= 0) terrain[c] |= hole;
  });
  s.terrain = terrain;
  s.counterDeck = s.counterDeck.slice(0, s.counterCells.length);
  events.push({ type: "counters-revealed", counters: s.counterCells.map((at, i) => ({ at, counter: s.counterDeck[i] })) });
}

/** Moves set-up on when its current step has nothing left to decide. Returns false when done. */
export function advanceSetup(s: HulkState, rng: Rng, events: Events): boolean {
  const none = () => {
    const out: HulkAction[] = [];
    setupActions(s, setupSeat(s), out);
    return out.length === 0;
  };
  if (s.phase === "place-counters" && none()) {
    reveal(s, events);
    s.phase = "deploy-marines";
    return true;
  }
  if (s.phase === "deploy-marines" && (s.toDeploy.length === 0 || none())) {
    s.toDeploy = [];
    s.phase = "deploy-blips";
    return true;
  }
  if (s.phase === "deploy-blips" && none()) {
    startMarineTurn(s, rng, events);
    return true;
  }
  return false;
}
