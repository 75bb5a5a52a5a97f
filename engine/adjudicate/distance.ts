// Distance measures of the civil-disorder and postal default rules, over the map's
// province distances (engine/map/distance.ts).

import { provinceDistance } from '../map/distance.js';
import type { GameMap, PowerId, ProvinceId } from '../map/types.js';

export function homeCentres(map: GameMap, power: PowerId): ProvinceId[] {
  return map.provinceIds.filter((p) => map.province(p)!.home === power);
}

/** 2000 book (as DATC v2 reads it): distance to the nearest home centre. */
export function nearestHomeDistance(map: GameMap, power: PowerId, p: ProvinceId): number {
  return Math.min(...homeCentres(map, power).map((h) => provinceDistance(map, p, h)));
}

/** 001 §3.5.3: the sum of the distances to every home centre. */
export function homeDistanceSum(map: GameMap, power: PowerId, p: ProvinceId): number {
  return homeCentres(map, power).reduce((s, h) => s + provinceDistance(map, p, h), 0);
}

/** 2023 rules (DATC v3.0 6.J): distance to the nearest supply centre the power owns (any terrain). */
export function nearestOwnedDistance(map: GameMap, power: PowerId, owners: ReadonlyMap<ProvinceId, PowerId>, p: ProvinceId): number {
  let best = Infinity;
  for (const [centre, owner] of owners) if (owner === power) best = Math.min(best, provinceDistance(map, p, centre));
  return best;
}
