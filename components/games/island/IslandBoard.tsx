"use client";
// The island at the table: the hex Locations (face down until explored), the Characters on them,
// the cards lying there and the Monster; beside it the turn, the Power Check under way with its
// dice, this seat's Characters and Event hand, and its choices. A Character is moved by clicking
// it and then a Location next to it; every choice is also a button.
import { useState } from "react";
import { flatCenter } from "@/lib/content/island/grid";
import type { IslandAction } from "@/lib/engine/island/types";
import type { IslandView } from "@/lib/engine/island/view";
import type { BoardProps } from "@/components/play/types";
import { charName, describeIslandAction, fateName, placeName, seatName, turnHeading } from "./words";
import { BoardCursorFrame } from "@/components/play/BoardCursorFrame";
import { describeLoc, islandCells, locOptions, startLoc } from "./map-cursor";

const SIZE = 34;
/** The room for a tile's name across the top of its hex (a flat-topped hex narrows towards its top). */
const NAME_WIDTH = SIZE * 1.45;
const TABLE_ACTIONS = new Set<IslandAction["type"]>(["leave", "propose", "claim"]);
const SEAT_COLORS = ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98", "#ca6f1e", "#17a589", "#566573"];
const NEUTRAL_COLOR = "#fdfefe";
const BACK_COLORS = ["#e4cf8f", "#5f8f58", "#8aa4b5", "#b08b6e"];

function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

