// Island lint: whether each layout can be built for its player counts, whether the decks hold
// what the rules need, references between cards, and the card text the engine leaves to the table.
import type { IslandBody } from "../content/kinds/island";
import { richTextToPlain } from "../content/rich-text";
import { DIRECTIONS } from "../engine/core/hex";
import { runRules, type Diagnostic, type LintRule } from "./diagnostic";

type Finding = Omit<Diagnostic, "rule" | "severity">;

const key = (q: number, r: number) => `${q},${r}`;
const tilesOf = (body: IslandBody, kind: string) => body.locations.filter((t) => t.kind === kind).reduce((n, t) => n + t.count, 0);
const kindLabel = (body: IslandBody, kind: string) => body.kinds.find((k) => k.id === kind)?.label ?? kind;

/** The highest die roll: the best any side can add to its Power. */
const DIE_MAX = 6;

function* tileCounts(body: IslandBody): Generator<Finding> {
  for (const l of body.layouts) {
    const fixed = new Map<string, number>();
    const random = new Map<string, number>();
    for (const c of l.cells) {
      if (c.tile) fixed.set(c.tile, (fixed.get(c.tile) ?? 0) + 1);
      else random.set(c.kind, (random.get(c.kind) ?? 0) + 1);
    }
    for (const [tile, n] of fixed) {
      const t = body.locations.find((x) => x.id === tile);
      if (t && t.count < n)
        yield { message: `"${l.name}" places "${t.name}" ${n} times; the island has ${t.count} of it.`, location: { layout: l.id, tile } };
    }
    for (const [kind, need] of random) {
      // Tiles a fixed cell takes are not there to draw.
      const taken = [...fixed].reduce((n, [tile, k]) => n + (body.locations.find((x) => x.id === tile)?.kind === kind ? k : 0), 0);
      const have = tilesOf(body, kind) - taken;
      if (have < need) {
        yield {
          message:
            `"${l.name}" needs ${need} ${kindLabel(body, kind)} tiles drawn at random; the island has ${have} of that ` +
            `back${taken ? " after the ones placed by name" : ""}.`,
          location: { layout: l.id, kind },
        };
      }
    }
  }
}

function* halfTiles(body: IslandBody): Generator<Finding> {
  for (const l of body.layouts) {
    if (l.starts.length < l.maxPlayers) {
      yield {
        message: `"${l.name}" is for up to ${l.maxPlayers} players but has ${l.starts.length} Starting Locations.`,
        location: { layout: l.id },
      };
    }
    if (body.halfTiles.count < l.maxPlayers) {
      yield {
        message: `"${l.name}" is for up to ${l.maxPlayers} players; the island has ${body.halfTiles.count} Starting Location half-tiles.`,
        location: { layout: l.id },
      };
    }
  }
}

function* playerCounts(body: IslandBody): Generator<Finding> {
  for (const rules of ["beginner", "advanced"] as const) {
    const missing: number[] = [];
    for (let p = 2; p <= 8; p++) {
      if (!body.layouts.some((l) => (l.rules === rules || l.rules === "any") && p >= l.minPlayers && p <= l.maxPlayers)) missing.push(p);
    }
    if (missing.length > 0) {
      yield {
        message: `No layout is made for ${missing.join(", ")} players under the ${rules === "beginner" ? "Beginner" : "Advanced"} rules.`,
        location: {},
      };
    }
  }
}

/** Each player is dealt two Characters; fewer than that for the largest table and the draft cannot be dealt. */
function* characterDraft(body: IslandBody): Generator<Finding> {
  const most = Math.max(0, ...body.layouts.map((l) => l.maxPlayers));
  if (most > 0 && body.characters.length < most) {
    yield { message: `${most} players need at least ${most} Characters; the island has ${body.characters.length}.`, location: {} };
  }
}

function* campsites(body: IslandBody): Generator<Finding> {
  const camps = body.locations.filter((t) => t.campsite).reduce((n, t) => n + t.count, 0);
  if (camps === 0) {
    yield {
      message: "No Location is a Campsite: Injured Characters can never heal and no Neutral Character ever comes into play.",
      location: {},
    };
    return;
  }
  // After the largest table's draft (one kept each), the rest of the deck is what Campsites reveal.
  const most = Math.max(2, ...body.layouts.map((l) => l.maxPlayers));
  const left = body.characters.length - most;
  if (left <= 0) {
    yield {
      message: `${camps} Campsite tiles, but with ${most} players no Character is left in the deck for them to reveal.`,
      location: {},
    };
  }
}

function* unbeatable(body: IslandBody): Generator<Finding> {
  // The strongest side imaginable: every Character together, each carrying its best Equipment, and the top die roll.
  const bestGear = Math.max(
    0,
    ...body.fate
      .filter((f) => f.type === "equipment")
      .flatMap((f) => f.effects.map((e) => (e.kind === "power" && e.amount > 0 ? e.amount : 0))),
  );
  const everyone = body.characters.reduce((n, c) => n + c.power + c.capacity * bestGear, 0) + DIE_MAX;
  for (const f of body.fate) {
    if (f.type !== "encounter" || f.count === 0) continue;
    // The Encounter rolls at least 1; a tie does not defeat it.
    if (f.power + 1 >= everyone) {
      yield {
        message: `"${f.name}" (Power ${f.power}) cannot be defeated even by every Character together (at most ${everyone}).`,
        location: { fate: f.id },
      };
    }
  }
}

