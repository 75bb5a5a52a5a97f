// The Ancient Mediterranean board (Don Hessong's variant, seed 004), built and validated once when
// first imported, with the same loader as the standard board. Played with `variant:
// ancient-mediterranean` (its plug-in: engine/variants/ancient-mediterranean.ts); see README.md.

import { buildMap, type ExpectedCounts, type MapData, type Passage } from '../build.js';
import { setFrenchGrammar } from '../grammar.js';
import adjacency from './data/adjacency.json' with { type: 'json' };
import grammarFr from './data/grammar-fr.json' with { type: 'json' };
import names from './data/names.json' with { type: 'json' };
import passages from './data/passages.json' with { type: 'json' };
import provinces from './data/provinces.json' with { type: 'json' };
import start from './data/starting-position.json' with { type: 'json' };
import variant from './data/variant.json' with { type: 'json' };

export { ANCIENT_MED_POWERS, ANCIENT_MED_POWER_NAMES, ancientMediterranean, type AncientMedPower } from './facts.js';
import { ANCIENT_MED_POWER_NAMES, type AncientMedPower } from './facts.js';

/** Its straits (§6) and its delta (§12): marks on edges of the adjacency, checked by the loader. In
 * data/passages.json, not variant.json, which facts.ts (and so the desk's drawings) imports whole. */
export const ANCIENT_MED_PASSAGES: readonly Passage[] = Object.freeze(
  passages.passages.map((p) => Object.freeze({ id: p.id, kind: p.kind as Passage['kind'], pairs: p.pairs.map((x) => [x[0], x[1]] as const), ...(p.spaces ? { spaces: p.spaces } : {}), seed: p.seed })),
);

export const ANCIENT_MED_COUNTS: ExpectedCounts = Object.freeze({ ...variant.counts });

/** The raw data, for tests and tools that want to alter a copy. */
export const ancientMediterraneanMapData: MapData<AncientMedPower> = {
  powers: variant.powers.map((p) => p.id) as AncientMedPower[],
  powerNames: ANCIENT_MED_POWER_NAMES,
  victoryCenters: variant.victoryCenters,
  provinces: provinces.provinces as MapData<AncientMedPower>['provinces'],
  adjacency: { army: adjacency.army, fleet: adjacency.fleet },
  startingUnits: start.units as MapData<AncientMedPower>['startingUnits'],
  names: names as MapData['names'],
  waterways: variant.waterways,
  passages: ANCIENT_MED_PASSAGES,
};

export const ancientMediterraneanMap = buildMap(ancientMediterraneanMapData, ANCIENT_MED_COUNTS);
setFrenchGrammar(ancientMediterraneanMap, grammarFr.provinces);
