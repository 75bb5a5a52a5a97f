// Province-to-province distances (number of moves through adjacent provinces, any terrain),
// as used to pick which units a power in civil disorder loses first. Computed once per map by
// breadth-first search from every province, then read from a flat table.

import type { GameMap, ProvinceId } from './types.js';

interface DistanceTable {
  index: ReadonlyMap<ProvinceId, number>;
  size: number;
  /** size x size, row = from; 255 = not connected. */
  cells: Uint8Array;
}

const UNREACHABLE = 255;
const tables = new WeakMap<GameMap, DistanceTable>();

function tableOf(map: GameMap): DistanceTable {
  let t = tables.get(map);
  if (t) return t;
  const ids = map.provinceIds;
  const index = new Map(ids.map((id, i) => [id, i]));
  const size = ids.length;
  const cells = new Uint8Array(size * size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  for (let s = 0; s < size; s++) {
    const row = s * size;
    cells[row + s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const u = queue[head++];
      const d = cells[row + u];
      for (const n of map.adjacentProvinces(ids[u])) {
        const v = index.get(n);
        if (v === undefined || cells[row + v] !== UNREACHABLE) continue;
        cells[row + v] = d + 1;
        queue[tail++] = v;
      }
    }
  }
  t = { index, size, cells };
  tables.set(map, t);
  return t;
}

/**
 * Number of moves between two provinces through adjacent provinces of any terrain
 * (0 for the same province; Infinity if they are not connected). Coasts count as their province:
 * 'stp/nc' is accepted and means 'stp'. Throws a RangeError naming an unknown province.
 */
export function provinceDistance(map: GameMap, from: ProvinceId, to: ProvinceId): number {
  const t = tableOf(map);
  const a = t.index.get(map.provinceOf(from));
  const b = t.index.get(map.provinceOf(to));
  if (a === undefined || b === undefined) {
    throw new RangeError(`provinceDistance: unknown province '${a === undefined ? from : to}'`);
  }
  const d = t.cells[a * t.size + b];
  return d === UNREACHABLE ? Infinity : d;
}
