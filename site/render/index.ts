// renderPhase: one Diplomacy phase drawn on our own base map, as an SVG string.
//
// Layers, bottom to top: the map (only the shapes inside the crop, simplified to the zoom), a veil
// with the current step's provinces lifted above it, labels and supply centres, rings, support and
// convoy lines, move arrows, units, outcome glyphs, chips; then a caption on top and the legend with
// the locator below. Never throws: bad data is drawn as far as possible and marked with "?".

import type { INode } from 'svgson';
import { variantGameOf, type ExplanationStep } from '../../engine/adjudicate/index.js';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/index.js';
import { baseMap, shapePath, type LabelNode } from './base-map.js';
import { gameMap, onBoard } from './board.js';
import { nameIndexOf, type GameMap } from '../../engine/map/index.js';
import { emptyBox, extend, intersects, isEmpty, type Box } from './geometry.js';
import { FONT, hatch, hatchPath, sizesFor, plainText, textWidth } from './glyphs.js';
import { phaseName, powerName, RESULT_TEXT, WORDS, type Lang, type LegendKey } from './i18n.js';
import { extentOf, obstaclesOf, placeLabels } from './labels.js';
import { legendBlock, locator } from './legend.js';
import { GREY, INK, OPTION_LOOK, POWER_COLOURS, powerColour } from './palette.js';
import { draw, orderReach, placeOf, prepare, type Drawable, type Prepared } from './scene.js';
import { mapGrid } from './route.js';
import { el, fmt, text, toText } from './svg-node.js';

export interface RenderOptions {
  input: PhaseInput;
  output?: PhaseOutput;
  explanation?: ExplanationStep[];
  /** Index into `explanation`: highlight that step, dim the rest. */
  step?: number;
  lang?: 'en' | 'fr';
  /** Crop to the provinces involved (with a locator inset); otherwise the whole board. */
  crop?: boolean;
  /**
   * With `crop` and `step`, how a step is framed. By default (undefined) a step is cropped to its
   * own provinces inside the phase's crop, with the phase crop's shape, so the picture zooms in on
   * the step on every screen while the map's shapes stay those of the phase picture (shared on a
   * page); when the step covers most of the phase crop, the phase crop is kept. `true`: crop to the
   * step's provinces alone, in their own shape (a phone's picture); `false`: the phase's crop.
   */
  cropToStep?: boolean;
  /** Show exactly this part of the board (map units), e.g. one of BOARD_REGIONS; overrides `crop`. */
  view?: Box;
  /** Show the phase (and step) title above the map. Default true. */
  caption?: boolean;
  /** Prefix for ids inside the SVG (title, desc); default derived from the content. */
  idPrefix?: string;
}

export { POWER_COLOURS } from './palette.js';
export type { Box } from './geometry.js';
export type { Lang } from './i18n.js';

export function renderPhase(opts: RenderOptions): string {
  const lang: Lang = opts?.lang === 'fr' ? 'fr' : 'en';
  try {
    // The phase's variant picks the board (site/render/board.ts) for everything drawn below.
    return onBoard(opts?.input?.variant, () => toText(buildSvg(opts, lang)));
  } catch (e) {
    return toText(fallbackTree(lang, e));
  }
}

/**
 * Make what every picture on a board needs and keeps: its shapes read from the drawing and the grid
 * order lines are routed on. The dispute desk calls it while the texts of its first ruling are still
 * on their way, so that the first picture does not wait for it.
 */
export function prepareBoard(variant?: string): void {
  try {
    onBoard(variant, () => {
      mapGrid();
      // The shapes' rings too, read when first asked for (base-map.ts): a phase's picture reads most.
      for (const s of baseMap().shapes) void s.rings;
    });
  } catch {
    // A drawing that cannot be read: the picture that needs it says so when it is drawn.
  }
}

/**
 * renderPhase's picture as its tree rather than its text: a browser makes its nodes from the tree
 * (the dispute desk), with no text written and read back. The same picture, the same "?" picture
 * when it cannot be drawn, and the same stand-in for the private-use characters toText reserves.
 */
export function renderPhaseTree(opts: RenderOptions): INode {
  const lang: Lang = opts?.lang === 'fr' ? 'fr' : 'en';
  try {
    return withoutReserved(onBoard(opts?.input?.variant, () => buildSvg(opts, lang)));
  } catch (e) {
    return fallbackTree(lang, e);
  }
}

