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
//   - CommonJS with a V8 code cache (vm.Script cachedData, made for the bundle (first by a hash of it,
//     now by a copy of it in the cache file) and the Node version, made after a warm-up run so that it holds the functions a ruling compiles): the
//     launcher and its cache 360 ms against the same bundle run directly 380 ms (faster in 17 of 21
//     pairs), and 380 ms against 430 ms without its cache; the whole change, with the ICU-free
//     English (engine/util/plain-intl.ts), 380 ms against the ES module bundle's 480 ms (14 of 15).
//     The launcher itself cost about 10 ms to read and hash the bundle and 15 ms to decode it.
//     In `npm run bench -- --only=cli --against main` (2 runs, load 15-24): one phase 0.66x and
//     0.77x main's CPU; 1,000 phases through --jsonl 0.91x and 0.99x (the cache holds what a table
//     compiles; the batch's time is mostly warm work and garbage collection).
//
// Kept afterwards (issue 27). The machine's load went from 10 to 27 during the work, so timings
// were too noisy to tell 10 ms apart; these figures are instructions counted by valgrind
// (cachegrind, all threads, repeatable within 0.3 %) and page faults from /usr/bin/time, for one
// phase (a table) from a fresh process; `node -e 0` is 500 M instructions and 2,170 faults there,
// main's bin 705 M and 6,270.
//   - the Fluent catalogues parsed at build time (./bundle-options.mjs, parsedCataloguesPlugin): the
//     parser ran on some 2,000 lines at every start that explained a ruling, 11 % of a start's
//     profile; the JSON is in a function, so the warm-up puts only the English one in the cache;
//   - commander's node:child_process loaded at first use (lazyChildProcessPlugin): never, here;
//     with the catalogues, 705 M -> 683 M;
//   - the bundle in ASCII, its wrapper written here (launcherReady): 1,100 fewer page faults (a
//     one-byte string of the bundle rather than a two-byte one, and no second copy joined to the
//     wrapper at every start) and 10 M fewer instructions;
//   - the launcher checks its cache by a copy of the bundle kept in the cache file rather than a
//     SHA-1 of the bundle (see ./launcher.cjs for why either is safe and a size and time is not):
//     node:crypto is not loaded, 20 M fewer instructions.
//   All four: one phase 705 M -> 644 M instructions (node -e 0: 500 M), 6,230 -> 5,200 page faults;
//   1,000 phases through --jsonl 3,082 M -> 3,056 M (the batch is warm work: order parsing, board
//   building, deepFreeze, garbage collection). In CPU time, interleaved with main's bin at a load of
//   13-15: one phase 320 ms -> 270 ms (15 pairs, medians), 1,000 phases 1,080 ms -> 1,015 ms (10
//   pairs); `npm run bench -- --only=cli --against main` at a load of 11: 0.95x (0.60-1.28) and 0.85x
//   (0.79-1.23) of main's CPU.
//   Left (profiles of one phase): V8 deserialising the code cache (~1 MB) is the largest single
//   cost, then building the standard map and its name index (some 3,000 spellings) at every start,
//   and garbage collection (three scavenges in a start).
//
// Kept later still (issue 27; valgrind instructions and page faults of one phase, as above, and
// CPU from `perf stat` task-clock, interleaved, at a load of 10-20):
//   - one phase's answer written at once to fd 1 (engine/cli/main.ts writeOut), process.stdout
//     made only by the commands that stream (--jsonl, check, help): making it loaded Node's 20
//     stream modules at every start; the bundle's URL (banner above) made at its first read;
//   - V8's data at a multiple of 8 bytes in the cache file (V8 copies unaligned data, the whole
//     megabyte, before it reads it), and the ASCII bundle decoded as Latin-1, not checked as UTF-8;
//   together 645 M -> 630 M instructions (node -e 0: 505 M), 5,130 -> 4,950 page faults;
//   - jsonc-parser evaluated at its first use (lazyJsoncParserPlugin in ./bundle-options.mjs):
//     3 M fewer instructions and 80 fewer page faults, for 19 KB more of bundle (the package whole,
//     where the static import let esbuild keep two functions);
//   - the board's French names folded without Unicode's mark property (engine/map/names.ts
//     foldName): 3.7 M fewer instructions.
//   In CPU, with the first two, `npm run bench -- --only=cli --against main` (6 rounds, load 13-19): one phase 1.00x
//   (0.83-1.14) of main's, 1,000 phases 1.02x (0.96-1.06): the 2-3 % is below that load's noise.
//   Where one phase's start goes now (process.resourceUsage in the launcher, medians of runs): Node
//   reaches the launcher at 151 ms of CPU and 2,300 page faults; reading the bundle 8 ms and 360
//   faults; reading the cache, comparing its copy and deserialising it 45 ms and 1,400 faults (the
//   largest share, with the megabyte of code it makes in the heap); the command itself 55-60 ms
//   and 1,100 faults. Half of what the command costs beyond `node -e 0` is system time, mostly
//   page faults; of its 125 M instructions beyond node's: JavaScript run 28 M, object shapes
//   19 M, Sparkplug and regular expressions compiled 14 M + 6 M, deserialising 11 M, strings 10 M,
//   garbage collection 8 M, JSON.parse of the English catalogue 5 M.
//
// Kept in session 8 (issue 27; CPU from `perf stat` task-clock, alternating rounds, medians, load
// 8-14 on this 2-core machine, where `node -e 0` took 50-63 ms):
//   - a batch optimises later (engine/cli/jsonl-run.ts tierUpForBatch: V8's --interrupt-budget at
//     eight times its default, set when --jsonl starts, after the code cache is read): a fresh
//     1,000-phase batch spent about a third of its CPU on TurboFan's compilations, on V8's
//     background thread; 506 -> 377 ms (10 rounds), 10,000 phases the same (1,415 ms both, 4 rounds).
//     In a first comparison (4 rounds each, /usr/bin/time): twice the budget 0.98x, four times
//     0.82x, eight 0.77x, sixteen 0.74x; --no-turbofan 0.71x for 1,000 phases but 1.5x for 10,000;
//   - the code cache's copy of the bundle compared through one 64 KB buffer (./launcher.cjs
//     holdsCopyOf): 340 fewer page faults, one phase 0.98x the CPU; a perf profile of one phase
//     showed the kernel zeroing fresh pages (file reads, V8's deserialised code) as the largest
//     single cost beyond `node -e 0`'s: fresh memory is what a start pays for, here;
//   - the --jsonl search for lines that may name a variant by short pieces of its keys
//     (engine/cli/jsonl.ts MAY_NAME_A_VARIANT): 6.6 -> 1.2 ms a 1,000-phase batch, warm.
//   Together: one phase 89.9 -> 87.6 ms (1.42x -> 1.39x node's, 20 rounds), 1,000 phases 506 ->
//   377 ms (7.98x -> 5.98x node's, 10 rounds). What is left of the batch is the engine's own first,
//   unoptimised pass (order parsing, board building, deepFreeze, resolution, JSON.parse) and its
//   garbage collection.
//
// Evaluated and not kept:
//   - no deepFreeze at all (the parse table's entries, engine/orders/parse.ts), as the most that a
//     cheaper freeze could save a fresh 1,000-phase --jsonl batch: 0.97x its CPU in 8 interleaved
//     pairs (the 8 % of its profile is mostly the sampler's), not worth weakening the guarantee.
//   - a young generation that does not grow, against the batch's 12,300 page faults (its semispaces
//     grow to 16 MB): --semi-space-growth-factor=1 gave no fewer faults and 1.04x the CPU. Flags
//     that size the heap (--max-semi-space-size) change V8's flag hash, so V8 refuses the code
//     cache; so does v8.setFlagsFromString before the launcher's Script.
//   - zlib's CRC-32 in place of SHA-1: cheaper to load than node:crypto (10 M instructions less),
//     but its first call took 15-60 ms of CPU here, more than the hash it replaced.
//   - the catalogues' JSON as a string constant of the module: in the code cache, 500 KB more for
//     every start to deserialise; in a function compiled at first call, only the English one.
//   - a V8 start-up snapshot (node --build-snapshot, from a CommonJS bundle): an empty user snapshot
//     alone starts slower than `node -e 0` (0.25 s against 0.18 s), one holding the command was no
//     faster than this file (0.573 s against 0.569 s), and a bin cannot start it without a second
//     Node process (`--snapshot-blob` is a command-line flag, resolved from the working folder; a
//     `#!/bin/sh` bin has no Windows shim), which alone costs about a `node -e 0`.
//   - a larger young generation (--max-semi-space-size=16) for --jsonl, against the garbage
//     collection in its profile: no gain in 9 interleaved pairs (and a bin cannot pass Node a flag).
//   - other V8 flags set at run time, after the code cache is read (session 8): for one phase,
//     --no-sparkplug, --regexp-interpret-all and --max-lazy each cost instructions (loading node:v8
//     alone is about 10 M); for a batch, beside the larger budget, --always-sparkplug, --no-sparkplug,
//     --max-lazy, --no-lazy-feedback-allocation, --no-use-osr, --maglev and a smaller Sparkplug batch
//     gave nothing (--single-threaded-gc crashes V8 when set at run time).
//   - the code cache file without the bundle's copy (a build nonce instead): 0.99x one phase's
//     CPU, no more than reading the copy through a small buffer gives while staying exact.
//   - a V8 start-up snapshot: see above; not measured again in session 8.
//
// Measured in session 9 (issue 27: a fresh 1,000-phase batch under 5x `node -e 0`'s CPU; it was
// 5.9-6.3x). The bench's phases written into a pipe, CPU = user + system of the process and all its
// threads (wait4), alternating rounds, medians; the load was 8 to 19 on this 2-core machine, and
// `node -e 0` took 60-64 ms. Nothing below was kept: none gave a gain that held.
//   - Where a batch's CPU goes (process.cpuUsage marks in a copy of the bundle, 3 runs): Node
//     reaches the launcher at 57-63 ms; reading the bundle 1.8 ms, the cache 1.3 ms, deserialising it
//     4.3 ms, the bundle's top level 3 ms, commander to the batch's start 2 ms; making process.stdin
//     and process.stdout about 4 ms and the first read 2 ms; evaluating the engine's modules at the
//     first line 7-13 ms, of which building the standard map (engine/map/standard.ts: buildMap's
//     checks and name index, run once, so in Ignition) is 6-11 ms; a table's start pays the same
//     6-11 ms (esbuild's module inits timed in a copy of the bundle), a tenth of one phase's CPU
//     (a board built and checked at build time would spare it; engine/map is not this area's).
//     Then line 1 takes 3.4 ms, lines 2-100 40-60 ms, lines 100-500 100-150 ms and lines 500-1,000
//     115-160 ms: the engine's own first pass, in Ignition and Sparkplug, and TurboFan's compilations
//     (22 functions, adjudicateMovement, isPlainlyValid and tokenize the largest) on V8's background
//     thread during lines 400-700. The command line's own share (JSON.parse, the answer objects,
//     JSON.stringify, reading and writing) is under a tenth of a CPU profile of the batch.
//   - A code cache made by a --jsonl warm-up run (100 phases) rather than a table: one line 0.994x,
//     an empty input 1.006x, 1,000 phases 1.013x (10-16 rounds): the batch's functions that the
//     table's cache lacks are few, and compiling them is not what costs. A cache written after
//     tierUpForBatch's v8.setFlagsFromString is refused by V8 at every later start (its flag hash
//     differs), so such a warm-up must not change V8's flags.
//   - Other TurboFan budgets for the whole batch: at a load of 9-12, sixteen times the default 0.98x,
//     thirty-two 0.92x, sixty-four 0.89x, --no-turbofan 0.89x for 1,000 phases, but for 9,999 phases
//     1.13x, 1.22x and 1.49x (the bench's 9,999-phase batch must stay within 5 % of main); sixty-four
//     times up to line 1,000 and eight after it (or the default after it), 0.97x for 1,000 and
//     0.95-1.0x for 9,999 at a load of 19, where a plain sixty-four came out 0.99x and 0.95x: at that
//     load the effect of these flags is within the noise, and a switch at the bench's own size would be
//     fitted to the bench. Less inlining (--no-turbo-inlining, --max-inlined-bytecode-size-cumulative
//     230 or 460) with eight or sixteen times the budget: 0.96-1.0x for 1,000 phases, 0.99-1.04x for
//     9,999.
//   - Garbage collection flags set at run time: --semi-space-growth-factor=4 or 8, --no-scavenge-task,
//     --no-parallel-scavenge, --no-concurrent-marking, --no-incremental-marking: 0.93-1.08x, none
//     better than the noise. A batch makes 20 scavenges and one mark-compact (at about 12 MB, when
//     old space has taken the parse table's entries and the compiled code), and promotes 100-400 KB
//     a scavenge, little of it the command line's pieces of input and output. Beware
//     --no-parallel-marking at run time: it seemed 0.8x because V8 aborts at the mark-compact
//     ("Check failed: heap()->concurrent_marking()->IsStopped()"), with half the answers written;
//     a timing of a flag means nothing without the answers compared and the exit status read.
//   - Where the batch's memory goes (the sampling heap profiler with collected objects, 1,000
//     phases, in process): 55 MB allocated, of which 15 MB by deepFreeze's property descriptors and
//     key lists (engine/orders/parse.ts); the page faults (10,600 against node's 2,180) come mostly
//     from the code cache's deserialising, the young generation's first use, TurboFan's zones and the
//     launcher's Latin-1 copy of the bundle; the output's flattening and encoding about 100 of them.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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
writeFileSync(command, launcherReady(readFileSync(command, 'utf8').replace(/^#!.*\n/, '')));
writeFileSync(path.join(outdir, 'package.json'), CLI_FOLDER_PACKAGE_JSON);
const bin = path.join(outdir, 'casebook.js');
copyFileSync(path.join(here, 'launcher.cjs'), bin);
chmodSync(bin, 0o755);
writeCodeCache();

/**
 * The bundle as the launcher compiles it: in Node's CommonJS wrapper, written here rather than
 * joined to the text at every start (the wrapper on a line of its own: the launcher's lineOffset
 * keeps the bundle's lines in stack traces), and pure ASCII, which Node decodes into a string of
 * one byte a character, half the memory of the two-byte string that a single accented letter
 * makes of the whole megabyte (issue 27). esbuild writes strings and templates in ASCII already
 * (the catalogues: ./bundle-options.mjs); what it leaves is in regular expression literals
 * (/^[aeiouyé…]/, /—/), found here with TypeScript's parser and escaped (\u00e9, the same
 * pattern). Anything else not ASCII stops the build.
 */
function launcherReady(code) {
  const file = ts.createSourceFile('command.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const edits = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file);
      if (/[^\0-\x7f]/.test(text)) edits.push({ start: node.getStart(file), end: node.end, text: asciiPattern(text) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  out += code.slice(at);
  const left = /[^\0-\x7f]/.exec(out);
  if (left) throw new Error(`the command's bundle is not ASCII outside its regular expressions: ${JSON.stringify(out.slice(left.index - 60, left.index + 20))}`);
  return `(function (exports, require, module, __filename, __dirname) {\n${out}\n})`;
}

/** A regular expression literal with each character beyond ASCII written \uXXXX (`\é`, an escaped one, too). */
function asciiPattern(literal) {
  return literal.replace(/(\\*)([^\0-\x7f])/g, (_, slashes, c) => {
    const escape = `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    // An odd run of backslashes escapes the character: its last one is the escape's own.
    return (slashes.length % 2 ? slashes.slice(1) : slashes) + escape;
  });
}

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

