// The base map of each board (site/map/standard.svg + anchors.json, site/map/<board>.svg +
// <board>.anchors.json), read once with svgson and kept in memory: province shapes as rings (for
// bounding boxes and simplification), labels, supply-centre marks, and the anchors where units,
// dislodged units and fleets on a coast are drawn. `baseMap()` is the current board's (board.ts).

import { currentBoard, type BoardId } from './board.js';
// Node only: in the desk's bundle a stand-in (site/desk/browser-stubs.mjs), the desk being handed each board's art.
import { drawingOf, outlinesOf } from './board-drawing.js';
import { encodeRings, MAX_LEVEL, ringArea, ringsToPath, simplifyLevels, simplifyRingAt, simplifyRingByLevels, shapeRings, type Box, type Ring } from './geometry.js';

export type { ProvinceAnchors } from '../map/types.js';
import type { ProvinceAnchors } from '../map/types.js';
export type { Anchors, ArtShape, BoardArt, GivenRoute, LabelNode, PaintedGrid, ScMark } from './board-art.js';
import type { Anchors, ArtShape, BoardArt, LabelNode, PaintedGrid, ScMark } from './board-art.js';
import type { Pt } from './geometry.js';

export interface Shape {
  id: string;
  /** The class attribute as in the base map ("province land", "land neutral", …). */
  cls: string;
  /** Which layer it came from: drawing order. */
  layer: string;
  /** Read from the art's coded rings, or else from `d`, when first asked for. */
  readonly rings: Ring[];
  box: Box;
  /**
   * Its path data: the board's SVG's, or written from its rings when the art brought only those
   * (the same outline; drawn only at tolerance 0, which no picture of the renderer asks for).
   */
  readonly d: string;
  /** Each ring's junctions (geometry.ts junctionsOf), kept when it is simplified. */
  readonly junctions: readonly number[][];
  /** Each ring's simplification levels (geometry.ts simplifyLevels) when the art brought them. */
  readonly levels?: readonly string[];
}

export interface BaseMap {
  width: number;
  height: number;
  style: string;
  shapes: Shape[];
  shapeById: Map<string, Shape>;
  straits: BoardArt['straits'];
  labels: LabelNode[];
  sc: ScMark[];
  anchors: Record<string, ProvinceAnchors>;
  /** Simplified path data per tolerance (tenths of a map unit). */
  simplified: Map<number, Map<string, string>>;
  locator?: string;
}



const cached = new Map<BoardId, BaseMap>();
const sourceText = new Map<BoardId, string>();
const givenSource = new Map<BoardId, BoardArt>();
const givenAnchors = new Map<BoardId, Anchors>();


/** Use another copy of a board's SVG text (e.g. one bundled by the site build), and its anchors when they are not bundled. */
export function useBaseMapSvg(svgText: string, board: BoardId = 'standard', anchors?: Anchors): void {
  sourceText.set(board, svgText);
  givenSource.delete(board);
  if (anchors) givenAnchors.set(board, anchors);
  cached.delete(board);
}

/** Use a board's art as boardArt made it (the dispute desk fetches it). */
export function useBoardArt(art: BoardArt, board: BoardId = 'standard'): void {
  givenSource.set(board, art);
  cached.delete(board);
}

/** The route grid that came with a board's art (useBoardArt), if it did. */
export function givenGrid(board: BoardId): PaintedGrid | undefined {
  return givenSource.get(board)?.grid;
}

const routeTables = new WeakMap<BoardArt, ReadonlyMap<string, Pt[] | null>>();

/** The moves' routes that came with a board's art (useBoardArt), by their key (route.ts, routeKey), if they did. */
export function givenRoutes(board: BoardId): ReadonlyMap<string, Pt[] | null> | undefined {
  const art = givenSource.get(board);
  if (!art?.routes) return undefined;
  let table = routeTables.get(art);
  if (!table) routeTables.set(art, (table = new Map(art.routes)));
  return table;
}



/** A board's drawing and anchors as plain data: as given (useBoardArt), else read from its files (Node). */
export function boardArt(board: BoardId = currentBoard()): BoardArt {
  return givenSource.get(board) ?? drawingOf(board, sourceText.get(board), givenAnchors.get(board));
}

