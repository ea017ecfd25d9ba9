"use client";
// A Lost Worlds scenario at the table: the terrain (levels shaded and numbered, walls, steps,
// pillars), objects and figures; the moving figure's Battle Zone, its movement points left and
// the spaces it may enter with what each costs (click one, or use the buttons beside the board,
// which also hold every other chart action); when a fight is on, the familiar duel board for its
// rounds. The log in words is the playtest's own, under the board.
import { useMemo, useState } from "react";
import { hexCorners, hexToPixel } from "@/lib/engine/core/hex";
import type { LostWorldsAction, LostWorldsView } from "@/lib/engine/lostworlds";
import type { ScenarioAction, ScenarioView } from "@/lib/engine/scenario/types";
import { DEFAULT_SCENARIO_OPTIONS, type ScenarioSource } from "@/lib/engine/scenario/input";
import { compileScenario } from "@/lib/engine/scenario/compile";
import { stepCost } from "@/lib/engine/scenario/movement";
import { zonesMeet } from "@/lib/engine/scenario/zones";
import type { ScenarioState } from "@/lib/engine/scenario/types";
import type { BoardProps } from "@/components/play/types";
import { LostWorldsBoard } from "@/components/games/lostworlds/LostWorldsBoard";
import { HEX, HEX_LAYOUT, INK, initials, levelFill, sideColor, spaceWords } from "@/components/editors/scenario/terrain-look";
import { neighbourInZone } from "@/components/editors/scenario/battle-zones";
import { sceneOf, type Scene } from "./scene";
import { COMPASS, describeScenarioAction, sideName } from "./words";
import { BoardCursorFrame } from "@/components/play/BoardCursorFrame";
import { describeSpace, spaceOptions, terrainCells } from "./map-cursor";

const DESTINATIONS = new Set<ScenarioAction["type"]>(["move", "crawl", "jump", "jump-down"]);
const POSTURE = { standing: "standing", "off-balance": "Off Balance", down: "Knocked Down" } as const;
const CONDITION = { active: "", unconscious: "unconscious", dead: "dead" } as const;

function points(corners: { x: number; y: number }[]): string {
  return corners.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
}

/**
 * What a step into each neighbouring space costs the moving figure, by the engine's own rule
 * (stepCost reads the terrain, the rule options and the figure's Height).
 */
function useStepCosts(source: ScenarioSource | null) {
  return useMemo(() => {
    if (!source) return null;
    try {
      const t = compileScenario(source);
      const options = { ...DEFAULT_SCENARIO_OPTIONS, ...source.options };
      // stepCost reads only the terrain and the options of a state.
      const costState = { t, options } as ScenarioState;
      return (f: number, from: number, to: number) => stepCost(costState, f, from, to);
    } catch {
      return null;
    }
  }, [source]);
}

