// The runner's pure parts, with hand-made PhaseOutputs: no engine involved.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import {
  compareBecause,
  compareDislodged,
  compareGeography,
  compareOrders,
  comparePositionAfter,
  expectedPhase,
  firstPhaseInput,
  geographyNames,
  nextPhaseInput,
  phasePrefix,
  presetsOf,
  presetSuffix,
  runPhases,
} from './run.js';
import { caseSchema, type CaseInput } from './schema.js';

/** Schema 12 of the 2000 book, trimmed to what the tests need. */
function schema12(extra: Partial<CaseInput> = {}) {
  return caseSchema.parse({
    id: 'schema-12',
    title: { en: 'a', fr: 'b' },
    source: { doc: 'd', ref: 'r' },
    rules: [10],
    topics: [],
    book: 'b',
    phases: [
      {
        phase: { season: 'spring', year: 1901, type: 'movement' },
        position: { units: { austria: ['A boh', 'A tyr'], germany: ['A mun', 'A ber'], russia: ['A war', 'A pru'] } },
        orders: [
          { power: 'austria', printed: 'A Bob – Mun', read: 'A Boh - Mun', erratum: 1, expect: 'succeeds' },
          { power: 'austria', printed: 'A Tyr S A Boh – Mun', expect: 'given' },
          { power: 'russia', printed: 'A Var – Sil', expect: 'fails', expectBy: { datc: 'succeeds' } },
        ],
        expect: {
          dislodged: [{ unit: 'A mun', power: 'germany', attackerFrom: 'boh', retreats: ['bur', 'kie', 'ruh'] }],
          units: { austria: ['A mun', 'A tyr'], germany: ['A ber'], russia: ['A war', 'A pru'] },
          contested: ['sil'],
        },
      },
    ],
    errata: [{ id: 1, printed: 'A Bob – Mun', read: 'A Boh - Mun', why: 'OCR' }],
    ...extra,
  });
}

const phase = (c: ReturnType<typeof schema12>, i = 0) => c.phases![i];

function output(partial: Partial<PhaseOutput> = {}): PhaseOutput {
  return {
    orders: [
      { power: 'austria', text: 'A Boh - Mun', unit: 'A boh', result: 'succeeds', dislodged: false, reason: 'moves' },
      { power: 'austria', text: 'A Tyr S A Boh – Mun', unit: 'A tyr', result: 'given', dislodged: false, reason: 'given' },
      { power: 'russia', text: 'A Var – Sil', unit: 'A war', result: 'fails', dislodged: false, reason: 'standoff in sil' },
    ],
    dislodged: [{ power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'boh', retreats: ['ruh', 'kie', 'bur'] }],
    units: [
      { power: 'austria', type: 'A', loc: 'mun' },
      { power: 'austria', type: 'A', loc: 'tyr' },
      { power: 'germany', type: 'A', loc: 'ber' },
      { power: 'russia', type: 'A', loc: 'war' },
      { power: 'russia', type: 'A', loc: 'pru' },
    ],
    contested: ['sil'],
    ...partial,
  };
}

describe('presets and names', () => {
  it('runs the case ruleset first, then every preset an expectBy names', () => {
    expect(presetsOf(schema12())).toEqual(['rulebook-2000', 'datc']);
    expect(presetsOf(schema12({ ruleset: 'datc' }))).toEqual(['datc']);
  });
  it('names single-phase tests without a phase prefix, other presets with a suffix', () => {
    const c = schema12();
    expect(phasePrefix(c, 0)).toBe('');
    expect(presetSuffix(c, 'rulebook-2000')).toBe('');
    expect(presetSuffix(c, 'datc')).toBe(' [datc]');
  });
  it('names geography tests', () => {
    expect(geographyNames({ unit: 'F rom', reaches: ['tys', 'nap', 'tus'], notReaches: ['ven', 'apu'], exactly: true })).toEqual({
      reaches: 'F rom reaches nap, tus, tys (exactly)',
      notReaches: 'F rom does not reach apu, ven',
    });
  });
});

