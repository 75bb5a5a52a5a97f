// Adjudicators as `casebook check` talks to them: an external program speaking the JSON-lines
// protocol (engine/protocol/types.ts: one PhaseInput per line in, one PhaseOutput or {"error"} per
// line out), or our own engine in-process. Both answer batches of phases asynchronously, so a
// geography sweep (dozens of one-unit phases) is written in one go and read back in order.
//
// A misbehaving program never stops the run: a crash, an early exit, a line that is not JSON or no
// answer before the deadline becomes a `broken` reply for the phase it was on, the process is
// killed, and the next question starts a fresh one.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { z } from 'zod';
import { standardMap } from '../map/index.js';
import { adjudicatePhase, InputError } from '../adjudicate/phase.js';
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
  /** Answers in the order asked. `deadline` is a Date.now() time; past it, the rest are `broken`. */
  ask(inputs: readonly PhaseInput[], deadline: number): Promise<Reply[]>;
  /** Stop the process, if any. */
  close(): Promise<void>;
  /** Restarts after the program broke, with why (external programs only). */
  readonly restarts?: readonly string[];
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
        const output = JSON.parse(JSON.stringify(adjudicatePhase(standardMap, input, options).output)) as PhaseOutput;
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

/** Parse one answer line into a reply ('broken' only for a line that is not JSON). */
export function readAnswer(line: string): Reply {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { kind: 'broken', message: `the adjudicator printed a line that is not JSON: ${quote(line)}` };
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'error' in value) {
    const e = (value as { error: unknown }).error;
    return { kind: 'refused', message: typeof e === 'string' ? e : JSON.stringify(e) };
  }
  const parsed = outputSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(the line)'}: ${i.message}`);
    const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : '';
    return { kind: 'invalid', message: `the answer does not follow the protocol: ${issues.join('; ')}${more}` };
  }
  return { kind: 'output', output: parsed.data as AdapterOutput };
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

/** How many fresh starts may die without a single answer before the run gives up. */
const MAX_SILENT_STARTS = 3;

/**
 * The program is started through the shell (so the command may be `python3 adapter.py --flag`),
 * once, and restarted only after it broke. It must answer every line, in order.
 */
export class ProcessAdapter implements Adapter {
  #session: Session | undefined;
  #silentStarts = 0;
  #everAnswered = false;
  /** Restarts, with why: the report lists them. */
  readonly restarts: string[] = [];

  constructor(
    readonly name: string,
    private readonly options: ProcessOptions = {},
  ) {}

  async ask(inputs: readonly PhaseInput[], deadline: number): Promise<Reply[]> {
    if (inputs.length === 0) return [];
    let session = this.#session;
    let grace = 0;
    if (!session || session.ended) {
      session = this.#session = new Session(this.name, this.options.cwd);
      grace = this.options.startupMs ?? 10_000;
    }
    session.send(inputs.map((i) => JSON.stringify(i)));
    const replies: Reply[] = [];
    for (let k = 0; k < inputs.length; k++) {
      const got = await session.next(deadline + grace);
      if (got.kind === 'line') {
        this.#everAnswered = true;
        const reply = readAnswer(got.line);
        replies.push(reply);
        if (reply.kind === 'broken') return this.#broke(session, replies, inputs.length, reply.message);
        continue;
      }
      const message =
        got.kind === 'timeout'
          ? `no answer before the time limit${k > 0 ? ` (after ${k} of ${inputs.length} phases asked together)` : ''}; the adjudicator was stopped`
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
    await this.#session?.close();
    this.#session = undefined;
  }
}

type Next = { kind: 'line'; line: string } | { kind: 'timeout' } | { kind: 'ended'; message: string };

/** One run of the program: its stdout split into lines, its stderr's last lines kept for messages. */
class Session {
  readonly #child: ChildProcessWithoutNullStreams;
  #buffer = '';
  readonly #lines: string[] = [];
  #waiter: ((n: Next) => void) | undefined;
  #stderr = '';
  #endMessage: string | undefined;
  #exited: Promise<void>;
  /** Lines answered so far. */
  answered = 0;
  /** The program's exit code, once it has exited by itself. */
  exitCode: number | null = null;

  constructor(command: string, cwd: string | undefined) {
    // A process group of its own (detached) so that stopping it stops what the shell started too.
    this.#child = spawn('/bin/sh', ['-c', command], { cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
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
        this.#end(this.#exitMessage(code, signal));
        resolve();
      });
    });
  }

  get ended(): boolean {
    return this.#endMessage !== undefined;
  }

  send(lines: string[]): void {
    if (this.ended) return;
    this.#child.stdin.write(lines.join('\n') + '\n');
  }

  /** The next answer line, or why there is none. */
  next(deadline: number): Promise<Next> {
    const line = this.#lines.shift();
    if (line !== undefined) {
      this.answered++;
      return Promise.resolve({ kind: 'line', line });
    }
    if (this.#endMessage !== undefined) return Promise.resolve({ kind: 'ended', message: this.#endMessage });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiter = undefined;
        resolve({ kind: 'timeout' });
      }, Math.max(0, deadline - Date.now()));
      this.#waiter = (n) => {
        clearTimeout(timer);
        this.#waiter = undefined;
        if (n.kind === 'line') this.answered++;
        resolve(n);
      };
    });
  }

  #onData(chunk: string): void {
    this.#buffer += chunk;
    let nl: number;
    while ((nl = this.#buffer.indexOf('\n')) >= 0) {
      const line = this.#buffer.slice(0, nl).replace(/\r$/, '');
      this.#buffer = this.#buffer.slice(nl + 1);
      if (!line.trim()) continue; // blank lines carry nothing
      if (this.#waiter) this.#waiter({ kind: 'line', line });
      else this.#lines.push(line);
    }
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

  kill(): void {
    if (this.ended) return;
    this.#end('stopped');
    try {
      process.kill(-this.#child.pid!, 'SIGKILL');
    } catch {
      this.#child.kill('SIGKILL');
    }
  }

  /** Close stdin (the polite end of the protocol); kill the program if it lingers. */
  async close(): Promise<void> {
    if (this.ended) return this.#exited;
    this.#child.stdin.end();
    const timer = setTimeout(() => this.kill(), 2000);
    await this.#exited;
    clearTimeout(timer);
  }
}