export function ScenarioBoard({ view, seat, legal, onAction, content }: BoardProps<ScenarioView, ScenarioAction>) {
  const source = useMemo(() => sourceOf(view, content), [view, content]);
  const scene = useMemo(() => sceneOf(view, content), [view, content]);
  const cost = useStepCosts(source);
  const [cursor, setCursor] = useState<string | null>(null);
  if (!scene) return <p className="error">This playtest has no scenario to draw.</p>;

  const active = view.active;
  const mover = active >= 0 ? view.figures[active] : null;
  const mine = legal.length > 0;
  const movement = legal.filter((a) => a.type !== "maneuver");
  const destinations = new Map<number, ScenarioAction>();
  for (const a of movement) if (DESTINATIONS.has(a.type) && "to" in a && !destinations.has(a.to)) destinations.set(a.to, a);
  const centers = scene.spaces.map((s) => hexToPixel(HEX_LAYOUT, s));
  const xs = centers.map((c) => c.x),
    ys = centers.map((c) => c.y);
  const box = {
    x: Math.min(...xs) - HEX * 1.2,
    y: Math.min(...ys) - HEX * 1.2,
    w: Math.max(...xs) - Math.min(...xs) + HEX * 2.4,
    h: Math.max(...ys) - Math.min(...ys) + HEX * 2.4,
  };

  // The moving figure's Battle Zone: of its neighbours, those an opponent there would share a zone with.
  const zone = new Map<number, { always: boolean; note?: string }>();
  if (mover && source) {
    const here = scene.spaces[mover.at];
    scene.spaces.forEach((s, i) => {
      const dq = s.q - here.q,
        dr = s.r - here.r;
      if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) !== 2 || s.terrain === "wall" || s.terrain === "pillar" || s.impassable) return;
      const z = neighbourInZone(scene.figures[active].height, here.level, s.level, source.options.battleZoneHeight);
      if (z) zone.set(i, z);
    });
  }
  // Opposing figures standing in each other's Battle Zone now: a line joins them.
  const engaged: [number, number][] = [];
  if (source)
    view.figures.forEach((a, i) =>
      view.figures.forEach((b, j) => {
        if (j <= i || scene.figures[i].side === scene.figures[j].side || a.condition !== "active" || b.condition !== "active") return;
        const p = scene.spaces[a.at],
          q = scene.spaces[b.at];
        const dq = p.q - q.q,
          dr = p.r - q.r;
        if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) !== 2) return;
        if (zonesMeet(scene.figures[i].height, p.level, scene.figures[j].height, q.level, source.options.battleZoneHeight))
          engaged.push([i, j]);
      }),
    );

  const costOf = (a: ScenarioAction): string => {
    if (a.type === "move" && cost && mover) {
      const c = cost(active, mover.at, a.to);
      return c >= 0 ? `${c}` : "";
    }
    return a.type === "crawl" ? "crawl" : a.type === "jump" ? "jump" : a.type === "jump-down" ? "leap" : "";
  };

  const byFigure = new Map<number, number[]>();
  view.figures.forEach((f, i) => byFigure.set(f.at, [...(byFigure.get(f.at) ?? []), i]));
  const objectsAt = new Map<number, number[]>();
  view.objects.forEach((o, i) => o.at >= 0 && o.carriedBy < 0 && objectsAt.set(o.at, [...(objectsAt.get(o.at) ?? []), i]));

  return (
    <div className="stack" data-testid="scenario-board">
      <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap", gap: "1rem" }}>
        <BoardCursorFrame
          label="The terrain"
          testId="scenario-cursor"
          style={{ flex: "1 1 420px", maxWidth: 640 }}
          cells={terrainCells(scene)}
          start={mine && destinations.size > 0 ? String([...destinations.keys()][0]) : mover ? String(mover.at) : null}
          cursor={cursor}
          onCursor={setCursor}
          describe={(key) => describeSpace(view, scene, Number(key))}
          options={(key) => (mine ? spaceOptions(view, scene, legal, Number(key), onAction) : [])}
          // Nothing is picked on this board: Escape is left to the page.
          onCancel={() => false}
        >
          <svg
            role="img"
            aria-label="The terrain"
            viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
            style={{ width: "100%", maxHeight: 520, background: "#efe9dc", borderRadius: 8 }}
          >
            {scene.spaces.map((s, i) => {
              const c = centers[i];
              const corners = hexCorners(HEX_LAYOUT, s);
              const dest = mine ? destinations.get(i) : undefined;
              const z = zone.get(i);
              return (
                <g
                  key={i}
                  data-space={i}
                  data-q={s.q}
                  data-r={s.r}
                  data-destination={dest ? "true" : undefined}
                  onClick={dest ? () => onAction(dest) : undefined}
                  style={{ cursor: dest ? "pointer" : "default" }}
                >
                  <title>{`${spaceWords(s)}${dest ? ` · ${describeScenarioAction(view, dest, scene)}` : ""}`}</title>
                  <polygon
                    points={points(corners)}
                    fill={s.terrain === "wall" ? INK.wall : levelFill(s.level)}
                    stroke={INK.edge}
                    strokeWidth={1}
                  />
                  {s.terrain === "pillar" && <circle cx={c.x} cy={c.y + 2} r={HEX * 0.42} fill={INK.pillar} />}
                  {s.terrain === "steps" &&
                    [-1, 0, 1].map((k) => (
                      <line
                        key={k}
                        x1={c.x - HEX * 0.55}
                        x2={c.x + HEX * 0.55}
                        y1={c.y + k * HEX * 0.3}
                        y2={c.y + k * HEX * 0.3}
                        stroke={INK.steps}
                        strokeWidth={2}
                      />
                    ))}
                  {s.impassable && (
                    <path
                      d={`M${c.x - 10},${c.y - 10}L${c.x + 10},${c.y + 10}M${c.x + 10},${c.y - 10}L${c.x - 10},${c.y + 10}`}
                      stroke={INK.impassable}
                      strokeWidth={2}
                    />
                  )}
                  {s.terrain !== "wall" && (
                    <text
                      x={c.x}
                      y={c.y - HEX * 0.5}
                      fontSize={HEX * 0.42}
                      textAnchor="middle"
                      fill={s.terrain === "pillar" ? "#fff" : INK.text}
                    >
                      {s.level}
                    </text>
                  )}
                  {z && mover && (
                    <polygon
                      points={points(corners.map((p) => ({ x: c.x + (p.x - c.x) * 0.86, y: c.y + (p.y - c.y) * 0.86 })))}
                      fill={`${sideColor(scene.figures[active].side)}${z.always ? "33" : "14"}`}
                      stroke={sideColor(scene.figures[active].side)}
                      strokeDasharray={z.always ? undefined : "4 3"}
                      strokeWidth={1.5}
                    />
                  )}
                  {dest && (
                    <>
                      <polygon points={points(corners)} fill="none" stroke={INK.highlight} strokeWidth={3.5} />
                      <text x={c.x} y={c.y + HEX * 0.75} fontSize={HEX * 0.36} textAnchor="middle" fontWeight={700} fill="#7a5b00">
                        {costOf(dest)}
                      </text>
                    </>
                  )}
                </g>
              );
            })}
            {[...objectsAt].map(([at, list]) =>
              list.map((o, k) => (
                <g key={`o${o}`} pointerEvents="none">
                  <rect
                    x={centers[at].x - HEX * 0.6 + k * 6}
                    y={centers[at].y + 2}
                    width={12}
                    height={12}
                    fill="#8d6e47"
                    stroke="#3e2d17"
                  />
                  <title>{scene.objects[o]?.name}</title>
                </g>
              )),
            )}
            {engaged.map(([a, b]) => (
              <line
                key={`${a}-${b}`}
                x1={centers[view.figures[a].at].x}
                y1={centers[view.figures[a].at].y}
                x2={centers[view.figures[b].at].x}
                y2={centers[view.figures[b].at].y}
                stroke="#b3261e"
                strokeWidth={2}
                strokeDasharray="5 3"
                pointerEvents="none"
              />
            ))}
            {[...byFigure].map(([at, list]) =>
              list.map((f, k) => {
                const fs = view.figures[f];
                const c = centers[at];
                const cx = c.x + (k - (list.length - 1) / 2) * 14;
                return (
                  <g
                    key={`f${f}`}
                    pointerEvents="none"
                    opacity={fs.away ? 0.25 : fs.condition === "active" ? 1 : 0.55}
                    data-figure={scene.figures[f].name}
                  >
                    <circle
                      cx={cx}
                      cy={c.y + 3}
                      r={HEX * 0.45}
                      fill={sideColor(scene.figures[f].side)}
                      stroke={f === active ? INK.highlight : "#1b1b1b"}
                      strokeWidth={f === active ? 3.5 : 1}
                      strokeDasharray={fs.posture === "down" ? "3 2" : undefined}
                    />
                    <text x={cx} y={c.y + 7} fontSize={HEX * 0.38} textAnchor="middle" fill="#fff" fontWeight={700}>
                      {fs.condition === "dead" ? "✝" : initials(scene.figures[f].name)}
                    </text>
                  </g>
                );
              }),
            )}
            {cursor !== null && centers[Number(cursor)] && (
              // The keyboard cursor: a thick ring, dark under light, over everything.
              <g pointerEvents="none" data-testid="scenario-cursor-ring" data-cursor-ring="">
                <polygon points={points(hexCorners(HEX_LAYOUT, scene.spaces[Number(cursor)]))} fill="none" stroke="#111" strokeWidth={6} />
                <polygon
                  points={points(hexCorners(HEX_LAYOUT, scene.spaces[Number(cursor)]))}
                  fill="none"
                  stroke="#fff"
                  strokeWidth={2.5}
                />
              </g>
            )}
          </svg>
        </BoardCursorFrame>
        <Sidebar view={view} scene={scene} seat={seat} legal={movement} onAction={onAction} costOf={costOf} />
      </div>
      {view.fight && <Combat view={view} scene={scene} seat={seat} legal={legal} onAction={onAction} />}
    </div>
  );
}

