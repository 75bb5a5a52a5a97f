// The resolution of a movement phase drawn as a graph: each order a node (in the notation the page
// shows it), an edge for each thing one order did to another (supports, convoys, cuts, the attacks
// that prevent a move or dislodge a unit), each node's result as a colour, a glyph and a word, and a
// loop of decisions (a convoy paradox, a ring of moves) drawn as a ring of amber arrows round its
// orders. Laid out by dagre (@dagrejs/dagre, MIT): one layered layout per group of orders that act
// on one another, the groups packed in rows. The same function draws the case pages (at build time,
// no script) and the desk's ruling.
//
// The data is the engine's language-free resolution (engine/adjudicate/resolution-graph.ts); the
// words here are the picture's own (legend, result words), in English and French.

import dagre from '@dagrejs/dagre';
import type { INode } from 'svgson';
import type { PhaseOutput, ResolutionGraphJson } from '../../engine/protocol/index.js';
import { FONT, textWidth } from './glyphs.js';
import { RESULT_TEXT, type Lang } from './i18n.js';
import { powerColour } from './palette.js';
import { el, fmt, text, toText } from './svg-node.js';

export type GraphEdgeKind = ResolutionGraphJson['edges'][number]['kind'] | 'loop';
export type LoopKind = ResolutionGraphJson['loops'][number]['kind'];
type Look = 'success' | 'failure' | 'void';

