// vitest's globalSetup: the `casebook` command bundled once per test run from the current sources
// (esbuild, as tsx compiles them, with the published bundle's options: scripts/cli/bundle-options.mjs),
// so that the tests that run the command as a user does start one file in a fifth of a second
// rather than having tsx compile and resolve some two hundred modules at every start (a CPU-second
// each, issue #27: `npm test` ran the command about a hundred times). The tests run the bundle
// itself, not the published launcher and its code cache (engine/package.test.ts runs those). The
// bundle sits inside the checkout, so the command finds cases/ and the schemas from it as the
// published one does (engine/util/package-root.ts). Tests reach it through engine/testing/cli.ts.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CLI_FOLDER_PACKAGE_JSON, cliBundleOptions, cliEntryPoints } from '../../scripts/cli/bundle-options.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'casebook-test-cli-'));
  await build({ ...cliBundleOptions, absWorkingDir: root, entryPoints: cliEntryPoints('engine', 'ts'), outdir });
  writeFileSync(path.join(outdir, 'package.json'), CLI_FOLDER_PACKAGE_JSON);
  project.provide('casebookCli', path.join(outdir, 'command.js'));
  return () => rmSync(outdir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    casebookCli: string;
  }
}
