/**
 * "Turn to" pages in a row: a picture turned to is shown as if turned to directly, so its own
 * "turn to" is followed too. A chain that comes back to a page it has passed would never end; the
 * book compiler refuses such a book and the book lint reports it, both naming the pages.
 */

/**
 * The pages of the loop that following "turn to" from `start` runs into (in the order followed,
 * the first page repeated at the end), or null when the chain ends. `next(page)` is the page a
 * picture's own tell turns to, 0 for none. Conditions ("on a score") are not read: the exchange
 * that meets the first one scored or not for all of them, so a loop may always be run into.
 */
export function turnToLoop(start: number, next: (page: number) => number): number[] | null {
  const seen: number[] = [];
  for (let page = start; page > 0; page = next(page)) {
    const at = seen.indexOf(page);
    if (at >= 0) return [...seen.slice(at), page];
    seen.push(page);
  }
  return null;
}

/** "41 → 43 → 41": a loop as the compiler and the lint name it. */
export const loopText = (loop: readonly number[]): string => loop.join(" → ");
