// The three report formats of `casebook check`: terminal, JSON, JUnit XML.

import { describe, expect, it } from 'vitest';
import type { CheckReport } from './check.js';
import { totalsOf } from './check.js';
import { formatJson, formatJunit, formatReport } from './report.js';
import type { CaseResult } from './run.js';

function result(id: string, over: Partial<CaseResult>): CaseResult {
  return {
    id,
    file: `cases/rulebook-2000/${id}.yaml`,
    source: 'rulebook-2000',
    title: id,
    rules: [],
    topics: [],
    presets: ['rulebook-2000'],
    status: 'pass',
    passedAt: 'orders',
    board: 'pass',
    orders: 'pass',
    problems: [],
    asked: 1,
    ms: 3,
    ...over,
  };
}

const cases = [
  result('schema-1', { passedAt: 'board', orders: 'none' }),
  result('schema-8', {}),
  result('schema-9', {
    status: 'fail',
    passedAt: null,
    board: 'fail',
    orders: 'pass',
    problems: [{ where: 'rulebook-2000', what: 'dislodged', message: 'dislodged units differ (rulebook-2000):\n  germany A bur: the book dislodges it (attacked from mar); the engine does not' }],
  }),
  result('example-4', {
    source: 'i-want-you',
    file: 'cases/i-want-you/example-4.yaml',
    status: 'error',
    passedAt: null,
    board: 'error',
    orders: 'not given',
    problems: [{ where: 'rulebook-1971', what: 'answer', message: 'the adjudicator crashed (exit code 1) before answering this phase; its last error output: <&"\u0001>' }],
  }),
];
const report: CheckReport = {
  adjudicator: 'python3 adapter.py --mode "fast"',
  filters: {},
  totals: totalsOf(cases),
  cases,
  restarts: ['the adjudicator crashed (exit code 1) before answering this phase'],
  ms: 1234,
};

describe('terminal report', () => {
  const text = formatReport(report);
  it('a line per case with both levels, then the differences, restarts and totals', () => {
    expect(text).toContain('casebook check: python3 adapter.py --mode "fast"');
    expect(text).toMatch(/schema-1 +rulebook-2000 +✓ +pass \(board only\) +3/);
    expect(text).toMatch(/schema-8 +rulebook-2000 +✓ +✓ +pass +3/);
    expect(text).toMatch(/schema-9 +rulebook-2000 +✗ +✓ +FAIL +3/);
    expect(text).toMatch(/example-4 +i-want-you +! +! +ERROR +3/);
    expect(text).toContain('schema-9 (cases/rulebook-2000/schema-9.yaml): FAIL\n  rulebook-2000: dislodged units differ (rulebook-2000):\n    germany A bur: the book dislodges it');
    expect(text).toContain('The adjudicator was restarted 1 time(s):');
    expect(text.trimEnd().split('\n').pop()).toBe('4 cases: 2 passed (1 with every order result, 1 on the board only), 1 failed, 1 error (1.2 s)');
  });
  it('passing cases have no differences section', () => {
    const ok = { ...report, cases: cases.slice(0, 2), totals: totalsOf(cases.slice(0, 2)), restarts: [] };
    expect(formatReport(ok)).not.toContain('Differences');
  });
});

describe('JSON report', () => {
  it('is the report itself', () => {
    expect(JSON.parse(formatJson(report))).toEqual(report);
  });
});

describe('JUnit report', () => {
  const xml = formatJunit(report);
  it('one suite per source folder, one test case per case', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="casebook check: python3 adapter.py --mode &quot;fast&quot;" tests="4" failures="1" errors="1" time="1.234">/);
    expect(xml).toContain('<testsuite name="rulebook-2000" tests="3" failures="1" errors="0" time="0.009">');
    expect(xml).toContain('<testsuite name="i-want-you" tests="1" failures="0" errors="1" time="0.003">');
    expect(xml).toContain('<testcase classname="rulebook-2000" name="schema-8" file="cases/rulebook-2000/schema-8.yaml" time="0.003">');
    expect(xml).toContain('<system-out>passed at the board level</system-out>');
    expect(xml.match(/<testcase /g)).toHaveLength(4);
  });
  it('failures and errors carry the differences, escaped', () => {
    expect(xml).toContain('<failure message="rulebook-2000: dislodged units differ (rulebook-2000):" type="board">rulebook-2000: dislodged units differ');
    // A character XML 1.0 forbids (U+0001) is shown as its code, never written raw.
    expect(xml).toContain('<error message="rulebook-1971: the adjudicator crashed (exit code 1) before answering this phase; its last error output: &lt;&amp;&quot;\\u0001&gt;" type="adjudicator">');
    expect(xml).not.toContain('\u0001');
  });
});
