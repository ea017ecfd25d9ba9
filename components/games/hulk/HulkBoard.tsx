"use client";
// The Space Hulk playtest board: the mission map on a canvas (click a piece to activate it, a
// highlighted space to act there), and beside it the phase, what to do now, the AP and command
// points, the dice of the last step, and buttons for every choice with no place on the map.
// Everything offered comes from `legal` (see board-plan.ts); the LOS overlay is on demand (L).
import dynamic from "next/dynamic";
import { CanvasLoading } from "@/components/studio/CanvasLoading";
import { useEffect, useMemo, useState } from "react";
import type { GameEvent } from "@/lib/engine/core/game";
import type { HulkView } from "@/lib/engine/hulk/game";
import { MARINE, type HulkAction } from "@/lib/engine/hulk/types";
import type { BoardProps } from "@/components/play/types";
import { choiceFacing, clickCell, NO_SELECTION, planBoard, sightOf, type BoardPlan, type Choice, type Selection } from "./board-plan";
import { diceOf, pieceLabel, pieceOf, placeIn, where } from "./events";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { FACING_OF_KEY, HULK_BOARD_SHORTCUTS } from "./hulk-shortcuts";
import { hulkActionGroups } from "./action-list";
import { ActionList } from "@/components/play/ActionList";
import { BoardCursorFrame } from "@/components/play/BoardCursorFrame";
import { describeSquare, mapCells, squareOptions, startCell } from "./map-cursor";

// Konva needs a browser canvas: load the map on the client only.
const HulkCanvas = dynamic(() => import("./HulkCanvas").then((m) => m.HulkCanvas), {
  ssr: false,
  loading: () => <CanvasLoading what="the map" height={480} background="#1c1f26" />,
});

const DIE = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
/** Actions after which the picked piece is no longer of interest. */
const ENDS_FOCUS = new Set<HulkAction["type"]>(["activate", "done", "end-turn", "pass"]);

function phaseText(view: HulkView): string {
  if (view.phase === "place-counters") return "Set-up · counters placed face down";
  if (view.phase === "deploy-marines") return "Set-up · Marine deployment";
  if (view.phase === "deploy-blips") return "Set-up · starting blips";
  if (view.phase === "over") return `Game over after turn ${view.turn}`;
  return `Turn ${view.turn} · ${view.phase === "marines" ? "Marine" : "Genestealer"} turn`;
}

function promptText(view: HulkView, plan: BoardPlan, acting: boolean): string {
  if (!acting)
    return view.phase === "over" ? "The game is over." : "Nothing for this seat to do now (the other side acts, or a replay is shown).";
  const p = view.pending[0];
  const name = (id: number) => pieceLabel(view, pieceOf(view, id));
  if (plan.armed !== null) return `Several actions ${placeIn(view, plan.armed)}: pick one below (arrow keys pick a facing).`;
  if (p?.kind === "land-facing") return `${name(p.piece)} landed upright: choose which way he faces.`;
  if (p?.kind === "scuttle") return `A Marine falls onto ${name(p.piece)}: click an empty space next to it to scuttle to.`;
  if (p?.kind === "place-faller") return `${name(p.piece)} fell onto another Marine: click where he lies, prone.`;
  if (p?.kind === "place-stealers")
    return (
      `A blip turned over: place ${p.left} ` +
      `Genestealer${p.left === 1 ? "" : "s"}${p.first ? ", the first on the blip's space" : ""}: click a highlighted space, then a facing.`
    );
  if (p?.kind === "retreat")
    return `${name(p.piece)} held off an attack through a hole: click an empty space in front or behind to retreat to, or stay put.`;
  if (p?.kind === "react") return `${view.cp} command points left: a Marine may react. Click a Marine (gold) to see its actions, or pass.`;
  if (view.phase === "place-counters")
    return `Click a highlighted space of a shaded section to place a face-down counter (${view.counterCells.length} placed).`;
  if (view.phase === "deploy-marines")
    return (
      `Deploy ${view.board.squad[view.toDeploy[0]]?.name ?? "a Marine"}: click a highlighted space of the deployment zone, then ` +
      `a facing.`
    );
  if (view.phase === "deploy-blips") return `Click an entry space to place a starting blip (${view.waitingCount} waiting).`;
  if (view.active >= 0)
    return `${name(view.active)} is active: click a highlighted space or use the buttons; Done ends the activation (AP left are lost).`;
  return (
    `Click a piece in green to activate ` +
    `it${view.phase === "stealers" && view.waitingCount > 0 ? ", or an entry space to bring a blip in" : ""}; End the turn when done.`
  );
}

