// A map is only useful if it cannot mislead: what the drawing shows touching must be exactly
// what the rules call adjacent. For each board (boards.ts) this rasterises the committed SVG
// (site/map/<board>.svg), derives the touching province pairs, and compares them with the
// board's engine map.

import { readFileSync } from 'node:fs';
import { describe, expect, it, beforeAll } from 'vitest';
import { analyse, readMapSvg, rasterise, MIN_CONTACT, type Analysis, type ParsedMap, type Raster } from './analyse.js';
import { drawnAsSea, loadBoardRules, pairKey, type BoardRules } from './board-rules.js';
import { BOARDS } from './boards.js';
import { buildMap, type Anchors } from './build-map.js';
import { distanceToRings, pointInRings, type Pt } from '../../site/render/raster.js';

describe.each(BOARDS)('$id map', (board) => {
let rules: BoardRules;
let svgText: string;
let map: ParsedMap;
let raster: Raster;
let result: Analysis;
let anchors: Anchors;

beforeAll(async () => {
  rules = loadBoardRules(board);
  svgText = readFileSync(board.outSvg, 'utf8');
  anchors = JSON.parse(readFileSync(board.outAnchors, 'utf8')) as Anchors;
  map = await readMapSvg(svgText);
  raster = rasterise(map);
  result = analyse(map, rules, raster);
});

const shape = (id: string) => map.shapes.find((s) => s.id === id);

describe('drawn adjacency equals the rules', () => {
  it('has one path per engine province, classed land or sea as the engine says', () => {
    const idProblems = result.problems.filter((p) => /path|classes|no path/.test(p));
    expect(idProblems).toEqual([]);
    const provincePaths = map.shapes.filter((s) => s.classes.includes('province')).map((s) => s.id).sort();
    expect(provincePaths).toEqual(rules.provinces.map((p) => p.id).sort());
  });

  it(`touching pairs (≥ ${MIN_CONTACT} units of border) + declared straits = engine adjacency`, () => {
    const { missing, extra } = result.diff;
    const report = `MISSING (${missing.length}): ${missing.join(' ') || '-'}\nEXTRA (${extra.length}): ${
      extra.map((k) => `${k}@${result.where.get(k)?.join(',') ?? '?'}`).join(' ') || '-'
    }`;
    expect(missing.length + extra.length, report).toBe(0);
  });

  it('declared links (straits, meeting points) are adjacent in the rules, not drawn touching, and marked on the map', () => {
    expect(result.diff.straitsNotInRules).toEqual([]);
    expect(result.diff.straitsDrawn).toEqual([]);
    for (const { between: [a, b] } of rules.links) {
      const mark = anchors.straits.find((s) => pairKey(s.between[0], s.between[1]) === pairKey(a, b));
      expect(mark, `no strait mark for ${a}-${b} in anchors.json`).toBeDefined();
      expect(svgText).toContain(`id="strait-${mark!.between.join('-')}"`);
      expect(pointInRings(mark!.line[0], shape(mark!.between[0])!.rings)).toBe(true);
      expect(pointInRings(mark!.line[1], shape(mark!.between[1])!.rings)).toBe(true);
    }
  });

  it('inland provinces touch no sea; coastal provinces touch a sea', () => {
    expect(result.problems.filter((p) => /inland|coastal/.test(p))).toEqual([]);
  });

  it('no province leaks across water (no exclave touching other land, seas in one piece)', () => {
    expect(result.problems.filter((p) => /exclave|detached/.test(p))).toEqual([]);
  });

  it('shapes do not overlap (beyond rounding slivers)', () => {
    expect(raster.grid.overlaps, result.overlapPairs.join(', ')).toBeLessThan(200);
  });

  it('impassable and neutral areas are their own elements, outside every province', () => {
    expect(anchors.impassable.some((n) => n.role === 'impassable')).toBe(true);
    for (const n of anchors.impassable) {
      const s = shape(n.id);
      expect(s, `impassable area '${n.id}' listed in anchors.json has no path`).toBeDefined();
      expect(s!.classes).not.toContain('province');
    }
  });
});

describe('anchors', () => {
  const inside = (id: string, p: Pt, clear: number): string | null => {
    const s = shape(id)!;
    if (!pointInRings(p, s.rings)) return `${id}: ${p.join(',')} is outside the province`;
    const d = distanceToRings(p, s.rings);
    return d < clear ? `${id}: ${p.join(',')} is only ${d.toFixed(1)} from the border (want ≥ ${clear})` : null;
  };

  it('every province has label, unit and dislodged anchors inside it', () => {
    const bad: string[] = [];
    for (const r of rules.provinces) {
      const a = anchors.provinces[r.id];
      if (!a) {
        bad.push(`${r.id}: no anchors`);
        continue;
      }
      for (const [what, p, clear] of [
        ['unit', a.unit, 4],
        ['label', a.label, 1],
        ['dislodged', a.dislodged, 1],
      ] as const) {
        const why = inside(r.id, p, clear);
        if (why) bad.push(`${what} ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('supply-centre markers and home marks match the engine', () => {
    const bad: string[] = [];
    for (const r of rules.provinces) {
      const a = anchors.provinces[r.id];
      if (r.supplyCenter !== Boolean(a.sc)) bad.push(`${r.id}: sc marker ${a.sc ? 'present' : 'missing'}`);
      if ((r.home ?? null) !== (a.home ?? null)) bad.push(`${r.id}: home ${a.home ?? '-'} but engine says ${r.home ?? '-'}`);
      if (a.sc) {
        const why = inside(r.id, a.sc, 2);
        if (why) bad.push(`sc ${why}`);
        if (!svgText.includes(`id="sc-${r.id}"`)) bad.push(`${r.id}: no sc-${r.id} element`);
      }
    }
    expect(bad).toEqual([]);
    expect(Object.values(anchors.provinces).filter((a) => a.sc)).toHaveLength(rules.provinces.filter((p) => p.supplyCenter).length);
    expect(Object.values(anchors.provinces).filter((a) => a.home)).toHaveLength(rules.provinces.filter((p) => p.home).length);
  });

  it('each coast of a two-coast province has a fleet anchor inside the province, nearest to one of its own seas', () => {
    const { grid, shapes } = raster;
    const seaLabels = new Map(shapes.map((s, i) => [i, s.id]).filter(([, id]) => drawnAsSea(rules.byId.get(id as string)?.terrain)) as [number, string][]);
    const nearestSea = (p: Pt): { sea: string; d: number } | null => {
      const cx = Math.floor(p[0] * grid.scale);
      const cy = Math.floor(p[1] * grid.scale);
      let best: { sea: string; d: number } | null = null;
      const R = 30 * grid.scale;
      for (let y = Math.max(0, cy - R); y <= Math.min(grid.height - 1, cy + R); y++) {
        for (let x = Math.max(0, cx - R); x <= Math.min(grid.width - 1, cx + R); x++) {
          const sea = seaLabels.get(grid.labels[y * grid.width + x]);
          if (!sea) continue;
          const d = Math.hypot(x - cx, y - cy) / grid.scale;
          if (!best || d < best.d) best = { sea, d };
        }
      }
      return best;
    };
    const bad: string[] = [];
    const expected = [...rules.coastSeas.keys()].sort();
    const drawn = Object.values(anchors.provinces).flatMap((a) => Object.keys(a.coasts ?? {})).sort();
    expect(drawn).toEqual(expected);
    for (const [loc, seas] of rules.coastSeas) {
      const province = loc.split('/')[0];
      const p = anchors.provinces[province].coasts![loc];
      const why = inside(province, p, 2);
      if (why) bad.push(`${loc}: ${why}`);
      const near = nearestSea(p);
      if (!near || !seas.includes(near.sea)) bad.push(`${loc}: nearest sea is ${near?.sea ?? 'none within 30'}, expected one of ${seas.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('build', () => {
  it('the committed SVG and anchors are exactly what the generator produces now (deterministic, up to date)', async () => {
    const built = await buildMap(board);
    expect(built.svg === svgText, `${board.outSvg} is stale: run npx tsx scripts/map/build-map.ts --board ${board.id}`).toBe(true);
    expect(JSON.stringify(built.anchors, null, 1) + '\n').toBe(readFileSync(board.outAnchors, 'utf8'));
    // A whole build (~6 s alone) takes a minute on a machine shared by several builds.
  }, 180_000);

  it('stays small (< 300 KB)', () => {
    expect(Buffer.byteLength(svgText)).toBeLessThan(300_000);
  });
});
});
