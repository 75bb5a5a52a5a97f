// Public API of the protocol: the phase-in / result-out types, the variants' readings, the names of
// seasons, phase kinds and results. The Zod schemas are ./schema.ts (they load zod); the published
// JSON Schemas are the *.schema.json files beside it.
export type * from './types.js';
export * from './phase-names.js';
export * from './variant-options.js';
export * from './variant-option-choices.js';
