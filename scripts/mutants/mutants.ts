// Mutation testing of the casebook: run every case against each mutant of the reference engine
// (engine/adjudicate/mutation.ts: the engine with one rule deliberately broken) and record which
// cases catch ("kill") which mutant. A mutant that no case kills means a case is missing.
// Used by `npm run mutants` (run.ts) and by mutants.test.ts.

import { ReferenceAdapter } from '../../engine/check/adapter.js';
import { checkCasebook, readCaseFiles } from '../../engine/check/check.js';
import { MUTATION_NAMES, MUTATIONS, type Mutation } from '../../engine/adjudicate/mutation.js';

export interface MutantResult {
  mutant: Mutation;
  /** What the mutant breaks, in the rulebook's terms. */
  breaks: string;
  /** The cases that catch it, with how: `fail` (a result differs) or `error` (the engine failed). */
  killedBy: { id: string; how: 'fail' | 'error' }[];
}

export interface MutantsReport {
  cases: number;
  mutants: MutantResult[];
  survivors: Mutation[];
}

/** Every mutant against every case (in-process: about a third of a second each). */
export async function runMutants(names: readonly Mutation[] = MUTATION_NAMES): Promise<MutantsReport> {
  const mutants: MutantResult[] = [];
  let cases = 0;
  // The case files read once for every mutant: reading them cost as much as a mutant's run.
  const casebook = readCaseFiles();
  for (const m of names) {
    const report = await checkCasebook(new ReferenceAdapter(m), { caseFiles: casebook });
    cases = report.totals.cases;
    const killedBy = report.cases.filter((c) => c.status !== 'pass').map((c) => ({ id: c.id, how: c.status as 'fail' | 'error' }));
    mutants.push({ mutant: m, breaks: MUTATIONS[m], killedBy });
  }
  return { cases, mutants, survivors: mutants.filter((r) => r.killedBy.length === 0).map((r) => r.mutant) };
}

/** The kill table for the terminal: one line per mutant. */
export function formatMutants(report: MutantsReport): string {
  const width = Math.max(...report.mutants.map((r) => r.mutant.length));
  const lines = [`Mutants of the reference engine against ${report.cases} cases (each mutant breaks one rule):`, ''];
  for (const r of report.mutants) {
    const n = r.killedBy.length;
    const who = n === 0 ? 'SURVIVES: no case catches it' : `killed by ${n}: ${r.killedBy.map((k) => (k.how === 'error' ? `${k.id} (error)` : k.id)).join(', ')}`;
    lines.push(`  ${r.mutant.padEnd(width)}  ${who}`);
    lines.push(`  ${''.padEnd(width)}  (${r.breaks})`);
  }
  const killed = report.mutants.length - report.survivors.length;
  lines.push('', `${killed} of ${report.mutants.length} mutants killed${report.survivors.length ? `; survivors: ${report.survivors.join(', ')}` : ''}.`);
  return lines.join('\n') + '\n';
}

/** What the site publishes (site/content-data/mutants.json): no timings, so it changes only when results do. */
export function mutantsJson(report: MutantsReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}
