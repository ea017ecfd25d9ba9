// The legal actions a board offers nowhere else, as named groups of named controls: what makes a
// game playable by keyboard and screen reader. The canvas is for the eyes and the mouse; every
// action a click on it would take is also here, in words, grouped by the piece (or the place, or
// the step) it belongs to. Pure, so each game only says how to group and name its actions.
export interface ActionItem<A> {
  label: string;
  action: A;
}

export interface ActionGroup<A> {
  label: string;
  items: ActionItem<A>[];
}

/**
 * `legal` less the actions already offered as buttons (`shown`, compared by identity), grouped by
 * `groupOf` in the order groups first appear, each group's actions in their legal order.
 */
export function groupActions<A>(
  legal: readonly A[],
  shown: ReadonlySet<A>,
  groupOf: (a: A) => string,
  labelOf: (a: A) => string,
): ActionGroup<A>[] {
  const groups = new Map<string, ActionItem<A>[]>();
  for (const a of legal) {
    if (shown.has(a)) continue;
    const g = groupOf(a);
    const items = groups.get(g) ?? [];
    items.push({ label: labelOf(a), action: a });
    groups.set(g, items);
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}
