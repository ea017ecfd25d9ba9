"use client";
// One click from a finished duel to a campaign: pick the campaign and who played each side
// (characters from the duel's books are preselected), and the battle goes into the ledger with
// the playtest's replay attached. The entry id is made once here, so a double click or a retried
// post records the duel once.
import { useEffect, useMemo, useState } from "react";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import { battleFromDuel, type DuelOutcome } from "@/lib/content/campaign/from-playtest";
import type { LostWorldsView } from "@/lib/engine/lostworlds";
import { api, ApiError } from "@/components/studio/api";
import type { ResultPanelProps } from "../types";

interface Summary {
  id: string;
  title: string;
  role: string;
}

const newId = () => crypto.randomUUID();

/** The panel a finished Lost Worlds playtest shows under its board (see boards.ts). */
export function DuelResultPanel({ playtest, view, userId }: ResultPanelProps<LostWorldsView>) {
  if (!view.over) return null;
  const outcome: DuelOutcome = { result: view.over, bodies: view.sides.map((side) => side.body) };
  return <RecordInCampaign playtest={playtest} outcome={outcome} userId={userId} title={`Duel: ${playtest.seats.map((s) => s.label).join(" vs ")}`} />;
}

function RecordInCampaign({ playtest, outcome, userId, title }: { playtest: PlaytestBody; outcome: DuelOutcome; userId: string; title: string }) {
  const [campaigns, setCampaigns] = useState<Summary[] | null>(null);
  const [campaignId, setCampaignId] = useState("");
  const [campaign, setCampaign] = useState<CampaignBody | null>(null);
  const seatCount = playtest.seats.length;
  const [picks, setPicks] = useState<string[]>(() => playtest.seats.map(() => ""));
  const [entryId] = useState(newId);
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });

  const launchedFromId = playtest.campaignRef?.documentId;
  useEffect(() => {
    api<{ documents: Summary[] }>("/api/documents?kind=campaign").then(
      (r) => {
        const mine = r.documents.filter((d) => d.role === "owner" || d.role === "editor");
        setCampaigns(mine);
        const launchedFrom = mine.find((d) => d.id === launchedFromId);
        setCampaignId((launchedFrom ?? mine[0])?.id ?? "");
      },
      () => setCampaigns([]),
    );
  }, [launchedFromId]);

  const refs = useMemo(() => (Array.isArray(playtest.contentRef) ? playtest.contentRef : []), [playtest.contentRef]);
  useEffect(() => {
    if (!campaignId) return;
    api<{ body: CampaignBody }>(`/api/documents/${campaignId}`).then((d) => {
      setCampaign(d.body);
      const chars = d.body.characters.filter((c) => c.system === "lostworlds");
      // A duel launched from this campaign names its characters; otherwise preselect the
      // character played from each seat's book, else the next one not taken yet.
      const named = playtest.campaignRef?.documentId === campaignId ? playtest.campaignRef.characterIds : null;
      const taken: string[] = [];
      for (let i = 0; i < seatCount; i++) {
        const free = chars.filter((c) => !taken.includes(c.id));
        const fromBook = free.find((c) => c.system === "lostworlds" && refs[i] && (c.book.documentId === refs[i].documentId || c.book.title === refs[i].title));
        taken.push(named?.[i] ?? fromBook?.id ?? free[0]?.id ?? "");
      }
      setPicks(taken);
    });
  }, [campaignId, refs, playtest.campaignRef, seatCount]);

  if (campaigns === null) return null;
  if (campaigns.length === 0) {
    return <p className="small muted">To keep this duel in a campaign, create a campaign in the library; finished duels can then be recorded in it.</p>;
  }
  const chars = campaign?.characters.filter((c) => c.system === "lostworlds") ?? [];

  async function record() {
    setState({ busy: true, error: null, done: null });
    try {
      const payload = battleFromDuel(playtest, outcome, picks, title);
      await api(`/api/documents/${campaignId}/campaign/entries`, { method: "POST", json: { id: entryId, at: new Date().toISOString(), by: userId, ...payload } });
      setState({ busy: false, error: null, done: campaignId });
    } catch (err) {
      setState({ busy: false, error: err instanceof ApiError ? err.describe() : String(err), done: null });
    }
  }

  return (
    <section className="panel stack" aria-label="Record in a campaign" style={{ gap: "0.5rem" }}>
      <strong>Record this duel in a campaign</strong>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <label>
          Campaign
          <select aria-label="Campaign" value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </label>
        {picks.map((_, i) => (
          <label key={i}>
            {playtest.seats[i]?.label ?? `Seat ${i + 1}`} was
            <select aria-label={`Character for seat ${i + 1}`} value={picks[i]} onChange={(e) => setPicks(picks.map((p, j) => (j === i ? e.target.value : p)))}>
              {chars.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button className="primary" disabled={state.busy || picks.some((p) => !p) || new Set(picks).size !== picks.length || state.done !== null} onClick={record}>
          Record in campaign
        </button>
      </div>
      {chars.length < seatCount && campaign && <p className="small muted">This campaign needs {seatCount} Lost Worlds characters on its roster.</p>}
      {state.error && (
        <pre className="error" role="alert" style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {state.error}
        </pre>
      )}
      {state.done && (
        <p className="notice" data-testid="recorded">
          Recorded, with the replay attached. <a href={`/documents/${state.done}`}>Open the campaign</a>
        </p>
      )}
    </section>
  );
}
