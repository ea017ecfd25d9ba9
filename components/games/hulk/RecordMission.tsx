"use client";
// One click from a finished Space Hulk mission to a campaign: pick the campaign and the squad
// that played it, and the mission goes into the ledger with each member's kills, the members
// lost, and the playtest's replay attached. The Marines of the mission's squad are matched to
// the squad's living members in order, and the match is shown before recording.
import { useMemo, useState } from "react";
import type { PlaytestBody } from "@/lib/content/kinds/playtest";
import { deriveCampaign } from "@/lib/content/campaign/derive";
import { isDerivedSquad } from "@/lib/content/hulk/campaign/derived";
import { battleFromMission, missionMembers } from "@/lib/games/hulk/campaign";
import type { HulkView } from "@/lib/engine/hulk";
import { CampaignSelect, RecordStatus, useCampaignPick, useRecordEntry } from "@/components/play/campaign-pick";
import type { ResultPanelProps } from "@/components/play/types";

/** The panel a finished Space Hulk playtest shows under its board (see boards.ts). */
export function MissionResultPanel({ playtest, view, userId }: ResultPanelProps<HulkView>) {
  if (!view.end) return null;
  return <RecordMission playtest={playtest} view={view} userId={userId} />;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function missionTitle(playtest: PlaytestBody): string {
  const ref = Array.isArray(playtest.contentRef) ? playtest.contentRef[0] : playtest.contentRef;
  return `Mission: ${ref?.title ?? "Space Hulk"}`;
}

function RecordMission({ playtest, view, userId }: { playtest: PlaytestBody; view: HulkView; userId: string }) {
  const pick = useCampaignPick(playtest);
  const { state, record } = useRecordEntry(userId);
  const [squadId, setSquadId] = useState("");
  const marines = view.board.squad;

  // Which members are still alive follows from the ledger, so the campaign is derived here.
  const squads = useMemo(() => {
    if (!pick.campaign) return [];
    return deriveCampaign(pick.campaign.body)
      .characters.filter(isDerivedSquad)
      .filter((c) => c.status !== "retired")
      .map((c) => ({ squad: c, members: missionMembers(c.members, marines.length) }));
  }, [pick.campaign, marines.length]);
  const fitting = squads.filter((s) => s.members !== null);
  const chosen = fitting.find((s) => s.squad.id === squadId) ?? fitting[0];

  if (pick.campaigns === null) return null;
  if (pick.campaigns.length === 0) {
    return (
      <p className="small muted">
        To keep this mission in a campaign, create a campaign in the library with a Space Hulk squad; finished missions can then be recorded
        in it.
      </p>
    );
  }
  const loaded = pick.campaign?.id === pick.campaignId;
  const members = chosen?.members ?? [];

  return (
    <section className="panel stack" aria-label="Record the mission in a campaign" data-testid="record-mission" style={{ gap: "0.5rem" }}>
      <strong>Record this mission in a campaign</strong>
      <div className="row" style={{ alignItems: "flex-end" }}>
        <CampaignSelect pick={pick} testId="record-mission-campaign" />
        <label>
          Squad
          <select
            aria-label="Squad"
            data-testid="record-mission-squad"
            value={chosen?.squad.id ?? ""}
            onChange={(e) => setSquadId(e.target.value)}
          >
            {fitting.map((s) => (
              <option key={s.squad.id} value={s.squad.id}>
                {s.squad.name}
              </option>
            ))}
          </select>
        </label>
        <button
          className="primary"
          data-testid="record-mission-submit"
          disabled={state.busy || !loaded || !chosen || state.done !== null}
          onClick={() =>
            chosen &&
            record(pick.campaignId, () =>
              battleFromMission(
                playtest,
                view,
                chosen.squad.id,
                members.map((m) => m.id),
                missionTitle(playtest),
              ),
            )
          }
        >
          Record in campaign
        </button>
      </div>
      {loaded && !chosen && (
        <p className="small muted">
          This campaign needs a Space Hulk squad with {marines.length} members still alive, one for each Marine of the mission
          {squads.length > 0 && ` (${squads.map((s) => `${s.squad.name}: ${s.squad.membersAlive}`).join(", ")})`}.
        </p>
      )}
      {loaded && chosen && (
        <ul className="small" data-testid="record-mission-mapping" style={{ margin: 0 }}>
          {marines.map((marine, slot) => (
            <li key={slot}>
              {marine.name} → {members[slot].name}
              {view.squadKills[slot] > 0 && `: ${plural(view.squadKills[slot], "kill")}`}
              {view.squadLost[slot] && " (lost)"}
            </li>
          ))}
        </ul>
      )}
      <RecordStatus state={state} />
    </section>
  );
}
