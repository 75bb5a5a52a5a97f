// Reliability properties over random full-board phases (more of them in `npm run bench`); each
// preset's own properties are in properties-<preset>.test.ts (engine/testing/preset-properties.ts).
// `npm run test:deep` runs them all over 100,000 phases per property (PROPERTY_RUNS), beside whole
// games of every variant (engine/testing/all-games.properties.test.ts, PROPERTY_GAMES).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PhaseOutput } from '../protocol/types.js';
import { prng, randomPhase } from './random-phase.js';
import { phaseInputSchema, phaseOutputSchema } from '../protocol/schema.js';
import { expectSoundBoard, run, RUNS, scaleTimeout } from '../testing/preset-properties.js';

scaleTimeout();
const key = (o: { power: string; text: string }) => `${o.power}|${o.text}`;

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
