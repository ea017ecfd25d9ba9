"use client";
import { useState } from "react";
import type { TokenSummary } from "@/lib/auth/tokens";
import { api, ApiError } from "./api";

export function TokensPanel({ initial }: { initial: TokenSummary[] }) {
  // A user holds at most 100 live tokens, so the first page (up to 500) is all of them.
  const [tokens, setTokens] = useState(initial);
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function reload() {
    setTokens((await api<{ tokens: TokenSummary[] }>("/api/tokens?limit=500")).tokens);
  }

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const res = await api<{ token: string }>("/api/tokens", { method: "POST", json: { name } });
      setFresh(res.token);
      setName("");
      await reload();
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  async function revoke(id: string) {
    await api(`/api/tokens/${id}`, { method: "DELETE" });
    await reload();
  }

  return (
    <div className="stack">
      <form className="panel row" onSubmit={create}>
        <input
          placeholder="Token name, e.g. laptop CLI"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-label="Token name"
          required
          maxLength={80}
        />
        <button className="primary" type="submit">
          Create token
        </button>
      </form>
      {error && <p className="error">{error}</p>}
      {fresh && (
        <div className="notice stack">
          <strong>Copy this token now: it is shown only once.</strong>
          <code data-testid="new-token" style={{ wordBreak: "break-all" }}>
            {fresh}
          </code>
          <span className="small">
            Use it as <code>Authorization: Bearer {fresh.slice(0, 10)}…</code>
          </span>
        </div>
      )}
      {tokens.length === 0 ? (
        <div className="panel empty">
          <h2>No API tokens</h2>
          <p className="muted">Create one to call the Hexfolio API from scripts and the CLI.</p>
        </div>
      ) : (
        <div className="panel" style={{ padding: 0 }}>
          <table className="list">
            <thead>
              <tr>
                <th>Name</th>
                <th>Starts with</th>
                <th>Created</th>
                <th>Last used</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>
                    <code>{t.prefix}…</code>
                  </td>
                  <td className="small">{new Date(t.createdAt).toLocaleString()}</td>
                  <td className="small">{t.lastUsedAt ? new Date(t.lastUsedAt).toLocaleString() : "never"}</td>
                  <td>
                    <button className="danger" onClick={() => void revoke(t.id)}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
