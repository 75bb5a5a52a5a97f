// The `casebook` command as the package runs it: the compiled engine (build/engine, from tsc)
// bundled by esbuild into build/cli/, one whole file per entry (the command, and the `--jsonl`
// worker thread), with no shared chunks. A module that a command imports only when it needs it
// stays lazy inside the file (esbuild evaluates it at its first import()), and the file is read and
// pre-parsed at once. Measured in scripts/bench.mjs, "The command line at once" (issue 27): against
// the same code split into some 70 chunks (each command importing every chunk its modules might
// touch), one file took about 70 ms less CPU for one phase and 150 ms less for 1,000 phases
// through --jsonl. Run by `npm run build:cli` and `prepare`, after tsc.
//
// Evaluated and not kept (issue 27; figures in CPU, one phase, on a loaded 2-core machine):
//   - a V8 start-up snapshot (node --build-snapshot, from a CommonJS bundle): an empty user snapshot
//     alone starts slower than `node -e 0` (0.25 s against 0.18 s), one holding the command was no
//     faster than this file (0.573 s against 0.569 s), and a bin cannot start it without a second
//     Node process (`--snapshot-blob` is a command-line flag, resolved from the working folder; a
//     `#!/bin/sh` bin has no Windows shim), which alone costs about a `node -e 0`;
//   - a V8 code cache (vm.Script cachedData, written after a warm-up run): 42 ms less for one phase
//     (faster in 12 of 12 pairs), nothing measurable for 1,000 --jsonl phases; it needs a CommonJS
//     bundle, so no top-level await anywhere in it (engine/cli/variants.ts, engine/index.ts through
//     engine/check/adapter.ts, engine/cli/show.ts's import of it) and a launcher; not done yet.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `node scripts/cli/bundle.mjs [ROOT]`: ROOT is another checkout whose build/engine tsc has made
// (scripts/bench.mjs bundles each --against commit so, to time the same kind of command).
const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const outdir = path.join(root, 'build/cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { casebook: 'build/engine/cli/main.js', 'jsonl-worker': 'build/engine/cli/jsonl-worker.js' },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // jsonc-parser's "main" is a UMD file whose require()s esbuild cannot follow; its ES module build is "module".
  mainFields: ['module', 'main'],
  // Bundled CommonJS packages (commander, yaml) require Node's own modules: give ES modules a require.
  banner: { js: "import { createRequire as __casebookRequire } from 'node:module'; const require = __casebookRequire(import.meta.url);" },
  legalComments: 'none',
  // Comments and layout out, names kept (an "internal error" message names no minified function):
  // a third less text for Node to read and V8 to pre-parse at every start, about 35 ms of CPU less
  // for one phase here.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
