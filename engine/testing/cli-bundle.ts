// vitest's globalSetup: the `casebook` command bundled once per test run from the current sources
// (esbuild, as tsx compiles them, with the published bundle's options: scripts/cli/bundle-options.mjs),
// so that the tests that run the command as a user does start one file in a fifth of a second
// rather than having tsx compile and resolve some two hundred modules at every start (a CPU-second
// each, issue #27: `npm test` ran the command about a hundred times). The tests run the bundle
// itself, not the published launcher and its code cache (engine/package.test.ts runs those). The
// bundle sits inside the checkout, so the command finds cases/ and the schemas from it as the
// published one does (engine/util/package-root.ts). Tests reach it through engine/testing/cli.ts.
// The engine's library entry (engine/index.ts) is bundled beside it for the fake adjudicators
// (scripts/adapters/fakes/serve.mjs), which the check tests start a few dozen times, restarts
// included: through tsx each start compiled the engine, over ten seconds on a loaded machine, so the
// restart after a fake's crash could miss its time limit (a CI run failed so). The path reaches them
// in the environment, which the test workers and the programs they start inherit.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CLI_FOLDER_PACKAGE_JSON, cliBundleOptions, cliEntryPoints } from '../../scripts/cli/bundle-options.mjs';

/** The bundled engine/index.ts (an ES module: it awaits its variants at the top level), which `process.env.CASEBOOK_ENGINE_BUNDLE` names. */
const ENGINE_LIBRARY = 'engine-library';
const engineLibraryOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: cliBundleOptions.target,
  mainFields: cliBundleOptions.mainFields,
  outExtension: { '.js': '.mjs' },
  // The CommonJS packages bundled in call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __casebookRequire } from 'node:module'; const require = __casebookRequire(import.meta.url);" },
  logLevel: cliBundleOptions.logLevel,
} as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'casebook-test-cli-'));
  await Promise.all([
    build({ ...cliBundleOptions, absWorkingDir: root, entryPoints: cliEntryPoints('engine', 'ts'), outdir }),
    build({ ...engineLibraryOptions, absWorkingDir: root, entryPoints: { [ENGINE_LIBRARY]: 'engine/index.ts' }, outdir }),
  ]);
  writeFileSync(path.join(outdir, 'package.json'), CLI_FOLDER_PACKAGE_JSON);
  project.provide('casebookCli', path.join(outdir, 'command.js'));
  process.env.CASEBOOK_ENGINE_BUNDLE = path.join(outdir, `${ENGINE_LIBRARY}.mjs`);
  return () => rmSync(outdir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    casebookCli: string;
  }
}
