// One worker thread of a `--jsonl` batch (jsonl-pool.ts): answers each piece of input it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { answerLines, variantsFor, type JsonlOptions } from './jsonl.js';
import type { Piece, PieceAnswer } from './jsonl-pool.js';

const opts = workerData as JsonlOptions;
const port = parentPort!;
const answer = (p: Piece) => port.postMessage({ seq: p.seq, answers: answerLines(p.text, p.before, opts, p.refused) } satisfies PieceAnswer);
port.on('message', (p: Piece) => {
  // Once the variants start loading, every later piece waits for them too: pieces stay in order.
  const loading = variantsFor(p.text, opts);
  if (loading === undefined) answer(p);
  else void loading.then(() => answer(p));
});
