// `casebook adjudicate --jsonl`'s reading and writing (the answers themselves are jsonl.ts's).
// Input is read and answers written in large pieces, always in input order. With `--jobs N`, a
// batch (many lines at once) is answered by N worker threads (jsonl-pool.ts) while this thread only
// reads and writes; a checker that sends one phase and waits for its answer is still answered in
// this thread. This module loads no engine itself: the thread that answers does.

import { readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import type { Answerer, AnswerSink, JsonlOptions, RefusedLines } from './jsonl.js';
import { decodeUtf8, NOT_UTF8 } from '../util/index.js';

/** Input is answered in pieces of about this many bytes (~100 phases). */
const PIECE = 1 << 18;
/** Lines arriving in one read that make the input a batch rather than a checker's one phase. */
const BATCH_LINES = 16;
/**
 * The longest line read, in bytes: a phase of 200,000 orders is about 6 MB. A longer line is not
 * kept (memory stays bounded whatever comes in) and is answered with a refusal naming it.
 */
export const MAX_LINE_BYTES = 1 << 24;
const NEWLINE = 0x0a;

/** Complete lines, decoded: the text (each line ending with a newline), numbered from `before` + 1. */
export interface Lines {
  text: string;
  before: number;
  count: number;
  /** Lines left empty in `text`, with why: not UTF-8, or longer than MAX_LINE_BYTES. */
  refused: [number, string][];
}

/**
 * Bytes in, complete lines out. Each byte is looked at a bounded number of times whatever the
 * line lengths (a line without a newline used to be rescanned at every chunk: 80 MB in 267 s), and
 * a line past MAX_LINE_BYTES is dropped as it comes, only its refusal kept.
 */
export class LineReader {
  #partial: Uint8Array[] = [];
  #partialBytes = 0;
  #overlong = false;
  #lines = 0;

  /** The lines `chunk` completes, in pieces of at most about PIECE bytes. */
  *push(chunk: Uint8Array): Generator<Lines> {
    for (let at = 0; at < chunk.length; at += PIECE) {
      const lines = this.#take(chunk.subarray(at, Math.min(chunk.length, at + PIECE)));
      if (lines) yield lines;
    }
  }

  /** The last line, when the input does not end with a newline. */
  end(): Lines | undefined {
    if (this.#partialBytes === 0 && !this.#overlong) return undefined;
    const before = this.#lines++;
    const refused: [number, string][] = [];
    const text = this.#text(this.#line(), before + 1, refused);
    return { text: text + '\n', before, count: 1, refused };
  }

  #take(chunk: Uint8Array): Lines | undefined {
    const first = chunk.indexOf(NEWLINE);
    if (first < 0) {
      this.#keep(chunk);
      return undefined;
    }
    const last = chunk.lastIndexOf(NEWLINE);
    this.#keep(chunk.subarray(0, first));
    const head = this.#line();
    // The complete lines after the first, newlines included: shorter than a piece, so never too long.
    const body = chunk.subarray(first + 1, last + 1);
    this.#keep(chunk.subarray(last + 1));
    const before = this.#lines;
    const refused: [number, string][] = [];
    let text = this.#text(head, before + 1, refused) + '\n';
    let count = 1;
    const whole = decodeUtf8(body);
    if ('text' in whole) {
      text += whole.text;
      for (let i = whole.text.indexOf('\n'); i >= 0; i = whole.text.indexOf('\n', i + 1)) count++;
    } else {
      // Some line is not UTF-8: line by line, to answer the others.
      for (let from = 0; from < body.length; count++) {
        const nl = body.indexOf(NEWLINE, from);
        text += this.#text(body.subarray(from, nl), before + count + 1, refused) + '\n';
        from = nl + 1;
      }
    }
    this.#lines += count;
    return { text, before, count, refused };
  }

  /** A line as text; empty when it is refused (too long, or not UTF-8), its refusal noted. */
  #text(bytes: Uint8Array | undefined, lineNumber: number, refused: [number, string][]): string {
    if (bytes === undefined) {
      refused.push([lineNumber, `: longer than ${MAX_LINE_BYTES.toLocaleString('en')} bytes, the limit of a --jsonl line; not read`]);
      return '';
    }
    const read = decodeUtf8(bytes);
    if ('text' in read) return read.text;
    refused.push([lineNumber, `, column ${read.notUtf8.column}: ${NOT_UTF8}`]);
    return '';
  }

  /** The line being read, taken whole (undefined when it was too long), and a fresh one started. */
  #line(): Uint8Array | undefined {
    const line = this.#overlong ? undefined : this.#partial.length === 1 ? this.#partial[0] : Buffer.concat(this.#partial);
    this.#partial = [];
    this.#partialBytes = 0;
    this.#overlong = false;
    return line;
  }

  #keep(piece: Uint8Array): void {
    if (this.#overlong || piece.length === 0) return;
    this.#partialBytes += piece.length;
    if (this.#partialBytes > MAX_LINE_BYTES) {
      this.#overlong = true;
      this.#partial = [];
      return;
    }
    // A copy: the stream may reuse the chunk's memory.
    this.#partial.push(Uint8Array.prototype.slice.call(piece));
  }
}

