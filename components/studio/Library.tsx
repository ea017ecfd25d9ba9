"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import type { DocumentPage, DocumentSummary } from "@/lib/content/api";
import { api, ApiError } from "./api";
import dynamic from "next/dynamic";
import { Loading } from "./Loading";
import type { ImportInput } from "@/lib/exchange/import-preview";

// The import dialog reads every format and lints what it reads: its code comes when a file is picked.
const ImportDialog = dynamic(() => import("./ImportDialog").then((m) => m.ImportDialog), {
  ssr: false,
  loading: () => <Loading what="the import" />,
});

interface KindInfo {
  id: string;
  label: string;
  plural: string;
  description: string;
  /** Where a new one is made instead of from an empty body (a playtest: the play page). */
  createdFrom: string | null;
  /** Samples a new one may start from (a copy to fill in), by sample key. */
  templates?: { key: string; title: string }[];
}

type Tab = "all" | "mine" | "shared" | "published" | "trash";

/** A game played with documents of one kind, for the rows' "Play" buttons. */
interface PlayableWith {
  id: string;
  name: string;
  kind: string;
}

export function Library(props: {
  userId: string;
  initialDocuments: DocumentPage;
  initialTrash: DocumentPage;
  kinds: KindInfo[];
  games?: PlayableWith[];
}) {
  const router = useRouter();
  // Lists come a page at a time; "Show more" follows each list's cursor.
  const [documents, setDocuments] = useState(props.initialDocuments.documents);
  const [trash, setTrash] = useState(props.initialTrash.documents);
  const [more, setMore] = useState({ documents: props.initialDocuments.nextCursor, trash: props.initialTrash.nextCursor });
  const [tab, setTab] = useState<Tab>("all");
  const [kind, setKind] = useState<string>("");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [newKind, setNewKind] = useState(props.kinds[0]?.id ?? "");
  const [newTitle, setNewTitle] = useState("");
  // "" = a blank document; else a sample's key, copied as the new document's start.
  const [template, setTemplate] = useState("");
  const templates = props.kinds.find((k) => k.id === newKind)?.templates ?? [];
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState<ImportInput[] | null>(null);
  const kindLabel = (id: string) => props.kinds.find((k) => k.id === id)?.label ?? id;

  async function reload() {
    const [all, deleted] = await Promise.all([api<DocumentPage>("/api/documents"), api<DocumentPage>("/api/documents?trash=1")]);
    setDocuments(all.documents);
    setTrash(deleted.documents);
    setMore({ documents: all.nextCursor, trash: deleted.nextCursor });
  }

  async function showMore() {
    const inTrash = tab === "trash";
    const cursor = inTrash ? more.trash : more.documents;
    if (!cursor) return;
    setError(null);
    try {
      const page = await api<DocumentPage>(`/api/documents?cursor=${encodeURIComponent(cursor)}${inTrash ? "&trash=1" : ""}`);
      const seen = new Set((inTrash ? trash : documents).map((d) => d.id));
      const fresh = page.documents.filter((d) => !seen.has(d.id));
      if (inTrash) setTrash((t) => [...t, ...fresh]);
      else setDocuments((d) => [...d, ...fresh]);
      setMore((m) => (inTrash ? { ...m, trash: page.nextCursor } : { ...m, documents: page.nextCursor }));
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  async function run(action: () => Promise<unknown>) {
    setError(null);
    try {
      await action();
      await reload();
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  const shown = useMemo(() => {
    const source = tab === "trash" ? trash : documents;
    const q = query.trim().toLowerCase();
    return source.filter((d) => {
      if (kind && d.kind !== kind) return false;
      if (q && !d.title.toLowerCase().includes(q)) return false;
      if (tab === "mine") return d.ownerId === props.userId;
      if (tab === "shared") return d.sharedWithMe;
      if (tab === "published") return d.published;
      return true;
    });
  }, [documents, trash, tab, kind, query, props.userId]);

  /** A title nobody has to think of: "New tile set", then "New tile set 2", … */
  function defaultTitle(): string {
    // "New tile set", but "New Lost Worlds book": a label starting with a name keeps its capitals.
    const label = kindLabel(newKind);
    const base = `New ${/^\S+ [A-Z]/.test(label) ? label : label.toLowerCase()}`;
    const taken = new Set(documents.map((d) => d.title));
    for (let n = 1; ; n++) if (!taken.has(n === 1 ? base : `${base} ${n}`)) return n === 1 ? base : `${base} ${n}`;
  }

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    // Some kinds start elsewhere (a playtest is set up on the play page: game, documents, seats).
    const elsewhere = props.kinds.find((k) => k.id === newKind)?.createdFrom;
    if (elsewhere) {
      router.push(elsewhere);
      return;
    }
    try {
      const title = newTitle.trim() || defaultTitle();
      const chosen = templates.some((t) => t.key === template) ? template : undefined;
      const doc = await api<{ id: string }>("/api/documents", { method: "POST", json: { kind: newKind, title, template: chosen } });
      router.push(`/documents/${doc.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  async function importFiles(picked: File[]) {
    const big = picked.find((f) => f.size > 5 * 1024 * 1024);
    if (big) {
      setError(`${big.name} is over 5 MB: too large to import`);
      return;
    }
    // A Tiled map may come with its tilesets and pictures: they are read as bytes beside it.
    setImporting(
      await Promise.all(
        picked.map(async (f) => {
          const bytes = new Uint8Array(await f.arrayBuffer());
          return { name: f.name, bytes, text: new TextDecoder().decode(bytes) };
        }),
      ),
    );
  }

  async function rename(doc: DocumentSummary, title: string) {
    setRenaming(null);
    if (title.trim() === doc.title) return;
    await run(() => api(`/api/documents/${doc.id}`, { method: "PUT", json: { baseVersion: doc.version, title, note: "Renamed" } }));
  }

  const tabs: [Tab, string][] = [
    ["all", "All"],
    ["mine", "Mine"],
    ["shared", "Shared with me"],
    ["published", "Published"],
    ["trash", `Trash (${trash.length}${more.trash ? "+" : ""})`],
  ];

  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>Library</h1>
        <div className="row">
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json,text/plain,.txt,.tmx,.tmj,.tsx,.tsj,image/*"
            multiple
            hidden
            data-testid="import-input"
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              if (picked.length) void importFiles(picked);
              e.target.value = "";
            }}
          />
          <button onClick={() => fileInput.current?.click()}>Import…</button>
        </div>
      </div>

      <form className="panel row" onSubmit={create} aria-label="Create a document">
        <strong>New</strong>
        <select
          value={newKind}
          onChange={(e) => {
            setNewKind(e.target.value);
            setTemplate("");
          }}
          aria-label="New document kind"
        >
          {props.kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <input
          placeholder={`Title (or "${defaultTitle()}")`}
          value={newTitle}
          onChange={(e) => setNewTitle(e.target.value)}
          aria-label="New document title"
          maxLength={200}
          size={28}
        />
        {templates.length > 0 && !props.kinds.find((k) => k.id === newKind)?.createdFrom && (
          <select value={template} onChange={(e) => setTemplate(e.target.value)} aria-label="Start from">
            <option value="">Blank</option>
            {templates.map((t) => (
              <option key={t.key} value={t.key}>
                A copy of {t.title}
              </option>
            ))}
          </select>
        )}
        <button className="primary" type="submit">
          {props.kinds.find((k) => k.id === newKind)?.createdFrom ? "Set one up…" : "Create"}
        </button>
      </form>

      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap" }}>
          {error}
        </pre>
      )}
      {importing && (
        <ImportDialog
          files={importing}
          onClose={() => setImporting(null)}
          onImported={() => {
            setImporting(null);
            void reload();
          }}
        />
      )}

      <div className="row" style={{ justifyContent: "space-between" }}>
        <div className="kind-tabs" role="group" aria-label="Show">
          {tabs.map(([id, label]) => (
            <button key={id} aria-pressed={tab === id} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </div>
        <div className="row">
          <select value={kind} onChange={(e) => setKind(e.target.value)} aria-label="Filter by kind">
            <option value="">Every kind</option>
            {props.kinds.map((k) => (
              <option key={k.id} value={k.id}>
                {k.plural}
              </option>
            ))}
          </select>
          <input type="search" placeholder="Search titles" value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Search" />
        </div>
      </div>

      {shown.length === 0 ? (
        <div className="panel empty">
          {tab === "trash" ? (
            <>
              <h2>The trash is empty</h2>
              <p className="muted">Deleted documents wait here until you restore them.</p>
            </>
          ) : documents.length === 0 ? (
            <>
              <h2>No documents yet</h2>
              <p className="muted">
                Create a {props.kinds.map((k) => k.label.toLowerCase()).join(", ")} above, or import an exported JSON file.
              </p>
            </>
          ) : (
            <>
              <h2>Nothing matches</h2>
              <p className="muted">Try another search, kind or tab.</p>
            </>
          )}
        </div>
      ) : (
        <div className="panel" style={{ padding: 0 }}>
          <table className="list">
            <thead>
              <tr>
                <th>Title</th>
                <th>Kind</th>
                <th>Owner</th>
                <th>Version</th>
                <th>Updated</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {shown.map((d) => (
                <tr key={d.id} data-testid="document-row">
                  <td>
                    {renaming?.id === d.id ? (
                      <input
                        autoFocus
                        aria-label="New title"
                        defaultValue={d.title}
                        onKeyDown={(e) => {
                          if (e.key === "Enter") void rename(d, e.currentTarget.value);
                          if (e.key === "Escape") setRenaming(null);
                        }}
                        onBlur={(e) => void rename(d, e.currentTarget.value)}
                      />
                    ) : tab === "trash" ? (
                      d.title
                    ) : (
                      <Link href={`/documents/${d.id}`}>{d.title}</Link>
                    )}{" "}
                    {d.sample && (
                      <span
                        className="badge sample"
                        title="One of the studio's samples: play it, change it or delete it (it does not come back)"
                      >
                        Sample
                      </span>
                    )}{" "}
                    {d.published && <span className="badge">published</span>}{" "}
                    {d.role !== "owner" && <span className="badge warn">{d.role}</span>}
                  </td>
                  <td>{kindLabel(d.kind)}</td>
                  <td>{d.ownerId === props.userId ? "me" : d.ownerName}</td>
                  <td>v{d.version}</td>
                  <td className="small muted">{new Date(d.updatedAt).toLocaleString()}</td>
                  <td>
                    <div className="row-actions">
                      {tab === "trash" ? (
                        <button
                          onClick={() => run(() => api(`/api/documents/${d.id}/restore`, { method: "POST", json: { undelete: true } }))}
                        >
                          Restore
                        </button>
                      ) : (
                        <>
                          {(props.games ?? [])
                            .filter((g) => g.kind === d.kind)
                            .map((g) => (
                              <Link
                                key={g.id}
                                className="button primary"
                                href={`/play?game=${encodeURIComponent(g.id)}&content=${encodeURIComponent(d.id)}`}
                                title={`Start a ${g.name} playtest with this ${kindLabel(d.kind).toLowerCase()}`}
                              >
                                Play {g.name}
                              </Link>
                            ))}
                          {(d.role === "owner" || d.role === "editor") && (
                            <button onClick={() => setRenaming({ id: d.id, title: d.title })}>Rename</button>
                          )}
                          <button onClick={() => run(() => api(`/api/documents/${d.id}/duplicate`, { method: "POST" }))}>Duplicate</button>
                          <a className="button" href={`/api/documents/${d.id}/export`} download>
                            Export
                          </a>
                          {d.role === "owner" && (
                            <button className="danger" onClick={() => run(() => api(`/api/documents/${d.id}`, { method: "DELETE" }))}>
                              Delete
                            </button>
                          )}
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(tab === "trash" ? more.trash : more.documents) && (
        <button onClick={() => void showMore()} style={{ alignSelf: "center" }}>
          Show more
        </button>
      )}
    </div>
  );
}