function withoutReserved(n: INode): INode {
  return n.type === 'text' ? (/[\uE000-\uE002]/.test(n.value) ? { ...n, value: n.value.replace(/[\uE000-\uE002]/g, '?') } : n) : { ...n, children: n.children.map(withoutReserved) };
}

// ---------------------------------------------------------------------------------------------

interface Layout {
  crop: Box;
  zoom: number;
  fs: number;
}

const PAD = 36;
const MIN_W = 320;
const MIN_H = 230;

/** The viewBox of the map part: the involved places plus padding, kept to a sensible shape. */
export function cropFor(p: Prepared, crop: boolean, pad = PAD): Box {
  const m = baseMap();
  const whole: Box = { x0: 0, y0: 0, x1: m.width, y1: m.height };
  if (!crop) return whole;
  const b = emptyBox();
  for (const pt of p.points) extend(b, pt, pad);
  if (isEmpty(b)) return whole;
  let w = b.x1 - b.x0;
  let h = b.y1 - b.y0;
  let cx = (b.x0 + b.x1) / 2;
  let cy = (b.y0 + b.y1) / 2;
  w = Math.max(w, MIN_W);
  h = Math.max(h, MIN_H);
  if (w / h < 0.85) w = h * 0.85;
  if (w / h > 1.45) h = w / 1.45;
  w = Math.min(w, m.width);
  h = Math.min(h, m.height);
  cx = Math.min(Math.max(cx, w / 2), m.width - w / 2);
  cy = Math.min(Math.max(cy, h / 2), m.height - h / 2);
  return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
}

/**
 * A step's frame inside the phase's: its points plus padding, grown to the phase crop's shape, kept
 * inside the phase crop. The phase crop itself when the step's frame would cover most of it.
 */
function stepCropWithin(points: Prepared['points'], phase: Box): Box {
  const b = emptyBox();
  for (const pt of points) extend(b, pt, PAD);
  const pw = phase.x1 - phase.x0;
  const ph = phase.y1 - phase.y0;
  const aspect = pw / ph;
  let w = Math.max(b.x1 - b.x0, MIN_W);
  let h = Math.max(b.y1 - b.y0, MIN_H);
  // Room for the symbols, which grow with the frame (as in cropFor).
  const grow = 2 * 12 * (layoutFor({ x0: 0, y0: 0, x1: w, y1: h }).zoom - 1);
  w += grow;
  h += grow;
  if (w / h < aspect) w = h * aspect;
  else h = w / aspect;
  if (w * h > 0.6 * pw * ph) return phase;
  const cx = Math.min(Math.max((b.x0 + b.x1) / 2, phase.x0 + w / 2), phase.x1 - w / 2);
  const cy = Math.min(Math.max((b.y0 + b.y1) / 2, phase.y0 + h / 2), phase.y1 - h / 2);
  return { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
}

/**
 * Four overlapping parts of the board, each legible where the whole board is not (a sample-game
 * phase on a phone): pass one as `view`.
 */
export const BOARD_REGIONS: readonly { id: 'nw' | 'ne' | 'sw' | 'se'; box: Box }[] = [
  { id: 'nw', box: { x0: 0, y0: 0, x1: 640, y1: 500 } },
  { id: 'ne', box: { x0: 560, y0: 0, x1: 1200, y1: 500 } },
  { id: 'sw', box: { x0: 0, y0: 450, x1: 640, y1: 950 } },
  { id: 'se', box: { x0: 560, y0: 450, x1: 1200, y1: 950 } },
];

function validView(v: unknown): Box | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const b = v as Box;
  const m = baseMap();
  const x0 = Math.max(0, Number(b.x0));
  const y0 = Math.max(0, Number(b.y0));
  const x1 = Math.min(m.width, Number(b.x1));
  const y1 = Math.min(m.height, Number(b.y1));
  return [x0, y0, x1, y1].every(Number.isFinite) && x1 - x0 >= 50 && y1 - y0 >= 50 ? { x0, y0, x1, y1 } : undefined;
}

/**
 * The anchors of one explanation step's provinces, and the places the orders of the step's units
 * reach (an arrow from a unit the step is about is drawn whole, not cut by the frame: 1914's
 * neutral fleet in Naples ordered to the Ionian Sea); undefined when there is no such step.
 */
