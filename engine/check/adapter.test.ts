// Every way an external adjudicator can fail is reported against the case it was on, the program is
// restarted, and the run goes on to a complete report. The fakes (scripts/adapters/fakes/) answer
// with the reference engine except on the phase whose orders contain the trigger text; here that is
// "F kie - ber", found only in schema-5 of the three cases checked.

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AdapterUnusable, ProcessAdapter, readAnswer } from './adapter.js';
import { checkCasebook, type CheckReport } from './check.js';
import { CLI_ARGS } from '../testing/cli.js';
import { sharedCaseFiles } from '../testing/casebook.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fake = (name: string, trigger = 'F kie - ber') => `node scripts/adapters/fakes/${name}.mjs '${trigger}'`;

async function check(command: string, cases = ['schema-4', 'schema-5', 'schema-6'], timeoutMs = 10_000): Promise<{ report: CheckReport; adapter: ProcessAdapter }> {
  // A generous start-up grace: the block's fakes start side by side (describe.concurrent), and on a
  // loaded machine a start took over 5 s, so a case before the misbehaving one was reported as
  // unanswered. The grace covers only a fresh start's first answer; the limits under test are the
  // per-phase ones, which stay as each test sets them.
  const adapter = new ProcessAdapter(command, { cwd: root, startupMs: 30_000 });
  try {
    const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases }, timeoutMs });
    return { report, adapter };
  } finally {
    await adapter.close();
  }
}

/** The verdicts by case id, and the one problem of schema-5. */
function summary(report: CheckReport) {
  const status = Object.fromEntries(report.cases.map((c) => [c.id, c.status]));
  const five = report.cases.find((c) => c.id === 'schema-5')!;
  return { status, problems: five.problems };
}

describe.concurrent('a misbehaving adjudicator is reported against its case, restarted, and the run completes', () => {
  it('crash: exit code and its last error output', async () => {
    const { report, adapter } = await check(fake('crash'));
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems).toEqual([
      {
        where: 'rulebook-2000',
        at: expect.stringMatching(/^cases\/rulebook-2000\/schema-5\.yaml:\d+:\d+$/),
        what: 'answer',
        message: 'the adjudicator crashed (exit code 3) before answering this phase; its last error output: fake adapter: cannot handle this position',
      },
    ]);
    expect(adapter.restarts).toHaveLength(1);
    expect(report.totals).toMatchObject({ cases: 3, passed: 2, errors: 1 });
  });

  it('early exit: exits with code 0 without answering', async () => {
    const { report, adapter } = await check(fake('exit-early'));
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems[0].message).toBe('the adjudicator exited (code 0) before answering this phase');
    expect(adapter.restarts).toHaveLength(1);
  });

  it('hang: no answer within the per-phase time limit', async () => {
    const { report, adapter } = await check(fake('hang'), undefined, 1500);
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems[0].message).toBe('no answer within the time limit (1.5 s a phase); the adjudicator was stopped');
    expect(adapter.restarts).toHaveLength(1);
    const five = report.cases.find((c) => c.id === 'schema-5')!;
    expect(five.ms).toBeGreaterThanOrEqual(1500);
  });

  it('a line that is not JSON', async () => {
    const { report, adapter } = await check(fake('not-json'));
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems[0].message).toBe('the adjudicator printed a line that is not JSON: "Traceback (most recent call last): something went wrong"');
    expect(adapter.restarts).toHaveLength(1);
  });

  it('JSON that is not a protocol result: an error for the case, no restart needed', async () => {
    const { report, adapter } = await check(fake('bad-output'));
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems[0].message).toMatch(/^the adjudicator failed: the answer does not follow the protocol: units: Expected array, received string; contested: Required/);
    expect(adapter.restarts).toHaveLength(0);
  });

  it('{"error": ...}: the adjudicator declines the phase', async () => {
    const { report, adapter } = await check(fake('refuses'));
    const { status, problems } = summary(report);
    expect(status).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(problems[0].message).toBe('the adjudicator failed: it answered with an error: this adjudicator does not handle that order');
    expect(adapter.restarts).toHaveLength(0);
  });

  it('a multi-phase case stops at the phase that broke; later phases are not asked', async () => {
    // "A nwy - stp" first appears in the sample game's Spring 1902.
    const { report } = await check(fake('crash', 'A nwy - stp'), ['sample-game', 'schema-4']);
    const game = report.cases.find((c) => c.id === 'sample-game')!;
    expect(game.status).toBe('error');
    expect(game.problems).toHaveLength(1);
    expect(game.problems[0].where).toBe('spring 1902 movement');
    expect(game.asked).toBe(4); // spring, fall, winter 1901, then spring 1902
    expect(report.cases.find((c) => c.id === 'schema-4')!.status).toBe('pass');
  });

  it('a program that never answers stops the run with one clear message', async () => {
    const adapter = new ProcessAdapter('exit 7', { cwd: root });
    await expect(checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-4', 'schema-5', 'schema-6', 'schema-7'] } })).rejects.toThrow(
      new AdapterUnusable('the adjudicator "exit 7" never answered (started 3 times): the adjudicator crashed (exit code 7) before answering this phase'),
    );
  });

  it('a command that does not exist: the shell says so', async () => {
    const adapter = new ProcessAdapter('no-such-adjudicator-here --jsonl', { cwd: root });
    await expect(checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-4'] } })).rejects.toThrow(/exit code 127.*no-such-adjudicator-here: not found/);
  });
});

