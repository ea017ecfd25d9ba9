"use client";
// The help panel: every shortcut registered on the page now, grouped as registered (the page's,
// the editor's, then those of widgets that take keys while they have the focus). Nothing here is
// written twice: the list is the registry's.
import { Fragment, useEffect, useRef, useSyncExternalStore } from "react";
import { HELP_SHORTCUTS } from "../document-shortcuts";
import { comboKeys, keysText } from "./key-combo";
import { keyboard } from "./keyboard";
import type { ListedGroup, ListedShortcut } from "./shortcut-registry";
import { useIsMac } from "./useKeysText";
import { useShortcuts } from "./useShortcuts";

const NONE: readonly ListedGroup[] = [];

function Keys({ shortcut, mac }: { shortcut: ListedShortcut; mac: boolean }) {
  if (shortcut.keysLabel) return <kbd className="key">{shortcut.keysLabel}</kbd>;
  return (
    <>
      {/* One combo a line, keeping the column narrow: "Ctrl+Shift+Z", then "or Ctrl+Y". */}
      {shortcut.keys.map((combo, i) => (
        <span key={combo} className="combo">
          {i > 0 && <span className="muted"> or </span>}
          {comboKeys(combo, mac).map((k, j) => (
            <Fragment key={j}>
              {j > 0 && "+"}
              <kbd className="key">{k}</kbd>
            </Fragment>
          ))}
        </span>
      ))}
    </>
  );
}

export function ShortcutHelp({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The panel's own key is said in its header rather than listed as a group of its own.
  const groups = useSyncExternalStore(keyboard.subscribe, keyboard.list, () => NONE).filter((g) => g.group !== HELP_SHORTCUTS.group);
  const mac = useIsMac();
  useShortcuts(HELP_SHORTCUTS, { close: () => onClose() });

  // A modal dialog: the page behind is inert until it closes. Opening it focuses its first button
  // (Close); closing it puts the focus back where it was.
  useEffect(() => {
    const d = dialog.current;
    const before = document.activeElement;
    d?.showModal();
    return () => {
      d?.close();
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="shortcut-help"
      aria-modal="true"
      aria-labelledby="shortcut-help-title"
      data-shortcuts="shortcut-help"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="shortcut-help-body">
        <div className="shortcut-help-head stack" style={{ gap: "0.35rem" }}>
          <div className="row" style={{ justifyContent: "space-between" }}>
            <h2 id="shortcut-help-title" style={{ margin: 0 }}>
              Keyboard shortcuts
            </h2>
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
          <p className="small muted" style={{ margin: 0 }}>
            The keys that work on this page. While you type in a field, keys without {mac ? "Cmd" : "Ctrl"} type text instead.{" "}
            {keysText(HELP_SHORTCUTS.shortcuts.close, mac)} closes this list.
          </p>
        </div>
        <div className="shortcut-groups">
          {groups.map((g, i) => (
            <section key={g.group} aria-labelledby={`shortcut-group-${i}`}>
              <h3 id={`shortcut-group-${i}`}>{g.group}</h3>
              {g.note && <p className="small muted">{g.note}</p>}
              <table>
                <tbody>
                  {g.shortcuts.map((s) => (
                    <tr key={s.description}>
                      <th scope="row">
                        <Keys shortcut={s} mac={mac} />
                      </th>
                      <td>{s.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      </div>
    </dialog>
  );
}
