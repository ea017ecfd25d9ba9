"use client";
// When and how a document's draft reaches the server. Two policies:
// - "debounced" (editors): a moment after the last change, and never later than MAX_WAIT_MS after
//   the first unsaved one, so a stream of changes (a drag, a bot playing on) cannot put it off.
// - "every-change" (playtests): at once, then at most one save a second while changes keep coming;
//   a game's moves are its content, so each one is kept as it happens.
// Whatever the policy, unsaved work is sent when the editor goes away: on leaving the page inside
// the studio (the component unmounts, the request still completes), when the tab is hidden, and
// when it is closed (a keepalive request, which browsers allow up to 64 KB; above that the
// "leave the page?" prompt is the last guard). Saves are chained, one at a time, each on the
// version the previous one produced, so they never conflict with each other.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DocumentFull } from "@/lib/content/api";
import { api, ApiError } from "./api";
import { isSavedMarker, keepUnsent, markSaved, readUnsent } from "./unsent-work";

export type SavePolicy = "debounced" | "every-change";

export interface Draft {
  title: string;
  body: unknown;
}

export interface ConflictVersion {
  version: number;
  title: string;
  body: unknown;
}

const DEBOUNCE_MS = 1200;
const MAX_WAIT_MS = 4000;
const EVERY_CHANGE_INTERVAL_MS = 1000;
const RETRY_MS = 5000;
/** Browsers refuse keepalive requests whose bodies add up to more than 64 KiB. */
const KEEPALIVE_LIMIT = 60_000;

export const sameDraft = (a: Draft, b: Draft) => a.title === b.title && JSON.stringify(a.body) === JSON.stringify(b.body);

interface Options {
  documentId: string;
  version: number;
  draft: Draft;
  policy: SavePolicy;
  /** No saving at all (a viewer, a document in the trash). */
  disabled: boolean;
  onSaved(saved: DocumentFull, sent: Draft): void;
  onConflict(current: ConflictVersion): void;
  /** The body as sent, given the last saved one (a campaign sends only its ledger's new entries). */
  wire?(body: unknown, saved: unknown): unknown;
}

