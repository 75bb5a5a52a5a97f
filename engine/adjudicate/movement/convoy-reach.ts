// Whether a convoy order is possible at all. DATC v3.0 (2023 rules, issue 4.E.1; cases 6.G.7
// and 6.G.19) treats a convoy order as impossible, hence illegal and ignored, when the fleet is
// not needed by any convoy route from the army's coast to its destination, whatever the other
// fleets do. "Needed" means the fleet's sea lies on a route without a shortcut: a chain of seas
// where only the first touches the origin, only the last touches the destination, and no two
// seas that are not consecutive touch each other (otherwise a shorter route skips the fleet).
// An ignored convoy order shows no intent to convoy either (4.A.3).
import type { GameMap, ProvinceId } from '../../map/types.js';
import { convoyEnd, convoysLikeSea } from '../../map/terrain.js';

/**
 * The two questions of map/terrain.ts (which spaces a fleet convoys from, which spaces an army is
 * convoyed between), answered once per map for every province: the adjudicator asks them for
 * every convoy order and army move, and reading them from province objects (two shapes, with and
 * without a home power) cost more than a set of ids.
 */
interface ConvoySpaces {
  map: GameMap;
  from: ReadonlySet<ProvinceId>;
  ends: ReadonlySet<ProvinceId>;
}
let lastSpaces: ConvoySpaces | undefined;
const spacesByMap = new WeakMap<GameMap, ConvoySpaces>();

function convoySpaces(map: GameMap): ConvoySpaces {
  if (lastSpaces?.map === map) return lastSpaces;
  let s = spacesByMap.get(map);
  if (!s) {
    s = {
      map,
      from: new Set(map.provinceIds.filter((p) => convoysLikeSea(map.province(p)))),
      ends: new Set(map.provinceIds.filter((p) => convoyEnd(map.province(p)))),
    };
    spacesByMap.set(map, s);
  }
  return (lastSpaces = s);
}

/** Can a fleet standing in this space convoy? (terrain.ts: convoysLikeSea) */
export function convoysFrom(map: GameMap, space: ProvinceId): boolean {
  return convoySpaces(map).from.has(space);
}

/** Can an army be convoyed from or to this space? (terrain.ts: convoyEnd) */
export function isConvoyEnd(map: GameMap, space: ProvinceId): boolean {
  return convoySpaces(map).ends.has(space);
}

/** The seas of a map, numbered, with the seas next to each (by fleet). Built once per map. */
interface SeaGraph {
  seas: readonly ProvinceId[];
  index: ReadonlyMap<ProvinceId, number>;
  next: readonly (readonly number[])[];
  /** from -> to -> the seas some shortcut-free route between them uses. */
  needed: Map<ProvinceId, Map<ProvinceId, ReadonlySet<ProvinceId>>>;
}
const graphs = new WeakMap<GameMap, SeaGraph>();

function seaGraph(map: GameMap): SeaGraph {
  let g = graphs.get(map);
  if (g) return g;
  const seas = map.provinceIds.filter((p) => convoysFrom(map, p));
  const index = new Map(seas.map((s, i) => [s, i]));
  const next = seas.map((s) => {
    const around = new Set(map.neighbours('F', s).map((l) => map.provinceOf(l)));
    return seas.flatMap((t, i) => (t !== s && around.has(t) ? [i] : []));
  });
  g = { seas, index, next, needed: new Map() };
  graphs.set(map, g);
  return g;
}

/** Could a fleet in `sea` be needed by some convoy from `from` to `to`? */
export function convoyPossible(map: GameMap, sea: ProvinceId, from: ProvinceId, to: ProvinceId): boolean {
  const g = seaGraph(map);
  let byTo = g.needed.get(from);
  if (!byTo) g.needed.set(from, (byTo = new Map()));
  let seas = byTo.get(to);
  if (!seas) byTo.set(to, (seas = neededSeas(map, g, from, to)));
  return seas.has(sea);
}

/** Every sea on some route without a shortcut from `from` to `to`: all such routes, walked once. */
function neededSeas(map: GameMap, g: SeaGraph, from: ProvinceId, to: ProvinceId): ReadonlySet<ProvinceId> {
  const touchesFrom = Uint8Array.from(g.seas, (s) => (map.canReachProvince('F', s, from) ? 1 : 0));
  const touchesTo = Uint8Array.from(g.seas, (s) => (map.canReachProvince('F', s, to) ? 1 : 0));
  const needed = new Set<ProvinceId>();
  const path: number[] = [];
  const onPath = new Uint8Array(g.seas.length);
  const extend = (s: number): void => {
    // No shortcut: s may touch only the sea just before it on the path, and only the first sea the origin.
    for (let k = 0; k < path.length - 1; k++) if (g.next[path[k]].includes(s)) return;
    if (path.length > 0 && touchesFrom[s]) return;
    path.push(s);
    onPath[s] = 1;
    if (touchesTo[s]) for (const p of path) needed.add(g.seas[p]);
    else for (const t of g.next[s]) if (!onPath[t]) extend(t);
    path.pop();
    onPath[s] = 0;
  };
  for (let s = 0; s < g.seas.length; s++) if (touchesFrom[s]) extend(s);
  return needed;
}
