// The `casebook` command as the package runs it: the compiled engine (build/engine, from tsc)
// bundled by esbuild into build/cli/, one file per entry (the command, and the `--jsonl` worker
// thread) plus the chunks that a command imports only when it needs them (the map names, the
// variants, Fluent's catalogues, zod for a JSON phase ...). Node then reads a handful of files
// instead of resolving some two hundred modules at every start (measured in scripts/bench.mjs).
// Run by `npm run build:cli` and `prepare`, after tsc.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(root, 'build/cli');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { casebook: 'build/engine/cli/main.js', 'jsonl-worker': 'build/engine/cli/jsonl-worker.js' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // jsonc-parser's "main" is a UMD file whose require()s esbuild cannot follow; its ES module build is "module".
  mainFields: ['module', 'main'],
  // Bundled CommonJS packages (commander, yaml) require Node's own modules: give ES modules a require.
  banner: { js: "import { createRequire as __casebookRequire } from 'node:module'; const require = __casebookRequire(import.meta.url);" },
  chunkNames: '[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});
