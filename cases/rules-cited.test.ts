// #10 item 4: every rule of the 2000 book is cited where it decides something, and every case's own
// `rules:` is cited somewhere in its explanation (an order's reason or a step). Where the engine does
// not cite a case's rule yet, the case is listed below with the missing rules; the test fails both
// when a new case misses one and when a listed rule becomes cited (then shorten the list).

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { sharedCases } from '../engine/testing/casebook.js';
import { caseReport } from '../engine/casebook/report.js';
import { adjudicatePhase } from '../engine/adjudicate/phase.js';
import { boardOf } from '../engine/index.js';

/** Case id -> rules of its `rules:` that no reason or step of its explanation cites yet. */
const NOT_CITED_YET: Record<string, number[]> = {};
/** Rules no code path cites yet. */
const NEVER_CITED_YET: number[] = [];

const casesDir = path.dirname(new URL(import.meta.url).pathname);
const cited = new Map<string, { own: number[]; cited: Set<number> }>();
for (const c of sharedCases(casesDir)) {
  const report = caseReport(c, 'en', (input) => adjudicatePhase(boardOf(input), input), boardOf({ variant: c.variant }));
  const rules = new Set<number>();
  for (const p of report.phases) {
    for (const o of p.orders) for (const n of o.rules ?? []) rules.add(n);
    for (const s of p.explanation) for (const n of s.rules) rules.add(n);
  }
  cited.set(c.id, { own: c.rules, cited: rules });
}

describe('rules cited by the explanations, over the whole casebook', () => {
  it('every rule 1-22 is cited by some case, except those listed as not cited yet', () => {
    const all = new Set([...cited.values()].flatMap((x) => [...x.cited]));
    const never = Array.from({ length: 22 }, (_, i) => i + 1).filter((n) => !all.has(n));
    expect(never).toEqual(NEVER_CITED_YET);
  });

  it("every case's own rules: are cited in its explanation, except the listed ones", () => {
    const missing: Record<string, number[]> = {};
    for (const [id, x] of cited) {
      const m = x.own.filter((n) => !x.cited.has(n));
      if (m.length) missing[id] = m;
    }
    expect(missing).toEqual(NOT_CITED_YET);
  });
});
