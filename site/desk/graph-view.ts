// The desk's ruling drawn as a graph: the renderer of the case pages (site/render/resolution-graph.ts),
// in a chunk of its own loaded after the ruling is on screen, so the layout library (dagre) never
// weighs on the desk's first script. Orders as the results table writes them.

import { resolutionGraph } from '../../engine/core';
import { GRAPH_UI, edgeRows, layoutNarrow, layoutResolution, renderResolutionGraph, type GraphSource } from '../render/resolution-graph';
import type { Lang } from '../lib/i18n';
import type { DeskRuling } from '../lib/desk/rule';
import { h, svgNode } from './dom';

/** The graph section of a ruled movement phase, or nothing for another phase. */
export function graphSection(r: DeskRuling, lang: Lang): HTMLElement | undefined {
  const detail = r.detail;
  const graph = detail ? resolutionGraph(detail) : undefined;
  if (!detail || !graph) return undefined;
  const src: GraphSource = { graph, output: detail.output, orderText: (k) => detail.output.orders[k].text, unitText: (u) => u };
  const drawing = layoutResolution(src, lang);
  const narrow = layoutNarrow(src, lang);
  const rows = edgeRows(drawing, lang);
  // Both drawings, as on the case pages: the stylesheet shows the phone's one on a narrow screen.
  const figure = h(
    'figure',
    { class: 'graph-figure' },
    h('div', { class: 'graph-wide', style: `--graph-width:${Math.round(drawing.width)}px` }, svgNode(renderResolutionGraph(drawing, lang, 'desk-rg')) ?? ''),
    h('div', { class: 'graph-narrow', style: `--graph-width:${Math.round(narrow.width)}px` }, svgNode(renderResolutionGraph(narrow, lang, 'desk-rg-n')) ?? ''),
  );
  const words = rows.length
    ? h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'graph-edges' },
          h('thead', {}, h('tr', {}, ...(['graphFrom', 'graphWhat', 'graphTo', 'graphEffect'] as const).map((k) => h('th', { scope: 'col' }, GRAPH_UI[k][lang])))),
          h('tbody', {}, ...rows.map((x) => h('tr', {}, h('td', {}, h('code', {}, x.from)), h('td', {}, x.what), h('td', {}, h('code', {}, x.to)), h('td', {}, x.effect)))),
        ),
      )
    : h('p', {}, GRAPH_UI.resolutionGraphNoEdge[lang]);
  return h(
    'section',
    { class: 'resolution-graph', 'aria-labelledby': 'desk-resolution-graph' },
    h('h3', { id: 'desk-resolution-graph' }, GRAPH_UI.resolutionGraph[lang]),
    h('p', { class: 'muted' }, GRAPH_UI.resolutionGraphText[lang]),
    h('div', { class: 'graph-scroll' }, figure),
    h('details', { class: 'graph-words' }, h('summary', {}, GRAPH_UI.resolutionGraphWords[lang]), words),
  );
}
