"use client";
import { useCallback, useState } from "react";
import {
  DEFAULT_LIMIT,
  newHistory,
  redoCommand,
  runCommand,
  sealHistory,
  undoCommand,
  type CommandInfo,
  type Recipe,
} from "./command-history";

/**
 * A value changed by named commands, with undo and redo step by step. `reset` replaces it and
 * forgets the history (a reload or a restore); `seal` ends a gesture, so the next command does not
 * merge into the last step.
 */
export function useCommandHistory<T extends object>(initial: T, limit = DEFAULT_LIMIT) {
  const [history, setHistory] = useState(() => newHistory(initial));
  const run = useCallback((command: CommandInfo, recipe: Recipe<T>) => setHistory((h) => runCommand(h, command, recipe, limit)), [limit]);
  const undo = useCallback(() => setHistory(undoCommand), []);
  const redo = useCallback(() => setHistory(redoCommand), []);
  const seal = useCallback(() => setHistory(sealHistory), []);
  const reset = useCallback((value: T) => setHistory(newHistory(value)), []);
  return {
    value: history.value,
    run,
    undo,
    redo,
    seal,
    reset,
    /** The name of the step Undo would take back, or null. */
    undoLabel: history.past.at(-1)?.label ?? null,
    /** The name of the step Redo would apply again, or null. */
    redoLabel: history.future[0]?.label ?? null,
  };
}
