// Public API of the game-variant layer (issue #15): variant data and pure rule functions.
export { variantSchema, VARIANT_IDS, type Variant, type VariantId, type VictoryRule, type PhaseRef } from './schema.js';
export { VARIANTS, DEFAULT_VARIANT, variantById, parseVariant, startingUnits, VariantDataError } from './load.js';
export { DEFAULT_VARIANT_OPTIONS, variantOptions, type VariantOptions } from './options.js';
export { comparePhase } from './phase.js';
export * from './fewer-players.js';
export * from './intimate.js';
export { resolveVariant, ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS, type ResolvedVariant } from './game.js';
export { phaseGameOf, gameFieldsOf, closedProvincesAt, type PhaseGame, type GameFields } from './phase-rules.js';
