// The casebook as a test suite: every case file under cases/ becomes named tests
// ("schema-12 › orders", "schema-12 › dislodged", "schema-12 › position after", and for geography
// "schema-1 › A par reaches …"), run against our engine. The work is in engine/casebook/.

import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, boardOf, type AdjudicationDetail } from '../engine/index.js';
import { findCaseFiles, formatProblem, loadCaseFile } from '../engine/casebook/load.js';
import { orderReason } from '../engine/casebook/report.js';
import type { PhaseInput } from '../engine/protocol/types.js';
import {
  compareBecause,
  compareDislodged,
  compareIntimate,
  compareGeography,
  compareOrders,
  comparePositionAfter,
  geographyNames,
  phasePrefix,
  presetsOf,
  presetSuffix,
  reachableAlone,
  runPhases,
  type PhaseRun,
  type Verdict,
} from '../engine/casebook/run.js';
import type { Preset } from '../engine/casebook/schema.js';

const casesDir = path.dirname(new URL(import.meta.url).pathname);

/** Fail with the verdict's message, placed at `at` (a file:line:col) when the verdict has no place of its own. */
function check(v: Verdict, at?: string): void {
  if (!v.ok) assert.fail(at ? `${at}: ${v.message}` : v.message);
}

for (const abs of findCaseFiles(casesDir)) {
  const file = path.relative(process.cwd(), abs);
  const group = path.relative(casesDir, path.dirname(abs)) || '.';
  const loaded = loadCaseFile(file);

  describe(group, () => {
    if (!loaded.ok) {
      it(`${path.basename(file, '.yaml')} › case file`, () => {
        assert.fail(`the case file has problems:\n${loaded.problems.map(formatProblem).join('\n')}`);
      });
      return;
    }
    const { data: c, where } = loaded.loaded;

    (c.geography ?? []).forEach((g, i) => {
      // One adjudication sweep per entry, shared by its reaches / notReaches tests.
      let found: ReturnType<typeof reachableAlone> | undefined;
      const board = boardOf({ variant: c.variant });
      const sweep = () => (found ??= reachableAlone(g.unit, board, adjudicate, c.variant));
      const names = geographyNames(g);
      const run = (part: 'reaches' | 'notReaches') => () => {
        const { reached, errors } = sweep();
        if (errors.length) assert.fail(`${where(['geography', i])}: the adjudicator failed:\n${errors.join('\n')}`);
        check(compareGeography(g, reached, board)[part]);
      };
      if (names.reaches) it(`${c.id} › ${names.reaches}`, run('reaches'));
      if (names.notReaches) it(`${c.id} › ${names.notReaches}`, run('notReaches'));
    });

    for (const preset of presetsOf(c)) {
      // The engine runs once per preset; the three tests of each phase share the result.
      let runs: PhaseRun[] | undefined;
      // The engine's detail of each phase, for the reasons and rules the `because:` check reads.
      const details = new Map<PhaseInput, AdjudicationDetail>();
      const withDetail = (input: PhaseInput) => {
        const d = adjudicateWithDetail(input);
        details.set(input, d);
        return d.output;
      };
      const runsFor = (p: Preset) => (runs ??= runPhases(c, p, withDetail));

      (c.phases ?? []).forEach((ph, i) => {
        const name = (what: string) => `${c.id} › ${phasePrefix(c, i)}${what}${presetSuffix(c, preset)}`;
        const output = () => {
          const r = runsFor(preset)[i];
          if (!r.output) assert.fail(`${where(['phases', i])}: ${r.error ?? 'no result'}`);
          return r.output;
        };
        it(name('orders'), () => check(compareOrders(ph, preset, output(), (j) => where(['phases', i, 'orders', j]))));
        const expectAt = (key: string) => where(['phases', i, 'expect', ...(ph.expect && key in ph.expect ? [key] : [])]);
        it(name('dislodged'), () => check(compareDislodged(ph, preset, output()), expectAt('dislodged')));
        it(name('position after'), () => check(comparePositionAfter(ph, preset, output()), expectAt('units')));
        if (c.variant === 'intimate') it(name('intimate'), () => check(compareIntimate(c, ph, preset, output()), expectAt('credits')));
        if (preset === c.ruleset && ph.orders.some((o) => o.because)) {
          it(name('because'), () => {
            output();
            const detail = details.get(runsFor(preset)[i].input!)!;
            check(compareBecause(c, i, (k) => orderReason(detail, k, 'en'), (k) => where(['phases', i, 'orders', k, 'because'])));
          });
        }
      });
    }
  });
}

describe('related cases', () => {
  it('name existing cases, and each link is given both ways', async () => {
    const { parse } = await import('yaml');
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const related = new Map<string, string[]>();
    for (const group of readdirSync(dir, { withFileTypes: true })) {
      if (!group.isDirectory() || group.name === 'fixtures') continue;
      for (const f of readdirSync(path.join(dir, group.name)).filter((n) => n.endsWith('.yaml'))) {
        const doc = parse(readFileSync(path.join(dir, group.name, f), 'utf8')) as { id: string; related?: string[] };
        related.set(doc.id, doc.related ?? []);
      }
    }
    const broken: string[] = [];
    for (const [id, list] of related) {
      for (const other of list) {
        if (!related.has(other)) broken.push(`${id} -> ${other}: no such case`);
        else if (!related.get(other)!.includes(id)) broken.push(`${id} -> ${other}: not linked back`);
      }
    }
    expect(broken).toEqual([]);
  });
});
