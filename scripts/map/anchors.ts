// Where things go inside each province: the unit, its label, the supply-centre marker, the
// offset spot of a dislodged unit, the fleet anchors of two-coast provinces. Placed on the
// rasterised drawing so that every anchor is inside its province with room around it.

import { readMapSvg, rasterise, CHECK_SCALE } from './analyse.js';
import type { BoardRules } from './board-rules.js';
import type { LinkStyle } from './boards.js';
import type { LonLat, Projector } from './geometry.js';
import { distanceToBorder, type Pt } from '../../site/render/raster.js';

/** Rough sizes (map units) of what a renderer draws at an anchor, used to keep them apart. */
export const SIZES = { unitRadius: 7, scRadius: 5.5, labelHalfWidth: 11, labelHalfHeight: 4.5 };

// The anchors file's shape is defined once, beside the file (site/map/types.ts).
export type { ProvinceAnchors } from '../../site/map/types.js';
import type { ProvinceAnchors } from '../../site/map/types.js';

export interface Anchors {
  $comment: string;
  viewBox: [number, number, number, number];
  provinces: Record<string, ProvinceAnchors>;
  impassable: { id: string; name: string; kind: 'land' | 'water'; role: 'impassable' | 'neutral' | 'islet' }[];
  /** Pairs adjacent in the rules but apart on the drawing: the mark's two ends, one in each. */
  straits: { between: [string, string]; style: LinkStyle; line: [Pt, Pt] }[];
  /** Navigable rivers and canals drawn over the land (seed 004 §10–§12). */
  waterways: { id: string; name: string; line: Pt[][] }[];
}

export interface AnchorInputs {
  /** File name of the drawing in site/map/, for the anchors file's comment. */
  svgName: string;
  P: Projector;
  rules: BoardRules;
  /** City of each supply centre (lon/lat). */
  centres: Record<string, LonLat>;
  /** Hand-placed fleet anchor of each coast (lon/lat), nudged inside. */
  coasts: Record<string, LonLat>;
  /** Hand overrides: anchors[kind][province] = lon/lat. */
  overrides: Record<string, Record<string, LonLat>>;
  straits: { between: [string, string]; style: LinkStyle; line: [LonLat, LonLat] }[];
  /** Already in map units (traced along province borders). */
  waterways: { id: string; name: string; line: Pt[][] }[];
  impassable: Anchors['impassable'];
}

const r1 = (n: number): number => Math.round(n * 10) / 10;
const dist = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Distance from a point to an axis-aligned box centred at c. */
function boxDistance(p: Pt, c: Pt, hw: number, hh: number): number {
  const dx = Math.max(0, Math.abs(p[0] - c[0]) - hw);
  const dy = Math.max(0, Math.abs(p[1] - c[1]) - hh);
  return Math.hypot(dx, dy);
}

