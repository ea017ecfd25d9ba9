import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  DIRECTIONS,
  directionTo,
  distance,
  edgeHas,
  edgeSetFrom,
  edgeToggle,
  hexCorners,
  hexToPixel,
  layout,
  line,
  neighbor,
  neighbors,
  oppositeEdge,
  pixelToHex,
  ring,
  rotate,
  rotateAround,
  rotateEdges,
  spiral,
  type Hex,
} from "./hex";

const coord = fc.integer({ min: -50, max: 50 });
const hexArb = fc.record({ q: coord, r: coord });

describe("hex geometry", () => {
  it("six rotations give the identity; one rotation maps direction i to i+1", () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: -12, max: 12 }), (h, k) => {
        expect(rotate(h, 6)).toEqual(h);
        expect(rotate(rotate(h, k), -k)).toEqual(h);
      }),
    );
    for (let i = 0; i < 6; i++) expect(rotate(DIRECTIONS[i], 1)).toEqual(DIRECTIONS[(i + 1) % 6]);
  });

  it("rotation about a centre preserves distance to it", () => {
    fc.assert(
      fc.property(hexArb, hexArb, fc.nat(5), (h, c, k) => {
        expect(distance(rotateAround(h, c, k), c)).toBe(distance(h, c));
        expect(rotateAround(h, c, 6)).toEqual(h);
      }),
    );
  });

  it("edge sets: rotation cycles, matches hex rotation, toggles and opposites", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 63 }), fc.integer({ min: -7, max: 7 }), fc.nat(5), (set, k, e) => {
        expect(rotateEdges(set, 6)).toBe(set);
        expect(rotateEdges(rotateEdges(set, k), -k)).toBe(set);
        expect(edgeHas(rotateEdges(set, k), e + k)).toBe(edgeHas(set, e));
        expect(edgeToggle(edgeToggle(set, e), e)).toBe(set);
        expect(edgeHas(edgeToggle(set, e), e)).toBe(!edgeHas(set, e));
      }),
    );
    for (let e = 0; e < 6; e++) {
      const h = { q: 2, r: -1 };
      expect(directionTo(neighbor(h, e), h)).toBe(oppositeEdge(e));
    }
    expect(edgeSetFrom([0, 3])).toBe(0b001001);
  });

  it("distance is symmetric, zero only on equal hexes, and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }),
    );
    for (const n of neighbors({ q: 0, r: 0 })) expect(distance(n, { q: 0, r: 0 })).toBe(1);
  });

  it("lines have distance+1 contiguous hexes from a to b", () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const l = line(a, b);
        expect(l.length).toBe(distance(a, b) + 1);
        expect(l[0]).toEqual(a);
        expect(l[l.length - 1]).toEqual(b);
        for (let i = 1; i < l.length; i++) expect(distance(l[i - 1], l[i])).toBe(1);
      }),
    );
  });

  it("rings and spirals have the right sizes and distances", () => {
    const c = { q: 3, r: -2 };
    for (let r = 0; r <= 4; r++) {
      const rg = ring(c, r);
      expect(rg.length).toBe(r === 0 ? 1 : 6 * r);
      for (const h of rg) expect(distance(h, c)).toBe(r);
      expect(new Set(rg.map((h) => `${h.q},${h.r}`)).size).toBe(rg.length);
    }
    expect(spiral(c, 3).length).toBe(1 + 3 * 3 * 4);
  });

  it("pixel round trip and hit-testing inside the hex, both orientations", () => {
    for (const o of ["pointy", "flat"] as const) {
      const lay = layout(o, 17, { x: 5, y: -3 });
      fc.assert(
        fc.property(
          hexArb,
          fc.double({ min: -0.8, max: 0.8, noNaN: true }),
          fc.double({ min: -0.8, max: 0.8, noNaN: true }),
          (h, fx, fy) => {
            const p = hexToPixel(lay, h);
            expect(pixelToHex(lay, p)).toEqual(h);
            // A point well inside the inscribed circle (radius √3/2 · size) hits the same hex.
            const inner = (Math.sqrt(3) / 2) * 17 * 0.7;
            const len = Math.hypot(fx, fy) || 1;
            const scale = Math.min(1, 0.8 / len);
            expect(pixelToHex(lay, { x: p.x + fx * scale * inner, y: p.y + fy * scale * inner })).toEqual(h);
          },
        ),
      );
      const corners = hexCorners(lay, { q: 0, r: 0 } as Hex);
      expect(corners).toHaveLength(6);
      for (const k of corners) expect(Math.hypot(k.x - 5, k.y + 3)).toBeCloseTo(17);
    }
  });

  it("documents the compass names: pointy 0 = east, flat 0 = south-east", () => {
    const pointy = hexToPixel(layout("pointy"), DIRECTIONS[0]);
    expect(pointy.y).toBeCloseTo(0);
    expect(pointy.x).toBeGreaterThan(0);
    const flat = hexToPixel(layout("flat"), DIRECTIONS[0]);
    expect(flat.x).toBeGreaterThan(0);
    expect(flat.y).toBeGreaterThan(0);
    expect(hexToPixel(layout("flat"), DIRECTIONS[4]).x).toBeCloseTo(0); // 4 = north
  });
});
