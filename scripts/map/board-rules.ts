// What the drawing must agree with, read from the engine's standard map (the only oracle):
// province ids, terrain, supply centres, home powers, coasts and the adjacency graph.

import { standardMap, type Power, type Terrain } from '../../engine/map/index.js';

/**
 * Pairs the rules call adjacent although the board separates them by water: the drawing shows a
 * strait mark instead of a shared border. On the standard board only Denmark–Sweden (across the
 * Øresund) is such a pair: Kiel–Denmark share a land border in Jutland, and Constantinople is one
 * piece because the Sea of Marmara and both straits are drawn as its land.
 */
export const DECLARED_STRAITS: readonly (readonly [string, string])[] = [['den', 'swe']];

export interface ProvinceRules {
  id: string;
  terrain: Terrain;
  supplyCenter: boolean;
  home?: Power;
  /** 'stp/nc' … for the three two-coast provinces. */
  coasts: string[];
}

export interface BoardRules {
  provinces: ProvinceRules[];
  byId: Map<string, ProvinceRules>;
  /** Adjacent province pairs (coasts merged), each 'a-b' with a < b, sorted. */
  pairs: string[];
  /** For each coast location ('spa/nc'), the seas a fleet there can move to. */
  coastSeas: Map<string, string[]>;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function loadBoardRules(): BoardRules {
  const provinces: ProvinceRules[] = standardMap.provinceIds.map((id) => {
    const p = standardMap.province(id);
    if (!p) throw new Error(`engine map lists '${id}' but has no province record for it`);
    return {
      id,
      terrain: p.terrain,
      supplyCenter: p.supplyCenter,
      ...(p.home ? { home: p.home } : {}),
      coasts: p.coasts.map((c) => `${id}/${c}`),
    };
  });
  const byId = new Map(provinces.map((p) => [p.id, p]));
  const pairs = new Set<string>();
  for (const p of provinces) for (const q of standardMap.adjacentProvinces(p.id)) pairs.add(pairKey(p.id, q));
  const coastSeas = new Map<string, string[]>();
  for (const p of provinces) {
    for (const loc of p.coasts) {
      const seas = standardMap
        .neighbours('F', loc)
        .map((l) => standardMap.provinceOf(l))
        .filter((q) => byId.get(q)?.terrain === 'sea');
      coastSeas.set(loc, [...new Set(seas)].sort());
    }
  }
  return { provinces, byId, pairs: [...pairs].sort(), coastSeas };
}

export interface AdjacencyDiff {
  missing: string[];
  extra: string[];
  /** Declared straits that are also drawn touching (the declaration is then useless). */
  straitsDrawn: string[];
  /** Declared straits the rules do not call adjacent. */
  straitsNotInRules: string[];
}

/** Compare drawn pairs (+ declared straits) with the rules' pairs. */
export function diffAdjacency(drawn: Iterable<string>, rules: BoardRules): AdjacencyDiff {
  const drawnSet = new Set(drawn);
  const rulesSet = new Set(rules.pairs);
  const straits = DECLARED_STRAITS.map(([a, b]) => pairKey(a, b));
  const withStraits = new Set([...drawnSet, ...straits]);
  return {
    missing: rules.pairs.filter((p) => !withStraits.has(p)),
    extra: [...withStraits].filter((p) => !rulesSet.has(p)).sort(),
    straitsDrawn: straits.filter((s) => drawnSet.has(s)),
    straitsNotInRules: straits.filter((s) => !rulesSet.has(s)),
  };
}
