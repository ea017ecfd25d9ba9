// Rich text the editor does not know is kept, not dropped. Stored rich text may hold nodes, marks
// or attributes tiptap's StarterKit lacks (written by another tool, an older or newer studio, the
// API). ProseMirror refuses a whole document with one unknown node, and tiptap then shows it empty:
// the next keystroke, or a plugin tidying the document on first focus, would save that emptiness
// over the original. So before loading, each unknown node is wrapped in a "kept" node (block or
// inline, an atom shown as a placeholder) carrying its JSON, each unknown mark in a kept mark, and
// unknown attributes in a `kept` attribute every type has; restoreKept undoes it on the way out,
// so what the editor did not touch is saved exactly as it came.
import { Extension, getSchema, Mark, Node } from "@tiptap/react";
import type { Schema } from "@tiptap/pm/model";
import StarterKit from "@tiptap/starter-kit";
import type { RichTextNode } from "@/lib/content/rich-text";

const KEPT_BLOCK = "keptBlock";
const KEPT_INLINE = "keptInline";
const KEPT_MARK = "keptMark";

/** A few words about what a kept node holds, for its placeholder. */
function describe(json: unknown): string {
  try {
    const node = JSON.parse(String(json)) as RichTextNode;
    const text = JSON.stringify(node).length > 2 ? plain(node).slice(0, 80) : "";
    return `${node.type}${text ? `: ${text}` : ""}`;
  } catch {
    return "content";
  }
}

function plain(node: RichTextNode): string {
  return node.text ?? (node.content ?? []).map(plain).join(" ");
}

const keptAttrs = () => ({ json: { default: "null", rendered: false }, root: { default: false, rendered: false } });

const KeptBlock = Node.create({
  name: KEPT_BLOCK,
  group: "block",
  atom: true,
  selectable: true,
  addAttributes: keptAttrs,
  parseHTML: () => [],
  renderHTML: ({ node }) => [
    "div",
    { class: "kept-content", contenteditable: "false", title: "Kept as it was: this editor cannot edit it" },
    `⟨${describe(node.attrs.json)}⟩`,
  ],
});

const KeptInline = Node.create({
  name: KEPT_INLINE,
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: keptAttrs,
  parseHTML: () => [],
  renderHTML: ({ node }) => [
    "span",
    { class: "kept-content", contenteditable: "false", title: "Kept as it was: this editor cannot edit it" },
    `⟨${describe(node.attrs.json)}⟩`,
  ],
});

const KeptMark = Mark.create({
  name: KEPT_MARK,
  addAttributes: () => ({ json: { default: "null", rendered: false } }),
  parseHTML: () => [],
  renderHTML: () => ["span", { class: "kept-mark" }, 0],
});

/** Attributes of known types that the editor has no field for, kept as JSON text. */
const KeptAttributes = Extension.create({
  name: "keptAttributes",
  addGlobalAttributes: () => [{ types: "*", attributes: { kept: { default: null, rendered: false } } }],
});

export const RICH_TEXT_EXTENSIONS = [StarterKit, KeptBlock, KeptInline, KeptMark, KeptAttributes];

