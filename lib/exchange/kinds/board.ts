// A board's picture and print-and-play map, drawn as Tiled lays the map out: orthogonal cells,
// hexagonal cells staggered along x or y, isometric diamonds. A cell shows its tile's picture when
// the picture came with the board (an atlas tile cut out of its atlas), else a plain cell in a
// colour of its tile; objects are outlined with their names.
import { GID_MASK } from "../../lint/board";
import type { BoardBody, TiledLayer, TiledMap, TiledTileset } from "../../content/kinds/board";
import { placeShapes, type Scene, type Shape } from "../draw/scene";
import type { MapJob, PrintOptions } from "../print/job";

interface Cell {
  /** The cell's outline (x, y pairs) and its bounding box. */
  outline: number[];
  x0: number;
  y0: number;
}

function cellOf(map: TiledMap, x: number, y: number): Cell {
  const tw = map.tilewidth,
    th = map.tileheight;
  if (map.orientation === "hexagonal") {
    const side = map.hexsidelength ?? 0;
    const odd = (map.staggerindex ?? "odd") === "odd";
    if ((map.staggeraxis ?? "y") === "y") {
      const shifted = (y % 2 === 1) === odd;
      const x0 = x * tw + (shifted ? tw / 2 : 0),
        y0 = (y * (th + side)) / 2;
      const cap = (th - side) / 2;
      return {
        x0,
        y0,
        outline: [x0 + tw / 2, y0, x0 + tw, y0 + cap, x0 + tw, y0 + th - cap, x0 + tw / 2, y0 + th, x0, y0 + th - cap, x0, y0 + cap],
      };
    }
    const shifted = (x % 2 === 1) === odd;
    const x0 = (x * (tw + side)) / 2,
      y0 = y * th + (shifted ? th / 2 : 0);
    const cap = (tw - side) / 2;
    return {
      x0,
      y0,
      outline: [x0 + cap, y0, x0 + tw - cap, y0, x0 + tw, y0 + th / 2, x0 + tw - cap, y0 + th, x0 + cap, y0 + th, x0, y0 + th / 2],
    };
  }
  if (map.orientation === "isometric" || map.orientation === "staggered") {
    const x0 = map.orientation === "isometric" ? ((x - y) * tw) / 2 + ((map.height - 1) * tw) / 2 : x * tw + (y % 2 === 1 ? tw / 2 : 0);
    const y0 = map.orientation === "isometric" ? ((x + y) * th) / 2 : (y * th) / 2;
    return { x0, y0, outline: [x0 + tw / 2, y0, x0 + tw, y0 + th / 2, x0 + tw / 2, y0 + th, x0, y0 + th / 2] };
  }
  const x0 = x * tw,
    y0 = y * th;
  return { x0, y0, outline: [x0, y0, x0 + tw, y0, x0 + tw, y0 + th, x0, y0 + th] };
}

function extent(map: TiledMap): { width: number; height: number } {
  const last = cellOf(map, map.width - 1, map.height - 1);
  const other = cellOf(map, map.width - 1, Math.max(0, map.height - 2));
  const xs = [last, other, cellOf(map, 0, map.height - 1)].flatMap((c) => c.outline.filter((_, i) => i % 2 === 0));
  const ys = [last, other, cellOf(map, map.width - 1, 0)].flatMap((c) => c.outline.filter((_, i) => i % 2 === 1));
  return { width: Math.max(...xs) + 1, height: Math.max(...ys) + 1 };
}

/** A light colour per tile, for cells whose picture did not come with the board. */
const hslToRgb = (gid: number) => {
  const h = ((gid * 47) % 360) / 360,
    s = 0.35,
    l = 0.7;
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `rgb(${f(0)}, ${f(8)}, ${f(4)})`;
};

function tilesetOf(map: TiledMap, gid: number): TiledTileset | undefined {
  let found: TiledTileset | undefined;
  for (const t of map.tilesets) if (t.firstgid <= gid && (!found || t.firstgid > found.firstgid)) found = t;
  return found;
}

