// What a Winter asks of each power, before any order: its centres and units, the builds or removals
// due, and the home centres it may build on (owned and vacant). The replay uses it to see that a
// record may skip a Winter where nothing is due; the next-phase text to say it in comments.

import type { GameMap, PowerId, ProvinceId } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';

export interface PowerAdjustment {
  power: PowerId;
  centres: number;
  units: number;
  /** Centres minus units: builds due when positive, removals when negative. */
  delta: number;
  /** Home centres the power owns and no unit stands in: where it may build. */
  buildSites: ProvinceId[];
}

/** Per power of the board that owns a centre or has a unit, in the board's order. */
export function adjustmentsDue(map: GameMap, board: Pick<PhaseInput, 'units' | 'supplyCenters'>): PowerAdjustment[] {
  const owner = new Map<ProvinceId, PowerId>();
  for (const [power, list] of Object.entries(board.supplyCenters ?? {})) for (const p of list ?? []) owner.set(map.provinceOf(p), power);
  const occupied = new Set(board.units.map((u) => map.provinceOf(u.loc)));
  const out: PowerAdjustment[] = [];
  for (const power of map.powers) {
    const centres = [...owner.values()].filter((p) => p === power).length;
    const units = board.units.filter((u) => u.power === power).length;
    if (centres === 0 && units === 0) continue;
    const buildSites = map.provinceIds.filter((p) => map.province(p)!.home === power && map.province(p)!.supplyCenter && owner.get(p) === power && !occupied.has(p));
    out.push({ power, centres, units, delta: centres - units, buildSites });
  }
  return out;
}

/** Nothing to do this Winter: no power must remove a unit, none may build one. */
export function nothingDue(map: GameMap, board: Pick<PhaseInput, 'units' | 'supplyCenters'>): boolean {
  return adjustmentsDue(map, board).every((a) => a.delta === 0 || (a.delta > 0 && a.buildSites.length === 0));
}
