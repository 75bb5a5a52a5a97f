// The engine's explanation of a phase or of a whole case, rendered in one language, in the shapes
// `casebook adjudicate --json` and `casebook show --json` print (engine/protocol/types.ts): each
// order's reason and the rules that decided it, and the steps. The terminal tables, the JSON outputs
// and the runner's `because:` check all read the engine's facts through here, so they agree.

import type { AdjudicationDetail } from '../adjudicate/phase.js';
import type { GameMap } from '../map/types.js';
import { orderReason, stepsIn, type TextOptions } from '../adjudicate/explanation/in-language.js';
import { withoutOrders } from '../adjudicate/explanation/answer.js';
import type {
  CaseOrderReportJson,
  CasePhaseReportJson,
  CaseReportJson,
  PhaseInput,
} from '../protocol/types.js';
import type { Case } from './schema.js';
import { textFor } from './schema.js';
import { compareGeography, expectedOrders, reachableAlone, runPhases } from './run.js';

export { orderReason, stepsIn, type OrderReason, type TextOptions } from '../adjudicate/explanation/in-language.js';
export { phaseAnswer } from '../adjudicate/explanation/answer.js';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

// ---------------------------------------------------------------------------------------------
// A whole case

type WithDetail = (input: PhaseInput) => AdjudicationDetail;

/** A case ruled by the engine under the case's own ruleset, every text in `lang` (English with names when `opts.names`). */
export function caseReport(c: Case, lang: Lang, adjudicate: WithDetail, map: GameMap, opts: Omit<TextOptions, 'map'> = {}): CaseReportJson {
  const textOpts = { ...opts, map };
  const details = new Map<PhaseInput, AdjudicationDetail>();
  const runs = runPhases(c, c.ruleset, (input) => {
    const d = adjudicate(input);
    details.set(input, d);
    return d.output;
  });
  const phases = (c.phases ?? []).map((ph, i): CasePhaseReportJson => {
    const run = runs[i];
    const detail = run.input ? details.get(run.input) : undefined;
    const expected = expectedOrders(ph, c.ruleset);
    const orders = ph.orders.map((o, k): CaseOrderReportJson => {
      const got = detail?.output.orders[k];
      return {
        power: o.power,
        ...(got?.unit ? { unit: got.unit } : {}),
        text: expected[k].text,
        ...(o.read && o.read !== o.printed ? { printed: o.printed } : {}),
        ...(o.erratum ? { erratum: o.erratum } : {}),
        expected: expected[k].expect,
        ...(got && detail ? { result: got.result, ...orderReason(detail, k, lang, textOpts) } : {}),
        ...(o.because ? { because: [...o.because] } : {}),
      };
    });
    const input = run.input;
    return {
      phase: { ...ph.phase },
      ...(input ? { position: { units: input.units, ...(input.dislodged?.length ? { dislodged: input.dislodged } : {}) } } : {}),
      orders,
      explanation: detail ? stepsIn(detail.explanation, lang, textOpts) : [],
      ...(detail ? { output: withoutOrders(detail.output) } : {}),
      ...(run.error ? { error: run.error } : {}),
    };
  });
  const geography = (c.geography ?? []).map((g) => {
    const { reached } = reachableAlone(g.unit, map, (input) => adjudicate(input).output, c.variant);
    const v = compareGeography(g, reached, map);
    return { ...g, engine: [...reached].sort(), agrees: v.reaches.ok && v.notReaches.ok };
  });
  return {
    id: c.id,
    title: c.title[lang],
    source: { ...c.source },
    rules: [...c.rules],
    ruleset: c.ruleset,
    book: textFor(c.book, lang).text,
    ...(c.notes ? { notes: c.notes[lang] } : {}),
    ...(c.errata?.length ? { errata: c.errata.map((e) => ({ id: e.id, printed: e.printed, read: e.read, why: textFor(e.why, lang).text })) } : {}),
    phases,
    ...(geography.length ? { geography } : {}),
  };
}
