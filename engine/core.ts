// The engine's public API with only the standard game's plug-in at hand: for a bundle that loads a
// variant only when a phase asks for it (the site's dispute desk), which awaits `loadVariant(id)`
// (or engine/formats' `prepareVariant(id)`, which also brings the variant's order-file lines)
// before ruling that variant's phases, and the game master's chapter the same way (`loadGameMaster`,
// or engine/formats' `prepareGameMaster()` with its order-file lines) before a phase that uses it. engine/index.ts is this module with every variant loaded.
import * as fluent from '@fluent/bundle';
import { adjudicatePhase, type AdjudicationDetail } from './adjudicate/phase.js';
import { boardOf } from './adjudicate/variant-rules.js';
import type { PhaseInput, PhaseOutput } from './protocol/types.js';
import { provideFluent } from './language/render.js';
import { installCatalogue } from './variants/catalogue.js';

// The library renders reasons in any host, bundlers included: it loads the message library at once
// (the CLI's batch path does not come through here and loads it only when it prints prose).
provideFluent(fluent);
// The registry knows every variant of the catalogue; the standard game's plug-in comes at once.
installCatalogue();

export { standardMap } from './map/index.js';
export { parseOrder, printOrder } from './orders/index.js';
export { PRESETS, PRESET_NAMES, DEFAULT_PRESET, presetOptions, differingOptions } from './rules/presets.js';
export type { RuleOptions } from './rules/options.js';
export { InputError, nextPhase, carryOver } from './adjudicate/phase.js';
export type { AdjudicationDetail, OrderReason } from './adjudicate/phase.js';
export type { ExplanationStep } from './adjudicate/explain.js';
export { phaseSummary, phaseSummaryFacts } from './adjudicate/explanation/summary.js';
export { resolutionGraph } from './adjudicate/resolution-graph.js';
export { boardOf, loadVariant, variantLoaded, resolveVariant, variantGameOf, type VariantGame } from './adjudicate/variant-rules.js';
export { ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS } from './variants/ids.js';
export { GameMasterNotLoaded, gameMasterLoaded, loadGameMaster } from './adjudicate/game-master/door.js';
export type * from './protocol/types.js';

/** Adjudicate one phase on its variant's board (`input.variant`, standard by default). Throws InputError for a malformed phase. */
export function adjudicate(input: PhaseInput): PhaseOutput {
  return adjudicateWithDetail(input).output;
}

/** Like `adjudicate`, with the explanation steps and the rule options used. */
export function adjudicateWithDetail(input: PhaseInput): AdjudicationDetail {
  return adjudicatePhase(boardOf(input), input);
}