export interface GraphNode {
  id: number;
  /** Input order indices drawn in this node (one, or none for a unit without an order). */
  orders: number[];
  power: string;
  /** The label, wrapped. */
  lines: string[];
  result: string;
  look: Look;
  dislodged: boolean;
  /** The kinds of the loops the node's order lies on. */
  loops: LoopKind[];
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Point {
  x: number;
  y: number;
}

export interface GraphEdge {
  from: number;
  to: number;
  kind: GraphEdgeKind;
  effective: boolean;
  loop?: LoopKind;
  points: Point[];
}

export interface GraphDrawing {
  nodes: GraphNode[];
  edges: GraphEdge[];
  loops: LoopKind[];
  width: number;
  height: number;
}

export interface GraphSource {
  graph: ResolutionGraphJson;
  output: PhaseOutput;
  /** Input order k as the page's order column shows it. */
  orderText: (k: number) => string;
  /** A unit that had no order ("A mun"), as the page names it. */
  unitText: (unit: string) => string;
}

export const FS = 14;
const LINE = FS * 1.3;
export const PAD_X = 10;
const PAD_Y = 7;
export const STRIPE = 6;
const MAX_CHARS = 26;
/** Groups are packed in rows no wider than this (or the widest group). */
const ROW_WIDTH = 560;
const GAP = 24;
const MIN_WIDTH = 420;
const MARGIN = 12;
/** The amber halo round a node on a loop reaches this far out of its box. */
const HALO = 5;

/** The glyphs' width estimate is for regular text: labels are semi-bold, and a box must hold them. */
export const measure = (label: string, size: number) => textWidth(label, size) * 1.25;

const SUCCESS = new Set(['succeeds', 'given', 'available', 'holds']);
const VOID = new Set(['illegal', 'invalid', 'superseded']);
const lookOf = (result: string): Look => (SUCCESS.has(result) ? 'success' : VOID.has(result) ? 'void' : 'failure');

const LOOKS: Record<Look, { fill: string; stroke: string; dash?: string; glyph: string }> = {
  success: { fill: '#e4f2e4', stroke: '#2e6b34', glyph: '✓' },
  failure: { fill: '#fbe4dc', stroke: '#a3301a', dash: '6 3', glyph: '✕' },
  void: { fill: '#eeeeee', stroke: '#666666', dash: '2 3', glyph: '⊘' },
};

const EDGE_LOOKS: Record<GraphEdgeKind, { stroke: string; dash?: string; width: number; head: 'arrow' | 'bar' }> = {
  support: { stroke: '#2e6b34', dash: '7 4', width: 2, head: 'arrow' },
  convoy: { stroke: '#1d5ea8', dash: '10 3 2 3', width: 2, head: 'arrow' },
  cut: { stroke: '#a3301a', width: 2, head: 'bar' },
  prevent: { stroke: '#8a5a00', width: 2, head: 'bar' },
  hold: { stroke: '#555555', width: 2, head: 'bar' },
  dislodge: { stroke: '#7a0019', width: 3.5, head: 'arrow' },
  loop: { stroke: '#d97706', dash: '3 3', width: 2.5, head: 'arrow' },
};

export const GRAPH_WORDS = {
  title: { en: 'The resolution as a graph', fr: 'La résolution en graphe' },
  dislodged: { en: 'dislodged', fr: 'délogée' },
  noOrder: { en: 'no order', fr: "pas d'ordre" },
  tookEffect: { en: 'took effect', fr: 'a pris effet' },
  noEffect: { en: 'did not take effect', fr: "n'a pas pris effet" },
  noEffectLegend: { en: 'Faded: did not take effect', fr: "Pâle : n'a pas pris effet" },
} as const;

/**
 * The words around the picture (heading, note, the text alternative's table, phases without a graph),
 * here rather than in the site's table so that the desk loads them with the graph's chunk only.
 */
export const GRAPH_UI = {
  resolutionGraph: { en: 'The resolution as a graph', fr: 'La résolution en graphe' },
  resolutionGraphText: {
    en: 'Each order is a box, coloured, marked and worded by its result; each arrow is what one order did to another. A ring of amber arrows is a loop of orders whose results hang on one another.',
    fr: "Chaque ordre est une case, colorée, marquée et libellée selon son résultat ; chaque flèche dit ce qu'un ordre a fait à un autre. Un anneau de flèches ambre est une boucle d'ordres dont les résultats dépendent les uns des autres.",
  },
  resolutionGraphWords: { en: 'The graph in words', fr: 'Le graphe en mots' },
  resolutionGraphNoEdge: { en: 'No order acted on another: each was decided on its own.', fr: "Aucun ordre n'a agi sur un autre : chacun a été tranché seul." },
  graphFrom: { en: 'From', fr: 'De' },
  graphWhat: { en: 'What it did', fr: "Ce qu'il a fait" },
  graphTo: { en: 'To', fr: 'À' },
  graphEffect: { en: 'Effect', fr: 'Effet' },
  graphRetreat: {
    en: 'A retreat phase has no resolution graph: a retreat is neither supported nor convoyed, and retreats act on one another only when two go to one province, where both fail (the results say so).',
    fr: "Une phase de retraite n'a pas de graphe de résolution : une retraite n'est ni soutenue ni convoyée, et deux retraites n'agissent l'une sur l'autre que vers une même province, où toutes deux échouent (les résultats le disent).",
  },
  graphAdjustment: {
    en: 'An adjustment phase has no resolution graph: builds and removals do not act on one another.',
    fr: "Une phase d'ajustement n'a pas de graphe de résolution : les constructions et les démobilisations n'agissent pas les unes sur les autres.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** What each edge says, from its first node to its second (the text alternative's middle column and the legend). */
export const EDGE_WORDS: Record<GraphEdgeKind, Record<Lang, string>> = {
  support: { en: 'supports', fr: 'soutient' },
  convoy: { en: 'convoys', fr: 'convoie' },
  cut: { en: 'cuts the support of', fr: 'coupe le soutien de' },
  prevent: { en: 'prevents the move of', fr: 'empêche le mouvement de' },
  hold: { en: 'holds off the move of', fr: 'repousse le mouvement de' },
  dislodge: { en: 'dislodges', fr: 'déloge' },
  loop: { en: 'bears on (loop)', fr: 'pèse sur (boucle)' },
};

export const LOOP_WORDS: Record<LoopKind, Record<Lang, string>> = {
  paradox: { en: 'Convoy paradox: the loop of orders the backup rule settles', fr: 'Paradoxe du convoi, la boucle que tranche la règle de secours' },
  circular: { en: 'Circular movement: each move succeeds only if the next does', fr: 'Mouvement circulaire, chacun ne réussit que si le suivant réussit' },
  convoyRule: { en: 'A loop the convoy rule keeps from forming', fr: 'Une boucle que la règle du convoi empêche' },
  consistent: { en: 'A loop of orders with one consistent outcome', fr: "Une boucle d'ordres à une seule issue cohérente" },
};

/** A loop's kind in a few words (the text alternative's last column). */
export const LOOP_NAMES: Record<LoopKind, Record<Lang, string>> = {
  paradox: { en: 'convoy paradox', fr: 'paradoxe du convoi' },
  circular: { en: 'circular movement', fr: 'mouvement circulaire' },
  convoyRule: { en: 'loop kept from forming by the convoy rule', fr: 'boucle que la règle du convoi empêche' },
  consistent: { en: 'loop with one consistent outcome', fr: 'boucle à une seule issue cohérente' },
};

const LOOK_WORDS: Record<Look, Record<Lang, string>> = {
  success: { en: 'Succeeds, given, holds', fr: 'Réussit, donné, tient' },
  failure: { en: 'Fails, cut, disrupted', fr: 'Échoue, coupé, rompu' },
  void: { en: 'Illegal or void', fr: 'Illégal ou nul' },
};

/** Words of a label, greedily in lines of at most `chars` characters. */
function wrap(label: string, chars = MAX_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [label];
}

const unitKey = (u: string | undefined) => (u ?? '').toLowerCase().split('/')[0];

/**
 * The nodes: one per unit on the board, showing the order it carried out (or its first order, when
 * none was carried out; or "no order"), and one per remaining order (an order for no unit, a second
 * order for a unit), so that every order of the phase has its node.
 */
function nodesOf(src: GraphSource, lang: Lang, chars = MAX_CHARS): { nodes: Omit<GraphNode, 'x' | 'y'>[]; ofGraphNode: number[] } {
  const { graph, output } = src;
  const placed = new Set<number>();
  const nodes: Omit<GraphNode, 'x' | 'y'>[] = [];
  const ofGraphNode: number[] = [];
  graph.nodes.forEach((n, i) => {
    let k = n.order;
    if (k < 0) k = output.orders.findIndex((o, j) => !placed.has(j) && unitKey(o.unit) === unitKey(n.unit) && o.power === n.power);
    if (k >= 0) placed.add(k);
    const result = k >= 0 ? output.orders[k].result : n.result;
    const label = k >= 0 ? src.orderText(k) : `${src.unitText(n.unit)} (${GRAPH_WORDS.noOrder[lang]})`;
    ofGraphNode[i] = nodes.length;
    nodes.push(sized({ id: nodes.length, orders: k >= 0 ? [k] : [], power: n.power, lines: wrap(label, chars), result, look: lookOf(result), dislodged: n.dislodged, loops: [] }, lang));
  });
  output.orders.forEach((o, k) => {
    if (placed.has(k)) return;
    nodes.push(sized({ id: nodes.length, orders: [k], power: o.power, lines: wrap(src.orderText(k), chars), result: o.result, look: lookOf(o.result), dislodged: false, loops: [] }, lang));
  });
  return { nodes, ofGraphNode };
}

export function resultLine(n: Pick<GraphNode, 'result' | 'look' | 'dislodged'>, lang: Lang): string {
  const word = RESULT_TEXT[n.result]?.[lang] ?? n.result;
  return `${LOOKS[n.look].glyph} ${word}${n.dislodged ? ` · ✸ ${GRAPH_WORDS.dislodged[lang]}` : ''}`;
}

function sized(n: Omit<GraphNode, 'x' | 'y' | 'w' | 'h'>, lang: Lang): Omit<GraphNode, 'x' | 'y'> {
  const widest = Math.max(...n.lines.map((l) => measure(l, FS)), measure(resultLine(n, lang), FS * 0.9));
  return { ...n, w: Math.ceil(widest + 2 * PAD_X + STRIPE), h: Math.ceil((n.lines.length + 1) * LINE + 2 * PAD_Y) };
}

/** The nodes, sized with labels wrapped at `chars`, the edges between them, and each node's loops. */
function prepared(src: GraphSource, lang: Lang, chars = MAX_CHARS) {
  const { nodes: bare, ofGraphNode } = nodesOf(src, lang, chars);
  const edges: Omit<GraphEdge, 'points'>[] = src.graph.edges.map((e) => ({ from: ofGraphNode[e.from], to: ofGraphNode[e.to], kind: e.kind, effective: e.effective }));
  const loopsOfNode = new Map<number, LoopKind[]>();
  for (const loop of src.graph.loops) {
    const ring = loop.units.map((u) => ofGraphNode[u]).filter((x) => x !== undefined);
    for (const x of ring) loopsOfNode.set(x, [...(loopsOfNode.get(x) ?? []), loop.kind]);
    // Each unit's result depends on the next one's (the last one's on the first): the arrows run the
    // other way, from what bears on a result to it, as the other edges do.
    if (ring.length > 1) ring.forEach((x, i) => edges.push({ from: ring[(i + 1) % ring.length], to: x, kind: 'loop', effective: true, loop: loop.kind }));
  }
  return { bare, edges, loopsOfNode };
}

/** Lays the graph out: nodes placed, edges routed. */
export function layoutResolution(src: GraphSource, lang: Lang): GraphDrawing {
  const { bare, edges, loopsOfNode } = prepared(src, lang);
  const groups = groupsOf(bare.length, edges);
  const placed: GraphNode[] = [];
  const routed: GraphEdge[] = [];
  const boxes = groups.map((members) => layoutGroup(members, bare, edges));
  // Shelf packing: groups in reading order, left to right, a new row when the next does not fit.
  const rowWidth = Math.max(ROW_WIDTH, ...boxes.map((b) => b.width));
  let x = 0;
  let y = 0;
  let rowH = 0;
  let width = 0;
  for (const b of boxes) {
    if (x > 0 && x + b.width > rowWidth) {
      x = 0;
      y += rowH + GAP;
      rowH = 0;
    }
    for (const n of b.nodes) placed.push({ ...n, x: n.x + x + MARGIN, y: n.y + y + MARGIN, loops: loopsOfNode.get(n.id) ?? [] });
    for (const e of b.edges) routed.push({ ...e, points: e.points.map((p) => ({ x: p.x + x + MARGIN, y: p.y + y + MARGIN })) });
    width = Math.max(width, x + b.width);
    x += b.width + GAP;
    rowH = Math.max(rowH, b.height);
  }
  placed.sort((a, b) => a.id - b.id);
  const loops = [...new Set(src.graph.loops.map((l) => l.kind))];
  // Never narrower than the legend's longest entry needs.
  return { nodes: placed, edges: routed, loops, width: Math.max(MIN_WIDTH, width + 2 * MARGIN), height: y + rowH + 2 * MARGIN };
}

/** The widest the phone's drawing may be: a 390 px screen's column, at full size (its text at 12.6 px and more). */
export const NARROW_WIDTH = 350;
/** Space between two nodes of the phone's drawing (their amber halos included) and between two arcs. */
const NARROW_GAP = 16;
const LANE = 7;

/**
 * The phone's drawing: the orders one under another, in the order of the layered layout read top to
 * bottom (each group in turn), every edge an arc on their right from one box to the other, arcs that
 * overlap on separate lanes. It fits NARROW_WIDTH, labels wrapped shorter when the arcs need room.
 */
export function layoutNarrow(src: GraphSource, lang: Lang): GraphDrawing {
  let d = narrowAt(src, lang, 22);
  for (const chars of [18, 15, 12]) if (d.width > NARROW_WIDTH) d = narrowAt(src, lang, chars);
  return d;
}

function narrowAt(src: GraphSource, lang: Lang, chars: number): GraphDrawing {
  const { bare, edges, loopsOfNode } = prepared(src, lang, chars);
  const order = groupsOf(bare.length, edges).flatMap((members) =>
    [...layoutGroup(members, bare, edges).nodes].sort((a, b) => a.y - b.y || a.x - b.x).map((n) => n.id),
  );
  const w = Math.max(...bare.map((n) => n.w));
  const left = MARGIN + HALO;
  const placed: GraphNode[] = [];
  let y = MARGIN + HALO;
  for (const i of order) {
    placed.push({ ...bare[i], w, x: left, y, loops: loopsOfNode.get(i) ?? [] });
    y += bare[i].h + NARROW_GAP;
  }
  placed.sort((a, b) => a.id - b.id);
  const mid = (i: number) => placed[i].y + placed[i].h / 2;
  // Arcs, shortest first, each on the nearest lane where it meets no other arc.
  const arcs = edges
    .filter((e) => e.from !== e.to)
    .map((e) => ({ e, top: Math.min(mid(e.from), mid(e.to)), bottom: Math.max(mid(e.from), mid(e.to)) }))
    .sort((a, b) => a.bottom - a.top - (b.bottom - b.top));
  const lanes: { top: number; bottom: number }[][] = [];
  const laneOf = arcs.map(({ top, bottom }) => {
    let lane = lanes.findIndex((l) => l.every((x) => x.bottom + 4 < top || bottom + 4 < x.top));
    if (lane < 0) lane = lanes.push([]) - 1;
    lanes[lane].push({ top, bottom });
    return lane;
  });
  const right = left + w + HALO;
  // Lanes closer together (never under 5 px, the widest line's room) rather than a drawing too wide.
  const spacing = Math.max(5, Math.min(LANE, (NARROW_WIDTH - right - 6 - MARGIN) / (lanes.length + 1)));
  const routed: GraphEdge[] = arcs.map(({ e }, k) => {
    const x = right + 6 + spacing * (laneOf[k] + 1);
    const [a, b] = [placed[e.from], placed[e.to]];
    return { ...e, points: [{ x: a.x + a.w, y: mid(e.from) }, { x, y: mid(e.from) }, { x, y: mid(e.to) }, { x: b.x + b.w + 1, y: mid(e.to) }] };
  });
  const width = right + 6 + spacing * (lanes.length + 1) + MARGIN;
  return { nodes: placed, edges: routed, loops: [...new Set(src.graph.loops.map((l) => l.kind))], width, height: y - NARROW_GAP + HALO + MARGIN };
}

/** Nodes joined by edges, each group in the order of its first node. */
function groupsOf(n: number, edges: readonly Omit<GraphEdge, 'points'>[]): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (const e of edges) parent[find(e.from)] = find(e.to);
  const byRoot = new Map<number, number[]>();
  for (let i = 0; i < n; i++) byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), i]);
  return [...byRoot.values()];
}