let schemaCache: Schema | null = null;
export function richTextSchema(): Schema {
  schemaCache ??= getSchema(RICH_TEXT_EXTENSIONS);
  return schemaCache;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Splits attributes into those the type has and the rest (kept as JSON text, or null). */
function splitAttrs(attrs: unknown, known: Record<string, unknown>): { attrs?: Json; kept: string | null } {
  if (!isObject(attrs)) return { kept: attrs === undefined ? null : JSON.stringify({ __attrs: attrs }) };
  const mine: Json = {};
  const extra: Json = {};
  for (const [k, v] of Object.entries(attrs)) (Object.hasOwn(known, k) && k !== "kept" ? mine : extra)[k] = v;
  return { attrs: mine, kept: Object.keys(extra).length ? JSON.stringify(extra) : null };
}

function wrapMarks(marks: unknown, schema: Schema): unknown {
  if (!Array.isArray(marks)) return marks;
  return marks.map((mark) => {
    if (!isObject(mark) || typeof mark.type !== "string" || !schema.marks[mark.type] || mark.type === KEPT_MARK) {
      return { type: KEPT_MARK, attrs: { json: JSON.stringify(mark) } };
    }
    const { attrs, kept } = splitAttrs(mark.attrs, schema.marks[mark.type].spec.attrs ?? {});
    return { ...mark, ...(attrs || kept ? { attrs: { ...attrs, ...(kept ? { kept } : {}) } } : {}) };
  });
}

function wrapNode(node: unknown, schema: Schema, inline: boolean): unknown {
  const keep = () => ({ type: inline ? KEPT_INLINE : KEPT_BLOCK, attrs: { json: JSON.stringify(node) } });
  if (!isObject(node) || typeof node.type !== "string") return keep();
  const type = schema.nodes[node.type];
  if (!type || node.type === KEPT_BLOCK || node.type === KEPT_INLINE) return keep();
  if (node.type === "text" && (typeof node.text !== "string" || node.text === "")) return keep();
  if (node.type === "text") return { ...node, ...(node.marks !== undefined ? { marks: wrapMarks(node.marks, schema) } : {}) };
  const { attrs, kept } = splitAttrs(node.attrs, type.spec.attrs ?? {});
  const out: Json = { ...node };
  if (attrs || kept) out.attrs = { ...attrs, ...(kept ? { kept } : {}) };
  if (node.marks !== undefined) out.marks = wrapMarks(node.marks, schema);
  if (node.content !== undefined) {
    out.content = Array.isArray(node.content) ? node.content.map((child) => wrapNode(child, schema, type.inlineContent)) : [];
    if (!Array.isArray(node.content)) return keep();
  }
  return out;
}

/** The stored rich text as the editor can load it: everything it does not know wrapped to be kept. */
export function keepUnknown(value: unknown, schema: Schema = richTextSchema()): Json {
  const rootKept = (): Json => ({ type: "doc", content: [{ type: KEPT_BLOCK, attrs: { json: JSON.stringify(value), root: true } }] });
  if (!isObject(value) || value.type !== "doc") return rootKept();
  const wrapped = wrapNode(value, schema, false) as Json;
  try {
    // Whatever ProseMirror would still refuse (an odd structure) is kept whole.
    schema.nodeFromJSON(wrapped);
    return wrapped;
  } catch {
    return rootKept();
  }
}

function restoreMarks(marks: unknown): unknown {
  if (!Array.isArray(marks)) return marks;
  return marks.map((mark) =>
    isObject(mark) && mark.type === KEPT_MARK ? JSON.parse(String((mark.attrs as Json).json)) : restoreAttrs(mark),
  );
}

function restoreAttrs<T>(node: T): T {
  if (!isObject(node) || !isObject(node.attrs) || !("kept" in node.attrs)) return node;
  const { kept, ...rest } = node.attrs;
  const out: Json = { ...node };
  if (kept === null || kept === undefined) {
    if (Object.keys(rest).length) out.attrs = rest;
    else delete out.attrs;
    return out as T;
  }
  const extra = JSON.parse(String(kept)) as Json;
  out.attrs = "__attrs" in extra ? extra.__attrs : { ...rest, ...extra };
  if (out.attrs === undefined) delete out.attrs;
  return out as T;
}

/** The editor's JSON as it is stored: kept nodes, marks and attributes back as they came. */
export function restoreKept(json: unknown): RichTextNode {
  const restore = (node: unknown): unknown => {
    if (!isObject(node)) return node;
    if (node.type === KEPT_BLOCK || node.type === KEPT_INLINE) return JSON.parse(String((node.attrs as Json).json));
    const out = restoreAttrs({ ...node });
    if (Array.isArray(node.content)) out.content = node.content.map(restore);
    if (node.marks !== undefined) out.marks = restoreMarks(node.marks);
    return out;
  };
  if (isObject(json) && Array.isArray(json.content) && json.content.length === 1) {
    const only = json.content[0] as Json;
    if (only.type === KEPT_BLOCK && (only.attrs as Json)?.root === true) return JSON.parse(String((only.attrs as Json).json));
  }
  return restore(json) as RichTextNode;
}
