// The misbehaving adjudicators of engine/testing/repro (issue #17, items 3, 4, 7 and 10), each a named
// test: the run completes with a plain verdict for the case concerned, and nothing the adapter
// started is left running afterwards. Every adapter is started with a mark in its environment,
// which its children inherit; after the run no process may carry it (a helper that left the
// process group with setsid included).

import { randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AdapterUnusable, ProcessAdapter } from './adapter.js';
import { checkCasebook, type CheckReport } from './check.js';
import { DEFAULT_TIMEOUT_MS } from './defaults.js';
import { REPRO_DIR } from '../testing/shared-data.js';
import { CLI_ARGS, CLI_BUNDLE } from '../testing/cli.js';
import { sharedCaseFiles } from '../testing/casebook.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const repro = REPRO_DIR;
// The command the adapters forward phases to (CASEBOOK), from the current sources.
const casebook = CLI_BUNDLE ?? `${root}bin/casebook.mjs`;
// The interpreter itself rather than a version manager's `python3` shim (pyenv's is a shell script
// that costs a second or more of a loaded machine at every start, and an adapter starts many times).
const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim() || 'python3';

/** Pids of the processes whose environment carries `mark`. */
function marked(mark: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').includes(mark)) out.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

async function waitUntilNone(mark: string, ms = 3000): Promise<number[]> {
  const until = Date.now() + ms;
  let left = marked(mark);
  while (left.length && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    left = marked(mark);
  }
  return left;
}

interface Run {
  report?: CheckReport;
  error?: Error;
  adapter: ProcessAdapter;
  leftover: number[];
  ms: number;
}

/**
 * Check `cases` against `command` (run in engine/testing/repro), `timeoutMs` a phase and `startupMs`
 * of grace for its first answer; what is left of the adapter afterwards. Both are the product's
 * defaults (the engine behind a proxy starts first, seconds on a busy machine) where a test does
 * not exercise them; the grace is none where a test waits for an adapter that never answers, since
 * there it only adds to each wait.
 */
async function run(command: string, cases: string[], timeoutMs = DEFAULT_TIMEOUT_MS, env = '', startupMs = 10_000): Promise<Run> {
  const mark = `CASEBOOK_TEST_MARK=${randomUUID()}`;
  const adapter = new ProcessAdapter(`${mark} CASEBOOK_ROOT=${root} CASEBOOK=${casebook} ${env} ${command}`, { cwd: repro, startupMs });
  const start = Date.now();
  let report: CheckReport | undefined;
  let error: Error | undefined;
  try {
    report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases }, timeoutMs });
  } catch (e) {
    error = e as Error;
  } finally {
    await adapter.close();
  }
  return { report, error, adapter, leftover: await waitUntilNone(mark), ms: Date.now() - start };
}

const statusOf = (r: Run) => Object.fromEntries((r.report?.cases ?? []).map((c) => [c.id, c.status]));
const messagesOf = (r: Run, id: string) => (r.report?.cases.find((c) => c.id === id)?.problems ?? []).map((p) => p.message);
const THREE = ['schema-4', 'schema-5', 'schema-6'];
const proxy = (mode: string, n?: number) => `${python} proxy-adapter.py ${mode}${n === undefined ? '' : ` ${n}`}`;

