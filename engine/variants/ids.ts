// The variant ids, read from the catalogue (./catalogue.ts, the one list of variants): the batch
// path and the site check a phase's `variant` against them without loading any plug-in, the
// variant schemas (zod) or their data.
import { VARIANT_CATALOGUE } from './catalogue.js';

type Listed = Exclude<(typeof VARIANT_CATALOGUE)[number], { readonly listed: false }>;
/** A game on the standard board (issue #15), the standard game first. */
export type GameVariantId = Extract<Listed, { readonly board: 'standard' }>['id'];
/** A variant that changes the board itself: its own powers, provinces and victory count (issue #14). */
export type MapVariantId = Exclude<Listed, { readonly board: 'standard' }>['id'];

const listed = VARIANT_CATALOGUE.filter((e): e is Listed => !('listed' in e));

/** The games on the standard board, in the catalogue's order (a tuple, for the variant schema's enum). */
export const GAME_VARIANT_IDS = listed.filter((e) => e.board === 'standard').map((e) => e.id) as unknown as readonly [GameVariantId, ...GameVariantId[]];

/** Variants played on a board of their own. */
export const MAP_VARIANT_IDS = listed.filter((e) => e.board !== 'standard').map((e) => e.id) as readonly MapVariantId[];

/** Every id the protocol's `variant` field accepts. */
export const ALL_VARIANT_IDS: readonly string[] = [...GAME_VARIANT_IDS, ...MAP_VARIANT_IDS];