export function useDocumentSaver({ documentId, version, draft, policy, disabled, onSaved, onConflict, wire }: Options) {
  const [savedFrom, setSavedFromState] = useState<Draft>(draft);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState(false); // a conflict waits for the person's choice
  const [retryTick, setRetryTick] = useState(0);

  // The latest of everything, for timers, page events and the unmount flush, which outlive renders.
  const latest = useRef({ documentId, draft, disabled, paused, onSaved, onConflict, wire });
  useLayoutEffect(() => {
    latest.current = { documentId, draft, disabled, paused, onSaved, onConflict, wire };
  });
  // The version and saved draft move only through the chain below (or a reset), never back.
  const versionRef = useRef(version);
  const savedFromRef = useRef(savedFrom);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const firstDirtyAt = useRef<number | null>(null);
  const lastSaveAt = useRef(0);
  const mounted = useRef(true);
  /** The draft of the save on its way, if one is. */
  const sending = useRef<Draft | null>(null);

  const dirty = !sameDraft(draft, savedFrom);

  /** Replaces what the current version was saved from (a reload, a restore, a kind's own write). */
  const reset = useCallback((nextVersion: number, from: Draft) => {
    versionRef.current = nextVersion;
    savedFromRef.current = from;
    setSavedFromState(from);
    setPaused(false);
    firstDirtyAt.current = null;
  }, []);

  const put = useCallback((sent: Draft, keepalive: boolean) => {
    const body = latest.current.wire ? latest.current.wire(sent.body, savedFromRef.current.body) : sent.body;
    const json = { baseVersion: versionRef.current, title: sent.title, body };
    const size = keepalive ? JSON.stringify(json).length : 0;
    return api<DocumentFull>(`/api/documents/${latest.current.documentId}`, {
      method: "PUT",
      json,
      keepalive: keepalive && size < KEEPALIVE_LIMIT,
    });
  }, []);

  /**
   * Takes in what a save wrote. Two saves may be out at once (one on its way when the page is left,
   * and the last one sent beside it), so the newest version wins whichever answer comes last.
   */
  const record = useCallback((saved: DocumentFull, sent: Draft) => {
    if (saved.version < versionRef.current) return false;
    // What was kept in the browser on leaving is safe once a save holds it, or holds all there is:
    // it becomes a marker of this version, for a page that read the document before this landed.
    const unsent = readUnsent(latest.current.documentId);
    if (unsent && (isSavedMarker(unsent) || sameDraft(unsent, sent) || sameDraft(latest.current.draft, sent))) {
      markSaved(latest.current.documentId, saved.version);
    }
    versionRef.current = saved.version;
    savedFromRef.current = sent;
    firstDirtyAt.current = null;
    if (mounted.current) {
      setSavedFromState(sent);
      setError(null);
      latest.current.onSaved(saved, sent);
    }
    return true;
  }, []);

  /** Queues a save of the draft as it is when its turn comes; resolves when it is done. */
  const save = useCallback(
    (keepalive = false): Promise<void> => {
      const run = async () => {
        const { draft: sent, disabled: off, paused: held } = latest.current;
        if (off || held || sameDraft(sent, savedFromRef.current)) return;
        lastSaveAt.current = Date.now();
        if (mounted.current) setSaving(true);
        sending.current = sent;
        try {
          record(await put(sent, keepalive), sent);
        } catch (err) {
          if (err instanceof ApiError && err.status === 409) {
            latest.current.paused = true;
            if (mounted.current) {
              setPaused(true);
              latest.current.onConflict(err.body.current as ConflictVersion);
            }
          } else if (mounted.current) {
            setError(err instanceof ApiError ? err.describe() : String(err));
            // A network failure or a server hiccup: try again later, the draft is still here.
            if (!(err instanceof ApiError) || err.status >= 500) setTimeout(() => setRetryTick((t) => t + 1), RETRY_MS);
          }
        } finally {
          sending.current = null;
          if (mounted.current) setSaving(false);
        }
      };
      chain.current = chain.current.then(run, run);
      return chain.current;
    },
    [put, record],
  );

  // Schedule the next save by the policy.
  useEffect(() => {
    if (!dirty || disabled || paused) {
      if (!dirty) firstDirtyAt.current = null;
      return;
    }
    const now = Date.now();
    firstDirtyAt.current ??= now;
    const delay =
      policy === "every-change"
        ? Math.max(0, lastSaveAt.current + EVERY_CHANGE_INTERVAL_MS - now)
        : Math.max(0, Math.min(DEBOUNCE_MS, firstDirtyAt.current + MAX_WAIT_MS - now));
    const timer = setTimeout(() => void save(), delay);
    return () => clearTimeout(timer);
  }, [dirty, disabled, paused, policy, save, draft, retryTick]);

  /**
   * The page is going away: what is unsaved goes now. Queued behind a save still on its way it
   * might never leave (a closed page, or a full page load right after leaving inside the studio,
   * runs no more code), so then it is sent at once, on the version it knows; the store writes it if
   * it only adds to what that save stored (a playtest's moves). Any other kind is refused as stale:
   * if the page is still alive (`thenQueue`: the editor was left for another studio page), it then
   * goes in turn behind the save on its way; a closed tab keeps the "leave the page?" guard.
   */
  const flushNow = useCallback(
    (thenQueue: boolean) => {
      const { draft: sent, disabled: off, paused: held, documentId } = latest.current;
      // Kept in the browser too, until a save that holds it is answered: the request below may
      // reach the server after the next page has read the document, or not at all.
      if (!off && !sameDraft(sent, savedFromRef.current)) {
        keepUnsent(documentId, { base: versionRef.current, title: sent.title, body: sent.body, at: Date.now() });
      }
      if (!sending.current) return void save(true);
      if (off || held || sameDraft(sent, sending.current) || sameDraft(sent, savedFromRef.current)) return;
      put(sent, true).then(
        (saved) => record(saved, sent),
        () => {
          if (thenQueue) void save(true);
        },
      );
    },
    [save, put, record],
  );

  // Leaving: hidden tab or closing → save now (a keepalive request); unmount (navigation inside
  // the studio) → the same, the request outliving the component.
  useEffect(() => {
    mounted.current = true;
    const onHide = () => {
      if (document.visibilityState === "hidden") flushNow(false);
    };
    const onPageHide = () => flushNow(false);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      mounted.current = false;
      flushNow(true);
    };
  }, [flushNow]);

  // The browser's own "leave the page?" while something is unsaved or still on its way.
  useEffect(() => {
    if (!dirty && !saving) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [dirty, saving]);

  const saveNow = useCallback(() => save(), [save]);
  return { dirty, saving, error, paused, savedFrom, save: saveNow, reset };
}
