// Reports of a `casebook check` run: a table and the differences for the terminal, JSON, and JUnit
// XML for CI.

import type { CheckReport } from './check.js';
import type { CaseResult, Problem } from './run.js';

const MARK = { pass: '✓', fail: '✗', error: '!', unsupported: '·' } as const;
const ORDERS_MARK = { pass: '✓', fail: '✗', 'not given': '-', none: '' } as const;

function resultText(c: CaseResult): string {
  if (c.status === 'pass') return c.passedAt === 'orders' ? 'pass' : 'pass (board only)';
  if (c.status === 'error') return 'ERROR';
  if (c.status === 'unsupported') return 'unsupported variant';
  return c.passedAt === 'board' ? 'FAIL (board right, order results differ)' : 'FAIL';
}

/** One line per case, then the differences of every case that did not pass, then the totals. */
export function formatReport(report: CheckReport, { differences = true } = {}): string {
  const rows = [['case', 'source', 'board', 'orders', 'result', 'ms']];
  for (const c of report.cases) {
    const orders = c.status === 'error' && c.orders === 'not given' ? MARK.error : ORDERS_MARK[c.orders];
    const board = c.status === 'unsupported' ? MARK.unsupported : MARK[c.board];
    rows.push([c.id, c.source, board, orders, resultText(c), String(c.ms)]);
  }
  const widths = rows[0].map((_, k) => Math.max(...rows.map((r) => r[k].length)));
  const lines = [`casebook check: ${report.adjudicator}`, ''];
  for (const r of rows) lines.push('  ' + r.map((cell, k) => (k === r.length - 1 ? cell.padStart(widths[k]) : cell.padEnd(widths[k]))).join('  '));
  lines.push('  (board: units after the phase, dislodged units and retreats, centres, builds; orders: each order’s result, "-" when the adjudicator gives none)');

  const bad = report.cases.filter((c) => c.status !== 'pass' && c.status !== 'unsupported');
  if (differences && bad.length) {
    lines.push('', 'Differences ("book" is the case, "engine" the adjudicator checked):');
    for (const c of bad) {
      lines.push('', `${c.id} (${c.file}): ${resultText(c)}`);
      for (const p of c.problems) lines.push(indent(`${problemHead(p)}${p.message}`, '  '));
    }
  }
  if (report.restarts.length) {
    lines.push('', `The adjudicator was restarted ${report.restarts.length} time(s):`);
    for (const r of report.restarts) lines.push(`  - ${r}`);
  }
  lines.push('', totalsLine(report));
  return lines.join('\n') + '\n';
}

/** "cases/x.yaml:31:9: spring 1901 movement: ": where the case says it, then the phase. */
function problemHead(p: Problem): string {
  return `${p.at ? `${p.at}: ` : ''}${p.where ? `${p.where}: ` : ''}`;
}

export function totalsLine(report: CheckReport): string {
  const t = report.totals;
  const parts = [`${t.passed} passed (${t.passedAtOrders} with every order result, ${t.passedAtBoard} on the board only)`];
  parts.push(`${t.failed} failed${t.failedOnOrdersOnly ? ` (${t.failedOnOrdersOnly} of them with the board right)` : ''}`);
  parts.push(`${t.errors} error${t.errors === 1 ? '' : 's'}`);
  if (t.unsupported) parts.push(`${t.unsupported} of a variant the adjudicator does not play (unsupported variant)`);
  return `${t.cases} case${t.cases === 1 ? '' : 's'}: ${parts.join(', ')} (${(report.ms / 1000).toFixed(1)} s)`;
}

function indent(text: string, pad: string): string {
  return text
    .split('\n')
    .map((l) => pad + l)
    .join('\n');
}

export function formatJson(report: CheckReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}

// ---------------------------------------------------------------------------------------------
// JUnit XML: one test suite per source folder, one test case per case.

// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text for an XML 1.0 attribute or element. The characters XML 1.0 forbids (control characters
 * other than tab and newlines, U+FFFE, U+FFFF, and a surrogate without its pair) cannot be written
 * even as references: each is shown as its code ("\ufffe"), so the report stays valid and says
 * what the adjudicator sent.
 */
function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(XML_FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function formatJunit(report: CheckReport): string {
  const bySource = new Map<string, CaseResult[]>();
  for (const c of report.cases) bySource.set(c.source, [...(bySource.get(c.source) ?? []), c]);
  const t = report.totals;
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(`<testsuites name="casebook check: ${xml(report.adjudicator)}" tests="${t.cases}" failures="${t.failed}" errors="${t.errors}" time="${(report.ms / 1000).toFixed(3)}">`);
  for (const [source, cases] of bySource) {
    const failures = cases.filter((c) => c.status === 'fail').length;
    const errors = cases.filter((c) => c.status === 'error').length;
    const time = cases.reduce((s, c) => s + c.ms, 0) / 1000;
    out.push(`  <testsuite name="${xml(source)}" tests="${cases.length}" failures="${failures}" errors="${errors}" time="${time.toFixed(3)}">`);
    for (const c of cases) {
      const open = `    <testcase classname="${xml(source)}" name="${xml(c.id)}" file="${xml(c.file)}" time="${(c.ms / 1000).toFixed(3)}"`;
      if (c.status === 'pass') {
        out.push(`${open}>`, `      <system-out>passed at the ${c.passedAt} level</system-out>`, '    </testcase>');
        continue;
      }
      if (c.status === 'unsupported') {
        out.push(`${open}>`, `      <skipped message="${xml(c.problems[0]?.message ?? 'unsupported variant')}"/>`, '    </testcase>');
        continue;
      }
      const tag = c.status === 'error' ? 'error' : 'failure';
      const body = c.problems.map((p) => `${problemHead(p)}${p.message}`).join('\n\n');
      const first = c.problems[0];
      const summary = first ? `${problemHead(first)}${first.message.split('\n')[0]}` : resultText(c);
      out.push(`${open}>`, `      <${tag} message="${xml(summary)}" type="${c.status === 'error' ? 'adjudicator' : c.board === 'pass' ? 'orders' : 'board'}">${xml(body)}</${tag}>`, '    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return out.join('\n') + '\n';
}
