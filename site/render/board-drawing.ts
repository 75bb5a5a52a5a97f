// A board's drawing read from its files in site/map/ (its SVG with svgson, its anchors), and its
// shapes outlined (their boxes and the junctions kept when they are simplified): Node's side of
// base-map.ts, for the site build and the tests. The dispute desk is handed each board's art made
// with these at build time (site/pages/maps/board-[board].json.ts), so its bundle has a stand-in
// for this module (site/desk/browser-stubs.mjs) rather than the SVG reader and the owners table.

import { readFileSync } from 'node:fs';
import { parseSync, type INode } from 'svgson';
import type { BoardId } from './board.js';
import type { Anchors, BoardArt } from './board-art.js';
import { junctionsOf, ringsBox, shapeRings, vertexKey, type Box, type Ring } from './geometry.js';

const BOARD_FILES: Readonly<Record<BoardId, { svg: string; anchors: string }>> = {
  standard: { svg: 'standard.svg', anchors: 'anchors.json' },
  'ancient-mediterranean': { svg: 'ancient-mediterranean.svg', anchors: 'ancient-mediterranean.anchors.json' },
};

function readMapFile(file: string): string {
  const candidates = [new URL(`../map/${file}`, import.meta.url), `${process.cwd()}/site/map/${file}`];
  let last: unknown;
  for (const c of candidates) {
    try {
      return readFileSync(c, 'utf8');
    } catch (e) {
      last = e;
    }
  }
  throw new Error(`cannot read the base map site/map/${file}: ${last instanceof Error ? last.message : String(last)}`);
}

const SHAPE_LAYERS = ['layer-sea', 'layer-neutral-water', 'layer-land', 'layer-impassable'];

/** A board's drawing (its SVG, read with svgson) and anchors as plain data; the files' unless given (useBaseMapSvg). */
export function drawingOf(board: BoardId, svgText?: string, anchors?: Anchors): BoardArt {
  const root = parseSync(svgText ?? readMapFile(BOARD_FILES[board].svg));
  const [, , w, h] = (root.attributes.viewBox ?? '0 0 1200 950').split(/[\s,]+/).map(Number);
  const art: BoardArt = {
    width: w || 1200,
    height: h || 950,
    style: textOf(root.children.find((c) => c.name === 'style')),
    shapes: [],
    straits: [],
    labels: [],
    sc: [],
    anchors: anchors ?? (JSON.parse(readMapFile(BOARD_FILES[board].anchors)) as Anchors),
  };
  for (const g of root.children) {
    if (g.name !== 'g') continue;
    const layer = g.attributes.id ?? '';
    for (const el of g.children) {
      const a = el.attributes;
      if (SHAPE_LAYERS.includes(layer) && el.name === 'path' && a.d) {
        art.shapes.push({ id: a.id ?? '', cls: a.class ?? '', layer, d: a.d });
      } else if (layer === 'layer-straits' && el.name === 'path' && a.d) {
        art.straits.push({ id: a.id ?? '', d: a.d, cls: a.class ?? 'strait' });
      } else if (layer === 'layer-labels' && el.name === 'text') {
        const id = a.id ?? '';
        art.labels.push({ id, province: id.replace(/^label-/, ''), cls: a.class ?? 'label', at: [Number(a.x), Number(a.y)], text: textOf(el) });
      } else if (layer === 'layer-sc' && el.name === 'circle') {
        const id = a.id ?? '';
        art.sc.push({ id, province: id.replace(/^(sc|home)-/, ''), cls: a.class ?? 'sc', at: [Number(a.cx), Number(a.cy)], r: Number(a.r) });
      }
    }
  }
  return art;
}

function textOf(n: INode | undefined): string {
  if (!n) return '';
  return n.children.map((c) => (c.type === 'text' ? c.value : textOf(c))).join('');
}

/** Each shape's rings, box and rings' junctions (geometry.ts junctionsOf), from the owners of every vertex of the board. */
export function outlinesOf(art: BoardArt): { rings: Ring[][]; boxes: Box[]; junctions: number[][][] } {
  const rings = art.shapes.map(shapeRings);
  // Most vertices have one or two shapes: a short list each, not a set.
  const owners = new Map<number | string, string>();
  const lists = new Map<number | string, string[]>();
  art.shapes.forEach((s, i) => {
    for (const r of rings[i]) {
      for (const p of r) {
        const k = vertexKey(p);
        const ids = lists.get(k);
        if (!ids) lists.set(k, [s.id]);
        else if (!ids.includes(s.id)) ids.push(s.id);
      }
    }
  });
  for (const [k, ids] of lists) owners.set(k, ids.length === 1 ? ids[0] : ids.sort().join(' '));
  return { rings, boxes: rings.map(ringsBox), junctions: rings.map((rs) => rs.map((r) => junctionsOf(r, owners))) };
}
