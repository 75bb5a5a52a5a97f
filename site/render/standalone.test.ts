// The desk's picture downloads: the renderer's SVG as a file that opens alone (no external reference,
// styles inline, generic fonts), and the size of its PNG.
import { describe, expect, it } from 'vitest';
import { adjudicateWithDetail } from '../../engine/index.js';
import { renderPhase } from './index.js';
import { pngSize, standaloneSvg } from './standalone.js';

const input = {
  phase: { season: 'spring' as const, year: 1901, type: 'movement' as const },
  units: [
    { power: 'france', type: 'A' as const, loc: 'par' },
    { power: 'france', type: 'A' as const, loc: 'mar' },
    { power: 'germany', type: 'A' as const, loc: 'mun' },
    { power: 'germany', type: 'A' as const, loc: 'bur' },
  ],
  orders: [
    { power: 'france', text: 'A Par - Bur' },
    { power: 'france', text: 'A Mar S A Par - Bur' },
    { power: 'germany', text: 'A Mun - Ruh' },
  ],
};

describe('standaloneSvg', () => {
  const detail = adjudicateWithDetail(input);
  const board = standaloneSvg(renderPhase({ input, output: detail.output, explanation: detail.explanation, lang: 'fr', crop: false, idPrefix: 'handout-board' }));

  it('is an XML file with the SVG namespace, its styles inline and only links to its own ids', () => {
    expect(board.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(board).toMatch(/<style>[^<]*\.dipmap \.sea\{fill:var\(--map-sea,#[0-9a-f]+\)\}/);
    const links = [...board.matchAll(/(?:href|src)="([^"]*)"|url\(([^)]*)\)|@import/g)].map((m) => m[1] ?? m[2] ?? m[0]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !l.startsWith('#'))).toEqual([]);
  });

  it('names generic font families only', () => {
    const families = [...board.matchAll(/font-family:([^;}]*)/g), ...board.matchAll(/font:[^;}]*?px(?:\/[0-9.]+)? ([^;}]*)/g)].flatMap((m) => m[1].split(',').map((f) => f.trim()));
    expect(families.length).toBeGreaterThan(0);
    expect([...new Set(families)].filter((f) => !['system-ui', 'sans-serif', 'serif', 'monospace'].includes(f))).toEqual([]);
  });

  it('holds the units, the dislodged one included, and the title of the phase', () => {
    expect(board.match(/class="unit[ "]/g)?.length).toBe(4);
    expect(board).toContain('Printemps 1901');
  });

  it('gives the PNG twice the picture’s size, from its width and height or its viewBox', () => {
    expect(pngSize(board)).toEqual({ width: 2400, height: Math.round(Number(/height="([0-9.]+)"/.exec(board)![1]) * 2) });
    expect(pngSize('<svg viewBox="10 20 320 200.4">', 1)).toEqual({ width: 320, height: 200 });
  });
});
