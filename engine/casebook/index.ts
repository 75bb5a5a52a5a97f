// The casebook's public API: the case format (schema.ts), the loader with its positioned messages
// (load.ts) and the runner's pure functions (run.ts). Used by cases/casebook.test.ts, and meant for
// the site (astro uses the same zod 3.25, so `caseSchema` works as a content-collection schema) and
// for a `casebook check` command running other adjudicators.

export * from './schema.js';
export { CASES_DIR, findCaseFiles, formatProblem, loadCaseFile, loadCasebook, loadCaseText, naturalCompare, suggest } from './load.js';
export type { LoadedCase, LoadOptions, LoadResult, Problem } from './load.js';
export * from './run.js';
