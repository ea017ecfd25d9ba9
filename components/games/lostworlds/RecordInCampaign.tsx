"use client";
// One click from a finished duel to a campaign: pick the campaign and who played each side
// (characters from the duel's books are preselected), and the battle goes into the ledger with
// the playtest's replay attached. The entry id is made once here, so a double click or a retried
// post records the duel once.
import { useMemo, useState } from "react";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";
import { isLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/schema";
import { battleFromDuel, type DuelOutcome } from "@/lib/games/lostworlds/campaign";
import type { LostWorldsView } from "@/lib/engine/lostworlds";
import { CampaignSelect, RecordStatus, useCampaignPick, useRecordEntry } from "@/components/play/campaign-pick";
import type { ResultPanelProps } from "@/components/play/types";

/** The panel a finished Lost Worlds playtest shows under its board (see boards.ts). */
export function DuelResultPanel({ playtest, view, userId }: ResultPanelProps<LostWorldsView>) {
  if (!view.over) return null;
  const outcome: DuelOutcome = { result: view.over, bodies: view.sides.map((side) => side.body) };
  return (
    <RecordInCampaign
      playtest={playtest}
      outcome={outcome}
      userId={userId}
      title={`Duel: ${playtest.seats.map((s) => s.label).join(" vs ")}`}
    />
  );
}

function RecordInCampaign({
  playtest,
  outcome,
  userId,
  title,
}: {
  playtest: PlaytestBody;
  outcome: DuelOutcome;
  userId: string;
  title: string;
}) {
  const pick = useCampaignPick(playtest);
  const { campaign } = pick;
  const seatCount = playtest.seats.length;
  const { state, record } = useRecordEntry(userId);

  const refs = useMemo(() => (Array.isArray(playtest.contentRef) ? playtest.contentRef : []), [playtest.contentRef]);
  const preselected = useMemo(() => {
    if (!campaign) return playtest.seats.map(() => "");
    const chars = campaign.body.characters.filter(isLostWorldsCharacter);
    // A duel launched from this campaign names its characters; otherwise preselect the
    // character played from each seat's book, else the next one not taken yet.
    const named = playtest.campaignRef?.documentId === campaign.id ? playtest.campaignRef.characterIds : null;
    const taken: string[] = [];
    for (let i = 0; i < seatCount; i++) {
      const free = chars.filter((c) => !taken.includes(c.id));
      const fromBook = free.find((c) => refs[i] && (c.book.documentId === refs[i].documentId || c.book.title === refs[i].title));
      taken.push(named?.[i] ?? fromBook?.id ?? free[0]?.id ?? "");
    }
    return taken;
  }, [campaign, refs, playtest.campaignRef, playtest.seats, seatCount]);
  // The user's changes hold for the campaign they were made in; another campaign starts over.
  const [changed, setChanged] = useState<{ campaignId: string; picks: string[] } | null>(null);
  const picks = changed && changed.campaignId === campaign?.id ? changed.picks : preselected;
  const setPicks = (next: string[]) => setChanged({ campaignId: campaign?.id ?? "", picks: next });

  if (pick.campaigns === null) return null;
  if (pick.campaigns.length === 0) {
    return (
      <p className="small muted">
        To keep this duel in a campaign, create a campaign in the library; finished duels can then be recorded in it.
      </p>
    );
  }
  const chars = campaign?.body.characters.filter(isLostWorldsCharacter) ?? [];

  return (
    <section className="panel stack" aria-label="Record in a campaign" style={{ gap: "0.5rem" }}>
      <strong>Record this duel in a campaign</strong>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <CampaignSelect pick={pick} />
        {picks.map((_, i) => (
          <label key={i}>
            {playtest.seats[i]?.label ?? `Seat ${i + 1}`} was
            <select
              aria-label={`Character for seat ${i + 1}`}
              value={picks[i]}
              onChange={(e) => setPicks(picks.map((p, j) => (j === i ? e.target.value : p)))}
            >
              {chars.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          className="primary"
          disabled={
            state.busy ||
            campaign?.id !== pick.campaignId ||
            picks.some((p) => !p) ||
            new Set(picks).size !== picks.length ||
            state.done !== null
          }
          onClick={() => record(pick.campaignId, () => battleFromDuel(playtest, outcome, picks, title))}
        >
          Record in campaign
        </button>
      </div>
      {chars.length < seatCount && campaign && (
        <p className="small muted">This campaign needs {seatCount} Lost Worlds characters on its roster.</p>
      )}
      <RecordStatus state={state} />
    </section>
  );
}
