// A playtest's picture: the game replayed from its seed and action log to where it stands, then
// drawn by the game's picture below (a Lost Patrol board as the tiles lie, a duel's current
// pages). A game without one answers that it has no picture. Registered by game id, as the UI
// parts of games are (components/games/registry.ts).
import { hexToPixel, layout, type Hex } from "../../engine/core/hex";
import { hexOf } from "../../engine/lostpatrol/keys";
import type { LostPatrolState } from "../../engine/lostpatrol/types";
import type { LostWorldsState } from "../../engine/lostworlds/types";
import { bookBodySchema } from "../../content/kinds/book";
import type { PlaytestBody } from "../../content/kinds/playtest";
import { renderTell } from "../../engine/lostworlds/tell-text";
import { loadModule } from "../../games/registry";
import { setUp } from "../../games/setup";
import type { Scene, Shape } from "../draw/scene";
import { tileShapes } from "../draw/tile";
import { NotAvailable } from "../errors";
import { ContentError } from "../../games/types";

type GamePicture = (title: string, state: unknown, playtest: PlaytestBody) => Scene;

/** Words wrapped to lines of at most `chars` characters. */
function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const lostPatrol: GamePicture = (title, raw, playtest) => {
  const s = raw as LostPatrolState;
  const R = 36;
  const kinds = new Map(((playtest.content as { kinds?: { id: string; color: string }[] })?.kinds ?? []).map((k) => [k.id, k.color]));
  const hexes = s.board.map((c) => ({ c, h: hexOf(c.key) as Hex }));
  const lay0 = layout("pointy", R, { x: 0, y: 0 });
  const pts = hexes.map(({ h }) => hexToPixel(lay0, h));
  const minX = Math.min(0, ...pts.map((p) => p.x)) - R,
    minY = Math.min(0, ...pts.map((p) => p.y)) - R;
  const maxX = Math.max(0, ...pts.map((p) => p.x)) + R,
    maxY = Math.max(0, ...pts.map((p) => p.y)) + R;
  const lay = layout("pointy", R, { x: 16 - minX, y: 48 - minY });
  const shapes: Shape[] = [
    {
      kind: "text",
      x: 16,
      y: 24,
      text: `${title}: turn ${s.turn}${s.end ? ` · ${s.end.reason}` : ""}`,
      size: 15,
      bold: true,
      fill: "#222",
    },
  ];
  for (const { c, h } of hexes) {
    const type = s.types[c.type];
    shapes.push(...tileShapes(lay, h, { paths: c.paths, deadEnds: c.dead, fork: false, fill: kinds.get(type?.kind ?? "") ?? "#3a7d44" }));
    const p = hexToPixel(lay, h);
    if (c.monsters > 0) {
      shapes.push({ kind: "circle", cx: p.x + R * 0.45, cy: p.y - R * 0.45, r: R * 0.26, fill: "#8b2e1f" });
      shapes.push({
        kind: "text",
        x: p.x + R * 0.45,
        y: p.y - R * 0.45,
        text: String(c.monsters),
        size: R * 0.32,
        bold: true,
        anchor: "middle",
        baseline: "middle",
        fill: "#fff",
      });
    }
    const soldiers = s.soldiers.filter((x) => x.at === c.key);
    soldiers.forEach((x, i) => {
      const sx = p.x - R * 0.5 + (i % 3) * R * 0.32,
        sy = p.y + R * 0.3 + Math.floor(i / 3) * R * 0.3;
      shapes.push({ kind: "circle", cx: sx, cy: sy, r: R * 0.14, fill: "#1d3f8f", stroke: "#fff", width: 1 });
    });
  }
  return { width: maxX - minX + 32, height: maxY - minY + 64, background: "#ffffff", shapes };
};

const lostWorlds: GamePicture = (title, raw, playtest) => {
  const s = raw as LostWorldsState;
  const books = ((playtest.content as { books?: unknown[] })?.books ?? []).map((b) => bookBodySchema.safeParse(b));
  const W = 360,
    H = 300;
  const shapes: Shape[] = [{ kind: "text", x: 16, y: 26, text: `${title}: after exchange ${s.n}`, size: 16, bold: true, fill: "#222" }];
  s.sides.forEach((side, i) => {
    const book = books[i]?.success ? books[i].data : null;
    const pic = book?.pictures[String(side.picture)];
    const x0 = 16 + i * (W + 16),
      y0 = 44;
    shapes.push({ kind: "rect", x: x0, y: y0, w: W, h: H, fill: "#f7f1e1", stroke: "#6b5a3a", width: 1.5 });
    shapes.push({
      kind: "text",
      x: x0 + 12,
      y: y0 + 24,
      text: `${playtest.seats[i]?.label ?? `Side ${i + 1}`}: ${book?.character.name ?? "?"}`,
      size: 13,
      bold: true,
      fill: "#333",
    });
    shapes.push({
      kind: "text",
      x: x0 + W - 12,
      y: y0 + 24,
      text: `Body ${side.body}`,
      size: 13,
      anchor: "end",
      fill: side.body <= 0 ? "#b00" : "#333",
    });
    shapes.push({ kind: "text", x: x0 + 12, y: y0 + 70, text: String(side.picture), size: 40, bold: true, fill: "#6b5a3a" });
    shapes.push({ kind: "text", x: x0 + 80, y: y0 + 62, text: pic?.title ?? "", size: 18, bold: true, fill: "#222" });
    if (pic?.score !== null && pic?.score !== undefined)
      shapes.push({ kind: "text", x: x0 + 80, y: y0 + 86, text: `SCORE ${pic.score}`, size: 14, fill: "#222" });
    if (pic?.image) shapes.push({ kind: "image", href: pic.image.src, x: x0 + 12, y: y0 + 100, w: W - 24, h: 110, fit: "contain" });
    const tell = pic ? pic.tell.text || renderTell(pic.tell) : "";
    wrap(`Tell opponent: ${tell}`, 46).forEach((line, j) =>
      shapes.push({ kind: "text", x: x0 + 12, y: y0 + 232 + j * 17, text: line, size: 13, fill: "#222" }),
    );
  });
  return { width: 32 + s.sides.length * (W + 16), height: H + 60, background: "#ffffff", shapes };
};

const PICTURES: Record<string, GamePicture> = { lostpatrol: lostPatrol, lostworlds: lostWorlds };

export const hasPlaytestPicture = (gameId: string) => Object.hasOwn(PICTURES, gameId);

/** The playtest replayed to its last move and drawn; throws when its game has no picture. */
export async function playtestPicture(title: string, playtest: PlaytestBody): Promise<Scene> {
  const draw = PICTURES[playtest.gameId];
  if (!draw) throw new NotAvailable(`a playtest of ${playtest.gameId} has no picture`);
  const mod = await loadModule(playtest.gameId);
  let state: unknown;
  try {
    state = setUp(mod, playtest.content, playtest.options, playtest.seed);
  } catch (e) {
    if (e instanceof ContentError) throw new NotAvailable(`the playtest's content cannot be set up: ${e.message}`);
    throw e;
  }
  for (const entry of playtest.log) state = mod.game.apply(state as never, entry.action as never).state;
  return draw(title, state, playtest);
}