export async function computeAnchors(bareSvg: string, inp: AnchorInputs): Promise<Anchors> {
  const map = await readMapSvg(bareSvg);
  const { grid, shapes } = rasterise(map, CHECK_SCALE);
  const s = grid.scale;
  const depthPx = distanceToBorder(grid);
  const labelOf = new Map(shapes.map((sh, i) => [sh.id, i]));
  const pixels = new Map<number, number[]>();
  for (let i = 0; i < grid.labels.length; i++) {
    const l = grid.labels[i];
    if (l < 0) continue;
    const list = pixels.get(l);
    if (list) list.push(i);
    else pixels.set(l, [i]);
  }
  const centre = (i: number): Pt => [((i % grid.width) + 0.5) / s, (Math.floor(i / grid.width) + 0.5) / s];
  const depth = (i: number): number => depthPx[i] / s;
  const labelAt = (p: Pt): number => {
    const x = Math.floor(p[0] * s);
    const y = Math.floor(p[1] * s);
    return x < 0 || y < 0 || x >= grid.width || y >= grid.height ? -1 : grid.labels[y * grid.width + x];
  };
  /** Best pixel of a province by score; ties keep the first in scan order (deterministic). */
  const best = (id: string, score: (p: Pt, d: number) => number): Pt => {
    const list = pixels.get(labelOf.get(id)!) ?? [];
    let top = -Infinity;
    let pick = list[0];
    for (const i of list) {
      const sc = score(centre(i), depth(i));
      if (sc > top) {
        top = sc;
        pick = i;
      }
    }
    const p = centre(pick);
    return [r1(p[0]), r1(p[1])];
  };
  /** How many sample points of a label box centred at p fall outside province `own`. */
  const boxOutside = (p: Pt, own: number): number => {
    let n = 0;
    for (let dx = -SIZES.labelHalfWidth; dx <= SIZES.labelHalfWidth; dx += 2.2) {
      for (let dy = -SIZES.labelHalfHeight; dy <= SIZES.labelHalfHeight; dy += 1.5) if (labelAt([p[0] + dx, p[1] + dy]) !== own) n++;
    }
    return n;
  };
  const override = (kind: string, id: string): Pt | undefined => {
    const ll = inp.overrides[kind]?.[id];
    if (!ll) return undefined;
    const p = inp.P.project(ll);
    return [r1(p[0]), r1(p[1])];
  };
  /** Nearest point to `target` with `clear` units of room, kept `sep` away from each of `avoid`. */
  const nudge = (id: string, target: Pt, clear: number, avoid: [Pt, number][] = []): Pt =>
    best(id, (p, d) => {
      let penalty = d < clear ? 1000 + (clear - d) * 20 : 0;
      for (const [q, sep] of avoid) if (dist(p, q) < sep) penalty += 500 + (sep - dist(p, q)) * 20;
      return -dist(p, target) - penalty;
    });

  const out: Anchors = {
    $comment:
      `Anchors for site/map/${inp.svgName}, in its viewBox units. Per province: label (centre of the abbreviation), unit (army, or fleet in a one-coast province or sea), dislodged (spot for a dislodged unit), coasts (fleet anchors of two-coast provinces), sc (supply-centre marker), home (power owning the home centre). straits: marks of pairs adjacent across water or at a point. waterways: navigable rivers and canals. Generated by scripts/map/build-map.ts: do not edit by hand.`,
    viewBox: [0, 0, inp.P.width, inp.P.height],
    provinces: {},
    impassable: inp.impassable,
    straits: [],
    waterways: [],
  };
  const { unitRadius: U, scRadius: S, labelHalfWidth: LW, labelHalfHeight: LH } = SIZES;
  for (const r of [...inp.rules.provinces].sort((a, b) => a.id.localeCompare(b.id))) {
    const id = r.id;
    const own = labelOf.get(id);
    if (own === undefined) throw new Error(`no path for province '${id}' in the drawing`);
    // The unit sits at the pole of inaccessibility: the point deepest inside the province.
    const unit = override('unit', id) ?? best(id, (_p, d) => d);
    // The supply centre sits at its real city, moved inside and clear of the unit if needed.
    const sc = r.supplyCenter ? (override('sc', id) ?? nudge(id, inp.P.project(inp.centres[id]), S + 1, [[unit, U + S + 2]])) : undefined;
    // The label: nearest spot to the unit where the whole text box fits, touching neither unit nor centre.
    const label =
      override('label', id) ??
      (() => {
        const list = pixels.get(own) ?? [];
        let top = -Infinity;
        let pick: Pt = unit;
        for (let k = 0; k < list.length; k += 2) {
          const p = centre(list[k]);
          const du = dist(p, unit);
          if (du > 60) continue;
          let score = -du - boxOutside(p, own) * 40;
          const clearUnit = boxDistance(unit, p, LW, LH) - U;
          if (clearUnit < 1) score -= 200 + (1 - clearUnit) * 10;
          if (sc) {
            const clearSc = boxDistance(sc, p, LW, LH) - S;
            if (clearSc < 1) score -= 200 + (1 - clearSc) * 10;
          }
          if (p[1] < unit[1]) score -= 3; // prefer the label under the unit, as on the board
          if (score > top) {
            top = score;
            pick = p;
          }
        }
        return [r1(pick[0]), r1(pick[1])] as Pt;
      })();
    // A dislodged unit is drawn beside the unit, up and to the right when there is room.
    const dislodged =
      override('dislodged', id) ??
      best(id, (p, d) => {
        let score = Math.min(d, U) * 4 - Math.abs(dist(p, unit) - 2 * U) - (p[0] < unit[0] ? 2 : 0) - (p[1] > unit[1] ? 2 : 0);
        if (boxDistance(p, label, LW, LH) < U) score -= 200;
        if (sc && dist(p, sc) < U + S) score -= 200;
        return score;
      });
    const entry: ProvinceAnchors = { terrain: r.terrain, label, unit, dislodged };
    if (r.coasts.length) {
      entry.coasts = Object.fromEntries(r.coasts.map((c) => [c, nudge(id, inp.P.project(inp.coasts[c]), U - 2, [[unit, U + 4]])]));
    }
    if (sc) entry.sc = sc;
    if (r.home) entry.home = r.home;
    out.provinces[id] = entry;
  }
  for (const st of inp.straits) {
    const [a, b] = st.between;
    out.straits.push({ between: [a, b], style: st.style, line: [nudge(a, inp.P.project(st.line[0]), 1), nudge(b, inp.P.project(st.line[1]), 1)] });
  }
  for (const w of inp.waterways) out.waterways.push({ id: w.id, name: w.name, line: w.line });
  return out;
}
