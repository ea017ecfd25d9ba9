// A tile in words, for the text that stands in for its picture: which edges its paths leave by
// and where they stop dead, named by compass direction as the designer reads them.

/** Edges as a player names them (pointy-topped tiles; edge 0 is east, clockwise on screen). */
const EDGE_NAMES = ["east", "south-east", "south-west", "west", "north-west", "north-east"];

export const edgesInWords = (edges: readonly number[]): string => edges.map((e) => EDGE_NAMES[e] ?? String(e)).join(", ");

export function tileInWords(tile: { name: string; paths: readonly number[]; deadEnds: readonly number[] }): string {
  const paths = tile.paths.length > 0 ? `paths lead ${edgesInWords(tile.paths)}` : "no paths";
  const dead = tile.deadEnds.length > 0 ? `; dead ends ${edgesInWords(tile.deadEnds)}` : "";
  return `${tile.name}: ${paths}${dead}`;
}
