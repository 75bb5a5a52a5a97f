// The variant ids, as plain data: the batch path checks a phase's `variant` against them without
// loading the variant schemas (zod) or their data.

/** The games on the standard board (issue #15). */
export const GAME_VARIANT_IDS = ['standard', 'six-players', 'five-players', 'four-players', 'three-players', '1914', 'intimate', 'fleet-rome'] as const;

/** Variants that change the board itself: their own powers, provinces and victory count (issue #14). */
export const MAP_VARIANT_IDS = ['ancient-mediterranean'] as const;

/** Every id the protocol's `variant` field accepts. */
export const ALL_VARIANT_IDS: readonly string[] = [...GAME_VARIANT_IDS, ...MAP_VARIANT_IDS];
