// How players name the sides of a duel, in a file of its own: the studio's log words need only
// this, and reaching it through the exchange would bring the whole duel engine into their pages.

/** A seat as players say it: A (the solo side / first side of a duel), B, C, … */
export const sideName = (seat: number): string => (seat >= 0 && seat < 26 ? String.fromCharCode(65 + seat) : `seat ${seat}`);