export function IslandBoard({ view, seat, legal, onAction }: BoardProps<IslandView, IslandAction>) {
  const v = view;
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const centers = v.locs.map((l) => {
    const p = flatCenter(l.q, l.r);
    return { x: p.x * SIZE, y: p.y * SIZE };
  });
  const xs = centers.map((c) => c.x);
  const ys = centers.map((c) => c.y);
  const pad = SIZE * 1.2;
  const box = {
    x: Math.min(...xs) - pad,
    y: Math.min(...ys) - pad,
    w: Math.max(...xs) - Math.min(...xs) + 2 * pad,
    h: Math.max(...ys) - Math.min(...ys) + 2 * pad,
  };

  const moves = legal.filter((a): a is Extract<IslandAction, { type: "move" }> => a.type === "move");
  const movable = new Set(moves.map((a) => a.char));
  const destinations = legal.filter(
    (a): a is Extract<IslandAction, { type: "pick" }> =>
      a.type === "pick" && !!v.pending && "purpose" in v.pending && v.pending.purpose === "destination",
  );
  const targetsOf = (loc: number): IslandAction | null => {
    if (selected !== null) {
      const m = moves.find((a) => a.char === selected && a.to === loc);
      if (m) return m;
    }
    const d = destinations.find((a) => a.choice === loc);
    if (d) return d;
    const only = moves.filter((a) => a.to === loc);
    return only.length === 1 && movable.size === 1 ? only[0] : null;
  };
  const act = (a: IslandAction) => {
    setSelected(null);
    onAction(a);
  };

  const onBoard = v.chars.map((c, i) => ({ c, i })).filter(({ c }) => c.at >= 0);
  const byLoc = new Map<number, number[]>();
  for (const { c, i } of onBoard) byLoc.set(c.at, [...(byLoc.get(c.at) ?? []), i]);
  const monsterAt = new Set(v.locs.flatMap((l, i) => (l.cards.some((k) => v.monsters.some((m) => m.card === k.card)) ? [i] : [])));
  const mine = v.chars.map((c, i) => ({ c, i })).filter(({ c }) => c.owner === seat && c.at >= 0);
  const ck = v.check;
  const waitingOn = v.pending ? v.pending.seat : -1;

  return (
    <div className="row" style={{ alignItems: "flex-start", flexWrap: "wrap", gap: "1rem" }}>
      <BoardCursorFrame
        label="The island"
        testId="island-cursor"
        style={{ flex: "0 1 720px" }}
        cells={islandCells(v)}
        start={startLoc(v, legal)}
        cursor={cursor}
        onCursor={setCursor}
        describe={(key) => describeLoc(v, Number(key), monsterAt)}
        options={(key) => locOptions(v, legal, Number(key), act)}
        onCancel={() => {
          if (selected === null) return false;
          setSelected(null);
          return true;
        }}
      >
        <svg
          role="img"
          aria-label="The island"
          viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
          style={{ width: "100%", background: "#9fc5d8", borderRadius: 8 }}
        >
          {/* Two passes: every tile first, then what lies on them, so a neighbour drawn later never
            covers a tile's name or its cards. */}
          {v.locs.map((l, i) => {
            const { x, y } = centers[i];
            const half = l.startOf >= 0;
            const action = targetsOf(i);
            const fill = half ? SEAT_COLORS[l.startOf % 8] : l.up ? "#f4ecd8" : BACK_COLORS[l.back % BACK_COLORS.length];
            return (
              <g key={i} data-loc={i} onClick={action ? () => act(action) : undefined} style={{ cursor: action ? "pointer" : "default" }}>
                {/* A tooltip for the mouse; the whole map is one image to a screen reader, and the
                  choices below it offer every move in words. */}
                <title>{placeName(v, i)}</title>
                <polygon
                  points={hexPoints(x, y, half ? SIZE * 0.7 : SIZE * 0.97)}
                  fill={fill}
                  fillOpacity={half ? 0.45 : 1}
                  stroke={action ? "#f1c40f" : "#3b3b3b"}
                  strokeWidth={action ? 4 : 1}
                />
              </g>
            );
          })}
          {v.locs.map((l, i) => {
            const { x, y } = centers[i];
            const tile = l.up && l.tile >= 0 ? v.tiles[l.tile] : null;
            const name = tile ? `${tile.name.length > 22 ? `${tile.name.slice(0, 21)}…` : tile.name}${tile.campsite ? " (Camp)" : ""}` : "";
            return (
              <g key={i} pointerEvents="none">
                {tile && (
                  <text
                    x={x}
                    y={y - SIZE * 0.42}
                    fontSize={7.5}
                    textAnchor="middle"
                    // Squeezed to the tile's width where it is wider (about 4 units a letter at this size).
                    {...(name.length * 4 > NAME_WIDTH ? { textLength: NAME_WIDTH, lengthAdjust: "spacingAndGlyphs" } : {})}
                  >
                    {name}
                  </text>
                )}
                {l.cards.length > 0 && (
                  <text x={x + 4} y={y + SIZE * 0.66} fontSize={8} textAnchor="middle" fill="#6e2c00">
                    {l.cards.length} card{l.cards.length === 1 ? "" : "s"}
                  </text>
                )}
                {monsterAt.has(i) && (
                  <g>
                    <title>The Monster</title>
                    <circle cx={x - SIZE * 0.5} cy={y + SIZE * 0.42} r={7} fill="#1b1b1b" />
                    <text x={x - SIZE * 0.5} y={y + SIZE * 0.42 + 3} fontSize={8} textAnchor="middle" fill="#f1c40f">
                      M
                    </text>
                  </g>
                )}
                {(byLoc.get(i) ?? []).map((c, k, all) => {
                  const ch = v.chars[c];
                  const cx = x + (k - (all.length - 1) / 2) * 13;
                  const color = ch.owner >= 0 ? SEAT_COLORS[ch.owner % 8] : NEUTRAL_COLOR;
                  const canPick = movable.has(c);
                  return (
                    <g
                      key={c}
                      pointerEvents={canPick ? "auto" : "none"}
                      onClick={
                        canPick
                          ? (e) => {
                              e.stopPropagation();
                              setSelected(selected === c ? null : c);
                            }
                          : undefined
                      }
                      style={{ cursor: canPick ? "pointer" : "default" }}
                    >
                      <circle
                        cx={cx}
                        cy={y + 4}
                        r={7}
                        fill={color}
                        stroke={selected === c ? "#f1c40f" : ch.injured ? "#000" : "#333"}
                        strokeWidth={selected === c ? 3 : ch.injured ? 2.5 : 1}
                        strokeDasharray={ch.injured ? "2 1" : undefined}
                      />
                      <text x={cx} y={y + 7} fontSize={7} textAnchor="middle" fill={ch.owner >= 0 ? "#fff" : "#000"}>
                        {initials(charName(v, c))}
                      </text>
                      <title>
                        {charName(v, c)} ({ch.owner >= 0 ? seatName(ch.owner) : "Neutral"}){ch.injured ? ", Injured" : ""}
                        {ch.trapped ? ", Trapped" : ""}
                      </title>
                    </g>
                  );
                })}
              </g>
            );
          })}
          {/* The keyboard cursor: a thick ring, dark under light, over everything. */}
          {cursor !== null && centers[Number(cursor)] && (
            <g pointerEvents="none" data-testid="island-cursor-ring" data-cursor-ring="">
              <polygon
                points={hexPoints(centers[Number(cursor)].x, centers[Number(cursor)].y, SIZE * 0.97)}
                fill="none"
                stroke="#111"
                strokeWidth={7}
              />
              <polygon
                points={hexPoints(centers[Number(cursor)].x, centers[Number(cursor)].y, SIZE * 0.97)}
                fill="none"
                stroke="#fff"
                strokeWidth={3}
              />
            </g>
          )}
        </svg>
      </BoardCursorFrame>

      <div className="stack" style={{ minWidth: 280, maxWidth: 420, flex: 1 }}>
        <div>
          <strong data-testid="island-turn">{turnHeading(v)}</strong>{" "}
          <span className="muted">
            ({v.rules === "advanced" ? "Advanced" : "Beginner"} rules, Fate deck {v.fateDeck}, Characters in the deck {v.charDeck})
          </span>
          {v.end && (
            <p role="status">
              <strong>{v.end.winners.length ? `${v.end.winners.map(seatName).join(", ")} won` : "No winner"}</strong>: {v.end.reason}
            </p>
          )}
          {!v.end && waitingOn >= 0 && waitingOn !== seat && <p className="muted">Waiting for {seatName(waitingOn)}…</p>}
        </div>

        {ck && (
          <section className="panel" aria-label="Power Check">
            <strong>Power Check</strong> at {placeName(v, ck.loc)}: {ck.attackers.map((c) => charName(v, c)).join(" + ") || "?"} against{" "}
            {ck.card ? fateName(v, ck.card.fate) : ck.defenders.map((c) => charName(v, c)).join(" + ")}
            {ck.attackDie > 0 && (
              <div>
                Dice {ck.attackDie} and {ck.defendDie}: <strong>{ck.attack}</strong> against <strong>{ck.defend}</strong>
              </div>
            )}
          </section>
        )}

        {v.dealt.length > 0 && (
          <div>
            <strong>Dealt to you</strong>
            <ul className="small">
              {v.dealt.map((c) => (
                <li key={c}>
                  {charName(v, c)} (Power {v.characters[c].power}) — {v.characters[c].winText || "no Win Condition"}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div data-testid="island-mine" data-count={mine.length}>
          <strong>Your Characters</strong>
          <ul className="small">
            {mine.length === 0 && <li className="muted">none on the island</li>}
            {mine.map(({ c, i }) => (
              <li key={i}>
                {charName(v, i)} · Power {v.characters[i].power}
                {c.starter === seat ? " · Starting" : ""}
                {c.injured ? " · Injured" : ""}
                {c.trapped ? " · Trapped" : ""}
                {c.healing ? " · healing" : ""} · at {placeName(v, c.at)}
                {c.equip.length > 0 && <> · carries {c.equip.map((k) => fateName(v, k.fate)).join(", ")}</>}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <strong>Your Events</strong>{" "}
          <span className="muted">(others hold {v.handSizes.filter((_, i) => i !== seat).join(", ") || "none"})</span>
          <ul className="small">
            {v.hand.length === 0 && <li className="muted">none</li>}
            {v.hand.map((k) => (
              <li key={k.card}>
                <strong>{fateName(v, k.fate)}</strong>: {v.fate[k.fate]?.text}
              </li>
            ))}
          </ul>
        </div>

        {legal.length > 0 && (
          <section className="stack" aria-label="Your choices" data-testid="island-choices">
            <strong>Your choices</strong>
            {selected !== null && <span className="muted">Click a highlighted Location to move {charName(v, selected)}.</span>}
            {v.pending && "text" in v.pending && (
              <p>
                The table resolves: “{v.pending.text}” ({v.pending.source})
              </p>
            )}
            <div className="row" style={{ flexWrap: "wrap" }}>
              {/* The table's own actions (leave, a shared win, a claimed Win Condition) after the game's. */}
              {[...legal.filter((a) => !TABLE_ACTIONS.has(a.type)), ...legal.filter((a) => TABLE_ACTIONS.has(a.type))].map((a, i) => (
                <button key={i} className={a.type === "pass" || TABLE_ACTIONS.has(a.type) ? "" : "primary"} onClick={() => act(a)}>
                  {describeIslandAction(v, a)}
                </button>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
