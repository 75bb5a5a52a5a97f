// Whether a convoy order is possible at all. DATC v3.0 (2023 rules, issue 4.E.1; cases 6.G.7
// and 6.G.19) treats a convoy order as impossible, hence illegal and ignored, when the fleet is
// not needed by any convoy route from the army's coast to its destination, whatever the other
// fleets do. "Needed" means the fleet's sea lies on a route without a shortcut: a chain of seas
// where only the first touches the origin, only the last touches the destination, and no two
// seas that are not consecutive touch each other (otherwise a shorter route skips the fleet).
// An ignored convoy order shows no intent to convoy either (4.A.3).
import type { GameMap, ProvinceId } from '../../map/types.js';

const memo = new WeakMap<GameMap, Map<string, boolean>>();

/** Could a fleet in `sea` be needed by some convoy from `from` to `to`? */
export function convoyPossible(map: GameMap, sea: ProvinceId, from: ProvinceId, to: ProvinceId): boolean {
  let byMap = memo.get(map);
  if (!byMap) memo.set(map, (byMap = new Map()));
  const key = `${sea} ${from} ${to}`;
  let known = byMap.get(key);
  if (known === undefined) byMap.set(key, (known = searchRoute(map, sea, from, to)));
  return known;
}

function searchRoute(map: GameMap, sea: ProvinceId, from: ProvinceId, to: ProvinceId): boolean {
  const seaNeighbours = (s: ProvinceId) =>
    [...new Set(map.neighbours('F', s).map((l) => map.provinceOf(l)))].filter((p) => map.province(p)?.terrain === 'sea');
  const touches = (s: ProvinceId, coast: ProvinceId) => map.canReachProvince('F', s, coast);
  const path: ProvinceId[] = [];
  const extend = (s: ProvinceId): boolean => {
    // No shortcut: s may touch only the sea just before it on the path.
    if (path.slice(0, -1).some((p) => seaNeighbours(p).includes(s))) return false;
    if (path.length > 0 && touches(s, from)) return false;
    path.push(s);
    const found = touches(s, to) ? path.includes(sea) : seaNeighbours(s).some((t) => !path.includes(t) && extend(t));
    path.pop();
    return found;
  };
  return map.provinceIds.filter((p) => map.province(p)?.terrain === 'sea' && touches(p, from)).some((first) => extend(first));
}