/**
 * V8's budget before it optimises a function with TurboFan, for a batch: eight times its default
 * (--interrupt-budget=67584, Node 20's V8). At the default, a fresh process answering 1,000 phases
 * spent about a third of its CPU on optimising compilations (on V8's background thread) that the
 * rest of so short a batch did not pay back; with eight times the budget only what stays hot is
 * optimised, and a long batch reaches the same code (10,000 phases: the same CPU). Measured with
 * `npm run bench -- --only=cli` (issue 27).
 */
const BATCH_INTERRUPT_BUDGET = 8 * 67_584;

/**
 * Sets the batch's tiering (BATCH_INTERRUPT_BUDGET) for this process and the worker threads it
 * starts afterwards: V8's flags are the process's. Called by the command, before the batch's first
 * line; not at start-up, where it would make V8 refuse the launcher's code cache (its flags differ
 * from those the cache was made with), nor by the modules tests import.
 */
export function tierUpForBatch(): void {
  setFlagsFromString(`--interrupt-budget=${BATCH_INTERRUPT_BUDGET}`);
}

/**
 * A whole input already read (a file): every line answered, answers written in large pieces.
 * Resolves to the number of threads that answered.
 */
export async function runJsonl(bytes: Uint8Array, out: AnswerSink, opts: JsonlOptions): Promise<number> {
  const answerer = await answererFor(opts, bytes.length > 2 * PIECE, out);
  const reader = new LineReader();
  const submit = async (lines: Lines) => {
    await answerer.prepare(lines.text);
    answerer.submit(lines.text, lines.before, lines.refused);
    if (answerer.backlog > answerer.capacity) await answerer.written(answerer.capacity / 2);
  };
  for (const lines of reader.push(bytes)) await submit(lines);
  const last = reader.end();
  if (last) await submit(last);
  await answerer.close();
  return answerer.threads;
}

/**
 * A stream (standard input): the complete lines of each read are answered at once, in one write,
 * so that a checker waiting for one answer gets it and a batch is not written line by line. A read
 * that brings many lines makes it a batch: the worker threads answer from then on. Reading waits
 * while the backlog of answers is large or the output is backed up. Resolves to the number of
 * threads that answered last. `begun`: what runJsonlFromFd read and answered before it handed the
 * rest of the input over.
 */
export function runJsonlStream(input: Readable, out: AnswerSink, opts: JsonlOptions, begun?: { reader: LineReader; answerer: Answerer | undefined }): Promise<number> {
  return new Promise((resolve, reject) => {
    const reader = begun?.reader ?? new LineReader();
    let answerer = begun?.answerer;
    let work = Promise.resolve();
    const feed = async (lines: Lines) => {
      answerer = await answered(lines, answerer, opts, out);
    };
    input.on('data', (chunk: Buffer | string) => {
      const pieces = [...reader.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)];
      if (!pieces.length) return;
      input.pause();
      work = work.then(async () => {
        for (const lines of pieces) await feed(lines);
      }).then(() => void input.resume());
      work.catch(reject);
    });
    input.on('end', () => {
      const last = work.then(async () => {
        const lines = reader.end();
        if (lines) await feed(lines);
        await answerer?.close();
        return answerer?.threads ?? 1;
      });
      last.then(resolve, reject);
    });
    input.on('error', reject);
  });
}

