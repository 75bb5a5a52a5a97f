// Whether a convoy order is possible at all: the fleet's sea must lie on some chain of sea
// provinces joining the army's coast to its destination, whatever other fleets are ordered.
// An impossible convoy order is illegal and ignored (2023 rules, DATC 4.E.1), so it shows no
// intent to convoy either (DATC 6.G.7).
import type { GameMap, ProvinceId } from '../../map/types.js';

const seaComponents = new WeakMap<GameMap, Map<ProvinceId, ReadonlySet<ProvinceId>>>();

/** The sea provinces joined to `sea` through other seas (computed once per map). */
function componentOf(map: GameMap, sea: ProvinceId): ReadonlySet<ProvinceId> {
  let byMap = seaComponents.get(map);
  if (!byMap) seaComponents.set(map, (byMap = new Map()));
  const known = byMap.get(sea);
  if (known) return known;
  const isSea = (p: ProvinceId) => map.province(p)?.terrain === 'sea';
  const component = new Set<ProvinceId>([sea]);
  const queue = [sea];
  for (let k = 0; k < queue.length; k++) {
    for (const t of map.neighbours('F', queue[k])) {
      const p = map.provinceOf(t);
      if (isSea(p) && !component.has(p)) {
        component.add(p);
        queue.push(p);
      }
    }
  }
  for (const p of component) byMap.set(p, component);
  return component;
}

/** Could a fleet in `sea` ever be part of a convoy from `from` to `to`? */
export function convoyPossible(map: GameMap, sea: ProvinceId, from: ProvinceId, to: ProvinceId): boolean {
  const seas = [...componentOf(map, sea)];
  return seas.some((s) => map.canReachProvince('F', s, from)) && seas.some((s) => map.canReachProvince('F', s, to));
}
