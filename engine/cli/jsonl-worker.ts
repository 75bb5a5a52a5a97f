// One worker thread of a `--jsonl` batch (jsonl-pool.ts): answers each piece of input it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { answerLines, type JsonlOptions } from './jsonl.js';
import type { Piece, PieceAnswer } from './jsonl-pool.js';

const opts = workerData as JsonlOptions;
const port = parentPort!;
port.on('message', (p: Piece) => {
  port.postMessage({ seq: p.seq, answers: answerLines(p.text, p.before, opts, p.refused) } satisfies PieceAnswer);
});
