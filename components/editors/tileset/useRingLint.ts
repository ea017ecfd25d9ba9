"use client";
import { useEffect, useRef, useState } from "react";
import type { TilesetBody } from "@/lib/content/kinds/tileset";
import type { Diagnostic } from "@/lib/lint/diagnostic";

/** The ring estimate for `body`, computed in a Web Worker a moment after the last edit. */
export function useRingLint(body: TilesetBody, delayMs = 600): { diagnostics: Diagnostic[]; running: boolean } {
  const [result, setResult] = useState<{ diagnostics: Diagnostic[]; running: boolean }>({ diagnostics: [], running: true });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const w = new Worker(new URL("./ring-lint.worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (ev: MessageEvent<{ id: number; diagnostics: Diagnostic[] }>) => {
      if (ev.data.id === latest.current) setResult({ diagnostics: ev.data.diagnostics, running: false });
    };
    worker.current = w;
    return () => w.terminate();
  }, []);

  useEffect(() => {
    const id = ++latest.current;
    const timer = setTimeout(() => {
      setResult((r) => ({ ...r, running: true }));
      worker.current?.postMessage({ id, body });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [body, delayMs]);

  return result;
}
