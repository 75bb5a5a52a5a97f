import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'cases/**/*.test.ts', 'scripts/**/*.test.ts', 'site/**/*.test.ts'],
    // The variant registry filled before each file, as the library's entry does (engine/testing/setup.ts).
    setupFiles: ['engine/testing/setup.ts'],
    // Property tests and the fuzzer do real work; keep the default timeout generous but finite.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
