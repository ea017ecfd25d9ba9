// Read-only rendering of stored rich text (ProseMirror JSON) without loading the editor.
import type { ReactNode } from "react";
import type { RichTextNode } from "@/lib/content/rich-text";

function render(node: RichTextNode, key: number): ReactNode {
  const children = node.content?.map(render);
  switch (node.type) {
    case "doc":
      return <div key={key}>{children}</div>;
    case "paragraph":
      return <p key={key}>{children}</p>;
    case "bulletList":
      return <ul key={key}>{children}</ul>;
    case "orderedList":
      return <ol key={key}>{children}</ol>;
    case "listItem":
      return <li key={key}>{children}</li>;
    case "hardBreak":
      return <br key={key} />;
    case "text": {
      let out: ReactNode = node.text ?? "";
      for (const mark of node.marks ?? []) {
        if (mark.type === "bold") out = <strong>{out}</strong>;
        else if (mark.type === "italic") out = <em>{out}</em>;
      }
      return <span key={key}>{out}</span>;
    }
    default:
      return <span key={key}>{children}</span>;
  }
}

export function RichTextView({ value }: { value: RichTextNode | undefined }) {
  return value ? <>{render(value, 0)}</> : null;
}