function cellShapes(map: TiledMap, raw: number, cell: Cell): Shape[] {
  const gid = raw & GID_MASK;
  if (gid === 0) return [];
  const ts = tilesetOf(map, gid);
  const id = ts ? gid - ts.firstgid : -1;
  const own = ts?.tiles.find((t) => t.id === id)?.image;
  const out: Shape[] = [];
  const box = (w: number, h: number) => ({
    x: cell.x0 + (ts?.tileoffset?.x ?? 0),
    y: cell.y0 + map.tileheight - h + (ts?.tileoffset?.y ?? 0),
    w,
    h,
  });
  if (ts && own?.data) {
    out.push({ kind: "image", href: own.data, ...box(own.width ?? ts.tilewidth, own.height ?? ts.tileheight), fit: "fill" });
  } else if (ts?.image?.data && ts.columns > 0 && ts.image.width && ts.image.height) {
    const col = id % ts.columns,
      row = Math.floor(id / ts.columns);
    out.push({
      kind: "image",
      href: ts.image.data,
      ...box(ts.tilewidth, ts.tileheight),
      fit: "fill",
      crop: {
        sx: ts.margin + col * (ts.tilewidth + ts.spacing),
        sy: ts.margin + row * (ts.tileheight + ts.spacing),
        sw: ts.tilewidth,
        sh: ts.tileheight,
        iw: ts.image.width,
        ih: ts.image.height,
      },
    });
  } else {
    out.push({ kind: "poly", points: cell.outline, closed: true, fill: hslToRgb(gid), stroke: "rgba(0,0,0,0.35)", width: 0.5 });
  }
  return out;
}

function layerShapes(map: TiledMap, layers: TiledLayer[]): Shape[] {
  const out: Shape[] = [];
  for (const l of layers) {
    if (!l.visible) continue;
    if (l.type === "group") out.push(...layerShapes(map, l.layers));
    else if (l.type === "tilelayer") {
      for (let y = 0; y < l.height; y++)
        for (let x = 0; x < l.width; x++) out.push(...cellShapes(map, l.data[y * l.width + x], cellOf(map, x, y)));
    } else if (l.type === "objectgroup") {
      for (const o of l.objects) {
        if (!o.visible) continue;
        const ink = { stroke: "#c0392b", width: 1.5 };
        if (o.point) out.push({ kind: "circle", cx: o.x, cy: o.y, r: 3, fill: "#c0392b" });
        else if (o.polygon) out.push({ kind: "poly", points: o.polygon.flatMap((p) => [o.x + p.x, o.y + p.y]), closed: true, ...ink });
        else if (o.polyline) out.push({ kind: "poly", points: o.polyline.flatMap((p) => [o.x + p.x, o.y + p.y]), closed: false, ...ink });
        else if (o.ellipse)
          out.push({ kind: "circle", cx: o.x + o.width / 2, cy: o.y + o.height / 2, r: Math.min(o.width, o.height) / 2, ...ink });
        else if (o.width || o.height) out.push({ kind: "rect", x: o.x, y: o.gid ? o.y - o.height : o.y, w: o.width, h: o.height, ...ink });
        if (o.name)
          out.push({ kind: "text", x: o.x + 2, y: o.y - 3, text: o.name, size: Math.max(8, map.tileheight / 4), fill: "#c0392b" });
      }
    }
  }
  return out;
}

/** The whole board in the map's pixels. */
export function boardScene(board: BoardBody): Scene {
  const { width, height } = extent(board.map);
  const shapes: Shape[] = [];
  // A faint grid under the cells, so empty cells show where they are.
  for (let y = 0; y < board.map.height; y++)
    for (let x = 0; x < board.map.width; x++)
      shapes.push({ kind: "poly", points: cellOf(board.map, x, y).outline, closed: true, stroke: "rgba(0,0,0,0.12)", width: 0.5 });
  shapes.push(...layerShapes(board.map, board.map.layers));
  return { width, height, background: board.map.backgroundcolor ?? "#ffffff", shapes };
}

/** True size: `size` mm across a map tile's width (50 by default). */
export function boardMap(title: string, board: BoardBody, o: PrintOptions): MapJob {
  const s = boardScene(board);
  const mm = (o.size ?? 50) / board.map.tilewidth;
  return {
    layout: "map",
    title,
    sheets: [{ name: "Board", scene: { width: s.width * mm, height: s.height * mm, shapes: placeShapes(s.shapes, 0, 0, mm) } }],
  };
}
