// Which board a phase is played on. A module of its own so that the CLI's batch path can use it
// without engine/index.ts, which loads the message library for the library's users.
import { standardMap, type GameMap } from './map/index.js';
import { InputError } from './adjudicate/phase.js';
import { resolveVariant } from './variants/game.js';
import type { PhaseInput } from './protocol/types.js';

/** The board a phase is played on; an unknown variant is an InputError listing the known ones. */
export function boardOf(input: Pick<PhaseInput, 'variant'>): GameMap {
  // Not an object, or no string: the input check then words the problem, on the standard board.
  if (typeof input !== 'object' || input === null || typeof input.variant !== 'string') return standardMap;
  const resolved = resolveVariant(input.variant);
  if ('error' in resolved) throw new InputError(`"variant": ${resolved.error}`);
  return resolved.map;
}
