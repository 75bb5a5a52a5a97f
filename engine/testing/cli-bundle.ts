// vitest's globalSetup: the `casebook` command bundled once per test run from the current sources
// (esbuild, as tsx compiles them, into one file per entry and its chunks), so that the tests that
// run the command as a user does start a few files in a fifth of a second rather than having tsx
// compile and resolve some two hundred modules at every start (a CPU-second each, issue #27:
// `npm test` ran the command about a hundred times). The bundle sits inside the checkout, so the
// command finds cases/ and the schemas from it as the published one does (engine/util/package-root.ts).
// Tests reach it through engine/testing/cli.ts.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'casebook-test-cli-'));
  await build({
    absWorkingDir: root,
    entryPoints: { casebook: 'engine/cli/main.ts', 'jsonl-worker': 'engine/cli/jsonl-worker.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // As scripts/cli/bundle.mjs: jsonc-parser's ES module build, and a require for bundled CommonJS.
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __casebookRequire } from 'node:module'; const require = __casebookRequire(import.meta.url);" },
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  project.provide('casebookCli', path.join(outdir, 'casebook.js'));
  return () => rmSync(outdir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    casebookCli: string;
  }
}
