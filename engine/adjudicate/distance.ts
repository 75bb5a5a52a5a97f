// Distance measures of the civil-disorder and postal default rules, over the map's
// province distances (engine/map/distance.ts).

import { provinceDistance } from '../map/distance.js';
import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../map/types.js';

/** Per map and power, made once: civil disorder's ordering asks for them for every pair of units it compares (4 % of a real game's warm phases, cpu-prof). */
const homesByMap = new WeakMap<GameMap, Map<PowerId, readonly ProvinceId[]>>();

export function homeCentres(map: GameMap, power: PowerId): readonly ProvinceId[] {
  let byPower = homesByMap.get(map);
  if (!byPower) homesByMap.set(map, (byPower = new Map()));
  let homes = byPower.get(power);
  if (!homes) byPower.set(power, (homes = Object.freeze(map.provinceIds.filter((p) => map.province(p)!.home === power))));
  return homes;
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

/** Per map and power: each fleet location's number of fleet moves from the nearest home centre a fleet can stand in. */
const fleetHomeDistances = new WeakMap<GameMap, Map<PowerId, ReadonlyMap<LocId, number>>>();

function fleetDistancesFromHome(map: GameMap, power: PowerId): ReadonlyMap<LocId, number> {
  let byPower = fleetHomeDistances.get(map);
  if (!byPower) fleetHomeDistances.set(map, (byPower = new Map()));
  let d = byPower.get(power);
  if (d) return d;
  const found = new Map<LocId, number>();
  const queue: LocId[] = [];
  for (const h of homeCentres(map, power)) {
    for (const loc of map.locsOf(h, 'F')) {
      if (found.has(loc)) continue;
      found.set(loc, 0);
      queue.push(loc);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head];
    for (const next of map.neighbours('F', at)) {
      if (found.has(next)) continue;
      found.set(next, found.get(at)! + 1);
      queue.push(next);
    }
  }
  byPower.set(power, (d = found));
  return d;
}

/**
 * The common reading before the 2023 rules (DATC v3.0 4.D.8; webDiplomacy's removal table until 2024):
 * distance to the nearest home centre, a fleet counting fleet moves only (it cannot cross land), an army
 * any route over land and sea. Infinity for a fleet no fleet move links to a home centre.
 */
export function nearestHomeDistanceFleetsBySea(map: GameMap, power: PowerId, unit: Pick<Unit, 'type' | 'loc'>): number {
  if (unit.type === 'A') return nearestHomeDistance(map, power, map.provinceOf(unit.loc));
  return fleetDistancesFromHome(map, power).get(unit.loc) ?? Infinity;
}
