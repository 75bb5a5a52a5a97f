// Reproducers of issue #17 items 6 and 8 (../shared/repro/): input that was trusted and silently
// wrong, and results that depended on the order of the order list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { adjudicatePhase } from './phase.js';
import { REPRO_DIR } from '../testing/shared-data.js';

const repro = (name: string) => readFileSync(path.join(REPRO_DIR, name), 'utf8');
const run = (input: PhaseInput): PhaseOutput => adjudicatePhase(standardMap, input).output;
const refused = (input: unknown) => () => run(input as PhaseInput);

describe('input that must be refused in words (issue #17 item 6)', () => {
  it('retreat-trusts-retreats-list.json: a given retreats list is checked against the board', () => {
    expect(refused(JSON.parse(repro('retreat-trusts-retreats-list.json')))).toThrow(
      'dislodged[0].retreats: mar, mos, xyz are not open to A par on this board (its options: bre, gas, pic)',
    );
  });
  it('two-dislodged-one-province.json: two units dislodged from one province', () => {
    expect(refused(JSON.parse(repro('two-dislodged-one-province.json')))).toThrow('dislodged[1]: dislodged[0] is already dislodged from par');
  });
  it('centre-owned-by-two-powers.json: a centre with two owners', () => {
    expect(refused(JSON.parse(repro('centre-owned-by-two-powers.json')))).toThrow('supplyCenters.germany: par is already owned by france');
  });
  it('army-on-coast.json: an army on a coast', () => {
    expect(refused(JSON.parse(repro('army-on-coast.json')))).toThrow('units[0]: an army stands in a province, not on a coast: write "spa", not "spa/nc"');
  });
  it('wrong-typed fields and a string where a list is expected are named, not read character by character', () => {
    const base = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [], orders: [] };
    expect(refused({ ...base, units: 'A par' })).toThrow('"units" must be a list, not "A par"');
    expect(refused({ ...base, orders: [{ power: 'france', text: 3 }] })).toThrow('orders[0]: "text" must be a string, not 3');
    expect(refused({ ...base, supplyCenters: { france: 'par' } })).toThrow('supplyCenters.france must be a list of centres, not "par"');
    expect(refused({ ...base, units: [null] })).toThrow('units[0] must be an object {power, type, loc}, not null');
    expect(refused({ ...base, colour: 'red' })).toThrow('unknown field "colour"');
  });
  it('a movement phase in winter and adjustments in spring are refused', () => {
    const base = { units: [], orders: [] };
    expect(refused({ ...base, phase: { season: 'winter', year: 1901, type: 'movement' } })).toThrow('there is no movement phase in winter');
    expect(refused({ ...base, phase: { season: 'spring', year: 1901, type: 'adjustment' }, supplyCenters: {} })).toThrow('there is no adjustment phase in spring');
  });
  it('a retreat phase gets the dislodged unit\'s options from the board, its attacker\'s origin closed', () => {
    const out = run({
      phase: { season: 'spring', year: 1901, type: 'retreat' },
      units: [{ power: 'germany', type: 'A', loc: 'par' }],
      dislodged: [{ power: 'france', type: 'A', loc: 'par', attackerFrom: 'bur' }],
      orders: [{ power: 'france', text: 'A par - bur' }],
    });
    expect(out.orders[0].result).toBe('illegal');
    expect(out.units).toEqual([{ power: 'germany', type: 'A', loc: 'par' }]);
  });
  it('a unit dislodged by a convoyed army may retreat to its origin when the preset says so (DATC 4.A.5)', () => {
    // A pic dislodged by A bel convoyed through the Channel; bre, par and bur are occupied, so the
    // attacker's origin bel is the only way out, open under datc (retreatToConvoyAttackerOrigin).
    const input = (ruleset: string, viaConvoy?: boolean): PhaseInput => ({
      ruleset,
      phase: { season: 'spring', year: 1901, type: 'retreat' },
      units: ['pic', 'bre', 'par', 'bur'].map((loc) => ({ power: 'england' as const, type: 'A' as const, loc })),
      dislodged: [{ power: 'france', type: 'A', loc: 'pic', attackerFrom: 'bel', ...(viaConvoy ? { viaConvoy } : {}) }],
      orders: [{ power: 'france', text: 'A pic - bel' }],
    });
    expect(run(input('datc', true)).orders[0].result).toBe('succeeds');
    expect(run(input('datc')).orders[0].result).toBe('illegal');
    expect(run(input('rulebook-2000', true)).orders[0].result).toBe('illegal');
  });
});

