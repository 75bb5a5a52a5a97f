// Phases in the order a game plays them, and their short names as the records write them (S1901M).
import type { PhaseId, Season } from '../protocol/types.js';

const SEASON_RANK: Record<Season, number> = { spring: 0, fall: 1, winter: 2 };
const TYPE_RANK: Record<PhaseId['type'], number> = { bidding: 0, movement: 1, retreat: 2, adjustment: 3 };

/** Negative when `a` comes before `b` in a game. */
export function comparePhases(a: PhaseId, b: PhaseId): number {
  return a.year - b.year || SEASON_RANK[a.season] - SEASON_RANK[b.season] || TYPE_RANK[a.type] - TYPE_RANK[b.type];
}

export function samePhase(a: PhaseId, b: PhaseId): boolean {
  return comparePhases(a, b) === 0;
}

const SEASON_LETTER: Record<Season, string> = { spring: 'S', fall: 'F', winter: 'W' };
const TYPE_LETTER: Record<PhaseId['type'], string> = { movement: 'M', retreat: 'R', adjustment: 'A', bidding: 'B' };

/** "S1901M", "F1902R", "W1902A": the records' short name of a phase. */
export function shortPhaseName(p: PhaseId): string {
  return `${SEASON_LETTER[p.season]}${p.year}${TYPE_LETTER[p.type]}`;
}

const SHORT_NAME = /^([SFW])(\d{1,4})([MRAB])$/;
const SEASON_OF: Record<string, Season> = { S: 'spring', F: 'fall', W: 'winter' };
const TYPE_OF: Record<string, PhaseId['type']> = { M: 'movement', R: 'retreat', A: 'adjustment', B: 'bidding' };

/** The phase a short name names ("S1901M"), or undefined for anything else ("COMPLETED"). */
export function parseShortPhaseName(name: string): PhaseId | undefined {
  const m = SHORT_NAME.exec(name);
  return m ? { season: SEASON_OF[m[1]], year: Number(m[2]), type: TYPE_OF[m[3]] } : undefined;
}
