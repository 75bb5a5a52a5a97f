// Public API of the variant layer: the catalogue of plug-ins and their ids, the variants' data
// (issues #14, #15) and their pure rule functions.
export { VARIANT_CATALOGUE, installCatalogue } from './catalogue.js';
export { ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS, type GameVariantId, type MapVariantId } from './ids.js';
export { variantSchema, type Variant, type VariantId, type VictoryRule, type PhaseRef } from './schema.js';
export { VARIANTS, DEFAULT_VARIANT, variantById, parseVariant, startingUnits, VariantDataError } from './load.js';
export { DEFAULT_VARIANT_OPTIONS, variantOptions, type VariantOptions } from '../protocol/variant-options.js';
export { comparePhase } from './phase.js';
export * from './fewer-players.js';
export * from './intimate.js';
export { phaseGameOf, gameFieldsOf, closedProvincesAt, type PhaseGame, type GameFields } from './phase-rules.js';
