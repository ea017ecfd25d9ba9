"use client";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { KeyPress, ShortcutHandler, ShortcutSet } from "./shortcut-registry";
import { keyboard } from "./keyboard";

/**
 * Registers a set's shortcuts while the component is mounted (and `enabled`). Every shortcut of
 * the set needs a handler, or null when it does not apply here (a read-only document): a new
 * shortcut in a set cannot be forgotten by its component. Handlers may change every render; the
 * latest one runs.
 */
export function useShortcuts<Id extends string>(set: ShortcutSet<Id>, handlers: Record<Id, ShortcutHandler | null>, enabled = true) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  // Which shortcuts are on, and which are held (Space to pan): registration changes only with these.
  const shape = enabled
    ? (Object.keys(set.shortcuts) as Id[])
        .filter((id) => handlers[id])
        .map((id) => `${id}${typeof handlers[id] === "object" ? ":held" : ""}`)
        .join(" ")
    : "";
  useEffect(() => {
    if (!shape) return;
    const run = (id: Id, p: KeyPress) => {
      const h = latest.current[id];
      return !h ? false : typeof h === "function" ? h(p) : h.press(p);
    };
    const release = (id: Id) => {
      const h = latest.current[id];
      if (h && typeof h === "object") h.release();
    };
    const entries = shape.split(" ").map((token) => {
      const [id, held] = token.split(":") as [Id, string | undefined];
      const handler: ShortcutHandler = held ? { press: (p) => run(id, p), release: () => release(id) } : (p) => run(id, p);
      return [id, handler] as const;
    });
    return keyboard.register(set, Object.fromEntries(entries) as Partial<Record<Id, ShortcutHandler>>);
  }, [set, shape]);
}
