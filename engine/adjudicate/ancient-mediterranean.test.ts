// The adjudicator on the Ancient Mediterranean board (#14): its powers and victory count come from
// the board's data, and the Baleares (an archipelago) convoy like a sea and are reached by armies
// only by convoy (seed 004 §8, §13). The cases in cases/ancient-mediterranean/ cover each rule of
// seed 004 with its own examples; these tests pin the engine's side of each board fact.
import { describe, expect, it } from 'vitest';
import { adjudicate, InputError } from '../index.js';
import type { PhaseInput } from '../protocol/types.js';

const VARIANT = 'ancient-mediterranean';
const spring = { season: 'spring', year: 1, type: 'movement' } as const;

/** "rome F nea" units and "rome: F nea - tyn" orders on the ancient board. */
function play(units: string[], orders: string[], extra: Partial<PhaseInput> = {}) {
  const out = adjudicate({
    variant: VARIANT,
    phase: spring,
    units: units.map((s) => {
      const [power, type, loc] = s.split(' ');
      return { power, type: type as 'A' | 'F', loc };
    }),
    orders: orders.map((s) => ({ power: s.slice(0, s.indexOf(':')), text: s.slice(s.indexOf(':') + 1).trim() })),
    ...extra,
  });
  return { results: out.orders.map((o) => o.result), units: out.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort(), out };
}

describe('the Ancient Mediterranean powers are the board\'s', () => {
  it('accepts the five powers and refuses a standard one, listing the board\'s', () => {
    expect(play(['rome A rom'], ['rome: A rom - apu']).results).toEqual(['succeeds']);
    const bad = () => play(['france A rom'], []);
    expect(bad).toThrow(InputError);
    expect(bad).toThrow('units[0]: unknown power "france" (powers: rome, carthage, greece, persia, egypt)');
    expect(() => play(['rome A rom'], ['austria: A rom - apu'])).toThrow('orders[0]: unknown power "austria" (powers: rome, carthage, greece, persia, egypt)');
    expect(() => play([], [], { supplyCenters: { turkey: ['rom'] } })).toThrow('supplyCenters: unknown power "turkey" (powers: rome, carthage, greece, persia, egypt)');
  });

  it('and the standard board still refuses the ancient ones, listing its seven', () => {
    const phase = { season: 'spring', year: 1901, type: 'movement' } as const;
    expect(() => adjudicate({ phase, units: [{ power: 'rome', type: 'A', loc: 'rom' }], orders: [] })).toThrow(
      'units[0]: unknown power "rome" (powers: austria, england, france, germany, italy, russia, turkey)',
    );
  });

  it('wins with 18 centres (the variant author\'s count; seed 004 §2 prints 13, see the ERRATA)', () => {
    const centres = ['rom', 'nea', 'rav', 'car', 'cir', 'tha', 'ath', 'spa', 'mac', 'sid', 'ant', 'dam', 'ale', 'mem', 'the', 'bal', 'byz', 'cre'];
    const winter = { season: 'winter', year: 5, type: 'adjustment' } as const;
    const at = (n: number) => adjudicate({ variant: VARIANT, phase: winter, units: [], orders: [], supplyCenters: { rome: centres.slice(0, n) } });
    expect(at(18).winner).toBe('rome');
    expect(at(17).winner).toBeUndefined();
    expect(at(13).winner).toBeUndefined();
  });
});

describe('the Baleares: a fleet there convoys, armies come and go by convoy only (seed 004 §8, §13)', () => {
  it('a fleet in the Baleares convoys an army from Tarraconensis to Saguntum', () => {
    const r = play(['carthage A tar', 'carthage F bal'], ['carthage: A tar - sag', 'carthage: F bal C A tar - sag']);
    expect(r.results).toEqual(['succeeds', 'available']);
    expect(r.units).toEqual(['carthage A sag', 'carthage F bal']);
  });

  it('a fleet in the Baleares is one link of a longer chain', () => {
    const r = play(['rome A mas', 'rome F lig', 'rome F bal'], ['rome: A mas - sag', 'rome: F lig C A mas - sag', 'rome: F bal C A mas - sag']);
    expect(r.results).toEqual(['succeeds', 'available', 'available']);
  });

  it('an army enters the Baleares by convoy through the Berber Sea, and leaves them the same way', () => {
    expect(play(['carthage A sag', 'carthage F ber'], ['carthage: A sag - bal', 'carthage: F ber C A sag - bal']).units).toEqual(['carthage A bal', 'carthage F ber']);
    expect(play(['carthage A bal', 'carthage F ber'], ['carthage: A bal - mau', 'carthage: F ber C A bal - mau']).units).toEqual(['carthage A mau', 'carthage F ber']);
  });

  it('an army never walks into or out of the Baleares', () => {
    const into = play(['carthage A tar'], ['carthage: A tar - bal']);
    expect(into.results).toEqual(['illegal']);
    const out = play(['carthage A bal'], ['carthage: A bal - tar']);
    expect(out.results).toEqual(['illegal']);
    // Nor does an army there support anything: it has no border to support across.
    const support = play(['carthage A bal', 'carthage A sag', 'carthage F tar'], ['carthage: A bal S F tar - ber']);
    expect(support.results).toEqual(['illegal']);
  });

  it('a fleet on an island or a Nile bank is on land and cannot convoy (§13)', () => {
    for (const [fleet, army, to] of [['cre', 'spa', 'cyr'], ['byz', 'mac', 'bit'], ['sii', 'jer', 'the']]) {
      const r = play([`egypt F ${fleet}`, `egypt A ${army}`], [`egypt: F ${fleet} C A ${army} - ${to}`]);
      expect(r.results, fleet).toEqual(['illegal']);
    }
  });

  it('an army dislodged from the Baleares has nowhere to retreat', () => {
    const r = play(['carthage A bal', 'rome F lig', 'rome F ber'], ['rome: F lig - bal', 'rome: F ber S F lig - bal']);
    expect(r.results).toEqual(['succeeds', 'given']);
    expect(r.out.dislodged).toEqual([{ power: 'carthage', type: 'A', loc: 'bal', attackerFrom: 'lig', retreats: [] }]);
  });
});
