// One drawn element of a scene, with what it shows: shared by the scene (scene.ts) and the label
// placer (labels.ts), which keeps labels off units and arrowheads, so kept apart from both.
import type { INode } from 'svgson';
import type { LegendKey } from './i18n.js';

export interface Drawable {
  layer: 'rings' | 'lines' | 'arrows' | 'units' | 'marks' | 'chips';
  nodes: INode[];
  /** Input order indices this element shows. */
  orders: number[];
  /** Provinces it stands for (units and province marks). */
  provinces: string[];
  /** What it shows ("move", "support-move", "failed", "standoff", …): a class for tests and styling. */
  kind?: string;
  /** The legend entries that explain it. */
  keys: LegendKey[];
  /** The power whose colour it wears, if any. */
  power?: string;
}
