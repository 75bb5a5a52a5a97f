// `npm start` as a fresh clone meets it, for scripts/bench.mjs (benchStart; not meant to be run by hand):
//   node scripts/bench-start-worker.mjs PORT      (in the checkout whose `npm start` it times)
// With the caches a fresh clone lacks removed (Vite's pre-bundled dependencies in node_modules/.vite/deps,
// Astro's generated types and content store in .astro/), starts `node scripts/start.mjs` (what
// `npm start` runs, without npm's own start-up) and asks for the home page until it answers 200 with
// the casebook's page, then stops the server. Prints one line of JSON: the milliseconds from the start
// to the home page answered, and to the first case page answered after it ({"error": why} on failure).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const { fetch } = globalThis;

const port = process.argv[2] ?? '4399';
const root = process.cwd();
/** A page that takes longer than this is a failure, not a figure (an earlier commit's `npm start` built the whole site first: 5 minutes on a loaded machine). */
const GIVE_UP_MS = 600_000;

for (const cache of ['node_modules/.vite/deps', '.astro']) rmSync(path.join(root, cache), { recursive: true, force: true });

const started = performance.now();
// Its own process group, so the development server it starts is stopped with it.
const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...process.env, PORT: port }, stdio: 'ignore', detached: true });

/** Milliseconds from the start until URL answers 200 with a page holding NEEDLE. */
async function answered(url, needle) {
  while (performance.now() - started < GIVE_UP_MS) {
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes(needle)) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${GIVE_UP_MS / 1000} s`);
}

try {
  const home = await answered(`http://127.0.0.1:${port}/`, '</html>');
  const casePage = await answered(`http://127.0.0.1:${port}/cases/datc-6.A.1/`, '</html>');
  console.log(JSON.stringify({ homeMs: home, caseMs: casePage }));
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