describe('case -> PhaseInput', () => {
  it('sends the read text of each order, the units and the preset', () => {
    const input = firstPhaseInput(schema12(), 'datc');
    expect(input.ruleset).toBe('datc');
    expect(input.phase).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    expect(input.orders.map((o) => o.text)).toEqual(['A Boh - Mun', 'A Tyr S A Boh – Mun', 'A Var – Sil']);
    expect(input.units).toContainEqual({ power: 'russia', type: 'A', loc: 'pru' });
    expect(input.units).toHaveLength(6);
    expect(input.dislodged).toBeUndefined();
  });
  it('starts a retreat phase from the previous output', () => {
    const c = schema12({
      phases: [
        phase(schema12()),
        {
          phase: { season: 'spring', year: 1901, type: 'retreat' },
          orders: [{ power: 'germany', printed: 'A Mun - Kie', expect: 'succeeds' }],
          expect: { units: {} },
        },
      ] as CaseInput['phases'],
    });
    const prevInput: PhaseInput = { ...firstPhaseInput(c, 'rulebook-2000'), supplyCenters: { germany: ['ber'] } };
    const next = nextPhaseInput(c, 1, 'rulebook-2000', prevInput, output());
    expect(next.phase.type).toBe('retreat');
    expect(next.dislodged).toEqual([{ power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'boh' }]);
    expect(next.contested).toEqual(['sil']);
    expect(next.units).toHaveLength(5);
    expect(next.supplyCenters).toEqual({ germany: ['ber'] });
    expect(next.orders).toEqual([{ power: 'germany', text: 'A Mun - Kie' }]);
    expect(phasePrefix(c, 1)).toBe('spring 1901 retreat › ');
  });
  it('chains phases and stops after a failure', () => {
    const two = [phase(schema12()), { ...phase(schema12()), position: undefined }];
    const c = schema12({ phases: two as CaseInput['phases'] });
    const seen: PhaseInput[] = [];
    const runs = runPhases(c, 'rulebook-2000', (input) => {
      seen.push(input);
      return output();
    });
    expect(runs.map((r) => r.error)).toEqual([undefined, undefined]);
    // The second phase starts from the first one's output: A mun is Austrian now.
    expect(seen[1].units).toContainEqual({ power: 'austria', type: 'A', loc: 'mun' });

    const failing = runPhases(c, 'rulebook-2000', () => {
      const e = new Error('a fleet cannot stand inland (par)');
      e.name = 'InputError';
      throw e;
    });
    expect(failing.map((r) => r.error)).toEqual([
      'the adjudicator failed: a fleet cannot stand inland (par)',
      'not run: the spring 1901 movement phase before it produced no result',
    ]);
  });
});

describe('expectations under a preset', () => {
  it('replaces whole fields with the preset override', () => {
    const c = schema12();
    const ph = phase(c);
    ph.expect.expectBy = { datc: { contested: [] } };
    expect(expectedPhase(ph, 'datc').contested).toEqual([]);
    expect(expectedPhase(ph, 'datc').units).toEqual(ph.expect.units);
    expect(expectedPhase(ph, 'rulebook-2000').contested).toEqual(['sil']);
  });
});

describe('compareOrders', () => {
  it('passes when every result matches', () => {
    expect(compareOrders(phase(schema12()), 'rulebook-2000', output())).toEqual({ ok: true, message: '' });
  });
  it('shows every order with the book and the engine side by side, marking the differences', () => {
    const v = compareOrders(phase(schema12()), 'datc', output(), (i) => `schema-12.yaml:${30 + i}:9`);
    expect(v.ok).toBe(false);
    expect(v.message).toBe(
      [
        '1 of 3 order results differ (datc):',
        '     power    order                book      engine',
        '     austria  A Boh - Mun          succeeds  succeeds',
        '     austria  A Tyr S A Boh – Mun  given     given',
        '  ✗  russia   A Var – Sil          succeeds  fails',
        `  russia "A Var – Sil" at schema-12.yaml:32:9: engine's reason: standoff in sil`,
      ].join('\n'),
    );
  });
  it('fails when the adjudicator returns a different number of results', () => {
    const v = compareOrders(phase(schema12()), 'rulebook-2000', output({ orders: [] }));
    expect(v.message).toBe('the case has 3 orders but the adjudicator returned 0 results (results must follow the input order, one per order)');
  });
});

describe('compareBecause', () => {
  const withBecause = () => {
    const c = schema12();
    c.phases![0].orders[0].because = [3];
    c.phases![0].orders[2].because = [3, 10];
    return c;
  };
  it('passes when each order cites every rule its because names', () => {
    const cites = [[3, 5], [], [3, 4, 10]];
    expect(compareBecause(withBecause(), 0, (k) => ({ reason: 'r', rules: cites[k] })).ok).toBe(true);
  });
  it('names the case, the phase, the order, where it is, the missing rules and what the engine cited', () => {
    const cites = [[5], [], [3]];
    const v = compareBecause(withBecause(), 0, (k) => ({ reason: `reason ${k}`, rules: cites[k] }), (k) => `f.yaml:${k}`);
    expect(v.ok).toBe(false);
    expect(v.message).toBe(
      'schema-12, spring 1901 movement: the case says these orders are explained by rules the engine does not cite:\n' +
        '  austria "A Boh - Mun" (f.yaml:0): the engine\'s reason does not cite rule 3 (it cites rule 5: "reason 0")\n' +
        '  russia "A Var – Sil" (f.yaml:2): the engine\'s reason does not cite rule 10 (it cites rule 3: "reason 2")',
    );
  });
  it('fails an order the engine gave no reason for', () => {
    expect(compareBecause(withBecause(), 0, () => undefined).message).toContain("the engine's reason does not cite rule 3 (the engine gave no reason)");
  });
});

