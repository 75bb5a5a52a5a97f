// Whether a convoy order is possible at all. DATC v3.0 (2023 rules, issue 4.E.1; cases 6.G.7
// and 6.G.19) treats a convoy order as impossible, hence illegal and ignored, when the fleet is
// not needed by any convoy route from the army's coast to its destination, whatever the other
// fleets do. "Needed" means the fleet's sea lies on a route without a shortcut: a chain of seas
// where only the first touches the origin, only the last touches the destination, and no two
// seas that are not consecutive touch each other (otherwise a shorter route skips the fleet).
// An ignored convoy order shows no intent to convoy either (4.A.3).
import type { GameMap, ProvinceId } from '../../map/types.js';
import type { ProvinceNumbers } from '../../map/numbers.js';
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
  map: GameMap;
  /** Each sea's province number (map/numbers.ts), which is also its location number. */
  seaNumbers: readonly number[];
  next: readonly (readonly number[])[];
  /** [a * seas + b]: 1 when sea b is next to sea a (`next` as a table). */
  adjacent: Uint8Array;
  /**
   * [from * count + to] (province numbers): by province number, 1 for the seas some shortcut-free
   * route between them uses; made when first asked. Flat, read by numbers: the two Map lookups
   * and a Set's by province id it replaced made convoyPossible 1.5 % of a warm phase.
   */
  needed: (Uint8Array | undefined)[];
}
const graphs = new WeakMap<GameMap, SeaGraph>();
let lastGraph: SeaGraph | undefined;

function seaGraph(nums: ProvinceNumbers): SeaGraph {
  const map: GameMap = nums.map;
  if (lastGraph?.map === map) return lastGraph;
  let g = graphs.get(map);
  if (!g) {
    const seas = map.provinceIds.filter((p) => convoysFrom(map, p));
    const next = seas.map((s) => {
      const around = new Set(map.neighbours('F', s).map((l) => map.provinceOf(l)));
      return seas.flatMap((t, i) => (t !== s && around.has(t) ? [i] : []));
    });
    const adjacent = new Uint8Array(seas.length * seas.length);
    next.forEach((list, a) => list.forEach((b) => (adjacent[a * seas.length + b] = 1)));
    g = { map, seaNumbers: seas.map((s) => nums.of.get(s)!), next, adjacent, needed: new Array(nums.count * nums.count) };
    graphs.set(map, g);
  }
  return (lastGraph = g);
}

/** Could a fleet in the sea province number `sea` be needed by some convoy from `from` to `to` (province numbers of map/numbers.ts)? */
export function convoyPossible(nums: ProvinceNumbers, sea: number, from: number, to: number): boolean {
  const g = seaGraph(nums);
  const seas = (g.needed[from * nums.count + to] ??= neededSeas(g, nums, from, to));
  return seas[sea] === 1;
}

/**
 * Every sea on some route without a shortcut from province `from` to `to`, by province number: all
 * such routes, walked once. By numbers and tables, with indexed loops: a fresh batch meets many
 * pairs once each, and this walk (with the map's reach lookups by id it made) was 3 % of its CPU.
 */
function neededSeas(g: SeaGraph, nums: ProvinceNumbers, from: number, to: number): Uint8Array {
  const { seaNumbers, next, adjacent } = g;
  const n = seaNumbers.length;
  const touchesFrom = new Uint8Array(n);
  const touchesTo = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    // A sea's location number is its province number (map/numbers.ts).
    touchesFrom[s] = nums.fleetReach[seaNumbers[s] * nums.count + from];
    touchesTo[s] = nums.fleetReach[seaNumbers[s] * nums.count + to];
  }
  const needed = new Uint8Array(nums.count);
  const path: number[] = [];
  const onPath = new Uint8Array(n);
  const extend = (s: number): void => {
    // No shortcut: s may touch only the sea just before it on the path, and only the first sea the origin.
    for (let k = 0; k < path.length - 1; k++) if (adjacent[path[k] * n + s] === 1) return;
    if (path.length > 0 && touchesFrom[s]) return;
    path.push(s);
    onPath[s] = 1;
    if (touchesTo[s]) {
      for (let k = 0; k < path.length; k++) needed[seaNumbers[path[k]]] = 1;
    } else {
      const around = next[s];
      for (let k = 0; k < around.length; k++) if (!onPath[around[k]]) extend(around[k]);
    }
    path.pop();
    onPath[s] = 0;
  };
  for (let s = 0; s < n; s++) if (touchesFrom[s]) extend(s);
  return needed;
}