/**
 * Standard input (FD) answered in this thread, read by blocking reads rather than through Node's
 * stream: the lines of each read answered at once and written in one piece, as runJsonlStream
 * does, so that a checker waiting for one answer still gets it. Making process.stdin loads Node's
 * net and stream modules and reads into a fresh 64 KiB buffer each time, and process.stdout loads
 * them again for the answers (written here by writeOut): a fresh 1,000-phase batch through a pipe
 * 2,135-2,152 M -> 2,107-2,112 M instructions (callgrind, all threads) and about 250 fewer page
 * faults of its 8,400; reading 2.4 MB of standard input alone took 9 ms of CPU through the stream,
 * 1.3 ms so (issue 27). A read that cannot be made so (EAGAIN: an input left
 * non-blocking by whoever started the command; or any error) hands the rest, with the lines already
 * begun, to runJsonlStream on `stream()`, which reads or fails as it always did. Only for one
 * thread: the worker threads' answers come back through the event loop, which a blocking read
 * would hold up.
 */
export async function runJsonlFromFd(fd: number, out: AnswerSink, opts: JsonlOptions, stream: () => Readable): Promise<number> {
  const reader = new LineReader();
  // One buffer for every read: the reader copies what it keeps of a read (LineReader.#keep).
  const buffer = Buffer.allocUnsafe(PIECE);
  let answerer: Answerer | undefined;
  for (;;) {
    let got: number;
    try {
      got = readSync(fd, buffer, 0, buffer.length, null);
    } catch {
      return runJsonlStream(stream(), out, opts, { reader, answerer });
    }
    if (got === 0) break;
    for (const lines of reader.push(buffer.subarray(0, got))) answerer = await answered(lines, answerer, opts, out);
  }
  const last = reader.end();
  if (last) answerer = await answered(last, answerer, opts, out);
  await answerer?.close();
  return answerer?.threads ?? 1;
}

/** LINES submitted to ANSWERER, or to the answerer they call for (the worker threads when they are a batch and more than one is allowed); that answerer. */
async function answered(lines: Lines, answerer: Answerer | undefined, opts: JsonlOptions, out: AnswerSink): Promise<Answerer> {
  const batch = lines.count >= BATCH_LINES && (opts.jobs ?? 1) > 1;
  if (!answerer || (batch && answerer.threads === 1)) answerer = await answererFor(opts, batch, out);
  await answerer.prepare(lines.text);
  answerer.submit(lines.text, lines.before, lines.refused);
  if (answerer.backlog > answerer.capacity) await answerer.written(answerer.capacity / 2);
  return answerer;
}

/** The worker threads for a batch when more than one is allowed; this thread otherwise. */
async function answererFor(opts: JsonlOptions, batch: boolean, out: AnswerSink): Promise<Answerer> {
  const jobs = opts.jobs ?? 1;
  if (batch && jobs > 1) return new (await import('./jsonl-pool.js')).AnswerPool(jobs, opts, out);
  const { answerLines, variantsFor } = await import('./jsonl.js');
  return new InThread(answerLines, variantsFor, opts, out);
}

/** Answers in this thread, written at once; the backlog is the output waiting to drain. */
class InThread implements Answerer {
  readonly capacity = 0;
  readonly threads = 1;
  backlog = 0;

  constructor(
    private readonly answerLines: typeof import('./jsonl.js').answerLines,
    private readonly variantsFor: typeof import('./jsonl.js').variantsFor,
    private readonly opts: JsonlOptions,
    private readonly out: AnswerSink,
  ) {}

  prepare(text: string): Promise<unknown> | undefined {
    return this.variantsFor(text, this.opts);
  }

  submit(text: string, before: number, refused?: RefusedLines): void {
    const answers = this.answerLines(text, before, this.opts, refused);
    if (answers && !this.out.write(answers) && this.backlog === 0) {
      this.backlog = 1;
      this.out.once('drain', () => (this.backlog = 0));
    }
  }

  written(): Promise<void> {
    return this.backlog === 0 ? Promise.resolve() : new Promise((resolve) => this.out.once('drain', resolve));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
