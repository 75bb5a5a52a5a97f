// The esbuild options of the `casebook` command's bundle, shared by the published one
// (scripts/cli/bundle.mjs, from tsc's build/engine into build/cli) and the tests' one
// (engine/testing/cli-bundle.ts, from the TypeScript sources): the tests run the same kind of file
// as the package. Importing this module builds nothing.

/** The bundles' folder holds CommonJS files in a package whose "type" is "module": its own package.json says so. */
export const CLI_FOLDER_PACKAGE_JSON = '{ "type": "commonjs" }\n';

/**
 * One file per entry: the command, and the `--jsonl` worker thread, which engine/cli/jsonl-pool.ts
 * starts from ./jsonl-worker.js beside the command. SOURCE is the engine's folder, EXT its files' extension.
 */
export function cliEntryPoints(source, ext) {
  return { command: `${source}/cli/main.${ext}`, 'jsonl-worker': `${source}/cli/jsonl-worker.${ext}` };
}

export const cliBundleOptions = {
  bundle: true,
  // CommonJS, so that the launcher (scripts/cli/launcher.cjs) can compile the file with V8's code
  // cache (vm.Script cachedData), which ES modules cannot take in Node 20; hence no top-level await
  // anywhere in the command's modules.
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // jsonc-parser's "main" is a UMD file whose require()s esbuild cannot follow; its ES module build is "module".
  mainFields: ['module', 'main'],
  // import.meta.url (the package root's search, the worker's file, Fluent's require) is the bundle's own URL.
  define: { 'import.meta.url': '__casebookUrl' },
  banner: { js: "var __casebookUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
};
