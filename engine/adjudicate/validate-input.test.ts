// The input check's quick path (isPlainlyValid) against its full one (findProblems): the quick path
// may send a valid phase to the full check, but must never let by a phase the full check refuses.
// Each case below is a valid phase with one thing wrong (or unusual) in a unit, an order, the
// phase id or the top level; `plain` says the quick path let it by.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseInput } from '../protocol/types.js';
import { PhaseCheck, validatePhaseInput } from './validate-input.js';

const validUnits = () => [
  { power: 'england', type: 'F', loc: 'lon' },
  { power: 'russia', type: 'F', loc: 'stp/sc' },
  { power: 'france', type: 'A', loc: 'par' },
];
const validOrders = () => [
  { power: 'england', text: 'F lon - nth' },
  { power: 'france', text: 'A par H' },
];
const validPhase = (): Record<string, unknown> => ({
  phase: { season: 'fall', year: 1901, type: 'movement' },
  units: validUnits(),
  orders: validOrders(),
  supplyCenters: { england: ['lon'], france: ['par'] },
});

function checked(input: unknown): { problems: string[]; check: PhaseCheck } {
  const check = new PhaseCheck();
  const problems = validatePhaseInput(standardMap, input as PhaseInput, check);
  return { problems, check };
}

/** A phase with its unit (or order) `at` replaced. */
const withUnit = (unit: unknown, at = 1) => ({ ...validPhase(), units: validUnits().map((u, i) => (i === at ? unit : u)) });
const withOrder = (order: unknown, at = 1) => ({ ...validPhase(), orders: validOrders().map((o, i) => (i === at ? order : o)) });
/** An object whose prototype has an enumerable field: for-in sees it, so the full check names it. */
const inheriting = <T extends object>(own: T, inherited: Record<string, unknown>): T => Object.assign(Object.create(inherited) as T, own);