function stepPoints(explanation: readonly ExplanationStep[], step: unknown, orders: Prepared['orders']): Prepared['points'] | undefined {
  const s = typeof step === 'number' ? explanation[step] : undefined;
  if (!s || !Array.isArray(s.provinces)) return undefined;
  const provinces = new Set(s.provinces.map((p) => String(p).toLowerCase()));
  const points: Prepared['points'] = [];
  for (const p of provinces) {
    const a = baseMap().anchors[p];
    if (a) points.push(a.unit, a.label);
  }
  if (!points.length) return undefined;
  for (const o of orders) {
    if (!o.unit || !provinces.has(o.unit.prov)) continue;
    for (const loc of orderReach(o)) {
      const at = placeOf(loc);
      if (at) points.push(at);
    }
  }
  return points;
}

function layoutFor(crop: Box): Layout {
  const cw = crop.x1 - crop.x0;
  return { crop, zoom: Math.min(1.75, Math.max(1, cw / 340)), fs: Math.min(22, Math.max(9, cw / 40)) };
}

/** The crop of what `p` shows (cropFor), its padding grown with the symbols, which grow with the crop, so nothing at the edge is cut. */
function paddedCrop(p: Prepared, crop: boolean): Box {
  return cropFor(p, crop, PAD + 12 * (layoutFor(cropFor(p, crop)).zoom - 1));
}

/**
 * The width of a phase's cropped picture with no step (renderPhase with `crop`: its viewBox's), found
 * without drawing it, for a page that only asks how wide it is (site/lib/casebook.ts); NaN when
 * the picture could not be drawn.
 */
export function phaseCropWidth(input: PhaseInput, output: PhaseOutput | undefined): number {
  try {
    return onBoard(input.variant, () => {
      const crop = paddedCrop(prepare({ input, output, explanation: [], lang: 'en' }), true);
      return Number(fmt(crop.x1 - crop.x0));
    });
  } catch {
    return NaN;
  }
}