/** A shape whose rings are read from its art when first asked for. */
class BoardShape implements Shape {
  readonly id: string;
  readonly cls: string;
  readonly layer: string;
  readonly box: Box;
  readonly junctions: readonly number[][];
  readonly levels?: readonly string[];
  private read?: Ring[];
  private path?: string;
  constructor(
    private readonly art: ArtShape,
    box: Box,
    junctions: readonly number[][],
    rings?: Ring[],
  ) {
    ({ id: this.id, cls: this.cls, layer: this.layer, d: this.path, levels: this.levels } = art);
    this.box = box;
    this.junctions = junctions;
    this.read = rings;
  }
  get rings(): Ring[] {
    return (this.read ??= shapeRings(this.art));
  }
  get d(): string {
    return (this.path ??= ringsToPath(this.rings, 1));
  }
}

/** The shapes of a board's art, with their boxes and junctions as made at build time, else found here (Node). */
function shapesOf(art: BoardArt): Shape[] {
  if (art.shapes.every((s) => s.box && s.junctions)) return art.shapes.map((s) => new BoardShape(s, s.box!, s.junctions!));
  const { rings, boxes, junctions } = outlinesOf(art);
  return art.shapes.map((s, i) => new BoardShape(s, boxes[i], junctions[i], rings[i]));
}

/** A board's art with what a browser would otherwise compute before its first picture: each shape's rings as numbers (in place of its path data), box, junctions and simplification levels, the locator's land. */
export function outlinedArt(board: BoardId = currentBoard()): BoardArt {
  const m = baseMap(board);
  const art = boardArt(board);
  const outlined = (s: Shape) => ({ rings: encodeRings(s.rings), box: s.box, junctions: s.junctions.map((j) => [...j]), levels: s.rings.map((r, k) => simplifyLevels(r, s.junctions[k])) });
  // The coded rings replace the path data: as many bytes, and no parsing in the browser.
  return { ...art, shapes: art.shapes.map(({ d: _path, ...s }, i) => ({ ...s, ...outlined(m.shapes[i]) })), locator: locatorLand(m) };
}

export function baseMap(board: BoardId = currentBoard()): BaseMap {
  const known = cached.get(board);
  if (known) return known;
  const art = boardArt(board);
  const shapes = shapesOf(art);
  const made: BaseMap = {
    width: art.width,
    height: art.height,
    style: art.style,
    shapes,
    shapeById: new Map(shapes.map((s) => [s.id, s])),
    straits: art.straits,
    labels: art.labels,
    sc: art.sc,
    anchors: art.anchors.provinces,
    simplified: new Map(),
    locator: art.locator,
  };
  cached.set(board, made);
  return made;
}


/**
 * Path data of a shape simplified to `tolTenths` (0 = as drawn). Tiny rings (islets) below the
 * tolerance's scale are dropped. Neighbouring shapes stay seamless (see simplifyRing).
 */
export function shapePath(m: BaseMap, id: string, tolTenths: number): string {
  const shape = m.shapeById.get(id);
  if (!shape) return '';
  if (tolTenths <= 0) return shape.d;
  let table = m.simplified.get(tolTenths);
  if (!table) m.simplified.set(tolTenths, (table = new Map()));
  let d = table.get(id);
  if (d === undefined) {
    const minArea = (tolTenths * 3) ** 2;
    // With the art's levels, a whole tolerance filters each ring: the same points as simplifying it
    // (the desk's first picture simplifies ~70 shapes: its picture of the 11-order phase, cold in
    // Node, 584 M instructions with simplifying, 335 M with the levels; callgrind).
    const levels = Number.isInteger(tolTenths) && tolTenths <= MAX_LEVEL ? shape.levels : undefined;
    const simplify = (r: Ring, i: number) => (levels ? simplifyRingByLevels(r, tolTenths, shape.junctions[i], levels[i]) : simplifyRingAt(r, tolTenths, shape.junctions[i]));
    const rings = shape.rings.map((r, i) => (ringArea(r) >= minArea ? simplify(r, i) : [])).filter((r) => r.length >= 3);
    d = ringsToPath(rings, tolTenths >= 20 ? 0 : 1);
    table.set(id, d);
  }
  return d;
}

/** The whole board as one path of land (seas are the background), coarse: for the locator inset. */
export function locatorLand(m: BaseMap): string {
  if (m.locator !== undefined) return m.locator;
  const tol = 30;
  const parts: string[] = [];
  for (const s of m.shapes) {
    if (!s.cls.includes('land')) continue;
    parts.push(shapePath(m, s.id, tol));
  }
  m.locator = parts.join('');
  return m.locator;
}
