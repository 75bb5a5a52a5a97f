// The drawing vocabulary (visual.md §2.2): unit shapes, order lines, outcome glyphs. Each function
// returns svgson nodes in map units. Meaning is carried by shape and line style; colour only tells
// the powers apart (palette.ts).

import type { INode } from 'svgson';
import { add, mul, perp, Polyline, sub, unit, type Pt } from './geometry.js';
import { ALERT, GREY, INK, textOn } from './palette.js';
import { el, fmt, text } from './svg-node.js';

/** Sizes for one picture: unit radius and move-line width, in map units. */
export interface Sizes {
  R: number;
  lw: number;
}

export function sizesFor(zoom: number): Sizes {
  return { R: 7.5 * zoom, lw: 2.6 * zoom };
}

/** Font for every text of the picture, set once in the SVG's style (index.ts) to keep files small. */
export const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';

// ---------------------------------------------------------------------------------------------
// Units

export type UnitLook = 'normal' | 'dislodged' | 'built' | 'ghost';

/** Half-width of the unit's shape, for trimming lines at its edge. */
export function unitRadius(type: string, s: Sizes): number {
  return type === 'F' ? s.R * 1.35 : s.R * 1.05;
}

/**
 * Army = disc, fleet = hull with a sail; filled with the power's colour and stroked with the
 * power's mark (palette.ts POWER_MARKS; '' for none, e.g. the legend's army/fleet samples).
 * Unknown type: a rounded square with "?".
 */
export function unitGlyph(at: Pt, type: string, colour: string, mark: string, s: Sizes, look: UnitLook = 'normal'): INode {
  const R = s.R;
  const stroke = look === 'ghost' ? GREY : INK;
  const dash = look === 'dislodged' || look === 'ghost' ? `${fmt(R * 0.35)} ${fmt(R * 0.22)}` : undefined;
  const fill = look === 'ghost' ? '#ffffff' : colour;
  const sw = R * (look === 'dislodged' ? 0.22 : 0.17);
  const ink = look === 'ghost' ? GREY : textOn(colour);
  const parts: INode[] = [];
  let my = 0;
  let mk = 1;
  if (type === 'A') {
    parts.push(el('circle', { r: R, fill, stroke, 'stroke-width': sw, 'stroke-dasharray': dash }));
  } else if (type === 'F') {
    const hull = `M${fmt(-1.45 * R)} ${fmt(-0.3 * R)}H${fmt(1.45 * R)}L${fmt(0.95 * R)} ${fmt(0.8 * R)}H${fmt(-0.95 * R)}Z`;
    const sail = `M${fmt(-0.15 * R)} ${fmt(-0.42 * R)}V${fmt(-1.5 * R)}L${fmt(0.85 * R)} ${fmt(-0.42 * R)}Z`;
    parts.push(el('path', { d: sail, fill, stroke, 'stroke-width': sw * 0.85, 'stroke-linejoin': 'round' }));
    parts.push(el('path', { d: hull, fill, stroke, 'stroke-width': sw, 'stroke-linejoin': 'round', 'stroke-dasharray': dash }));
    my = 0.25 * R;
    mk = 0.62;
  } else {
    parts.push(el('rect', { x: -R, y: -R, width: 2 * R, height: 2 * R, rx: R * 0.3, fill: '#ffffff', stroke: GREY, 'stroke-width': sw }));
    parts.push(el('text', { class: 'c', 'font-weight': 700, 'font-size': R * 1.15, fill: GREY }, [text('?')]));
    return el('g', { transform: `translate(${fmt(at[0])} ${fmt(at[1])})` }, parts);
  }
  if (mark) {
    // The mark is drawn at unit scale: its stroke width is divided by the scale to stay constant.
    const k = R * mk;
    parts.push(
      el('path', {
        d: mark,
        transform: `translate(0 ${fmt(my)}) scale(${fmt(k)})`,
        fill: 'none',
        stroke: ink,
        'stroke-width': fmt(0.22 / mk),
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
        class: 'power-mark',
      }),
    );
  }
  return el('g', { transform: `translate(${fmt(at[0])} ${fmt(at[1])})` }, parts);
}

// ---------------------------------------------------------------------------------------------
// Lines and arrows

