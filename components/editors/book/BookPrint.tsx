// The printable book: the character sheet, then the parchments two to a page, picture beside
// matrix, as the paper book lays them out. Rendered on the server by the document's print page.
import { sheetManeuvers, type BookBody, type PicturePage } from "@/lib/content/kinds/book";
import { pictureUrl } from "@/lib/content/assets";
import { COLOR_LABEL, renderEffect, renderTell } from "@/lib/engine/lostworlds/tell-text";
import { RichTextView } from "@/components/RichTextView";
import { PrintButton } from "@/components/studio/PrintButton";

/** What a picture does besides restricting, in words (its CRITICAL's marked so). */
function effectWords(pic: PicturePage): string[] {
  const said = (effects: PicturePage["tell"]["effects"]) => effects.map(renderEffect).filter((x): x is string => x !== null);
  return [...said(pic.tell.effects), ...said(pic.critical?.effects ?? []).map((x) => `CRITICAL: ${x}`)];
}

export function BookPrint({ title, body: book }: { title: string; body: BookBody }) {
  const ch = book.character;
  return (
    <div className="print-book">
      <div className="row no-print" style={{ justifyContent: "space-between" }}>
        <h1 style={{ margin: 0 }}>{title}: print view</h1>
        <PrintButton />
      </div>
      <section className="print-page">
        <h2>{ch.name}</h2>
        <p>
          Height {ch.height} · Body points {ch.bodyPoints}
          {ch.spellPoints ? ` · Spell ${ch.spellPoints}` : ""}
          {ch.tacticPoints ? ` · Tactics ${ch.tacticPoints}` : ""}
          {ch.luckPoints ? ` · Luck ${ch.luckPoints}` : ""} · Attacks {ch.attacks}
        </p>
        {ch.equipment.length > 0 && <p>Equipment: {ch.equipment.join(", ")}</p>}
        <table className="list">
          <thead>
            <tr>
              <th>Maneuver</th>
              <th>Color</th>
              <th>Page</th>
              <th>X</th>
              <th>MOD</th>
              <th>+</th>
            </tr>
          </thead>
          <tbody>
            {book.sheet.groups.flatMap((g) => [
              <tr key={`g-${g.name}`}>
                <th colSpan={6}>{g.name}</th>
              </tr>,
              ...g.maneuvers.map((m) => (
                <tr key={`${g.name}-${m.page}-${m.name}`}>
                  <td>
                    {m.name}
                    {m.disabled ? " (not at first)" : ""}
                    {m.usesShield ? " (shield)" : ""}
                  </td>
                  <td>{m.color ? COLOR_LABEL(m.color) : "none"}</td>
                  <td>{m.page}</td>
                  <td>{m.xPage ?? ""}</td>
                  <td>{[m.mod, ...m.weaponMods].map((v) => (v > 0 ? `+${v}` : String(v))).join("/")}</td>
                  <td>{m.expBonus || ""}</td>
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </section>
      {Array.from({ length: 32 }, (_, i) => 2 * i + 1).map((odd) => {
        const pic = book.pictures[String(odd)];
        const rows = book.matrices[String(odd + 1)]?.rows ?? {};
        const sheetPages = [...new Set(sheetManeuvers(book).map((m) => m.page))].sort((a, b) => a - b);
        return (
          <section key={odd} className="print-page parchment-print">
            <div>
              <div className="page-no">{odd}</div>
              <h3>{pic?.title ?? ""}</h3>
              {pic?.image && <img src={pictureUrl(pic.image.src)} alt={pic.image.alt} style={{ maxWidth: "100%", maxHeight: 240 }} />}
              <RichTextView value={pic?.caption} />
              {pic?.score !== null && pic?.score !== undefined && (
                <p>
                  <strong>SCORE {pic.score}</strong>
                  {pic.critical ? ` · CRITICAL ${pic.critical.threshold}${pic.critical.text ? `: ${pic.critical.text}` : ""}` : ""}
                </p>
              )}
              {pic && (
                <p>
                  <em>Tell opponent:</em> {pic.tell.text || renderTell(pic.tell)}
                </p>
              )}
              {pic && effectWords(pic).length > 0 && (
                <p className="small">
                  <em>Effects:</em> {effectWords(pic).join(" ")}
                </p>
              )}
            </div>
            <div>
              <div className="page-no">{odd + 1}</div>
              <table className="matrix-print">
                <tbody>
                  {sheetPages.map((row) => (
                    <tr key={row}>
                      <td>{row}</td>
                      <td>→</td>
                      <td>{rows[String(row)] === undefined ? "" : rows[String(row)] === 0 ? "00" : rows[String(row)]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
