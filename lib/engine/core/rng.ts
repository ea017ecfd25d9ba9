/**
 * Seeded pseudo-random numbers for the engine.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator, 128-bit state of four
 * 32-bit words). Seeds are turned into the four words with cyrb128 (string seeds) or splitmix32
 * (number seeds), then the generator is advanced 12 times to mix the state.
 *
 * Why sfc32: it only needs 32-bit integer arithmetic (`| 0`, `>>>`, Math.imul), so the same seed
 * yields the same numbers in Node, in every browser and in workers; and its whole state is four
 * plain numbers, so it lives inside game state, survives JSON and structured cloning, and makes
 * "seed + action log" enough to replay a game.
 *
 * Two ways to use it:
 *  - pure: `nextU32(state) → { value, state }` never mutates its argument;
 *  - a cursor: `const r = new Rng(state.rng); r.d6(); … ; next = { ...state, rng: r.state() }`,
 *    the convenient form inside a game's `apply` (the cursor copies the state it is given, so the
 *    input state is never mutated).
 */

export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

export type Seed = string | number;

/** splitmix32: turns one 32-bit number into a well-mixed stream (used to expand number seeds). */
function splitmix32(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** cyrb128: a fast 128-bit string hash (public domain, bryc) used to expand string seeds. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit hash of a string, handy for deriving sub-seeds ("base/17", "bot/1"). */
export function hashString(str: string): number {
  return cyrb128(str)[0];
}

/** Builds a generator state from a string or number seed. */
export function seedRng(seed: Seed): RngState {
  let words: [number, number, number, number];
  if (typeof seed === "number") {
    const sm = splitmix32(Number.isInteger(seed) ? seed : hashString(String(seed)));
    words = [sm(), sm(), sm(), sm()];
  } else {
    words = cyrb128(seed);
  }
  // Warm up: the first outputs of sfc32 from a fresh state are weakly mixed. nextU32's steps on
  // plain numbers (every simulated game seeds its bots, and an object per step added up).
  let a = words[0] | 0,
    b = words[1] | 0,
    c = words[2] | 0,
    d = words[3] | 0;
  for (let i = 0; i < 12; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
  }
  return { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 };
}

/** One sfc32 step. Pure: returns the 32-bit unsigned output and the next state. */
export function nextU32(s: RngState): { value: number; state: RngState } {
  let a = s.a | 0,
    b = s.b | 0,
    c = s.c | 0,
    d = s.d | 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, state: { a: a >>> 0, b: b >>> 0, c: c >>> 0, d: d >>> 0 } };
}

/**
 * A small mutable cursor over a copy of an RngState. Use it inside one `apply` call, then store
 * `rng.state()` back into the new game state.
 */
export class Rng {
  // Initialised as small integers so V8 keeps them as such from the start (a field declared
  // without a value starts out `undefined`, and every read in u32() would check its type).
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(state: RngState) {
    this.a = state.a | 0;
    this.b = state.b | 0;
    this.c = state.c | 0;
    this.d = state.d | 0;
  }

  static fromSeed(seed: Seed): Rng {
    return new Rng(seedRng(seed));
  }

  /** A snapshot of the current state (plain data, safe to keep in game state). */
  state(): RngState {
    return { a: this.a >>> 0, b: this.b >>> 0, c: this.c >>> 0, d: this.d >>> 0 };
  }

  /** Uniform unsigned 32-bit integer. Same arithmetic as `nextU32`. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1) with 32 bits of precision. */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [0, n). Unbiased (rejection sampling). n must be in 1..2^32. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 4294967296) throw new RangeError(`int(n): bad n ${n}`);
    if (n === 1) return 0;
    // Reject the top sliver of the 32-bit range that would make low values more likely.
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.u32();
      if (x < limit) return x % n;
    }
  }

  /** Uniform integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** One six-sided die, 1..6. */
  d6(): number {
    return this.int(6) + 1;
  }

  /** n six-sided dice, each 1..6, in roll order. */
  nd6(n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(this.d6());
    return out;
  }

  /** A uniformly chosen element. Throws on an empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick: empty array");
    return items[this.int(items.length)];
  }

  /** A shuffled copy (Fisher–Yates); the input is not modified. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.float() < p;
  }
}

/** Pure helper: run `fn` with a cursor over `state` and return its result plus the next state. */
export function withRng<T>(state: RngState, fn: (rng: Rng) => T): { value: T; state: RngState } {
  const rng = new Rng(state);
  const value = fn(rng);
  return { value, state: rng.state() };
}

/** Pure helpers mirroring the cursor methods, for code that prefers values over cursors. */
export const d6 = (s: RngState) => withRng(s, (r) => r.d6());
export const nd6 = (s: RngState, n: number) => withRng(s, (r) => r.nd6(n));
export const int = (s: RngState, n: number) => withRng(s, (r) => r.int(n));
export const float = (s: RngState) => withRng(s, (r) => r.float());
export const pick = <T>(s: RngState, items: readonly T[]) => withRng(s, (r) => r.pick(items));
export const shuffle = <T>(s: RngState, items: readonly T[]) => withRng(s, (r) => r.shuffle(items));
