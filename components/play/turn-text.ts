// Whose turn it is, in a sentence a player reads at a glance: the sides by their names (the
// Soldiers, a book's character), "you" when one person plays against bots, and what a bot is doing.

export interface SeatInfo {
  label: string;
  controller: string;
}

/** A seat's controller as people say it: "you", "a person", "greedy bot". */
export function controllerWords(controller: string, onlyHuman: boolean): string {
  if (controller === "human") return onlyHuman ? "you" : "a person";
  const kind = controller.split(":")[0];
  return `${kind === "mcts" ? "MCTS" : kind} bot`;
}

/**
 * The line above the board while a game is on. `active` are the seats to act now; `autoplay`
 * whether bots move by themselves.
 */
export function turnSentence(seats: SeatInfo[], active: number[], autoplay: boolean): string {
  const humans = seats.filter((s) => s.controller === "human").length;
  const name = (i: number) => seats[i]?.label ?? `Seat ${i + 1}`;
  const isHuman = (i: number) => seats[i]?.controller === "human";
  if (active.length === 0) return "Nobody is to act.";
  const bots = active.filter((i) => !isHuman(i));
  const people = active.filter(isHuman);
  const botPart = bots.length
    ? `${bots.map((i) => `${name(i)} (${controllerWords(seats[i].controller, false)})`).join(" and ")} ` +
      `${autoplay ? (bots.length > 1 ? "are thinking…" : "is thinking…") : "to move: press “Bot move”"}`
    : "";
  const end = (text: string) => (text.endsWith("…") ? text : `${text}.`);
  if (people.length === 0) return end(botPart);
  // One person against bots: speak to them.
  const peoplePart =
    humans === 1
      ? `Your turn (${name(people[0])})`
      : people.length === 1
        ? `${name(people[0])} to play`
        : `${people.map(name).join(" and ")} choose at once, in secret`;
  return end(botPart ? `${peoplePart}; ${botPart}` : peoplePart);
}