function* references(body: IslandBody): Generator<Finding> {
  const chars = new Set(body.characters.map((c) => c.id));
  const tiles = new Set(body.locations.map((t) => t.id));
  const kinds = new Set(body.kinds.map((k) => k.id));
  for (const c of body.characters) {
    if (c.win?.kind === "lead" && !chars.has(c.win.character)) {
      yield {
        message: `${c.name}'s Win Condition leads "${c.win.character}", which is not one of the island's Characters.`,
        location: { character: c.id },
      };
    }
    if (c.win?.kind === "lead" && c.win.character === c.id) {
      yield { message: `${c.name}'s Win Condition is to lead ${c.name}.`, location: { character: c.id } };
    }
    if (c.win?.kind === "reach" && !tiles.has(c.win.location)) {
      yield {
        message: `${c.name}'s Win Condition names the Location "${c.win.location}", which the island does not hold.`,
        location: { character: c.id },
      };
    }
  }
  for (const l of body.layouts) {
    for (const [i, cell] of l.cells.entries()) {
      if (cell.tile && !tiles.has(cell.tile)) {
        yield {
          message: `"${l.name}" places "${cell.tile}", which is not one of the island's Location tiles.`,
          location: { layout: l.id, cell: i },
        };
      }
      if (!kinds.has(cell.kind))
        yield { message: `"${l.name}" has a cell of the unknown back "${cell.kind}".`, location: { layout: l.id, cell: i } };
    }
  }
}

function* freeText(body: IslandBody): Generator<Finding> {
  for (const t of body.locations) {
    for (const e of t.steps)
      if (e.kind === "text")
        yield { message: `"${t.name}": the table resolves "${e.text}" (the engine cannot run it).`, location: { tile: t.id } };
  }
  for (const c of body.characters) {
    for (const a of c.abilities)
      if (a.kind === "text") yield { message: `${c.name}'s ability "${a.text}" is resolved by the table.`, location: { character: c.id } };
    if (richTextToPlain(c.ability).trim() && c.abilities.length === 0) {
      yield { message: `${c.name}'s Special Ability has words but nothing the engine runs.`, location: { character: c.id } };
    }
    if (c.win?.kind === "text")
      yield { message: `${c.name}'s Win Condition "${c.win.text}" is claimed at the table.`, location: { character: c.id } };
  }
  for (const f of body.fate) {
    for (const e of [...f.effects, ...f.win, ...f.lose]) {
      if (e.kind === "text")
        yield { message: `"${f.name}": the table resolves "${e.text}" (the engine cannot run it).`, location: { fate: f.id } };
    }
  }
}

/** A layout whose tiles do not all join up, or a Starting Location that touches no tile. */
function* unreachable(body: IslandBody): Generator<Finding> {
  for (const l of body.layouts) {
    if (l.cells.length === 0) {
      yield { message: `"${l.name}" has no tiles.`, location: { layout: l.id } };
      continue;
    }
    const on = new Set(l.cells.map((c) => key(c.q, c.r)));
    const seen = new Set<string>([key(l.cells[0].q, l.cells[0].r)]);
    const queue: { q: number; r: number }[] = [l.cells[0]];
    while (queue.length > 0) {
      const c = queue.pop()!;
      for (const d of DIRECTIONS) {
        const k = key(c.q + d.q, c.r + d.r);
        if (on.has(k) && !seen.has(k)) {
          seen.add(k);
          queue.push({ q: c.q + d.q, r: c.r + d.r });
        }
      }
    }
    const cut = l.cells.length - seen.size;
    if (cut > 0)
      yield {
        message: `${cut} of the ${l.cells.length} tiles of "${l.name}" cannot be reached from the others.`,
        location: { layout: l.id },
      };
    for (const [i, s] of l.starts.entries()) {
      if (!DIRECTIONS.some((d) => on.has(key(s.q + d.q, s.r + d.r)))) {
        yield { message: `Starting Location ${i + 1} of "${l.name}" touches no tile of the island.`, location: { layout: l.id, start: i } };
      }
    }
  }
}

export const ISLAND_RULES: readonly LintRule<IslandBody>[] = [
  {
    id: "island-tile-counts",
    severity: "error",
    description: "Each layout finds enough tiles of each back (and each tile it names).",
    check: tileCounts,
  },
  {
    id: "island-starting-locations",
    severity: "error",
    description: "Each layout has a Starting Location, and the box a half-tile, for each player.",
    check: halfTiles,
  },
  {
    id: "island-player-counts",
    severity: "warning",
    description: "Every player count from 2 to 8 has a layout under both rule sets.",
    check: playerCounts,
  },
  {
    id: "island-character-draft",
    severity: "error",
    description: "There is a Character for each player at the largest table.",
    check: characterDraft,
  },
  {
    id: "island-campsites",
    severity: "warning",
    description: "Campsites exist, and Characters are left in the deck for them to reveal.",
    check: campsites,
  },
  {
    id: "island-unbeatable-encounter",
    severity: "warning",
    description: "No Encounter is beyond every Character of the island together.",
    check: unbeatable,
  },
  {
    id: "island-unknown-reference",
    severity: "error",
    description: "Win Conditions and layouts name only the island's own Characters, Locations and backs.",
    check: references,
  },
  {
    id: "island-free-text",
    severity: "info",
    description: "Card text the engine cannot run: the table resolves it during a playtest.",
    check: freeText,
  },
  {
    id: "island-unreachable",
    severity: "warning",
    description: "Every tile of a layout joins the rest, and every Starting Location touches the island.",
    check: unreachable,
  },
];

export function lintIsland(body: IslandBody): Diagnostic[] {
  return runRules(ISLAND_RULES, body);
}
