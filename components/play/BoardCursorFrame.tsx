"use client";
// The focusable frame around a game board's canvas: Tab to it, the arrows move the board cursor
// (board-cursor.ts), Enter does what the cursor's cell offers, Escape cancels the selection, all
// through the shared keyboard dispatcher (listed in the shortcuts help as "Board cursor"). A
// polite live region says where the cursor is and what Enter would do there; a cell offering
// several actions opens a small list of them beside the board. A board drawn taller than the
// window (the island) marks its cursor's ring with data-cursor-ring: the page scrolls to keep it
// in sight, as a focused control would be.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { BOARD_CURSOR_SHORTCUTS } from "./board-cursor-shortcuts";
import { cursorText, enterCell, stepCursor, type CursorCell, type CursorOption } from "./board-cursor";

interface Props {
  /** What the board is ("Lost Patrol table"): the frame's name, with how to use the keys. */
  label: string;
  cells: readonly CursorCell[];
  /** Where the cursor starts when the arrows are first pressed (the first cell with something to do). */
  start: string | null;
  cursor: string | null;
  onCursor(key: string): void;
  /** The cell in words, as the board names places, with what stands on it. */
  describe(key: string): string;
  /** What Enter can do on the cell, in the player's words. */
  options(key: string): CursorOption[];
  /** Escape: let go of the selection; false when there was nothing to cancel. */
  onCancel(): boolean;
  testId: string;
  /** How the frame sits in the board's layout (a flex basis beside the controls). */
  style?: CSSProperties;
  children: ReactNode;
}

export function BoardCursorFrame({ label, cells, start, cursor, onCursor, describe, options, onCancel, testId, style, children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<{ at: string; options: readonly CursorOption[] } | null>(null);
  // What was last said that is not the cursor's place: an action taken, nothing to do.
  const [said, setSaid] = useState("");
  const here = cursor !== null && cells.some((c) => c.key === cursor) ? cursor : null;
  const hereOptions = here ? options(here) : [];

  // The frame keeps the focus while the cursor walks, so the browser does not scroll to the cell
  // by itself: bring the ring into sight (no further than needed) whenever the cursor moves.
  useEffect(() => {
    if (here === null) return;
    frame.current?.querySelector("[data-cursor-ring]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [here]);

  function run(option: CursorOption) {
    setChoice(null);
    setSaid(`Done: ${option.label}.`);
    option.run();
    frame.current?.focus();
  }

  useShortcuts(BOARD_CURSOR_SHORTCUTS, {
    move: ({ index }) => {
      const next = stepCursor(cells, here, index, start);
      if (next === null) return false;
      setChoice(null);
      setSaid("");
      onCursor(next);
    },
    act: ({ event }) => {
      // Enter on a button of the choice list presses that button.
      if (event.target !== frame.current || here === null) return false;
      const enter = enterCell(hereOptions);
      if (enter.kind === "nothing") setSaid(`Nothing to do on ${describe(here)}.`);
      else if (enter.kind === "run") run(enter.option);
      else {
        setChoice({ at: here, options: enter.options });
        setSaid(`Choose one of ${enter.options.length} actions in the list under the board.`);
      }
    },
    cancel: () => {
      if (choice) {
        setChoice(null);
        setSaid("Choice closed.");
        frame.current?.focus();
        return;
      }
      if (!onCancel()) return false;
      setSaid("Selection cancelled.");
    },
  });

  const where = here ? cursorText(describe(here), hereOptions) : "Press an arrow key to put the cursor on the board.";
  return (
    <div className="stack" style={{ gap: "0.25rem", minWidth: 0, ...style }}>
      <div
        ref={frame}
        className="board-cursor"
        tabIndex={0}
        role="application"
        aria-label={`${label}: arrows move the cursor, Enter acts, Escape cancels`}
        aria-describedby={`${testId}-text`}
        data-shortcuts="board-cursor"
        data-testid={testId}
        data-cursor={here ?? ""}
      >
        {children}
      </div>
      <p id={`${testId}-text`} className="small" aria-live="polite" data-testid={`${testId}-text`} style={{ margin: 0 }}>
        {said ? `${said} ` : ""}
        {where}
      </p>
      {choice && (
        <div
          className="row"
          role="group"
          aria-label={`Actions on ${describe(choice.at)}`}
          data-testid={`${testId}-choice`}
          onKeyDown={(e) => {
            if (e.key !== "Escape") return;
            e.preventDefault();
            setChoice(null);
            frame.current?.focus();
          }}
        >
          {choice.options.map((o, i) => (
            <button key={i} className="primary" autoFocus={i === 0} onClick={() => run(o)}>
              {o.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
