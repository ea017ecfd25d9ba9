// Tile-set lint (issue: hex tile designer). Deck-structure rules; each is data + a pure function.
import { edgeHas, edgeSetFrom, oppositeEdge, rotateEdges } from "../engine/core/hex";
import { estimateRingClosure } from "../engine/lostpatrol/estimate";
import type { TilesetBody, Tile } from "../content/kinds/tileset";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";

const count = (body: TilesetBody, kind: string) => body.tiles.filter((t) => t.kind === kind).reduce((n, t) => n + t.count, 0);

function exactlyOne(kind: string, label: string): LintRule<TilesetBody> {
  return {
    id: `one-${kind}-tile`,
    severity: "error",
    description: `The deck has exactly one ${label} tile.`,
    check: (body) => {
      const n = count(body, kind);
      return n === 1 ? [] : [{ message: `The deck needs exactly one ${label} tile; it has ${n}.`, location: { kind } }];
    },
  };
}

/** A tile can join another when, in some rotations of both, they share a path edge. */
function canJoinAny(tile: Tile, all: Tile[]): boolean {
  if (tile.paths.length === 0) return false;
  const mine = edgeSetFrom(tile.paths);
  return all.some((other) => {
    const theirs = edgeSetFrom(other.paths);
    for (let r = 0; r < 6; r++) {
      const rotated = rotateEdges(theirs, r);
      for (let e = 0; e < 6; e++) if (edgeHas(mine, e) && edgeHas(rotated, oppositeEdge(e))) return true;
    }
    return false;
  });
}

/**
 * The ring estimate plays whole Lost Patrol games between random bots (fixed seed, so the figure
 * is stable), with the deck's own rule options, for at most RING_TURNS turns each: rings close
 * early or not at all, and the cap keeps the rule fast enough to run as the author edits.
 */
const RING_GAMES = 200;
const RING_TURNS = 20;

function ringClosureEstimate(body: TilesetBody): Omit<Diagnostic, "rule" | "severity">[] {
  if (count(body, "start") !== 1 || count(body, "ship") !== 1) return []; // one-start-tile / one-ship-tile say why
  const { ringsClosed, share } = estimateRingClosure(body, { games: RING_GAMES, options: { maxTurns: RING_TURNS } });
  return [
    {
      message:
        `A ring closed (the soldiers' instant loss) in ${ringsClosed} of ${RING_GAMES} simulated games ` +
        `(${(100 * share).toFixed(1)}%, random players, first ${RING_TURNS} turns, this deck's rule options).`,
      location: {},
    },
  ];
}

const isStraight = (t: Tile) => t.paths.some((e) => t.paths.includes((e + 3) % 6));

export const TILESET_RULES: readonly LintRule<TilesetBody>[] = [
  exactlyOne("start", "start"),
  exactlyOne("ship", "ship"),
  {
    id: "tile-without-paths",
    severity: "error",
    description: "Every tile has at least one path edge.",
    check: (body) =>
      body.tiles.filter((t) => t.paths.length === 0).map((t) => ({ message: `"${t.name}" has no paths.`, location: { tile: t.id } })),
  },
  {
    id: "tile-cannot-join",
    severity: "warning",
    description: "A tile that no tile of the set can join, in any rotation, can never be laid next to the trail.",
    check: (body) =>
      body.tiles
        .filter(
          (t) =>
            t.paths.length > 0 &&
            !canJoinAny(
              t,
              body.tiles.filter((o) => o !== t || t.count > 1),
            ),
        )
        .map((t) => ({ message: `"${t.name}" cannot join any other tile of the set.`, location: { tile: t.id } })),
  },
  {
    id: "deck-mix",
    severity: "info",
    description: "Share of straight tiles (sight lines) and of dead ends in the deck.",
    check: (body) => {
      const jungle = body.tiles.filter((t) => t.kind !== "start" && t.kind !== "ship");
      const total = jungle.reduce((n, t) => n + t.count, 0);
      if (total === 0) return [{ message: "The deck has no jungle tiles.", location: {} }];
      const straight = jungle.filter(isStraight).reduce((n, t) => n + t.count, 0);
      const dead = jungle.filter((t) => t.deadEnds.length > 0).reduce((n, t) => n + t.count, 0);
      const pct = (n: number) => `${Math.round((100 * n) / total)}%`;
      return [{ message: `${total} jungle tiles: ${pct(straight)} straight (sight lines), ${pct(dead)} with dead ends.`, location: {} }];
    },
  },
];

/** Plays a few hundred games: the editor runs it in a worker, apart from the instant rules. */
export const RING_RULE: LintRule<TilesetBody> = {
  id: "ring-closure-estimate",
  severity: "info",
  description: "How often paths close into a ring (the humans lose at once) with this deck: a Monte Carlo estimate.",
  check: ringClosureEstimate,
};

/** The instant rules only (deck structure), cheap enough to run on every keystroke. */
export function lintTilesetStructure(body: TilesetBody): Diagnostic[] {
  return runRules(TILESET_RULES, body);
}

export function lintTilesetRings(body: TilesetBody): Diagnostic[] {
  return runRules([RING_RULE], body);
}

export function lintTileset(body: TilesetBody): Diagnostic[] {
  return [...lintTilesetStructure(body), ...lintTilesetRings(body)];
}
