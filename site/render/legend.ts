// The legend under the map (only the symbols the picture uses, each with a small sample drawn with
// the same functions as the map) and the locator inset (the whole board, the cropped area framed).

import type { INode } from 'svgson';
import { baseMap, locatorLand } from './base-map.js';
import { gameMap } from './board.js';
import { Polyline, type Box, type Pt } from './geometry.js';
import { badge, bounceMark, burst, chip, cross, cutMark, hatch, hatchPath, line, plainText, ring, textWidth, unitGlyph, type Sizes } from './glyphs.js';
import { LEGEND_TEXT, powerName, type Lang, type LegendKey } from './i18n.js';
import { ALERT, GREY, INK, OPTION_LOOK, powerColour, powerMark } from './palette.js';
import { BROKEN_ROUTE, OPEN_ROUTE } from './glyphs.js';
import { el } from './svg-node.js';

/** Drawing order of legend entries: who, what was ordered, what happened. */
export const LEGEND_ORDER: LegendKey[] = [
  'army',
  'fleet',
  'hold',
  'move',
  'support-move',
  'support-hold',
  'convoy',
  'retreat',
  'retreat-option',
  'build',
  'implied',
  'move-failed',
  'support-cut',
  'convoy-alt',
  'convoy-broken',
  'standoff',
  'dislodged',
  'no-retreat',
  'disband',
  'remove',
  'illegal',
  'unknown',
  'centre',
  'centre-owned',
  'home',
  'strait',
  'impassable',
  'closed',
  'focus',
];

interface Entry {
  /** A legend key, or "power-<name>". */
  key: string;
  label: string;
  sample: (c: Pt, s: Sizes, w: number) => INode[];
}

// Filled, so the legend's tokens read as the map's (power marks are explained by the power entries).
const NEUTRAL = '#9a9a9a';

