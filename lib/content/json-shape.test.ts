import { describe, expect, it } from "vitest";
import { jsonShapeIssue, MAX_JSON_DEPTH } from "./json-shape";

/** `{ type: "paragraph", content: [ … ] }` nested `depth` times around one text node, as JSON text. */
function deepRichText(depth: number): string {
  return '{"type":"paragraph","content":['.repeat(depth) + '{"type":"text","text":"x"}' + "]}".repeat(depth);
}

describe("jsonShapeIssue", () => {
  it("passes ordinary values and nesting up to the limit", () => {
    expect(jsonShapeIssue({ a: [1, "two", { three: null }], b: "ok 🎲" })).toBeNull();
    expect(jsonShapeIssue(JSON.parse("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)))).toBeNull();
  });

  it("refuses nesting past the limit with the path where it goes too deep, on any depth JSON.parse accepts", () => {
    const issue = jsonShapeIssue({ body: { notes: JSON.parse(deepRichText(750)) } });
    expect(issue?.path).toMatch(/^body\.notes(\.content\.0)+$/);
    expect(issue?.path.split(".").length).toBe(MAX_JSON_DEPTH);
    expect(issue?.message).toContain(`at most ${MAX_JSON_DEPTH} levels`);
    expect(jsonShapeIssue(JSON.parse("[".repeat(200_000) + "]".repeat(200_000)))?.path).toMatch(/^(0\.)+0$/);
  });

  it("refuses a lone surrogate in a string or a key, naming the field, and accepts a proper pair", () => {
    expect(jsonShapeIssue(JSON.parse('{"title":"\\ud800"}'))).toEqual({ path: "title", message: expect.stringContaining("surrogate") });
    expect(jsonShapeIssue(JSON.parse('{"a":[{"b":"x\\udc00y"}]}'))?.path).toBe("a.0.b");
    expect(jsonShapeIssue(JSON.parse('{"\\ud800":1}'))?.path).toBe("\ud800");
    expect(jsonShapeIssue(JSON.parse('{"t":"\\ud83c\\udfb2"}'))).toBeNull();
    expect(jsonShapeIssue("\udfff", ["note"])?.path).toBe("note");
  });
});
