/**
 * Which spaces a figure can ever reach from its start: through spaces that are not walls, pillars
 * or impassable, climbing up no more than its Height in one step (going down any drop is always
 * possible, by jumping down recklessly). Objects and other figures move, so they never cut a path.
 */
import type { ScenarioBody } from "../../content/kinds/scenario";
import { BLOCKING_TERRAIN } from "../../content/kinds/scenario";

const DIRS = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export const placeKey = (h: { q: number; r: number }): string => `${h.q},${h.r}`;

export function reachableFrom(body: ScenarioBody, start: { q: number; r: number }, height: number): Set<string> {
  const spaces = new Map(body.spaces.map((s) => [placeKey(s), s]));
  const open = (key: string) => {
    const s = spaces.get(key);
    return s !== undefined && !s.impassable && !BLOCKING_TERRAIN.includes(s.terrain);
  };
  const seen = new Set<string>();
  const first = placeKey(start);
  if (!open(first)) return seen;
  seen.add(first);
  const queue = [first];
  while (queue.length) {
    const key = queue.pop()!;
    const here = spaces.get(key)!;
    for (const [dq, dr] of DIRS) {
      const next = placeKey({ q: here.q + dq, r: here.r + dr });
      if (seen.has(next) || !open(next)) continue;
      if (spaces.get(next)!.level - here.level > height) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}
