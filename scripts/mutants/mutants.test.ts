// Every case has teeth: each mutant of the reference engine (one rule broken) is caught by at least
// one case, and the mutant x case kill table published for the site is up to date
// (regenerate with `npm run mutants`).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MUTATION_NAMES, mutated, mutatedOptions } from '../../engine/adjudicate/mutation.js';
import { PRESETS } from '../../engine/rules/presets.js';
import { mutantsJson, runMutants } from './mutants.js';

const published = fileURLToPath(new URL('../../site/content-data/mutants.json', import.meta.url));

describe('mutants', () => {
  it('at least 15, each killed by a case; the published table is up to date', async () => {
    const report = await runMutants();
    expect(MUTATION_NAMES.length).toBeGreaterThanOrEqual(15);
    expect(report.survivors).toEqual([]);
    for (const m of report.mutants) expect(m.killedBy.length, m.mutant).toBeGreaterThan(0);
    expect(readFileSync(published, 'utf8')).toBe(mutantsJson(report));
    // Every mutant against every case (DATC included): about 20 s alone, several times that on a
    // loaded machine. A limit, not a speed check.
  }, 300_000);

  it('no preset carries a mutation; only mutatedOptions() sets one', () => {
    for (const opts of Object.values(PRESETS)) {
      expect('mutation' in opts).toBe(false);
      for (const m of MUTATION_NAMES) expect(mutated(opts, m)).toBe(false);
    }
    const opts = mutatedOptions('datc', 'selfDislodge')!;
    expect(mutated(opts, 'selfDislodge')).toBe(true);
    expect(opts.convoyParadox).toBe('szykman');
    expect(mutatedOptions('rulebook-2001', 'selfDislodge')).toBeUndefined();
  });
});
