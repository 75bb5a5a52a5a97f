// Which board a phase is played on: the protocol's optional `variant` field, resolved in one
// place so that every caller (library, CLI, check harness, case runner, site) picks the same map
// for the same id. The games of #15 play on the standard board; the Ancient Mediterranean of #14
// is a board of its own. Kept free of zod and of the variants' data: it runs on the batch path.
import { standardMap, type GameMap, type LocalisedName } from '../map/index.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import { ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS } from './ids.js';
import { own } from '../util/own.js';

export { ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS };

const BOARDS: Readonly<Record<(typeof MAP_VARIANT_IDS)[number], GameMap<string>>> = {
  'ancient-mediterranean': ancientMediterraneanMap,
};
const GAMES: ReadonlySet<string> = new Set(GAME_VARIANT_IDS);

export interface ResolvedVariant {
  id: string;
  map: GameMap<string>;
}

/** A power's names on whichever board has it (no two boards share a power id). */
export function powerNamesOf(power: string): LocalisedName | undefined {
  for (const board of [standardMap as GameMap<string>, ...Object.values(BOARDS)]) {
    const names = own(board.powerNames, power);
    if (names) return names;
  }
  return undefined;
}

/**
 * The board of a variant id (`standard` when absent), or a sentence listing the known ids. The
 * game's rules (players, dormant powers, victory) are `variantById(id)` in ./load.ts.
 */
export function resolveVariant(id = 'standard'): ResolvedVariant | { error: string } {
  if (GAMES.has(id)) return { id, map: standardMap };
  const board = own(BOARDS, id);
  if (board) return { id, map: board };
  return { error: `unknown variant "${id}" (known: ${ALL_VARIANT_IDS.join(', ')})` };
}
