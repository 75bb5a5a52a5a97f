// The resolution of a movement phase as a graph (orders as nodes, what they did to one another as
// edges, the loops and how each was settled), from an adjudication's detail: what the site's and
// the desk's graph draws and `casebook adjudicate --json --explain` prints. Worked out only when
// asked for: the batch path never builds it.

import type { AdjudicationDetail } from './phase.js';
import { resolutionOf } from './movement/resolution.js';
import type { ResolutionGraphJson } from '../protocol/types.js';

/** The resolution graph of a movement phase; undefined for retreat, adjustment and bidding phases. */
export function resolutionGraph(detail: AdjudicationDetail): ResolutionGraphJson | undefined {
  return detail.movement ? resolutionOf(detail.movement).graph : undefined;
}
