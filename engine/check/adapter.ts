// Adjudicators as `casebook check` talks to them: an external program speaking the JSON-lines
// protocol (engine/protocol/types.ts: one PhaseInput per line in, one PhaseOutput or {"error"} per
// line out), or our own engine in-process. Both answer batches of phases asynchronously, so a
// geography sweep (dozens of one-unit phases) is written in one go and read back in order.
//
// A misbehaving program never stops the run: a crash, an early exit, a line that is not JSON, an
// answer too large, an answer out of step with the questions, or no answer within the time limit
// becomes a `broken` reply for the phase it was on, the program and everything it started are
// killed (processes.ts), and the next question starts a fresh one. Every request carries an `id`;
// an adapter that copies it into its answer lets a desync be seen at once (issue #17).

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { descendants, killGroup, killMarked, killRecorded, MARK_VARIABLE, type ProcessId } from './processes.js';
import { adjudicatePhase, InputError } from '../adjudicate/phase.js';
import { boardOf } from '../adjudicate/index.js';
import { mutatedOptions, type Mutation } from '../adjudicate/mutation.js';
import { orderResultSchema, phaseOutputSchema } from '../protocol/schema.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';

/**
 * One answer. `output`: a result. `refused`: the adjudicator answered {"error": ...} for this
 * phase. `invalid`: it answered JSON that is not a protocol result. `broken`: no answer at all
 * (crash, early exit, hang, a line that is not JSON); the process has been stopped.
 */
export type Reply =
  | { kind: 'output'; output: AdapterOutput }
  | { kind: 'refused'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'broken'; message: string };

/** A protocol result, except that order results are optional: a board-only adjudicator omits them. */
export type AdapterOutput = Omit<PhaseOutput, 'orders'> & { orders?: PhaseOutput['orders'] };

export interface Adapter {
  /** What is being checked, for reports: the command line, or "reference engine". */
  readonly name: string;
  /**
   * Answers in the order asked. Each answer must come within `answerMs` of the one before (or of
   * the question): a sweep of 60 phases gets 60 times the time of one. Past it, the rest are `broken`.
   */
  ask(inputs: readonly PhaseInput[], answerMs: number): Promise<Reply[]>;
  /** Stop the process, if any, politely (end of input), then by force. */
  close(): Promise<void>;
  /** Stop at once, synchronously (a signal, process exit): the program and all it started. */
  killNow?(): void;
  /** Restarts after the program broke, with why (external programs only). */
  readonly restarts?: readonly string[];
  /** What close() had to do that the user should hear of (the program did not exit by itself). */
  readonly notices?: readonly string[];
}

/** Raised when the adapter cannot be used at all (it never answers a single line). */
export class AdapterUnusable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdapterUnusable';
  }
}

// ---------------------------------------------------------------------------------------------
// Our engine, in-process

/** The reference engine, or one of its test-only mutants (scripts/mutants). */
export class ReferenceAdapter implements Adapter {
  readonly name: string;
  constructor(private readonly mutation?: Mutation) {
    this.name = mutation ? `reference engine, mutant "${mutation}"` : 'reference engine';
  }