function layoutGroup(members: number[], nodes: readonly Omit<GraphNode, 'x' | 'y'>[], edges: readonly Omit<GraphEdge, 'points'>[]) {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 18, ranksep: 42, edgesep: 12, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  const inGroup = new Set(members);
  for (const i of members) g.setNode(String(i), { width: nodes[i].w, height: nodes[i].h });
  const mine = edges.filter((e) => inGroup.has(e.from));
  mine.forEach((e, k) => {
    // A loop's arrows shape the layout less than what the orders did.
    if (e.from !== e.to) g.setEdge(String(e.from), String(e.to), { weight: e.kind === 'loop' ? 1 : 2, minlen: 1 }, `e${k}`);
  });
  dagre.layout(g);
  const laid = members.map((i) => {
    const p = g.node(String(i));
    return { ...nodes[i], x: p.x - nodes[i].w / 2, y: p.y - nodes[i].h / 2, loops: [] as LoopKind[] };
  });
  const routed = mine
    .map((e, k): GraphEdge => ({ ...e, points: e.from === e.to ? [] : ((g.edge({ v: String(e.from), w: String(e.to), name: `e${k}` }) as { points?: Point[] } | undefined)?.points ?? []) }))
    .filter((e) => e.points.length > 1);
  const xs = laid.flatMap((n) => [n.x, n.x + n.w]);
  const ys = laid.flatMap((n) => [n.y, n.y + n.h]);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return {
    nodes: laid.map((n) => ({ ...n, x: n.x - x0, y: n.y - y0 })),
    edges: routed.map((e) => ({ ...e, points: e.points.map((p) => ({ x: p.x - x0, y: p.y - y0 })) })),
    width: Math.max(...xs) - x0,
    height: Math.max(...ys) - y0,
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** The graph as an SVG string, its legend below it. */
export function renderResolutionGraph(d: GraphDrawing, lang: Lang, idPrefix = 'rg'): string {
  const prefix = idPrefix.replace(/[^A-Za-z0-9_-]/g, '') || 'rg';
  const legend = legendOf(d, lang, d.width);
  const height = d.height + legend.height;
  const defs = el(
    'defs',
    {},
    Object.entries(EDGE_LOOKS).map(([kind, look]) =>
      el(
        'marker',
        { id: `${prefix}-${kind}`, viewBox: '0 0 10 10', refX: look.head === 'bar' ? 8 : 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse', markerUnits: 'strokeWidth' },
        [look.head === 'bar' ? el('path', { d: 'M8 0 L8 10', stroke: look.stroke, 'stroke-width': 3 }) : el('path', { d: 'M0 1 L10 5 L0 9 z', fill: look.stroke })],
      ),
    ),
  );
  const edgeNodes = d.edges.map((e) => edgeNode(e, prefix));
  const nodeNodes = d.nodes.map((n) => nodeNode(n, lang));
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${fmt(d.width)} ${fmt(height)}`,
      width: fmt(d.width),
      height: fmt(height),
      role: 'img',
      'aria-labelledby': `${prefix}-title`,
      class: 'resolution-graph-svg',
      lang,
      'font-family': FONT,
    },
    [el('title', { id: `${prefix}-title` }, [text(GRAPH_WORDS.title[lang])]), defs, el('g', { class: 'edges' }, edgeNodes), el('g', { class: 'nodes' }, nodeNodes), el('g', { class: 'legend', transform: `translate(0 ${fmt(d.height)})` }, legend.nodes)],
  );
  return toText(svg);
}

function pathOf(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${fmt(p.x)} ${fmt(p.y)}`).join(' ');
}

function edgeNode(e: GraphEdge, prefix: string): INode {
  const look = EDGE_LOOKS[e.kind];
  const d = pathOf(e.points);
  const parts: INode[] = [];
  if (e.kind === 'loop') parts.push(el('path', { d, fill: 'none', stroke: '#fde7c2', 'stroke-width': 9, 'stroke-linecap': 'round' }));
  parts.push(
    el('path', {
      d,
      fill: 'none',
      stroke: look.stroke,
      'stroke-width': look.width,
      'stroke-dasharray': look.dash,
      'marker-end': `url(#${prefix}-${e.kind})`,
    }),
  );
  if (!e.effective) {
    // Not carried out: the line faded, a ✕ at its middle.
    const mid = e.points[Math.floor(e.points.length / 2)];
    parts.push(el('text', { x: mid.x, y: mid.y, 'font-size': FS, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: look.stroke, 'font-weight': 700 }, [text('✕')]));
  }
  return el('g', { class: `edge edge-${e.kind}${e.effective ? '' : ' no-effect'}`, 'data-from': String(e.from), 'data-to': String(e.to), opacity: e.effective ? undefined : 0.5 }, parts);
}

function nodeNode(n: GraphNode, lang: Lang): INode {
  const look = LOOKS[n.look];
  const parts: INode[] = [];
  if (n.loops.length) parts.push(el('rect', { x: n.x - 5, y: n.y - 5, width: n.w + 10, height: n.h + 10, rx: 9, fill: '#fde7c2', stroke: '#d97706', 'stroke-width': 2.5 }));
  if (n.dislodged) parts.push(el('rect', { x: n.x - 2.5, y: n.y - 2.5, width: n.w + 5, height: n.h + 5, rx: 7, fill: 'none', stroke: '#7a0019', 'stroke-width': 2 }));
  parts.push(el('rect', { x: n.x, y: n.y, width: n.w, height: n.h, rx: 5, fill: look.fill, stroke: look.stroke, 'stroke-width': 1.5, 'stroke-dasharray': look.dash }));
  parts.push(el('rect', { x: n.x + 0.75, y: n.y + 0.75, width: STRIPE, height: n.h - 1.5, fill: powerColour(n.power) }));
  const tx = n.x + STRIPE + PAD_X;
  n.lines.forEach((line, i) => parts.push(el('text', { x: tx, y: n.y + PAD_Y + LINE * (i + 0.5), 'font-size': FS, 'dominant-baseline': 'central', fill: '#1c1c1c', 'font-weight': 600 }, [text(line)])));
  parts.push(el('text', { x: tx, y: n.y + PAD_Y + LINE * (n.lines.length + 0.5), 'font-size': FS * 0.9, 'dominant-baseline': 'central', fill: look.stroke }, [text(resultLine(n, lang))]));
  return el('g', { class: `node result-${n.result}`, 'data-orders': n.orders.join(' ') || undefined, 'data-node': String(n.id) }, parts);
}

/** The legend: what is shown, nothing more, in rows as wide as the graph. */
function legendOf(d: GraphDrawing, lang: Lang, width: number): { nodes: INode[]; height: number } {
  const items: { draw: (x: number, y: number) => INode[]; label: string }[] = [];
  // Never under 12 px: the phone's drawing is shown at full size.
  const fs = FS * 0.9;
  for (const look of ['success', 'failure', 'void'] as Look[]) {
    if (!d.nodes.some((n) => n.look === look)) continue;
    const l = LOOKS[look];
    items.push({ label: `${l.glyph} ${LOOK_WORDS[look][lang]}`, draw: (x, y) => [el('rect', { x, y: y - 7, width: 22, height: 14, rx: 3, fill: l.fill, stroke: l.stroke, 'stroke-dasharray': l.dash })] });
  }
  if (d.nodes.some((n) => n.dislodged)) {
    items.push({ label: `✸ ${GRAPH_WORDS.dislodged[lang]}`, draw: (x, y) => [el('rect', { x, y: y - 7, width: 22, height: 14, rx: 3, fill: '#ffffff', stroke: '#7a0019', 'stroke-width': 2 })] });
  }
  const kinds = (Object.keys(EDGE_LOOKS) as GraphEdgeKind[]).filter((k) => k !== 'loop' && d.edges.some((e) => e.kind === k));
  for (const kind of kinds) {
    const look = EDGE_LOOKS[kind];
    items.push({
      label: EDGE_WORDS[kind][lang],
      draw: (x, y) => [el('path', { d: `M${fmt(x)} ${fmt(y)} L${fmt(x + 26)} ${fmt(y)}`, stroke: look.stroke, 'stroke-width': look.width, 'stroke-dasharray': look.dash, fill: 'none' })],
    });
  }
  if (d.edges.some((e) => !e.effective)) {
    items.push({ label: GRAPH_WORDS.noEffectLegend[lang], draw: (x, y) => [el('text', { x: x + 13, y, 'font-size': fs, 'text-anchor': 'middle', 'dominant-baseline': 'central', fill: '#555555', 'font-weight': 700 }, [text('✕')])] });
  }
  for (const kind of d.loops) {
    items.push({ label: LOOP_WORDS[kind][lang], draw: (x, y) => [el('rect', { x, y: y - 7, width: 22, height: 14, rx: 4, fill: '#fde7c2', stroke: '#d97706', 'stroke-width': 2.5 })] });
  }
  const nodes: INode[] = [];
  let x = MARGIN;
  let y = 16;
  const rowH = fs * 1.7;
  for (const item of items) {
    // A label wider than the drawing (the phone's) goes on lines of its own under its sample.
    const room = width - 2 * MARGIN - 32;
    const lines = measure(item.label, fs) <= room ? [item.label] : wrapTo(item.label, fs, room);
    const w = 32 + Math.max(...lines.map((l) => measure(l, fs))) + 18;
    if (x > MARGIN && (x + w > width - MARGIN || lines.length > 1)) {
      x = MARGIN;
      y += rowH;
    }
    nodes.push(...item.draw(x, y), ...lines.map((line, i) => el('text', { x: x + 32, y: y + i * fs * 1.3, 'font-size': fs, 'dominant-baseline': 'central', fill: '#1c1c1c' }, [text(line)])));
    x += w;
    if (lines.length > 1) {
      y += (lines.length - 1) * fs * 1.3 + rowH;
      x = MARGIN;
    }
  }
  if (x === MARGIN && items.length) y -= rowH;
  return { nodes: [el('line', { x1: 0, y1: 2, x2: width, y2: 2, stroke: '#b8b0a2' }), ...nodes], height: items.length ? y + rowH : 4 };
}

/** Words of a label in lines no wider than `room` at font size `size`. */
function wrapTo(label: string, size: number, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, size) > room) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The text alternative: every edge as a row (from, what, to, whether it took effect), in the picture's order. */
export function edgeRows(d: GraphDrawing, lang: Lang): { from: string; what: string; to: string; effect: string }[] {
  const label = (i: number) => d.nodes[i].lines.join(' ');
  return d.edges.map((e) => ({
    from: label(e.from),
    what: EDGE_WORDS[e.kind][lang],
    to: label(e.to),
    effect: e.kind === 'loop' ? LOOP_NAMES[e.loop!][lang] : GRAPH_WORDS[e.effective ? 'tookEffect' : 'noEffect'][lang],
  }));
}
