// The standard game's plug-in: the 2000 rulebook's seven-player game on the standard board, with no
// rule of its own: every hook of the plug-in interface (engine/adjudicate/variant-rules.ts) keeps
// the pipeline's standard answer. Kept light (no zod, no other variant's data): every bundle that
// rules a phase carries it.
import { standardMap, type GameMap } from '../map/index.js';
import type { PhaseInput } from '../protocol/types.js';
import { loadedRules, type VariantGame, type VariantRules } from '../adjudicate/variant-rules.js';
import standard from './data/standard.js';

/**
 * The catalogue's unlisted entry for a game that a phase describes only by the protocol's
 * `control` and `closedProvinces` fields, without naming a variant (an adapter with no variant
 * table sends them so): the games for fewer than seven read those fields (./fewer-players-game.ts).
 */
export const GAME_BY_FIELDS = 'game-by-fields';

/** The rules of a phase that carries the protocol's game fields; none otherwise. */
export function gameByFields(input: PhaseInput): VariantGame | undefined {
  if (input.control === undefined && input.closedProvinces === undefined) return undefined;
  return loadedRules(GAME_BY_FIELDS).gameOf!(input);
}

export const standardRules: VariantRules = {
  id: 'standard',
  map: standardMap as unknown as GameMap<string>,
  firstPhase: { season: 'spring', year: standard.start.year, type: 'movement' },
  gameOf: gameByFields,
};