  async ask(inputs: readonly PhaseInput[]): Promise<Reply[]> {
    return inputs.map((input) => {
      try {
        const options = this.mutation ? mutatedOptions(input.ruleset, this.mutation) : undefined;
        // Through JSON, exactly as an external adapter's answer would arrive.
        const output = JSON.parse(JSON.stringify(adjudicatePhase(boardOf(input), input, options).output)) as PhaseOutput;
        return { kind: 'output', output };
      } catch (e) {
        const message = e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`;
        return { kind: 'refused', message };
      }
    });
  }

  async close(): Promise<void> {}
}

// ---------------------------------------------------------------------------------------------
// An external program

const outputSchema = phaseOutputSchema.extend({ orders: z.array(orderResultSchema).optional() });

/** The longest answer line read: a whole board is a few kilobytes. */
export const MAX_ANSWER_CHARS = 1 << 20;
/** The most JSON values (objects, arrays, scalars) in one answer: 34 units and 34 orders are a few hundred. */
export const MAX_ANSWER_VALUES = 20_000;
/** Protocol issues listed per answer (the rest are counted). */
const MAX_ISSUES = 3;

/** Whether a JSON value has more than `limit` values in it; stops counting at the limit. */
function tooManyValues(value: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (++count > limit) return true;
    if (Array.isArray(v)) stack.push(...v.slice(0, limit));
    else if (v && typeof v === 'object') stack.push(...Object.values(v));
  }
  return false;
}

/**
 * Parse one answer line into a reply ('broken' only for a line that is not JSON). Bounded: a line
 * over MAX_ANSWER_CHARS or a value over MAX_ANSWER_VALUES is refused before validation, so that
 * validating one answer takes milliseconds, whatever the adapter printed.
 */
export function readAnswer(line: string): Reply {
  if (line.length > MAX_ANSWER_CHARS) return { kind: 'invalid', message: tooLarge(`${line.length} characters`) };
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'broken', message: `the adjudicator printed a line that is not JSON: ${quote(line)}` };
  }
  // Counted first, without recursion: an answer nested 300,000 deep is refused here, never walked.
  if (tooManyValues(value, MAX_ANSWER_VALUES)) return { kind: 'invalid', message: tooLarge(`more than ${MAX_ANSWER_VALUES} JSON values`) };
  if (value && typeof value === 'object' && !Array.isArray(value) && 'error' in value) {
    const e = (value as { error: unknown }).error;
    if (typeof e === 'string') return { kind: 'refused', message: e };
    return { kind: 'invalid', message: `the answer's "error" is ${Array.isArray(e) ? 'a list' : e === null ? 'null' : typeof e === 'object' ? 'an object' : String(e)}, not a text saying why (the protocol: {"error": "..."})` };
  }
  const parsed = outputSchema.safeParse(value);
  if (!parsed.success) {
    const all = parsed.error.issues;
    const issues = all.slice(0, MAX_ISSUES).map((i) => `${i.path.join('.') || '(the line)'}: ${i.message}`);
    const more = all.length > MAX_ISSUES ? ` (and ${all.length - MAX_ISSUES} more)` : '';
    return { kind: 'invalid', message: `the answer does not follow the protocol: ${issues.join('; ')}${more}` };
  }
  return { kind: 'output', output: parsed.data as AdapterOutput };
}

function tooLarge(what: string): string {
  return `answer too large / invalid: ${what} (a phase result is a few kilobytes; the limit is ${MAX_ANSWER_CHARS} characters, ${MAX_ANSWER_VALUES} values)`;
}

/** The `id` an answer line carries, if any. */
function answerId(line: string): number | string | undefined {
  if (line.length > MAX_ANSWER_CHARS) return undefined;
  try {
    const v = JSON.parse(line) as { id?: unknown } | null;
    return v && typeof v === 'object' && (typeof v.id === 'number' || typeof v.id === 'string') ? v.id : undefined;
  } catch {
    return undefined;
  }
}

function quote(line: string): string {
  const s = line.length > 120 ? `${line.slice(0, 120)}…` : line;
  return JSON.stringify(s);
}

export interface ProcessOptions {
  /** Working directory of the program (default: the current one). */
  cwd?: string;
  /** Extra time for the first answer after the program starts, in ms (it may compile or load). */
  startupMs?: number;
}

/** How long a program may take to exit once its input is closed, in ms. */
export const CLOSE_GRACE_MS = 2000;
/** How many fresh starts may die without a single answer before the run gives up. */
const MAX_SILENT_STARTS = 3;
/** setTimeout's largest delay (about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The program is started through the shell (so the command may be `python3 adapter.py --flag`),
 * once, and restarted only after it broke. It must answer every line, in order.
 */
export class ProcessAdapter implements Adapter {
  #session: Session | undefined;
  #silentStarts = 0;
  #everAnswered = false;
  /** The id of the next request; ids are never reused during a run. */
  #nextId = 1;
  /** Restarts, with why: the report lists them. */
  readonly restarts: string[] = [];
  readonly notices: string[] = [];
  /** The last question answered: named when lines come after its answer. */
  #lastAnswered: Answered | undefined;

  constructor(
    readonly name: string,
    private readonly options: ProcessOptions = {},
  ) {}

  async ask(inputs: readonly PhaseInput[], answerMs: number): Promise<Reply[]> {
    if (inputs.length === 0) return [];
    let session = this.#session;
    let grace = 0;
    // Lines that came after the last batch was answered answer nothing asked: the program is out of
    // step, and every later answer would be another question's. A fresh start answers this batch.
    if (session && !session.ended && session.strayLines > 0) {
      this.restarts.push(outOfStep(session.strayLines, this.#lastAnswered));
      session.kill();
      session = this.#session = undefined;
    }
    if (!session || session.ended) {
      session = this.#session = new Session(this.name, this.options.cwd);
      grace = this.options.startupMs ?? 10_000;
    }
    const ids = inputs.map(() => this.#nextId++);
    session.send(inputs.map((input, k) => JSON.stringify({ id: ids[k], ...input })));
    const replies: Reply[] = [];
    for (let k = 0; k < inputs.length; k++) {
      const got = await session.next(answerMs + (k === 0 ? grace : 0));
      if (got.kind === 'line') {
        this.#everAnswered = true;
        const id = answerId(got.line);
        if (id !== undefined && id !== ids[k]) return this.#broke(session, replies, inputs.length, desync(ids[k], id));
        const reply = readAnswer(got.line);
        if (reply.kind === 'broken') return this.#broke(session, [...replies, reply], inputs.length, reply.message);
        // More lines than questions, already here with the last answer, and no request id to tell
        // them apart: which line answers which phase of the batch cannot be known (an answer printed
        // twice, a stray line of JSON), so no answer of the batch is scored.
        if (k === inputs.length - 1 && session.strayLines > 0) {
          return this.#broke(session, [], inputs.length, outOfStep(session.strayLines, { id: ids[k], phase: phaseLabel(inputs[k]) }, inputs.length));
        }
        replies.push(reply);
        this.#lastAnswered = { id: ids[k], phase: phaseLabel(inputs[k]) };
        continue;
      }
      const message =
        got.kind === 'timeout'
          ? `no answer within the time limit (${seconds(answerMs)} a phase)${k > 0 ? ` after ${k} of ${inputs.length} phases asked together` : ''}; the adjudicator was stopped`
          : got.message;
      return this.#broke(session, replies, inputs.length, message);
    }
    return replies;
  }

  /** Stop the session; the phase being answered and every later one of the batch are `broken`. */
  #broke(session: Session, replies: Reply[], asked: number, message: string): Reply[] {
    const answered = session.answered;
    session.kill();
    this.#session = undefined;
    this.restarts.push(message);
    if (answered === 0 && !this.#everAnswered) {
      // 126/127: the shell could not run the command at all; no point in trying again.
      if (session.exitCode === 126 || session.exitCode === 127) throw new AdapterUnusable(`cannot start the adjudicator "${this.name}": ${message}`);
      if (++this.#silentStarts >= MAX_SILENT_STARTS) {
        throw new AdapterUnusable(`the adjudicator "${this.name}" never answered (started ${this.#silentStarts} times): ${message}`);
      }
    }
    if (replies.length && replies[replies.length - 1].kind === 'broken') replies.pop();
    replies.push({ kind: 'broken', message });
    while (replies.length < asked) replies.push({ kind: 'broken', message: 'not answered: the adjudicator failed on an earlier phase' });
    return replies;
  }

  async close(): Promise<void> {
    const stopped = await this.#session?.close();
    if (stopped) this.notices.push(stopped);
    this.#session = undefined;
  }

  killNow(): void {
    this.#session?.kill();
    this.#session = undefined;
  }
}

interface Answered {
  id: number;
  phase: string;
}

/** "spring 1901 movement" (and the variant, when there is one): the phase a message names. */
function phaseLabel(input: PhaseInput): string {
  const p = input.phase;
  return `${p?.season} ${p?.year} ${p?.type}${input.variant && input.variant !== 'standard' ? ` (${input.variant})` : ''}`;
}

/**
 * Lines beyond the answers asked for: which phase they followed, and what became of it. `batch`:
 * they came with the answers of a batch of that many phases, none of which is scored; absent, they
 * came after a batch already scored, and the program is restarted before the next question.
 */
function outOfStep(extra: number, after: Answered | undefined, batch?: number): string {
  const lines = `${extra} line${extra === 1 ? '' : 's'} more than the questions asked`;
  const head = `the adjudicator's answers are out of step with the questions: it printed ${lines}`;
  const last = after ? `request ${after.id} (${after.phase})` : 'the last request';
  if (batch !== undefined) {
    const scored = batch === 1 ? 'this phase is not scored' : `the ${batch} phases asked together are not scored`;
    return `${head} by the time it answered ${last}, so which line answers which phase cannot be known: ${scored}, and the adjudicator was restarted`;
  }
  return `${head} after its answer to ${last}, whose answer may have been another line; it was restarted before the next question, so no later answer is taken for another's`;
}

function desync(expected: number, got: number | string): string {
  return (
    `the adjudicator's answers are out of step with the questions: the answer to request ${JSON.stringify(got)} came where ` +
    `the answer to request ${expected} was due (it printed a line too many or too few); the adjudicator was restarted, ` +
    'and this phase is not scored'
  );
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

type Next = { kind: 'line'; line: string } | { kind: 'timeout' } | { kind: 'ended'; message: string };

/**
 * One run of the program: its stdout split into lines, its stderr's last lines kept for messages.
 * Reading is linear and bounded: each chunk is scanned once, and a line longer than
 * MAX_ANSWER_CHARS is not kept: the program is stopped with "answer too large".
 */
class Session {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #pid: number | undefined;
  /** The pieces of the line being read, and their length. */
  #partial: string[] = [];
  #partialChars = 0;
  readonly #lines: string[] = [];
  #waiter: ((n: Next) => void) | undefined;
  #stderr = '';
  #endMessage: string | undefined;
  #exited: Promise<void>;
  /** Lines answered so far. */
  answered = 0;
  /** The program's exit code, once it has exited by itself. */
  exitCode: number | null = null;

  /** This run's mark, in the environment of everything the program starts (processes.ts). */
  readonly #mark = randomUUID();

  constructor(command: string, cwd: string | undefined) {
    // A process group of its own (detached) so that stopping it stops what the shell started too.
    const env = { ...process.env, [MARK_VARIABLE]: this.#mark };
    this.#child = spawn('/bin/sh', ['-c', command], { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.#pid = this.#child.pid;
    this.#child.stdout.setEncoding('utf8');
    this.#child.stderr.setEncoding('utf8');
    this.#child.stdout.on('data', (chunk: string) => this.#onData(chunk));
    this.#child.stderr.on('data', (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-4000);
    });
    // Writing to a program that has died raises EPIPE here; the exit is reported instead.
    this.#child.stdin.on('error', () => {});
    this.#exited = new Promise((resolve) => {
      this.#child.on('error', (e) => {
        this.#end(`the adjudicator could not be started: ${e.message}`);
        resolve();
      });
      this.#child.on('close', (code, signal) => {
        this.exitCode = code;
        // The program is gone; whatever it left running goes too, in its group or not.
        if (this.#pid !== undefined) killGroup(this.#pid);
        killMarked(this.#mark);
        this.#end(this.#exitMessage(code, signal));
        resolve();
      });
    });
  }

  get ended(): boolean {
    return this.#endMessage !== undefined;
  }

  /**
   * Answer lines read and not yet taken, when no question is waiting for them. One that carries a
   * request id is left to the id check of the next answer, which names both requests; one without
   * cannot be matched to anything.
   */
  get strayLines(): number {
    return this.#lines.length > 0 && answerId(this.#lines[0]) === undefined ? this.#lines.length : 0;
  }

  send(lines: string[]): void {
    if (this.ended) return;
    this.#child.stdin.write(lines.join('\n') + '\n');
  }

  /** The next answer line within `ms`, or why there is none. */
  next(ms: number): Promise<Next> {
    const line = this.#lines.shift();
    if (line !== undefined) {
      this.answered++;
      return Promise.resolve({ kind: 'line', line });
    }
    if (this.#endMessage !== undefined) return Promise.resolve({ kind: 'ended', message: this.#endMessage });
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.#waiter = undefined;
          resolve({ kind: 'timeout' });
        },
        Math.min(MAX_TIMER_MS, Math.max(0, ms)),
      );
      this.#waiter = (n) => {
        clearTimeout(timer);
        this.#waiter = undefined;
        if (n.kind === 'line') this.answered++;
        resolve(n);
      };
    });
  }

  #onData(chunk: string): void {
    let from = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0 && !this.ended; nl = chunk.indexOf('\n', from)) {
      this.#keep(chunk.slice(from, nl));
      from = nl + 1;
      const line = this.#partial.join('').replace(/\r$/, '');
      this.#partial = [];
      this.#partialChars = 0;
      if (!line.trim()) continue; // blank lines carry nothing
      if (this.#waiter) this.#waiter({ kind: 'line', line });
      else this.#lines.push(line);
    }
    if (!this.ended) this.#keep(chunk.slice(from));
  }

  /** Add to the line being read; past the limit, stop the program (its output can no longer be trusted to line up). */
  #keep(piece: string): void {
    if (!piece) return;
    this.#partialChars += piece.length;
    if (this.#partialChars > MAX_ANSWER_CHARS) {
      this.#partial = [];
      this.#end(`answer too large / invalid: a line of more than ${MAX_ANSWER_CHARS} characters (a phase result is a few kilobytes); the adjudicator was stopped`);
      this.#killProcesses();
      return;
    }
    this.#partial.push(piece);
  }

  #end(message: string): void {
    if (this.#endMessage !== undefined) return;
    this.#endMessage = message;
    this.#waiter?.({ kind: 'ended', message });
  }

  #exitMessage(code: number | null, signal: NodeJS.Signals | null): string {
    const tail = this.#stderr
      .trim()
      .split('\n')
      .slice(-3)
      .join(' | ')
      .slice(-300);
    const said = tail ? `; its last error output: ${tail}` : '';
    if (signal) return `the adjudicator was killed by ${signal} before answering${said}`;
    if (code === 0) return `the adjudicator exited (code 0) before answering this phase${said}`;
    return `the adjudicator crashed (exit code ${code}) before answering this phase${said}`;
  }

  /** Every process the program started, its group and the ones that left it. */
  #killProcesses(): void {
    if (this.#pid === undefined) return;
    const others = descendants(this.#pid);
    killGroup(this.#pid);
    killRecorded(others);
    killMarked(this.#mark);
  }

  /** Stop at once: the program, its group, and its descendants that left the group. */
  kill(): void {
    this.#end('stopped');
    this.#killProcesses();
  }

  /**
   * Close stdin (the polite end of the protocol); kill the program if it lingers past the grace
   * period, and whatever it leaves. Resolves to a sentence when it had to be stopped.
   */
  async close(): Promise<string | undefined> {
    // Recorded while the program runs: once it exits, its children are no longer its descendants.
    const others: ProcessId[] = this.#pid !== undefined && !this.ended ? descendants(this.#pid) : [];
    let stopped: string | undefined;
    if (!this.ended) {
      this.#child.stdin.end();
      const timer = setTimeout(() => {
        stopped = `the adjudicator did not exit within ${CLOSE_GRACE_MS / 1000} s of the end of its input; it was stopped, with everything it started`;
        this.kill();
      }, CLOSE_GRACE_MS);
      await this.#exited;
      clearTimeout(timer);
    }
    if (this.#pid !== undefined) killGroup(this.#pid);
    killRecorded(others);
    killMarked(this.#mark);
    return stopped;
  }
}
