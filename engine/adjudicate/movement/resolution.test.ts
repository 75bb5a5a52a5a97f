// The resolution as data (issue #25): what each decision was decided from, the loops and the graph
// a later page draws; read on named positions and checked against the published schema.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { ordersOf, unitsOf } from '../test-helpers.js';
import { resolutionOf } from './resolution.js';
import type { MovementResult } from './index.js';
import { phaseOutputSchema } from '../../protocol/schema.js';
import { randomPhase } from '../random-phase.js';

const movementOf = (d: AdjudicationDetail) => (d as unknown as { movement: MovementResult }).movement;

function play(units: string[], orders: string[], ruleset?: 'rulebook-2000' | 'rulebook-1971' | 'datc') {
  return adjudicatePhase(standardMap, { ...(ruleset ? { ruleset } : {}), phase: { season: 'spring', year: 1901, type: 'movement' }, units: unitsOf(units), orders: ordersOf(orders) });
}

const paradox = (ruleset: 'rulebook-2000' | 'rulebook-1971' | 'datc') =>
  play(['england F lon', 'england F wal', 'france A bre', 'france F eng'], ['england: F lon S F wal - eng', 'england: F wal - eng', 'france: A bre - lon', 'france: F eng C A bre - lon'], ruleset);

describe('decided from', () => {
  it('reads what decided a result, not everything the rules looked at (schema 5: Kiel waits on Berlin, Berlin on Prussia)', () => {
    const d = play(['germany F kie', 'germany A ber', 'russia A pru'], ['germany: F kie - ber', 'germany: A ber - pru', 'russia: A pru H']);
    const res = resolutionOf(movementOf(d));
    expect(res.decidedFrom.get('move:0')).toEqual(['move:1']);
    expect(res.decidedFrom.get('move:1')).toEqual([]);
    expect(res.value.get('move:0')).toBe(false);
  });

  it('keeps the plainest causes that suffice: a move strong enough on its own is not decided from the unit leaving', () => {
    const d = play(['austria F ven', 'russia A tri', 'turkey F adr', 'russia F apu'], ['austria: F ven - apu', 'russia: A tri S F adr - ven', 'turkey: F adr - ven', 'russia: F apu - adr']);
    const res = resolutionOf(movementOf(d));
    expect(res.decidedFrom.get('move:2')).toEqual(['support:1']);
    expect(res.loops).toEqual([]);
  });
});

describe('loops', () => {
  it('DATC 6.F.14 under datc: a paradox with two consistent outcomes, settled by the Szykman rule', () => {
    const res = resolutionOf(movementOf(paradox('datc')));
    expect(res.loops).toHaveLength(1);
    expect(res.loops[0]).toMatchObject({ kind: 'paradox', settled: ['convoy:3'], solutions: 2 });
    expect(new Set(res.loops[0].cycle)).toEqual(new Set(['convoy:3', 'move:1', 'support:0']));
  });

  it('the same under rulebook-2000: rule 21 keeps the loop from forming', () => {
    const res = resolutionOf(movementOf(paradox('rulebook-2000')));
    expect(res.loops.map((l) => l.kind)).toEqual(['convoyRule']);
    expect(res.loops[0].settled).toEqual(['support:0']);
  });

  it('a ring of three moves is circular (rule 7)', () => {
    const d = play(['turkey F ank', 'turkey A con', 'turkey A smy'], ['turkey: F ank - con', 'turkey: A con - smy', 'turkey: A smy - ank']);
    const res = resolutionOf(movementOf(d));
    expect(res.loops.map((l) => [l.kind, [...l.settled].sort()])).toEqual([['circular', ['move:0', 'move:1', 'move:2']]]);
  });
});

describe('the graph', () => {
  it('6.F.14: nodes with their results, the support, the convoy that failed, the dislodgement and the loop through all four', () => {
    const g = resolutionOf(movementOf(paradox('datc'))).graph;
    expect(g.nodes.map((n) => `${n.unit} ${n.kind} ${n.result}${n.dislodged ? ' dislodged' : ''}`)).toEqual([
      'F lon support given',
      'F wal move succeeds',
      'A bre move fails',
      'F eng convoy disrupted dislodged',
    ]);
    expect(g.edges).toEqual(
      expect.arrayContaining([
        { from: 0, to: 1, kind: 'support', effective: true },
        { from: 3, to: 2, kind: 'convoy', effective: false },
        { from: 1, to: 3, kind: 'dislodge', effective: true },
      ]),
    );
    expect(g.loops).toEqual([{ kind: 'paradox', units: expect.arrayContaining([0, 1, 2, 3]), solutions: 2 }]);
  });

  it('a cut, a standoff and a unit that holds a move off', () => {
    const d = play(
      ['germany A mun', 'germany A ber', 'russia A war', 'russia A pru', 'austria A boh', 'france A bur'],
      ['germany: A mun - sil', 'germany: A ber S A mun - sil', 'russia: A war - sil', 'russia: A pru - ber', 'austria: A boh - mun', 'france: A bur H'],
    );
    const g = resolutionOf(movementOf(d)).graph;
    const kinds = g.edges.map((e) => `${g.nodes[e.from].unit}>${g.nodes[e.to].unit} ${e.kind}`);
    expect(kinds).toEqual(expect.arrayContaining(['A pru>A ber cut', 'A war>A mun prevent', 'A mun>A war prevent', 'A mun>A boh hold']));
  });

  it('is what the published schema describes (`casebook adjudicate --json --explain`), for 300 random phases', () => {
    const schema = phaseOutputSchema.shape.resolution.unwrap();
    for (let seed = 1; seed <= 300; seed++) {
      const d = adjudicatePhase(standardMap, randomPhase(standardMap, seed));
      const graph = JSON.parse(JSON.stringify(resolutionOf(movementOf(d)).graph));
      expect(graph.nodes.length).toBe(d.output.units.length + d.output.dislodged.length);
      const checked = schema.safeParse(graph);
      expect(checked.success, checked.success ? '' : checked.error.message).toBe(true);
    }
  });
});
