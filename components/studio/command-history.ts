// The undo history of a document as named commands. Each step keeps the patches immer recorded
// for it (what changed, and how to change it back), not a copy of the document, so a long
// session on a big mission map costs the size of its edits. Pure: the React hook around it is
// useCommandHistory.ts.
import { Immer, enablePatches, type Draft, type Patch } from "immer";

enablePatches();

// No auto-freeze: the document also flows into lint, the engine and third-party widgets written
// against plain objects, and a frozen body there would fail at run time rather than at review.
const immer = new Immer({ autoFreeze: false });

/** What a command is called ("Draw path") and, for continuous gestures, what it merges with. */
export interface CommandInfo {
  label: string;
  /**
   * Commands with the same key one after another make one undo step (a drag across tile edges,
   * typing in one field) until the history is sealed: by a new gesture, the focus moving to
   * another field, an undo or a redo.
   */
  merge?: string;
}

/** Changes the draft in place; `base` is the value it was made from. */
export type Recipe<T> = (draft: Draft<T>, base: T) => void;

export interface Step {
  label: string;
  merge: string | null;
  /** Applied in order to the value before the step, they give the value after it. */
  redo: readonly Patch[];
  /** Applied in order to the value after the step, they give the value before it. */
  undo: readonly Patch[];
}

export interface CommandHistory<T> {
  value: T;
  past: readonly Step[];
  future: readonly Step[];
  /** Whether the last step may still take a merge. */
  open: boolean;
}

export const DEFAULT_LIMIT = 200;

export function newHistory<T>(value: T): CommandHistory<T> {
  return { value, past: [], future: [], open: false };
}

const samePath = (a: Patch["path"], b: Patch["path"]) => a.length <= b.length && a.every((p, i) => p === b[i]);

/**
 * Drops patches a later one overwrites (typing a hundred letters in a title keeps one patch, not
 * a hundred). Only for lists of plain replacements: an add or remove in an array shifts what the
 * later paths point at.
 */
function compact(patches: readonly Patch[]): readonly Patch[] {
  if (!patches.every((p) => p.op === "replace")) return patches;
  return patches.filter((p, i) => !patches.slice(i + 1).some((later) => samePath(later.path, p.path)));
}

/** Runs a command: the new value and a step to undo it. A command that changes nothing leaves no step. */
export function runCommand<T extends object>(
  h: CommandHistory<T>,
  command: CommandInfo,
  recipe: Recipe<T>,
  limit = DEFAULT_LIMIT,
): CommandHistory<T> {
  const [value, redo, undo] = immer.produceWithPatches(h.value, (draft) => {
    recipe(draft as Draft<T>, h.value);
  });
  if (redo.length === 0) return h;
  const merge = command.merge ?? null;
  const top = h.past.at(-1);
  if (h.open && top && merge !== null && top.merge === merge) {
    const merged: Step = { label: command.label, merge, redo: compact([...top.redo, ...redo]), undo: compact([...undo, ...top.undo]) };
    return { value: value as T, past: [...h.past.slice(0, -1), merged], future: [], open: true };
  }
  const step: Step = { label: command.label, merge, redo, undo };
  return { value: value as T, past: [...h.past, step].slice(-limit), future: [], open: true };
}

export function undoCommand<T extends object>(h: CommandHistory<T>): CommandHistory<T> {
  const step = h.past.at(-1);
  if (!step) return h;
  return { value: immer.applyPatches(h.value, step.undo), past: h.past.slice(0, -1), future: [step, ...h.future], open: false };
}

export function redoCommand<T extends object>(h: CommandHistory<T>): CommandHistory<T> {
  const step = h.future[0];
  if (!step) return h;
  return { value: immer.applyPatches(h.value, step.redo), past: [...h.past, step], future: h.future.slice(1), open: false };
}

/** Ends the current gesture: the next command starts a step of its own even with the same merge key. */
export function sealHistory<T>(h: CommandHistory<T>): CommandHistory<T> {
  return h.open ? { ...h, open: false } : h;
}
