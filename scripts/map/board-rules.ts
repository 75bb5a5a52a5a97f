// What the drawing must agree with, read from the board's engine map (the only oracle):
// province ids, terrain, supply centres, home powers, coasts and the adjacency graph.

import type { Terrain } from '../../engine/map/index.js';
import type { Board, LinkStyle } from './boards.js';

export interface ProvinceRules {
  id: string;
  terrain: Terrain;
  supplyCenter: boolean;
  home?: string;
  /** 'stp/nc' … for the two-coast provinces. */
  coasts: string[];
}

export interface BoardRules {
  provinces: ProvinceRules[];
  byId: Map<string, ProvinceRules>;
  /** Adjacent province pairs (coasts merged), each 'a-b' with a < b, sorted. */
  pairs: string[];
  /** For each coast location ('spa/nc'), the seas a fleet there can move to. */
  coastSeas: Map<string, string[]>;
  /** Pairs the rules call adjacent that the drawing shows by a mark, not a shared border. */
  links: { between: [string, string]; style: LinkStyle }[];
  /** Coastal provinces that reach water only by a navigable river or canal. */
  waterwayBanks: Set<string>;
  /** Power of each home centre → fallback colour. */
  powerColours: Readonly<Record<string, string>>;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Drawn like a sea (an archipelago is water with islets, seed 004 §8). */
export const drawnAsSea = (t: Terrain | undefined): boolean => t === 'sea' || t === 'archipelago';

export function loadBoardRules(board: Board): BoardRules {
  const m = board.map;
  const provinces: ProvinceRules[] = m.provinceIds.map((id) => {
    const p = m.province(id);
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
  for (const p of provinces) for (const q of m.adjacentProvinces(p.id)) pairs.add(pairKey(p.id, q));
  const coastSeas = new Map<string, string[]>();
  for (const p of provinces) {
    for (const loc of p.coasts) {
      const seas = m
        .neighbours('F', loc)
        .map((l) => m.provinceOf(l))
        .filter((q) => byId.get(q)?.terrain === 'sea');
      coastSeas.set(loc, [...new Set(seas)].sort());
    }
  }
  return {
    provinces,
    byId,
    pairs: [...pairs].sort(),
    coastSeas,
    links: board.links.map((l) => ({ between: [l.between[0], l.between[1]], style: l.style })),
    waterwayBanks: new Set(board.waterwayBanks),
    powerColours: board.powerColours,
  };
}

export interface AdjacencyDiff {
  missing: string[];
  extra: string[];
  /** Declared links that are also drawn touching (the declaration is then useless). */
  straitsDrawn: string[];
  /** Declared links the rules do not call adjacent. */
  straitsNotInRules: string[];
}

/** Compare drawn pairs (+ declared links) with the rules' pairs. */
export function diffAdjacency(drawn: Iterable<string>, rules: BoardRules): AdjacencyDiff {
  const drawnSet = new Set(drawn);
  const rulesSet = new Set(rules.pairs);
  const straits = rules.links.map(({ between: [a, b] }) => pairKey(a, b));
  const withStraits = new Set([...drawnSet, ...straits]);
  return {
    missing: rules.pairs.filter((p) => !withStraits.has(p)),
    extra: [...withStraits].filter((p) => !rulesSet.has(p)).sort(),
    straitsDrawn: straits.filter((s) => drawnSet.has(s)),
    straitsNotInRules: straits.filter((s) => !rulesSet.has(s)),
  };
}
