// `casebook check`: load the casebook, pick the cases, run each against the adapter, and gather a
// report. The command line (engine/cli/main.ts) and the tests call checkCasebook(); the report is
// printed by report.ts.

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { CASES_DIR, findCaseFiles, formatProblem, loadCaseFile, type LoadResult } from '../casebook/load.js';
import type { Case } from '../casebook/schema.js';
import type { Adapter } from './adapter.js';
import { DEFAULT_TIMEOUT_MS } from './defaults.js';
import { runCase, unsupportedCase, type CaseResult, type OrderStyle } from './run.js';
import { caseMatches, FilterError, groupOf, presetsToRun, validateFilters, type Filters } from './select.js';

export interface CheckOptions {
  filters?: Filters;
  /** Folder of case files (default: the project's cases/). */
  casesDir?: string;
  /**
   * The case files already read by readCaseFiles() (then casesDir is not read): a caller that checks
   * the casebook many times (the tests, the mutants) reads its files once rather than each time.
   */
  caseFiles?: CaseFiles;
  /** Per case, in ms (default 10 s). */
  timeoutMs?: number;
  orders?: OrderStyle;
  /**
   * The variants the adjudicator plays (`--variants`); cases of others are not sent and count as
   * `unsupported`. Absent: every case is sent, and an error answer naming the variant counts so.
   */
  variants?: readonly string[];
  /** Called after each case (the CLI prints progress with it). */
  onCase?: (result: CaseResult, index: number, total: number) => void;
}

export interface Totals {
  cases: number;
  passed: number;
  /** Passed with every order result checked. */
  passedAtOrders: number;
  /** Passed on the board only (the adapter gave no order results, or the case has none). */
  passedAtBoard: number;
  failed: number;
  /** Failed cases whose board was right (only order results differ). */
  failedOnOrdersOnly: number;
  errors: number;
  /** Cases of a variant the adjudicator does not play (declared or answered): neither passed nor failed. */
  unsupported: number;
}

export interface CheckReport {
  adjudicator: string;
  filters: Filters;
  totals: Totals;
  cases: CaseResult[];
  /** Times the adapter was restarted after breaking, with why. */
  restarts: string[];
  ms: number;
}

export { DEFAULT_TIMEOUT_MS };

/** Every case file of a folder, read and checked, each with its source group; names relative to the working directory. */
export interface CaseFiles {
  readonly casesDir: string;
  readonly files: readonly { readonly file: string; readonly group: string; readonly result: LoadResult }[];
}

/** Read every case file under `casesDir` (default: the project's cases/). Throws FilterError when there are none. */
export function readCaseFiles(casesDir: string = CASES_DIR): CaseFiles {
  const dir = path.resolve(casesDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new FilterError(`no folder of cases at ${dir}`);
  const files = findCaseFiles(dir);
  if (files.length === 0) throw new FilterError(`no case files (*.yaml) under ${dir}`);
  return {
    casesDir: dir,
    files: files.map((abs) => {
      const file = path.relative(process.cwd(), abs);
      return { file, group: groupOf(dir, abs), result: loadCaseFile(file) };
    }),
  };
}

/** Run the selected cases. Throws FilterError for a filter that matches nothing the casebook has. */
export async function checkCasebook(adapter: Adapter, options: CheckOptions = {}): Promise<CheckReport> {
  const start = Date.now();
  const filters = options.filters ?? {};
  const loaded = (options.caseFiles ?? readCaseFiles(options.casesDir)).files;
  const good = loaded.flatMap((l) => (l.result.ok ? [{ ...l, c: l.result.loaded.data as Case }] : []));
  validateFilters(filters, {
    ids: good.map((g) => g.c.id),
    groups: [...new Set(loaded.map((l) => l.group))],
    topics: [...new Set(good.flatMap((g) => g.c.topics))],
    docs: [...new Set(good.map((g) => g.c.source.doc))],
  });

  const selected: (() => Promise<CaseResult>)[] = [];
  const narrowed = Boolean(filters.cases?.length || filters.sources?.length || filters.rules?.length || filters.topics?.length || filters.rulesets?.length);
  for (const l of loaded) {
    if (!l.result.ok) {
      // A broken case file is the casebook's fault, not the adjudicator's; still, it is not checked.
      if (narrowed && !(filters.sources ?? []).includes(l.group)) continue;
      const problems = l.result.problems;
      const id = path.basename(l.file).replace(/\.ya?ml$/, '');
      selected.push(async () => brokenCaseFile(id, l.file, l.group, problems.map(formatProblem)));
      continue;
    }
    const c = l.result.loaded.data;
    if (!caseMatches(c, l.group, filters)) continue;
    const presets = presetsToRun(c, filters);
    const variant = c.variant ?? 'standard';
    if (options.variants && !options.variants.includes(variant)) {
      const declared = `the adjudicator plays ${options.variants.join(', ')} (--variants)`;
      selected.push(async () => unsupportedCase(c, { file: l.file, source: l.group, presets }, declared));
      continue;
    }
    const where = l.result.loaded.where;
    selected.push(() =>
      runCase(c, { file: l.file, source: l.group, presets, where }, adapter, {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        orders: options.orders,
      }),
    );
  }

  const cases: CaseResult[] = [];
  for (const [i, run] of selected.entries()) {
    const result = await run();
    cases.push(result);
    options.onCase?.(result, i, selected.length);
  }
  return {
    adjudicator: adapter.name,
    filters,
    totals: totalsOf(cases),
    cases,
    restarts: [...(adapter.restarts ?? [])],
    ms: Date.now() - start,
  };
}

function brokenCaseFile(id: string, file: string, source: string, problems: string[]): CaseResult {
  return {
    id,
    file,
    source,
    title: '',
    rules: [],
    topics: [],
    presets: [],
    status: 'error',
    passedAt: null,
    board: 'error',
    orders: 'none',
    problems: [{ where: '', what: 'answer', message: `the case file has problems (not checked):\n  ${problems.join('\n  ')}` }],
    asked: 0,
    ms: 0,
  };
}

export function totalsOf(cases: readonly CaseResult[]): Totals {
  const count = (f: (c: CaseResult) => boolean) => cases.filter(f).length;
  return {
    cases: cases.length,
    passed: count((c) => c.status === 'pass'),
    passedAtOrders: count((c) => c.status === 'pass' && c.passedAt === 'orders'),
    passedAtBoard: count((c) => c.status === 'pass' && c.passedAt === 'board'),
    failed: count((c) => c.status === 'fail'),
    failedOnOrdersOnly: count((c) => c.status === 'fail' && c.passedAt === 'board'),
    errors: count((c) => c.status === 'error'),
    unsupported: count((c) => c.status === 'unsupported'),
  };
}
