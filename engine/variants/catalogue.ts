// Every variant plug-in, once: the engine's catalogue of games. An entry says what the engine must
// know before the plug-in is loaded (its id, its board, the protocol fields and phase kinds only it
// reads) and loads the plug-in with a dynamic import of its own module, so that a browser bundle
// carries a variant only when a phase asks for it. The order is the order of the ids in messages.
// A new variant: its plug-in module (engine/adjudicate/variant-rules.ts says what it may change)
// and one entry here; nothing else lists variants (docs/architecture.md).
import { registerVariants, type VariantEntry } from '../adjudicate/variant-rules.js';
import { INTIMATE_FIELDS } from './intimate-fields.js';
import { GAME_BY_FIELDS, standardRules } from './standard.js';

const fewerPlayers = <Id extends string>(id: Id) =>
  ({
    id,
    board: 'standard',
    gameFields: true,
    load: () => import('./fewer-players-game.js').then((m) => m.fewerPlayersRules(id)),
  }) as const satisfies VariantEntry;

export const VARIANT_CATALOGUE = [
  { id: 'standard', board: 'standard', load: () => Promise.resolve(standardRules) },
  fewerPlayers('six-players'),
  fewerPlayers('five-players'),
  fewerPlayers('four-players'),
  fewerPlayers('three-players'),
  fewerPlayers('1914'),
  {
    id: 'intimate',
    board: 'standard',
    gameFields: true,
    ownFields: INTIMATE_FIELDS,
    ownPhaseKinds: ['bidding'],
    load: () => import('./intimate-phase.js').then((m) => m.intimateRules),
  },
  // 001 §2.6.3: the standard game with Italy's fleet in Rome; its data (./data/fleet-rome.ts) is read
  // as the games for fewer than seven read theirs, with seven players and no power left out.
  { id: 'fleet-rome', board: 'standard', load: () => import('./fewer-players-game.js').then((m) => m.fewerPlayersRules('fleet-rome')) },
  { id: 'ancient-mediterranean', board: 'ancient-mediterranean', load: () => import('./ancient-mediterranean.js').then((m) => m.ancientMediterraneanRules) },
  { id: GAME_BY_FIELDS, board: 'standard', listed: false, load: () => import('./fewer-players-game.js').then((m) => m.gameByFieldsRules) },
] as const satisfies readonly VariantEntry[];

/** Fills the registry with the catalogue; the standard game's plug-in, light, comes at once. */
export function installCatalogue(): void {
  registerVariants(VARIANT_CATALOGUE, [standardRules]);
}
