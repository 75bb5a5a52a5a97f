// The project's casebook read once per worker, for the tests that check it many times
// (checkCasebook's `casebook` option): reading and validating its ~300 files costs about a second
// of CPU each time, and the check tests and the reproducers called it some sixty times (issue #27).
// With vitest's `isolate: false` the same worker's later files reuse it too. Nothing changes a
// loaded case (the harness only reads them), so sharing it does not couple the tests.

import { loadCasebook, type LoadedCasebook } from '../check/check.js';

let book: LoadedCasebook | undefined;

/** The project's cases/, read on first use. */
export function sharedCasebook(): LoadedCasebook {
  return (book ??= loadCasebook());
}
