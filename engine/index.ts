// The engine's public API: the standard map, order notation, rule presets and the adjudicator.
import { adjudicatePhase, type AdjudicationDetail } from './adjudicate/phase.js';
import { boardOf } from './board-of.js';
import type { PhaseInput, PhaseOutput } from './protocol/types.js';
import * as fluent from '@fluent/bundle';
import { provideFluent } from './language/render.js';

// The library renders reasons in any host, bundlers included: it loads the message library at once
// (the CLI's batch path does not come through here and loads it only when it prints prose).
provideFluent(fluent);

export { standardMap } from './map/index.js';
export { boardOf } from './board-of.js';
export { parseOrder, printOrder } from './orders/index.js';
export { PRESETS, PRESET_NAMES, DEFAULT_PRESET, presetOptions, differingOptions } from './rules/presets.js';
export type { RuleOptions } from './rules/options.js';
export { InputError, nextPhase } from './adjudicate/phase.js';
export type { AdjudicationDetail } from './adjudicate/phase.js';
export type { ExplanationStep } from './adjudicate/explain.js';
export type * from './protocol/types.js';

/** Adjudicate one phase on its variant's board (`input.variant`, standard by default). Throws InputError for a malformed phase. */
export function adjudicate(input: PhaseInput): PhaseOutput {
  return adjudicateWithDetail(input).output;
}

/** Like `adjudicate`, with the explanation steps and the rule options used. */
export function adjudicateWithDetail(input: PhaseInput): AdjudicationDetail {
  return adjudicatePhase(boardOf(input), input);
}
