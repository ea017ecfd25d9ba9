"use client";
// The page around every editor: title, autosave with conflict safety, undo/redo, revision
// history, sharing and publishing. A save carries the version it was based on; when someone
// else saved first the server answers 409 and the person chooses what happens.
import { createElement, useCallback, useEffect, useRef, useState } from "react";
import type { DocumentFull } from "@/lib/db/documents";
import { JsonBodyEditor, visualEditorFor } from "@/components/editors/registry";
import { api, ApiError } from "./api";
import { useUndoable } from "./useUndoable";
import { RevisionPanel } from "./RevisionPanel";
import { SharePanel } from "./SharePanel";

interface Draft {
  title: string;
  body: unknown;
}

interface Current {
  version: number;
  title: string;
  body: unknown;
}

const AUTOSAVE_MS = 1200;
const same = (a: Draft, b: Draft) => a.title === b.title && JSON.stringify(a.body) === JSON.stringify(b.body);

export function DocumentWorkspace({ initial, kindLabel, userId }: { initial: DocumentFull; kindLabel: string; userId: string }) {
  const [doc, setDoc] = useState(initial);
  const draft = useUndoable<Draft>({ title: initial.title, body: initial.body });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Current | null>(null);
  const visual = visualEditorFor(initial.kind);
  const [mode, setMode] = useState<"visual" | "json">(visual ? "visual" : "json");
  const [revisionsKey, setRevisionsKey] = useState(0);
  const inFlight = useRef(false);
  const readOnly = doc.role === "viewer" || doc.deleted;
  // What the current version was saved from: the server stores the body as its schema parses it
  // (key order, defaults), so comparing the draft with the stored body would never settle.
  const [savedFrom, setSavedFrom] = useState<Draft>({ title: initial.title, body: initial.body });
  const dirty = !same(draft.value, savedFrom);

  const applySaved = useCallback((saved: DocumentFull) => {
    setDoc(saved);
    setRevisionsKey((k) => k + 1);
  }, []);

  const save = useCallback(async () => {
    if (inFlight.current || readOnly || conflict) return;
    const sent = draft.value;
    if (same(sent, savedFrom)) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = await api<DocumentFull>(`/api/documents/${doc.id}`, {
        method: "PUT",
        json: { baseVersion: doc.version, title: sent.title, body: sent.body },
      });
      applySaved(saved);
      setSavedFrom(sent);
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setConflict(err.body.current as Current);
      else setError(err instanceof ApiError ? err.describe() : String(err));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [applySaved, conflict, doc, draft.value, readOnly, savedFrom, setSavedFrom]);

  // Autosave a moment after the last change.
  useEffect(() => {
    if (!dirty || conflict || readOnly) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, conflict, readOnly, save, draft.value]);

  // Keyboard: Ctrl/Cmd+S saves now; Ctrl/Cmd+Z / Shift+Z / Y undo and redo outside text fields.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const mod = e.ctrlKey || e.metaKey;
      if (!mod) return;
      const key = e.key.toLowerCase();
      if (key === "s") {
        e.preventDefault();
        void save();
        return;
      }
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === "TEXTAREA" || target.tagName === "INPUT" || target.isContentEditable)) return;
      if (key === "z" && !e.shiftKey) {
        e.preventDefault();
        draft.undo();
      } else if ((key === "z" && e.shiftKey) || key === "y") {
        e.preventDefault();
        draft.redo();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [draft, save]);

  // Leaving with unsaved work asks first.
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [dirty]);

  function reloadTheirs() {
    if (!conflict) return;
    setDoc((d) => ({ ...d, version: conflict.version, title: conflict.title, body: conflict.body }));
    draft.reset({ title: conflict.title, body: conflict.body });
    setSavedFrom({ title: conflict.title, body: conflict.body });
    setConflict(null);
    setRevisionsKey((k) => k + 1);
  }

  function keepMine() {
    if (!conflict) return;
    // Rebase onto their version: the next save writes mine as a new revision after theirs.
    setDoc((d) => ({ ...d, version: conflict.version, title: conflict.title, body: conflict.body }));
    setSavedFrom({ title: conflict.title, body: conflict.body });
    setConflict(null);
  }

  const statusText = saving
    ? "Saving…"
    : conflict
      ? "Not saved: someone else saved first"
      : dirty
        ? error
          ? "Not saved"
          : "Unsaved changes…"
        : `Saved · v${doc.version}`;

  return (
    <div className="layout-doc">
      <div className="stack">
        <div className="row" style={{ justifyContent: "space-between" }}>
          <div className="row" style={{ flex: 1 }}>
            <span className="badge">{kindLabel}</span>
            <input
              aria-label="Document title"
              value={draft.value.title}
              readOnly={readOnly}
              maxLength={200}
              onChange={(e) => draft.set({ ...draft.value, title: e.target.value })}
              style={{ fontSize: "1.2rem", fontWeight: 600, flex: 1, minWidth: 200 }}
            />
          </div>
          <div className="row">
            <button onClick={draft.undo} disabled={!draft.canUndo || readOnly} title="Undo (Ctrl+Z)">Undo</button>
            <button onClick={draft.redo} disabled={!draft.canRedo || readOnly} title="Redo (Ctrl+Shift+Z)">Redo</button>
            <button className="primary" onClick={() => void save()} disabled={!dirty || readOnly} title="Save now (Ctrl+S)">Save</button>
            <a className="button" href={`/api/documents/${doc.id}/export`} download>Export</a>
          </div>
        </div>
        <div className="row">
          <span className="status" role="status" data-testid="save-status">{statusText}</span>
          {readOnly && <span className="badge warn">{doc.deleted ? "in the trash" : "view only"}</span>}
        </div>
        {error && <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap" }}>{error}</pre>}
        {visual && (
          <div className="kind-tabs" role="group" aria-label="Editor view">
            <button aria-pressed={mode === "visual"} onClick={() => setMode("visual")}>Editor</button>
            <button aria-pressed={mode === "json"} onClick={() => setMode("json")}>JSON</button>
          </div>
        )}
        <div className="panel">
          {createElement(mode === "visual" && visual ? visual : JsonBodyEditor, {
            kind: doc.kind,
            documentId: doc.id,
            userId,
            role: doc.role,
            ownerId: doc.ownerId,
            people: Object.fromEntries([[doc.ownerId, doc.ownerName], ...doc.shares.map((s) => [s.userId, s.name])]),
            onSaved: (saved: DocumentFull) => {
              applySaved(saved);
              draft.reset({ title: saved.title, body: saved.body });
              setSavedFrom({ title: saved.title, body: saved.body });
            },
            body: draft.value.body,
            readOnly,
            // Editors may report an unchanged body (a rich-text editor normalising on load): not an edit.
            onChange: (body: unknown) => {
              if (JSON.stringify(body) !== JSON.stringify(draft.value.body)) draft.set({ ...draft.value, body });
            },
          })}
        </div>
      </div>
      <aside className="stack">
        <SharePanel doc={doc} onChanged={applySaved} />
        <RevisionPanel
          key={revisionsKey}
          documentId={doc.id}
          currentVersion={doc.version}
          canRestore={!readOnly && !dirty}
          onRestored={(restored) => {
            applySaved(restored);
            draft.reset({ title: restored.title, body: restored.body });
            setSavedFrom({ title: restored.title, body: restored.body });
          }}
        />
      </aside>
      {conflict && (
        <div className="dialog-backdrop">
          <div className="dialog stack" role="dialog" aria-modal="true" aria-labelledby="conflict-title">
            <h2 id="conflict-title">Someone else saved this document</h2>
            <p>
              While you were editing, version {conflict.version} was saved
              {conflict.title !== draft.value.title ? ` (titled "${conflict.title}")` : ""}. Your changes are not saved yet.
            </p>
            <div className="row">
              <button onClick={reloadTheirs}>Reload theirs</button>
              <button className="primary" onClick={keepMine}>Keep mine as a new revision</button>
            </div>
            <p className="muted small">Either way nothing is lost: every saved version stays in the history.</p>
          </div>
        </div>
      )}
    </div>
  );
}

