// A phase's resolution graph as a case page shows it: each order in the notation of the page's order
// column (order-text.ts), a unit without an order by its name, and the edges as rows for the text
// alternative. Drawn by site/render/resolution-graph.ts, which the desk's ruling uses too.

import { edgeRows, layoutNarrow, layoutResolution, renderResolutionGraph, type GraphDrawing, type GraphSource } from '../render/resolution-graph.js';
import type { PhaseView } from './casebook.js';
import type { Lang } from './i18n.js';
import { unitName } from './names.js';
import { orderInList } from './order-text.js';

export interface GraphFigure {
  svg: string;
  drawing: GraphDrawing;
  rows: ReturnType<typeof edgeRows>;
  /** The natural width of the picture, in CSS pixels. */
  width: number;
  /** The phone's picture (layoutNarrow): the orders one under another, at most NARROW_WIDTH wide. */
  narrow: { svg: string; drawing: GraphDrawing; width: number };
}

/** The figure of a movement phase that ran; undefined for any other phase. */
export function graphFigure(p: PhaseView, lang: Lang, variant: string | undefined, idPrefix: string): GraphFigure | undefined {
  if (!p.graph || !p.output) return undefined;
  const src: GraphSource = {
    graph: p.graph,
    output: p.output,
    orderText: (k) => (p.rows[k] ? orderInList(p.rows[k], lang) : p.output!.orders[k].text),
    unitText: (u) => unitName(u, lang, variant),
  };
  const drawing = layoutResolution(src, lang);
  const narrow = layoutNarrow(src, lang);
  return {
    svg: renderResolutionGraph(drawing, lang, idPrefix),
    drawing,
    rows: edgeRows(drawing, lang),
    width: drawing.width,
    narrow: { svg: renderResolutionGraph(narrow, lang, `${idPrefix}-n`), drawing: narrow, width: narrow.width },
  };
}