/** The outcome as a set: the same whatever the order of the input list. */
function canonical(out: PhaseOutput): unknown {
  return {
    orders: out.orders.map((o) => `${o.power}|${o.text}|${o.result}|${o.reason}`).sort(),
    units: out.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort(),
    adjustments: (out.adjustments ?? []).map((a) => `${a.power} ${a.action} ${a.type} ${a.loc} ${a.default}`).sort(),
  };
}

describe('the order of the order list never matters (issue #17 item 8)', () => {
  it('order-list-order-matters.jsonl: each pair of lines rules the same', () => {
    const lines = repro('order-list-order-matters.jsonl').trim().split('\n').map((l) => JSON.parse(l) as PhaseInput);
    expect(canonical(run(lines[0]))).toEqual(canonical(run(lines[1])));
    expect(canonical(run(lines[3]))).toEqual(canonical(run(lines[4])));
    // Two different retreat orders for one unit: neither is obeyed, and the unit disbands.
    expect(run(lines[0]).units).toEqual([{ power: 'germany', type: 'A', loc: 'par' }]);
  });

  const winter = (orders: string[], centres: Record<string, string[]>, units: PhaseInput['units'] = []): PhaseInput => ({
    phase: { season: 'winter', year: 1901, type: 'adjustment' },
    units,
    supplyCenters: centres,
    orders: orders.map((text) => ({ power: 'france', text })),
  });
  const permutations = <T>(xs: T[]): T[][] => (xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));

  it('too many builds: none is made, in every order (DATC 4.D.4, choice a)', () => {
    const orders = ['Build A par', 'Build A mar', 'Build F bre'];
    for (const p of permutations(orders)) {
      const out = run(winter(p, { france: ['par', 'mar', 'bre', 'spa', 'por'] }, [{ power: 'france', type: 'A', loc: 'spa' }, { power: 'france', type: 'F', loc: 'por' }, { power: 'france', type: 'A', loc: 'bur' }]));
      expect(out.adjustments).toEqual([]);
      expect(out.orders.every((o) => o.result === 'fails')).toBe(true);
    }
  });
  it('two builds in one province: neither is made (DATC 4.D.5, choice a); the other build stands', () => {
    for (const p of permutations(['Build A mar', 'Build F mar', 'Build A par'])) {
      const out = run(winter(p, { france: ['par', 'mar', 'bre'] }, [{ power: 'france', type: 'F', loc: 'bre' }]));
      expect(out.adjustments).toEqual([{ power: 'france', action: 'build', type: 'A', loc: 'par', default: false }]);
    }
  });
  it('too many removals: civil disorder chooses, in every order (DATC 4.D.6, choice a)', () => {
    const units: PhaseInput['units'] = [
      { power: 'france', type: 'A', loc: 'par' },
      { power: 'france', type: 'A', loc: 'mos' },
      { power: 'france', type: 'A', loc: 'war' },
    ];
    const results = permutations(['Remove A par', 'Remove A mos', 'Remove A war']).map((p) => canonical(run(winter(p, { france: ['par'] }, units))));
    for (const r of results) expect(r).toEqual(results[0]);
    const out = run(winter(['Remove A par', 'Remove A mos', 'Remove A war'], { france: ['par'] }, units));
    expect(out.adjustments!.every((a) => a.default)).toBe(true);
  });
});
