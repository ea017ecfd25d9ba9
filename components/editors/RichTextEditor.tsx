"use client";
// Rich text (captions, notes, briefings) with tiptap, stored as ProseMirror JSON.
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";

/**
 * Whether two documents say the same. The editor spells an empty document as one empty paragraph
 * where a new document has no content at all: reading that as a change would save a revision
 * just for opening a page.
 */
function same(a: RichTextNode, b: RichTextNode): boolean {
  const blank = (n: RichTextNode) => (n.content ?? []).every((c) => c.type === "paragraph" && !c.content?.length);
  return (blank(a) && blank(b)) || JSON.stringify(a) === JSON.stringify(b);
}

export function RichTextEditor({
  value,
  onChange,
  readOnly,
  label,
}: {
  value: RichTextNode;
  onChange(v: RichTextNode): void;
  readOnly: boolean;
  label: string;
}) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, class: "rich-text" } },
    onUpdate: ({ editor: e }) => {
      const next = e.getJSON() as RichTextNode;
      if (!same(next, latest.current)) onChange(next);
    },
  });

  // Outside changes (undo, another page selected) replace the content unless it already matches.
  useEffect(() => {
    if (editor && !same(editor.getJSON() as RichTextNode, value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

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
