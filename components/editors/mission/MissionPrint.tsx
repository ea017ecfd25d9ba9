// The printable mission: briefing, every level's map (top level first) with a legend, forces,
// reinforcements and victory. Rendered on the server by the document's print page.
import type { ReactNode } from "react";
import type { MissionBody } from "@/lib/content/kinds/mission";
import { RichTextView } from "@/components/RichTextView";
import { PrintButton } from "@/components/studio/PrintButton";
import { describeSchedule } from "./describe";
import { DoorGlyph, FeatureGlyph, MissionMapSvg } from "./MissionMapSvg";
import { CELL, ENTRY_TINT, INK, LEGEND, MARINE_TINT, VOID_RGB, WALL_RGB, mix, rgbCss, sectionRgb } from "./map-style";

function LegendSwatch({ id }: { id: string }): ReactNode {
  const box = (fill: string, extra?: ReactNode) => (
    <>
      <rect width={CELL} height={CELL} fill={fill} stroke={INK.border} />
      {extra}
    </>
  );
  const floor = rgbCss(sectionRgb({ kind: "corridor" }, 0));
  const content: Record<string, ReactNode> = {
    corridor: box(floor),
    room: box(rgbCss(sectionRgb({ kind: "room" }, 0))),
    wall: box(rgbCss(WALL_RGB)),
    void: box(rgbCss(VOID_RGB)),
    shaded: box(
      floor,
      <path
        d={`M0 ${CELL}L${CELL} 0M0 ${CELL / 2}L${CELL / 2} 0M${CELL / 2} ${CELL}L${CELL} ${CELL / 2}`}
        stroke={INK.hatch}
        strokeWidth={1.5}
      />,
    ),
    door: box(floor, <DoorGlyph x0={0} y0={0} across open={false} />),
    rubble: box(floor, <FeatureGlyph f={{ type: "rubble" }} x0={0} y0={0} />),
    pitfall: box(floor, <FeatureGlyph f={{ type: "pitfall", letter: "A" }} x0={0} y0={0} />),
    ladder: box(floor, <FeatureGlyph f={{ type: "ladder" }} x0={0} y0={0} />),
    shadow: box(floor, <FeatureGlyph f={{ type: "shadow", of: "pitfall", letter: "A" }} x0={0} y0={0} />),
    chute: box(floor, <FeatureGlyph f={{ type: "chute" }} x0={0} y0={0} />),
    marines: box(rgbCss(mix(sectionRgb({ kind: "corridor" }, 0), MARINE_TINT, 0.38))),
    entry: box(rgbCss(mix(sectionRgb({ kind: "corridor" }, 0), ENTRY_TINT, 0.38))),
  };
  return (
    <svg width={18} height={18} viewBox={`-1 -1 ${CELL + 2} ${CELL + 2}`} aria-hidden>
      {content[id]}
    </svg>
  );
}

const RESULT = { "marines-win": "The Marines win", "stealers-win": "The Genestealers win", draw: "The game is drawn" } as const;

export function MissionPrint({ title, body }: { title: string; body: MissionBody }) {
  const levels = body.levels.map((l, i) => ({ l, i })).reverse();
  return (
    <div className="print-book mission-print">
      <div className="row no-print" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>{title}: print view</h1>
        <PrintButton />
      </div>
      <section className="print-page">
        <h2>{title}</h2>
        <RichTextView value={body.briefing} />
        <h3>Objectives</h3>
        <RichTextView value={body.objectives} />
      </section>
      {levels.map(({ l, i }) => (
        <section key={i} className="print-page" data-testid="print-level">
          <h2>
            {l.name}{" "}
            <span className="small muted">
              (level {i}
              {i === 0 ? ", bottom" : ""}
              {i === body.levels.length - 1 && i > 0 ? ", top" : ""})
            </span>
          </h2>
          <MissionMapSvg body={body} level={i} />
        </section>
      ))}
      <section className="print-page">
        <h3>Legend</h3>
        <div className="legend">
          {LEGEND.map((item) => (
            <div key={item.id}>
              <LegendSwatch id={item.id} /> {item.label}
            </div>
          ))}
        </div>
        <h3>Forces</h3>
        {body.forces.squads.map((s) => (
          <p key={s.name}>
            <strong>{s.name}:</strong> {s.members.map((m) => `${m.name} (${m.weapons.join(", ")})`).join("; ")}
          </p>
        ))}
        <p>
          <strong>Genestealers:</strong> {describeSchedule(body.reinforcements)}
        </p>
        <h3>Victory</h3>
        <ul>
          {body.victory.outcomes.map((o, i) => (
            <li key={i}>
              {RESULT[o.result]}
              {o.text ? `: ${o.text}` : ""}
            </li>
          ))}
          <li>Otherwise: {RESULT[body.victory.otherwise].toLowerCase()}.</li>
        </ul>
        {body.turnLimit && <p>The game ends after turn {body.turnLimit}.</p>}
      </section>
    </div>
  );
}
