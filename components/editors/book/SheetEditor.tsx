"use client";
// The character sheet: the character's figures and the maneuver table, group by group. Enter
// and Shift+Enter move down and up a column, as in a spreadsheet.
import type { BookBody, Maneuver } from "@/lib/content/kinds/book";
import {
  addGroup,
  addManeuver,
  removeGroup,
  removeManeuver,
  renameGroup,
  setGroupOwn,
  updateManeuver,
} from "@/lib/content/lostworlds/book-ops";
import { COLORS, STANDARD_PAGE_SET } from "@/lib/engine/lostworlds/pages";
import { COLOR_LABEL } from "@/lib/engine/lostworlds/tell-text";
import { useShortcuts } from "@/components/studio/keyboard/useShortcuts";
import { RichTextField } from "../RichTextField";
import type { RunCommand } from "../types";
import { SHEET_SHORTCUTS } from "./book-shortcuts";

const CHARACTER_CHANGES: Record<keyof BookBody["character"], string> = {
  name: "Rename character",
  height: "Change height",
  bodyPoints: "Change body points",
  spellPoints: "Change spell points",
  tacticPoints: "Change tactic points",
  luckPoints: "Change luck points",
  attacks: "Change attacks",
  equipment: "Edit equipment",
  notes: "Edit character notes",
};

const COLUMN_NAMES: Record<keyof Maneuver, string> = {
  name: "name",
  color: "colour",
  page: "page",
  xPage: "X page",
  mod: "MOD",
  weaponMods: "MODs with further weapons",
  usesShield: "done with the shield",
  disabled: "not available at first",
  expBonus: "+ column",
};

const int = (v: string, fallback = 0) => (Number.isFinite(Number(v)) && v.trim() !== "" ? Math.trunc(Number(v)) : fallback);

/** Focuses the same field of the maneuver `step` rows away; false when the key was not pressed in a field of the table. */
function moveInColumn(target: unknown, step: number) {
  const col = target instanceof HTMLElement ? target.dataset.sheetCol : undefined;
  if (col === undefined) return false;
  const inputs = Array.from(document.querySelectorAll<HTMLElement>(`[data-sheet-col="${col}"]`));
  inputs[inputs.indexOf(target as HTMLElement) + step]?.focus();
}

