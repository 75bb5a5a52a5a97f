// What the game master's fields hand to the next phase (phase.ts, carryOver): the NMR powers and
// the conditional orders stay with the turn they were sent for (a season's movement, its retreats,
// and after a Fall the Winter adjustments), and are dropped when the next movement begins.

import type { PhaseInput, PhaseOutput } from '../../protocol/types.js';

export function carryGameMaster(prevInput: PhaseInput, prevOutput: PhaseOutput, next: Omit<PhaseInput, 'orders'>): void {
  // A power in civil disorder in the standard game (`control`, 000 "TROUBLES CIVILS") stays so until
  // its player comes back (001 §2.14.3): the games for fewer than seven derive control themselves.
  const standard = prevInput.variant === undefined || prevInput.variant === 'standard';
  if (standard && prevInput.control) next.control = structuredClone(prevInput.control);
  const sameTurn = next.phase.type === 'retreat' || (next.phase.type === 'adjustment' && prevInput.phase.type !== 'adjustment');
  if (!sameTurn) return;
  if (prevInput.nmr?.length) next.nmr = [...prevInput.nmr];
  // The engine names each unit where it now stands; an answer without the field has none left.
  if (prevOutput.conditional) next.conditional = structuredClone(prevOutput.conditional);
}
