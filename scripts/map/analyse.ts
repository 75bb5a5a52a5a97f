// Reads the built SVG back and judges it against the rules: which provinces the drawing makes
// touch (raster contacts), the MISSING/EXTRA adjacency lists, and terrain consistency.
// Used by the generator (to print progress while seeds are tuned) and by the exactness test.

import { parse, type INode } from 'svgson';
import { type BoardRules, type AdjacencyDiff, diffAdjacency, drawnAsSea, pairKey } from './board-rules.js';
import { type LabelGrid, type Pt, type Ring, contactCounts, fillRings, newGrid, parsePath } from '../../site/render/raster.js';

/** Raster resolution of the check: 2 pixels per map unit. */
export const CHECK_SCALE = 2;
/** A drawn border counts when the two shapes share at least this many map units of boundary (3 px at 1×). */
export const MIN_CONTACT = 3;

export interface MapShape {
  id: string;
  classes: string[];
  rings: Ring[];
}

export interface ParsedMap {
  width: number;
  height: number;
  shapes: MapShape[];
}

/** Lines drawn over the map (strait marks, rivers, canals): not areas, never rasterised. */
const LINE_CLASSES = ['strait', 'link', 'waterway'];

/** Parse the map SVG: its viewBox and every area <path> that has an id, in document (paint) order. */
export async function readMapSvg(text: string): Promise<ParsedMap> {
  const root = await parse(text);
  const vb = (root.attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number);
  if (vb.length !== 4 || vb.some((n) => Number.isNaN(n))) throw new Error(`map SVG has no usable viewBox ('${root.attributes.viewBox ?? ''}')`);
  const shapes: MapShape[] = [];
  const walk = (node: INode): void => {
    const classes = (node.attributes.class ?? '').split(/\s+/);
    if (node.name === 'path' && node.attributes.id && !classes.some((c) => LINE_CLASSES.includes(c))) {
      try {
        shapes.push({ id: node.attributes.id, classes: (node.attributes.class ?? '').split(/\s+/).filter(Boolean), rings: parsePath(node.attributes.d ?? '') });
      } catch (e) {
        throw new Error(`path '${node.attributes.id}': ${(e as Error).message}`);
      }
    }
    node.children.forEach(walk);
  };
  walk(root);
  return { width: vb[2], height: vb[3], shapes };
}

export interface Raster {
  grid: LabelGrid;
  /** label → shape */
  shapes: MapShape[];
}

/** Paint every shape in document order into a label grid (label = index in `shapes`). */
export function rasterise(map: ParsedMap, scale = CHECK_SCALE): Raster {
  const grid = newGrid(map.width, map.height, scale);
  map.shapes.forEach((s, i) => fillRings(grid, s.rings, i));
  return { grid, shapes: map.shapes };
}

export interface Analysis {
  /** Province pairs the drawing makes touch along ≥ MIN_CONTACT, as 'a-b'. */
  drawn: string[];
  /** Boundary length (map units) of every touching province pair, including short ones. */
  contacts: Map<string, number>;
  /** Mean position of each pair's contact, in map units. */
  where: Map<string, Pt>;
  /** Pairs touching but below the threshold: corner touches to watch. */
  nearMisses: string[];
  diff: AdjacencyDiff;
  /** Terrain / id problems, one readable line each. */
  problems: string[];
  overlaps: number;
  /** 'a/b n' for shapes painted over each other. */
  overlapPairs: string[];
}

/**
 * Voronoi cells can leak across water (a Swedish seed claiming the tip of Jutland) without
 * changing the adjacency graph, so look for it directly: a sea must be one piece, and every
 * piece of a land province except its largest must be an island (touching no other land province).
 */
