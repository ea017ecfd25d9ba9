"use client";
// A rich-text field that loads its editor (tiptap and ProseMirror, the largest library the studio
// has) only when someone goes to edit it. Until then the text is shown as it reads, in a focusable
// text box of the same name; focusing it (Tab, a click) loads the editor in its place, with the
// caret at the end. What is typed while the editor's code arrives is typed into it once it is
// there, so a quick typist loses nothing. A read-only field never loads the editor.
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
  useEffect(() => () => stopListening.current?.(), []);

  function open() {
    if (readOnly || typed.current !== null) return;
    typed.current = "";
    const onKey = (e: KeyboardEvent) => {
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