function buildSvg(opts: RenderOptions, lang: Lang): INode {
  const m = baseMap();
  const input = (opts && typeof opts.input === 'object' && opts.input) || ({} as PhaseInput);
  const explanation = Array.isArray(opts?.explanation) ? opts.explanation : [];
  const prepared = prepare({ input, output: opts?.output, explanation, lang });
  const padded = (p: Prepared) => paddedCrop(p, opts?.crop === true);
  const view = validView(opts?.view);
  const focus = opts?.crop === true && opts?.cropToStep !== false && !view ? stepPoints(explanation, opts?.step, prepared.orders) : undefined;
  const phaseCrop = view ?? padded(prepared);
  let crop = phaseCrop;
  if (focus && opts?.cropToStep === true) crop = padded({ ...prepared, points: focus });
  else if (focus) crop = stepCropWithin(focus, phaseCrop);
  // The map's shapes come from the phase's crop, so every step of a phase draws the same ones.
  const mapCrop = opts?.cropToStep === true ? crop : phaseCrop;
  const L = layoutFor(crop);
  const sizes = sizesFor(L.zoom);
  const scene = draw(prepared, sizes);
  const stepIndex = typeof opts?.step === 'number' && Number.isInteger(opts.step) && opts.step >= 0 && opts.step < explanation.length ? opts.step : undefined;
  const step = stepIndex !== undefined ? explanation[stepIndex] : undefined;
  const stepOrders = new Set<number>(Array.isArray(step?.orders) ? step!.orders : []);
  const stepProvs = new Set<string>((Array.isArray(step?.provinces) ? step!.provinces : []).map(String));
  if (step && stepProvs.size) scene.legend.add('focus');

  const cw = crop.x1 - crop.x0;
  const ch = crop.y1 - crop.y0;
  const fs = L.fs;
  const pad = fs * 0.6;
  const showCaption = opts?.caption !== false;
  const title = titleText(input, lang, step, stepIndex, explanation.length);
  const headH = showCaption ? fs * 2.1 : 0;

  // --- map
  const area: Box = { x0: crop.x0 - 2, y0: crop.y0 - 2, x1: crop.x1 + 2, y1: crop.y1 + 2 };
  const mapArea: Box = { x0: mapCrop.x0 - 2, y0: mapCrop.y0 - 2, x1: mapCrop.x1 + 2, y1: mapCrop.y1 + 2 };
  const tol = Math.min(14, Math.max(2, Math.round((mapCrop.x1 - mapCrop.x0) / 90)));
  const mapNodes: INode[] = [el('rect', { x: mapCrop.x0, y: mapCrop.y0, width: mapCrop.x1 - mapCrop.x0, height: mapCrop.y1 - mapCrop.y0, class: 'water neutral' })];
  const layerOf = new Map<string, INode[]>();
  for (const sh of m.shapes) {
    if (!intersects(sh.box, mapArea)) continue;
    const d = shapePath(m, sh.id, tol);
    if (!d) continue;
    const list = layerOf.get(sh.layer) ?? [];
    list.push(el('path', { id: undefined, 'data-province': sh.id, class: sh.cls, d }));
    layerOf.set(sh.layer, list);
  }
  for (const list of layerOf.values()) mapNodes.push(el('g', {}, list));
  // Where no unit may go, hatched: the board's impassable spaces, and provinces the game closes.
  const spacing = Math.max(3.5, (mapCrop.x1 - mapCrop.x0) / 140);
  const closed = closedProvinces(input);
  for (const sh of m.shapes) {
    const why = sh.cls.split(' ').includes('impassable') ? 'impassable' : closed.has(sh.id) ? 'closed' : undefined;
    if (!why || !intersects(sh.box, mapArea)) continue;
    const lines = el('g', { class: `hatch ${why}`, 'data-province': sh.id }, [hatch(hatchPath(sh.rings.map((r) => r.map(([x, y]) => [x / 10, y / 10] as const)), spacing), Math.max(0.5, spacing * 0.16))]);
    mapNodes.push(lines);
    // Its entry when some of it shows in this picture's frame (a step's may be tighter than the phase's).
    if (intersects(extentOf(lines), area)) scene.legend.add(why);
  }
  for (const st of m.straits) {
    mapNodes.push(el('path', { class: st.cls, d: st.d }));
    const [x, y] = st.d.match(/-?[\d.]+/g)!.map(Number);
    if (x >= area.x0 && x <= area.x1 && y >= area.y0 && y <= area.y1) scene.legend.add('strait');
  }

  // --- step focus: a veil over the map, the step's provinces lifted above it
  const focusNodes: INode[] = [];
  if (step && stepProvs.size) {
    focusNodes.push(el('rect', { x: crop.x0, y: crop.y0, width: cw, height: ch, fill: '#ffffff', 'fill-opacity': 0.5 }));
    const options = step.kind === 'dislodged' ? retreatOptions(opts?.output, stepProvs) : new Set<string>();
    for (const id of stepProvs) {
      const sh = m.shapeById.get(id);
      if (!sh) continue;
      const d = shapePath(m, id, tol);
      focusNodes.push(el('path', { class: sh.cls, d, stroke: INK, 'stroke-width': 1.8 * L.zoom, 'data-focus': id }));
      if (options.has(id)) focusNodes.push(el('path', { d, ...OPTION_LOOK(sizes.lw), 'data-option': id }));
    }
    if (options.size) scene.legend.add('retreat-option');
  }

  // --- orders, units, glyphs
  const legendKeys = new Set<LegendKey>();
  if (prepared.offMap.length) legendKeys.add('unknown');
  const legendPowers = new Set<string>();
  const layers: Drawable['layer'][] = ['rings', 'lines', 'arrows', 'units', 'marks', 'chips'];
  const overlay: INode[] = [];
  for (const layer of layers) {
    const nodes: INode[] = [];
    for (const d of scene.drawables) {
      if (d.layer !== layer) continue;
      // What lies wholly outside the frame would be clipped away: a zoomed step leaves it out,
      // and its legend lists what it shows.
      const ext = d.nodes.reduce((b, n) => extentOf(n, [0, 0], b), emptyBox());
      if (!intersects(ext, area)) continue;
      // A unit is in the picture when it stands inside the frame (not merely touches it).
      const mid = [(ext.x0 + ext.x1) / 2, (ext.y0 + ext.y1) / 2];
      if (d.layer === 'units' && (mid[0] < crop.x0 || mid[0] > crop.x1 || mid[1] < crop.y0 || mid[1] > crop.y1)) continue;
      for (const k of d.keys) legendKeys.add(k);
      if (d.power) legendPowers.add(d.power);
      const lit = !step || isLit(d, stepOrders, stepProvs);
      const attrs: Record<string, string | undefined> = {
        class: d.kind,
        'data-order': d.orders.length ? d.orders.join(' ') : undefined,
        'data-province': d.provinces.length ? d.provinces.join(' ') : undefined,
        opacity: lit ? undefined : '0.22',
      };
      nodes.push(el('g', attrs, d.nodes));
    }
    if (nodes.length) overlay.push(el('g', { class: `layer-${layer}` }, nodes));
  }

  // --- labels and supply centres
  // A region of the board is read on a phone too: its labels are at least 10 px at 390 px wide.
  // The whole board is shown about 650 px wide on a page: its labels are at least 10 px there.
  const labelFs = Math.max(9 * Math.min(1.7, L.zoom), view ? cw / 38 : opts?.crop === true ? 0 : cw / 65);
  const labelNodes: INode[] = [];
  const scR = (r: number) => r * Math.min(1.6, L.zoom);
  const obstacles = obstaclesOf(scene.drawables);
  for (const mark of m.sc) {
    const b = emptyBox();
    extend(b, mark.at, scR(mark.r) + 1);
    obstacles.hard.push(b);
  }
  // French pictures are labelled in the 2000 rulebook's abbreviations, as French orders are written;
  // the coasts of a province whose coast the phase names are labelled too (after the provinces).
  const labels = [...m.labels.map((lb) => labelIn(lb, lang)), ...coastLabels(prepared, lang)];
  // Labels of provinces with a unit have the fewest free places: they choose first.
  const byNeed = [...labels].sort((a, b) => Number(scene.unitSpots.has(b.province)) - Number(scene.unitSpots.has(a.province)));
  const { placed } = placeLabels(byNeed, crop, obstacles, scene.unitSpots, labelFs, sizes.R);
  const order = new Map(labels.map((lb, i) => [lb.id, i]));
  placed.sort((a, b) => order.get(a.label.id)! - order.get(b.label.id)!);
  for (const { label: lb, at } of placed) {
    const dim = step && stepProvs.size && !stepProvs.has(lb.province);
    labelNodes.push(el('text', { class: lb.cls, x: at[0], y: at[1], opacity: dim ? 0.55 : undefined }, [text(lb.text)]));
  }
  const owner = new Map<string, string>();
  const sc = input.supplyCenters;
  if (sc && typeof sc === 'object') {
    for (const [power, list] of Object.entries(sc)) for (const c of Array.isArray(list) ? list : []) owner.set(String(c), power);
  }
  const scNodes: INode[] = [];
  for (const mark of m.sc) {
    if (mark.at[0] < area.x0 || mark.at[0] > area.x1 || mark.at[1] < area.y0 || mark.at[1] > area.y1) continue;
    const own = mark.cls === 'sc' ? owner.get(mark.province) : undefined;
    // A home ring takes its power's colour only when that power is in the picture (its legend
    // entry explains the colour); the others are drawn grey.
    const homeOf = mark.cls.startsWith('home') ? mark.cls.split(' ')[1] : undefined;
    const inPlay = homeOf !== undefined && legendPowers.has(homeOf);
    scene.legend.add(homeOf ? 'home' : own ? 'centre-owned' : 'centre');
    scNodes.push(
      el('circle', {
        class: homeOf && !inPlay ? 'home' : mark.cls,
        cx: mark.at[0],
        cy: mark.at[1],
        r: scR(mark.r),
        fill: own ? powerColour(own) : undefined,
        stroke: homeOf && !inPlay ? GREY : undefined,
      }),
    );
  }

  // --- caption, legend, locator
  const x0 = crop.x0;
  const top = crop.y0 - headH;
  const chrome: INode[] = [];
  if (showCaption) {
    chrome.push(el('rect', { x: x0, y: top, width: cw, height: headH, fill: '#ffffff' }));
    chrome.push(plainText([x0 + pad, top + headH / 2], fitText(title, cw - 2 * pad, fs * 1.05), fs * 1.05, { 'dominant-baseline': 'central', 'font-weight': 700 }));
  }
  const bandY = crop.y1;
  // No locator when the crop is most of the board anyway.
  const showLocator = (opts?.crop === true || view !== undefined) && cw * ch < m.width * m.height * 0.6;
  const locW = showLocator ? Math.min(cw * 0.3, fs * 11) : 0;
  const legendX = x0 + pad + (showLocator ? locW + pad * 1.5 : 0);
  for (const k of scene.legend) if (MAP_KEYS.has(k)) legendKeys.add(k);
  const legend = legendBlock(legendKeys, legendPowers, lang, legendX, bandY + pad, x0 + cw - pad - legendX, fs);
  const loc = showLocator ? locator(crop, x0 + pad, bandY + pad, locW) : undefined;
  const offMapNodes: INode[] = [];
  let offY = bandY + pad + Math.max(legend.height, loc?.height ?? 0) + pad * 0.5;
  if (prepared.offMap.length) {
    const lineText = `? ${WORDS.offMap[lang]}${lang === 'fr' ? ' : ' : ': '}${prepared.offMap.join(' · ')}`;
    offMapNodes.push(plainText([x0 + pad, offY + fs * 0.6], fitText(lineText, cw - 2 * pad, fs), fs, { 'dominant-baseline': 'central', fill: '#555555' }));
    offY += fs * 1.6;
  }
  const bandH = offY - bandY + pad * 0.5;
  chrome.push(el('rect', { x: x0, y: bandY, width: cw, height: bandH, fill: '#ffffff' }));
  chrome.push(el('line', { x1: x0, y1: bandY, x2: x0 + cw, y2: bandY, stroke: '#6b6257', 'stroke-width': fs * 0.08 }));
  if (loc) chrome.push(loc.node);
  chrome.push(...legend.nodes, ...offMapNodes);

  // --- root
  // Also a CSS class: letters, digits, _ and -, starting with a letter.
  const asked = typeof opts?.idPrefix === 'string' ? opts.idPrefix.replace(/[^A-Za-z0-9_-]/g, '') : '';
  const prefix = /^[A-Za-z]/.test(asked) ? asked : `dm${asked}${hash(opts, stepIndex, lang)}`;
  const totalH = headH + ch + bandH;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `${fmt(x0)} ${fmt(top)} ${fmt(cw)} ${fmt(totalH)}`,
      width: fmt(cw),
      height: fmt(totalH),
      role: 'img',
      'aria-labelledby': `${prefix}-title ${prefix}-desc`,
      class: `dipmap ${prefix}`,
      'fill-rule': 'evenodd',
      lang,
      'data-step': stepIndex !== undefined ? String(stepIndex) : undefined,
    },
    [
      el('title', { id: `${prefix}-title` }, [text(title)]),
      el('desc', { id: `${prefix}-desc` }, [text(describe(prepared, lang, step))]),
      el('style', {}, [text(scopedStyle(m.style, labelFs, prefix))]),
      // Map and orders are clipped to the crop: a letterboxed picture must not show the map (or an
      // arrow) beyond its frame.
      el('clipPath', { id: `${prefix}-frame` }, [el('rect', { x: crop.x0, y: crop.y0, width: cw, height: ch })]),
      el('g', { class: 'map', 'clip-path': `url(#${prefix}-frame)` }, [...mapNodes, ...focusNodes, el('g', { class: 'sc' }, scNodes), el('g', { class: 'labels' }, labelNodes)]),
      el('g', { class: 'orders', 'clip-path': `url(#${prefix}-frame)` }, overlay),
      el('g', { class: 'chrome' }, chrome),
    ],
  );
}

