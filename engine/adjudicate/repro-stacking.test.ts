// Reproducers of issue #17 item 1 (../shared/repro/two-units-*): a convoyed swap with a third army
// moving into one of the two provinces. Rule 11's "a dislodged unit has no effect on its attacker's
// origin" was applied although nobody was dislodged, and two units ended in one province.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOrderFile } from '../formats/order-file.js';
import { standardMap } from '../map/index.js';
import type { PhaseInput } from '../protocol/types.js';
import { adjudicatePhase } from './phase.js';
import { REPRO_DIR } from '../testing/shared-data.js';

const repro = (name: string) => path.join(REPRO_DIR, name);
const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc'] as const;

function fromOrderFile(name: string): PhaseInput {
  const { input, problems } = parseOrderFile(standardMap, readFileSync(repro(name), 'utf8'));
  expect(problems).toEqual([]);
  return input!;
}

function provincesAfter(input: PhaseInput, ruleset: string): string[] {
  const out = adjudicatePhase(standardMap, { ...input, ruleset }).output;
  return out.units.map((u) => u.loc.slice(0, 3));
}

function resultsOf(input: PhaseInput, ruleset: string): string[] {
  return adjudicatePhase(standardMap, { ...input, ruleset }).output.orders.map((o) => o.result);
}

describe('never two units in one province (issue #17 reproducers)', () => {
  for (const ruleset of PRESETS) {
    it(`two-units-bulgaria.txt under ${ruleset}: the Turkish swap happens and Russia is kept out`, () => {
      const input = fromOrderFile('two-units-bulgaria.txt');
      const provinces = provincesAfter(input, ruleset);
      expect(new Set(provinces).size).toBe(provinces.length);
      // A Bul - Con via convoy, A Con - Bul, F Aeg C, A Ser S, Russia A Rum - Bul
      expect(resultsOf(input, ruleset)).toEqual(['succeeds', 'succeeds', 'available', 'given', 'fails']);
    });

    it(`two-units-bulgaria.json under ${ruleset}`, () => {
      const input = JSON.parse(readFileSync(repro('two-units-bulgaria.json'), 'utf8')) as PhaseInput;
      const provinces = provincesAfter(input, ruleset);
      expect(new Set(provinces).size).toBe(provinces.length);
    });

    it(`two-units-sweden.txt under ${ruleset}: the convoyed army enters Sweden, Finland bounces`, () => {
      const input = fromOrderFile('two-units-sweden.txt');
      const provinces = provincesAfter(input, ruleset);
      expect(new Set(provinces).size).toBe(provinces.length);
      // A Nwy - Swe via convoy, F Bal S, F Ska C, A Fin - Swe, A Swe - Nwy
      expect(resultsOf(input, ruleset)).toEqual(['succeeds', 'given', 'available', 'fails', 'succeeds']);
    });

    it(`two-units-kiel-dense.json under ${ruleset}`, () => {
      const input = JSON.parse(readFileSync(repro('two-units-kiel-dense.json'), 'utf8')) as PhaseInput;
      const provinces = provincesAfter(input, ruleset);
      expect(new Set(provinces).size).toBe(provinces.length);
    });
  }
});