export function SheetEditor({ book, onCommand, readOnly }: { book: BookBody; onCommand: RunCommand<BookBody>; readOnly: boolean }) {
  const ch = book.character;
  const setChar = (patch: Partial<BookBody["character"]>) => {
    const field = Object.keys(patch)[0] as keyof BookBody["character"];
    onCommand(CHARACTER_CHANGES[field], { ...book, character: { ...ch, ...patch } }, `character:${field}`);
  };
  useShortcuts(SHEET_SHORTCUTS, {
    down: ({ event }) => moveInColumn(event.target, 1),
    up: ({ event }) => moveInColumn(event.target, -1),
  });
  const nextFreePage = () => {
    const used = new Set(book.sheet.groups.flatMap((g) => g.maneuvers.map((m) => m.page)));
    return STANDARD_PAGE_SET.close.find((p) => !used.has(p)) ?? 2;
  };
  const field = (gi: number, mi: number, col: number, m: Maneuver, key: keyof Maneuver, kind: "text" | "int" | "intOrNull") => (
    <input
      data-sheet-col={col}
      aria-label={`${m.name || "maneuver"} ${key}`}
      value={m[key] === null ? "" : String(m[key])}
      readOnly={readOnly}
      size={kind === "text" ? 22 : 4}
      onChange={(e) => {
        const v = e.target.value;
        const value = kind === "text" ? v : kind === "intOrNull" ? (v.trim() === "" ? null : int(v)) : int(v);
        onCommand(
          `Edit maneuver ${COLUMN_NAMES[key]}`,
          updateManeuver(book, gi, mi, (x) => ({ ...x, [key]: value })),
          `maneuver:${gi}:${mi}:${key}`,
        );
      }}
    />
  );

  return (
    <div className="stack">
      <section className="panel stack" aria-label="Character">
        <h2 style={{ margin: 0 }}>Character</h2>
        <div className="row" style={{ alignItems: "flex-end" }}>
          <label>
            Name
            <input value={ch.name} readOnly={readOnly} onChange={(e) => setChar({ name: e.target.value })} />
          </label>
          <label>
            Height
            <input value={ch.height} size={3} readOnly={readOnly} onChange={(e) => setChar({ height: Math.max(0, int(e.target.value)) })} />
          </label>
          <label>
            Body points
            <input
              value={ch.bodyPoints}
              size={4}
              readOnly={readOnly}
              onChange={(e) => setChar({ bodyPoints: Math.max(0, int(e.target.value)) })}
            />
          </label>
          <label>
            Spell
            <input
              value={ch.spellPoints}
              size={3}
              readOnly={readOnly}
              onChange={(e) => setChar({ spellPoints: Math.max(0, int(e.target.value)) })}
            />
          </label>
          <label>
            Tactics
            <input
              value={ch.tacticPoints}
              size={3}
              readOnly={readOnly}
              onChange={(e) => setChar({ tacticPoints: Math.max(0, int(e.target.value)) })}
            />
          </label>
          <label>
            Luck
            <input
              value={ch.luckPoints}
              size={3}
              readOnly={readOnly}
              onChange={(e) => setChar({ luckPoints: Math.max(0, int(e.target.value)) })}
            />
          </label>
          <label>
            Attacks
            <input
              value={ch.attacks}
              size={3}
              readOnly={readOnly}
              onChange={(e) => setChar({ attacks: Math.max(0, int(e.target.value)) })}
            />
          </label>
        </div>
        <label>
          Equipment (comma-separated)
          <input
            value={ch.equipment.join(", ")}
            readOnly={readOnly}
            onChange={(e) =>
              setChar({
                equipment: e.target.value
                  .split(",")
                  .map((s) => s.trim())
                  .filter(Boolean),
              })
            }
          />
        </label>
        <div>
          <span className="small muted">Notes</span>
          <RichTextField label="Character notes" value={ch.notes} readOnly={readOnly} onChange={(notes) => setChar({ notes })} />
        </div>
      </section>

      <section className="panel stack" aria-label="Maneuvers">
        <div className="row" style={{ justifyContent: "space-between" }}>
          <h2 style={{ margin: 0 }}>Maneuvers</h2>
          {!readOnly && <button onClick={() => onCommand("Add maneuver group", addGroup(book, "New group"))}>Add group</button>}
        </div>
        {book.sheet.groups.length === 0 && <p className="muted">No maneuver groups yet. Add one (Down Swing, Thrust, Extended Range…).</p>}
        <table className="list sheet" data-shortcuts="maneuver-table">
          <thead>
            <tr>
              <th>Maneuver</th>
              <th>Color</th>
              <th>Page</th>
              <th>X page</th>
              <th>MOD</th>
              <th>+</th>
              <th />
            </tr>
          </thead>
          {book.sheet.groups.map((g, gi) => (
            <tbody key={gi}>
              <tr className="group-row">
                <td colSpan={6}>
                  <input
                    aria-label="Group name"
                    value={g.name}
                    readOnly={readOnly}
                    style={{ fontWeight: 600 }}
                    onChange={(e) => onCommand("Rename maneuver group", renameGroup(book, gi, e.target.value), `group:${gi}`)}
                  />{" "}
                  <label className="check small" title="Restrictions name this group by its heading (a Bite, a Skill)">
                    <input
                      type="checkbox"
                      disabled={readOnly}
                      checked={g.own}
                      onChange={(e) => onCommand("Change own group", setGroupOwn(book, gi, e.target.checked))}
                    />{" "}
                    own group
                  </label>
                </td>
                <td className="row">
                  {!readOnly && (
                    <>
                      <button
                        onClick={() =>
                          onCommand(
                            "Add maneuver",
                            addManeuver(book, gi, {
                              name: "New maneuver",
                              color: "blue",
                              page: nextFreePage(),
                              xPage: null,
                              mod: 0,
                              weaponMods: [],
                              usesShield: false,
                              disabled: false,
                              expBonus: 0,
                            }),
                          )
                        }
                      >
                        Add maneuver
                      </button>
                      <button
                        className="danger"
                        onClick={() => onCommand("Remove maneuver group", removeGroup(book, gi))}
                        disabled={g.maneuvers.length > 0}
                        title={g.maneuvers.length ? "Remove its maneuvers first" : "Remove group"}
                      >
                        ✕
                      </button>
                    </>
                  )}
                </td>
              </tr>
              {g.maneuvers.map((m, mi) => (
                <tr key={mi}>
                  <td>{field(gi, mi, 0, m, "name", "text")}</td>
                  <td>
                    <select
                      aria-label={`${m.name} color`}
                      value={m.color ?? ""}
                      disabled={readOnly}
                      onChange={(e) =>
                        onCommand(
                          "Change maneuver colour",
                          updateManeuver(book, gi, mi, (x) => ({ ...x, color: (e.target.value || null) as Maneuver["color"] })),
                        )
                      }
                    >
                      <option value="">No colour</option>
                      {COLORS.map((c) => (
                        <option key={c} value={c}>
                          {COLOR_LABEL(c)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{field(gi, mi, 2, m, "page", "int")}</td>
                  <td>{field(gi, mi, 3, m, "xPage", "intOrNull")}</td>
                  <td>
                    {field(gi, mi, 4, m, "mod", "int")}
                    {m.weaponMods.map((v, k) => (
                      <span key={k}>
                        /
                        <input
                          size={2}
                          aria-label={`${m.name} MOD with weapon ${k + 2}`}
                          value={v}
                          readOnly={readOnly}
                          onChange={(e) =>
                            onCommand(
                              "Change maneuver MOD",
                              updateManeuver(book, gi, mi, (x) => ({
                                ...x,
                                weaponMods: x.weaponMods.map((w, j) => (j === k ? int(e.target.value) : w)),
                              })),
                              `wmod:${gi}:${mi}:${k}`,
                            )
                          }
                        />
                      </span>
                    ))}
                    {!readOnly && (
                      <button
                        type="button"
                        className="link small"
                        title="A MOD with a further weapon (2/-1)"
                        aria-label={`Add a MOD with another weapon to ${m.name}`}
                        onClick={() =>
                          onCommand(
                            "Add weapon MOD",
                            updateManeuver(book, gi, mi, (x) => ({ ...x, weaponMods: [...x.weaponMods, 0] })),
                          )
                        }
                      >
                        /+
                      </button>
                    )}
                  </td>
                  <td>{field(gi, mi, 5, m, "expBonus", "int")}</td>
                  <td className="row">
                    <label className="check small" title="Unavailable once the shield is broken">
                      <input
                        type="checkbox"
                        disabled={readOnly}
                        aria-label={`${m.name} done with the shield`}
                        checked={m.usesShield}
                        onChange={(e) =>
                          onCommand(
                            "Change maneuver",
                            updateManeuver(book, gi, mi, (x) => ({ ...x, usesShield: e.target.checked })),
                          )
                        }
                      />
                      shield
                    </label>
                    <label className="check small" title="Not available until a picture enables it">
                      <input
                        type="checkbox"
                        disabled={readOnly}
                        aria-label={`${m.name} not available at first`}
                        checked={m.disabled}
                        onChange={(e) =>
                          onCommand(
                            "Change maneuver",
                            updateManeuver(book, gi, mi, (x) => ({ ...x, disabled: e.target.checked })),
                          )
                        }
                      />
                      held back
                    </label>
                    {!readOnly && (
                      <button
                        className="danger"
                        aria-label={`Remove ${m.name}`}
                        onClick={() => onCommand("Remove maneuver", removeManeuver(book, gi, mi))}
                      >
                        ✕
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </div>
  );
}
