"use client";
// A Lost Worlds character joins the roster from a book of the library: a copy of its printed
// sheet is taken now (sheetSnapshotFromBook), so the ledger stays derivable if the book changes.
import { useEffect, useState } from "react";
import { uniqueId } from "@/lib/content/campaign/character-ids";
import type { BookBody } from "@/lib/content/kinds/book";
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import { LOST_WORLDS } from "@/lib/content/lostworlds/campaign/schema";
import { sheetSnapshotFromBook } from "@/lib/content/lostworlds/campaign/sheet-snapshot";
import { api, ApiError } from "@/components/studio/api";
import type { CampaignPartProps } from "../../campaign-types";

/** Mounted when the game master picks "Choose a Lost Worlds book…": loads the books at once. */
export function AddFromBook({ body, players, onCommand }: CampaignPartProps<DerivedLostWorldsCharacter>) {
  const [books, setBooks] = useState<{ id: string; title: string }[] | null>(null);
  const [bookId, setBookId] = useState("");
  const [name, setName] = useState("");
  const [owner, setOwner] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<{ documents: { id: string; title: string }[] }>("/api/documents?kind=book").then(
      (res) => {
        setBooks(res.documents);
        setBookId(res.documents[0]?.id ?? "");
      },
      (err: unknown) => {
        setBooks([]);
        setError(err instanceof ApiError ? err.describe() : String(err));
      },
    );
  }, []);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const doc = await api<{ id: string; title: string; body: BookBody }>(`/api/documents/${bookId}`);
      const id = uniqueId(name || doc.body.character.name, new Set(body.characters.map((c) => c.id)), "character");
      onCommand("Add character", {
        ...body,
        characters: [
          ...body.characters,
          {
            id,
            name: name || doc.body.character.name,
            ownerId: owner || null,
            system: LOST_WORLDS,
            book: { documentId: doc.id, title: doc.title },
            sheet: sheetSnapshotFromBook(doc.body),
          },
        ],
      });
      setName("");
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : String(err));
    }
  }

  return (
    <>
      {books === null ? (
        <p className="muted">Loading books…</p>
      ) : books.length === 0 ? (
        <p className="muted">No Lost Worlds books in your library yet.</p>
      ) : (
        <form className="row" style={{ alignItems: "flex-end" }} onSubmit={add}>
          <label>
            Book
            <select aria-label="Book" value={bookId} onChange={(e) => setBookId(e.target.value)}>
              {books.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Name
            <input aria-label="Character name" value={name} placeholder="(the book's)" onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Player
            <select aria-label="Player" value={owner} onChange={(e) => setOwner(e.target.value)}>
              <option value="">the game master</option>
              {players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Add to roster</button>
        </form>
      )}
      {error && <p className="error">{error}</p>}
    </>
  );
}
