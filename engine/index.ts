// The engine's public API: the boards, order notation, rule presets and the adjudicator, with every
// variant's plug-in (and its order-file lines) loaded before the importer runs (engine/core.ts is
// the same API for a bundle that loads them on demand).
import { prepareAllVariants } from './formats/phase-text.js';

export * from './core.js';

await prepareAllVariants();
