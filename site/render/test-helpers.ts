// Shared by the renderer's tests: every case's phases run through the engine, and small queries
// over the rendered SVG tree.

import path from 'node:path';
import { Parser } from 'htmlparser2';
import { parseSync, type INode } from 'svgson';
import { adjudicate, adjudicateWithDetail, type AdjudicationDetail } from '../../engine/index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../../engine/casebook/index.js';
import type { PhaseInput } from '../../engine/protocol/index.js';
import type { Box } from './geometry.js';
import { textWidth } from './glyphs.js';
import { extentOf } from './labels.js';

export interface CasePhaseRun {
  caseId: string;
  file: string;
  phase: number;
  input: PhaseInput;
  detail: AdjudicationDetail;
}

let cache: CasePhaseRun[] | undefined;

/** Every phase of every loadable case under cases/ (fixtures of bad files are not cases). */
export function allCasePhases(): CasePhaseRun[] {
  if (cache) return cache;
  cache = [];
  for (const abs of findCaseFiles()) {
    const l = loadCaseFile(abs);
    if (!l.ok) continue;
    const c = l.loaded.data;
    runPhases(c, c.ruleset, adjudicate).forEach((run, phase) => {
      if (!run.input) return;
      cache!.push({ caseId: c.id, file: path.basename(abs), phase, input: run.input, detail: adjudicateWithDetail(run.input) });
    });
  }
  return cache;
}

export function casePhase(id: string, phase = 0): CasePhaseRun {
  const hit = allCasePhases().find((r) => r.caseId === id && r.phase === phase);
  if (!hit) throw new Error(`no case ${id} phase ${phase}`);
  return hit;
}

/**
 * An SVG read into the tree svgson's parseSync gives: the same nodes with the same keys, attribute
 * values and texts as written (entities not decoded), texts of white space only left out. Read by
 * htmlparser2 rather than svgson's reader, a state machine called once per character, which took a
 * quarter of render.test's CPU (#27); checked equal to parseSync's tree (as JSON) on every SVG the
 * renderer's tests read. Anything but one <svg> element is left to svgson, errors and all.
 * htmlparser2 forgives what svgson's reader refused, and what a browser refuses as an image (an
 * element left open, a stray closing tag, a bare "<" in a text, an attribute written twice), so
 * those are refused here (notWellFormed): the render tests' "well-formed" still means it.
 */
