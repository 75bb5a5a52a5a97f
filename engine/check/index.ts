// Public API of the conformance harness: `casebook check`'s command, its report and its parts.
export { addCheckCommand } from './command.js';
export { checkCasebook, totalsOf, type CheckOptions, type CheckReport, type Totals } from './check.js';
export { formatJson, formatJunit, formatReport, totalsLine } from './report.js';
export { canonicalInput, runCase, unsupportedCase, type CaseResult, type RunOptions } from './run.js';
export { ProcessAdapter, ReferenceAdapter, AdapterUnusable, readAnswer, type Adapter } from './adapter.js';