export interface LineLook {
  colour: string;
  width: number;
  dash?: string;
  head: 'solid' | 'hollow' | 'chevron' | 'dot' | 'none';
  /** Draw a second, white line inside (retreats). */
  double?: boolean;
  casing?: boolean;
  opacity?: number;
  cap?: 'round' | 'butt';
}

/** A line along the polyline with its head at the end. */
export function line(pl: Polyline, look: LineLook): INode[] {
  const w = look.width;
  const L = pl.length;
  const headLen = look.head === 'solid' || look.head === 'hollow' ? Math.min(w * (look.double ? 2.4 : 3.4), L * 0.45) : look.head === 'chevron' ? w * 2.2 : 0;
  const headW = look.double ? w * 2.3 : w * 2.2;
  const shaft = look.head === 'solid' || look.head === 'hollow' ? pl.slice(0, L - headLen * 0.85) : pl;
  const d = shaft.toPath();
  const cap = look.cap ?? (look.dash ? 'butt' : 'round');
  const out: INode[] = [];
  const outer = look.double ? w * 2 : w;
  if (look.casing !== false) {
    out.push(el('path', { d, fill: 'none', stroke: INK, 'stroke-width': outer + w * 0.7, 'stroke-opacity': 0.55, 'stroke-dasharray': look.dash, 'stroke-linecap': cap }));
  }
  out.push(el('path', { d, fill: 'none', stroke: look.colour, 'stroke-width': outer, 'stroke-dasharray': look.dash, 'stroke-linecap': cap }));
  if (look.double) out.push(el('path', { d, fill: 'none', stroke: '#ffffff', 'stroke-width': w * 0.75, 'stroke-linecap': cap }));

  const tip = pl.at(L);
  const dir = pl.dirAt(L);
  const n = perp(dir);
  if (look.head === 'solid' || look.head === 'hollow') {
    const base = sub(tip, mul(dir, headLen));
    const a = add(base, mul(n, headW));
    const b = sub(base, mul(n, headW));
    const dd = `M${pt(tip)}L${pt(a)}L${pt(b)}Z`;
    if (look.head === 'hollow') {
      out.push(el('path', { d: dd, fill: '#ffffff', stroke: look.colour, 'stroke-width': w * 0.9, 'stroke-linejoin': 'round', class: 'head' }));
      out.push(el('path', { d: dd, fill: 'none', stroke: INK, 'stroke-width': w * 0.25, 'stroke-linejoin': 'round' }));
    } else {
      out.push(el('path', { d: dd, fill: look.colour, stroke: INK, 'stroke-width': w * 0.3, 'stroke-linejoin': 'round', 'stroke-opacity': 0.8, class: 'head' }));
    }
  } else if (look.head === 'chevron') {
    const k = headLen;
    const a = add(sub(tip, mul(dir, k)), mul(n, k * 0.8));
    const b = sub(sub(tip, mul(dir, k)), mul(n, k * 0.8));
    const dd = `M${pt(a)}L${pt(tip)}L${pt(b)}`;
    out.push(el('path', { d: dd, fill: 'none', stroke: INK, 'stroke-width': w * 1.7, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'stroke-opacity': 0.55, class: 'head' }));
    out.push(el('path', { d: dd, fill: 'none', stroke: look.colour, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  } else if (look.head === 'dot') {
    out.push(el('circle', { cx: tip[0], cy: tip[1], r: w * 1.25, fill: look.colour, stroke: INK, 'stroke-width': w * 0.4, class: 'head' }));
  }
  return look.opacity !== undefined && look.opacity < 1 ? [el('g', { opacity: look.opacity }, out)] : out;
}

/** A convoy route broken by a fleet: dash-dot, with a ✕ placed on it. */
export const BROKEN_ROUTE = (s: Sizes): Omit<LineLook, 'colour'> => ({ width: s.lw * 0.6, head: 'chevron', dash: `${s.lw * 2.2} ${s.lw} ${s.lw * 0.4} ${s.lw}`, opacity: 0.85 });
/** Another convoy route that stays open: thin and solid, so it never reads as the broken one. */
export const OPEN_ROUTE = (s: Sizes): Omit<LineLook, 'colour'> => ({ width: s.lw * 0.5, head: 'chevron', opacity: 0.85 });

/** A ring around a unit (hold, support to hold, convoying fleet, new unit). */
export function ring(at: Pt, r: number, colour: string, width: number, dash?: string): INode[] {
  return [
    el('circle', { cx: at[0], cy: at[1], r, fill: 'none', stroke: INK, 'stroke-width': width * 1.7, 'stroke-opacity': 0.55, 'stroke-dasharray': dash }),
    el('circle', { cx: at[0], cy: at[1], r, fill: 'none', stroke: colour, 'stroke-width': width, 'stroke-dasharray': dash }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Outcome glyphs

/** ✕: the order failed. */
export function cross(at: Pt, size: number, weight = 0.5): INode {
  const k = size;
  const d = `M${fmt(-k)} ${fmt(-k)}L${fmt(k)} ${fmt(k)}M${fmt(k)} ${fmt(-k)}L${fmt(-k)} ${fmt(k)}`;
  return el('g', { transform: `translate(${fmt(at[0])} ${fmt(at[1])})`, class: 'mark-failed' }, [
    el('path', { d, stroke: '#ffffff', 'stroke-width': k * weight * 1.9, 'stroke-linecap': 'round', fill: 'none' }),
    el('path', { d, stroke: ALERT, 'stroke-width': k * weight, 'stroke-linecap': 'round', fill: 'none' }),
  ]);
}

/** Two slashes across a support line: the support was cut. */
export function cutMark(at: Pt, dir: Pt, size: number): INode {
  const d0 = unit(dir);
  const n = perp(d0);
  // Each slash leans along the line, like scissors marks on a dotted line.
  const slash = (c: Pt) => {
    const a = add(c, add(mul(n, size), mul(d0, size * 0.45)));
    const b = sub(c, add(mul(n, size), mul(d0, size * 0.45)));
    return `M${pt(a)}L${pt(b)}`;
  };
  const d = slash(add(at, mul(d0, -size * 0.38))) + slash(add(at, mul(d0, size * 0.38)));
  return el('g', { class: 'mark-cut' }, [
    el('path', { d, stroke: '#ffffff', 'stroke-width': size * 0.75, 'stroke-linecap': 'round', fill: 'none' }),
    el('path', { d, stroke: ALERT, 'stroke-width': size * 0.38, 'stroke-linecap': 'round', fill: 'none' }),
  ]);
}

/** Two arrowheads meeting at a bar, on a white disc: a standoff left this province empty. */
export function bounceMark(at: Pt, size: number): INode {
  const k = size;
  const tri = (sgn: number) => `M${fmt(sgn * k * 0.18)} 0L${fmt(sgn * k * 0.75)} ${fmt(-k * 0.42)}L${fmt(sgn * k * 0.75)} ${fmt(k * 0.42)}Z`;
  return el('g', { transform: `translate(${fmt(at[0])} ${fmt(at[1])})`, class: 'mark-standoff' }, [
    el('circle', { r: k, fill: '#ffffff', stroke: INK, 'stroke-width': k * 0.12 }),
    el('path', { d: tri(-1) + tri(1), fill: INK }),
    el('path', { d: `M0 ${fmt(-k * 0.62)}V${fmt(k * 0.62)}`, stroke: ALERT, 'stroke-width': k * 0.2, 'stroke-linecap': 'round' }),
  ]);
}

/** A jagged burst beside a dislodged unit. */
export function burst(at: Pt, size: number): INode {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const r = i % 2 === 0 ? size : size * 0.48;
    pts.push(`${fmt(at[0] + r * Math.cos(a))} ${fmt(at[1] + r * Math.sin(a))}`);
  }
  return el('path', { d: `M${pts.join('L')}Z`, fill: ALERT, stroke: '#ffffff', 'stroke-width': size * 0.18, 'stroke-linejoin': 'round', class: 'mark-dislodged' });
}

/** A round badge with + or − (built / removed). */
export function badge(at: Pt, size: number, sign: '+' | '-'): INode {
  const k = size;
  const d = sign === '+' ? `M${fmt(-k * 0.55)} 0H${fmt(k * 0.55)}M0 ${fmt(-k * 0.55)}V${fmt(k * 0.55)}` : `M${fmt(-k * 0.55)} 0H${fmt(k * 0.55)}`;
  return el('g', { transform: `translate(${fmt(at[0])} ${fmt(at[1])})`, class: sign === '+' ? 'mark-built' : 'mark-removed' }, [
    el('circle', { r: k, fill: '#ffffff', stroke: INK, 'stroke-width': k * 0.18 }),
    el('path', { d, stroke: INK, 'stroke-width': k * 0.3, 'stroke-linecap': 'round' }),
  ]);
}

/**
 * Diagonal hatching over a shape given as rings (even-odd, like the map's fill rule): the segments of
 * the lines x - y = k·spacing·√2 that lie inside, as path data. Exact segments, not a pattern: the
 * picture needs no id, so pictures of one page share it and it prints as drawn.
 */
export function hatchPath(rings: readonly (readonly Pt[])[], spacing: number): string {
  let lo = Infinity;
  let hi = -Infinity;
  for (const r of rings) {
    for (const [x, y] of r) {
      lo = Math.min(lo, x - y);
      hi = Math.max(hi, x - y);
    }
  }
  const step = spacing * Math.SQRT2;
  const parts: string[] = [];
  for (let k = Math.ceil(lo / step) * step; k <= hi; k += step) {
    // Where the line x - y = k crosses each edge, as x (y = x - k), sorted: inside between pairs.
    const xs: number[] = [];
    for (const r of rings) {
      for (let i = 0; i < r.length; i++) {
        const p = r[i];
        const q = r[(i + 1) % r.length];
        const dp = p[0] - p[1] - k;
        const dq = q[0] - q[1] - k;
        if (dp < 0 !== dq < 0) xs.push(p[0] + ((q[0] - p[0]) * dp) / (dp - dq));
      }
    }
    xs.sort((a, b) => a - b);
    for (let i = 0; i + 1 < xs.length; i += 2) {
      const run = fmt(xs[i + 1] - xs[i]);
      if (run !== '0') parts.push(`M${fmt(xs[i])} ${fmt(xs[i] - k)}l${run} ${run}`);
    }
  }
  return parts.join('');
}

/** The hatching's look: thin dark lines, over the land's fill (`d` from hatchPath). */
export function hatch(d: string, width: number): INode {
  return el('path', { d, fill: 'none', stroke: '#6b6257', 'stroke-width': width, 'stroke-opacity': 0.75 });
}

/** The box a chip takes (see `chip`). */
export function chipBox(label: string, at: Pt, size: number): { x0: number; y0: number; x1: number; y1: number } {
  const w = textWidth(label, size) + size * 0.8;
  const h = size * 1.45;
  return { x0: at[0] - w / 2, y0: at[1] - h / 2, x1: at[0] + w / 2, y1: at[1] + h / 2 };
}

/** A small label on a white chip ("illegal", "?"), centred at `at`. */
export function chip(at: Pt, label: string, size: number, colour = '#333333'): INode {
  const w = textWidth(label, size) + size * 0.8;
  const h = size * 1.45;
  return el('g', { class: 'chip' }, [
    el('rect', { x: at[0] - w / 2, y: at[1] - h / 2, width: w, height: h, rx: h * 0.3, fill: '#ffffff', stroke: colour, 'stroke-width': size * 0.1, 'fill-opacity': 0.92 }),
    el('text', { x: at[0], y: at[1], class: 'c', 'font-size': size, 'font-weight': 600, fill: colour }, [text(label)]),
  ]);
}

/** Rough width of a label in the sans-serif font (no font metrics on the server). */
export function textWidth(label: string, size: number): number {
  let w = 0;
  for (const ch of label) w += /[A-Z0-9MW]/.test(ch) ? 0.66 : /[il.,:;'!| ]/.test(ch) ? 0.3 : 0.54;
  return w * size;
}

export function plainText(at: Pt, label: string, size: number, attrs: Record<string, string | number> = {}): INode {
  return el('text', { x: at[0], y: at[1], 'font-size': size, fill: '#222222', ...attrs }, [text(label)]);
}

function pt(p: Pt): string {
  return `${fmt(p[0])} ${fmt(p[1])}`;
}