function sourceOf(view: ScenarioView, content: unknown): ScenarioSource | null {
  if (view.source) return view.source;
  const body = content as { spaces?: unknown; figures?: { book: { body: unknown } | null }[] } | undefined;
  if (!body || !Array.isArray(body.spaces) || !Array.isArray(body.figures)) return null;
  // The stored scenario keeps each figure's book under `book.body`; the engine reads the book itself.
  return {
    ...(body as unknown as ScenarioSource),
    figures: body.figures.map((f) => ({ ...f, book: f.book?.body ?? null })) as ScenarioSource["figures"],
  };
}

function Sidebar({
  view,
  scene,
  seat,
  legal,
  onAction,
  costOf,
}: {
  view: ScenarioView;
  scene: Scene;
  seat: number;
  legal: ScenarioAction[];
  onAction(a: ScenarioAction): void;
  costOf(a: ScenarioAction): string;
}) {
  const active = view.active;
  const mover = active >= 0 ? view.figures[active] : null;
  const moves = legal.filter((a) => DESTINATIONS.has(a.type));
  const ends = legal.filter((a): a is Extract<ScenarioAction, { type: "end" }> => a.type === "end");
  const others = legal.filter((a) => !DESTINATIONS.has(a.type) && a.type !== "end");
  const phase = view.over ? "The scenario is over" : view.phase === "combat" ? "Combat Phase" : "Movement Phase";
  // The moving figure's own actions drop its name ("moves north"); a choice of another figure (who
  // moves next, an opponent's halt, who engages whom) keeps the name of the figure that makes it.
  const ownWords = (a: ScenarioAction) => {
    const text = describeScenarioAction(view, a, scene);
    const name = scene.figures[active]?.name;
    return a.type !== "maneuver" && a.figure === active && name && text.startsWith(`${name} `) ? text.slice(name.length + 1) : text;
  };
  return (
    <div className="stack" style={{ minWidth: 280, maxWidth: 440, flex: "1 1 300px" }}>
      <div>
        <strong data-testid="scenario-phase">
          Turn {view.turn} · {phase}
        </strong>
        {view.order.length > 0 && (
          <div className="small muted">Initiative: {view.order.map((s) => sideName(scene, s)).join(", then ")}</div>
        )}
      </div>
      {mover && (
        <div className="panel stack" aria-label="Moving figure" style={{ gap: 4 }}>
          <strong>
            {scene.figures[active].name} ({sideName(scene, scene.figures[active].side)}) is moving
          </strong>
          <span data-testid="scenario-mp">
            <strong>{mover.mp}</strong> movement point{mover.mp === 1 ? "" : "s"} left
            {mover.ran ? " (running)" : ""}
          </span>
          <span className="small">
            {POSTURE[mover.posture]}
            {mover.weaponDropped ? " · weapon dropped" : ""} · {mover.body} body points · Height {scene.figures[active].height} on level{" "}
            {scene.spaces[mover.at]?.level}
            {mover.carrying >= 0 ? ` · carrying the ${scene.objects[mover.carrying]?.name}` : ""}
            {mover.halted ? " · halted: no more movement" : ""}
            {mover.blocked ? " · blocked" : ""}
            {view.source.figures[active]?.spells.length ? ` · ${mover.spellPoints} spell points to spare` : ""}
          </span>
        </div>
      )}
      {legal.length > 0 && (
        <div className="stack" aria-label="Your choices" style={{ gap: "0.4rem" }}>
          {moves.length > 0 && (
            <>
              <span className="small muted">Step into a lit space (or click it on the terrain); the number is its cost.</span>
              <div className="row" style={{ flexWrap: "wrap", gap: 4 }}>
                {moves.map((a, i) => (
                  <button key={i} type="button" className="primary" onClick={() => onAction(a)}>
                    {ownWords(a)}
                    {a.type === "move" && costOf(a) ? ` (${costOf(a)})` : ""}
                  </button>
                ))}
              </div>
            </>
          )}
          {others.length > 0 && (
            <div className="row" style={{ flexWrap: "wrap", gap: 4 }}>
              {others.map((a, i) => (
                <button key={i} type="button" onClick={() => onAction(a)}>
                  {capitalize(ownWords(a))}
                </button>
              ))}
            </div>
          )}
          {ends.length > 0 && (
            <div className="stack" style={{ gap: 4 }}>
              <span className="small muted">End the move, leaving one neighbouring space undefended:</span>
              <div className="row" style={{ flexWrap: "wrap", gap: 4 }}>
                {ends.map((a) => (
                  <button
                    key={a.undefended}
                    type="button"
                    onClick={() => onAction(a)}
                    aria-label={`End move, ${COMPASS[a.undefended]} undefended`}
                  >
                    {capitalize(COMPASS[a.undefended])}
                  </button>
                ))}
              </div>
            </div>
          )}
        </div>
      )}
      <table className="list small" aria-label="Figures">
        <thead>
          <tr>
            <th>Figure</th>
            <th>Body</th>
            <th>State</th>
          </tr>
        </thead>
        <tbody>
          {view.figures.map((f, i) => (
            <tr key={i} style={{ borderLeft: `5px solid ${sideColor(scene.figures[i].side)}` }}>
              <td>
                {scene.figures[i].name}
                {scene.figures[i].side === seat ? " (yours)" : ""}
              </td>
              <td>
                {f.body}
                {scene.figures[i].maxBody ? ` / ${scene.figures[i].maxBody}` : ""}
              </td>
              <td>
                {CONDITION[f.condition] || POSTURE[f.posture]}
                {f.weaponDropped ? ", weapon dropped" : ""}
                {f.away ? ", dematerialised" : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.spells.length > 0 && (
        <div className="small" aria-label="Spells in effect">
          <strong>Spells in effect:</strong>{" "}
          {view.spells
            .map(
              (sp) =>
                `${sp.spell} on ${scene.figures[sp.target]?.name} (${sp.rounds < 0 ? "rest of the game" : sp.rounds === 0 ? "until the recovery roll" : `${sp.rounds} round${sp.rounds === 1 ? "" : "s"} left`})`,
            )
            .join(" · ")}
        </div>
      )}
      <div className="small" aria-label="Victory points">
        <strong>Victory points:</strong> {view.vp.map((v, s) => `${sideName(scene, s)} ${v}`).join(" · ")}
      </div>
    </div>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The fight in progress, on the duel board: this seat picks its figure's maneuver for the round. */
function Combat({
  view,
  scene,
  seat,
  legal,
  onAction,
}: {
  view: ScenarioView;
  scene: Scene;
  seat: number;
  legal: ScenarioAction[];
  onAction(a: ScenarioAction): void;
}) {
  const fight = view.fight!;
  const duel = fight.duel as LostWorldsView;
  // The duel seat of this side's figure choosing now (one against several has seats 1..N; a side
  // with two figures in the fight chooses for them in turn).
  const duelSeat = fight.seatInFight;
  const several = fight.figures.length > 2;
  const maneuvers: LostWorldsAction[] = legal.flatMap((a) => (a.type === "maneuver" ? [{ seat: duelSeat, page: a.page }] : []));
  return (
    <section className="panel stack" aria-label="Fight" data-testid="scenario-fight">
      <strong>
        {scene.figures[fight.a].name} fights{" "}
        {fight.figures
          .slice(1)
          .map((f) => scene.figures[f].name)
          .join(" and ")}
        : round {Math.min(3, fight.round + 1)} of 3
        {several && legal.length > 0 ? ` · choosing for ${scene.figures[fight.figures[duelSeat]].name}` : ""}
      </strong>
      <LostWorldsBoard
        view={duel}
        seat={duelSeat}
        seatLabels={fight.figures.map((f) =>
          several ? `${scene.figures[f].name} (${sideName(scene, scene.figures[f].side)})` : sideName(scene, scene.figures[f].side),
        )}
        legal={maneuvers}
        onAction={(a) => onAction({ seat, type: "maneuver", page: a.page })}
        lastEvents={[]}
      />
    </section>
  );
}
