// Convoy routes over water: every convoy path drawn for every case (book, prose, DATC, sample game)
// is sampled along its length and checked against the base map's land polygons, read here from
// the map itself (not from the renderer's raster). A path may run on land only inside the army's
// own province and the destination, or within a map unit of the coast (under the line's width).

import { describe, expect, it } from 'vitest';
import type { INode } from 'svgson';
import { baseMap } from './base-map.js';
import { boardIdOf, onBoard } from './board.js';
import { dist, lerp, type Pt } from './geometry.js';
import { renderPhase } from './index.js';
import { prepare } from './scene.js';
import { allCasePhases, findAll, hasClass, parse } from './test-helpers.js';

type Ring = readonly Pt[];
const inRings = (p: Pt, rings: readonly Ring[]): boolean => {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
};
const distToRings = (p: Pt, rings: readonly Ring[]): number => {
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j];
      const b = ring[i];
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
      best = Math.min(best, Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy)));
    }
  }
  return best;
};

/** The land shapes of a phase's board (its variant's), in map units. */
const landOf = (variant: string | undefined) =>
  baseMap(boardIdOf(variant))
    .shapes.filter((s) => s.cls.includes('land'))
    .map((s) => ({ id: s.id, box: s.box, rings: s.rings.map((r) => r.map((q): Pt => [q[0] / 10, q[1] / 10])) }));
type Land = ReturnType<typeof landOf>;

/** Points of an "M x yL x y…" path (the renderer writes order lines this way). */
function pathPoints(d: string): Pt[] {
  return [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Land provinces (other than the allowed ones) the path runs over, with the first point found. */
function landCrossed(pts: readonly Pt[], allowed: ReadonlySet<string>, land: Land): string[] {
  const hits: string[] = [];
  for (let i = 1; i < pts.length; i++) {
    const n = Math.max(1, Math.ceil(dist(pts[i - 1], pts[i])));
    for (let k = 0; k <= n; k++) {
      const p = lerp(pts[i - 1], pts[i], k / n);
      for (const l of land) {
        if (allowed.has(l.id) || p[0] < l.box.x0 || p[0] > l.box.x1 || p[1] < l.box.y0 || p[1] > l.box.y1) continue;
        if (inRings(p, l.rings) && distToRings(p, l.rings) > 1) hits.push(`${l.id} at ${p[0].toFixed(0)},${p[1].toFixed(0)}`);
      }
    }
  }
  return [...new Set(hits.map((h) => h.split(' ')[0]))].map((id) => hits.find((h) => h.startsWith(id + ' '))!);
}

describe('convoy routes follow the water', () => {
  const runs = allCasePhases();
  let checked = 0;
  for (const r of runs) {
    const convoys = r.input.orders.some((o) => / C /i.test(o.text));
    if (!convoys) continue;
    it(`${r.caseId} phase ${r.phase}: no convoy path crosses land`, () => {
      const prepared = onBoard(r.input.variant, () => prepare({ input: r.input, output: r.detail.output, lang: 'en' }));
      const land = landOf(r.input.variant);
      for (const crop of [true, false]) {
        const root = parse(renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, crop }));
        const groups = findAll(root, (n) => n.name === 'g' && (hasClass(n, 'convoyed') || hasClass(n, 'convoy-route')));
        for (const g of groups) {
          const i = Number(g.attributes['data-order'].split(' ')[0]);
          const o = prepared.orders[i];
          const ord = o.order;
          expect(ord?.kind, `${r.caseId} order ${i}`).toBe('move');
          if (ord?.kind !== 'move' || !o.unit) continue;
          const allowed = new Set([o.unit.prov, ord.to.split('/')[0]]);
          // An illegal move "convoyed" by fleets on land (seed 004 §13: a fleet on an island or a
          // coast does not convoy) is drawn through the fleets it names: their provinces are allowed.
          if (o.result === 'illegal') {
            for (const f of prepared.orders) if (f.order?.kind === 'convoy' && f.unit && f.order.target.loc === ord.unit.loc && f.order.to === ord.to) allowed.add(f.unit.prov);
          }
          const shafts = findAll(g, (n: INode) => n.name === 'path' && n.attributes.fill === 'none' && /^M[^Z]*$/.test(n.attributes.d ?? ''));
          expect(shafts.length).toBeGreaterThan(0);
          for (const s of shafts) expect(landCrossed(pathPoints(s.attributes.d), allowed, land), `${r.caseId} ${o.text}`).toEqual([]);
          checked++;
        }
      }
    });
  }
  it('checked some paths', () => {
    // Runs after the cases above (vitest runs a file's tests in order).
    expect(checked).toBeGreaterThan(20);
  });
});
