"use client";
// The Lost Patrol playtest board: the table on a canvas (click a highlighted tile to act, a
// soldier or a stack to select it, a blue place to try the drawn tile there), and beside it the
// phase, the tile to lay, the dice of the last shot or ambush, and buttons for every choice that
// has no place on the table (stop, end a phase, keep a group, who dies).
import dynamic from "next/dynamic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { useEffect, useMemo, useRef, useState } from "react";
import { hex, hexKey, layout } from "@/lib/engine/core/hex";
import type { GameEvent } from "@/lib/engine/core/game";
import type { LostPatrolAction, LostPatrolView } from "@/lib/engine/lostpatrol";
import { drawTile } from "@/components/editors/tileset/draw-tile";
import type { BoardProps } from "@/components/play/types";
import { planBoard, soldierLabel, type Highlight, type Selection } from "./board-plan";
import type { TileLooks } from "./LostPatrolCanvas";
import { useTileLooks } from "./tile-looks";
import { lostPatrolActionGroups } from "./action-list";
import { ActionList } from "@/components/play/ActionList";
import { BoardCursorFrame } from "@/components/play/BoardCursorFrame";
import { cellOptions, describeCell, startCell, tableCells } from "./table-cursor";

// Konva needs a browser canvas: load the table on the client only.
const LostPatrolCanvas = dynamic(() => import("./LostPatrolCanvas").then((m) => m.LostPatrolCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the table" height={480} background="#1f2a22" />,
});

const PHASES: Record<LostPatrolView["phase"], string> = {
  humans: "1 · soldiers act",
  removal: "2 · old tiles removed",
  lay: "3 · new tiles laid",
  monsters: "4 · monsters act",
  ambush: "5 · ambushes",
  extras: "6 · extras removed",
  "end-turn": "end of turn",
};

const PENDING: Record<LostPatrolView["pending"][number]["kind"], string> = {
  "keep-group": "The jungle split: keep one group (soldiers in the others are lost).",
  casualty: "Choose which soldier dies.",
  "soldiers-retreat": "The soldiers retreat.",
  retreat: "Click where the soldier retreats to.",
  "monster-retreat": "Click where the stack retreats to.",
};

const HINTS: Partial<Record<LostPatrolView["phase"], string>> = {
  humans: "Click a soldier to select it, then a yellow tile to move there.",
  lay: "Click a blue place to try the drawn tile there; click it again to turn the tile.",
  monsters: "Click a purple tile for a new stack, or a stack and then an orange tile to march.",
  ambush: "Click a red tile to ambush the soldiers there.",
};

const ROLE_NAMES: Record<Highlight, string> = {
  move: "move",
  lay: "lay",
  create: "new stack",
  march: "march",
  ambush: "ambush",
  retreat: "retreat",
};

/** What the highlights on the table offer, counted: "Highlighted: 2 tiles to move to (yellow)". */
const ROLE_WORDS: Record<Highlight, [string, string]> = {
  move: ["to move to", "yellow"],
  lay: ["to lay the tile on", "blue"],
  create: ["for a new stack", "purple"],
  march: ["to march to", "orange"],
  ambush: ["to ambush", "red"],
  retreat: ["to retreat to", "highlighted"],
};

function targetsInWords(roles: Highlight[], places: number, canAct: boolean): string {
  const counts = new Map<Highlight, number>();
  for (const r of roles) counts.set(r, (counts.get(r) ?? 0) + 1);
  const parts = [...counts].map(([r, n]) => `${n} ${n === 1 ? "tile" : "tiles"} ${ROLE_WORDS[r][0]} (${ROLE_WORDS[r][1]})`);
  if (places > 0 && !counts.has("lay")) parts.push(`${places} ${places === 1 ? "place" : "places"} for the drawn tile (blue)`);
  if (parts.length > 0) return `On the table: ${parts.join(", ")}.`;
  return canAct ? "Choose with the buttons below." : "Waiting for the other side.";
}

const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
const dice = (values: unknown) => (Array.isArray(values) ? values.map((d: number) => DIE[d] ?? d).join(" ") : "");

function Dice({ events }: { events: GameEvent[] }) {
  const rolls = events.filter((e) => e.type === "shot" || e.type === "ambush");
  if (rolls.length === 0) return null;
  return (
    <div className="stack" data-testid="lp-dice" style={{ gap: "0.25rem" }}>
      {rolls.map((e, i) =>
        e.type === "shot" ? (
          <div key={i} className="small">
            Shot: <span style={{ fontSize: "1.4rem" }}>{dice(e.dice)}</span> — {String(e.kills)} killed
          </div>
        ) : (
          <div key={i} className="small">
            Ambush: monsters <span style={{ fontSize: "1.4rem" }}>{dice([e.monsterDie])}</span> strength {String(e.monsterStrength)} ·
            soldiers <span style={{ fontSize: "1.4rem" }}>{dice(e.humanDice)}</span> strength {String(e.humanStrength)} ·{" "}
            {e.outcome === "tie" ? "a tie" : `${String(e.outcome)} win`}
          </div>
        ),
      )}
    </div>
  );
}

