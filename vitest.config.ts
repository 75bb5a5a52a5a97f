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
    // Property tests and the fuzzer do real work; keep the default timeout generous but finite.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