/** The provinces a step's dislodged units may retreat to (the step also lifts the attacker's). */
function retreatOptions(output: PhaseOutput | undefined, stepProvs: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const d of Array.isArray(output?.dislodged) ? output!.dislodged : []) {
    if (!d || typeof d.loc !== 'string' || !stepProvs.has(d.loc.split('/')[0])) continue;
    for (const r of Array.isArray(d.retreats) ? d.retreats : []) if (stepProvs.has(String(r).split('/')[0])) out.add(String(r).split('/')[0]);
  }
  return out;
}

/** Legend entries for the map itself, added while drawing it (the others come with the drawings). */
const MAP_KEYS = new Set<LegendKey>(['centre', 'centre-owned', 'home', 'strait', 'impassable', 'closed', 'retreat-option', 'focus']);

/** A province's label in the picture's language: in French, the 2000 rulebook's abbreviation as it prints it ("Var", "MTy"), when it has one. */
function labelIn(lb: LabelNode, lang: Lang): LabelNode {
  if (lang !== 'fr') return lb;
  const abbr = nameIndexOf(gameMap() as unknown as GameMap<string>)?.abbreviation2000(lb.province);
  return abbr ? { ...lb, text: abbr } : lb;
}

const COAST_LABEL: Readonly<Record<string, Record<Lang, string>>> = {
  nc: { en: 'NC', fr: 'CN' },
  sc: { en: 'SC', fr: 'CS' },
  ec: { en: 'EC', fr: 'CE' },
};

