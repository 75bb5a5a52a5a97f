// `casebook adjudicate --jsonl`'s reading and writing (the answers themselves are jsonl.ts's).
// Input is read and answers written in large pieces, always in input order. With `--jobs N`, a
// batch (many lines at once) is answered by N worker threads (jsonl-pool.ts) while this thread only
// reads and writes; a checker that sends one phase and waits for its answer is still answered in
// this thread. This module loads no engine itself: the thread that answers does.

import type { Readable, Writable } from 'node:stream';
import type { Answerer, JsonlOptions } from './jsonl.js';

/** A file is answered in pieces of about this many characters (~100 phases). */
const PIECE = 1 << 18;
/** Lines arriving in one read that make the input a batch rather than a checker's one phase. */
const BATCH_LINES = 16;

/**
 * A whole text already read (a file): every line answered, answers written in large pieces.
 * Resolves to the number of threads that answered.
 */
export async function runJsonl(text: string, out: Writable, opts: JsonlOptions): Promise<number> {
  const answerer = await answererFor(opts, text.length > 2 * PIECE, out);
  let lineNumber = 0;
  for (let start = 0; start < text.length; ) {
    const cut = text.indexOf('\n', Math.min(start + PIECE, text.length - 1));
    const end = cut < 0 ? text.length : cut + 1;
    const piece = text.slice(start, end);
    answerer.submit(piece, lineNumber);
    lineNumber += countLines(piece);
    start = end;
    if (answerer.backlog > answerer.capacity) await answerer.written(answerer.capacity / 2);
  }
  await answerer.close();
  return answerer.threads;
}

/**
 * A stream (standard input): the complete lines of each read are answered at once, in one write,
 * so that a checker waiting for one answer gets it and a batch is not written line by line. A read
 * that brings many lines makes it a batch: the worker threads answer from then on. Reading waits
 * while the backlog of answers is large or the output is backed up. Resolves to the number of
 * threads that answered last.
 */
export function runJsonlStream(input: Readable, out: Writable, opts: JsonlOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    let rest = '';
    let lineNumber = 0;
    let answerer: Answerer | undefined;
    let work = Promise.resolve();
    const feed = async (text: string) => {
      const lines = countLines(text);
      const batch = lines >= BATCH_LINES && (opts.jobs ?? 1) > 1;
      if (!answerer || (batch && answerer.threads === 1)) answerer = await answererFor(opts, batch, out);
      answerer.submit(text, lineNumber);
      lineNumber += lines;
      if (answerer.backlog > answerer.capacity) await answerer.written(answerer.capacity / 2);
    };
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      const text = rest + chunk;
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        rest = text;
        return;
      }
      rest = text.slice(end + 1);
      input.pause();
      work = work.then(() => feed(text.slice(0, end + 1))).then(() => void input.resume());
      work.catch(reject);
    });
    input.on('end', () => {
      const last = work.then(async () => {
        if (rest.trim()) await feed(rest);
        await answerer?.close();
        return answerer?.threads ?? 1;
      });
      last.then(resolve, reject);
    });
    input.on('error', reject);
  });
}

/** The worker threads for a batch when more than one is allowed; this thread otherwise. */
async function answererFor(opts: JsonlOptions, batch: boolean, out: Writable): Promise<Answerer> {
  const jobs = opts.jobs ?? 1;
  if (batch && jobs > 1) return new (await import('./jsonl-pool.js')).AnswerPool(jobs, opts, out);
  return new InThread((await import('./jsonl.js')).answerLines, opts, out);
}

/** Answers in this thread, written at once; the backlog is the output waiting to drain. */
class InThread implements Answerer {
  readonly capacity = 0;
  readonly threads = 1;
  backlog = 0;

  constructor(
    private readonly answerLines: typeof import('./jsonl.js').answerLines,
    private readonly opts: JsonlOptions,
    private readonly out: Writable,
  ) {}

  submit(text: string, before: number): void {
    const answers = this.answerLines(text, before, this.opts);
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

/** Lines in a text: its newlines, and one more if it does not end with one. */
function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}
