// cases/README.md teaches by example: its first YAML block must load cleanly and pass the engine.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../index.js';
import { formatProblem, loadCaseText } from './load.js';
import { compareDislodged, compareOrders, comparePositionAfter, runPhases } from './run.js';

const readme = readFileSync(fileURLToPath(new URL('../../cases/README.md', import.meta.url)), 'utf8');
const example = /```yaml\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

describe('cases/README.md', () => {
  it('has a worked example that loads and agrees with the engine', () => {
    const file = fileURLToPath(new URL('../../cases/prose/support-cut.yaml', import.meta.url));
    const r = loadCaseText(example, file);
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual([]);
    if (!r.ok) return;
    const c = r.loaded.data;
    const [run] = runPhases(c, c.ruleset, adjudicate);
    expect(run.error).toBeUndefined();
    const ph = c.phases![0];
    for (const v of [compareOrders(ph, c.ruleset, run.output!), compareDislodged(ph, c.ruleset, run.output!), comparePositionAfter(ph, c.ruleset, run.output!)]) {
      expect(v.message).toBe('');
    }
  });
});