/**
 * Labels for the coasts of each province whose coast the phase names (a unit on it, an order to or
 * about it): every coast of that province, at its fleet anchor, so the two ends of Spain read as
 * its north and south coasts (DATC 6.B.4).
 */
function coastLabels(p: Prepared, lang: Lang): LabelNode[] {
  const named = new Set<string>();
  const note = (loc: string | undefined) => loc?.includes('/') && named.add(loc.split('/')[0]);
  for (const u of p.units) note(u.loc);
  for (const o of p.orders) {
    const ord = o.order;
    if (!ord) continue;
    if ('unit' in ord) note(ord.unit.loc);
    if (ord.kind === 'move' || ord.kind === 'retreat') note(ord.to);
    if (ord.kind === 'support' || ord.kind === 'convoy') {
      note(ord.target.loc);
      if (ord.to) note(ord.to);
    }
  }
  for (const d of Array.isArray(p.ri.output?.dislodged) ? p.ri.output!.dislodged : []) for (const r of Array.isArray(d?.retreats) ? d.retreats : []) note(String(r));
  const out: LabelNode[] = [];
  for (const prov of named) {
    for (const [loc, at] of Object.entries(baseMap().anchors[prov]?.coasts ?? {})) {
      const coast = COAST_LABEL[loc.split('/')[1]];
      if (coast) out.push({ id: `coast-${loc.replace('/', '-')}`, province: prov, cls: 'label coast-label', at, text: coast[lang] });
    }
  }
  return out;
}

