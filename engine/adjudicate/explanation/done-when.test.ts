// Issue #10's "Done when", as properties over everything the casebook produces (every phase type,
// every preset, each case on its own board) and over random phases: no reason that is only the
// result word or the order restated, in either language; no standoff told where a unit entered, in
// a reason or a step. The other two properties have their own tests: every case's rules: and
// because: cited (cases/rules-cited.test.ts, the runner's because: check in cases/casebook.test.ts)
// and the causal order (reasons.test.ts, on every case and 10,000 random phases).

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { boardOf } from '../../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { randomPhase } from '../random-phase.js';
import { randomConvoySwapPhase } from '../random-convoy-phase.js';
import type { MovementResult } from '../movement/index.js';
import type { ExplanationStep } from '../explain.js';
import type { Arg, Fact } from '../../language/render.js';

/** The result words a reason may open with, in both languages. */
const RESULT_WORDS = /^(?:succeeds|fails|holds|given|available|cut|disrupted|illegal|invalid|disbanded|builds|removes|retreats|réussit|échoue|tient sa position|donné|disponible|bloqué|rompu|illégal|invalide|démobilisée|construit|retire|bat en retraite)\b/iu;
const FILLER = new Set(['a', 'f', 'to', 'in', 'en', 'à', 'au', 'vers', 'the', 'la', 'le', 'l']);
const words = (t: string) => t.toLowerCase().split(/[^\p{L}0-9]+/u).filter(Boolean);

/** A reason that says nothing beyond its result word and the order's own words (fewer than two words left). */
function isBare(reason: string, orderText: string): boolean {
  const own = new Set(words(orderText));
  return words(reason.replace(RESULT_WORDS, '')).filter((w) => !own.has(w) && !FILLER.has(w)).length < 2;
}

/** Fact ids that say a standoff took place in a province (the order's destination, or the step's subject). */
const STANDOFF_FACTS = new Set(['move-standoff', 'also-standoff', 'step-out-standoff']);

function says(f: Fact | undefined, ids: Set<string>): boolean {
  const walk = (x: Arg | undefined): boolean => {
    if (x === undefined || typeof x !== 'object') return false;
    if ('list' in x) return x.list.some(walk);
    if (!('id' in x)) return false;
    return ids.has(x.id) || Object.values(x.args ?? {}).some(walk);
  };
  return walk(f);
}

const movementOf = (d: AdjudicationDetail) => (d as unknown as { movement?: MovementResult }).movement;

/** Standoffs told in a movement phase where some unit in fact entered the province. */
function falseStandoffs(where: string, m: MovementResult | undefined, steps: readonly ExplanationStep[]): string[] {
  if (!m) return [];
  const b = m.board;
  const entered = (p: string) => (b.movesInto.get(p) ?? []).some((u) => m.moved[u]);
  const out: string[] = [];
  m.outcomes.forEach((o, i) => {
    const dest = o.unit >= 0 ? b.dest[o.unit] : undefined;
    if (dest !== undefined && says(o.reason.fact, STANDOFF_FACTS) && entered(dest)) out.push(`${where}: order ${i}: ${o.reason.en}`);
  });
  for (const s of steps) {
    if (s.kind === 'province' && s.subject && says({ id: 'step', args: { t: s.facts.title, x: { list: s.facts.text } } }, STANDOFF_FACTS) && entered(s.subject)) out.push(`${where}: step "${s.title.en}"`);
  }
  return out;
}

function bareReasons(where: string, d: AdjudicationDetail): string[] {
  const out: string[] = [];
  d.output.orders.forEach((o, i) => {
    for (const lang of ['en', 'fr'] as const) {
      const r = d.reasons[i]?.[lang];
      if (r !== undefined && isBare(r, o.text)) out.push(`${where}: ${o.text}: ${lang} "${r}"`);
    }
  });
  return out;
}

