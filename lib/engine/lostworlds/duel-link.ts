/**
 * A duel's link of the exchange log, compact: both strikes are kept as numbers on the link itself,
 * one object per exchange where plain strikes made four (the link, its list and two strikes). A
 * simulation keeps every link of a duel until the duel's metrics are read, and those objects were
 * most of what a duel allocated. Readers see the ExchangeLink they always saw: `strikes` makes
 * the two Strike objects when read, and JSON gives the plain link, key for key.
 */
import { NONE } from "./compile";
import type { ExchangeLink, Strike } from "./types";

/** The pairings of a duel's exchange: seat 0 against seat 1 (shared, never mutated). */
export const DUEL_OPPONENTS: readonly number[] = Object.freeze([1]);

export class DuelLink implements ExchangeLink {
  readonly opponents = DUEL_OPPONENTS;
  constructor(
    readonly prev: ExchangeLink | null,
    readonly n: number,
    /** A's strike: its page, picture, total (NONE for no SCORE), dealt, CRITICAL and body after. */
    readonly pageA: number,
    readonly pictureA: number,
    readonly totalA: number,
    readonly dealtA: number,
    readonly criticalA: boolean,
    readonly bodyA: number,
    /** B's, likewise. */
    readonly pageB: number,
    readonly pictureB: number,
    readonly totalB: number,
    readonly dealtB: number,
    readonly criticalB: boolean,
    readonly bodyB: number,
  ) {}

  /** `[A's, B's]`, made anew at each read (no reader keeps them long, and none changes them). */
  get strikes(): Strike[] {
    return [
      strike(this.pageA, this.pictureA, this.totalA, this.dealtA, this.criticalA, this.bodyA),
      strike(this.pageB, this.pictureB, this.totalB, this.dealtB, this.criticalB, this.bodyB),
    ];
  }

  /** The plain link's JSON (its keys in its order), so a state reads the same whatever made its log. */
  toJSON(): ExchangeLink {
    return { prev: this.prev, n: this.n, strikes: this.strikes, opponents: this.opponents };
  }
}

function strike(page: number, picture: number, total: number, dealt: number, critical: boolean, body: number): Strike {
  return { page, picture, total: total === NONE ? null : total, dealt, critical, body };
}
