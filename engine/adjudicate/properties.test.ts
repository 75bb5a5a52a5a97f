// Reliability properties over random full-board phases (more of them in `npm run bench`).
// `npm run test:deep` runs the same properties over half a million phases (PROPERTY_RUNS), beside
// whole games of every variant (engine/testing/all-games.properties.test.ts, PROPERTY_GAMES).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { adjudicatePhase } from './phase.js';
import { randomAdjustmentPhase, randomConvoySwapPhase, randomRetreatPhase } from './random-convoy-phase.js';
import { prng, randomPhase } from './random-phase.js';
import { phaseInputSchema, phaseOutputSchema } from '../protocol/schema.js';
import { PRESETS as PRESETS_BY_NAME } from '../rules/presets.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);
// The deep run (100,000 per property) takes minutes per test: the limit grows with the run size.
vi.setConfig({ testTimeout: Math.max(60_000, RUNS * 4) });
const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc', 'webdiplomacy'] as const;
const run = (input: PhaseInput): PhaseOutput => adjudicatePhase(standardMap, input).output;
const key = (o: { power: string; text: string }) => `${o.power}|${o.text}`;

/** No unit stacked, lost or duplicated, and one result per order. */
function expectSoundBoard(input: PhaseInput, out: PhaseOutput): void {
  const provinces = out.units.map((u) => standardMap.provinceOf(u.loc));
  expect(new Set(provinces).size, `two units in one province: ${JSON.stringify(input)}`).toBe(provinces.length);
  // Every unit moved, stayed or was dislodged: exactly once.
  expect(out.units.length + out.dislodged.length).toBe(input.units.length);
  const before = input.units.map((u) => `${u.power} ${u.type}`).sort();
  const after = [...out.units, ...out.dislodged].map((u) => `${u.power} ${u.type}`).sort();
  expect(after).toEqual(before);
  expect(out.orders.length).toBe(input.orders.length);
}

describe(`sound boards over convoyed swaps, ${RUNS} phases per preset`, () => {
  for (const ruleset of PRESETS) {
    it(`${ruleset}: a convoyed swap with third parties never stacks, loses or duplicates a unit`, () => {
      for (let seed = 1; seed <= RUNS; seed++) {
        const input = { ...randomConvoySwapPhase(standardMap, seed), ruleset };
        expectSoundBoard(input, run(input));
      }
    });
    it(`${ruleset}: plain random phases never stack, lose or duplicate a unit`, () => {
      for (let seed = 1; seed <= RUNS / 2; seed++) {
        const input = { ...randomPhase(standardMap, 1_000_003 * seed), ruleset };
        expectSoundBoard(input, run(input));
      }
    });
  }
});

/** A phase's outcome as sets, so that two listings of the same orders can be compared. */
function canonical(out: PhaseOutput): unknown {
  return {
    orders: out.orders.map((o) => `${o.power}|${o.text}|${o.result}|${o.reason}`).sort(),
    units: out.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort(),
    adjustments: (out.adjustments ?? []).map((a) => `${a.power} ${a.action} ${a.type} ${a.loc} ${a.default}`).sort(),
  };
}

function expectShuffleProof(input: PhaseInput, shuffleSeed: number): void {
  const rnd = prng(shuffleSeed);
  const shuffled = { ...input, orders: [...input.orders].sort(() => rnd() - 0.5) };
  expect(canonical(run(shuffled))).toEqual(canonical(run(input)));
}

/**
 * Under 'firstLegal' (DATC 4.D.4-4.D.6, choice b) a power's adjustment orders count in the order
 * written, by design; the powers' lists may still come in any order, interleaved.
 */
function expectPowerOrderProof(input: PhaseInput, shuffleSeed: number): void {
  const rnd = prng(shuffleSeed);
  const rank = new Map(input.orders.map((o, i) => [o, i]));
  const keys = new Map(input.orders.map((o) => [o, rnd()]));
  // Random interleaving of the powers' lists, each list keeping its own order.
  const byPower = new Map<string, typeof input.orders>();
  for (const o of input.orders) byPower.set(o.power, [...(byPower.get(o.power) ?? []), o]);
  const slots = [...input.orders].sort((a, b) => keys.get(a)! - keys.get(b)!).map((o) => o.power);
  const next = new Map([...byPower.keys()].map((p) => [p, 0]));
  const shuffled = { ...input, orders: slots.map((p) => byPower.get(p)![next.set(p, next.get(p)! + 1).get(p)! - 1]) };
  expect(shuffled.orders.map((o) => rank.get(o)).sort((a, b) => a! - b!)).toEqual(input.orders.map((_, i) => i));
  expect(canonical(run(shuffled))).toEqual(canonical(run(input)));
}

