"use client";
// Launch a duel between two roster characters: each plays its book as the campaign has improved
// it (derivedBook: current max body and points, MOD raises in the "+" column), at this screen or
// live in two browsers. The playtest remembers the campaign and the characters, so recording the
// finished duel back into the ledger is one click. The game played is Lost Worlds, whose module
// id the campaign system shares.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { BookBody } from "@/lib/content/kinds/book";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import { derivedBook } from "@/lib/content/lostworlds/campaign/derived-book";
import { isLostWorldsCharacter, LOST_WORLDS } from "@/lib/content/lostworlds/campaign/schema";
import { loadModule } from "@/lib/games/registry";
import { currentRulesVersion } from "@/lib/games/rules-version";
import { api, ApiError } from "@/components/studio/api";

const OPPONENTS: [string, string][] = [
  ["human", "a person at this screen"],
  ["equilibrium", "the equilibrium bot"],
  ["random", "the random bot"],
  ["live", "a person in another browser (live)"],
];

export function PlayDuel({
  campaignId,
  campaign,
  characters,
}: {
  campaignId: string;
  campaign: CampaignBody;
  characters: DerivedLostWorldsCharacter[];
}) {
  const router = useRouter();
  const [a, setA] = useState(characters[0].id);
  const [b, setB] = useState(characters[1].id);
  const [opponent, setOpponent] = useState("human");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function bookFor(id: string): Promise<{ book: BookBody; ref: { documentId: string; version: number; title: string } }> {
    const source = campaign.characters.find((c) => c.id === id);
    const derived = characters.find((c) => c.id === id);
    if (!source || !isLostWorldsCharacter(source) || !derived) throw new Error(`No Lost Worlds character "${id}" on the roster`);
    if (!source.book.documentId)
      throw new Error(`${source.name}'s book "${source.book.title}" is not in the library; add it to play a duel`);
    const doc = await api<{ id: string; title: string; version: number; body: BookBody }>(`/api/documents/${source.book.documentId}`);
    return { book: derivedBook(doc.body, derived), ref: { documentId: doc.id, version: doc.version, title: doc.title } };
  }

  async function start(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const [sa, sb] = await Promise.all([bookFor(a), bookFor(b)]);
      const name = (id: string) => characters.find((c) => c.id === id)!.name;
      const title = `Duel: ${name(a)} vs ${name(b)}`;
      const content = { books: [sa.book, sb.book] };
      const seed = Math.random().toString(36).slice(2, 10);
      if (opponent === "live") {
        const created = await api<{ id: string }>("/api/live", {
          method: "POST",
          json: { gameId: LOST_WORLDS, title, seed, content, seats: [{ label: name(a) }, { label: name(b) }] },
        });
        router.push(`/live/${created.id}`);
        return;
      }
      const body = {
        gameId: LOST_WORLDS,
        seed,
        rulesVersion: currentRulesVersion(await loadModule(LOST_WORLDS)),
        options: {},
        contentRef: [sa.ref, sb.ref],
        content,
        seats: [
          { label: name(a), controller: "human" },
          { label: name(b), controller: opponent },
        ],
        log: [],
        campaignRef: { documentId: campaignId, characterIds: [a, b] },
      };
      const created = await api<{ id: string }>("/api/documents", { method: "POST", json: { kind: "playtest", title, body } });
      router.push(`/documents/${created.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.describe() : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  return (
    <form className="panel stack" aria-label="Play a duel" onSubmit={start}>
      <h2 style={{ margin: 0 }}>Play a duel</h2>
      <p className="small muted" style={{ margin: 0 }}>
        Each character fights with its book as improved in this campaign.
      </p>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <CharacterSelect label="Side A" characters={characters} value={a} onChange={setA} />
        <CharacterSelect label="Side B" characters={characters} value={b} onChange={setB} />
        <label>
          Side B is played by
          <select aria-label="Side B is played by" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
            {OPPONENTS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button className="primary" type="submit" disabled={busy || a === b}>
          Start the duel
        </button>
      </div>
      {error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {error}
        </pre>
      )}
    </form>
  );
}

function CharacterSelect(props: { label: string; characters: DerivedLostWorldsCharacter[]; value: string; onChange(id: string): void }) {
  return (
    <label>
      {props.label}
      <select
        aria-label={`Duel ${props.label.replace("Side", "side")}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.characters.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
