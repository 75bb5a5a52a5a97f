// The per-preset reliability properties, declared by one test file per preset
// (engine/adjudicate/properties-<preset>.test.ts) so that vitest runs the presets side by side on
// separate workers: `npm run test:deep` runs them over 100,000 phases each (PROPERTY_RUNS), minutes
// per test, and one file holding every preset kept one core busy while the other idled.
import { describe, expect, it, vi } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { adjudicatePhase } from '../adjudicate/phase.js';
import { randomAdjustmentPhase, randomConvoySwapPhase, randomRetreatPhase } from '../adjudicate/random-convoy-phase.js';
import { prng, randomPhase } from '../adjudicate/random-phase.js';
import { PRESETS, type PresetName } from '../rules/presets.js';

// `npm test` runs 1,000 phases per property, each preset's in its own file, so 4,000 a property
// over the four presets (the whole suite well within two minutes, issue #27: the five files took
// 12.8 CPU-s at 2,000 in one full run); the deep run, which CI runs too, 100,000 a preset.
export const RUNS = Number(process.env.PROPERTY_RUNS ?? 1_000);
export const run = (input: PhaseInput): PhaseOutput => adjudicatePhase(standardMap, input).output;

/** The test time limit grows with the run size. */
export function scaleTimeout(): void {
  vi.setConfig({ testTimeout: Math.max(60_000, RUNS * 4) });
}

/** No unit stacked, lost or duplicated, and one result per order. */
export function expectSoundBoard(input: PhaseInput, out: PhaseOutput): void {
  const provinces = out.units.map((u) => standardMap.provinceOf(u.loc));
  expect(new Set(provinces).size, `two units in one province: ${JSON.stringify(input)}`).toBe(provinces.length);
  // Every unit moved, stayed or was dislodged: exactly once.
  expect(out.units.length + out.dislodged.length).toBe(input.units.length);
  const before = input.units.map((u) => `${u.power} ${u.type}`).sort();
  const after = [...out.units, ...out.dislodged].map((u) => `${u.power} ${u.type}`).sort();
  expect(after).toEqual(before);
  expect(out.orders.length).toBe(input.orders.length);
}

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

/** Every property of one preset: sound boards, then order independence in retreats and adjustments. */
export function presetProperties(ruleset: PresetName): void {
  scaleTimeout();
  describe(`sound boards over convoyed swaps, ${RUNS} phases`, () => {
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
  });

  describe(`retreat and adjustment phases, ${RUNS / 5} each`, () => {
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
    if (PRESETS[ruleset].adjustmentConflicts === 'voidAll') {
      it(`${ruleset}: an adjustment phase rules the same whatever the order of its orders`, () => {
        for (let seed = 1; seed <= RUNS / 5; seed++) expectShuffleProof({ ...randomAdjustmentPhase(standardMap, seed), ruleset }, seed);
      });
    } else {
      it(`${ruleset}: an adjustment phase rules the same whatever the order of the powers' lists (each power's orders count in the order written)`, () => {
        for (let seed = 1; seed <= RUNS / 5; seed++) expectPowerOrderProof({ ...randomAdjustmentPhase(standardMap, seed), ruleset }, seed);
      });
    }
  });
}
