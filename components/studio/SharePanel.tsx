"use client";
import { useState } from "react";
import type { DocumentFull } from "@/lib/content/api";
import { api, ApiError } from "./api";

export function SharePanel({ doc, onChanged }: { doc: DocumentFull; onChanged(doc: DocumentFull): void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"editor" | "viewer">("viewer");
  const [error, setError] = useState<string | null>(null);
  const owner = doc.role === "owner";

  async function run(call: () => Promise<DocumentFull>) {
    setError(null);
    try {
      onChanged(await call());
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  return (
    <section className="panel stack" aria-label="Sharing">
      <h2>Sharing</h2>
      <p className="small muted" style={{ margin: 0 }}>
        Owner: {owner ? "you" : doc.ownerName}. Your role: {doc.role}.
      </p>
      {owner && (
        <label className="check">
          <input
            type="checkbox"
            checked={doc.published}
            onChange={(e) =>
              run(() =>
                api(`/api/documents/${doc.id}`, {
                  method: "PUT",
                  json: { baseVersion: doc.version, published: e.target.checked, note: e.target.checked ? "Published" : "Unpublished" },
                }),
              )
            }
          />
          Published (every signed-in user can read the published version)
        </label>
      )}
      {owner && doc.published && doc.publishedVersion !== null && doc.publishedVersion < doc.version && (
        <p className="small" style={{ margin: 0 }} data-testid="published-version">
          Readers see version {doc.publishedVersion}.{" "}
          <button
            onClick={() =>
              run(() =>
                api(`/api/documents/${doc.id}`, { method: "PUT", json: { baseVersion: doc.version, published: true, note: "Published" } }),
              )
            }
          >
            Publish this version
          </button>
        </p>
      )}
      {doc.shares.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: "1rem" }} className="small">
          {doc.shares.map((s) => (
            <li key={s.userId}>
              {s.name} ({s.email}) · {s.role}{" "}
              {owner && (
                <button
                  style={{ padding: "0 0.4rem" }}
                  onClick={() =>
                    run(() => api(`/api/documents/${doc.id}/shares?userId=${encodeURIComponent(s.userId)}`, { method: "DELETE" }))
                  }
                >
                  remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {owner && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => api(`/api/documents/${doc.id}/shares`, { method: "POST", json: { email, role } })).then(() => setEmail(""));
          }}
        >
          <input
            type="email"
            placeholder="collaborator@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label="Collaborator email"
            required
          />
          <div className="row">
            <select value={role} onChange={(e) => setRole(e.target.value as "editor" | "viewer")} aria-label="Role">
              <option value="viewer">can view</option>
              <option value="editor">can edit</option>
            </select>
            <button type="submit">Share</button>
          </div>
        </form>
      )}
      {error && (
        <p className="error small" style={{ whiteSpace: "pre-wrap" }}>
          {error}
        </p>
      )}
    </section>
  );
}
