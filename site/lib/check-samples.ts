// Samples for the "Validate your adjudicator" page, computed at build time with the real code, so
// they cannot drift from what `casebook check` does: the line it sends for a case and the line the
// reference engine answers, and what its terminal report looks like for a few of js-diplomacy's
// results.

import { adjudicate } from '../../engine/index.js';
import { presetsOf } from '../../engine/casebook/index.js';
import { canonicalInput, formatReport, totalsOf, type CaseResult, type CheckReport } from '../../engine/check/index.js';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/index.js';
import { caseView, type SiteCase } from './casebook.js';
import type { ScoreData } from './validate.js';

export interface WorkedExample {
  input: PhaseInput;
  output: PhaseOutput;
  /** The exact lines on the wire. */
  lineIn: string;
  lineOut: string;
}

/** The first phase of a case as `casebook check` sends it (canonical order texts), and the reference engine's answer. */
export function workedExample(c: SiteCase): WorkedExample {
  const phase = caseView(c).phases[0];
  if (!phase?.input) throw new Error(`${c.file}: the worked example needs a case whose first phase runs`);
  const input = canonicalInput(phase.input);
  const output = adjudicate(input);
  return { input, output, lineIn: JSON.stringify(input), lineOut: JSON.stringify(output) };
}

/**
 * The terminal report `casebook check` prints for some of js-diplomacy's recorded results. The score
 * file keeps no timings, so `ms` gives the ones of the run this sample stands for.
 */
export function sampleReport(score: ScoreData, cases: readonly SiteCase[], ms: Record<string, number>): string {
  const byId = new Map(cases.map((c) => [c.id, c]));
  const results: CaseResult[] = Object.keys(ms).map((id) => {
    const r = score.cases.find((x) => x.id === id);
    const c = byId.get(id);
    if (!r || !c) throw new Error(`sample report: no ${r ? 'case' : 'score'} for "${id}"`);
    return { ...r, file: c.file, title: c.title.en, rules: c.rules, topics: c.topics, presets: presetsOf(c), asked: 1, ms: ms[id] };
  });
  const report: CheckReport = {
    adjudicator: score.command.replace(/^casebook check --adjudicator "(.*)"$/, '$1'),
    filters: { cases: Object.keys(ms) },
    totals: totalsOf(results),
    cases: results,
    restarts: [],
    ms: Object.values(ms).reduce((a, b) => a + b, 0),
  };
  return formatReport(report);
}

/** JSON with one line per top-level field and per item of a top-level list, for reading a protocol line. */
export function compactJson(value: object): string {
  const one = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(one).join(', ')}]`;
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      return entries.length ? `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${one(x)}`).join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const fields = Object.entries(value).map(([k, v]) => {
    const head = `  ${JSON.stringify(k)}: `;
    if (Array.isArray(v) && v.length > 0) return `${head}[\n${v.map((x) => `    ${one(x)}`).join(',\n')}\n  ]`;
    return head + one(v);
  });
  return `{\n${fields.join(',\n')}\n}`;
}
