// The renderer draws a phase on its variant's board: the Ancient Mediterranean's own shapes,
// anchors, power names and colours, and nothing of the standard board; the standard board after it.
import { describe, expect, it } from 'vitest';
import { renderPhase } from './index.js';
import { readFileSync } from 'node:fs';
import { baseMap, boardArt, outlinedArt, useBaseMapSvg, useBoardArt, type BoardArt, type GivenRoute } from './base-map.js';
import { moveRoute } from './scene.js';
import { decodeRings, MAX_LEVEL, parsePathRings, simplifyLevels, simplifyRingAt, simplifyRingByLevels } from './geometry.js';
import { currentBoard, onBoard } from './board.js';
import { powerColour, POWER_COLOURS } from './palette.js';
import { placeName, powerName } from './i18n.js';
import type { PhaseInput } from '../../engine/protocol/types.js';

const ancmed = {
  variant: 'ancient-mediterranean',
  phase: { season: 'spring', year: 1, type: 'movement' },
  units: [
    { power: 'rome', type: 'F', loc: 'aus' },
    { power: 'egypt', type: 'A', loc: 'ale' },
  ],
  orders: [
    { power: 'rome', text: 'F aus - lib' },
    { power: 'egypt', text: 'A ale - sii' },
  ],
} as unknown as PhaseInput;

describe('renderer on the Ancient Mediterranean board', () => {
  it('draws the board of the phase variant, with its provinces and anchors', () => {
    const svg = renderPhase({ input: ancmed, crop: false, lang: 'en' });
    for (const id of ['aus', 'lib', 'gop', 'sii', 'bal']) expect(svg).toContain(`data-province="${id}"`);
    expect(svg).not.toContain('data-province="mun"');
    expect(svg).toContain('waterway');
    expect(svg).toContain(`viewBox="0 `);
    expect(baseMap('ancient-mediterranean').width).toBe(1200);
  });

  it('names and colours its powers (EN/FR from the board data; the palette hue of seed 004 §1)', () => {
    expect(powerName('greece', 'fr')).toBe('Grèce');
    expect(powerName('persia', 'en')).toBe('Persia');
    expect(powerColour('rome')).toBe(POWER_COLOURS.austria);
    expect(powerColour('egypt')).toBe(POWER_COLOURS.turkey);
    expect(onBoard('ancient-mediterranean', () => placeName('the', 'fr'))).toBe('Thèbes');
    const fr = renderPhase({ input: ancmed, crop: true, lang: 'fr' });
    expect(fr).toContain('Rome');
    expect(fr).toContain(POWER_COLOURS.austria);
  });

  it('leaves the standard board as the current one after rendering, and draws it for a phase without variant', () => {
    renderPhase({ input: ancmed });
    expect(currentBoard()).toBe('standard');
    const std = renderPhase({
      input: { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] },
      crop: false,
    });
    expect(std).toContain('data-province="mun"');
    expect(std).not.toContain('data-province="gop"');
  });

  it('a game variant of the standard board (six players) draws the standard board', () => {
    const svg = renderPhase({ input: { ...ancmed, variant: 'six-players', units: [], orders: [] } as unknown as PhaseInput, crop: false });
    expect(svg).toContain('data-province="mun"');
  });
});

describe("a board's art as the desk fetches it (site/pages/maps/board-[board].json.ts)", () => {
  // As read from the SVG (boardArt), and with what the build adds (outlinedArt: each shape's box
  // and junctions, the locator's land), which the desk's browser then does not compute.
  it.each([
    ['read from the SVG', boardArt],
    ['outlined at build time', outlinedArt],
  ] as const)('draws the same pictures as the board read from its SVG, on both boards (art %s)', (_, artOf) => {
    const spring = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] } as unknown as PhaseInput;
    for (const [board, input] of [['standard', spring], ['ancient-mediterranean', ancmed]] as const) {
      const fromSvg = [renderPhase({ input, crop: true, lang: 'en' }), renderPhase({ input, crop: false, lang: 'fr' })];
      expect(fromSvg[0]).toContain('class="locator"');
      const art = JSON.parse(JSON.stringify(artOf(board))) as BoardArt;
      if (artOf === outlinedArt) expect(art.shapes.every((s) => s.box && s.junctions) && art.locator).toBeTruthy();
      expect(art.shapes.length).toBeGreaterThan(50);
      expect(Object.keys(art.anchors.provinces).length).toBeGreaterThan(50);
      useBoardArt(art, board);
      try {
        expect(baseMap(board).shapes.length).toBe(art.shapes.length);
        expect([renderPhase({ input, crop: true, lang: 'en' }), renderPhase({ input, crop: false, lang: 'fr' })]).toEqual(fromSvg);
      } finally {
        useBaseMapSvg(readFileSync(new URL(`../map/${board === 'standard' ? 'standard' : board}.svg`, import.meta.url), 'utf8'), board, JSON.parse(readFileSync(new URL(`../map/${board === 'standard' ? 'anchors' : `${board}.anchors`}.json`, import.meta.url), 'utf8')));
      }
    }
  });
});

