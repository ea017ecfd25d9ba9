// A Space Hulk squad's members in its roster row: name, role, kills, and alive or lost (and in
// which mission), all as derived from the ledger. Open by default: the members are the squad's
// figures on the roster.
import type { TimelineItem } from "@/lib/content/campaign/derive";
import type { DerivedSquad } from "@/lib/content/hulk/campaign/derived";

const kills = (n: number) => `${n} kill${n === 1 ? "" : "s"}`;

export function SquadMembers({ squad, timeline }: { squad: DerivedSquad; timeline: readonly TimelineItem[] }) {
  // `lostIn` is the battle entry's id, which is also its timeline item's id (stable across corrections).
  const missionOf = (entryId: string | null) => {
    const item = timeline.find((t) => t.id === entryId);
    return item?.payload.type === "battle" && item.payload.title ? item.payload.title : null;
  };
  return (
    <details open data-testid={`squad-${squad.id}`}>
      <summary>
        {squad.membersAlive} alive <span className="small muted">of {squad.members.length}</span>
      </summary>
      <ul className="small" style={{ margin: 0, paddingLeft: "1rem" }}>
        {squad.members.map((m) => {
          const mission = m.alive ? null : missionOf(m.lostIn);
          return (
            <li key={m.id} data-testid={`member-${m.id}`} className={m.alive ? undefined : "muted"}>
              {m.name} · {m.role} · <span data-testid={`member-kills-${m.id}`}>{kills(m.kills)}</span> ·{" "}
              <span data-testid={`member-status-${m.id}`}>{m.alive ? "alive" : mission ? `lost in ${mission}` : "lost"}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