export function exclaves(raster: Raster, rules: BoardRules): string[] {
  const { grid, shapes } = raster;
  const { width, height, labels } = grid;
  const comp = new Int32Array(width * height).fill(-1);
  const pieces: { label: number; size: number; touchesLand: Set<number>; at: number }[] = [];
  const isLand = (l: number): boolean => l >= 0 && shapes[l].classes.includes('province') && shapes[l].classes.includes('land');
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    const l = labels[start];
    if (l < 0 || comp[start] >= 0 || !shapes[l].classes.includes('province')) continue;
    const id = pieces.length;
    const piece = { label: l, size: 0, touchesLand: new Set<number>(), at: start };
    pieces.push(piece);
    comp[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      piece.size++;
      const x = i % width;
      const nbrs = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of nbrs) {
        if (j < 0 || j >= labels.length) continue;
        const m = labels[j];
        if (m === l) {
          if (comp[j] < 0) {
            comp[j] = id;
            stack.push(j);
          }
        } else if (isLand(m)) piece.touchesLand.add(m);
      }
    }
  }
  const problems: string[] = [];
  const byLabel = new Map<number, typeof pieces>();
  for (const p of pieces) byLabel.set(p.label, [...(byLabel.get(p.label) ?? []), p]);
  const where = (i: number): string => `${Math.round((i % width) / grid.scale)},${Math.round(Math.floor(i / width) / grid.scale)}`;
  for (const [label, list] of byLabel) {
    const id = shapes[label].id;
    const sea = drawnAsSea(rules.byId.get(id)?.terrain);
    const sorted = [...list].sort((a, b) => b.size - a.size);
    // Slivers of a few pixels come from coordinate rounding, not from leaks.
    const minor = sorted.slice(1).filter((p) => p.size > 4 * grid.scale * grid.scale);
    for (const p of minor) {
      if (sea) problems.push(`sea '${id}' has a detached piece near ${where(p.at)} (${(p.size / grid.scale ** 2).toFixed(0)} units²)`);
      else if (p.touchesLand.size) problems.push(`land '${id}' has an exclave near ${where(p.at)} touching ${[...p.touchesLand].map((m) => shapes[m].id).join(', ')}`);
    }
  }
  return problems;
}

export function analyse(map: ParsedMap, rules: BoardRules, raster = rasterise(map)): Analysis {
  const { grid, shapes } = raster;
  const isProvince = (i: number): boolean => shapes[i].classes.includes('province');
  const counts = contactCounts(grid, (a, b) => isProvince(a) && isProvince(b));
  const contacts = new Map<string, number>();
  const where = new Map<string, Pt>();
  for (const [key, c] of counts) {
    const [a, b] = key.split(',').map(Number);
    const k = pairKey(shapes[a].id, shapes[b].id);
    contacts.set(k, c.pixels / grid.scale);
    where.set(k, c.at);
  }
  const drawn = [...contacts].filter(([, len]) => len >= MIN_CONTACT).map(([k]) => k).sort();
  const nearMisses = [...contacts].filter(([, len]) => len < MIN_CONTACT).map(([k, len]) => `${k} (${len.toFixed(1)} @${where.get(k)!.join(',')})`).sort();
  const problems: string[] = [];
  const provinceShapes = shapes.filter((s) => s.classes.includes('province'));
  const seen = new Set<string>();
  for (const s of provinceShapes) {
    if (seen.has(s.id)) problems.push(`duplicate province path '${s.id}'`);
    seen.add(s.id);
    const r = rules.byId.get(s.id);
    if (!r) {
      problems.push(`path '${s.id}' is not a province of the engine's map`);
      continue;
    }
    const kind = drawnAsSea(r.terrain) ? 'sea' : 'land';
    if (!s.classes.includes(kind)) problems.push(`'${s.id}' is ${r.terrain} in the rules but drawn with classes '${s.classes.join(' ')}'`);
  }
  for (const r of rules.provinces) if (!seen.has(r.id)) problems.push(`province '${r.id}' has no path`);
  const terrain = (id: string) => rules.byId.get(id)?.terrain;
  for (const r of rules.provinces) {
    if (drawnAsSea(r.terrain)) continue;
    const seaTouches = [...contacts].filter(([k]) => k.split('-').includes(r.id) && k.split('-').some((q) => drawnAsSea(terrain(q))));
    if (r.terrain === 'inland' && seaTouches.length) problems.push(`inland '${r.id}' touches sea: ${seaTouches.map(([k]) => k).join(', ')}`);
    const onWaterway = rules.waterwayBanks.has(r.id);
    if (r.terrain === 'coastal' && !onWaterway && !seaTouches.some(([, len]) => len >= MIN_CONTACT)) problems.push(`coastal '${r.id}' touches no sea`);
  }
  problems.push(...exclaves(raster, rules));
  return { drawn, contacts, where, nearMisses, diff: diffAdjacency(drawn, rules), problems, overlaps: grid.overlaps, overlapPairs: [...grid.overlapPairs].map(([k, n]) => { const [a, b] = k.split(',').map(Number); return `${shapes[a].id}/${shapes[b].id} ${n}`; }) };
}
