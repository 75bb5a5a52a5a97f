// Issue #25: the Ancient Mediterranean's straits (seed 004 §6) and delta (§12) said by the engine
// itself, so that `casebook show`, `adjudicate --explain` and the desk tell why an army crossed water
// with no convoy and how the delta's spaces touch. The notes come from the board's passages table
// through the plug-in's `movementNotes` hook, state no result, and cite the variant's section.

import { describe, expect, it } from 'vitest';
import { boardOf } from '../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../adjudicate/phase.js';
import { causalOrderViolations } from '../adjudicate/explanation/causal-order.js';
import { phaseSummary } from '../adjudicate/explanation/summary.js';
import { sharedCases } from '../testing/casebook.js';
import { presetsOf, runPhases } from '../casebook/run.js';
import type { PhaseInput } from '../protocol/types.js';

const PASSAGE_FACTS = /^passage-/;

function caseMovement(id: string): AdjudicationDetail {
  const c = sharedCases().find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id}`);
  let first: AdjudicationDetail | undefined;
  runPhases(c, presetsOf(c)[0], (input) => {
    const detail = adjudicatePhase(boardOf(input), input);
    first ??= detail;
    return detail.output;
  });
  return first!;
}

function play(units: Record<string, string[]>, orders: Record<string, string[]>): AdjudicationDetail {
  const input: PhaseInput = {
    variant: 'ancient-mediterranean',
    phase: { season: 'spring', year: 1, type: 'movement' },
    units: Object.entries(units).flatMap(([power, list]) => list.map((u) => ({ power, type: u[0] as 'A' | 'F', loc: u.slice(2) }))),
    orders: Object.entries(orders).flatMap(([power, list]) => list.map((text) => ({ power, text }))),
  };
  return adjudicatePhase(boardOf(input), input);
}

const notesOf = (d: AdjudicationDetail) => d.explanation.flatMap((s) => s.facts.text.filter((f) => PASSAGE_FACTS.test(f.id)).map((f) => f.id));
const said = (d: AdjudicationDetail, lang: 'en' | 'fr') => d.explanation.map((s) => s.text[lang]).join('\n');

describe('straits (seed 004 §6)', () => {
  it('ancmed-straits: the step of the three armies says they need no convoy, and the fleet passes from sea to sea', () => {
    const d = caseMovement('ancmed-straits');
    expect(notesOf(d)).toEqual(['passage-strait-move', 'passage-strait-move']);
    expect(said(d, 'en')).toContain('A cor - sad, A nea - sic and A sag - mau are moves across a strait: an army crosses a strait in one move and needs no convoy (Ancient Mediterranean, §6)');
    expect(said(d, 'en')).toContain('F tyn - aus is a move across a strait: a fleet passes through a strait from one sea to the other in one move (Ancient Mediterranean, §6)');
    expect(said(d, 'fr')).toContain("sont des mouvements à travers un détroit, qu'une armée franchit en un seul mouvement, sans convoi (Méditerranée Antique, §6)");
    expect(d.explanation.every((s) => s.rules.every((n) => n >= 1 && n <= 22))).toBe(true);
  });

  it('a move across a strait that fails is still told as a move across it, never as a crossing made', () => {
    const d = play({ rome: ['A nea'], carthage: ['A sic'] }, { rome: ['A nea - sic'], carthage: ['A sic H'] });
    expect(d.output.orders.map((o) => o.result)).toEqual(['fails', 'holds']);
    const step = d.explanation.find((s) => s.facts.text.some((f) => f.id === 'passage-strait-move'))!;
    expect(step.orders).toContain(0);
    expect(step.text.en).toContain('A nea - sic is a move across a strait');
    expect(step.text.en).not.toMatch(/crosses the strait|crossed/);
  });

  it('a support across a strait is told with the principle that lets it count', () => {
    const d = play({ rome: ['A nea'], carthage: ['A sic', 'F tyn'] }, { rome: ['A nea H'], carthage: ['A sic S F tyn - nea', 'F tyn - nea'] });
    expect(d.output.orders.map((o) => o.result)).toEqual(['holds', 'given', 'succeeds']);
    expect(notesOf(d)).toEqual(['passage-strait-support']);
    expect(said(d, 'en')).toContain('A sic gives its support across a strait: a unit may support where it could move, and an army crosses a strait with no convoy (Ancient Mediterranean, §6)');
    expect(said(d, 'fr')).toContain("A Sicilia donne son soutien à travers un détroit : une unité peut soutenir là où elle pourrait se rendre, et une armée franchit un détroit sans convoi (Méditerranée Antique, §6)");
  });

  it('an army convoyed over the same water crosses no strait: no note', () => {
    const d = play({ carthage: ['A sag', 'F ber'] }, { carthage: ['A sag - mau via convoy', 'F ber C A sag - mau'] });
    expect(d.output.orders[0].result).toBe('succeeds');
    expect(notesOf(d)).toEqual([]);
  });
});

describe('the delta (seed 004 §12)', () => {
  it('ancmed-delta: both moves are across the delta, and their paths cross without an exchange of places', () => {
    const d = caseMovement('ancmed-delta');
    expect(notesOf(d)).toEqual(['passage-delta-move', 'passage-delta-paths-cross']);
    expect(said(d, 'en')).toContain('F the - gop and A ale - sii are moves across the delta, whose channels make ale, the, sii and gop each a neighbour of all the others (Ancient Mediterranean, §12)');
    expect(said(d, 'en')).toContain('cross each other in the delta: that is no exchange of places, and neither move bounces off the other');
    expect(said(d, 'fr')).toContain('dont les bras rendent Alexandrie, Thèbes, le Sinaï et le golfe de Péluse voisins les uns des autres (Méditerranée Antique, §12)');
  });

  it('ancmed-delta-swap: trading places across the delta is an exchange of places, met head to head', () => {
    const d = caseMovement('ancmed-delta-swap');
    expect(notesOf(d)).toEqual(['passage-delta-move', 'passage-delta-swap']);
    expect(said(d, 'en')).toContain('trade places across the delta: unlike paths that cross there, that is an exchange of places');
  });

  it('the game master\'s summary says the principle too', () => {
    expect(phaseSummary(caseMovement('ancmed-delta'), 'en')).toContain('cross each other in the delta');
    expect(phaseSummary(caseMovement('ancmed-straits'), 'fr')).toContain('à travers un détroit');
  });
});

describe('the notes keep the explanation true', () => {
  it('in causal order, in every Ancient Mediterranean case under each of its presets', () => {
    const bad: string[] = [];
    for (const c of sharedCases().filter((x) => x.variant === 'ancient-mediterranean')) {
      for (const preset of presetsOf(c)) {
        runPhases(c, preset, (input) => {
          const detail = adjudicatePhase(boardOf(input), input);
          if (detail.movement) bad.push(...causalOrderViolations(detail.movement, detail.explanation).map((v) => `${c.id} (${preset}): ${v}`));
          return detail.output;
        });
      }
    }
    expect(bad).toEqual([]);
  });
});
