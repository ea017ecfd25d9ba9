"use client";
// The page around every editor: title, autosave with conflict safety, undo/redo by command,
// keyboard shortcuts, revision history, sharing and publishing. A save carries the version it was
// based on; when someone else saved first the server answers 409 and the person chooses what
// happens.
import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DocumentFull } from "@/lib/content/api";
import { bodyForSave, onlyAddsTo } from "@/lib/content/registry";
import { JsonBodyEditor, savePolicyFor, visualEditorFor } from "@/components/editors/registry";
import { useCommandHistory } from "./useCommandHistory";
import { setChanged } from "./write-changes";
import { sameDraft, useDocumentSaver, type ConflictVersion, type Draft } from "./useDocumentSaver";
import { api } from "./api";
import { dropUnsent, isSavedMarker, readUnsent, type UnsentWork } from "./unsent-work";
import { DOCUMENT_SHORTCUTS } from "./document-shortcuts";
import { ShortcutHelp } from "./keyboard/ShortcutHelp";
import { useShortcuts } from "./keyboard/useShortcuts";
import { useKeysText } from "./keyboard/useKeysText";
import { RevisionPanel } from "./RevisionPanel";
import { SharePanel } from "./SharePanel";
import { Downloads } from "./Downloads";
import type { Capabilities } from "@/lib/exchange/registry";

