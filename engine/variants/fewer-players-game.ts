// The games for fewer than seven (000, "Formes de jeu alternatives", #15) as plug-ins: the standard
// board, with the powers nobody orders and the closed provinces of each game's data (or of the
// protocol's explicit `control` and `closedProvinces` fields) set around the adjudicators by
// ./dormant-powers.ts. The same reading serves a standard phase that carries those fields.
import { standardMap, type GameMap } from '../map/index.js';
import type { PhaseId, PhaseInput } from '../protocol/types.js';
import { InputError } from '../adjudicate/detail.js';
import type { VariantGame, VariantRules } from '../adjudicate/variant-rules.js';
import { dormantPowersGame } from './dormant-powers.js';
import { variantById } from './load.js';
import { phaseGameOf } from './phase-rules.js';
import type { Variant } from './schema.js';
import { GAME_BY_FIELDS, standardRules } from './standard.js';

/** A phase's game from the variant's data and the protocol's fields; a bad coin is an InputError. */
function gameOf(input: PhaseInput): VariantGame | undefined {
  const game = phaseGameOf(input);
  if (game && 'error' in game) throw new InputError(game.error);
  return game ? dormantPowersGame(game) : undefined;
}

/** A game's first phase: Spring of its first year (Intimate's bidding comes before the movement). */
export function firstPhaseOf(variant: Variant): PhaseId {
  return { season: 'spring', year: variant.start.year, type: variant.bidding ? 'bidding' : 'movement' };
}

/** The plug-in of one of the games for fewer than seven, from its data (engine/variants/data/). */
export function fewerPlayersRules(id: string): VariantRules {
  const variant = variantById(id);
  if (!variant) throw new Error(`no variant data for ${id}`);
  return { id, map: standardMap as unknown as GameMap<string>, firstPhase: firstPhaseOf(variant), players: variant.players.map((p) => p.id), gameOf };
}

/** The game a standard phase describes by its `control` and `closedProvinces` fields alone. */
export const gameByFieldsRules: VariantRules = { ...standardRules, id: GAME_BY_FIELDS, gameOf };
