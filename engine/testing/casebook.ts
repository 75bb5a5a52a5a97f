// The casebook read once per worker for the tests (issue #27). Reading and validating its ~300 case
// files costs about a second of CPU each time; some twenty test files read it, and the check tests
// and the reproducers checked it some sixty times. With vitest's `isolate: false` a worker's later
// files reuse what its earlier ones read. Nothing changes a loaded case (the harness and the
// explanations only read them: checked once by running those tests on a deep-frozen copy), so
// sharing them does not couple the tests.

import path from 'node:path';
import { CASES_DIR, loadCasebook } from '../casebook/load.js';
import type { Case } from '../casebook/schema.js';
import { readCaseFiles, type CaseFiles } from '../check/check.js';
import { boardOf } from '../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../adjudicate/phase.js';
import { presetsOf, runPhases } from '../casebook/run.js';

let files: CaseFiles | undefined;
const cases = new Map<string, Case[]>();

/** The project's case files as `casebook check` reads them (checkCasebook's `caseFiles` option), read on first use. */
export function sharedCaseFiles(): CaseFiles {
  return (files ??= readCaseFiles());
}

/** loadCasebook(dir): every case that loads, read once per folder. */
export function sharedCases(dir: string = CASES_DIR): Case[] {
  const key = path.resolve(dir);
  let got = cases.get(key);
  if (!got) cases.set(key, (got = loadCasebook(key)));
  return got;
}

/** Every phase of case `id` under its first preset, ruled with its detail (reasons, steps), as the casebook runs it. */
export function casePhaseDetails(id: string): AdjudicationDetail[] {
  const c = sharedCases().find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id}`);
  const out: AdjudicationDetail[] = [];
  runPhases(c, presetsOf(c)[0], (input) => {
    const detail = adjudicatePhase(boardOf(input), input);
    out.push(detail);
    return detail.output;
  });
  return out;
}