/** The provinces the phase's game closes (the 1914 game's neutral Italy), none when it closes none. */
function closedProvinces(input: PhaseInput): ReadonlySet<string> {
  try {
    // The phase's plug-in (loaded by the page before it draws), not the variants' data: that would
    // bring the variant schemas (zod) and every variant's data into the desk's script.
    return variantGameOf(input)?.closed ?? new Set();
  } catch {
    // A phase the renderer cannot place in a game (bad input, or the desk before it loads the variants).
    return new Set();
  }
}

function isLit(d: Drawable, orders: Set<number>, provs: Set<string>): boolean {
  if (d.orders.some((i) => orders.has(i))) return true;
  if (d.layer === 'units' || d.orders.length === 0) return d.provinces.some((p) => provs.has(p));
  return false;
}

/**
 * The base map's style, scoped to our root class so an inline SVG does not restyle the page. The
 * label size differs between pictures, so that rule is scoped to this picture's own class.
 */
function scopedStyle(base: string, labelFs: number, prefix: string): string {
  const rules = base
    .split('}')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => {
      const [sel, body] = r.split('{');
      const scoped = sel
        .split(',')
        .map((x) => `.dipmap ${x.trim()}`)
        .join(',');
      return `${scoped}{${body}}`;
    });
  const vars = Object.entries(POWER_COLOURS)
    .map(([p, c]) => `--power-${p}:${c}`)
    .join(';');
  rules.unshift(`.dipmap{${vars}}`);
  // Two classes: the base rule (.dipmap .label) of a picture later on the page must not win.
  rules.push(`.dipmap.${prefix} .label{font-size:${fmt(labelFs)}px;paint-order:stroke;stroke:#fff;stroke-width:${fmt(labelFs * 0.28)}px;stroke-opacity:.75;stroke-linejoin:round}`);
  rules.push('.dipmap .province{stroke-width:.8}');
  rules.push(`.dipmap text{font-family:${FONT}}`, '.dipmap .c{text-anchor:middle;dominant-baseline:central}');
  return rules.join('\n');
}

function titleText(input: PhaseInput, lang: Lang, step: ExplanationStep | undefined, k: number | undefined, n: number): string {
  const base = phaseName(input?.phase, lang);
  if (!step || k === undefined) return base;
  const t = typeof step.title === 'object' && step.title ? String(step.title[lang] ?? step.title.en ?? '') : '';
  // French sets a space before its colons (the downloaded pictures show this caption).
  return `${base} — ${WORDS.step[lang]} ${k + 1} ${WORDS.of[lang]} ${n}${t ? `${lang === 'fr' ? ' : ' : ': '}${upperIds(t)}` : ''}`;
}

