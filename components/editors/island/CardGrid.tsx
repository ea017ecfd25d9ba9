"use client";
// The card view of the island's Characters and Fate cards: each card as it would lie on the table
// (its name, its Power in the corner, its kind, its printed text and how many are in the deck), to
// read a deck at a glance; choosing a card opens it in the form beside, as choosing its row does.
import { richTextToPlain, type RichTextNode } from "@/lib/content/rich-text";

export interface CardFace {
  id: string;
  name: string;
  /** The number in the corner: a Character's or an Encounter's Power. */
  power: number | null;
  kind: string;
  text: RichTextNode;
  count: number;
}

const KIND_COLOURS: Record<string, string> = {
  character: "#2f5d8a",
  encounter: "#8a2f2f",
  equipment: "#5d6b2f",
  event: "#6b2f8a",
};

export function CardGrid({
  label,
  cards,
  selected,
  onSelect,
}: {
  label: string;
  cards: readonly CardFace[];
  selected: number;
  onSelect(i: number): void;
}) {
  if (cards.length === 0) return <p className="muted">No cards yet: add one with the buttons beside.</p>;
  return (
    <ul
      aria-label={label}
      style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "0.6rem", flex: "1 1 460px" }}
    >
      {cards.map((c, i) => {
        const colour = KIND_COLOURS[c.kind] ?? "#555";
        const text = richTextToPlain(c.text).trim();
        return (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={i === selected}
              aria-label={`${c.name}, ${c.kind}${c.power !== null ? `, Power ${c.power}` : ""}, ${c.count} in the deck`}
              onClick={() => onSelect(i)}
              style={{
                width: 150,
                height: 200,
                display: "flex",
                flexDirection: "column",
                alignItems: "stretch",
                textAlign: "left",
                padding: 0,
                borderRadius: 10,
                overflow: "hidden",
                border: `2px solid ${i === selected ? "#c99700" : colour}`,
                boxShadow: i === selected ? "0 0 0 3px #f1c40f" : undefined,
                background: "#fffdf7",
                color: "#1b1b1b",
              }}
            >
              <span
                style={{
                  background: colour,
                  color: "#fff",
                  padding: "0.3rem 0.45rem",
                  display: "flex",
                  justifyContent: "space-between",
                  gap: "0.3rem",
                  fontWeight: 600,
                }}
              >
                <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{c.name}</span>
                {c.power !== null && <span aria-hidden="true">{c.power}</span>}
              </span>
              <span className="small" style={{ padding: "0.15rem 0.45rem", color: "#555", textTransform: "capitalize" }}>
                {c.kind}
              </span>
              <span
                className="small"
                style={{
                  padding: "0 0.45rem",
                  flex: 1,
                  overflow: "hidden",
                  display: "-webkit-box",
                  WebkitLineClamp: 7,
                  WebkitBoxOrient: "vertical",
                }}
              >
                {text || <em className="muted">No printed text</em>}
              </span>
              <span className="small" style={{ padding: "0.2rem 0.45rem", textAlign: "right", color: "#555" }}>
                × {c.count}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
