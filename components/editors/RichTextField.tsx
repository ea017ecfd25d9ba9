"use client";
// A rich-text field that loads its editor (tiptap and ProseMirror, the largest library the studio
// has) only when someone goes to edit it. Until then the text is shown as it reads, in a focusable
// text box of the same name; focusing it (Tab, a click) loads the editor in its place, with the
// caret at the end. What is typed while the editor's code arrives is typed into it once it is
// there, so a quick typist loses nothing. A read-only field never loads the editor.
// Keys are the field's own until the person moves the focus somewhere else: someone who went on
// to another field while the editor loaded keeps typing there, and the editor, once loaded, does
// not take the focus back. "Moves" is a focus event after opening, not where the focus happens to
// be: a click can replace the text box with the editor before the box itself is focused, leaving
// the focus, unmoved, on the field used before.
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";
import { RichTextView } from "@/components/RichTextView";
import type { RichTextEditorProps } from "./RichTextEditor";
import { typeAhead } from "./type-ahead";

let loaded: ComponentType<RichTextEditorProps> | null = null;

export function RichTextField(props: { value: RichTextNode; onChange(v: RichTextNode): void; readOnly: boolean; label: string }) {
  const { value, readOnly, label } = props;
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps> | null>(null);
  // Keys typed between the first focus and the editor taking the focus; null when not opening.
  const typed = useRef<string | null>(null);
  // Listening on the whole window, first of all listeners: the focus is on the text box, then for a
  // moment nowhere while the editor mounts.
  const stopListening = useRef<(() => void) | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Whether the focus went to anything but this field since it opened.
  const movedOn = useRef(false);
  useEffect(() => () => stopListening.current?.(), []);

  function open() {
    if (readOnly || typed.current !== null) return;
    typed.current = "";
    movedOn.current = false;
    const onKey = (e: KeyboardEvent) => {
      if (movedOn.current) return;
      const next = typed.current === null ? null : typeAhead(typed.current, e);
      if (next === null) return;
      e.preventDefault();
      typed.current = next;
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target !== box.current) movedOn.current = true;
    };
    window.addEventListener("keydown", onKey, true);
    document.addEventListener("focusin", onFocus, true);
    stopListening.current = () => {
      window.removeEventListener("keydown", onKey, true);
      document.removeEventListener("focusin", onFocus, true);
    };
    if (loaded) setEditor(() => loaded);
    else
      void import("./RichTextEditor").then((m) => {
        loaded = m.RichTextEditor;
        setEditor(() => m.RichTextEditor);
      });
  }

  if (Editor && !readOnly) {
    const takeTyped = () => {
      const text = typed.current ?? "";
      typed.current = null;
      stopListening.current?.();
      stopListening.current = null;
      return { text, takeFocus: !movedOn.current };
    };
    return <Editor {...props} takeTyped={takeTyped} />;
  }
  return (
    <div className="rich-text-box">
      <div
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-readonly={readOnly || undefined}
        ref={box}
        tabIndex={0}
        className="rich-text"
        data-testid="rich-text-preview"
        onFocus={open}
        onPointerDown={open}
      >
        <RichTextView value={value} />
      </div>
    </div>
  );
}
