"use client";
// The Lost Worlds duel board: both characters with body points, range and the restrictions read
// out to them; the picture each side's opponent turned to (image, title, SCORE, CRITICAL, the
// "Tell opponent" text); the viewer's maneuver sheet with the legal maneuvers lit and every other
// one explained; and the exchange log. The other side's pending pick is never in the view.
// A multi-player fight (one against several, view.sides.length > 2) shows every side: the solo
// side A with the picture each opponent turned to, and the log one row per pairing.
import type { LostWorldsAction, LostWorldsView } from "@/lib/engine/lostworlds";
import type { PictureView, SideView } from "@/lib/engine/lostworlds/types";
import { pictureUrl } from "@/lib/content/assets";
import type { BoardProps } from "@/components/play/types";

const COLOR_CSS: Record<string, string> = {
  red: "#c0392b",
  orange: "#e67e22",
  yellow: "#d4ac0d",
  green: "#2e8b57",
  blue: "#2e6db4",
  white: "#8a8f96",
  black: "#222",
  purple: "#7d3c98",
  brown: "#7b5b3a",
};

/** A, B, C, … as the engine names the seats (lib/engine/lostworlds/exchange.ts sideName). */
const sideName = (i: number) => (i >= 0 && i < 26 ? String.fromCharCode(65 + i) : `seat ${i + 1}`);
const RANGE_LABEL = {
  close: "Close range",
  extended: "Extended Range",
  mixed: "Both ranges: close maneuvers, X column at Extended Range",
} as const;

function BodyBar({ side }: { side: SideView }) {
  const pct = Math.max(0, Math.min(1, side.body / Math.max(1, side.maxBody)));
  const tone = side.body <= 0 ? "var(--danger)" : pct < 0.35 ? "var(--warn)" : "var(--accent)";
  return (
    <div aria-label={`${side.name} body points`} title={`${side.body} of ${side.maxBody} body points`}>
      <div style={{ height: 10, background: "#ece8df", borderRadius: 5, overflow: "hidden" }}>
        <div style={{ width: `${pct * 100}%`, height: "100%", background: tone }} />
      </div>
      <span className="small">
        <strong data-testid="lw-body">{side.body}</strong> / {side.maxBody} body points
      </span>
    </div>
  );
}

