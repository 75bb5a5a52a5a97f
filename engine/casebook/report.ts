// The engine's explanation of a phase, rendered in one language, in the shape `casebook adjudicate
// --json` and `casebook show --json` print: each order's reason and the rules that decided it, and
// the steps. The terminal tables, the JSON outputs and the `because:` check of the case runner all
// read the facts through here, so they cannot disagree with one another.

import type { AdjudicationDetail } from '../adjudicate/phase.js';
import type { ExplanationStep } from '../adjudicate/explain.js';
import type { PhaseId, PhaseOutput, UnitJson } from '../protocol/types.js';
import type { Case } from './schema.js';
import { expectedOrders, runPhases, type Adjudicator } from './run.js';
import { textFor } from './schema.js';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** An order's reason in one language, with the numbers of the 2000 book's rules that decided it. */
export interface OrderReason {
  reason: string;
  rules: number[];
}

export interface StepReport {
  title: string;
  text: string;
  rules: number[];
  /** Input order indices the step is about. */
  orders: number[];
  provinces: string[];
}

/**
 * Order `k`'s reason in `lang`. Movement reasons are typed facts with their rules. Retreat and
 * adjustment outcomes reach us only through the protocol's English sentence, with no rule numbers.
 */
export function orderReason(detail: AdjudicationDetail, k: number, lang: Lang): OrderReason {
  const fact = detail.movement?.outcomes[k]?.reason;
  if (fact) return { reason: fact[lang], rules: [...fact.rules].sort((a, b) => a - b) };
  return { reason: detail.output.orders[k]?.reason ?? '', rules: [] };
}

export function stepsIn(steps: readonly ExplanationStep[], lang: Lang): StepReport[] {
  return steps.map((s) => ({ title: s.title[lang], text: s.text[lang], rules: [...s.rules], orders: [...s.orders], provinces: [...s.provinces] }));
}

/** The protocol's answer with each order's reason in `lang` and its rules, and the steps when asked. */
export function phaseAnswer(detail: AdjudicationDetail, lang: Lang, explain: boolean) {
  const out = detail.output;
  const orders = out.orders.map((o, k) => {
    const { reason, rules } = orderReason(detail, k, lang);
    const base = { power: o.power, text: o.text, ...(o.unit === undefined ? {} : { unit: o.unit }), result: o.result, dislodged: o.dislodged };
    return { ...base, reason, rules };
  });
  return { ...plainOutput(out), orders, ...(explain ? { explanation: stepsIn(detail.explanation, lang) } : {}) };
}

/** The output's fields other than the orders, as plain data (the orders are rebuilt by the caller). */
function plainOutput(out: PhaseOutput): Omit<PhaseOutput, 'orders'> {
  const { orders: _orders, ...rest } = out;
  void _orders;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// A whole case

export interface CaseOrderReport {
  power: string;
  /** The ordered unit, e.g. "A bul"; absent for builds and waives. */
  unit?: string;
  /** The order as adjudicated (the case's reading when it corrects the print). */
  text: string;
  /** The order as the book prints it, when the case reads it differently. */
  printed?: string;
  /** The book's result under the case's own ruleset. */
  expected: string;
  /** The engine's result; absent when the phase could not be run. */
  result?: string;
  reason?: string;
  rules?: number[];
  /** The rules the case says explain this order (`because:`). */
  because?: number[];
}

export interface CasePhaseReport {
  phase: PhaseId;
  /** The board the phase starts from. */
  position?: { units: UnitJson[]; dislodged?: UnitJson[] };
  orders: CaseOrderReport[];
  explanation: StepReport[];
  /** What the engine made of the phase: dislodged units, standoffs, the board after. */
  output?: Omit<PhaseOutput, 'orders'>;
  /** Why the phase has no result (the engine refused its input, or an earlier phase failed). */
  error?: string;
}

export interface CaseReport {
  id: string;
  title: string;
  source: Case['source'];
  rules: number[];
  ruleset: string;
  book: string;
  phases: CasePhaseReport[];
}

/** A case run by the engine under its own ruleset, every text in `lang`. */
export function caseReport(c: Case, lang: Lang, adjudicateWithDetail: (input: Parameters<Adjudicator>[0]) => AdjudicationDetail): CaseReport {
  const details = new Map<object, AdjudicationDetail>();
  const runs = runPhases(c, c.ruleset, (input) => {
    const d = adjudicateWithDetail(input);
    details.set(input, d);
    return d.output;
  });
  const phases = (c.phases ?? []).map((ph, i): CasePhaseReport => {
    const run = runs[i];
    const detail = run.input ? details.get(run.input) : undefined;
    const expected = expectedOrders(ph, c.ruleset);
    const orders = ph.orders.map((o, k): CaseOrderReport => {
      const got = detail?.output.orders[k];
      return {
        power: o.power,
        ...(got?.unit ? { unit: got.unit } : {}),
        text: expected[k].text,
        ...(o.read && o.read !== o.printed ? { printed: o.printed } : {}),
        expected: expected[k].expect,
        ...(got && detail ? { result: got.result, ...orderReason(detail, k, lang) } : {}),
        ...(o.because ? { because: [...o.because] } : {}),
      };
    });
    return {
      phase: { ...ph.phase },
      ...(run.input ? { position: { units: run.input.units, ...(run.input.dislodged?.length ? { dislodged: run.input.dislodged } : {}) } } : {}),
      orders,
      explanation: detail ? stepsIn(detail.explanation, lang) : [],
      ...(detail ? { output: plainOutput(detail.output) } : {}),
      ...(run.error ? { error: run.error } : {}),
    };
  });
  return {
    id: c.id,
    title: c.title[lang],
    source: c.source,
    rules: c.rules,
    ruleset: c.ruleset,
    book: textFor(c.book, lang).text,
    phases,
  };
}