// The tests of each block run side by side (vitest's maxConcurrency, 5 at a time): most of their
// time is spent waiting (an adapter's time limit, the 2 s grace after its input closes, a signal's
// way through `casebook check`), about 12 CPU-s in some 45 s, and run one after another they held
// one of the suite's two workers idle for half a minute (issue #27). Each run carries its own mark,
// so what one test looks for in /proc is never another's. The four that time an adapter which does
// answer (a phase within 1 or 1.5 s, a run within 20 s) run alone, as they did before.
describe.concurrent('the reproducers\' misbehaving adapters', () => {
  it.sequential('adapter-huge-invalid-answer.py: "answer too large / invalid" for the case, in seconds, adapter stopped', async () => {
    const r = await run(`${python} adapter-huge-invalid-answer.py`, ['schema-1']);
    expect(statusOf(r)).toEqual({ 'schema-1': 'error' });
    expect(messagesOf(r, 'schema-1')[0]).toMatch(/^answer too large \/ invalid: a line of more than 1048576 characters/);
    expect(r.ms).toBeLessThan(20_000);
    expect(r.leftover).toEqual([]);
  });

  it('adapter-leaves-child.sh: its background helper is stopped when the run ends', async () => {
    const r = await run('sh adapter-leaves-child.sh', ['schema-4']);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass' });
    expect(r.leftover).toEqual([]);
  });

  it('adapter-hangs.sh: "no answer" within the per-phase limit; nothing left', async () => {
    const r = await run('sh adapter-hangs.sh', ['schema-4'], 500, '', 0);
    expect(messagesOf(r, 'schema-4')).toEqual(['no answer within the time limit (0.5 s a phase); the adjudicator was stopped']);
    expect(r.leftover).toEqual([]);
  });

  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) {
    it(`casebook check stopped by ${signal}: exit 128+n and the hung adapter is stopped with it`, async () => {
      const mark = `CASEBOOK_TEST_MARK=${randomUUID()}`;
      const child = spawn(process.execPath, [...CLI_ARGS, 'check', '--adjudicator', `${mark} sh ${repro}/adapter-hangs.sh`, '--case', 'schema-4'], { cwd: root, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      // Until the harness has started the adapter: it loads the casebook first (seconds on a busy machine).
      const until = Date.now() + 60_000;
      while (marked(mark).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(marked(mark).length).toBeGreaterThan(0);
      child.kill(signal);
      expect(await exited).toBe(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
      expect(await waitUntilNone(mark)).toEqual([]);
    });
  }
});

describe.concurrent('proxy-adapter.py, mode by mode', () => {
  it('ok: every case passes', async () => {
    const r = await run(proxy('ok'), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'pass', 'schema-6': 'pass' });
    expect(r.leftover).toEqual([]);
  });

  it('crash-start: unusable, with its error output', async () => {
    const r = await run(proxy('crash-start'), THREE);
    expect(r.error?.message).toBe(
      `the adjudicator "${r.adapter.name}" never answered (started 3 times): the adjudicator crashed (exit code 3) before answering this phase; its last error output: adapter: cannot load model file /nonexistent`,
    );
  });

  it('exit0: unusable, "exited (code 0)"', async () => {
    const r = await run(proxy('exit0'), THREE);
    expect(r.error?.message).toMatch(/never answered \(started 3 times\): the adjudicator exited \(code 0\) before answering this phase$/);
  });

  it('hang: unusable after three silent starts; nothing left', async () => {
    const r = await run(proxy('hang'), THREE, 300, '', 0);
    expect(r.error).toBeInstanceOf(AdapterUnusable);
    expect(r.leftover).toEqual([]);
  });

  it('nonewline: stopped at the line limit (bounded memory), "answer too large"', async () => {
    const r = await run(proxy('nonewline'), ['schema-4']);
    expect(messagesOf(r, 'schema-4')[0]).toMatch(/^answer too large \/ invalid/);
    expect(r.leftover).toEqual([]);
  });

  it.sequential('hugeline: a 20 MB answer is "answer too large", in seconds', async () => {
    const r = await run(proxy('hugeline', 20), ['schema-4']);
    expect(messagesOf(r, 'schema-4')[0]).toMatch(/^answer too large \/ invalid/);
    expect(r.ms).toBeLessThan(20_000);
    expect(r.leftover).toEqual([]);
  });

  for (const mode of ['zombie', 'zombie-setsid', 'ignore-term', 'ignore-eof', 'stderr-flood']) {
    it(`${mode}: every case passes and nothing the adapter started is left`, async () => {
      const r = await run(proxy(mode), THREE);
      expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'pass', 'schema-6': 'pass' });
      expect(r.leftover).toEqual([]);
    });
  }

  it('crash-mid: the case it crashed on is an error with its traceback; restarted; the rest pass', async () => {
    const r = await run(proxy('crash-mid', 1), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(messagesOf(r, 'schema-5')[0]).toMatch(/crashed \(exit code 1\).*KeyError: 'stp\/nc'/);
  });

  it.sequential('hang-after: "no answer within the time limit" for that case; the rest pass', async () => {
    const r = await run(proxy('hang-after', 1), THREE, 1500);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(messagesOf(r, 'schema-5')[0]).toBe('no answer within the time limit (1.5 s a phase); the adjudicator was stopped');
    expect(r.leftover).toEqual([]);
  });

  it('garbage: a debug line before each answer is "not JSON", case by case', async () => {
    const r = await run(proxy('garbage'), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'error', 'schema-5': 'error', 'schema-6': 'error' });
    expect(messagesOf(r, 'schema-4')[0]).toBe('the adjudicator printed a line that is not JSON: "DEBUG: got phase 1"');
  });

  it('garbage-after: the garbled case is an error; the rest pass', async () => {
    const r = await run(proxy('garbage-after', 1), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
    expect(messagesOf(r, 'schema-5')[0]).toMatch(/^the adjudicator printed a line that is not JSON/);
  });

  for (const [mode, n] of [
    ['extra-line', 1],
    ['wrong-case', undefined],
    ['fixed-answer', undefined],
  ] as const) {
    it(`${mode}: the desync is reported once, plainly, on the case where it happened; the rest pass`, async () => {
      const r = await run(proxy(mode, n), THREE);
      expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'error', 'schema-6': 'pass' });
      expect(messagesOf(r, 'schema-5')).toEqual([expect.stringMatching(/^the adjudicator's answers are out of step with the questions: the answer to request \d+ came where the answer to request \d+ was due/)]);
      expect(r.adapter.restarts).toHaveLength(1);
    });
  }

  it('empty-object: "does not follow the protocol" for each case, no restart', async () => {
    const r = await run(proxy('empty-object'), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'error', 'schema-5': 'error', 'schema-6': 'error' });
    expect(messagesOf(r, 'schema-4')[0]).toMatch(/does not follow the protocol: dislodged: Required; units: Required; contested: Required/);
    expect(r.adapter.restarts).toHaveLength(0);
  });

  it('error-all: each case is an error carrying the adapter\'s message', async () => {
    const r = await run(proxy('error-all'), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'error', 'schema-5': 'error', 'schema-6': 'error' });
    expect(messagesOf(r, 'schema-4')[0]).toBe('the adjudicator failed: it answered with an error: not implemented');
  });

  it.sequential('slow: a geography case of many phases at 20 ms each is not starved by a 1 s per-phase limit', async () => {
    // The first answer waits for the engine behind the proxy to start (seconds on a busy machine), so
    // the start-up grace is the default's; the limit under test is per phase.
    const r = await run(proxy('slow'), ['schema-1'], 1000, 'DELAY=0.02');
    expect(statusOf(r)).toEqual({ 'schema-1': 'pass' });
    expect(r.report!.cases[0].asked).toBeGreaterThan(20);
    expect(r.report!.cases[0].ms).toBeGreaterThan(1000);
  });
});