function Picture({ picture, whose }: { picture: PictureView | null; whose: string }) {
  if (!picture) return <p className="muted small">No picture yet.</p>;
  return (
    <figure className="lw-picture" style={{ margin: 0 }}>
      {picture.image ? (
        // Authors' images are arbitrary URLs or stored pictures, which next/image cannot optimise.
        <img
          src={pictureUrl(picture.image.src)}
          alt={picture.image.alt || picture.title}
          style={{ maxWidth: "45%", maxHeight: 120, display: "block" }}
        />
      ) : (
        <div className="lw-picture-blank" aria-hidden>
          {picture.page}
        </div>
      )}
      <figcaption className="stack" style={{ gap: 2 }}>
        <strong>
          p.{picture.page} · {picture.title}
        </strong>
        <span className="small">
          SCORE {picture.score ?? "—"}
          {picture.critical ? ` · CRITICAL ${picture.critical.threshold}+: ${picture.critical.text}` : ""}
        </span>
        {picture.tell && (
          <span className="small" data-testid={`lw-tell-${whose}`}>
            Tell opponent: <em>{picture.tell}</em>
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function SideCard({ side, index, label, you, multi }: { side: SideView; index: number; label: string; you: boolean; multi: boolean }) {
  return (
    <section
      className="panel stack"
      aria-label={`Side ${sideName(index)}: ${side.name}`}
      data-testid={`lw-side-${index}`}
      style={{ gap: "0.5rem" }}
    >
      <div className="row" style={{ justifyContent: "space-between" }}>
        <strong>
          {sideName(index)} · {side.name}
          {you ? " (you)" : ""}
        </strong>
        <span className="small muted">{label}</span>
      </div>
      <BodyBar side={side} />
      <div className="row small">
        {side.out && <span className="badge warn">Out of the fight</span>}
        {side.range && !side.out && <span className="badge">{RANGE_LABEL[side.range]}</span>}
        {side.knockedDown && <span className="badge warn">Knocked down</span>}
        {side.weaponLost && <span className="badge warn">Weapon dislodged</span>}
        {side.shieldLost && <span className="badge warn">Shield lost</span>}
        {side.points.spell + side.points.tactic + side.points.luck > 0 && (
          <span className="muted">
            {side.points.spell ? `spell ${side.points.spell} ` : ""}
            {side.points.tactic ? `tactic ${side.points.tactic} ` : ""}
            {side.points.luck ? `luck ${side.points.luck}` : ""}
          </span>
        )}
      </div>
      {side.facing.length === 0 && <Picture picture={side.picture} whose={String(index)} />}
      {side.facing.map((f, k) => (
        <div key={f.seat} className="stack" style={{ gap: 2 }}>
          {f.picture && (
            <span className="small muted">
              {sideName(f.seat)} turned to, in {sideName(index)}&apos;s book
              {multi && f.range ? ` (${f.range === "extended" ? "Extended Range" : "close range"})` : ""}:
            </span>
          )}
          <Picture picture={f.picture} whose={k === 0 ? String(index) : `${index}-${f.seat}`} />
        </div>
      ))}
      {(side.restrictions.length > 0 || side.bonuses.length > 0) && (
        <ul className="small" style={{ margin: 0, paddingLeft: "1.1rem" }} aria-label="Restrictions and bonuses">
          {side.restrictions.map((r, i) => (
            <li key={`r${i}`} style={r.suspended ? { opacity: 0.6 } : undefined}>
              {r.text}{" "}
              <span className="muted">
                (p.{r.page}
                {r.fromCritical ? " CRITICAL" : ""}
                {multi ? `, from ${sideName(r.by)}` : ""}
                {r.turnsLeft !== null ? `, ${r.turnsLeft} turn${r.turnsLeft === 1 ? "" : "s"} left` : ""}
                {r.suspended ? ", suspended" : ""})
              </span>
            </li>
          ))}
          {side.bonuses.map((b, i) => (
            <li key={`b${i}`}>
              {b.text}{" "}
              <span className="muted">
                (p.{b.page}
                {multi ? `, from ${sideName(b.by)}` : ""}
                {b.turnsLeft !== null ? `, ${b.turnsLeft} left` : ""})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Sheet({
  side,
  legal,
  onAction,
  seat,
}: {
  side: SideView;
  legal: LostWorldsAction[];
  onAction(a: LostWorldsAction): void;
  seat: number;
}) {
  const canPick = new Set(legal.filter((a) => !a.escape).map((a) => a.page));
  const canEscape = new Set(legal.filter((a) => a.escape).map((a) => a.page));
  const groups = [...new Set(side.sheet.map((m) => m.group))];
  // Most illegal maneuvers share a reason (one restriction forbids many): say each reason once,
  // with the pages it forbids; each maneuver's own reason is also its tooltip.
  const reasons = new Map<string, number[]>();
  for (const m of side.sheet) if (!m.legal && m.reason) reasons.set(m.reason, [...(reasons.get(m.reason) ?? []), m.page]);
  return (
    <section className="stack" aria-label="Your maneuvers" style={{ gap: "0.5rem" }}>
      {groups.map((g) => (
        <div key={g} className="lw-group">
          <span className="small muted">{g}</span>
          <div className="lw-sheet">
            {side.sheet
              .filter((m) => m.group === g)
              .map((m) => {
                const pickable = canPick.has(m.page);
                return (
                  <div key={m.page} className="lw-maneuver" data-legal={m.legal}>
                    <button
                      type="button"
                      disabled={!pickable}
                      onClick={() => onAction({ seat, page: m.page })}
                      title={
                        m.reason ??
                        `${m.name}: page ${m.page}${side.range === "mixed" && m.xPage !== null ? ` (X ${m.xPage} at Extended Range)` : ""}, MOD ${m.mod >= 0 ? "+" : ""}${m.mod}`
                      }
                      style={{ borderLeft: `6px solid ${(m.color ? COLOR_CSS[m.color] : undefined) ?? "#999"}` }}
                    >
                      <strong>{m.page}</strong> {m.name}{" "}
                      <span className="small muted">
                        {m.mod >= 0 ? "+" : ""}
                        {m.mod}
                      </span>
                      {side.range === "mixed" && m.xPage !== null && <span className="small muted"> · X {m.xPage}</span>}
                    </button>
                    {canEscape.has(m.page) && (
                      <button type="button" className="small" onClick={() => onAction({ seat, page: m.page, escape: true })}>
                        escape with it
                      </button>
                    )}
                  </div>
                );
              })}
          </div>
        </div>
      ))}
      {/* Below the maneuvers, so the buttons come first on the screen; each disabled one also says why in its tooltip. */}
      {reasons.size > 0 && (
        <ul className="small lw-reasons" aria-label="Why the other maneuvers are not allowed" data-testid="lw-reasons">
          {[...reasons].map(([reason, pages]) => (
            <li key={reason}>
              <strong>Not now:</strong> {pages.join(", ")} — {reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LostWorldsBoard({ view, seat, seatLabels, legal, onAction }: BoardProps<LostWorldsView, LostWorldsAction>) {
  const me = view.sides[seat] ?? view.sides[0];
  const mine = view.pending.mine;
  const waitingFor = view.pending.seats.filter((s, i) => !view.pending.submitted[i] && s !== seat);
  const othersChose = view.pending.seats.some((s, i) => s !== seat && view.pending.submitted[i]);
  const multi = view.sides.length > 2;
  const chose = view.pending.seats.filter((s, i) => s !== seat && view.pending.submitted[i]);
  return (
    <div className="stack" data-testid="lw-board">
      {/* The fighters beside the maneuvers, so a whole exchange fits one screen. */}
      <div className="lw-duel">
        <div className="lw-sides">
          {view.sides.map((side, i) => (
            <SideCard key={i} side={side} index={i} label={seatLabels[i] ?? ""} you={i === seat} multi={multi} />
          ))}
        </div>
        <div className="stack" style={{ gap: "0.5rem" }}>
          {!view.over && (
            <p className="small" data-testid="lw-status" style={{ margin: 0 }}>
              Exchange {view.exchange + 1}.{" "}
              {othersChose
                ? multi
                  ? `${chose.map(sideName).join(", ")} ${chose.length === 1 ? "has" : "have"} chosen. `
                  : "The other side has chosen. "
                : ""}
              {mine
                ? `You chose ${mine.page}${mine.escape ? " (escaping)" : ""}; waiting for ` +
                  `${waitingFor.map(sideName).join(", ") || "the other side"}.`
                : legal.length > 0
                  ? "Choose a maneuver: lit ones are legal now; the others say why not."
                  : "Waiting for a choice."}
            </p>
          )}
          <Sheet side={me} legal={legal} onAction={onAction} seat={seat} />
        </div>
      </div>
      {view.log.length > 0 && multi && (
        <div className="lw-log">
          <MultiLog view={view} />
        </div>
      )}
      {view.log.length > 0 && !multi && (
        <div className="lw-log">
          <table className="list small" aria-label="Exchanges" data-testid="lw-exchanges">
            <thead>
              <tr>
                <th>#</th>
                <th>A chose → picture</th>
                <th>A dealt</th>
                <th>A body</th>
                <th>B chose → picture</th>
                <th>B dealt</th>
                <th>B body</th>
              </tr>
            </thead>
            <tbody>
              {view.log.map((x) => (
                <tr key={x.n}>
                  <td>{x.n}</td>
                  {x.strikes.map((s, i) => (
                    <Strike key={i} strike={s} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The log of a multi-player fight: one row per pairing (A against each opponent still in). */
function MultiLog({ view }: { view: LostWorldsView }) {
  return (
    <table className="list small" aria-label="Exchanges" data-testid="lw-exchanges">
      <thead>
        <tr>
          <th>#</th>
          <th>Pairing</th>
          <th>A chose → picture</th>
          <th>A dealt</th>
          <th>A body</th>
          <th>Opponent chose → picture</th>
          <th>Opponent dealt</th>
          <th>Opponent body</th>
        </tr>
      </thead>
      <tbody>
        {view.log.flatMap((x) =>
          x.pairings.map((p) => (
            <tr key={`${x.n}-${p.opponent}`}>
              <td>{x.n}</td>
              <td>
                A vs {sideName(p.opponent)} ({view.sides[p.opponent]?.name ?? ""})
              </td>
              {p.strikes.map((s, i) => (
                <Strike key={i} strike={s} />
              ))}
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

function Strike({ strike }: { strike: LostWorldsView["log"][number]["strikes"][number] }) {
  return (
    <>
      <td>
        {strike.page} → {strike.picture}
        {strike.critical ? " (CRITICAL)" : ""}
        {strike.withheld ? " (score withheld: attacks used)" : ""}
      </td>
      <td>{strike.dealt}</td>
      <td>{strike.body}</td>
    </>
  );
}
