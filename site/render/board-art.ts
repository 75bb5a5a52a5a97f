// A board's art as plain data (types only): what base-map.ts draws from, what board-drawing.ts reads
// from the board's files, and what the dispute desk fetches (site/pages/maps/board-[board].json.ts).

import type { ProvinceAnchors } from '../map/types.js';
import type { Box, Pt } from './geometry.js';

export interface LabelNode {
  id: string;
  province: string;
  cls: string;
  at: Pt;
  text: string;
}

export interface ScMark {
  id: string;
  province: string;
  cls: string;
  at: Pt;
  r: number;
}

export type Anchors = { provinces: Record<string, ProvinceAnchors> };

/**
 * What a board's drawing and anchors give the renderer, as plain data: the SVG read once (at build
 * time for the site: /maps/board-<board>.json, site/pages/maps/), so that a browser gets it with
 * JSON.parse instead of parsing the SVG as XML and walking it before its first picture.
 */
export interface BoardArt {
  width: number;
  height: number;
  style: string;
  shapes: ArtShape[];
  straits: { id: string; d: string; cls: string }[];
  labels: LabelNode[];
  sc: ScMark[];
  anchors: Anchors;
  /**
   * The route grid (site/render/route.ts, mapGrid) painted from these shapes at build time, as
   * runs of (shape index, length) row after row: a browser's first picture then decodes it rather
   * than painting a million cells. Absent when the art is read from the SVG in Node.
   */
  grid?: PaintedGrid;
  /** The locator's land (locatorLand), made at build time with the grid. */
  locator?: string;
  /**
   * The routes of the moves between neighbouring places that are no straight line (scene.ts,
   * moveRoutes), as [key, path] made at build time by the renderer's own search (route.ts,
   * routeWithin): a browser's picture of such a move then searches for none. Absent in Node.
   */
  routes?: GivenRoute[];
}

/** A route as routeWithin found it: its key (routeKey) and its taut path, null when there is none. */
export type GivenRoute = [key: string, path: Pt[] | null];

/**
 * A shape of a board's drawing; with its box and its rings' junctions when made at build time
 * (outlinedArt), so that a browser parses only the shapes its picture shows and never finds the
 * owners of every vertex of the board (the desk's first picture waited 270 ms for them, issue 27).
 */
export interface ArtShape {
  id: string;
  cls: string;
  layer: string;
  /** Its path data as the board's SVG draws it; the art made at build time brings `rings` instead. */
  d?: string;
  /**
   * Its rings as numbers (geometry.ts encodeRings), in the art made at build time (outlinedArt):
   * a browser's first picture then parses no path data.
   */
  rings?: number[][];
  box?: Box;
  junctions?: number[][];
  /** Each ring's simplification levels (geometry.ts simplifyLevels), made at build time with the junctions. */
  levels?: string[];
}

/** A route grid as runs: [label, count, label, count, …] over its cells, row after row. */
export interface PaintedGrid {
  width: number;
  height: number;
  runs: number[];
}