describe("the moves' routes a board's art brings (scene.ts moveRoutes, made at build time)", () => {
  // An army's move the search routes round a corner, and a fleet's, whose search covers the board.
  const moves = [
    ['A', 'mun', 'bur'],
    ['F', 'nwy', 'stp/nc'],
  ] as const;
  const phase = {
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: [
      { power: 'germany', type: 'A', loc: 'mun' },
      { power: 'russia', type: 'F', loc: 'nwy' },
    ],
    orders: [
      { power: 'germany', text: 'A mun - bur' },
      { power: 'russia', text: 'F nwy - stp/nc' },
    ],
  } as unknown as PhaseInput;
  const art = () => JSON.parse(JSON.stringify(outlinedArt('standard'))) as BoardArt;
  const draw = () => [renderPhase({ input: phase, crop: true, lang: 'en' }), renderPhase({ input: phase, crop: false, lang: 'fr' })];

  it('draw the same pictures as the search, and are used rather than searched for again', () => {
    try {
      // Fresh art: its grid finds the routes by searching.
      useBoardArt(art(), 'standard');
      const routes = moves.map(([type, from, to]) => moveRoute(type, from, to));
      expect(routes.every((r) => r && r[1] && r[1].length > 2)).toBe(true);
      const searched = draw();
      // Fresh art again, with the routes: the same pictures.
      useBoardArt({ ...art(), routes: JSON.parse(JSON.stringify(routes)) as GivenRoute[] }, 'standard');
      expect(draw()).toEqual(searched);
      // A route the art brings is drawn as it says: the army's made to go by another point.
      const [key, path] = routes[0]!;
      const detour = [path![0], [path![0][0] - 40, path![0][1] + 40], path!.at(-1)!] as const;
      useBoardArt({ ...art(), routes: [[key, detour.map((p) => [...p] as [number, number])], routes[1]!] }, 'standard');
      expect(draw()[0]).not.toEqual(searched[0]);
    } finally {
      useBaseMapSvg(readFileSync(new URL('../map/standard.svg', import.meta.url), 'utf8'), 'standard', JSON.parse(readFileSync(new URL('../map/anchors.json', import.meta.url), 'utf8')));
    }
  });
});

describe("the shapes' simplification levels a board's art brings (geometry.ts simplifyLevels, made at build time)", () => {
  it.each(['standard', 'ancient-mediterranean'] as const)('keep the points simplifying keeps, on every ring of the %s board at whole tolerances', (board) => {
    const tolerances = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 30, MAX_LEVEL];
    let rings = 0;
    for (const shape of baseMap(board).shapes) {
      shape.rings.forEach((ring, k) => {
        const levels = simplifyLevels(ring, shape.junctions[k]);
        expect(levels.length).toBe(ring.length);
        for (const tol of tolerances) expect(simplifyRingByLevels(ring, tol, shape.junctions[k], levels)).toEqual(simplifyRingAt(ring, tol, shape.junctions[k]));
        rings++;
      });
    }
    expect(rings).toBeGreaterThan(90);
  });

  it('are what a picture on the art is drawn from', () => {
    const input = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] } as unknown as PhaseInput;
    const art = JSON.parse(JSON.stringify(outlinedArt('standard'))) as BoardArt;
    expect(art.shapes.every((s) => s.levels?.length === s.junctions?.length)).toBe(true);
    try {
      useBoardArt(art, 'standard');
      const drawn = renderPhase({ input, crop: true, lang: 'en' });
      // Levels that keep only the junctions: the same picture no longer.
      useBoardArt({ ...art, shapes: art.shapes.map((s) => ({ ...s, levels: s.levels!.map((l) => '0'.repeat(l.length)) })) }, 'standard');
      expect(renderPhase({ input, crop: true, lang: 'en' })).not.toEqual(drawn);
    } finally {
      useBaseMapSvg(readFileSync(new URL('../map/standard.svg', import.meta.url), 'utf8'), 'standard', JSON.parse(readFileSync(new URL('../map/anchors.json', import.meta.url), 'utf8')));
    }
  });
});

describe("the shapes' rings a board's art brings as numbers (geometry.ts encodeRings, made at build time)", () => {
  it.each(['standard', 'ancient-mediterranean'] as const)('replace the path data and decode to the rings read from it, on every shape of the %s board', (board) => {
    const fromSvg = boardArt(board);
    const art = JSON.parse(JSON.stringify(outlinedArt(board))) as BoardArt;
    expect(art.shapes.length).toBe(fromSvg.shapes.length);
    let vertices = 0;
    art.shapes.forEach((s, i) => {
      // No path data left to parse in the browser: the rings alone.
      expect(s.d).toBeUndefined();
      const read = parsePathRings(fromSvg.shapes[i].d!);
      expect(decodeRings(s.rings!)).toEqual(read);
      expect(s.rings!.flat().every(Number.isInteger)).toBe(true);
      vertices += read.reduce((n, r) => n + r.length, 0);
    });
    expect(vertices).toBeGreaterThan(10_000);
  });

  it('are what a picture on the art is drawn from', () => {
    const input = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] } as unknown as PhaseInput;
    const art = JSON.parse(JSON.stringify(outlinedArt('standard'))) as BoardArt;
    try {
      useBoardArt(art, 'standard');
      const drawn = renderPhase({ input, crop: true, lang: 'en' });
      // Paris's rings moved by a map unit: the same picture no longer.
      useBoardArt({ ...art, shapes: art.shapes.map((s) => (s.id === 'par' ? { ...s, rings: s.rings!.map((r) => [r[0] + 10, ...r.slice(1)]) } : s)) }, 'standard');
      expect(renderPhase({ input, crop: true, lang: 'en' })).not.toEqual(drawn);
    } finally {
      useBaseMapSvg(readFileSync(new URL('../map/standard.svg', import.meta.url), 'utf8'), 'standard', JSON.parse(readFileSync(new URL('../map/anchors.json', import.meta.url), 'utf8')));
    }
  });
});
