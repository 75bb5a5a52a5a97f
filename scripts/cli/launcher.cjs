#!/usr/bin/env node
// The `casebook` command as the package runs it (copied to build/cli/casebook.js by
// scripts/cli/bundle.mjs): it runs the bundle beside it, command.js, compiled with the V8 code
// cache that the build wrote after a warm-up run, so that V8 neither parses the megabyte of the
// bundle nor compiles the functions a ruling uses at every start (issue 27). A plain CommonJS
// script, so that npm's shims start it on every system (`node casebook.js`).
//
// The cache is a file per bundle and Node: its name holds a hash of the bundle's bytes, Node's
// version and the processor's architecture, so a cache is never used with a bundle or a Node it was
// not made for; a cache V8 rejects all the same (other V8 flags) is ignored, and without one the
// bundle is compiled as usual. With CASEBOOK_WRITE_CODE_CACHE=1 (the build's warm-up run only) the
// cache is written when the command ends.
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const file = path.join(__dirname, 'command.js');
const bytes = readFileSync(file);
const key = createHash('sha1').update(bytes).digest('hex').slice(0, 16);
const cacheFile = path.join(__dirname, `command-${key}-${process.version}-${process.arch}.v8cache`);
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache for this bundle and this Node: V8 compiles the bundle as usual.
}
// Node's own CommonJS wrapper, on a line of its own (lineOffset) so that stack traces keep the
// bundle's lines and columns.
const wrapped = `(function (exports, require, module, __filename, __dirname) {\n${bytes.toString('utf8')}\n})`;
const script = new vm.Script(wrapped, { filename: file, lineOffset: -1, cachedData });
if (process.env.CASEBOOK_WRITE_CODE_CACHE === '1') process.on('exit', writeCache);
const mod = { exports: {}, filename: file, id: file };
script.runInThisContext()(mod.exports, createRequire(file), mod, file, __dirname);

/** The cache of what this run compiled; a folder it cannot be written to keeps none (the build checks that it has one). */
function writeCache() {
  try {
    writeFileSync(cacheFile, script.createCachedData());
  } catch {
    // Nothing to save: without a cache, the command compiles as usual.
  }
}
