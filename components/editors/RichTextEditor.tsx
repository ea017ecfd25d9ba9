"use client";
// Rich text (captions, notes, briefings) with tiptap, stored as ProseMirror JSON.
import { EditorContent, useEditor } from "@tiptap/react";
import { Selection } from "@tiptap/pm/state";
import { useEffect, useRef } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";
import { keepUnknown, restoreKept, RICH_TEXT_EXTENSIONS } from "./rich-text-kept";

/**
 * Whether two documents say the same. The editor spells an empty document as one empty paragraph
 * where a new document has no content at all: reading that as a change would save a revision
 * just for opening a page.
 */
function same(a: RichTextNode, b: RichTextNode): boolean {
  const blank = (n: RichTextNode) => (n.content ?? []).every((c) => c.type === "paragraph" && !c.content?.length);
  return (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);
}

export interface RichTextEditorProps {
  value: RichTextNode;
  onChange(v: RichTextNode): void;
  readOnly: boolean;
  label: string;
  /**
   * Given when the editor opens from its field (RichTextField): it types what this returns (the
   * keys pressed while it loaded) at the end, and takes the focus unless the person moved on.
   */
  takeTyped?(): { text: string; takeFocus: boolean };
}

export function RichTextEditor({ value, onChange, readOnly, label, takeTyped }: RichTextEditorProps) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const editor = useEditor({
    // Content this editor does not know is loaded wrapped and saved back as it came (rich-text-kept).
    extensions: RICH_TEXT_EXTENSIONS,
    content: keepUnknown(value),
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, class: "rich-text" } },
    onUpdate: ({ editor: e, transaction }) => {
      // Only an edit is a change: a plugin tidying the document (a trailing paragraph added on the
      // first click) rides on a transaction that itself changed nothing, and opening a document
      // must never save it.
      if (!transaction.docChanged) return;
      const next = restoreKept(e.getJSON());
      if (!same(next, latest.current)) onChange(next);
    },
  });

  // Outside changes (undo, another page selected) replace the content unless it already matches.
  useEffect(() => {
    if (editor && !same(restoreKept(editor.getJSON()), value)) editor.commands.setContent(keepUnknown(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  const opened = useRef(takeTyped);
  useEffect(() => {
    if (!editor || !opened.current) return;
    const { text: typed, takeFocus } = opened.current();
    opened.current = undefined;
    if (takeFocus) {
      // The view takes the focus now (the focus command waits a frame, and a key in that frame
      // would be lost); the command then puts the caret at the end.
      editor.view.focus();
      editor.commands.focus("end");
      if (typed) editor.commands.insertContent(typed);
    } else if (typed) {
      // The person has moved on to another field: what they typed here still goes in, at the end,
      // and the focus stays where they are now.
      editor
        .chain()
        .command(({ tr }) => {
          tr.setSelection(Selection.atEnd(tr.doc));
          return true;
        })
        .insertContent(typed)
        .run();
    }
  }, [editor]);

  return (
    <div className="rich-text-box">
      {!readOnly && editor && (
        <div className="row" style={{ gap: "0.25rem", marginBottom: "0.25rem" }}>
          <button
            type="button"
            aria-pressed={editor.isActive("bold")}
            onClick={() => editor.chain().focus().toggleBold().run()}
            title="Bold (Ctrl+B)"
          >
            <b>B</b>
          </button>
          <button
            type="button"
            aria-pressed={editor.isActive("italic")}
            onClick={() => editor.chain().focus().toggleItalic().run()}
            title="Italic (Ctrl+I)"
          >
            <i>I</i>
          </button>
          <button
            type="button"
            aria-pressed={editor.isActive("bulletList")}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          >
            • List
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
