// A small element tree over fast-xml-parser's ordered output, for TMX and TSX: element order
// matters there (layers, object groups and groups interleave and are drawn in file order).
import { XMLBuilder, XMLParser } from "fast-xml-parser";

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, concatenated (CSV or base64 tile data, multi-line property values). */
  text: string;
}

type Ordered = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function toElement(node: Ordered): XmlElement | null {
  const name = Object.keys(node).find((k) => k !== ":@");
  if (!name || name === "#text" || name.startsWith("?") || name === "#comment") return null;
  const kids = (node[name] as Ordered[]) ?? [];
  const children: XmlElement[] = [];
  let text = "";
  for (const k of kids) {
    if ("#text" in k) text += String(k["#text"]);
    else {
      const e = toElement(k);
      if (e) children.push(e);
    }
  }
  return { name, attrs: { ...(node[":@"] ?? {}) }, children, text };
}

/** The document's root element; throws on text that is not well-formed XML. */
export function parseXml(text: string): XmlElement {
  const nodes = parser.parse(text, true) as Ordered[];
  for (const n of nodes) {
    const e = toElement(n);
    if (e) return e;
  }
  throw new Error("no root element");
}

export const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
export const childrenNamed = (e: XmlElement, name: string) => e.children.filter((c) => c.name === name);

/** An element to write: attributes in the order given (undefined ones left out), children, text. */
export interface XmlOut {
  name: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  children?: XmlOut[];
  text?: string;
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  format: true,
  indentBy: " ",
  suppressEmptyNode: true,
  processEntities: true,
});

function toOrdered(e: XmlOut): Ordered {
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.attrs ?? {})) if (v !== undefined) attrs[k] = String(v);
  const kids: Ordered[] = [...(e.text !== undefined ? [{ "#text": e.text }] : []), ...(e.children ?? []).map(toOrdered)];
  return { [e.name]: kids, ...(Object.keys(attrs).length ? { ":@": attrs } : {}) };
}

/** The document as Tiled writes it: an XML declaration, one-space indents. */
export function buildXml(root: XmlOut): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${(builder.build([toOrdered(root)]) as string).trimStart()}`;
}
