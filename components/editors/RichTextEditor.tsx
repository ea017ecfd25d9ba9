"use client";
// Rich text (captions, notes, briefings) with tiptap, stored as ProseMirror JSON.
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";

export function RichTextEditor({ value, onChange, readOnly, label }: { value: RichTextNode; onChange(v: RichTextNode): void; readOnly: boolean; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-label": label, class: "rich-text" } },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as RichTextNode),
  });

  // Outside changes (undo, another page selected) replace the content unless it already matches.
  useEffect(() => {
    if (editor && JSON.stringify(editor.getJSON()) !== JSON.stringify(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <div className="rich-text-box">
      {!readOnly && editor && (
        <div className="row" style={{ gap: "0.25rem", marginBottom: "0.25rem" }}>
          <button type="button" aria-pressed={editor.isActive("bold")} onClick={() => editor.chain().focus().toggleBold().run()} title="Bold (Ctrl+B)"><b>B</b></button>
          <button type="button" aria-pressed={editor.isActive("italic")} onClick={() => editor.chain().focus().toggleItalic().run()} title="Italic (Ctrl+I)"><i>I</i></button>
          <button type="button" aria-pressed={editor.isActive("bulletList")} onClick={() => editor.chain().focus().toggleBulletList().run()}>• List</button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