const casebook: { where: string; detail: AdjudicationDetail }[] = [];
for (const c of sharedCases()) {
  for (const preset of presetsOf(c)) {
    runPhases(c, preset, (input) => {
      const detail = adjudicatePhase(boardOf(input), input);
      casebook.push({ where: `${c.id} ${input.phase.season} ${input.phase.year} ${input.phase.type} (${preset})`, detail });
      return detail.output;
    });
  }
}

describe('the checks themselves can fail', () => {
  it('a reason that is only the result word, or the order restated, is bare', () => {
    expect(isBare('holds', 'A par H')).toBe(true);
    expect(isBare('given', 'A mar S A par - bur')).toBe(true);
    expect(isBare('builds A par', 'Build A par')).toBe(true);
    expect(isBare('retreats to bur', 'A mun - bur')).toBe(true);
    expect(isBare('donné', 'A mar S A par - bur')).toBe(true);
    expect(isBare('given (not attacked); it adds 1 to A par - bur', 'A mar S A par - bur')).toBe(false);
  });

  it('a standoff told where a unit entered is found, in a reason and in a step', () => {
    // A sev enters Rumania: a made-up reason for A bul claiming a standoff there must be caught.
    const d = adjudicatePhase(standardMap, {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'russia', type: 'A', loc: 'rum' },
        { power: 'russia', type: 'A', loc: 'ser' },
        { power: 'russia', type: 'A', loc: 'sev' },
        { power: 'turkey', type: 'A', loc: 'bul' },
      ],
      orders: [
        { power: 'russia', text: 'A rum - bul' },
        { power: 'russia', text: 'A ser S A rum - bul' },
        { power: 'russia', text: 'A sev - rum' },
        { power: 'turkey', text: 'A bul - rum' },
      ],
    });
    const m = movementOf(d)!;
    expect(falseStandoffs('schema 13', m, d.explanation)).toEqual([]);
    const claimed = { ...m.outcomes[3], reason: { ...m.outcomes[3].reason, fact: { id: 'move-standoff', args: {} } } };
    expect(falseStandoffs('forged reason', { ...m, outcomes: [...m.outcomes.slice(0, 3), claimed] }, d.explanation)).toHaveLength(1);
    const rum = d.explanation.find((s) => s.subject === 'rum')!;
    const step = { ...rum, facts: { title: rum.facts.title, text: [{ id: 'step-out-standoff', args: {} }] } } as ExplanationStep;
    expect(falseStandoffs('forged step', m, [step])).toHaveLength(1);
  });
});

describe("issue #10's Done when, over the whole casebook", () => {
  it('plays every phase type', () => {
    const types = new Set(casebook.map((x) => x.where.split(' ')[3]));
    expect([...types]).toEqual(expect.arrayContaining(['adjustment', 'movement', 'retreat']));
  });

  it('0 reasons that are only the result word or the order restated, in English or French', () => {
    expect(casebook.flatMap(({ where, detail }) => bareReasons(where, detail))).toEqual([]);
  });

  it('0 standoff claims where a unit entered, in a reason or a step', () => {
    expect(casebook.flatMap(({ where, detail }) => falseStandoffs(where, movementOf(detail), detail.explanation))).toEqual([]);
  });
});

describe("issue #10's Done when, over random phases", () => {
  it('0 bare reasons and 0 false standoffs on 500 random phases and 150 convoy swaps', () => {
    const bad: string[] = [];
    const check = (where: string, d: AdjudicationDetail) => bad.push(...bareReasons(where, d), ...falseStandoffs(where, movementOf(d), d.explanation));
    for (let seed = 1; seed <= 500 && bad.length < 5; seed++) check(`random ${seed}`, adjudicatePhase(standardMap, randomPhase(standardMap, seed)));
    for (let seed = 1; seed <= 150 && bad.length < 5; seed++) check(`convoy swap ${seed}`, adjudicatePhase(standardMap, randomConvoySwapPhase(standardMap, seed)));
    expect(bad).toEqual([]);
  });
});
