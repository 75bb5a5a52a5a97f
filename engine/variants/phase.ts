// Comparing seasons: the variants say "from Spring 1915", "before the Fall 1914 adjustments".
import type { PhaseRef } from './schema.js';

const SEASON_ORDER = { spring: 0, fall: 1, winter: 2 } as const;

/** Negative when a comes first, 0 when the same season, positive after. */
export function comparePhase(a: PhaseRef, b: PhaseRef): number {
  return a.year !== b.year ? a.year - b.year : SEASON_ORDER[a.season] - SEASON_ORDER[b.season];
}