export function parse(svg: string): INode {
  const top = svgNode('root');
  const open: SvgNode[] = [top];
  let text = '';
  let closings = 0;
  let named = new Set<string>();
  const refuse = (why: string): never => {
    throw new Error(`not well-formed SVG: ${why}`);
  };
  // svgson's reader keeps a text only if it has more than white space, and as one piece.
  const endText = () => {
    if (text.includes('<')) refuse(`a bare "<" in the text ${JSON.stringify(text.slice(0, 60))}`);
    if (text.trim()) open[open.length - 1].children.push(svgNode('', 'text', text));
    text = '';
  };
  const reader = new Parser(
    {
      onopentagname() {
        named = new Set();
      },
      onattribute(name) {
        if (named.has(name)) refuse(`the attribute ${name} written twice`);
        named.add(name);
      },
      onopentag(name, attributes) {
        endText();
        const node = svgNode(name);
        Object.assign(node.attributes, attributes);
        open[open.length - 1].children.push(node);
        open.push(node);
      },
      onclosetag(name, implied) {
        endText();
        // An implied closing is a self-closing tag ("<g/>"), or an element some other tag closed.
        if (!implied) closings++;
        else if (!svg.slice(reader.startIndex, reader.endIndex + 1).endsWith('/>')) refuse(`<${name}> is never closed`);
        open.pop();
      },
      ontext(piece) {
        text += piece;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  reader.end(svg);
  endText();
  // A closing tag that closes nothing is passed over without a call: count them all.
  if (svg.split('</').length - 1 !== closings) refuse('a closing tag that closes no open element');
  const [only] = top.children;
  return top.children.length === 1 && only.name === 'svg' ? only : parseSync(svg);
}

/** A node as svgson's reader makes it, keys in its order (a tree's JSON is then svgson's). */
type SvgNode = INode & { parent: null; children: SvgNode[] };
const svgNode = (name: string, type = 'element', value = ''): SvgNode => ({ name, type, value, parent: null, attributes: {}, children: [] });

export function walk(n: INode, visit: (n: INode, ancestors: INode[]) => void, ancestors: INode[] = []): void {
  visit(n, ancestors);
  for (const c of n.children) walk(c, visit, [...ancestors, n]);
}

/** The nodes under `root` (itself included) that `pred` accepts, in document order. */
export function findAll(root: INode, pred: (n: INode) => boolean, out: INode[] = []): INode[] {
  // Not through walk(): it copies the ancestors' list at every node, which no search here reads
  // (render.test searches each of its some 1,500 pictures a few dozen times).
  if (pred(root)) out.push(root);
  for (const c of root.children) findAll(c, pred, out);
  return out;
}

export const hasClass = (n: INode, cls: string): boolean => (n.attributes.class ?? '').split(/\s+/).includes(cls);

/** The groups drawn for one order (data-order lists the input indices). */
export function orderGroups(root: INode, i: number): INode[] {
  return findAll(root, (n) => n.name === 'g' && (n.attributes['data-order'] ?? '').split(' ').includes(String(i)));
}

export function textContent(n: INode): string {
  return n.type === 'text' ? n.value : n.children.map(textContent).join('');
}

// ---------------------------------------------------------------------------------------------
// What a picture draws, read back from its SVG, for the legend and collision checks.

const KIND_KEYS: Record<string, string> = {
  move: 'move',
  'move convoyed': 'convoy',
  retreat: 'retreat',
  'convoy-route': 'convoy-alt',
  'convoy-route broken': 'convoy-broken',
  'convoy-broken': 'convoy-broken',
  failed: 'move-failed',
  'support-move': 'support-move',
  'support-hold': 'support-hold',
  cut: 'support-cut',
  convoy: 'convoy',
  hold: 'hold',
  implied: 'implied',
  void: 'illegal',
  unknown: 'unknown',
  standoff: 'standoff',
};

/** The frame of the map part (the clip rectangle). */
export function frameOf(root: INode): { x0: number; y0: number; x1: number; y1: number } {
  const r = findAll(root, (n) => n.name === 'clipPath')[0].children[0].attributes;
  return { x0: Number(r.x), y0: Number(r.y), x1: Number(r.x) + Number(r.width), y1: Number(r.y) + Number(r.height) };
}

/**
 * The symbols drawn on the map, each as the legend key that must explain it ("a|b" when either
 * entry explains it), read from the SVG's classes, shapes and colours.
 */
export function symbolsDrawn(root: INode, powerColours: Record<string, string>): Set<string> {
  const out = new Set<string>();
  const byColour = new Map(Object.entries(powerColours).map(([p, c]) => [c.toLowerCase(), p]));
  const orders = findAll(root, (n) => hasClass(n, 'orders'))[0];
  for (const layer of orders?.children ?? []) {
    for (const g of layer.children) {
      const cls = g.attributes.class ?? '';
      if (KIND_KEYS[cls]) out.add(KIND_KEYS[cls]);
      if (cls !== 'unit') continue;
      const glyph = g.children.find((c) => c.name === 'g' && (c.attributes.transform ?? '').startsWith('translate'));
      const shape = glyph?.children[0];
      if (shape?.name === 'circle') out.add('army');
      else if (shape?.name === 'path') out.add('fleet');
      else if (shape) out.add('unknown');
      const power = byColour.get((shape?.attributes.fill ?? '').toLowerCase());
      if (power && shape?.attributes['stroke-dasharray'] === undefined) out.add(`power-${power}`);
      else if (power && findAll(g, (n) => hasClass(n, 'mark-dislodged')).length) out.add(`power-${power}`);
      const has = (c: string) => findAll(g, (n) => hasClass(n, c)).length > 0;
      if (has('mark-dislodged')) out.add(has('mark-failed') ? 'no-retreat' : 'dislodged|no-retreat');
      else if (has('mark-failed')) out.add('disband|remove');
      if (has('mark-built')) out.add('build');
      if (has('mark-removed')) out.add('remove');
    }
  }
  const frame = frameOf(root);
  const inFrame = (x: number, y: number) => x >= frame.x0 && x <= frame.x1 && y >= frame.y0 && y <= frame.y1;
  for (const c of findAll(root, (n) => n.name === 'circle' && (hasClass(n, 'sc') || hasClass(n, 'home')))) {
    if (!inFrame(Number(c.attributes.cx), Number(c.attributes.cy))) continue;
    out.add(hasClass(c, 'home') ? 'home' : c.attributes.fill ? 'centre-owned' : 'centre');
  }
  for (const p of findAll(root, (n) => n.name === 'path' && hasClass(n, 'strait'))) {
    const [x, y] = (p.attributes.d.match(/-?[\d.]+/g) ?? []).map(Number);
    if (inFrame(x, y)) out.add('strait');
  }
  if (findAll(root, (n) => n.attributes['data-option'] !== undefined).length) out.add('retreat-option');
  // Hatching: drawn in the frame, it needs its entry (impassable, or closed by the game).
  for (const g of findAll(root, (n) => n.name === 'g' && hasClass(n, 'hatch'))) {
    const b = extentOf(g);
    if (b.x1 > frame.x0 && b.x0 < frame.x1 && b.y1 > frame.y0 && b.y0 < frame.y1) out.add(hasClass(g, 'closed') ? 'closed' : 'impassable');
  }
  if (findAll(root, (n) => n.attributes['data-focus'] !== undefined).length) out.add('focus');
  return out;
}

/** Symbols drawn that no legend entry explains. */
export function legendGaps(root: INode, powerColours: Record<string, string>): string[] {
  const keys = new Set(findAll(root, (n) => hasClass(n, 'legend-entry')).map((n) => n.attributes['data-key']));
  return [...symbolsDrawn(root, powerColours)].filter((s) => !s.split('|').some((k) => keys.has(k)));
}

/** Province labels of a picture as boxes (font size from the picture's own style rule). */
export function labelBoxes(root: INode): { text: string; box: Box }[] {
  const prefix = (root.attributes.class ?? '').split(' ')[1];
  const style = textContent(findAll(root, (n) => n.name === 'style')[0]);
  const fs = Number(new RegExp(`\\.${prefix} \\.label\\{font-size:([\\d.]+)px`).exec(style)?.[1]);
  const labels = findAll(root, (n) => n.name === 'text' && hasClass(n, 'label'));
  return labels.map((n) => {
    const t = textContent(n);
    const x = Number(n.attributes.x);
    const y = Number(n.attributes.y);
    const w = textWidth(t, fs) / 2;
    return { text: t, box: { x0: x - w, y0: y - fs / 2, x1: x + w, y1: y + fs / 2 } };
  });
}

/** Unit tokens as boxes. */
export function unitBoxes(root: INode): { province: string; box: Box }[] {
  return findAll(root, (n) => n.name === 'g' && hasClass(n, 'unit')).flatMap((g) => {
    const glyph = g.children.find((c) => c.name === 'g' && (c.attributes.transform ?? '').startsWith('translate'));
    return glyph ? [{ province: g.attributes['data-province'], box: extentOf(glyph) }] : [];
  });
}

/** Arrowheads and support dots of the orders' drawing (class "head"), as boxes. */
export function headBoxes(root: INode): { orders: string; box: Box }[] {
  const orders = findAll(root, (n) => hasClass(n, 'orders'))[0];
  if (!orders) return [];
  const out: { orders: string; box: Box }[] = [];
  walk(orders, (n, ancestors) => {
    if (!hasClass(n, 'head')) return;
    const owner = [...ancestors].reverse().find((a) => a.attributes['data-order'] !== undefined);
    out.push({ orders: owner?.attributes['data-order'] ?? '?', box: extentOf(n) });
  });
  return out;
}

/** Chips ("illegal", "void", "?") as boxes: their white rectangle. */
export function chipBoxes(root: INode): { text: string; box: Box }[] {
  return findAll(root, (n) => n.name === 'g' && hasClass(n, 'chip')).map((g) => ({ text: textContent(g), box: extentOf(g) }));
}

/**
 * Labels and chips over a unit token, an arrowhead, another label or another chip (boxes
 * overlapping by more than half a map unit).
 */
export function labelCollisions(root: INode): string[] {
  const over = (a: Box, b: Box) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
  const labels = labelBoxes(root);
  const chips = chipBoxes(root);
  const units = unitBoxes(root);
  const heads = headBoxes(root);
  const out: string[] = [];
  const things = [...labels.map((l) => ({ what: `label ${l.text}`, box: l.box })), ...chips.map((c) => ({ what: `chip "${c.text}"`, box: c.box }))];
  things.forEach((l, i) => {
    for (const u of units) if (over(l.box, u.box)) out.push(`${l.what} over the unit in ${u.province}`);
    for (const h of heads) if (over(l.box, h.box)) out.push(`${l.what} over the arrowhead of order ${h.orders}`);
    for (const m of things.slice(i + 1)) if (over(l.box, m.box)) out.push(`${l.what} over ${m.what}`);
  });
  return out;
}
