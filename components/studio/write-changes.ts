// Editors build their next body with the kinds' pure operations (lib/content/*-ops.ts), which
// return a new body sharing every untouched part with the old one. Writing only the parts that
// differ into an immer draft lets immer record exactly what a command changed, as patches,
// instead of the history keeping whole bodies.
import type { Draft } from "immer";

type Container = Record<string | number, unknown>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** The same keys in the same order: then the object is patched key by key, else replaced (key order shows in saved JSON). */
function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  // A "__proto__" key (JSON may carry one as plain data) cannot be written into a draft by
  // assignment, which would set the prototype: such an object is replaced whole.
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && k !== "__proto__");
}

/**
 * Makes `target[key]` (an immer draft's property, now `base`) equal to `next`, writing only what
 * differs. Shared parts are skipped by identity, so a change deep in a big body costs a walk down
 * one branch. An element inserted or removed in an array is one splice: the elements before and
 * after it are recognised by identity.
 */
export function writeChanges(target: Container, key: string | number, base: unknown, next: unknown): void {
  if (Object.is(base, next)) return;
  if (Array.isArray(base) && Array.isArray(next)) {
    const draft = target[key] as unknown[];
    let start = 0;
    while (start < base.length && start < next.length && Object.is(base[start], next[start])) start++;
    let endBase = base.length;
    let endNext = next.length;
    while (endBase > start && endNext > start && Object.is(base[endBase - 1], next[endNext - 1])) {
      endBase--;
      endNext--;
    }
    if (endBase - start === endNext - start) {
      for (let i = start; i < endBase; i++) writeChanges(draft as unknown as Container, i, base[i], next[i]);
    } else {
      draft.splice(start, endBase - start, ...next.slice(start, endNext));
    }
    return;
  }
  if (isPlainObject(base) && isPlainObject(next) && sameKeys(base, next)) {
    const draft = target[key] as Container;
    for (const k of Object.keys(next)) writeChanges(draft, k, base[k], next[k]);
    return;
  }
  target[key] = next;
}

/** A recipe setting `draft[key]` to `next` through writeChanges; `base` is the value the draft was made from. */
export function setChanged<T extends object, K extends keyof T & (string | number)>(key: K, next: T[K]) {
  return (draft: Draft<T>, base: T) => writeChanges(draft as unknown as Container, key, base[key], next);
}