describe(`retreat and adjustment phases, ${RUNS / 5} each`, () => {
  for (const ruleset of PRESETS) {
    it(`${ruleset}: a retreat phase rules the same whatever the order of its orders`, () => {
      let tried = 0;
      for (let seed = 1; tried < RUNS / 5; seed++) {
        const input = randomRetreatPhase(standardMap, seed, (m) => run({ ...m, ruleset }));
        if (!input) continue;
        tried++;
        expectShuffleProof({ ...input, ruleset }, seed);
        const out = run({ ...input, ruleset });
        const provinces = out.units.map((u) => standardMap.provinceOf(u.loc));
        expect(new Set(provinces).size).toBe(provinces.length);
      }
    });
    if (PRESETS_BY_NAME[ruleset].adjustmentConflicts === 'voidAll') {
      it(`${ruleset}: an adjustment phase rules the same whatever the order of its orders`, () => {
        for (let seed = 1; seed <= RUNS / 5; seed++) expectShuffleProof({ ...randomAdjustmentPhase(standardMap, seed), ruleset }, seed);
      });
    } else {
      it(`${ruleset}: an adjustment phase rules the same whatever the order of the powers' lists (each power's orders count in the order written)`, () => {
        for (let seed = 1; seed <= RUNS / 5; seed++) expectPowerOrderProof({ ...randomAdjustmentPhase(standardMap, seed), ruleset }, seed);
      });
    }
  }
});

describe(`properties over ${RUNS} random movement phases`, () => {
  it('never throws, never stacks two units, never loses or duplicates a unit', () => {
    fc.assert(
      fc.property(fc.noShrink(fc.integer()), (seed) => {
        const input = randomPhase(standardMap, seed);
        expectSoundBoard(input, run(input));
      }),
      { numRuns: RUNS, seed: 20261121 },
    );
  });

  it('gives the same result whatever the order of the order list, and the same result twice', () => {
    fc.assert(
      fc.property(fc.noShrink(fc.integer()), fc.noShrink(fc.integer()), (seed, shuffleSeed) => {
        const input = randomPhase(standardMap, seed);
        const first = run(input);
        expect(run(input)).toEqual(first);
        const rnd = prng(shuffleSeed);
        const shuffled = { ...input, orders: [...input.orders].sort(() => rnd() - 0.5) };
        const second = run(shuffled);
        const byOrder = new Map(first.orders.map((o) => [key(o), o]));
        for (const o of second.orders) expect(o).toEqual(byOrder.get(key(o)));
        const sortUnits = (out: PhaseOutput) => out.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort();
        expect(sortUnits(second)).toEqual(sortUnits(first));
        expect(second.dislodged.map((d) => d.loc).sort()).toEqual(first.dislodged.map((d) => d.loc).sort());
      }),
      { numRuns: RUNS / 5, seed: 7 },
    );
  });

  it('reads and writes what the published JSON Schemas describe', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const input = randomPhase(standardMap, seed);
      expect(phaseInputSchema.safeParse(input).success).toBe(true);
      const out = JSON.parse(JSON.stringify(run(input)));
      const checked = phaseOutputSchema.safeParse(out);
      expect(checked.success, checked.success ? '' : checked.error.message).toBe(true);
    }
  });

  it('reports orders for missing units, for another power\'s unit and of the wrong phase as illegal', () => {
    const out = run({
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [{ power: 'france', type: 'A', loc: 'par' }],
      orders: [
        { power: 'france', text: 'A bur - mar' },
        { power: 'germany', text: 'A par - bur' },
        { power: 'france', text: 'Build A par' },
        { power: 'france', text: 'A par - zzz' },
      ],
    });
    expect(out.orders.map((o) => o.result)).toEqual(['illegal', 'illegal', 'illegal', 'illegal']);
    expect(out.orders[0].reason).toContain('no unit');
    expect(out.orders[1].reason).toContain('belongs to France, not Germany');
    expect(out.orders[2].reason).toContain('movement phase');
    expect(out.orders[3].reason).toContain('cannot be read');
    expect(out.units).toEqual([{ power: 'france', type: 'A', loc: 'par' }]);
  });
});
