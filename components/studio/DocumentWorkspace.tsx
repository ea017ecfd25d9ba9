"use client";
// The page around every editor: title, autosave with conflict safety, undo/redo, revision
// history, sharing and publishing. A save carries the version it was based on; when someone
// else saved first the server answers 409 and the person chooses what happens.
import { createElement, useCallback, useEffect, useState } from "react";
import type { DocumentFull } from "@/lib/content/api";
import { bodyForSave } from "@/lib/content/registry";
import { JsonBodyEditor, savePolicyFor, visualEditorFor } from "@/components/editors/registry";
import { useUndoable } from "./useUndoable";
import { useDocumentSaver, type ConflictVersion, type Draft } from "./useDocumentSaver";
import { RevisionPanel } from "./RevisionPanel";
import { SharePanel } from "./SharePanel";

export function DocumentWorkspace({ initial, kindLabel, userId }: { initial: DocumentFull; kindLabel: string; userId: string }) {
  const [doc, setDoc] = useState(initial);
  const draft = useUndoable<Draft>({ title: initial.title, body: initial.body });
  const [conflict, setConflict] = useState<ConflictVersion | null>(null);
  const visual = visualEditorFor(initial.kind);
  const [mode, setMode] = useState<"visual" | "json">(visual ? "visual" : "json");
  const [revisionsKey, setRevisionsKey] = useState(0);
  const readOnly = !(doc.role === "owner" || doc.role === "editor") || doc.deleted || Boolean(doc.withheld);
  // Only people a document is shared with see its history and its collaborators.
  const shared = doc.role !== "public";

  const applySaved = useCallback((saved: DocumentFull) => {
    setDoc(saved);
    setRevisionsKey((k) => k + 1);
  }, []);

  const saver = useDocumentSaver({
    documentId: doc.id,
    version: doc.version,
    draft: draft.value,
    policy: savePolicyFor(initial.kind),
    disabled: readOnly,
    onSaved: applySaved,
    onConflict: setConflict,
    wire: (body, saved) => bodyForSave(initial.kind, body, saved),
  });
  const { dirty, saving, error, save } = saver;

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

  /** The server's version becomes what the draft is based on (a reload, a restore, a kind's own write). */
  function adopt(saved: { version: number; title: string; body: unknown }, replaceDraft: boolean) {
    setDoc((d) => ({ ...d, version: saved.version, title: saved.title, body: saved.body }));
    if (replaceDraft) draft.reset({ title: saved.title, body: saved.body });
    saver.reset(saved.version, { title: saved.title, body: saved.body });
    setRevisionsKey((k) => k + 1);
  }

  function reloadTheirs() {
    if (!conflict) return;
    adopt(conflict, true);
    setConflict(null);
  }

  function keepMine() {
    if (!conflict) return;
    // Rebase onto their version: the next save writes mine as a new revision after theirs.
    adopt(conflict, false);
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
            <button onClick={draft.undo} disabled={!draft.canUndo || readOnly} title="Undo (Ctrl+Z)">
              Undo
            </button>
            <button onClick={draft.redo} disabled={!draft.canRedo || readOnly} title="Redo (Ctrl+Shift+Z)">
              Redo
            </button>
            <button className="primary" onClick={() => void save()} disabled={!dirty || readOnly} title="Save now (Ctrl+S)">
              Save
            </button>
            <a className="button" href={`/api/documents/${doc.id}/export`} download>
              Export
            </a>
          </div>
        </div>
        <div className="row">
          <span className="status" role="status" data-testid="save-status">
            {statusText}
          </span>
          {readOnly && <span className="badge warn">{doc.deleted ? "in the trash" : "view only"}</span>}
        </div>
        {error && (
          <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap" }}>
            {error}
          </pre>
        )}
        {visual && (
          <div className="kind-tabs" role="group" aria-label="Editor view">
            <button aria-pressed={mode === "visual"} onClick={() => setMode("visual")}>
              Editor
            </button>
            <button aria-pressed={mode === "json"} onClick={() => setMode("json")}>
              JSON
            </button>
          </div>
        )}
        {doc.withheld && (
          <p className="notice" data-testid="withheld">
            {doc.withheld}
          </p>
        )}
        <div className="panel" hidden={Boolean(doc.withheld)}>
          {!doc.withheld &&
            createElement(mode === "visual" && visual ? visual : JsonBodyEditor, {
              kind: doc.kind,
              documentId: doc.id,
              userId,
              role: doc.role,
              ownerId: doc.ownerId,
              people: Object.fromEntries([[doc.ownerId, doc.ownerName], ...doc.shares.map((s) => [s.userId, s.name])]),
              onSaved: (saved: DocumentFull) => {
                applySaved(saved);
                adopt(saved, true);
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
        {shared ? (
          <>
            <SharePanel doc={doc} onChanged={applySaved} />
            <RevisionPanel
              key={revisionsKey}
              documentId={doc.id}
              currentVersion={doc.version}
              canRestore={!readOnly && !dirty}
              onRestored={(restored) => {
                applySaved(restored);
                adopt(restored, true);
              }}
            />
          </>
        ) : (
          <section className="panel stack" aria-label="Published">
            <h2>Published</h2>
            <p className="small muted" style={{ margin: 0 }}>
              By {doc.ownerName}. You are reading version {doc.version}, the one published; duplicate it to make a copy of your own.
            </p>
          </section>
        )}
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
              <button className="primary" onClick={keepMine}>
                Keep mine as a new revision
              </button>
            </div>
            <p className="muted small">Either way nothing is lost: every saved version stays in the history.</p>
          </div>
        </div>
      )}
    </div>
  );
}