function Dice({ events }: { events: GameEvent[] }) {
  const rolls = diceOf(events);
  const cp = events.find((e) => e.type === "marine-turn");
  if (rolls.length === 0 && !cp) return null;
  return (
    <div className="stack" data-testid="hulk-dice" style={{ gap: "0.25rem" }}>
      {rolls.map((r, i) => (
        <div key={i} className="small">
          <strong>{r.label}:</strong>{" "}
          {r.groups.map((g, j) => (
            <span key={j}>
              {g.who}{" "}
              <span style={{ fontSize: "1.5rem" }} aria-label={`rolled ${g.dice.join(", ")}`}>
                {g.dice.map((d) => DIE[d] ?? d).join(" ")}
              </span>{" "}
            </span>
          ))}
          {r.note && `— ${r.note}`}
        </div>
      ))}
      {cp && (
        <div className="small">
          Command points rolled: <strong>{String(cp.cp)}</strong>
        </div>
      )}
    </div>
  );
}

function Choices({ label, choices, onPick, testId }: { label: string; choices: Choice[]; onPick(a: HulkAction): void; testId: string }) {
  if (choices.length === 0) return null;
  return (
    <div className="row" role="group" aria-label={label} data-testid={testId}>
      {choices.map((c, i) => (
        <button
          key={i}
          className={c.action.type === "end-turn" || c.action.type === "done" || c.action.type === "pass" ? "" : "primary"}
          onClick={() => onPick(c.action)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

/** AP and command points of the activation under way, with what it has spent so far. */
function ActionPoints({ view }: { view: HulkView }) {
  const active = pieceOf(view, view.active);
  const key = active ? `${view.turn}:${view.phase}:${active.id}` : null;
  // What the piece had when its activation began, seen while it had not yet acted.
  const [start, setStart] = useState<{ key: string; ap: number; cp: number } | null>(null);
  if (active && key && !view.acted && (start?.key !== key || start.ap !== active.ap || start.cp !== view.cp))
    setStart({ key, ap: active.ap, cp: view.cp });
  const known = active && start?.key === key ? start : null;
  const spentCp = known && active?.kind === MARINE ? known.cp - view.cp : 0;
  return (
    <div className="small" data-testid="hulk-ap">
      <div>
        {active ? (
          <>
            <strong>{pieceLabel(view, active)}</strong>: <strong>{active.ap}</strong> AP left ·{" "}
          </>
        ) : (
          "No piece active · "
        )}
        Marine command points: <strong>{view.cp}</strong>
      </div>
      {active && (
        <div className="muted">
          AP spent this activation: {known ? known.ap - active.ap : "—"}
          {spentCp > 0 ? ` (+${spentCp} command points)` : ""}
        </div>
      )}
    </div>
  );
}

export function HulkBoard({ view, legal, onAction, lastEvents }: BoardProps<HulkView, HulkAction>) {
  const [sel, setSel] = useState<Selection>(NO_SELECTION);
  const [los, setLos] = useState(false);
  const plan = useMemo(() => planBoard(view, legal, sel), [view, legal, sel]);
  const groups = useMemo(() => hulkActionGroups(view, legal, plan), [view, legal, plan]);
  const sight = useMemo(() => (los ? sightOf(view, plan.viewer) : null), [los, view, plan.viewer]);
  const [cursor, setCursor] = useState<string | null>(null);
  const cells = useMemo(() => mapCells(view, plan), [view, plan]);

  function act(a: HulkAction) {
    setSel((s) => ({ piece: ENDS_FOCUS.has(a.type) ? null : s.piece, cell: null }));
    onAction(a);
  }

  function onCell(cell: number, look: boolean) {
    // Activating a piece only to look would cost it its turn if it then did nothing: shift looks.
    if (look) return setSel({ piece: plan.selects.get(cell) ?? null, cell: null });
    const r = clickCell(plan, cell);
    if (r.kind === "act") act(r.action);
    else if (r.kind === "arm") setSel((s) => ({ ...s, cell: r.cell }));
    else setSel({ piece: r.kind === "select" ? r.piece : null, cell: null });
  }

  useShortcuts(HULK_BOARD_SHORTCUTS, {
    cancel: () => setSel(NO_SELECTION),
    sight: () => setLos((on) => !on),
    // Only while a move or turn waits for its facing; otherwise the arrows stay the page's.
    face: ({ index }) => {
      const a = plan.armed !== null ? choiceFacing(plan, FACING_OF_KEY[index]) : null;
      if (!a) return false;
      setSel((s) => ({ ...s, cell: null }));
      onAction(a);
    },
  });

  const viewer = pieceOf(view, plan.viewer);
  const targets = [...plan.clicks].map(([cell, actions]) => `${where(view, cell)} (${[...new Set(actions.map((a) => a.type))].join("/")})`);
  return (
    <div className="stack" data-testid="hulk-board" style={{ gap: "0.5rem" }}>
      <div className="row" style={{ justifyContent: "space-between" }}>
        <strong data-testid="hulk-phase">{phaseText(view)}</strong>
        <span className="small muted">
          blips waiting {view.waitingCount} · in the pool {view.poolSize} · escaped: Marines {view.escaped[0]}, Genestealers{" "}
          {view.escaped[1]} · killed: Marines {view.stats.marinesKilled}, Genestealers and blips {view.stats.stealersKilled}
        </span>
      </div>
      <p className="small" data-testid="hulk-prompt" style={{ margin: 0 }}>
        {promptText(view, plan, legal.length > 0)}
      </p>
      {/* The map large on the left, what to do beside it: one screen at 1366×768. */}
      <div className="board-and-controls">
        <BoardCursorFrame
          label="Space Hulk map"
          testId="hulk-cursor"
          cells={cells}
          start={startCell(plan, cells)}
          cursor={cursor}
          onCursor={setCursor}
          describe={(key) => describeSquare(view, Number(key))}
          options={(key) => squareOptions(view, plan, Number(key), act, (piece) => setSel({ piece, cell: null }))}
          onCancel={() => {
            if (sel.piece === null && sel.cell === null) return false;
            setSel(NO_SELECTION);
            return true;
          }}
        >
          <HulkCanvas view={view} plan={plan} sight={sight} cursor={cursor === null ? null : Number(cursor)} onCell={onCell} />
        </BoardCursorFrame>
        <div className="stack board-controls" style={{ gap: "0.5rem" }}>
          {/* The spaces are highlighted on the map; their coordinates stay in an attribute for tests and tools. */}
          <p className="small muted" data-testid="hulk-targets" data-targets={targets.join("; ")} style={{ margin: 0 }}>
            {targets.length > 0
              ? `${targets.length} highlighted ${targets.length === 1 ? "space" : "spaces"} on the map to click.`
              : legal.length > 0
                ? "Choose with the buttons below."
                : "Waiting for the other side."}
          </p>
          <ActionPoints view={view} />
          {plan.armed !== null && (
            <Choices label={`Choices ${placeIn(view, plan.armed)}`} choices={plan.choices} onPick={act} testId="hulk-choices" />
          )}
          <Choices label="Actions" choices={plan.buttons} onPick={act} testId="hulk-buttons" />
          <div className="row">
            <button data-testid="hulk-los-toggle" aria-pressed={los} aria-keyshortcuts="L" onClick={() => setLos((on) => !on)}>
              {los ? "Hide" : "Show"} line of sight and fire arc (L)
            </button>
            <span className="small muted" data-testid="hulk-los-info">
              {!los
                ? ""
                : sight && viewer
                  ? `${pieceLabel(view, viewer)}: green, in sight (${sight.seen.size} ` +
                    `space${sight.seen.size === 1 ? "" : "s"})${viewer.kind === MARINE ? "; amber hatching, the rest of its fire arc" : " (the engine uses sight for Marines only)"}.`
                  : "Shift-click a Marine or a Genestealer to see what it sees."}
            </span>
          </div>
          <Dice events={lastEvents} />
          <ActionList groups={groups} onPick={act} testId="hulk-actions" />
          <details className="small muted">
            <summary>Key to the map</summary>
            Marines: blue wedges pointing where they face (gold: the sergeant; initials; SB storm bolter, HF heavy flamer; P prone, O
            overwatch, J jammed). Genestealers: purple wedges. Blips: red counters (? while hidden). Highlights: green activate · yellow
            move · orange door · teal climb or jump · red fire or assault · blue place or deploy · gold a piece that may act. Yellow frame:
            the active piece. Shift-click a piece to look at it without acting; Esc clears the selection. Drag to pan, scroll to zoom.
          </details>
        </div>
      </div>
    </div>
  );
}
