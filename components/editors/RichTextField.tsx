"use client";
// A rich-text field that loads its editor (tiptap and ProseMirror, the largest library the studio
// has) only when someone goes to edit it. Until then the text is shown as it reads, in a focusable
// text box of the same name; focusing it (Tab, a click) loads the editor in its place, with the
// caret at the end. What is typed while the editor's code arrives is typed into it once it is
// there, so a quick typist loses nothing. A read-only field never loads the editor.
// Only keys typed while the focus is still on this field (or, as the editor mounts, on nothing)
// are its own: someone who moved on to another field while the editor loaded keeps typing there,
// and the editor, once loaded, does not take the focus back.
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";
import { RichTextView } from "@/components/RichTextView";
import type { RichTextEditorProps } from "./RichTextEditor";
import { focusIsFree, typeAhead } from "./type-ahead";

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
  useEffect(() => () => stopListening.current?.(), []);

  function open() {
    if (readOnly || typed.current !== null) return;
    typed.current = "";
    const onKey = (e: KeyboardEvent) => {
      if (!focusIsFree(box.current)) return;
      const next = typed.current === null ? null : typeAhead(typed.current, e);
      if (next === null) return;
      e.preventDefault();
      typed.current = next;
    };
    window.addEventListener("keydown", onKey, true);
    stopListening.current = () => window.removeEventListener("keydown", onKey, true);
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
      return text;
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
