import { describe, expect, it } from 'vitest';
import { ciede2000, MACHADO, minDistance, parseHex, simulate, srgbToLab, toHex, type Lab } from './color.js';
import { POWER_COLOURS, textOn } from './palette.js';

describe('CIEDE2000', () => {
  // Test pairs from Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula:
  // implementation notes, supplementary test data, and mathematical observations".
  const pairs: [Lab, Lab, number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [58, 24, 15], 19.4535],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it.each(pairs)('%j vs %j = %d', (a, b, want) => {
    expect(ciede2000(a, b)).toBeCloseTo(want, 4);
    expect(ciede2000(b, a)).toBeCloseTo(want, 4);
  });
  it('is zero for identical colours', () => {
    expect(ciede2000([40, 10, -20], [40, 10, -20])).toBe(0);
  });
});

describe('sRGB to CIELAB (D65)', () => {
  it('white, black and pure red', () => {
    const w = srgbToLab(parseHex('#ffffff'));
    expect(w[0]).toBeCloseTo(100, 2);
    expect(Math.abs(w[1]) + Math.abs(w[2])).toBeLessThan(0.01);
    expect(srgbToLab(parseHex('#000'))[0]).toBeCloseTo(0, 5);
    const r = srgbToLab(parseHex('#ff0000'));
    expect(r[0]).toBeCloseTo(53.24, 1);
    expect(r[1]).toBeCloseTo(80.09, 1);
    expect(r[2]).toBeCloseTo(67.2, 1);
  });
  it('reads and writes hex', () => {
    expect(toHex(parseHex('#56B4E9'))).toBe('#56b4e9');
    expect(toHex(parseHex('#abc'))).toBe('#aabbcc');
    expect(() => parseHex('red')).toThrow(/not a hex colour/);
  });
});

describe('dichromacy simulation (Machado 2009)', () => {
  it('leaves greys unchanged (rows sum to one)', () => {
    for (const m of Object.values(MACHADO)) for (const row of m) expect(row[0] + row[1] + row[2]).toBeCloseTo(1, 5);
    for (const kind of ['protan', 'deutan', 'tritan'] as const) {
      expect(toHex(simulate(parseHex('#808080'), kind))).toBe('#808080');
    }
  });
  it('makes red and green look alike to protans and deutans, not to tritans', () => {
    const red = parseHex('#d62728');
    const green = parseHex('#2ca02c');
    const normal = ciede2000(srgbToLab(red), srgbToLab(green));
    for (const kind of ['protan', 'deutan'] as const) {
      const d = ciede2000(srgbToLab(simulate(red, kind)), srgbToLab(simulate(green, kind)));
      expect(d).toBeLessThan(normal / 2);
    }
    expect(ciede2000(srgbToLab(simulate(red, 'tritan')), srgbToLab(simulate(green, 'tritan')))).toBeGreaterThan(normal / 2);
  });
  it('tells palettes apart: Paul Tol "bright" passes protan and deutan but not tritan under Machado', () => {
    // visual.md measured Tol "bright" >= 10.7 in all modes with culori, whose tritan model differs;
    // with Machado's tritan matrix its blue/green pair drops to about 8.6. That is why the powers use
    // Okabe–Ito, which passes all three here.
    const tol = ['#EE6677', '#4477AA', '#66CCEE', '#BBBBBB', '#228833', '#AA3377', '#CCBB44'];
    expect(minDistance(tol, 'protan').distance).toBeGreaterThan(10);
    expect(minDistance(tol, 'deutan').distance).toBeGreaterThan(10);
    const t = minDistance(tol, 'tritan');
    expect(t.distance).toBeLessThan(10);
    expect(t.pair).toEqual(['#4477AA', '#228833']);
  });
});

describe('power palette', () => {
  const colours = Object.values(POWER_COLOURS);
  it('has seven distinct colours', () => {
    expect(new Set(colours.map((c) => c.toLowerCase())).size).toBe(7);
  });
  it.each(['normal', 'protan', 'deutan', 'tritan'] as const)('keeps every pair of powers apart (CIEDE2000 >= 10) in %s vision', (kind) => {
    const d = minDistance(colours, kind === 'normal' ? undefined : kind);
    expect(d.distance, `closest pair ${d.pair.join(' / ')}`).toBeGreaterThanOrEqual(10);
  });
  it('gives every two coloured powers hues at least 40 degrees apart (CIELCh), and one power alone no hue', () => {
    const lch = (hex: string) => {
      const [, a, b] = srgbToLab(parseHex(hex));
      return { c: Math.hypot(a, b), h: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360 };
    };
    const entries = Object.entries(POWER_COLOURS).map(([power, hex]) => ({ power, ...lch(hex) }));
    const grey = entries.filter((e) => e.c < 15);
    expect(grey.map((e) => e.power)).toEqual(['germany']);
    const coloured = entries.filter((e) => e.c >= 15);
    for (let i = 0; i < coloured.length; i++) {
      for (const other of coloured.slice(i + 1)) {
        const d = Math.abs(coloured[i].h - other.h);
        expect(Math.min(d, 360 - d), `${coloured[i].power} / ${other.power}`).toBeGreaterThanOrEqual(40);
      }
    }
  });
  it('picks readable badge text', () => {
    expect(textOn(POWER_COLOURS.germany)).toBe('#ffffff');
    expect(textOn(POWER_COLOURS.turkey)).toBe('#111111');
    expect(textOn('not a colour')).toMatch(/^#/);
  });
});