export function DocumentWorkspace({
  initial,
  kindLabel,
  userId,
  offers,
}: {
  initial: DocumentFull;
  kindLabel: string;
  userId: string;
  /** What the kind prints and downloads as (lib/exchange/registry.ts). */
  offers?: Capabilities;
}) {
  const [doc, setDoc] = useState(initial);
  const draft = useCommandHistory<Draft>({ title: initial.title, body: initial.body });
  // The draft as it is now, for work that finishes after the render that started it.
  const draftRef = useRef(draft.value);
  useLayoutEffect(() => {
    draftRef.current = draft.value;
  });
  const [helpOpen, setHelpOpen] = useState(false);
  const keysOf = useKeysText();
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
    // A "conflict" with what this page itself sent (its save on leaving landed first) is none.
    onConflict: (current) => (sameDraft(current, draft.value) ? adopt(current, false) : setConflict(current)),
    wire: (body, saved) => bodyForSave(initial.kind, body, saved),
  });
  const { dirty, saving, error, save } = saver;

  // Work this browser kept when the page was last left, whose save the server may not have had
  // when this page read the document. Ours beyond doubt (nobody saved since it was edited, or it
  // only adds, as a playtest's moves do): taken back at once, as a step that can be undone.
  // Otherwise the person chooses.
  const [unsent, setUnsent] = useState<UnsentWork | null>(null);
  function restoreUnsent(work: UnsentWork) {
    draft.run({ label: "Restore unsaved work" }, (d) => {
      d.title = work.title;
      d.body = work.body;
    });
    setUnsent(null);
  }

  // `seal` ends the step that typing in a field or dragging across a board keeps merging into: the
  // page calls it on every new press, and when the focus moves to another field. Not when the
  // focus leaves: a drag that starts on a canvas takes the focus from the last button, and is
  // still one gesture.
  const { undo, redo, seal } = draft;
  useShortcuts(DOCUMENT_SHORTCUTS, {
    save: () => void save(),
    undo: () => (readOnly ? false : undo()),
    redo: () => (readOnly ? false : redo()),
    help: () => setHelpOpen(true),
  });

  /** A body change through the editor's named command. */
  const runBodyCommand = (label: string, body: unknown, merge?: string) =>
    draft.run({ label, merge }, setChanged<Draft, "body">("body", body));

  /** The server's version becomes what the draft is based on (a reload, a restore, a kind's own write). */
  function adopt(saved: { version: number; title: string; body: unknown }, replaceDraft: boolean) {
    setDoc((d) => ({ ...d, version: saved.version, title: saved.title, body: saved.body }));
    if (replaceDraft) draft.reset({ title: saved.title, body: saved.body });
    saver.reset(saved.version, { title: saved.title, body: saved.body });
    setRevisionsKey((k) => k + 1);
  }

  /**
   * The document as the server has it now, taken in if nothing was changed on this page since it
   * opened (then the newer version is the person's own save, and theirs to see).
   */
  async function readAgain() {
    try {
      const fresh = await api<DocumentFull>(`/api/documents/${initial.id}`);
      if (fresh.version > initial.version && sameDraft(draftRef.current, { title: initial.title, body: initial.body })) adopt(fresh, true);
    } catch {
      // Offline or signed out: the page keeps what it read; the next save's answer says the rest.
    }
  }

  useEffect(() => {
    if (readOnly) return;
    // Read after the first paint: the browser's storage is outside React, and this runs once.
    const timer = setTimeout(() => {
      const work = readUnsent(initial.id);
      if (!work) return;
      if (isSavedMarker(work)) {
        // A save from this browser was answered with a newer version than this page read (the page
        // was requested while that save was on its way): read the document again.
        dropUnsent(initial.id);
        if (work.savedAs > initial.version) void readAgain();
        return;
      }
      const loaded = { title: initial.title, body: initial.body };
      if (sameDraft(work, loaded)) dropUnsent(initial.id);
      else if (work.base === initial.version || (work.title === initial.title && onlyAddsTo(initial.kind, initial.body, work.body)))
        restoreUnsent(work);
      else setUnsent(work);
    }, 0);
    return () => clearTimeout(timer);
    // Once, for the document as this page first read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          : // A playtest saves each move at once: its change is on its way, not waiting for a pause.
            savePolicyFor(initial.kind) === "every-change"
            ? "Saving…"
            : "Unsaved changes…"
        : `Saved · v${doc.version}`;

  return (
    <div className="layout-doc" onPointerDownCapture={seal} onFocus={seal}>
      <div className="stack">
        {/* The page's heading for screen readers; the eye reads the title in its field below. */}
        <h1 className="visually-hidden">
          {draft.value.title} — {kindLabel}
        </h1>
        <div className="row" style={{ justifyContent: "space-between" }}>
          <div className="row" style={{ flex: 1 }}>
            <span className="badge">{kindLabel}</span>
            <input
              aria-label="Document title"
              value={draft.value.title}
              readOnly={readOnly}
              maxLength={200}
              onChange={(e) => {
                const title = e.target.value;
                draft.run({ label: "Rename document", merge: "title" }, (d) => {
                  d.title = title;
                });
              }}
              style={{ fontSize: "1.2rem", fontWeight: 600, flex: 1, minWidth: 200 }}
            />
          </div>
          <div className="row">
            <button
              onClick={undo}
              disabled={!draft.undoLabel || readOnly}
              title={draft.undoLabel ? `Undo: ${draft.undoLabel} (${keysOf(DOCUMENT_SHORTCUTS.shortcuts.undo)})` : "Nothing to undo"}
            >
              Undo
            </button>
            <button
              onClick={redo}
              disabled={!draft.redoLabel || readOnly}
              title={draft.redoLabel ? `Redo: ${draft.redoLabel} (${keysOf(DOCUMENT_SHORTCUTS.shortcuts.redo)})` : "Nothing to redo"}
            >
              Redo
            </button>
            <button
              className="primary"
              onClick={() => void save()}
              disabled={!dirty || readOnly}
              title={`Save now (${keysOf(DOCUMENT_SHORTCUTS.shortcuts.save)})`}
            >
              Save
            </button>
            <a className="button" href={`/api/documents/${doc.id}/export`} download>
              Export
            </a>
            {offers && <Downloads documentId={doc.id} offers={offers} />}
          </div>
        </div>
        <div className="row">
          <span className="status" role="status" data-testid="save-status">
            {statusText}
          </span>
          {readOnly && <span className="badge warn">{doc.deleted ? "in the trash" : "view only"}</span>}
          {/* On the status line, not a row of its own: a board or an editor gets the height. */}
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
          <button
            type="button"
            className="link small"
            style={{ marginLeft: "auto" }}
            onClick={() => setHelpOpen(true)}
            title={`Every key that works on this page (${keysOf(DOCUMENT_SHORTCUTS.shortcuts.help)})`}
          >
            Keyboard shortcuts
          </button>
        </div>
        {unsent && (
          <div className="notice row" role="alert" data-testid="unsent-work">
            <span style={{ flex: 1 }}>
              Changes you made here on {new Date(unsent.at).toLocaleString()} did not reach the server before the page was left, and the
              document has been saved since.
            </span>
            <button className="primary" onClick={() => restoreUnsent(unsent)}>
              Restore my changes
            </button>
            <button
              onClick={() => {
                dropUnsent(initial.id);
                setUnsent(null);
              }}
            >
              Discard them
            </button>
          </div>
        )}
        {error && (
          <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap" }}>
            {error}
          </pre>
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
              // A change that leaves the body as it was (a rich-text editor normalising on load) leaves no step.
              onCommand: runBodyCommand,
              onChange: (body: unknown) => runBodyCommand(`Edit ${kindLabel.toLowerCase()}`, body),
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
      {helpOpen && <ShortcutHelp onClose={() => setHelpOpen(false)} />}
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
