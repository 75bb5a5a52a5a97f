// Provinces numbered 0..n-1 (their place in map.provinceIds), once per map: per-phase tables are
// then plain arrays indexed by number instead of maps keyed by strings, which V8 builds and grows
// slowly. Works for any GameMap; the last map asked is remembered, since a batch uses one.
import type { GameMap, ProvinceId } from './types.js';

export interface ProvinceNumbers {
  readonly map: GameMap<string>;
  readonly count: number;
  /** Province id -> its number; undefined for anything that is not a province of this map. */
  readonly of: ReadonlyMap<ProvinceId, number>;
}

const byMap = new WeakMap<GameMap<string>, ProvinceNumbers>();
let last: ProvinceNumbers | undefined;

export function provinceNumbers(map: GameMap<string>): ProvinceNumbers {
  if (last?.map === map) return last;
  let n = byMap.get(map);
  if (!n) {
    n = { map, count: map.provinceIds.length, of: new Map(map.provinceIds.map((p, k) => [p, k])) };
    byMap.set(map, n);
  }
  return (last = n);
}
