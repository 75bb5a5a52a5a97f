// The protocol fields only Intimate Diplomacy reads: its catalogue entry names them (so the input
// check refuses them elsewhere), and its plug-in carries them from one phase to the next. Kept
// apart from intimate-phase.ts, which loads with the plug-in: the catalogue must stay light.

import type { PhaseInput, PhaseOutput } from '../protocol/types.js';

/** Input fields read only when `variant` is `intimate` (engine/protocol/intimate.ts); `control` and `coin` are shared with the other games. */
export const INTIMATE_FIELDS = ['home', 'preferences', 'credits', 'bids', 'declareStalemate', 'playOn'] as const;

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
