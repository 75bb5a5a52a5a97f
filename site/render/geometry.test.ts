import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { baseMap, locatorLand, shapePath } from './base-map.js';
import { bowed, parsePathRings, pathTokens, Polyline, ringsBox, ringsToPath, simplifyRing, vertexKey, type Ring } from './geometry.js';

describe('polylines', () => {
  const pl = new Polyline([
    [0, 0],
    [10, 0],
    [10, 10],
  ]);
  it('measures and walks by length', () => {
    expect(pl.length).toBe(20);
    expect(pl.at(15)).toEqual([10, 5]);
    expect(pl.dirAt(15)).toEqual([0, 1]);
  });
  it('trims both ends, and never to nothing', () => {
    const t = pl.trim(5, 5);
    expect(t.length).toBeCloseTo(10);
    expect(t.pts[0]).toEqual([5, 0]);
    expect(pl.trim(100, 100).length).toBeGreaterThan(0);
  });
  it('survives a single point', () => {
    expect(new Polyline([[3, 3]]).length).toBeGreaterThan(0);
  });
  it('bows a head-to-head arrow to its left', () => {
    const b = bowed([0, 0], [100, 0], 0.2);
    expect(b.at(b.length / 2)[1]).toBeLessThan(-5);
  });
});

describe('map path data', () => {
  it('reads absolute and relative commands in tenths', () => {
    const rings = parsePathRings('M10 10l5 0 0 5-5 0zM1.5 .5L2.5 .5 2.5 1.5z');
    expect(rings).toEqual([
      [
        [100, 100],
        [150, 100],
        [150, 150],
        [100, 150],
      ],
      [
        [15, 5],
        [25, 5],
        [25, 15],
      ],
    ]);
    expect(parsePathRings('garbage')).toEqual([]);
  });
  it('reads path data a character at a time exactly as the regular expression and parseFloat do', () => {
    // The reference: every token the expression finds, numbers in whole tenths.
    const reference = (d: string) => (d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? []).map((t) => (/^[a-zA-Z]$/.test(t) ? t : Math.round(parseFloat(t) * 10)));
    const chars = fc.constantFrom(...'MmLlHhVvZz0123456789.-- ,\n'.split(''), '12.5', '-.9', '0.05', '1e3', '7.', 'E');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), (parts) => {
        expect(pathTokens(parts.join(''))).toEqual(reference(parts.join('')));
      }),
      { numRuns: 3000 },
    );
    expect(pathTokens('M657.1 692.7l.9-2.6 1 0-.0 5.z')).toEqual(['M', 6571, 6927, 'l', 9, -26, 10, 0, -0, 50, 'z']);
  });
  it('writes rings back', () => {
    const ring: Ring = [
      [100, 100],
      [150, 100],
      [150, 155],
    ];
    expect(ringsToPath([ring], 1)).toBe('M10 10l5 0 0 5.5z');
    expect(parsePathRings(ringsToPath([ring], 1))).toEqual([ring]);
  });
  it('writes any ring back as it reads it (fractions below one and negative moves: ".5", "-.5"), and boxes it in map units', () => {
    const tenths = fc.integer({ min: -20000, max: 20000 });
    const ring = fc.array(fc.tuple(tenths, tenths), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(fc.array(ring, { minLength: 1, maxLength: 3 }), (rings) => {
        // Points repeated in a row are written once; a ring of fewer than three points is read as none.
        const distinct = rings.map((r) => r.filter((p, i) => i === 0 || p[0] !== r[i - 1][0] || p[1] !== r[i - 1][1]));
        expect(parsePathRings(ringsToPath(distinct, 1))).toEqual(distinct.filter((r) => r.length >= 3));
        const xs = rings.flat().map((p) => p[0] / 10);
        const ys = rings.flat().map((p) => p[1] / 10);
        expect(ringsBox(rings)).toEqual({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
      }),
      { numRuns: 300 },
    );
    expect(ringsToPath([[[5, -5], [0, 0], [-5, 5]]], 1)).toBe('M.5 -.5l-.5 .5-.5 .5z');
  });
  it('simplifies a shared border identically from both sides', () => {
    // Two squares sharing a wiggly vertical border.
    const border: [number, number][] = [];
    for (let y = 0; y <= 100; y += 5) border.push([100 + (y % 10 === 0 ? 1 : -1), y]);
    const left: Ring = [[0, 0], ...border, [0, 100]];
    const right: Ring = [[200, 100], ...[...border].reverse(), [200, 0]];
    const owners = new Map<number | string, string>();
    for (const p of left) owners.set(vertexKey(p), 'L');
    for (const p of right) owners.set(vertexKey(p), owners.has(vertexKey(p)) ? 'L R' : 'R');
    const a = simplifyRing(left, 5, owners).map(vertexKey);
    const b = simplifyRing(right, 5, owners).map(vertexKey);
    const sharedA = a.filter((k) => owners.get(k) === 'L R');
    const sharedB = b.filter((k) => owners.get(k) === 'L R');
    expect(sharedA.length).toBeLessThan(border.length);
    expect(new Set(sharedA)).toEqual(new Set(sharedB));
  });
});

describe('base map', () => {
  const m = baseMap();
  it('has every province shape and anchor', () => {
    expect(m.shapes.length).toBeGreaterThan(90);
    expect(Object.keys(m.anchors)).toHaveLength(75);
    for (const id of Object.keys(m.anchors)) expect(m.shapeById.has(id), id).toBe(true);
    expect(m.anchors.spa.coasts?.['spa/nc']).toBeDefined();
  });
  it('simplifies to a fraction of the size, keeping every province', () => {
    const full = m.shapes.reduce((n, s) => n + s.d.length, 0);
    const coarse = m.shapes.reduce((n, s) => n + shapePath(m, s.id, 12).length, 0);
    expect(coarse).toBeLessThan(full * 0.4);
    for (const id of Object.keys(m.anchors)) expect(shapePath(m, id, 12).length, id).toBeGreaterThan(10);
    expect(locatorLand(m).length).toBeLessThan(15_000);
  });
});
