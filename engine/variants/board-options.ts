// The Ancient Mediterranean as its French text prints it (seed 004 §2, §3), as readings of the
// variant options beside the author's rules (the board's ERRATA.md, 3 and 4): centres taken in
// Spring too, and 13 centres to win. phase.ts asks these two questions of every phase; the answers
// are the standard game's unless the phase names the board and the reading.
import type { GameMap } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';

type Asked = Pick<PhaseInput, 'variant' | 'variantOptions' | 'phase'>;

/** Does an occupied centre pass to its occupier at the end of this phase's turn? After Fall; after Spring too by 004 §3 as printed. */
export function capturesCentres(input: Asked): boolean {
  if (input.phase.season === 'fall') return true;
  return input.phase.season === 'spring' && input.variant === 'ancient-mediterranean' && input.variantOptions?.ancmedCapture === 'springAndFall';
}

/** The centres a power needs to win on this board: the board's count, or 13 by 004 §2 as printed. */
export function victoryCentres(map: GameMap, input: Asked): number {
  return input.variant === 'ancient-mediterranean' && input.variantOptions?.ancmedVictory === '13' ? 13 : map.victoryCenters;
}