function sampleFor(key: LegendKey): Entry['sample'] {
  const h = (c: Pt, w: number): Polyline => new Polyline([[c[0] - w / 2, c[1]], [c[0] + w / 2, c[1]]]);
  switch (key) {
    case 'army':
      return (c, s) => [unitGlyph(c, 'A', NEUTRAL, '', s)];
    case 'fleet':
      return (c, s) => [unitGlyph([c[0], c[1] + s.R * 0.3], 'F', NEUTRAL, '', s)];
    case 'hold':
      return (c, s) => [...ring(c, s.R * 1.45, '#555555', s.lw * 0.6), unitGlyph(c, 'A', NEUTRAL, '', s)];
    case 'move':
      return (c, s, w) => line(h(c, w), { colour: '#555555', width: s.lw, head: 'solid' });
    case 'move-failed':
      return (c, s, w) => [...line(h(c, w), { colour: '#555555', width: s.lw, head: 'solid', opacity: 0.75 }), cross([c[0] + w * 0.15, c[1]], s.R * 0.72)];
    case 'support-move':
      return (c, s, w) => line(h(c, w), { colour: '#555555', width: s.lw * 0.72, head: 'dot', dash: `${s.lw * 1.6} ${s.lw * 1.1}` });
    case 'support-hold':
      return (c, s, w) => [
        ...line(new Polyline([[c[0] - w / 2, c[1]], [c[0] + w / 2 - s.R * 3, c[1]]]), { colour: '#555555', width: s.lw * 0.72, head: 'none', dash: `${s.lw * 1.6} ${s.lw * 1.1}` }),
        ...ring([c[0] + w / 2 - s.R * 1.5, c[1]], s.R * 1.4, '#555555', s.lw * 0.55, `${s.lw * 1.1} ${s.lw * 0.7}`),
        unitGlyph([c[0] + w / 2 - s.R * 1.5, c[1]], 'A', NEUTRAL, '', { R: s.R * 0.8, lw: s.lw }),
      ];
    case 'support-cut':
      return (c, s, w) => [
        ...line(h(c, w), { colour: '#555555', width: s.lw * 0.72, head: 'dot', dash: `${s.lw * 1.6} ${s.lw * 1.1}` }),
        cutMark([c[0] - w * 0.1, c[1]], [1, 0], s.R * 0.62),
      ];
    case 'convoy':
      return (c, s, w) => [
        ...line(new Polyline([[c[0] - w / 2, c[1] + s.R * 0.6], [c[0], c[1] - s.R * 0.2], [c[0] + w / 2, c[1] + s.R * 0.6]]), { colour: '#555555', width: s.lw * 0.8, head: 'solid' }),
        ...ring(c, s.R * 1.7, '#555555', s.lw * 0.5, `${s.lw * 2} ${s.lw * 0.8} ${s.lw * 0.4} ${s.lw * 0.8}`),
        unitGlyph([c[0], c[1] + s.R * 0.2], 'F', NEUTRAL, '', { R: s.R * 0.85, lw: s.lw }),
      ];
    case 'convoy-broken':
      return (c, s, w) => [...line(h(c, w), { colour: '#555555', ...BROKEN_ROUTE(s) }), cross(c, s.R * 0.72)];
    case 'convoy-alt':
      return (c, s, w) => line(h(c, w), { colour: '#555555', ...OPEN_ROUTE(s) });
    case 'implied':
      return (c, s, w) => line(h(c, w), { colour: GREY, width: s.lw * 0.55, head: 'chevron', dash: `${s.lw * 0.9} ${s.lw * 0.9}` });
    case 'standoff':
      return (c, s) => [bounceMark(c, s.R * 0.95)];
    case 'dislodged':
      return (c, s) => [unitGlyph(c, 'A', NEUTRAL, '', s, 'dislodged'), burst([c[0] + s.R * 1.25, c[1] - s.R * 1.05], s.R * 0.62)];
    case 'no-retreat':
      return (c, s) => [unitGlyph(c, 'A', NEUTRAL, '', s, 'dislodged'), burst([c[0] + s.R * 1.25, c[1] - s.R * 1.05], s.R * 0.62), cross(c, s.R * 1.3, 0.32)];
    case 'retreat':
      return (c, s, w) => line(h(c, w), { colour: '#555555', width: s.lw * 0.95, head: 'hollow', double: true });
    case 'disband':
    case 'remove':
      return (c, s) => [unitGlyph(c, 'A', NEUTRAL, '', s, key === 'disband' ? 'dislodged' : 'normal'), cross(c, s.R * 1.3, 0.32), ...(key === 'remove' ? [badge([c[0] - s.R * 1.2, c[1] - s.R * 1.1], s.R * 0.55, '-')] : [])];
    case 'build':
      return (c, s) => [...ring(c, s.R * 1.5, INK, s.lw * 0.4, `${s.lw * 0.8} ${s.lw * 0.6}`), unitGlyph(c, 'A', NEUTRAL, '', s, 'built'), badge([c[0] - s.R * 1.2, c[1] - s.R * 1.1], s.R * 0.55, '+')];
    case 'illegal':
      return (c, s, w) => line(h(c, w), { colour: GREY, width: s.lw, head: 'solid', dash: `${s.lw * 0.9} ${s.lw * 0.9}`, opacity: 0.75 });
    case 'unknown':
      return (c, s) => [chip(c, '?', s.R * 1.1, '#555555')];
    case 'centre':
    case 'centre-owned':
      return (c, s) => [el('circle', { cx: c[0], cy: c[1], r: s.R * 0.5, fill: key === 'centre' ? '#ffffff' : NEUTRAL, stroke: '#333333', 'stroke-width': s.R * 0.15 })];
    case 'home':
      return (c, s) => [el('circle', { cx: c[0], cy: c[1], r: s.R * 0.75, fill: 'none', stroke: GREY, 'stroke-width': s.R * 0.22 }), el('circle', { cx: c[0], cy: c[1], r: s.R * 0.42, fill: '#ffffff', stroke: '#333333', 'stroke-width': s.R * 0.12 })];
    case 'strait':
      return (c, s) => [el('path', { d: `M${c[0] - s.R * 0.9} ${c[1]}H${c[0] + s.R * 0.9}`, stroke: '#6b6257', 'stroke-width': s.R * 0.35, 'stroke-dasharray': `${s.R * 0.35} ${s.R * 0.25}` })];
    case 'impassable':
    case 'closed': {
      return (c, s, w) => {
        const box: Box = { x0: c[0] - w / 2 + 2, y0: c[1] - s.R, x1: c[0] + w / 2 - 2, y1: c[1] + s.R };
        const ring: Pt[] = [[box.x0, box.y0], [box.x1, box.y0], [box.x1, box.y1], [box.x0, box.y1]];
        return [
          el('rect', { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0, fill: key === 'closed' ? '#efe6cf' : '#c9c1b0', stroke: '#6b6257', 'stroke-width': s.lw * 0.3 }),
          hatch(hatchPath([ring], s.R * 0.55), s.lw * 0.3),
        ];
      };
    }
    case 'retreat-option':
      return (c, s, w) => [el('rect', { x: c[0] - w / 2 + 2, y: c[1] - s.R, width: w - 4, height: s.R * 2, rx: s.R * 0.3, ...OPTION_LOOK(s.lw) })];
    case 'focus':
      return (c, s, w) => [el('rect', { x: c[0] - w / 2 + 2, y: c[1] - s.R, width: w - 4, height: s.R * 2, fill: '#efe6cf', stroke: INK, 'stroke-width': s.lw * 0.6, rx: s.R * 0.3 })];
    default:
      return () => [];
  }
}

