import { describe, expect, it } from "vitest";
import { keepUnknown, restoreKept, richTextSchema } from "./rich-text-kept";

/** What the editor does with a value: load it into its schema and give back its JSON. */
const throughEditor = (value: unknown) => restoreKept(richTextSchema().nodeFromJSON(keepUnknown(value)).toJSON());

describe("rich text the editor does not know", () => {
  it("comes back exactly as it went in: unknown nodes, marks and attributes, inline and block", () => {
    const value = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { textAlign: "center" },
          content: [
            { type: "text", text: "Roll " },
            { type: "mention", attrs: { id: "u1", label: "Ana" } },
            { type: "text", text: " now", marks: [{ type: "bold" }, { type: "highlight", attrs: { color: "#ff0" } }] },
          ],
        },
        { type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", attrs: { colwidth: [120] } }] }] },
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Known" }] },
      ],
    };
    expect(throughEditor(value)).toEqual(value);
  });

  it("keeps whole what ProseMirror would refuse outright", () => {
    for (const odd of [{ type: "paragraph" }, { type: "doc", content: [{ type: "text", text: "" }] }, { type: "doc", content: "x" }]) {
      expect(throughEditor(odd)).toEqual(odd);
    }
  });

  it("leaves known rich text as the editor has it", () => {
    const known = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Plain" }] }] };
    expect(throughEditor(known)).toEqual(known);
  });
});
