// The engine's public API: the boards, order notation, rule presets and the adjudicator, with every
// variant's plug-in loaded before the importer runs (engine/core.ts is the same API for a bundle
// that loads them on demand).
import { loadAllVariants } from './adjudicate/variant-rules.js';

export * from './core.js';

await loadAllVariants();
