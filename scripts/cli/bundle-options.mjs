// The esbuild options of the `casebook` command's bundle, shared by the published one
// (scripts/cli/bundle.mjs, from tsc's build/engine into build/cli) and the tests' one
// (engine/testing/cli-bundle.ts, from the TypeScript sources): the tests run the same kind of file
// as the package. Importing this module builds nothing.
import { FluentResource } from '@fluent/bundle';
import { transformSync } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
  // import.meta.url (the package root's search, the worker's file, Fluent's require) is the bundle's
  // own URL, made when it is first read: a command that reads none of them (one phase) does not
  // load node:url's file URLs for it (issue 27).
  define: { 'import.meta.url': '__casebookUrl.href' },
  banner: { js: "var __casebookUrl = { get href() { return require('node:url').pathToFileURL(__filename).href; } };" },
  logLevel: 'warning',
  plugins: [parsedCataloguesPlugin(), lazyChildProcessPlugin(), lazyJsoncParserPlugin()],
};

/**
 * The Fluent catalogues of engine/language/messages, parsed at build time: each module keeps its
 * strings, now as plain (ASCII-escaped) string literals of the same value rather than String.raw
 * templates, and registers beside each one the body Fluent's parser makes of it, as JSON
 * (engine/language/parsed-catalogues.ts). One source still, the modules' text: the JSON is made
 * from it at every build. A command that explains a ruling then starts without parsing the
 * catalogues (issue 27), and their text leaves the bundle's ASCII whole (./bundle.mjs, launcherReady).
 */
function parsedCataloguesPlugin() {
  return {
    name: 'casebook-parsed-catalogues',
    setup(build) {
      build.onLoad({ filter: /[\\/]engine[\\/]language[\\/]messages[\\/][a-z-]+\.(?:js|ts)$/ }, (args) => {
        const ext = path.extname(args.path);
        // The modules hold string constants and import nothing (a catalogue is a text).
        const { code } = transformSync(readFileSync(args.path, 'utf8'), { loader: ext === '.ts' ? 'ts' : 'js', format: 'cjs' });
        const module = { exports: {} };
        new Function('exports', 'module', code)(module.exports, module);
        const lines = [`import { registerParsedCatalogue } from '../parsed-catalogues${ext}';`];
        for (const [name, source] of Object.entries(module.exports)) {
          if (typeof source !== 'string') throw new Error(`${args.path}: export ${name} is not a catalogue's text`);
          const json = catalogueBodyJson(source);
          // A function, compiled at its first call: the build's warm-up run (an English table) puts only
          // the catalogues it reads into V8's code cache, which every start deserialises.
          lines.push(`export const ${name} = ${JSON.stringify(source)};`, `registerParsedCatalogue(${name}, () => ${JSON.stringify(json)});`);
        }
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/** The body Fluent's parser makes of a catalogue, as JSON (which drops only its undefined fields, read by Fluent as absent). */
export function catalogueBodyJson(source) {
  return JSON.stringify(new FluentResource(source).body);
}

/**
 * commander requires node:child_process as it loads, for subcommands run as separate executables,
 * which `casebook` has none of: loading it cost every start about 10 ms (issue 27). Its import in
 * commander is a stand-in that loads the module at its first use.
 */
function lazyChildProcessPlugin() {
  return {
    name: 'casebook-lazy-child-process',
    setup(build) {
      build.onResolve({ filter: /^(?:node:)?child_process$/ }, (args) =>
        /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'casebook-lazy' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'casebook-lazy' }, () => ({
        contents: "let loaded; module.exports = new Proxy({}, { get: (_, key) => (loaded ??= require('node:child_process'))[key] });",
        loader: 'js',
      }));
    },
  };
}

/**
 * jsonc-parser only places the mistake of a JSON text that JSON.parse refused
 * (engine/formats/json-text.ts), yet evaluating it built some 1,200 strings of indentation at every
 * start (issue 27). json-text.ts's import of it is a stand-in whose functions evaluate it at their
 * first call (esbuild keeps a module that is require()d inside its own function until then).
 */
function lazyJsoncParserPlugin() {
  return {
    name: 'casebook-lazy-jsonc-parser',
    setup(build) {
      build.onResolve({ filter: /^jsonc-parser$/ }, (args) =>
        /[\\/]engine[\\/]formats[\\/]json-text\.(?:js|ts)$/.test(args.importer) ? { path: 'jsonc-parser', namespace: 'casebook-lazy-jsonc', pluginData: path.dirname(args.importer) } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'casebook-lazy-jsonc' }, (args) => ({
        contents: [
          'let loaded;',
          "const jsonc = () => (loaded ??= require('jsonc-parser'));",
          'export const visit = (...args) => jsonc().visit(...args);',
          'export const printParseErrorCode = (...args) => jsonc().printParseErrorCode(...args);',
        ].join('\n'),
        loader: 'js',
        resolveDir: args.pluginData,
      }));
    },
  };
}
