// The casebook's public API: the case format (schema.ts), the loader with its positioned messages
// (load.ts), the runner's pure functions (run.ts), a case's report in a language (report.ts) and the
// sources it cites. Used by cases/casebook.test.ts, the site (astro uses the same zod 3.25, so
// `caseSchema` works as a content-collection schema), `casebook show` and `casebook check`.

export * from './schema.js';
export { CASES_DIR, editDistance, findCaseFiles, formatProblem, loadCaseFile, loadCasebook, loadCaseText, naturalCompare, suggest } from './load.js';
export type { LoadedCase, LoadOptions, LoadResult, Problem } from './load.js';
export * from './run.js';
export { caseReport, phaseAnswer, LANGS, type Lang } from './report.js';
export { DOCS } from './sources.js';
export { DATC_SECTIONS, sectionIn } from './datc-sections.js';
