"use client";
// A finished scenario into a campaign: pick the campaign and which roster character played each
// figure (or nobody: a monster or a guest is credited as an opponent outside the roster). The
// winning side's victory points, the defeats, deaths and knock-outs go into the ledger as one
// battle with the replay attached; the entry id is made once, so a double click records it once.
import { useMemo, useState } from "react";
import { z } from "zod";
import { isLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/schema";
import type { ScenarioView } from "@/lib/engine/scenario/types";
import { battleFromScenario, type ScenarioOutcome } from "@/lib/games/scenario/campaign";
import { CampaignSelect, RecordStatus, useCampaignPick, useRecordEntry } from "@/components/play/campaign-pick";
import type { ResultPanelProps } from "@/components/play/types";

/** Nobody on the roster plays this figure. */
const NOBODY = "";

/** Which book document each figure was given in the scenario played (its copy is in the playtest's content). */
const figureBooksSchema = z.object({
  figures: z.array(z.object({ book: z.object({ documentId: z.string().nullable().default(null), title: z.string().default("") }) })),
});

export function ScenarioResultPanel({ playtest, view, userId }: ResultPanelProps<ScenarioView>) {
  const pick = useCampaignPick(playtest);
  const { campaign } = pick;
  const { state, record } = useRecordEntry(userId);
  const figures = view.source.figures;
  const chars = useMemo(() => campaign?.body.characters.filter(isLostWorldsCharacter) ?? [], [campaign]);

  // Each figure whose book a roster character was made from is preselected as that character
  // (by document, else by the book's title), each character for one figure at most.
  const preselected = useMemo(() => {
    const parsed = figureBooksSchema.safeParse(playtest.content);
    const books = parsed.success ? parsed.data.figures.map((f) => f.book) : [];
    const taken = new Set<string>();
    return figures.map((_, i) => {
      const book = books[i];
      const match = book
        ? chars.find(
            (c) =>
              !taken.has(c.id) &&
              ((book.documentId !== null && c.book.documentId === book.documentId) || (book.title !== "" && c.book.title === book.title)),
          )
        : undefined;
      if (match) taken.add(match.id);
      return match?.id ?? NOBODY;
    });
  }, [chars, figures, playtest.content]);
  const [changed, setChanged] = useState<{ campaignId: string; picks: string[] } | null>(null);
  const picks = changed && changed.campaignId === campaign?.id ? changed.picks : preselected;
  const setPick = (f: number, id: string) => setChanged({ campaignId: campaign?.id ?? "", picks: picks.map((p, i) => (i === f ? id : p)) });

  if (!view.over || pick.campaigns === null) return null;
  if (pick.campaigns.length === 0) {
    return (
      <p className="small muted">
        To keep this scenario in a campaign, create a campaign in the library; finished scenarios can then be recorded in it.
      </p>
    );
  }
  const outcome: ScenarioOutcome = {
    result: view.over,
    conditions: view.figures.map((f) => f.condition),
    defeated: view.defeated,
    vp: view.vp,
  };
  const chosen = picks.filter((p) => p !== NOBODY);
  const title = `Scenario: ${playtest.seats.map((s) => s.label).join(" vs ")}`;

  return (
    <section className="panel stack" aria-label="Record in a campaign" style={{ gap: "0.5rem" }}>
      <strong>Record this scenario in a campaign</strong>
      <p className="small muted" style={{ margin: 0 }}>
        The winning side&apos;s {view.over.winners.length > 0 && !view.over.draw ? `${view.vp[view.over.winners[0]]} ` : ""}
        victory points are shared among its characters; each defeat earns its victor experience.
      </p>
      <div className="row" style={{ alignItems: "flex-end", flexWrap: "wrap" }}>
        <CampaignSelect pick={pick} />
        {figures.map((f, i) => (
          <label key={i}>
            {f.name} ({view.source.sides.find((s) => s.id === f.side)?.name ?? f.side}) was
            <select aria-label={`Character for ${f.name}`} value={picks[i] ?? NOBODY} onChange={(e) => setPick(i, e.target.value)}>
              <option value={NOBODY}>nobody on the roster</option>
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
            chosen.length === 0 ||
            new Set(chosen).size !== chosen.length ||
            state.done !== null
          }
          onClick={() =>
            record(pick.campaignId, () =>
              battleFromScenario(
                playtest,
                view.source,
                outcome,
                picks.map((p) => p || null),
                title,
              ),
            )
          }
        >
          Record in campaign
        </button>
      </div>
      {campaign && chars.length === 0 && <p className="small muted">This campaign has no Lost Worlds characters on its roster.</p>}
      <RecordStatus state={state} />
    </section>
  );
}
