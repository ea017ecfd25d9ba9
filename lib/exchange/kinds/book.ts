// A Lost Worlds book as a print-and-play booklet: the character sheet, then every parchment in
// book order (picture 1, matrix 2, … 64), one to a page in type large enough to read across a
// table, as the printed books are used.
import { bestRegeneration, sheetManeuvers, type BookBody, type Tell } from "../../content/kinds/book";
import { richTextToPlain } from "../../content/rich-text";
import { COLOR_LABEL, renderEffect, renderTell } from "../../engine/lostworlds/tell-text";
import type { Block, FlowJob } from "../print/job";

export function bookBooklet(title: string, book: BookBody): FlowJob {
  const ch = book.character;
  const blocks: Block[] = [
    { kind: "heading", text: ch.name || title, level: 1 },
    {
      kind: "text",
      text: [
        `Height ${ch.height}`,
        `Body points ${ch.bodyPoints}`,
        ch.spellPoints ? `Spell ${ch.spellPoints}` : "",
        ch.tacticPoints ? `Tactics ${ch.tacticPoints}` : "",
        ch.luckPoints ? `Luck ${ch.luckPoints}` : "",
        `Attacks ${ch.attacks}`,
        bestRegeneration(book) ? `Regeneration ${bestRegeneration(book)}` : "",
      ]
        .filter(Boolean)
        .join(" · "),
      bold: true,
    },
  ];
  if (ch.equipment.length) blocks.push({ kind: "text", text: `Equipment: ${ch.equipment.join(", ")}` });
  blocks.push({
    kind: "table",
    size: 11,
    columns: [
      { label: "Group", width: 3 },
      { label: "Maneuver", width: 4 },
      { label: "Colour", width: 2 },
      { label: "Page", width: 1.2, align: "right" },
      { label: "X", width: 1.2, align: "right" },
      { label: "MOD", width: 1.4, align: "right" },
      { label: "+", width: 1, align: "right" },
    ],
    rows: book.sheet.groups.flatMap((g) =>
      g.maneuvers.map((m) => [
        g.own ? `${g.name} (own group)` : g.name,
        [m.name, m.disabled ? "(not at first)" : "", m.usesShield ? "(shield)" : ""].filter(Boolean).join(" "),
        m.color ? COLOR_LABEL(m.color) : "none",
        String(m.page),
        m.xPage === null ? "" : String(m.xPage),
        [m.mod, ...m.weaponMods].map((v) => (v > 0 ? `+${v}` : String(v))).join("/"),
        m.expBonus ? String(m.expBonus) : "",
      ]),
    ),
  });
  const notes = richTextToPlain(ch.notes).trim();
  if (notes) blocks.push({ kind: "text", text: notes, size: 10 });
  const rows = [...new Set(sheetManeuvers(book).map((m) => m.page))].sort((a, b) => a - b);
  for (let page = 1; page <= 64; page++) {
    blocks.push({ kind: "page-break" });
    if (page % 2 === 1) {
      const pic = book.pictures[String(page)];
      blocks.push({ kind: "heading", text: `${page}  ${pic?.title ?? ""}`, level: 1 });
      if (!pic) {
        blocks.push({ kind: "text", text: "(this picture is not written yet)", italic: true });
        continue;
      }
      if (pic.image && /^data:image\//.test(pic.image.src))
        blocks.push({
          kind: "scene",
          width: 150,
          scene: { width: 150, height: 100, shapes: [{ kind: "image", href: pic.image.src, x: 0, y: 0, w: 150, h: 100, fit: "contain" }] },
        });
      const caption = richTextToPlain(pic.caption).trim();
      if (caption) blocks.push({ kind: "text", text: caption });
      if (pic.score !== null) blocks.push({ kind: "heading", text: `SCORE ${pic.score}`, level: 2 });
      if (pic.critical)
        blocks.push({
          kind: "text",
          text: `CRITICAL ${pic.critical.threshold}${pic.critical.text ? `: ${pic.critical.text}` : ""}`,
          bold: true,
        });
      blocks.push({ kind: "text", text: "Tell opponent:", bold: true });
      blocks.push({ kind: "text", text: pic.tell.text || renderTell(pic.tell), size: 18 });
      const effects = effectsLine(pic.tell, pic.critical);
      if (effects) blocks.push({ kind: "text", text: effects, italic: true });
    } else {
      const m = book.matrices[String(page)];
      blocks.push({ kind: "heading", text: `${page}  Matrix`, level: 1 });
      if (!m) {
        blocks.push({ kind: "text", text: "(this matrix is not written yet)", italic: true });
        continue;
      }
      const cells = rows.map((r) => [
        String(r),
        m.rows[String(r)] === undefined ? "" : m.rows[String(r)] === 0 ? "00" : String(m.rows[String(r)]),
      ]);
      const half = Math.ceil(cells.length / 2);
      blocks.push({
        kind: "table",
        size: 15,
        columns: [
          { label: "Their page", width: 2, align: "right" },
          { label: "Turn to", width: 2, align: "right" },
          { label: "", width: 1 },
          { label: "Their page", width: 2, align: "right" },
          { label: "Turn to", width: 2, align: "right" },
        ],
        rows: cells.slice(0, half).map((c, i) => [...c, "", ...(cells[half + i] ?? ["", ""])]),
      });
    }
  }
  return { layout: "flow", title, size: 14, blocks };
}

/** What the picture does besides restricting, in words (the printed text may not say all of it). */
function effectsLine(tell: Tell, critical: (Tell & { threshold: number }) | null): string {
  const said = (t: Tell) => t.effects.map(renderEffect).filter((x): x is string => x !== null);
  const parts = said(tell);
  if (critical) parts.push(...said(critical).map((x) => `CRITICAL: ${x}`));
  return parts.length ? `Effects: ${parts.join(" ")}` : "";
}
