// The Ancient Mediterranean board (Don Hessong's variant, seed 004), built and validated once when
// first imported, with the same loader as the standard board. Played with `variant:
// ancient-mediterranean` (engine/variants/game.ts); see README.md.

import { buildMap, type ExpectedCounts, type MapData } from '../build.js';
import { setFrenchGrammar } from '../grammar.js';
import type { PowerName } from '../types.js';
import adjacency from './data/adjacency.json' with { type: 'json' };
import grammarFr from './data/grammar-fr.json' with { type: 'json' };
import names from './data/names.json' with { type: 'json' };
import provinces from './data/provinces.json' with { type: 'json' };
import start from './data/starting-position.json' with { type: 'json' };
import variant from './data/variant.json' with { type: 'json' };

export const ANCIENT_MED_POWERS = ['rome', 'carthage', 'greece', 'persia', 'egypt'] as const;
export type AncientMedPower = (typeof ANCIENT_MED_POWERS)[number];

/** The five powers' names (English, and French as seed 004 §1 prints them). */
export const ANCIENT_MED_POWER_NAMES: Readonly<Record<AncientMedPower, PowerName>> = Object.freeze(
  Object.fromEntries(variant.powers.map((p) => [p.id, Object.freeze(p.name)])) as Record<AncientMedPower, PowerName>,
);

/** The variant's facts other than the board: name, victory count, first year, waterways. */
export const ancientMediterranean = Object.freeze({
  id: variant.id,
  name: variant.name,
  /** Supply centres that win (18; seed 004 §2 prints 13, see ERRATA.md). */
  victoryCenters: variant.victoryCenters,
  firstYear: variant.firstYear,
  colours: Object.fromEntries(variant.powers.map((p) => [p.id, p.colour])) as Record<AncientMedPower, string>,
  waterways: variant.waterways,
});

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
};

export const ancientMediterraneanMap = buildMap(ancientMediterraneanMapData, ANCIENT_MED_COUNTS);
setFrenchGrammar(ancientMediterraneanMap, grammarFr.provinces);