describe('compareDislodged', () => {
  it('ignores the order of retreat options', () => {
    expect(compareDislodged(phase(schema12()), 'rulebook-2000', output()).ok).toBe(true);
  });
  it('names missing and extra dislodgements, wrong attackers and retreats', () => {
    const v = compareDislodged(
      phase(schema12()),
      'rulebook-2000',
      output({
        dislodged: [
          { power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'tyr', retreats: ['kie', 'sil'] },
          { power: 'russia', type: 'A', loc: 'war', attackerFrom: 'pru', retreats: [] },
        ],
      }),
    );
    expect(v.message).toBe(
      [
        'dislodged units differ (rulebook-2000):',
        '  germany A mun: attacked from boh in the book, from tyr by the engine',
        '  germany A mun: retreats differ: book [bur, kie, ruh], engine [kie, sil]',
        '  russia A war: the engine dislodges it (attacked from pru); the book does not',
      ].join('\n'),
    );
    const none = compareDislodged(phase(schema12()), 'rulebook-2000', output({ dislodged: [] }));
    expect(none.message).toBe('dislodged units differ (rulebook-2000):\n  germany A mun: the book dislodges it (attacked from boh); the engine does not');
  });
});

describe('comparePositionAfter', () => {
  it('passes on the same board in any order', () => {
    expect(comparePositionAfter(phase(schema12()), 'rulebook-2000', output({ units: [...output().units].reverse() })).ok).toBe(true);
  });
  it('lists units only in the book and only in the engine, and contested provinces', () => {
    const units = output().units.filter((u) => u.loc !== 'mun');
    units.push({ power: 'germany', type: 'A', loc: 'mun' });
    const v = comparePositionAfter(phase(schema12()), 'rulebook-2000', output({ units, contested: [] }));
    expect(v.message).toBe(
      [
        'the position after the phase differs (rulebook-2000):',
        '  units: book only: austria A mun; engine only: germany A mun',
        '  contested: book only: sil',
      ].join('\n'),
    );
  });
  it('compares contested provinces, centres and adjustments only when the case gives them', () => {
    const ph = phase(schema12());
    delete ph.expect.contested;
    expect(comparePositionAfter(ph, 'rulebook-2000', output({ contested: ['boh'], supplyCenters: { germany: ['ber'] } })).ok).toBe(true);

    ph.expect.supplyCenters = { germany: ['ber', 'mun'] };
    ph.expect.adjustments = [
      { power: 'germany', action: 'build', unit: 'F kie' },
      { power: 'russia', action: 'remove', unit: 'A war', default: true },
    ];
    const v = comparePositionAfter(
      ph,
      'rulebook-2000',
      output({
        supplyCenters: { germany: ['ber'], austria: ['mun'] },
        adjustments: [
          { power: 'germany', action: 'build', type: 'F', loc: 'kie', default: false },
          { power: 'russia', action: 'remove', type: 'A', loc: 'war', default: false },
        ],
      }),
    );
    expect(v.message).toBe(
      [
        'the position after the phase differs (rulebook-2000):',
        '  supply centres: book only: mun germany; engine only: mun austria',
        '  adjustments: russia remove A war is a default in the book, not in the engine',
      ].join('\n'),
    );
  });
});

describe('compareGeography', () => {
  const map = standardMap;
  it('checks a complete list both ways', () => {
    const g = { unit: 'A par', reaches: ['bre', 'bur', 'gas', 'pic'], exactly: true };
    expect(compareGeography(g, ['bre', 'bur', 'gas', 'pic'], map).reaches.ok).toBe(true);
    expect(compareGeography(g, ['bre', 'bur', 'gas', 'pic', 'mar'], map).reaches.message).toBe(
      "A par: the engine also moves it to mar, which the book's complete list leaves out (engine reaches: bre, bur, gas, mar, pic)",
    );
    expect(compareGeography(g, ['bre', 'bur'], map).reaches.message).toBe(
      'A par: the book says it reaches gas, pic, the engine does not move there (engine reaches: bre, bur)',
    );
  });
  it('checks places the unit must not reach, a bare province covering every coast', () => {
    const g = { unit: 'F mao', notReaches: ['spa'] };
    expect(compareGeography(g, ['bre', 'por'], map).notReaches.ok).toBe(true);
    expect(compareGeography(g, ['spa/nc'], map).notReaches.message).toBe(
      'F mao: the book says it cannot reach spa, but the engine moves it there (engine reaches: spa/nc)',
    );
  });
});
