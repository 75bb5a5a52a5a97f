// Provinces and locations numbered once per map, with the adjudicator's questions about them as flat
// tables: per-phase work then indexes arrays by number instead of hashing strings (which costs
// most when the JIT has not warmed up yet). Provinces are numbered by their place in
// map.provinceIds, and a province id is the location of the same number; coasts come after. Works for any
// GameMap; the last map asked is remembered, since a batch uses one.
import { convoyEnd, convoysLikeSea } from './terrain.js';
import type { GameMap, LocId, ProvinceId, UnitType } from './types.js';

export interface ProvinceNumbers {
  readonly map: GameMap<string>;
  readonly count: number;
  /** Province id -> its number; undefined for anything that is not a province of this map. */
  readonly of: ReadonlyMap<ProvinceId, number>;
  /** Number -> province id. */
  readonly ids: readonly ProvinceId[];
  /** Location id ('lon', 'stp/nc') -> its number; undefined for anything else. */
  readonly locOf: ReadonlyMap<LocId, number>;
  readonly locCount: number;
  /** Number -> location id. */
  readonly locIds: readonly LocId[];
  /** By province: the numbers of the locations a fleet may stand on there (its coasts, or the province). */
  readonly fleetLocs: readonly Int32Array[];
  /** Location number -> its province's number. */
  readonly locProvince: Int32Array;
  /** [from * locCount + to]: 1 when a unit of that type moves from one location to the other in one step. */
  readonly armyMove: Uint8Array;
  readonly fleetMove: Uint8Array;
  /** [from * count + province]: 1 when a unit of that type at the location reaches some location of the province. */
  readonly armyReach: Uint8Array;
  readonly fleetReach: Uint8Array;
  /** By province: a fleet there convoys (terrain.ts: convoysLikeSea); an army is convoyed from or to there (convoyEnd). */
  readonly convoysFrom: Uint8Array;
  readonly convoyEnd: Uint8Array;
  /** By province: the provinces a fleet standing there reaches in one step. */
  readonly fleetNext: readonly Int32Array[];
  /**
   * By location number: the locations a unit of that type moves to in one step (their numbers),
   * in the order of their ids, the order retreat lists are written in.
   */
  readonly next: { readonly A: readonly Int32Array[]; readonly F: readonly Int32Array[] };
  /** By location number: a unit's name there as results write it ("A par", "F stp/sc"), made once per map. */
  readonly unitNames: { readonly A: readonly string[]; readonly F: readonly string[] };
}

const byMap = new WeakMap<GameMap<string>, ProvinceNumbers>();
let last: ProvinceNumbers | undefined;

export function provinceNumbers(map: GameMap<string>): ProvinceNumbers {
  if (last?.map === map) return last;
  let n = byMap.get(map);
  if (!n) {
    n = numberMap(map);
    byMap.set(map, n);
  }
  return (last = n);
}

function numberMap(map: GameMap<string>): ProvinceNumbers {
  const ids = map.provinceIds;
  const count = ids.length;
  const of = new Map(ids.map((p, k) => [p, k]));
  const locOf = new Map<LocId, number>();
  const locProvinceList: number[] = [];
  const locIds: LocId[] = [];
  const addLoc = (loc: LocId, k: number) => {
    if (locOf.has(loc)) return;
    locOf.set(loc, locProvinceList.length);
    locProvinceList.push(k);
    locIds.push(loc);
  };
  // A province's own id comes first, so its location number is its province number.
  ids.forEach((p, k) => addLoc(p, k));
  ids.forEach((p, k) => {
    for (const loc of map.locsOf(p, 'F')) addLoc(loc, k);
  });
  const locCount = locProvinceList.length;
  const locProvince = Int32Array.from(locProvinceList);
  const tables = (type: UnitType) => {
    const move = new Uint8Array(locCount * locCount);
    const reach = new Uint8Array(locCount * count);
    for (const [loc, from] of locOf) {
      for (const to of map.neighbours(type, loc)) {
        const t = locOf.get(to);
        if (t === undefined) continue;
        move[from * locCount + t] = 1;
        reach[from * count + locProvince[t]] = 1;
      }
    }
    return { move, reach };
  };
  // Neighbours off this map are left out (none on a checked map).
  const nextOf = (type: UnitType) =>
    locIds.map((l) => Int32Array.from([...map.neighbours(type, l)].sort().flatMap((to) => (locOf.has(to) ? [locOf.get(to)!] : []))));
  const army = tables('A');
  const fleet = tables('F');
  const convoysFrom = Uint8Array.from(ids, (p) => (convoysLikeSea(map.province(p)) ? 1 : 0));
  const convoyEndTable = Uint8Array.from(ids, (p) => (convoyEnd(map.province(p)) ? 1 : 0));
  const fleetLocs = ids.map((p) => Int32Array.from(map.locsOf(p, 'F'), (l) => locOf.get(l)!));
  const fleetNext = ids.map((p) => Int32Array.from(new Set(map.neighbours('F', p).map((l) => of.get(map.provinceOf(l))!))));
  return {
    map,
    count,
    of,
    // A copy: the board's list is frozen, and V8 (Node 20) reads a frozen array's elements through a generic IC, even in optimised code (indexUnitsByProvince reads it once per unit: warm phase 97.8k -> 95.1k instructions).
    ids: [...ids],
    locOf,
    locCount,
    locIds,
    fleetLocs,
    locProvince,
    armyMove: army.move,
    fleetMove: fleet.move,
    armyReach: army.reach,
    fleetReach: fleet.reach,
    convoysFrom,
    convoyEnd: convoyEndTable,
    fleetNext,
    next: { A: nextOf('A'), F: nextOf('F') },
    unitNames: { A: locIds.map((l) => `A ${l}`), F: locIds.map((l) => `F ${l}`) },
  };
}