describe('time limits', () => {
  it('a limit beyond setTimeout\'s range waits instead of firing at once (issue #17: 24.8 days timed out in 1 ms)', async () => {
    // The command from the current sources (the run's bundle: tsx would compile the engine for one phase).
    const adapter = new ProcessAdapter(['node', ...CLI_ARGS, 'adjudicate', '--jsonl'].map((a) => `'${a}'`).join(' '), { cwd: root });
    try {
      const input = { phase: { season: 'spring' as const, year: 1901, type: 'movement' as const }, units: [], orders: [] };
      expect((await adapter.ask([input], 3e9)).map((r) => r.kind)).toEqual(['output']);
    } finally {
      await adapter.close();
    }
  });
});

describe('readAnswer', () => {
  it('reads results, errors, and what is neither', () => {
    expect(readAnswer('{"error":"no"}')).toEqual({ kind: 'refused', message: 'no' });
    expect(readAnswer('{"orders":[],"dislodged":[],"units":[],"contested":[]}').kind).toBe('output');
    // Order results are optional: a board-only adjudicator leaves them out.
    expect(readAnswer('{"dislodged":[],"units":[],"contested":[]}').kind).toBe('output');
    expect(readAnswer('[1, 2]')).toEqual({ kind: 'invalid', message: 'the answer does not follow the protocol: (the line): Expected object, received array' });
    expect(readAnswer('{"dislodged":[],"units":[{"power":"france","type":"X","loc":"par"}],"contested":[]}')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('units.0.type'),
    });
    expect(readAnswer('ok')).toEqual({ kind: 'broken', message: 'the adjudicator printed a line that is not JSON: "ok"' });
    expect(readAnswer('x'.repeat(500))).toMatchObject({ message: expect.stringMatching(/x{120}…"$/) });
  });
  it('refuses an answer too large before validating it (issue #17: a 20 MB answer ran V8 out of memory)', () => {
    // 400,000 values in 800 KB: under the line limit, over the value limit; zod never sees it.
    expect(readAnswer(`{"units":[${'1,'.repeat(400_000)}1]}`)).toEqual({
      kind: 'invalid',
      message: 'answer too large / invalid: more than 20000 JSON values (a phase result is a few kilobytes; the limit is 1048576 characters, 20000 values)',
    });
    expect(readAnswer(`{"units":[${'1,'.repeat(600_000)}1]}`)).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/^answer too large \/ invalid: 1200013 characters/) });
    // Under both limits: validated, and only three issues listed whatever their number.
    expect(readAnswer(`{"dislodged":[],"contested":[],"units":[${'1,'.repeat(1000)}1]}`)).toEqual({
      kind: 'invalid',
      message: 'the answer does not follow the protocol: units.0: Expected object, received number; units.1: Expected object, received number; units.2: Expected object, received number (and 998 more)',
    });
  });
});