/** The tile the monster player holds, drawn as on the table. */
function DrawnTile({ view, looks }: { view: LostPatrolView; looks: TileLooks }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const type = view.drawn >= 0 ? view.types[view.drawn] : null;
  const look = type ? looks(view.drawn, type.paths, type.dead) : null;
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (!ctx || !look) return;
    ctx.clearRect(0, 0, 48, 48);
    drawTile(ctx, layout("pointy", 22, { x: 24, y: 24 }), hex(0, 0), look);
  });
  if (!type) return null;
  return (
    <div className="row" data-testid="lp-drawn">
      <canvas ref={ref} width={48} height={48} aria-hidden="true" />
      <span className="small">
        Tile to lay: <strong>{type.id}</strong> ({type.kind})
      </span>
    </div>
  );
}

export function LostPatrolBoard({ view, legal, onAction, lastEvents, content }: BoardProps<LostPatrolView, LostPatrolAction>) {
  const [selection, setSelection] = useState<Selection>(null);
  const looks = useTileLooks(view, content);
  const plan = useMemo(() => planBoard(view, legal, selection), [view, legal, selection]);
  const groups = useMemo(() => lostPatrolActionGroups(view, legal, plan), [view, legal, plan]);
  const [cursor, setCursor] = useState<string | null>(null);
  const cells = useMemo(() => tableCells(view, plan), [view, plan]);

  function act(action: LostPatrolAction) {
    // A soldier keeps the selection while it acts; anything else starts afresh.
    if (action.type !== "move") setSelection(null);
    onAction(action);
  }

  function onHex(key: string) {
    const action = plan.clicks.get(key);
    if (action) act(action);
    else if (plan.selects.has(key)) setSelection(plan.selects.get(key)!);
  }

  const pool = 18 - view.board.reduce((n, c) => n + c.monsters, 0);
  const pending = view.pending[0];
  const soldiersWithActions = [
    ...new Set(legal.flatMap((a) => (a.type === "move" || a.type === "shoot" || a.type === "stop" ? [a.soldier] : []))),
  ];
  const targets = [...plan.highlights].filter(([key, role]) => role !== "lay" || plan.clicks.has(key));
  const places = [...plan.highlights].filter(([, role]) => role === "lay").map(([key]) => key);

  return (
    <div className="stack" data-testid="lp-board" style={{ gap: "0.5rem" }}>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <strong data-testid="lp-phase">
          {view.turn === 0
            ? "Set-up: the monster player lays six tiles around the start"
            : `Turn ${view.turn} · phase ${PHASES[view.phase]}`}
        </strong>
        <span className="small muted">
          deck {view.deckSize} · monster tokens in reserve {pool} · soldiers {view.soldiers.length}
          {view.frozen ? " · the ship is laid: the jungle is frozen" : ""}
        </span>
      </div>
      {legal.length > 0 && (
        <p className="small" style={{ margin: 0 }}>
          {pending ? PENDING[pending.kind] : HINTS[view.phase]}
        </p>
      )}
      {/* The table large on the left, what to do beside it: one screen at 1366×768. */}
      <div className="board-and-controls">
        <BoardCursorFrame
          label="Lost Patrol table"
          testId="lp-cursor"
          cells={cells}
          start={startCell(plan, cells)}
          cursor={cursor}
          onCursor={setCursor}
          describe={(key) => describeCell(view, key)}
          options={(key) => cellOptions(view, legal, plan, key, act, setSelection)}
          onCancel={() => {
            if (selection === null) return false;
            setSelection(null);
            return true;
          }}
        >
          <LostPatrolCanvas view={view} plan={plan} looks={looks} cursor={cursor} onHex={onHex} />
        </BoardCursorFrame>
        <div className="stack board-controls" style={{ gap: "0.5rem" }}>
          {/* The places themselves are highlighted on the table; the sentence counts them. Their
          coordinates stay in an attribute, for tests and tools, not in front of the player. */}
          <p
            className="small muted"
            data-testid="lp-targets"
            data-targets={
              `${targets.map(([key, role]) => `${key} (${ROLE_NAMES[role]})`).join("; ")}` +
              (places.length > 0 ? ` Places for the drawn tile: ${places.join("; ")}.` : "")
            }
            style={{ margin: 0 }}
          >
            {targetsInWords(
              targets.map(([, role]) => role),
              places.length,
              legal.length > 0,
            )}
          </p>
          <DrawnTile view={view} looks={looks} />
          {soldiersWithActions.length > 1 && (
            <div className="row" role="group" aria-label="Soldiers">
              {soldiersWithActions.map((id) => (
                <button key={id} aria-pressed={plan.soldier === id} onClick={() => setSelection({ kind: "soldier", id })}>
                  {soldierLabel(view, id)}
                </button>
              ))}
            </div>
          )}
          {plan.buttons.length > 0 && (
            <div className="row" role="group" aria-label="Choices">
              {plan.buttons.map((b, i) => (
                <button key={i} className={b.action.type === "done" ? "" : "primary"} onClick={() => act(b.action)}>
                  {b.label}
                </button>
              ))}
            </div>
          )}
          {plan.preview && (
            <div className="row">
              <button onClick={() => plan.preview && setSelection(plan.selects.get(hexKey(plan.preview.at)) ?? null)}>Turn the tile</button>
            </div>
          )}
          <Dice events={lastEvents} />
          <ActionList groups={groups} onPick={act} testId="lp-actions" />
          <details className="small muted">
            <summary>Key to the table</summary>S sergeant · G grenadier · I infantry (faded: done this turn) · red discs: monster stacks ·
            dashed white: the selected soldier&apos;s sight. Highlights: yellow move · blue dashed a place for the drawn tile · purple new
            stack · orange march · red ambush · teal retreat. Drag to pan, scroll to zoom.
          </details>
        </div>
      </div>
    </div>
  );
}
