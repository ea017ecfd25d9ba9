// A Lost Worlds character's next choices in its roster row: the MODs it may raise now and for
// how much XP, and the categories it may advance; buttons for whoever makes its choices (the game
// master, or the character's player), the same as plain labels for everyone else, and why not
// when there is nothing to choose.
import type { DerivedLostWorldsCharacter } from "@/lib/content/lostworlds/campaign/derived";
import { ADVANCEMENT_LABELS } from "@/lib/content/lostworlds/campaign/schema";
import type { CampaignCellProps } from "../../campaign-types";

export function NextChoices({ character: c, canChoose, post }: CampaignCellProps<DerivedLostWorldsCharacter>) {
  return (
    <div className="stack" style={{ gap: "0.25rem" }}>
      {c.nextChoices.improvement.pages.length > 0 ? (
        <div className="row" style={{ gap: "0.25rem" }}>
          <span>Improve ({c.nextChoices.improvement.cost} XP):</span>
          {c.nextChoices.improvement.pages.slice(0, 40).map((page) => {
            const m = c.mods.find((x) => x.page === page);
            return canChoose ? (
              <button key={page} className="chip" title={m?.name} onClick={() => post({ type: "improvement", characterId: c.id, page })}>
                p.{page} {m ? `${m.mod >= 0 ? "+" : ""}${m.mod}→${m.mod + 1}` : ""}
              </button>
            ) : (
              <span key={page} className="badge">
                p.{page}
              </span>
            );
          })}
        </div>
      ) : (
        <span className="muted" data-testid={`improve-reason-${c.id}`}>
          Improvement: {c.nextChoices.improvement.reason ?? "none"}
        </span>
      )}
      {c.nextChoices.advancement.categories.length > 0 ? (
        <div className="row" style={{ gap: "0.25rem" }}>
          <span>Advance:</span>
          {c.nextChoices.advancement.categories.map((cat) =>
            canChoose ? (
              <button key={cat} className="chip" onClick={() => post({ type: "advancement", characterId: c.id, category: cat })}>
                {ADVANCEMENT_LABELS[cat]} +1
              </button>
            ) : (
              <span key={cat} className="badge">
                {ADVANCEMENT_LABELS[cat]}
              </span>
            ),
          )}
        </div>
      ) : (
        <span className="muted">Advancement: {c.nextChoices.advancement.reason ?? "none"}</span>
      )}
    </div>
  );
}
