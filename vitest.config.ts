import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'cases/**/*.test.ts', 'scripts/**/*.test.ts', 'site/**/*.test.ts'],
    // The variant registry filled before each file, as the library's entry does (engine/testing/setup.ts).
    setupFiles: ['engine/testing/setup.ts'],
    // The casebook command bundled once from the sources, for the tests that run it as a user does
    // (engine/testing/cli-bundle.ts: a fifth of the start-up of tsx at each of about a hundred runs).
    globalSetup: ['engine/testing/cli-bundle.ts'],
    // A worker per core: vitest's default in a run is one fewer, which on CI's two cores ran every
    // file one after another while the second core idled (issue #27: npm test in two minutes).
    maxWorkers: availableParallelism(),
    // Test files share their worker's loaded modules rather than each loading the engine, its
    // variants and its catalogues again: the tests here are pure or start processes of their own,
    // none mocks a module or changes a global, and the setup file's registry is idempotent. Measured
    // on the map, orders, util, rules, protocol and variants files (20 files): 59 CPU-s with a fresh
    // module graph per file, 32 without (issue #27).
    isolate: false,
    // A young generation twice V8's default (16 MB semi-spaces): the renderer's tests allocate
    // fast (route grids, SVG strings, parsed trees), and with the default a quarter of their CPU
    // went to the garbage collector. Measured on site/render/render.test.ts alone: 33.0-33.9 CPU-s with the
    // default, 29.9-30.6 with 32 MB, 30.7 with 64 MB (issue #27). The programs the tests start
    // keep Node's defaults: this reaches only vitest's workers.
    execArgv: ['--max-semi-space-size=32'],
    // Property tests and the fuzzer do real work; keep the default timeout generous but finite.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
