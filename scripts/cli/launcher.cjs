#!/usr/bin/env node
// The `casebook` command as the package runs it (copied to build/cli/casebook.js by
// scripts/cli/bundle.mjs): it runs the bundle beside it, command.js (already in Node's CommonJS
// wrapper, and ASCII: see launcherReady in bundle.mjs), compiled with the V8 code
// cache that the build wrote after a warm-up run, so that V8 neither parses the megabyte of the
// bundle nor compiles the functions a ruling uses at every start (issue 27). A plain CommonJS
// script, so that npm's shims start it on every system (`node casebook.js`).
//
// The cache is a file per Node (its version and the processor's architecture in its name) that
// holds a copy of the bundle it was made from, then V8's data (from a multiple of 8 bytes: V8 copies
// data that is not aligned to its pointers, a megabyte at every start): it is used only when that copy is
// byte for byte the bundle beside it; a cache V8 rejects all the same (other V8 flags) is ignored,
// and without one the bundle is compiled as usual. With CASEBOOK_WRITE_CODE_CACHE=1 (the build's
// warm-up run only) the cache is written when the command ends.
//
// Why the whole bundle compared at every start, and not its size and time: V8 checks a cache only
// against the length of the source it is given, so a cache made for another bundle of the same
// length runs the old code in place of the new, silently (engine/package.test.ts shows it); and a
// time proves nothing here (npm gives every file of a package the same one, tar and cp -p keep
// them, an edit can keep the length). A copy compared is exact, where a hash is only likely, and it
// costs less: one more file read and a memcmp, where SHA-1 needed node:crypto, some 10 ms of
// every start to load (zlib's CRC-32 was tried: its first call alone took 15-60 ms) (issue 27).
// The copy is read through one small buffer (holdsCopyOf), so it costs no fresh memory either; a
// build nonce in both files instead of the copy would spare reading it at all, but would let a
// same-length edit that keeps the nonce run the old code: weighed, not worth about 1 ms.
'use strict';
const { Buffer } = require('node:buffer');
const { closeSync, fstatSync, openSync, readFileSync, readSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const file = path.join(__dirname, 'command.js');
const bytes = readFileSync(file);
const cacheFile = path.join(__dirname, `command-${process.version}-${process.arch}.v8cache`);
/** The cache file: the bundle's length (4 bytes, little-endian), the bundle, zeros up to a multiple of 8 bytes, then V8's data. */
const HEADER = 4;
/** The bytes of the bundle's copy read and compared at a time (holdsCopyOf). */
const COMPARED_PIECE = 1 << 16;
// The bundle is ASCII (scripts/cli/bundle.mjs): read as Latin-1, the same text, which Node copies
// into a string as it is, where UTF-8 is decoded and checked first (issue 27).
const script = new vm.Script(bytes.toString('latin1'), { filename: file, lineOffset: -1, cachedData: cacheFor(bytes) });
if (process.env.CASEBOOK_WRITE_CODE_CACHE === '1') process.on('exit', writeCache);
const mod = { exports: {}, filename: file, id: file };
script.runInThisContext()(mod.exports, createRequire(file), mod, file, __dirname);

/** V8's data in the cache file if the file was made from exactly `bundle`; undefined otherwise. */
function cacheFor(bundle) {
  let fd;
  try {
    fd = openSync(cacheFile, 'r');
  } catch {
    return undefined; // No cache for this Node: V8 compiles the bundle as usual.
  }
  try {
    const data = dataOffset(bundle.length);
    const size = fstatSync(fd).size;
    if (size <= data || !holdsCopyOf(fd, bundle)) return undefined;
    // A buffer of its own, so V8's data starts aligned (see dataOffset).
    const cache = Buffer.allocUnsafe(size - data);
    return readSync(fd, cache, 0, cache.length, data) === cache.length ? cache : undefined;
  } catch {
    return undefined; // A cache that cannot be read is no cache.
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether the cache file FD begins with BUNDLE's length and bytes. Its copy is read piece by piece
 * into one small buffer rather than whole: every page of fresh memory costs a fault and the
 * kernel's zeroing, and on this machine the megabyte and a half of a whole copy cost about 1 ms of
 * a 90 ms start (issue 27). The comparison is as exact as before.
 */
function holdsCopyOf(fd, bundle) {
  const piece = Buffer.allocUnsafe(COMPARED_PIECE);
  if (readSync(fd, piece, 0, HEADER, 0) !== HEADER || piece.readUInt32LE(0) !== bundle.length) return false;
  for (let at = 0; at < bundle.length; at += COMPARED_PIECE) {
    const n = Math.min(COMPARED_PIECE, bundle.length - at);
    if (readSync(fd, piece, 0, n, HEADER + at) !== n || bundle.compare(piece, 0, n, at, at + n) !== 0) return false;
  }
  return true;
}

/** Where V8's data starts in the cache file of a bundle of LENGTH bytes: after it, at a multiple of 8. */
function dataOffset(length) {
  return Math.ceil((HEADER + length) / 8) * 8;
}

/** The cache of what this run compiled; a folder it cannot be written to keeps none (the build checks that it has one). */
function writeCache() {
  try {
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(bytes.length);
    const padding = Buffer.alloc(dataOffset(bytes.length) - HEADER - bytes.length);
    writeFileSync(cacheFile, Buffer.concat([header, bytes, padding, script.createCachedData()]));
  } catch {
    // Nothing to save: without a cache, the command compiles as usual.
  }
}
