// `casebook check` and `casebook adjudicate --jsonl` as commands: exit codes, report files, clear
// errors (never a stack trace), and answers given line by line.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI_ARGS } from '../testing/cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Run the command (asynchronously, so that the tests below run side by side). */
function casebook(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...CLI_ARGS, ...args], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe.concurrent('casebook check', () => {
  it('exit 0 when every case passes; --json to standard output', async () => {
    const r = await casebook('check', '--case', 'schema-12,schema-13', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.adjudicator).toBe('reference engine');
    expect(report.totals).toMatchObject({ cases: 2, passed: 2 });
  });

  it('exit 1 on a failure, with the table, the differences and a JUnit file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casebook-check-'));
    const junit = path.join(dir, 'report.xml');
    const json = path.join(dir, 'report.json');
    const r = await casebook('check', '--adjudicator', "node scripts/adapters/fakes/refuses.mjs 'F kie - ber'", '--case', 'schema-4,schema-5', '--junit', junit, '--json', json);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/schema-5 +rulebook-2000 +! +! +ERROR/);
    expect(r.out).toMatch(/schema-5 \(cases\/rulebook-2000\/schema-5\.yaml\): ERROR\n {2}cases\/rulebook-2000\/schema-5\.yaml:\d+:\d+: rulebook-2000: the adjudicator failed: it answered with an error: this adjudicator does not handle that order/);
    expect(r.out).toContain('2 cases: 1 passed (1 with every order result, 0 on the board only), 0 failed, 1 error');
    expect(readFileSync(junit, 'utf8')).toContain('<testsuite name="rulebook-2000" tests="2" failures="0" errors="1"');
    expect(JSON.parse(readFileSync(json, 'utf8')).totals.errors).toBe(1);
  });

  it('--cases DIR checks a user\'s own cases kept outside the repository, with or without a schema comment', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casebook-own-cases-'));
    const text = readFileSync(path.join(root, 'cases/rulebook-2000/schema-4.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'my-schema-4.yaml'), text.replace(/^# yaml-language-server.*\n/, '').replace(/^id: schema-4$/m, 'id: my-schema-4'));
    writeFileSync(path.join(dir, 'my-copied-schema-4.yaml'), text.replace(/^id: schema-4$/m, 'id: my-copied-schema-4'));
    const r = await casebook('check', '--cases', dir, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).totals).toMatchObject({ cases: 2, passed: 2 });
  });

  it('--quiet prints the totals only', async () => {
    const r = await casebook('check', '--source', 'prose', '--quiet');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toMatch(/^\d+ cases: \d+ passed .*0 failed, 0 errors \(\d+\.\d s\)$/);
  });

  const bad: [string[], string][] = [
    [['check', '--case', 'schema-99'], 'casebook: no case "schema-99" (did you mean schema-1, schema-2, schema-3, schema-4, schema-5?)\n'],
    [['check', '--timeout', 'soon'], 'casebook: --timeout takes a number of seconds greater than 0, not "soon"\n'],
    // Issue #17: 2,200,000 s overflowed setTimeout and timed every case out in 1 ms.
    [['check', '--timeout', '2200000'], 'casebook: --timeout takes at most 86400 seconds (one day), not "2200000"\n'],
    [
      ['check', '--adjudicator', 'no-such-adjudicator-here', '--case', 'schema-4'],
      'casebook: cannot start the adjudicator "no-such-adjudicator-here": the adjudicator crashed (exit code 127) before answering this phase; its last error output: /bin/sh: 1: no-such-adjudicator-here: not found\n',
    ],
    [['check', '--case', 'schema-4', '--junit', '/no/such/folder/r.xml'], 'casebook: cannot write /no/such/folder/r.xml: no such folder\n'],
  ];
  it.for(bad)('exit 2 and one plain sentence: %j', async ([args, message]) => {
    const r = await casebook(...args);
    expect([r.code, r.err]).toEqual([2, message]);
  });
});

describe('casebook adjudicate --jsonl', () => {
  it('answers each line of standard input as soon as it arrives', async () => {
    const child = spawn(process.execPath, [...CLI_ARGS, 'adjudicate', '--jsonl'], { cwd: root });
    const lines: string[] = [];
    let buffer = '';
    const next = () =>
      new Promise<string>((resolve) => {
        const poll = () => (lines.length ? resolve(lines.shift()!) : setTimeout(poll, 10));
        poll();
      });
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buffer += d;
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      lines.push(...parts);
    });
    const phase = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] };
    child.stdin.write(JSON.stringify(phase) + '\n');
    // The answer comes while standard input is still open.
    expect(JSON.parse(await next()).units).toEqual([{ power: 'france', type: 'A', loc: 'bur' }]);
    child.stdin.write('not json\n');
    expect(JSON.parse(await next()).error).toMatch(/^line 2, column 1: not valid JSON/);
    child.stdin.end();
    await new Promise((resolve) => child.on('close', resolve));
  });
});
