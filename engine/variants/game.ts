// Which board and which game a phase is played on: the protocol's optional `variant` field,
// resolved in one place so that every caller (library, CLI, check harness, case runner, site)
// picks the same map for the same id. Game variants of #15 play on the standard board; the
// Ancient Mediterranean of #14 is a board of its own.
import { standardMap, type GameMap, type LocalisedName } from '../map/index.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import { DEFAULT_VARIANT, variantById } from './load.js';
import { VARIANT_IDS, type Variant } from './schema.js';

/** Variants that change the board itself (their own powers, provinces and victory count). */
export const MAP_VARIANT_IDS = ['ancient-mediterranean'] as const;

/** Every id the protocol's `variant` field accepts. */
export const ALL_VARIANT_IDS: readonly string[] = [...VARIANT_IDS, ...MAP_VARIANT_IDS];

const BOARDS: Readonly<Record<(typeof MAP_VARIANT_IDS)[number], GameMap<string>>> = {
  'ancient-mediterranean': ancientMediterraneanMap,
};

export interface ResolvedVariant {
  id: string;
  map: GameMap<string>;
  /** The game rules (players, dormant powers, victory…) when the variant is one of #15's games. */
  game?: Variant;
}

/** A power's names on whichever board has it (no two boards share a power id). */
export function powerNamesOf(power: string): LocalisedName | undefined {
  if (Object.hasOwn(standardMap.powerNames, power)) return standardMap.powerNames[power as keyof typeof standardMap.powerNames];
  for (const board of Object.values(BOARDS)) if (Object.hasOwn(board.powerNames, power)) return board.powerNames[power];
  return undefined;
}

/** The board and game of a variant id (`standard` when absent), or a sentence listing the known ids. */
export function resolveVariant(id: string = DEFAULT_VARIANT): ResolvedVariant | { error: string } {
  const game = variantById(id);
  if (game) return { id, map: standardMap, game };
  const board = BOARDS[id as keyof typeof BOARDS];
  if (board) return { id, map: board };
  return { error: `unknown variant "${id}" (known: ${ALL_VARIANT_IDS.join(', ')})` };
}
