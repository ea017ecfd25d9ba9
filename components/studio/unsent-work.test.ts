import { afterEach, describe, expect, it } from "vitest";
import { dropUnsent, isSavedMarker, keepUnsent, markSaved, readUnsent } from "./unsent-work";

/** A browser's storage, as much of it as the module uses. */
function fakeStorage(limit = Infinity) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > limit) throw new Error("QuotaExceededError");
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  };
}

function withWindow(storage: ReturnType<typeof fakeStorage>) {
  (globalThis as { window?: unknown }).window = { localStorage: storage };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("work kept in the browser on leaving a page", () => {
  it("is read back per document, and gone once dropped", () => {
    const storage = fakeStorage();
    withWindow(storage);
    keepUnsent("doc-1", { base: 3, title: "Deck", body: { tiles: [1] }, at: 1000 });
    expect(readUnsent("doc-1")).toEqual({ base: 3, title: "Deck", body: { tiles: [1] }, at: 1000 });
    expect(readUnsent("doc-2")).toBeNull();
    dropUnsent("doc-1");
    expect(readUnsent("doc-1")).toBeNull();
  });

  it("drops what is not its own shape instead of offering it", () => {
    const storage = fakeStorage();
    withWindow(storage);
    storage.setItem("hexfolio:unsent:doc-1", "{not json");
    storage.setItem("hexfolio:unsent:doc-2", JSON.stringify({ base: "three", title: 1 }));
    expect(readUnsent("doc-1")).toBeNull();
    expect(readUnsent("doc-2")).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("keeps nothing, and throws nothing, where storage refuses it or there is no browser", () => {
    withWindow(fakeStorage(10));
    keepUnsent("doc-1", { base: 1, title: "Too big for the quota", body: {}, at: 0 });
    expect(readUnsent("doc-1")).toBeNull();
    delete (globalThis as { window?: unknown }).window;
    expect(() => keepUnsent("doc-1", { base: 1, title: "T", body: {}, at: 0 })).not.toThrow();
    expect(readUnsent("doc-1")).toBeNull();
  });

  it("becomes a marker of the version its save produced, for a page that read the document before that save landed", () => {
    const storage = fakeStorage();
    withWindow(storage);
    keepUnsent("doc-1", { base: 2, title: "Game", body: { log: [1, 2] }, at: 1000 });
    markSaved("doc-1", 3);
    const marker = readUnsent("doc-1");
    expect(marker).toMatchObject({ savedAs: 3 });
    expect(marker && isSavedMarker(marker)).toBe(true);
    // The marker holds no copy of the body: the server has it.
    expect(storage.items.get("hexfolio:unsent:doc-1")).not.toContain("log");
    const work = { base: 2, title: "Game", body: {}, at: 0 };
    expect(isSavedMarker(work)).toBe(false);
  });
});
