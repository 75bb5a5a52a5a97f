// A phase's answer as `casebook adjudicate` prints it (its table and --json): the protocol's answer
// with each order's reason in one language. Here, beside the reasons it words, rather than in the
// casebook (which re-exports it), so that ruling one phase loads neither the case format nor its
// YAML reader (issue 27: the command line at once).

import type { AdjudicationDetail } from '../phase.js';
import { resolutionGraph } from '../resolution-graph.js';
import type { EchoedAnswer, PhaseOutput } from '../../protocol/types.js';
import type { Lang } from '../../language/render.js';
import { orderReason, stepsIn, type TextOptions } from './in-language.js';

/**
 * The protocol's answer with each order's reason in `lang` and its rules, and the steps when asked.
 * `opts.names`: English written with the map's names, as the French is (`casebook adjudicate`'s table
 * and --json, read by people); without it, the protocol's notation.
 */
export function phaseAnswer(detail: AdjudicationDetail, lang: Lang, explain: boolean, opts: TextOptions = {}): EchoedAnswer {
  const orders = detail.output.orders.map((o, k) => {
    const base = { power: o.power, text: o.text, ...(o.unit === undefined ? {} : { unit: o.unit }), result: o.result, dislodged: o.dislodged };
    return { ...base, ...orderReason(detail, k, lang, opts) };
  });
  const id = detail.output.id;
  const resolution = explain ? resolutionGraph(detail) : undefined;
  const graph = resolution ? { resolution } : {};
  return { ...(id === undefined ? {} : { id }), orders, ...withoutOrders(detail.output), ...(explain ? { explanation: stepsIn(detail.explanation, lang, opts) } : {}), ...graph };
}

/** Everything a result says but its orders (and its request id), as plain data. */
export function withoutOrders(out: PhaseOutput): Omit<PhaseOutput, 'orders' | 'id'> {
  const { orders: _orders, id: _id, ...rest } = out;
  void _orders;
  void _id;
  return rest;
}
