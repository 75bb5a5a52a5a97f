// Province labels placed per picture so that none sits under a unit, a ring, a glyph, an arrowhead,
// a supply-centre marker or another label. Each label tries a few positions (where the base map
// puts it, then around its province's unit, then around its own spot) and takes the first one
// that is free and inside its province; one that only crosses an order line is taken when nothing
// better exists; a label with no free position is left out of this picture (the province is still
// named in the picture's description and in the orders beside it).

import type { INode } from 'svgson';
import type { LabelNode } from './base-map.js';
import { emptyBox, extend, intersects, isEmpty, type Box, type Pt } from './geometry.js';
import { textWidth } from './glyphs.js';
import { cellAt, shapesOf, waterShapes } from './route.js';
import type { Drawable } from './drawable.js';

export interface Obstacles {
  /** Boxes no label may overlap. */
  hard: Box[];
  /** Order lines: points and half-width; a label over one is a last resort. */
  soft: { pts: Pt[]; r: number }[];
}

const num = (v: string | undefined): number => (v === undefined ? NaN : Number(v));

function translateOf(n: INode): Pt {
  const m = /translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)/.exec(n.attributes.transform ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** Absolute points of path data written with M/L/H/V/Z and l (all the renderer's glyphs use). */
function pathPoints(d: string, at: Pt): Pt[] {
  const out: Pt[] = [];
  let x = 0;
  let y = 0;
  for (const m of d.matchAll(/([MLHVZl])([^MLHVZl]*)/g)) {
    const v = (m[2].match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
    if (m[1] === 'H') x = v[0];
    else if (m[1] === 'V') y = v[0];
    else if (m[1] === 'l') [x, y] = [x + v[0], y + v[1]];
    else if (m[1] !== 'Z') [x, y] = v;
    if (m[1] !== 'Z' && Number.isFinite(x) && Number.isFinite(y)) out.push([x + at[0], y + at[1]]);
  }
  return out;
}

/** The box covering a drawn node (circles, rects, M/L/H/V paths, through translate groups). */
export function extentOf(n: INode, at: Pt = [0, 0], b: Box = emptyBox()): Box {
  if (n.name === 'g') {
    const t = translateOf(n);
    for (const c of n.children) extentOf(c, [at[0] + t[0], at[1] + t[1]], b);
  } else if (n.name === 'circle') {
    const r = num(n.attributes.r) + (num(n.attributes['stroke-width']) || 0) / 2;
    extend(b, [at[0] + (num(n.attributes.cx) || 0), at[1] + (num(n.attributes.cy) || 0)], r);
  } else if (n.name === 'rect') {
    const x = at[0] + (num(n.attributes.x) || 0);
    const y = at[1] + (num(n.attributes.y) || 0);
    extend(b, [x, y]);
    extend(b, [x + num(n.attributes.width), y + num(n.attributes.height)]);
  } else if (n.name === 'path' && !/scale/.test(n.attributes.transform ?? '')) {
    const sw = (num(n.attributes['stroke-width']) || 0) / 2;
    for (const p of pathPoints(n.attributes.d ?? '', at)) extend(b, p, sw);
  }
  return b;
}

/** What the labels must keep clear of, read from the drawn scene. */
export function obstaclesOf(drawables: readonly Drawable[]): Obstacles {
  const hard: Box[] = [];
  const soft: Obstacles['soft'] = [];
  for (const d of drawables) {
    if (d.layer === 'arrows' || d.layer === 'lines') {
      for (const n of d.nodes.flatMap((x) => (x.name === 'g' ? x.children : [x]))) {
        const head = (n.attributes.class ?? '').split(' ').includes('head');
        const open = !head && n.name === 'path' && n.attributes.fill === 'none' && !/Z/.test(n.attributes.d ?? '');
        if (open) {
          soft.push({ pts: pathPoints(n.attributes.d ?? '', [0, 0]), r: (num(n.attributes['stroke-width']) || 0) / 2 });
        } else {
          // Arrowheads and dots: solid things a label must not cover.
          const b = extentOf(n);
          if (!isEmpty(b)) hard.push(b);
        }
      }
    } else {
      for (const n of d.nodes) {
        const b = extentOf(n);
        if (!isEmpty(b)) hard.push(b);
      }
    }
  }
  return { hard, soft };
}

export interface PlacedLabel {
  label: LabelNode;
  at: Pt;
  box: Box;
}

export interface LabelPlacement {
  placed: PlacedLabel[];
  /** Provinces whose label had no free place in this picture. */
  hidden: string[];
}

/** Box of a label centred at `at`. */
export function labelBox(text: string, at: Pt, fs: number): Box {
  const w = textWidth(text, fs) / 2 + fs * 0.12;
  const h = fs * 0.5 + fs * 0.06;
  return { x0: at[0] - w, y0: at[1] - h, x1: at[0] + w, y1: at[1] + h };
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

function crossesLine(b: Box, soft: Obstacles['soft']): boolean {
  for (const s of soft) {
    for (let i = 1; i < s.pts.length; i++) {
      const p = s.pts[i - 1];
      const q = s.pts[i];
      const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / 2));
      for (let k = 0; k <= n; k++) {
        const x = p[0] + ((q[0] - p[0]) * k) / n;
        const y = p[1] + ((q[1] - p[1]) * k) / n;
        if (x > b.x0 - s.r && x < b.x1 + s.r && y > b.y0 - s.r && y < b.y1 + s.r) return true;
      }
    }
  }
  return false;
}

/** May a label stand here? 'own': most of it inside its province; 'water': its centre in its
 * province or on water; 'any': anywhere. */
function placeOk(b: Box, shape: number, round: 'own' | 'water' | 'any'): boolean {
  if (round === 'any') return true;
  const c: Pt = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  const at = cellAt(c);
  if (round === 'water') return at === shape || waterShapes().includes(at);
  if (at !== shape) return false;
  const corners: Pt[] = [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x0, b.y1],
    [b.x1, b.y1],
  ];
  return corners.filter((p) => cellAt(p) === shape).length >= 3;
}

/**
 * Places the labels inside `frame`. `unitAt` gives the spot of the unit standing in a province;
 * `fs` is the label's font size, `R` the unit radius (map units).
 */
export function placeLabels(labels: readonly LabelNode[], frame: Box, obstacles: Obstacles, unitAt: ReadonlyMap<string, Pt>, fs: number, R: number): LabelPlacement {
  const placed: PlacedLabel[] = [];
  const hidden: string[] = [];
  const taken: Box[] = [];
  const inner: Box = { x0: frame.x0 + 1, y0: frame.y0 + 1, x1: frame.x1 - 1, y1: frame.y1 - 1 };
  for (const lb of labels) {
    if (lb.at[0] < frame.x0 || lb.at[0] > frame.x1 || lb.at[1] < frame.y0 || lb.at[1] > frame.y1) continue;
    const shape = [...shapesOf([lb.province])][0];
    const w = textWidth(lb.text, fs);
    const cands: Pt[] = [lb.at];
    const u = unitAt.get(lb.province);
    const gapY = R * 1.75 + fs * 0.6;
    const gapX = R * 1.6 + w / 2 + fs * 0.2;
    if (u) cands.push([u[0], u[1] + gapY], [u[0], u[1] - gapY - R * 0.3], [u[0] + gapX, u[1]], [u[0] - gapX, u[1]], [u[0] + gapX, u[1] + gapY * 0.8], [u[0] - gapX, u[1] + gapY * 0.8]);
    for (const k of [1, 2, 3]) {
      const dy = fs * 1.1 * k;
      const dx = w * 0.75 * k;
      cands.push([lb.at[0], lb.at[1] + dy], [lb.at[0], lb.at[1] - dy], [lb.at[0] + dx, lb.at[1]], [lb.at[0] - dx, lb.at[1]]);
      cands.push([lb.at[0] + dx, lb.at[1] + dy], [lb.at[0] - dx, lb.at[1] + dy], [lb.at[0] + dx, lb.at[1] - dy], [lb.at[0] - dx, lb.at[1] - dy]);
    }
    // Three rounds: inside the province; then also over water (a coastal name beside its fleet);
    // then anywhere near. In each, a place clear of order lines wins over one crossing them.
    let fallback: PlacedLabel | undefined;
    let chosen: PlacedLabel | undefined;
    for (const round of ['own', 'water', 'any'] as const) {
      for (const c of cands) {
        const box = labelBox(lb.text, c, fs);
        if (box.x0 < inner.x0 || box.x1 > inner.x1 || box.y0 < inner.y0 || box.y1 > inner.y1) continue;
        if (c !== lb.at && shape !== undefined && !placeOk(box, shape, round)) continue;
        if (obstacles.hard.some((h) => overlaps(box, h)) || taken.some((t) => overlaps(box, t))) continue;
        const cand = { label: lb, at: c, box };
        if (!crossesLine(box, obstacles.soft)) {
          chosen = cand;
          break;
        }
        fallback ??= cand;
      }
      if (chosen || fallback) break;
    }
    const pick = chosen ?? fallback;
    if (!pick) {
      // A label cut by the frame is still better than none when nothing covers it there.
      const box = labelBox(lb.text, lb.at, fs);
      if (intersects(box, frame) && !obstacles.hard.some((h) => overlaps(box, h)) && !taken.some((t) => overlaps(box, t))) {
        placed.push({ label: lb, at: lb.at, box });
        taken.push(box);
      } else {
        hidden.push(lb.province);
      }
      continue;
    }
    placed.push(pick);
    taken.push(pick.box);
  }
  return { placed, hidden };
}
