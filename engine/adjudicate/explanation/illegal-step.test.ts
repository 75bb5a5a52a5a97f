// Issue #26: an illegal or void order gets a step of its own saying why, in both languages, and
// no step says "every order is carried out" when one was not.

import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, boardOf } from '../../index.js';
import { runPhases } from '../../casebook/index.js';
import { adjudicatePhase } from '../phase.js';
import { standardMap } from '../../map/index.js';
import type { PhaseInput } from '../../protocol/types.js';
import { sharedCases } from '../../testing/casebook.js';

const NOT_CARRIED_OUT = new Set(['illegal', 'invalid']);

describe('illegal and void orders have their step', () => {
  const phases: { id: string; input: PhaseInput }[] = [];
  for (const c of sharedCases()) {
    runPhases(c, c.ruleset, (input) => {
      phases.push({ id: `${c.id} ${input.phase.season} ${input.phase.year} ${input.phase.type}`, input });
      return adjudicate(input);
    });
  }
  const movement = phases.filter((p) => p.input.phase.type === 'movement');

  it('finds movement phases with illegal or void orders', () => {
    const withBad = movement.filter((p) => adjudicate(p.input).orders.some((o) => NOT_CARRIED_OUT.has(o.result)));
    expect(withBad.length).toBeGreaterThan(40);
  });

  it('every illegal or void order of a movement phase is told by one step about set-aside orders', () => {
    const missing: string[] = [];
    for (const { id, input } of movement) {
      const d = adjudicateWithDetail(input);
      d.output.orders.forEach((o, i) => {
        if (!NOT_CARRIED_OUT.has(o.result)) return;
        const told = d.explanation.filter((s) => s.orders.includes(i) && (s.kind === 'illegal' || s.kind === 'variant'));
        if (told.length !== 1) missing.push(`${id}: order ${i} "${o.text}" (${o.result}) told by ${told.length} steps`);
      });
    }
    expect(missing).toEqual([]);
  });

  it('every illegal or void order of a retreat, adjustment or Intimate phase is told by a step', () => {
    const missing: string[] = [];
    for (const { id, input } of phases.filter((p) => p.input.phase.type !== 'movement' || p.input.variant === 'intimate')) {
      const d = adjudicateWithDetail(input);
      d.output.orders.forEach((o, i) => {
        if (NOT_CARRIED_OUT.has(o.result) && !d.explanation.some((s) => s.orders.includes(i))) missing.push(`${id}: order ${i} "${o.text}"`);
      });
      expect(d.explanation.filter((s) => s.kind === 'illegal').length, id).toBeLessThanOrEqual(1);
    }
    expect(missing).toEqual([]);
  });

  it('quotes an order that names no unit of the board (DATC 6.H.4, a retreat for a unit not dislodged)', () => {
    const { input } = phases.find((p) => p.id === 'datc-6.H.4 fall 1901 retreat') ?? phases.find((p) => p.id.startsWith('datc-6.H.4') && p.input.phase.type === 'retreat')!;
    const step = adjudicateWithDetail(input).explanation[0];
    expect(step.kind).toBe('illegal');
    expect(step.text.en).toMatch(/^No dislodged unit in nth \(illegal order "F North Sea - Norwegian Sea"\)\.$/);
    expect(step.text.fr).toMatch(/\(ordre illégal « F North Sea - Norwegian Sea »\)\.$/);
  });

  it('no step says every order is carried out when one is not', () => {
    const wrong: string[] = [];
    for (const { id, input } of movement) {
      const d = adjudicateWithDetail(input);
      const bad = d.output.orders.some((o) => NOT_CARRIED_OUT.has(o.result));
      for (const s of d.explanation) if (bad && /every order is carried out/.test(s.text.en)) wrong.push(id);
    }
    expect(wrong).toEqual([]);
  });

  it('says why, and what the unit does instead, in English and French (DATC 6.A.1, 6.A.2)', () => {
    const d = adjudicatePhase(standardMap, {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'england', type: 'F', loc: 'nth' },
        { power: 'england', type: 'A', loc: 'lvp' },
        { power: 'france', type: 'A', loc: 'par' },
      ],
      orders: [
        { power: 'england', text: 'F nth - pic' },
        { power: 'england', text: 'A lvp - iri' },
        { power: 'france', text: 'A par - bur' },
        { power: 'france', text: 'A mun - bur' },
      ],
    });
    const step = d.explanation[0];
    expect(step.kind).toBe('illegal');
    expect(step.orders).toEqual([0, 1, 3]);
    expect(step.provinces).toEqual(['iri', 'lvp', 'mun', 'nth', 'pic']);
    expect(step.rules).toEqual([]);
    expect(step.title).toEqual({ en: 'Illegal orders', fr: 'Ordres illégaux' });
    expect(step.text.en).toBe(
      'F nth cannot reach pic (illegal order; F nth holds). A lvp cannot reach iri: not adjacent and no fleets could convoy it (illegal order; A lvp holds). There is no unit in mun (illegal order "A mun - bur").',
    );
    expect(step.text.fr).toContain('F Mer du Nord ne peut pas atteindre la Picardie (ordre illégal ; F Mer du Nord tient sa position).');
    // The other order is carried out: the phase's last step says so, and only of the others.
    expect(d.explanation.map((s) => s.kind)).toEqual(['illegal', 'province']);
  });

  it('a void support is told as void', () => {
    const d = adjudicatePhase(standardMap, {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'france', type: 'A', loc: 'par' },
        { power: 'france', type: 'A', loc: 'mar' },
      ],
      orders: [
        { power: 'france', text: 'A par H' },
        { power: 'france', text: 'A mar S A par - bur' },
      ],
    });
    const step = d.explanation.find((s) => s.kind === 'illegal')!;
    expect(step.title.en).toBe('A void order');
    expect(step.text.en).toMatch(/\(void order; A mar holds\)\.$/);
    // Nothing else happens: every other order is carried out.
    expect(d.explanation.find((s) => s.kind === 'nothing')?.text.en).toBe('No unit moves into an occupied or disputed province: every other order is carried out.');
  });

  it('a variant that sets an order aside tells it once, in its own step (1914: closed provinces)', () => {
    const input = phases.find((p) => p.id.startsWith('1914-piedmont-closed'))!.input;
    const d = adjudicatePhase(boardOf(input), input);
    expect(d.explanation.some((s) => s.kind === 'illegal')).toBe(false);
  });
});