describe.concurrent('round 3: the harness against adapters that misbehave at the edges (issue 28)', () => {
  const r3 = (name: string) => `${python} round-3/${name}`;

  it('adapter-crash-leaves-setsid-helper.py: the crash is reported, and every helper it started in a session of its own is ended', async () => {
    const r = await run(r3('adapter-crash-leaves-setsid-helper.py'), THREE);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass', 'schema-5': 'pass', 'schema-6': 'error' });
    expect(messagesOf(r, 'schema-6')).toEqual(['the adjudicator crashed (exit code 1) before answering this phase']);
    expect(r.leftover).toEqual([]);
  });

  it('adapter-ignores-eof.py: ended after the grace period, and it says so', async () => {
    const r = await run(r3('adapter-ignores-eof.py'), ['schema-4']);
    expect(statusOf(r)).toEqual({ 'schema-4': 'pass' });
    expect(r.adapter.notices).toEqual(['the adjudicator did not exit within 2 s of the end of its input; it was stopped, with everything it started']);
    expect(r.leftover).toEqual([]);
  });

  it('adapter-deep-error.py: an error answer nested 300,000 deep is a malformed answer, case by case; the run goes on', async () => {
    const r = await run(r3('adapter-deep-error.py'), ['schema-4', 'schema-5']);
    expect(statusOf(r)).toEqual({ 'schema-4': 'error', 'schema-5': 'error' });
    expect(messagesOf(r, 'schema-4')[0]).toMatch(/^the adjudicator failed: answer too large \/ invalid: more than 20000 JSON values/);
  });

  it('adapter-extra-line-no-id.py: the desync is caught where it happens, its phase named, and no later answer is taken for another', async () => {
    const cases = ['schema-4', 'schema-5', 'schema-6', 'schema-7', 'schema-8', 'schema-9', 'schema-10', 'schema-11'];
    const r = await run(r3('adapter-extra-line-no-id.py'), cases);
    const errors = (r.report?.cases ?? []).filter((c) => c.status !== 'pass');
    // Every fifth answer of a fresh copy comes twice: the case it falls on is not scored, the rest pass.
    expect(errors.length).toBeGreaterThan(0);
    for (const c of errors) {
      expect(c.status).toBe('error');
      expect(c.problems).toEqual([expect.objectContaining({ what: 'answer', message: expect.stringMatching(/^the adjudicator's answers are out of step with the questions: it printed 1 line more than the questions asked by the time it answered request \d+ \(spring 1901 movement\)/) })]);
      expect(c.problems[0].at).toMatch(new RegExp(`cases/rulebook-2000/${c.id}\\.yaml:\\d+:\\d+$`));
    }
    expect((r.report?.cases ?? []).filter((c) => c.status === 'pass').length).toBe(cases.length - errors.length);
    expect(r.adapter.restarts).toHaveLength(errors.length);
  });

  it('adapter-xml-hostile.py: the JUnit report stays valid XML and shows what was sent', async () => {
    const r = await run(r3('adapter-xml-hostile.py'), ['schema-4']);
    const xml = (await import('./report.js')).formatJunit(r.report!);
    expect(xml).toContain('bad \\ufffe\\uffff ]]&gt; &lt;x&gt; &amp; \\u0001 end');
    const parsed = spawnSync(python, ['-c', 'import sys, xml.etree.ElementTree as E; E.fromstring(sys.stdin.buffer.read()); print("ok")'], { input: xml, encoding: 'utf8' });
    expect(parsed.stderr).toBe('');
    expect(parsed.stdout).toBe('ok\n');
  });

  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`signal-during-close.sh: ${signal} while the harness waits for the adapter to exit ends the adapter first`, async () => {
      const mark = `CASEBOOK_TEST_MARK=${randomUUID()}`;
      const child = spawn(process.execPath, [...CLI_ARGS, 'check', '--adjudicator', `${mark} CASEBOOK=${casebook} ${python} ${repro}/round-3/adapter-ignores-eof.py`, '--case', 'schema-4'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += String(d)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const until = Date.now() + 60_000;
      // The report is printed, then the harness closes the adapter's input and waits up to 2 s.
      while (!/^1 case/m.test(out) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(out).toMatch(/^1 case: 1 passed/m);
      child.kill(signal);
      expect(await exited).toBe(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
      expect(await waitUntilNone(mark)).toEqual([]);
    });
  }

  it('a difference in the position after a phase points into the case file', async () => {
    const report = await checkCasebook(new (await import('./adapter.js')).ReferenceAdapter('selfDislodge'), { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-22'] } });
    const problems = report.cases[0].problems;
    expect(problems.map((p) => p.what)).toEqual(['orders', 'dislodged', 'position']);
    for (const p of problems) expect(p.at).toMatch(/^cases\/rulebook-2000\/schema-22\.yaml:\d+:\d+$/);
    expect(problems.find((p) => p.what === 'position')!.at).toBe('cases/rulebook-2000/schema-22.yaml:56:9');
    const text = (await import('./report.js')).formatReport(report);
    expect(text).toContain('  cases/rulebook-2000/schema-22.yaml:56:9: rulebook-2000: the position after the phase differs (rulebook-2000):');
  });
});
