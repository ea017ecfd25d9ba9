import { z } from "zod";

/**
 * Rich text as stored by the tiptap editor (ProseMirror JSON). Kept structural rather than
 * exhaustive: nodes have a type, optional attrs, marks, text and children.
 */
export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
  content?: RichTextNode[];
}

export const richTextSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(z.object({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
    text: z.string().optional(),
    content: z.array(richTextSchema).optional(),
  }),
);

export const emptyRichText = (): RichTextNode => ({ type: "doc", content: [] });

/** Plain text of a rich-text tree, for search and previews. */
export function richTextToPlain(node: RichTextNode | undefined): string {
  if (!node) return "";
  if (node.text) return node.text;
  const sep = node.type === "doc" ? "\n" : "";
  return (node.content ?? []).map(richTextToPlain).join(sep);
}