describe('the quick input check never lets by what the full check refuses', () => {
  it('a valid phase takes the quick path, with each unit\'s location number', () => {
    const { problems, check } = checked(validPhase());
    expect(problems).toEqual([]);
    expect(check.plain).toBe(true);
    expect(check.locations).toHaveLength(3);
    expect(new Set(check.locations).size).toBe(3);
  });

  const refusedUnits: [string, unknown][] = [
    ['an extra field', { power: 'france', type: 'A', loc: 'par', colour: 'blue' }],
    ['no loc', { power: 'france', type: 'A' }],
    ['no power', { type: 'A', loc: 'par' }],
    ['no type', { power: 'france', loc: 'par' }],
    ['a number for a power', { power: 3, type: 'A', loc: 'par' }],
    ['a number for a loc', { power: 'france', type: 'A', loc: 7 }],
    ['an unknown power', { power: 'prussia', type: 'A', loc: 'par' }],
    ['an unknown type', { power: 'france', type: 'a', loc: 'par' }],
    ['an unknown location', { power: 'france', type: 'A', loc: 'xyz' }],
    ['an army on a coast', { power: 'france', type: 'A', loc: 'spa/nc' }],
    ['a fleet inland', { power: 'france', type: 'F', loc: 'bur' }],
    ['an army at sea', { power: 'france', type: 'A', loc: 'nth' }],
    ['a fleet with no coast where it needs one', { power: 'france', type: 'F', loc: 'spa' }],
    ['a second unit in a province', { power: 'france', type: 'A', loc: 'stp' }],
    ['an inherited enumerable field', inheriting({ power: 'france', type: 'A', loc: 'par' }, { colour: 'blue' })],
    ['a getter beside the fields', Object.defineProperty({ power: 'france', type: 'A', loc: 'par' }, 'colour', { get: () => 'blue', enumerable: true })],
    ['an array', ['france', 'A', 'par']],
    ['null', null],
    ['a string', 'A par'],
  ];
  for (const [what, unit] of refusedUnits) {
    it(`a unit with ${what}: refused, by the full check`, () => {
      const { problems, check } = checked(withUnit(unit, 2));
      expect(problems.length).toBeGreaterThan(0);
      expect(check.plain).toBe(false);
      // Nothing half-learnt is left for the board to read.
      expect(check.locations).toEqual([]);
    });
  }

  it('a unit read through getters is accepted by both checks alike', () => {
    const unit = { get power() { return 'france'; }, get type() { return 'A'; }, get loc() { return 'par'; } };
    expect(checked(withUnit(unit, 2)).problems).toEqual([]);
  });

  // The power test looks in one slot per id (its length and first letter): an id sharing a
  // power's slot, an id differing in case or by a space, a power's id made at run time (a string
  // not interned) and any string at all must be judged as the map's list of powers judges them.
  const nearPowers = standardMap.powers.flatMap((p) => [p, p.toUpperCase(), `${p} `, ` ${p}`, p.slice(0, -1), `${p[0]}${'x'.repeat(p.length - 1)}`, [...p].join('')]);
  it('a unit or an order is let by exactly when its power is one of the map\'s', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('', ...nearPowers), fc.string({ maxLength: 9 })), (power) => {
        const known = (standardMap.powers as readonly string[]).includes(power);
        for (const phase of [withUnit({ power, type: 'A', loc: 'par' }, 2), withOrder({ power, text: 'A par H' })]) {
          const { problems, check } = checked(phase);
          expect(problems.length === 0).toBe(known);
          expect(check.plain).toBe(known);
        }
      }),
      { numRuns: 400, seed: 20261128 },
    );
  });

  const refusedOrders: [string, unknown][] = [
    ['an extra field', { power: 'france', text: 'A par H', colour: 'blue' }],
    ['no power', { text: 'A par H' }],
    ['no text', { power: 'france' }],
    ['a number for text', { power: 'france', text: 3 }],
    ['an unknown power', { power: 'prussia', text: 'A par H' }],
    ['an inherited enumerable field', inheriting({ power: 'france', text: 'A par H' }, { colour: 'blue' })],
    ['an array', ['france', 'A par H']],
    ['null', null],
  ];
  for (const [what, order] of refusedOrders) {
    it(`an order with ${what}: refused, by the full check`, () => {
      const { problems, check } = checked(withOrder(order));
      expect(problems.length).toBeGreaterThan(0);
      expect(check.plain).toBe(false);
    });
  }

  it('an order with a "version" (the game master\'s) is valid, but only the full check reads it', () => {
    const { problems, check } = checked(withOrder({ power: 'france', text: 'A par H', version: 1 }));
    expect(problems).toEqual([]);
    expect(check.plain).toBe(false);
    expect(check.locations).toEqual([]);
  });

  const refusedPhases: [string, Record<string, unknown>][] = [
    ['an extra field in the phase id', { phase: { season: 'fall', year: 1901, type: 'movement', day: 3 } }],
    ['no year', { phase: { season: 'fall', type: 'movement' } }],
    ['a year out of range', { phase: { season: 'fall', year: 0, type: 'movement' } }],
    ['movement in winter', { phase: { season: 'winter', year: 1901, type: 'movement' } }],
    ['an array for the phase id', { phase: ['fall', 1901, 'movement'] }],
    ['an inherited field in the phase id', { phase: inheriting({ season: 'fall', year: 1901, type: 'movement' }, { day: 3 }) }],
    ['an unknown top-level field', { colour: 'blue' }],
    ['units that are not a list', { units: 'A par' }],
    ['a centre owned twice', { supplyCenters: { england: ['lon'], france: ['lon'] } }],
    ['a centre listed twice by its owner', { supplyCenters: { england: ['lon', 'edi', 'lon'] } }],
    ['a centre owned twice where a unit stands', { supplyCenters: { france: ['par', 'bre'], germany: ['par'] } }],
    ['a centre that is no centre', { supplyCenters: { france: ['bur'] } }],
    ['a number for the ruleset', { ruleset: 3 }],
  ];
  for (const [what, change] of refusedPhases) {
    it(`a phase with ${what}: refused, by the full check`, () => {
      const { problems, check } = checked({ ...validPhase(), ...change });
      expect(problems.length).toBeGreaterThan(0);
      expect(check.plain).toBe(false);
    });
  }

  it('centres are marked per phase: owners valid phase after phase stay valid, a centre owned twice is still found', () => {
    // The quick check marks each centre's province in the same array as the units' provinces,
    // under a mark of its own each phase: neither a unit's province nor the last phase's centres may count as owned.
    for (let i = 0; i < 50; i++) expect(checked({ ...validPhase(), supplyCenters: { england: ['lon', 'edi'], france: ['par', 'bre'] } }).check.plain).toBe(true);
    expect(checked({ ...validPhase(), supplyCenters: { england: ['lon', 'edi'], france: ['par', 'edi'] } }).check.plain).toBe(false);
    expect(checked({ ...validPhase(), supplyCenters: { england: ['lon', 'edi'], france: ['par', 'bre'] } }).check.plain).toBe(true);
  });

  it('an inherited top-level field is refused', () => {
    const { problems, check } = checked(inheriting(validPhase(), { colour: 'blue' }));
    expect(problems.length).toBeGreaterThan(0);
    expect(check.plain).toBe(false);
  });

  it('a game field (control, closedProvinces, coin) sends a phase to the full check', () => {
    for (const field of [{ control: { france: { player: 'p1' } } }, { closedProvinces: ['bur'] }, { coin: { winner: 'p1' } }, { control: 'x' }]) {
      expect(checked({ ...validPhase(), ...field }).check.plain).toBe(false);
    }
  });
});