/** Province ids written as on the map's labels: "Who enters sil?" -> "Who enters SIL?". */
function upperIds(t: string): string {
  const anchors = baseMap().anchors;
  return t.replace(/\b([a-z]{3})(\/[nse]c)?\b/g, (w, id: string, coast?: string) => (anchors[id] ? id.toUpperCase() + (coast ?? '') : w));
}

/** A text description of the picture for screen readers: units, orders with results, step. */
function describe(p: Prepared, lang: Lang, step: ExplanationStep | undefined): string {
  const parts: string[] = [];
  // French sets a space before its colons.
  const colon = lang === 'fr' ? ' : ' : ': ';
  const byPower = new Map<string, string[]>();
  for (const u of p.units) {
    if (u.look === 'ghost') continue;
    const list = byPower.get(u.power) ?? [];
    list.push(`${u.type} ${u.loc}${u.look === 'dislodged' ? ` (${WORDS.dislodgedUnits[lang].toLowerCase()})` : ''}`);
    byPower.set(u.power, list);
  }
  const semi = lang === 'fr' ? ' ; ' : '; ';
  if (byPower.size) parts.push(`${WORDS.units[lang]}${colon}${[...byPower].map(([pw, l]) => `${powerName(pw, lang)} ${l.join(', ')}`).join(semi)}.`);
  if (p.orders.length) {
    const list = p.orders.map((o) => {
      const r = o.result ? ` (${RESULT_TEXT[o.result]?.[lang] ?? o.result})` : '';
      const bad = o.parseError ? ` (${WORDS.unreadable[lang]})` : '';
      return `${powerName(o.power, lang)}${colon}${o.text}${r}${bad}`;
    });
    parts.push(`${WORDS.orders[lang]}${colon}${list.join(semi)}.`);
  }
  if (p.contested.length) parts.push(`${WORDS.standoffs[lang]}${colon}${p.contested.join(', ')}.`);
  const adj = p.ri.output?.adjustments;
  if (Array.isArray(adj) && adj.length) {
    parts.push(
      `${WORDS.adjustments[lang]}${colon}${adj
        .map((a) => `${powerName(a.power, lang)} ${a.action === 'build' ? WORDS.build[lang] : WORDS.remove[lang]} ${a.type} ${a.loc}${a.default ? ` ${WORDS.byDefault[lang]}` : ''}`)
        .join('; ')}.`,
    );
  }
  if (p.offMap.length) parts.push(`${WORDS.offMap[lang]}${colon}${p.offMap.join(', ')}.`);
  if (step && typeof step.text === 'object' && step.text) parts.push(String(step.text[lang] ?? step.text.en ?? ''));
  return parts.join(' ') || WORDS.map[lang];
}

/** Shorten a one-line text to fit a width (rough metrics), with an ellipsis. */
function fitText(s: string, width: number, size: number): string {
  if (textWidth(s, size) <= width) return s;
  let t = s;
  while (t.length > 1 && textWidth(t + '…', size) > width) t = t.slice(0, -1);
  return t + '…';
}

function hash(opts: RenderOptions, step: number | undefined, lang: string): string {
  let src = '';
  try {
    src = JSON.stringify([opts?.input?.phase, opts?.input?.orders, opts?.input?.units, step, lang, opts?.crop, opts?.cropToStep, opts?.view]) ?? '';
  } catch {
    src = String(Math.random());
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < src.length; i++) {
    h ^= src.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

function fallbackTree(lang: Lang, e: unknown): INode {
  const msg = e instanceof Error ? e.message : String(e);
  const title = lang === 'fr' ? 'Carte impossible à dessiner' : 'The map could not be drawn';
  const node = el('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 600 120', width: 600, height: 120, role: 'img', 'aria-label': title, 'font-family': FONT }, [
    el('title', {}, [text(title)]),
    el('desc', {}, [text(msg)]),
    el('rect', { width: 600, height: 120, fill: '#f4f1ea', stroke: '#6b6257' }),
    plainText([20, 50], `? ${title}`, 22, { 'font-weight': 700 }),
    plainText([20, 85], msg.slice(0, 90), 14, { fill: '#555555' }),
  ]);
  return node;
}
