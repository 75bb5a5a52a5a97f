// The `casebook` command as the package runs it: the compiled engine (build/engine, from tsc)
// bundled by esbuild into build/cli/ (options shared with the tests' bundle:
// ./bundle-options.mjs), one whole CommonJS file per entry (command.js, and jsonl-worker.js for
// the `--jsonl --jobs` worker threads), with no shared chunks; then the launcher (./launcher.cjs,
// copied to build/cli/casebook.js, the package's bin), which runs command.js with V8's code cache,
// written here after a warm-up run. A module that a command imports only when it needs it stays
// lazy inside the file (esbuild evaluates it at its first import()). Run by `npm run build:cli`
// and `prepare`, after tsc. Measured in scripts/bench.mjs, "The command line at once" (issue 27).
//
// Kept (CPU of one 9-order phase, a table, on a 2-core machine under a load of 15-20, medians of
// interleaved runs; `node -e 0` took 150 ms there):
//   - one file rather than the same code split into some 70 chunks: about 70 ms less for one phase
//     and 150 ms less for 1,000 phases through --jsonl;
//   - whitespace and syntax minified, names kept (an "internal error" message names no minified
//     function): a third less text to read and pre-parse, about 35 ms less for one phase;
//   - CommonJS with a V8 code cache (vm.Script cachedData, keyed by the bundle's hash and the Node
//     version, made after a warm-up run so that it holds the functions a ruling compiles): the
//     launcher and its cache 360 ms against the same bundle run directly 380 ms (faster in 17 of 21
//     pairs), and 380 ms against 430 ms without its cache; the whole change, with the ICU-free
//     English (engine/util/plain-intl.ts), 380 ms against the ES module bundle's 480 ms (14 of 15).
//     The launcher itself costs about 10 ms to read and hash the bundle and 15 ms to decode it.
//     In `npm run bench -- --only=cli --against main` (2 runs, load 15-24): one phase 0.66x and
//     0.77x main's CPU; 1,000 phases through --jsonl 0.91x and 0.99x (the cache holds what a table
//     compiles; the batch's time is mostly warm work and garbage collection).
//
// Evaluated and not kept:
//   - a V8 start-up snapshot (node --build-snapshot, from a CommonJS bundle): an empty user snapshot
//     alone starts slower than `node -e 0` (0.25 s against 0.18 s), one holding the command was no
//     faster than this file (0.573 s against 0.569 s), and a bin cannot start it without a second
//     Node process (`--snapshot-blob` is a command-line flag, resolved from the working folder; a
//     `#!/bin/sh` bin has no Windows shim), which alone costs about a `node -e 0`.
//   - a larger young generation (--max-semi-space-size=16) for --jsonl, against the garbage
//     collection in its profile: no gain in 9 interleaved pairs (and a bin cannot pass Node a flag).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLI_FOLDER_PACKAGE_JSON, cliBundleOptions, cliEntryPoints } from './bundle-options.mjs';

// `node scripts/cli/bundle.mjs [ROOT]`: ROOT is another checkout whose build/engine tsc has made.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(here, '../..'));
const outdir = path.join(root, 'build/cli');
/** A Spring 1901 with moves, a support, a bounce and a convoy: the paths of a usual ruling. */
const WARM_UP_PHASE = `Spring 1901
England:
  F Lon - Nth
  F Edi - Nwg
  A Lvp - Yor
France:
  A Par - Bur
  A Mar S A Par - Bur
  F Bre - Mao
Germany:
  A Mun - Bur
  F Kie - Den
  A Ber - Kie
Italy:
  A Ven H
  A Rom - Apu
  F Nap - Ion
`;

rmSync(outdir, { recursive: true, force: true });
await build({
  ...cliBundleOptions,
  absWorkingDir: root,
  entryPoints: cliEntryPoints('build/engine', 'js'),
  outdir,
  legalComments: 'none',
  // Comments and layout out, names kept (an "internal error" message names no minified function):
  // a third less text for Node to read and V8 to pre-parse at every start, about 35 ms of CPU less
  // for one phase here.
  minifyWhitespace: true,
  minifySyntax: true,
});
// The launcher is the command's script; the bundle keeps no "#!" line of main.ts, which a vm.Script refuses.
const command = path.join(outdir, 'command.js');
writeFileSync(command, readFileSync(command, 'utf8').replace(/^#!.*\n/, ''));
writeFileSync(path.join(outdir, 'package.json'), CLI_FOLDER_PACKAGE_JSON);
const bin = path.join(outdir, 'casebook.js');
copyFileSync(path.join(here, 'launcher.cjs'), bin);
chmodSync(bin, 0o755);
writeCodeCache();

/**
 * The warm-up run: the command rules a phase as a user's first one would, then the launcher writes
 * V8's code cache, which then holds the functions that run compiled, not only the bundle's top level.
 */
function writeCodeCache() {
  const dir = mkdtempSync(path.join(tmpdir(), 'casebook-warm-up-'));
  try {
    const phase = path.join(dir, 'spring.txt');
    writeFileSync(phase, WARM_UP_PHASE);
    const run = spawnSync(process.execPath, [bin, 'adjudicate', phase], { env: { ...process.env, CASEBOOK_WRITE_CODE_CACHE: '1' }, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`the warm-up run of ${bin} failed: ${run.stderr}`);
    if (!readdirSync(outdir).some((f) => f.endsWith('.v8cache'))) throw new Error(`the warm-up run of ${bin} wrote no code cache`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

