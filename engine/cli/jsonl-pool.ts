// The worker threads that answer a `--jsonl` batch (see jsonl.ts): pieces of input text go out to
// the least busy thread, answers come back as text and are written in input order.

import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Answerer, AnswerSink, JsonlOptions, RefusedLines } from './jsonl.js';

/** A piece of input handed to a thread: its text and the number of the line before it. */
export interface Piece {
  seq: number;
  text: string;
  before: number;
  /** Lines the reader refused (left empty in `text`), with why. */
  refused?: RefusedLines;
}

/** A thread's answer to a piece: one answer a line. */
export interface PieceAnswer {
  seq: number;
  answers: string;
}

interface Thread {
  worker: Worker;
  busy: number;
}

export class AnswerPool implements Answerer {
  private readonly pool: Thread[];
  private readonly answered = new Map<number, string>();
  private submitted = 0;
  private writtenUpTo = 0;
  private failure: Error | undefined;
  private waiters: { atMost: number; resolve: () => void; reject: (e: Error) => void }[] = [];

  constructor(size: number, opts: JsonlOptions, private readonly out: AnswerSink) {
    this.pool = Array.from({ length: size }, () => this.start(opts));
  }

  get threads(): number {
    return this.pool.length;
  }

  /** A few pieces per thread, so that none waits for work while answers are written. */
  get capacity(): number {
    return 4 * this.pool.length;
  }

  /** Pieces handed out whose answers are not written yet. */
  get backlog(): number {
    return this.submitted - this.writtenUpTo;
  }

  /** Nothing here: each thread loads the variants itself when a piece needs them (jsonl-worker.ts). */
  prepare(): undefined {
    return undefined;
  }

  submit(text: string, before: number, refused?: RefusedLines): void {
    const thread = this.pool.reduce((a, b) => (b.busy < a.busy ? b : a));
    thread.busy++;
    thread.worker.postMessage({ seq: this.submitted++, text, before, ...(refused?.length ? { refused } : {}) } satisfies Piece);
  }

  /** Resolves once at most AT_MOST pieces are left unwritten; rejects if a thread failed. */
  written(atMost: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.backlog <= atMost) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ atMost, resolve, reject }));
  }

  /** Every answer written, then the threads stopped. */
  async close(): Promise<void> {
    try {
      await this.written(0);
    } finally {
      await Promise.all(this.pool.map((t) => t.worker.terminate()));
    }
  }

  private start(opts: JsonlOptions): Thread {
    const workerData = { ...opts, jobs: 1 } satisfies JsonlOptions;
    // Compiled, the worker is jsonl-worker.js beside this file. From the TypeScript sources (tsx,
    // tests) it is the .ts file, and the thread must first register tsx itself: in Node 20 a
    // thread does not inherit tsx's hooks, nor honour --import tsx.
    const worker = import.meta.url.endsWith('.ts')
      ? new Worker(`import(${JSON.stringify(tsxApi())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./jsonl-worker.ts', import.meta.url).href)}); })`, { eval: true, workerData })
      : new Worker(new URL('./jsonl-worker.js', import.meta.url), { workerData });
    const thread: Thread = { worker, busy: 0 };
    worker.on('message', (a: PieceAnswer) => {
      thread.busy--;
      this.answered.set(a.seq, a.answers);
      this.flush();
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => {
      if (thread.busy > 0) this.fail(new Error(`a worker thread stopped (exit code ${code}) before answering`));
    });
    return thread;
  }

  /**
   * Writes the answers that are next in input order, in one write. The backlog counts pieces not
   * yet handed to the output: standard output to a file or a pipe is written at once (Node on
   * Linux and macOS), so nothing piles up behind it.
   */
  private flush(): void {
    let text = '';
    for (let a = this.answered.get(this.writtenUpTo); a !== undefined; a = this.answered.get(this.writtenUpTo)) {
      this.answered.delete(this.writtenUpTo++);
      text += a;
    }
    if (text) this.out.write(text);
    const ready = this.waiters.filter((w) => this.backlog <= w.atMost);
    this.waiters = this.waiters.filter((w) => this.backlog > w.atMost);
    for (const w of ready) w.resolve();
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const w of this.waiters.splice(0)) w.reject(this.failure);
  }
}

/**
 * tsx's ES module API (tsx/esm/api), for a thread that runs the TypeScript sources. Found through
 * require, which gives the CommonJS file beside it (import.meta.resolve is not there under vitest).
 */
function tsxApi(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}
