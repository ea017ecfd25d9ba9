"use client";
// What every "record this playtest in a campaign" panel shares: finding the campaigns the user
// may write to, loading the chosen one, and posting one ledger entry whose id is made once per
// panel, so a double click or a retried post records the result once (the API drops an entry
// whose id it already has).
import { useEffect, useRef, useState } from "react";
import type { CampaignBody } from "@/lib/content/kinds/campaign";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";
import { api, ApiError } from "@/components/studio/api";

export interface CampaignSummary {
  id: string;
  title: string;
  role: string;
}

export interface CampaignPick {
  /** Null while loading. */
  campaigns: CampaignSummary[] | null;
  campaignId: string;
  setCampaignId(id: string): void;
  /** The chosen campaign once loaded (its id says which, so a stale body is never mistaken). */
  campaign: { id: string; body: CampaignBody } | null;
}

/** The user's campaigns (owner or editor); the one the playtest was launched from comes first. */
export function useCampaignPick(playtest: PlaytestBody): CampaignPick {
  const [campaigns, setCampaigns] = useState<CampaignSummary[] | null>(null);
  const [campaignId, setCampaignId] = useState("");
  const [campaign, setCampaign] = useState<CampaignPick["campaign"]>(null);
  const launchedFromId = playtest.campaignRef?.documentId;

  useEffect(() => {
    api<{ documents: CampaignSummary[] }>("/api/documents?kind=campaign").then(
      (r) => {
        const mine = r.documents.filter((d) => d.role === "owner" || d.role === "editor");
        setCampaigns(mine);
        const launchedFrom = mine.find((d) => d.id === launchedFromId);
        setCampaignId((launchedFrom ?? mine[0])?.id ?? "");
      },
      () => setCampaigns([]),
    );
  }, [launchedFromId]);

  useEffect(() => {
    if (!campaignId) return;
    api<{ body: CampaignBody }>(`/api/documents/${campaignId}`).then((d) => setCampaign({ id: campaignId, body: d.body }));
  }, [campaignId]);

  return { campaigns, campaignId, setCampaignId, campaign };
}

export interface RecordState {
  busy: boolean;
  error: string | null;
  /** The campaign the entry went into, once recorded. */
  done: string | null;
}

/** Posts one ledger entry per panel: `record` ignores calls while a post is in flight or done. */
export function useRecordEntry(userId: string): { state: RecordState; record(campaignId: string, payload: () => object): Promise<void> } {
  const [entryId] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<RecordState>({ busy: false, error: null, done: null });
  // A ref, not state: two clicks in one frame both see the state from before the first.
  const posting = useRef(false);

  async function record(campaignId: string, payload: () => object) {
    if (posting.current) return;
    posting.current = true;
    setState({ busy: true, error: null, done: null });
    try {
      await api(`/api/documents/${campaignId}/campaign/entries`, {
        method: "POST",
        json: { id: entryId, at: new Date().toISOString(), by: userId, ...payload() },
      });
      setState({ busy: false, error: null, done: campaignId });
    } catch (err) {
      posting.current = false;
      setState({ busy: false, error: err instanceof ApiError ? err.describe() : String(err), done: null });
    }
  }
  return { state, record };
}

export function CampaignSelect({ pick, testId }: { pick: CampaignPick; testId?: string }) {
  return (
    <label>
      Campaign
      <select aria-label="Campaign" data-testid={testId} value={pick.campaignId} onChange={(e) => pick.setCampaignId(e.target.value)}>
        {(pick.campaigns ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The post's error, or a link to the campaign once recorded. */
export function RecordStatus({ state }: { state: RecordState }) {
  return (
    <>
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
    </>
  );
}
