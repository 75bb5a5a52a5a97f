// The protocol fields only Intimate Diplomacy reads, for the input check (validate-input.ts) and
// for carrying a game from one phase to the next (phase.ts, carryOver). Kept apart from
// intimate-phase.ts, which imports the adjudicator: these two must not.

import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { show } from '../util/show.js';

/** Input fields read only when `variant` is `intimate` (engine/protocol/intimate.ts); `control` and `coin` are shared with the other games. */
export const INTIMATE_FIELDS = ['home', 'preferences', 'credits', 'bids', 'declareStalemate', 'playOn'] as const;


/**
 * The Intimate fields and the bidding phase belong to the `intimate` variant; anywhere else they
 * would be silently ignored, so they are refused.
 */
export function intimateFieldsOutsideVariant(input: Record<string, unknown>): string[] {
  if (input.variant === 'intimate') return [];
  const variant = input.variant === undefined ? 'the standard game' : `variant ${show(input.variant)}`;
  const problems = INTIMATE_FIELDS.filter((k) => input[k] !== undefined).map((k) => `"${k}" is only read in the intimate variant, not in ${variant}`);
  const phase = input.phase;
  if (typeof phase === 'object' && phase !== null && (phase as Record<string, unknown>).type === 'bidding') {
    problems.push(`phase.type: a bidding phase belongs to the intimate variant, not to ${variant}`);
  }
  return problems;
}

/**
 * What an Intimate phase hands to the next: the variant, the home powers, the credits, the
 * year's control (not into a bidding phase, which decides control afresh) and a pending "play on".
 */
export function carryIntimate(prevInput: PhaseInput, prevOutput: PhaseOutput, next: Omit<PhaseInput, 'orders'>): void {
  if (prevInput.variant !== 'intimate') return;
  next.variant = prevInput.variant;
  const home = prevOutput.home ?? prevInput.home;
  if (home) next.home = { ...home };
  const credits = prevOutput.credits ?? prevInput.credits;
  if (credits) next.credits = { ...credits };
  const control = prevOutput.control ?? prevInput.control;
  if (control && next.phase.type !== 'bidding') next.control = { ...control };
  // A "play on" is remembered until a Fall ends: that Fall's verdict replaces it (interpretation 22).
  const endedFall = prevInput.phase.season === 'fall' && next.phase.season === 'winter';
  if (prevOutput.verdict?.result === 'playOn' || (prevInput.playOn && !endedFall)) next.playOn = true;
}
