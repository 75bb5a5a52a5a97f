// Public API of the rules: the rule options, their named presets, and the DATC's open questions.
export * from './options.js';
export * from './presets.js';
export * from './datc-issues.js';
