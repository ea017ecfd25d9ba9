"use client";
import { useEffect, useState } from "react";
import type { DocumentFull, RevisionPage, RevisionSummary } from "@/lib/content/api";
import { api, ApiError } from "./api";

interface RevisionBody {
  version: number;
  title: string;
  body: unknown;
}

export function RevisionPanel(props: {
  documentId: string;
  currentVersion: number;
  canRestore: boolean;
  onRestored(doc: DocumentFull): void;
}) {
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [older, setOlder] = useState<string | null>(null);
  const [viewing, setViewing] = useState<RevisionBody | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<RevisionPage>(`/api/documents/${props.documentId}/revisions`)
      .then((r) => {
        setRevisions(r.revisions);
        setOlder(r.nextCursor);
      })
      .catch((err) => setError(err instanceof ApiError ? err.describe() : String(err)));
  }, [props.documentId]);

  async function showOlder() {
    if (!older) return;
    try {
      const page = await api<RevisionPage>(`/api/documents/${props.documentId}/revisions?cursor=${encodeURIComponent(older)}`);
      setRevisions((r) => [...(r ?? []), ...page.revisions]);
      setOlder(page.nextCursor);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  async function view(version: number) {
    setError(null);
    try {
      setViewing(await api<RevisionBody>(`/api/documents/${props.documentId}/revisions/${version}`));
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  async function restore(version: number) {
    setError(null);
    try {
      const doc = await api<DocumentFull>(`/api/documents/${props.documentId}/restore`, {
        method: "POST",
        json: { version, baseVersion: props.currentVersion },
      });
      setViewing(null);
      props.onRestored(doc);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  return (
    <section className="panel stack" aria-label="History">
      <h2>History</h2>
      {error && <p className="error">{error}</p>}
      {!revisions ? (
        <p className="muted small">Loading…</p>
      ) : (
        <ol style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: 360, overflow: "auto" }} data-testid="revisions">
          {revisions.map((r) => (
            <li key={r.version} style={{ padding: "0.35rem 0", borderBottom: "1px solid var(--line)" }}>
              <div className="row" style={{ justifyContent: "space-between" }}>
                <button onClick={() => void view(r.version)} style={{ padding: "0.1rem 0.5rem" }}>
                  v{r.version}
                </button>
                <span className="small muted">{new Date(r.createdAt).toLocaleString()}</span>
              </div>
              <div className="small">
                {r.title} · {r.authorName}
                {r.note && <span className="muted"> · {r.note}</span>}
              </div>
            </li>
          ))}
          {older && (
            <li>
              <button onClick={() => void showOlder()}>Older versions</button>
            </li>
          )}
        </ol>
      )}
      {viewing && (
        <div className="dialog-backdrop" onClick={() => setViewing(null)}>
          <div
            className="dialog stack"
            role="dialog"
            aria-label={`Version ${viewing.version}`}
            onClick={(e) => e.stopPropagation()}
            style={{ maxWidth: 720, width: "90vw" }}
          >
            <h2>
              Version {viewing.version}: {viewing.title}
            </h2>
            <pre style={{ maxHeight: "50vh", overflow: "auto", background: "#f6f4ef", padding: "0.75rem", fontSize: "0.8rem" }}>
              {JSON.stringify(viewing.body, null, 2)}
            </pre>
            <div className="row">
              {viewing.version !== props.currentVersion && (
                <button
                  className="primary"
                  disabled={!props.canRestore}
                  onClick={() => void restore(viewing.version)}
                  title={props.canRestore ? "Save this version again as the newest" : "Save or undo your changes first"}
                >
                  Restore this version
                </button>
              )}
              <button onClick={() => setViewing(null)}>Close</button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
