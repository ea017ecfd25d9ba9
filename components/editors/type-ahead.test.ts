import { describe, expect, it } from "vitest";
import { typeAhead } from "./type-ahead";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("typing ahead of the rich-text editor", () => {
  it("keeps printable characters, spaces and letters outside ASCII included", () => {
    let typed = "";
    for (const k of ["M", "u", "d", " ", "é", "😀"]) typed = typeAhead(typed, key(k)) ?? typed;
    expect(typed).toBe("Mud é😀");
  });

  it("takes the last character back on Backspace, a whole emoji at once", () => {
    expect(typeAhead("ab😀", key("Backspace"))).toBe("ab");
    expect(typeAhead("ab", key("Backspace"))).toBe("a");
  });

  it("leaves named keys, shortcuts and Backspace on nothing typed to the page", () => {
    for (const k of ["Tab", "Enter", "ArrowLeft", "Escape", "Shift"]) expect(typeAhead("a", key(k))).toBeNull();
    expect(typeAhead("a", key("z", { ctrlKey: true }))).toBeNull();
    expect(typeAhead("a", key("s", { metaKey: true }))).toBeNull();
    expect(typeAhead("a", key("x", { altKey: true }))).toBeNull();
    expect(typeAhead("", key("Backspace"))).toBeNull();
  });
});
