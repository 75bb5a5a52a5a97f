// The misbehaving adjudicators of engine/testing/repro (issue #17, items 3, 4, 7 and 10), each a named
// test: the run completes with a plain verdict for the case concerned, and nothing the adapter
// started is left running afterwards. Every adapter is started with a mark in its environment,
// which its children inherit; after the run no process may carry it (a helper that left the
// process group with setsid included).

import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AdapterUnusable, ProcessAdapter } from './adapter.js';
import { checkCasebook, type CheckReport } from './check.js';
import { REPRO_DIR } from '../testing/shared-data.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const repro = REPRO_DIR;

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

/** Check `cases` against `command` (run in engine/testing/repro); what is left of the adapter afterwards. */
async function run(command: string, cases: string[], timeoutMs = 5000, env = ''): Promise<Run> {
  const mark = `CASEBOOK_TEST_MARK=${randomUUID()}`;
  const adapter = new ProcessAdapter(`${mark} CASEBOOK_ROOT=${root} CASEBOOK=${root}bin/casebook.mjs ${env} ${command}`, { cwd: repro, startupMs: 2000 });
  const start = Date.now();
  let report: CheckReport | undefined;
  let error: Error | undefined;
  try {
    report = await checkCasebook(adapter, { filters: { cases }, timeoutMs });
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
const proxy = (mode: string, n?: number) => `python3 proxy-adapter.py ${mode}${n === undefined ? '' : ` ${n}`}`;

describe('the reproducers\' misbehaving adapters', () => {
  it('adapter-huge-invalid-answer.py: "answer too large / invalid" for the case, in seconds, adapter stopped', async () => {
    const r = await run('python3 adapter-huge-invalid-answer.py', ['schema-1']);
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
    const r = await run('sh adapter-hangs.sh', ['schema-4'], 500);
    expect(messagesOf(r, 'schema-4')).toEqual(['no answer within the time limit (0.5 s a phase); the adjudicator was stopped']);
    expect(r.leftover).toEqual([]);
  });

  for (const signal of ['SIGTERM', 'SIGHUP', 'SIGINT'] as const) {
    it(`casebook check stopped by ${signal}: exit 128+n and the hung adapter is stopped with it`, async () => {
      const mark = `CASEBOOK_TEST_MARK=${randomUUID()}`;
      const child = spawn('node', ['bin/casebook.mjs', 'check', '--adjudicator', `${mark} sh ${repro}/adapter-hangs.sh`, '--case', 'schema-4'], { cwd: root, stdio: 'ignore' });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const until = Date.now() + 15_000;
      while (marked(mark).length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(marked(mark).length).toBeGreaterThan(0);
      child.kill(signal);
      expect(await exited).toBe(128 + { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal]);
      expect(await waitUntilNone(mark)).toEqual([]);
    });
  }
});

describe('proxy-adapter.py, mode by mode', () => {
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
    const r = await run(proxy('hang'), THREE, 300);
    expect(r.error).toBeInstanceOf(AdapterUnusable);
    expect(r.leftover).toEqual([]);
  });

  it('nonewline: stopped at the line limit (bounded memory), "answer too large"', async () => {
    const r = await run(proxy('nonewline'), ['schema-4']);
    expect(messagesOf(r, 'schema-4')[0]).toMatch(/^answer too large \/ invalid/);
    expect(r.leftover).toEqual([]);
  });

  it('hugeline: a 20 MB answer is "answer too large", in seconds', async () => {
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

  it('hang-after: "no answer within the time limit" for that case; the rest pass', async () => {
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

  it('slow: a geography case of many phases at 20 ms each is not starved by a 1 s per-phase limit', async () => {
    const r = await run(proxy('slow'), ['schema-1'], 1000, 'DELAY=0.02');
    expect(statusOf(r)).toEqual({ 'schema-1': 'pass' });
    expect(r.report!.cases[0].asked).toBeGreaterThan(20);
    expect(r.report!.cases[0].ms).toBeGreaterThan(1000);
  });
});