export interface LegendLayout {
  nodes: INode[];
  height: number;
}

/**
 * Lays the legend out in columns inside `box` (x0, y0, width; height grows as needed): one entry
 * per power present, then one per symbol used.
 */
export function legendBlock(keys: ReadonlySet<LegendKey>, powers: ReadonlySet<string>, lang: Lang, x0: number, y0: number, width: number, fs: number): LegendLayout {
  const entries: Entry[] = [];
  // The powers of the board drawn, in the board's order (site/render/board.ts).
  const knownPowers = gameMap().powers.filter((p) => powers.has(p));
  for (const p of knownPowers) {
    entries.push({ key: `power-${p}`, label: powerName(p, lang), sample: (c, s) => [unitGlyph(c, 'A', powerColour(p), powerMark(p), s)] });
  }
  for (const k of LEGEND_ORDER) if (keys.has(k)) entries.push({ key: k, label: LEGEND_TEXT[k][lang], sample: sampleFor(k) });
  if (!entries.length) return { nodes: [], height: 0 };

  const s: Sizes = { R: fs * 0.5, lw: fs * 0.17 };
  const sw = fs * 2.6;
  const gap = fs * 0.5;
  // A narrow picture writes its legend's words smaller rather than past its edge.
  const widest = Math.max(...entries.map((e) => sw + gap + textWidth(e.label, fs))) + fs * 1.1;
  const tfs = fs * Math.max(0.7, Math.min(1, width / widest));
  const colW = Math.max(...entries.map((e) => sw + gap + textWidth(e.label, tfs))) + fs * 1.1;
  const cols = Math.max(1, Math.min(entries.length, Math.floor(width / colW)));
  const rows = Math.ceil(entries.length / cols);
  const rowH = fs * 1.9;
  const nodes: INode[] = [];
  entries.forEach((e, i) => {
    // Fill column by column so related entries stay together when read down.
    const col = Math.floor(i / rows);
    const row = i % rows;
    const x = x0 + col * colW;
    const cy = y0 + row * rowH + rowH / 2;
    nodes.push(el('g', { class: 'legend-entry', 'data-key': e.key }, [...e.sample([x + sw / 2, cy], s, sw), plainText([x + sw + gap, cy], e.label, tfs, { 'dominant-baseline': 'central' })]));
  });
  return { nodes, height: rows * rowH };
}

/** The whole board in miniature with the cropped area framed. */
export function locator(crop: Box, x: number, y: number, w: number): { node: INode; height: number } {
  const m = baseMap();
  const h = (w * m.height) / m.width;
  const k = m.width / w;
  const node = el('svg', { x, y, width: w, height: h, viewBox: `0 0 ${m.width} ${m.height}`, class: 'locator', 'aria-hidden': 'true' }, [
    el('rect', { width: m.width, height: m.height, fill: '#bcd6ea', stroke: '#6b6257', 'stroke-width': 2 * k }),
    el('path', { d: locatorLand(m), fill: '#e3d8bb', stroke: 'none' }),
    el('rect', { x: crop.x0, y: crop.y0, width: crop.x1 - crop.x0, height: crop.y1 - crop.y0, fill: ALERT, 'fill-opacity': 0.12, stroke: ALERT, 'stroke-width': 2.2 * k }),
  ]);
  return { node, height: h };
}

