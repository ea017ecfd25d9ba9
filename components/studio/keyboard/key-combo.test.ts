import { describe, expect, it } from "vitest";
import { comboKeys, comboText, keysText, matchesCombo, parseCombo } from "./key-combo";

const press = (key: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
  preventDefault() {},
});

describe("key combos", () => {
  it("parses modifiers, letters, named keys and the plus key", () => {
    expect(parseCombo("Mod+Shift+Z")).toEqual({ key: "z", mod: true, shift: true, alt: false });
    expect(parseCombo("R")).toEqual({ key: "r", mod: false, shift: false, alt: false });
    expect(parseCombo("+")).toEqual({ key: "+", mod: false, shift: false, alt: false });
    expect(parseCombo("Mod++")).toEqual({ key: "+", mod: true, shift: false, alt: false });
    expect(parseCombo("Space").key).toBe("Space");
    expect(() => parseCombo("Ctl+Z")).toThrow(/Unknown modifier "Ctl"/);
    expect(() => parseCombo("Arrowup")).toThrow(/Unknown key "Arrowup"/);
  });

  it("takes Ctrl or Cmd for Mod, and no other modifier than asked", () => {
    const undo = parseCombo("Mod+Z");
    expect(matchesCombo(undo, press("z", { ctrl: true }))).toBe(true);
    expect(matchesCombo(undo, press("z", { meta: true }))).toBe(true);
    expect(matchesCombo(undo, press("z"))).toBe(false);
    expect(matchesCombo(undo, press("z", { ctrl: true, alt: true }))).toBe(false);
    expect(matchesCombo(parseCombo("Z"), press("z", { ctrl: true }))).toBe(false);
  });

  it("tells R from Shift+R, whatever case the event spells the letter in", () => {
    const r = parseCombo("R");
    const shiftR = parseCombo("Shift+R");
    expect(matchesCombo(r, press("r"))).toBe(true);
    expect(matchesCombo(r, press("R"))).toBe(true); // Caps Lock
    expect(matchesCombo(r, press("R", { shift: true }))).toBe(false);
    expect(matchesCombo(shiftR, press("R", { shift: true }))).toBe(true);
    expect(matchesCombo(parseCombo("Mod+Shift+Z"), press("Z", { ctrl: true, shift: true }))).toBe(true);
    expect(matchesCombo(parseCombo("Shift+Enter"), press("Enter"))).toBe(false);
  });

  it("reads digits and symbols as typed, Shift or not (the layout decides)", () => {
    expect(matchesCombo(parseCombo("?"), press("?", { shift: true }))).toBe(true);
    expect(matchesCombo(parseCombo("+"), press("+", { shift: true }))).toBe(true);
    expect(matchesCombo(parseCombo("1"), press("1", { shift: true }))).toBe(true);
    expect(matchesCombo(parseCombo("1"), press("!", { shift: true }))).toBe(false);
    expect(matchesCombo(parseCombo("Space"), press(" "))).toBe(true);
  });

  it("spells combos as keyboards print them, for this machine", () => {
    expect(comboKeys("Mod+Shift+Z")).toEqual(["Ctrl", "Shift", "Z"]);
    expect(comboKeys("Mod+Shift+Z", true)).toEqual(["Cmd", "Shift", "Z"]);
    expect(comboText("ArrowUp")).toBe("↑");
    expect(comboText("Escape")).toBe("Esc");
    expect(keysText({ keys: ["Mod+Shift+Z", "Mod+Y"] })).toBe("Ctrl+Shift+Z or Ctrl+Y");
    expect(keysText({ keys: ["1", "2"], keysLabel: "1–2" })).toBe("1–2");
  });
});
