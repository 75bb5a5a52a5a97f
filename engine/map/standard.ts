// The standard board, built and validated once when first imported.

import { buildMap, type MapData } from './build.js';
import adjacency from './data/adjacency.json' with { type: 'json' };
import names from './data/names.json' with { type: 'json' };
import provinces from './data/provinces.json' with { type: 'json' };
import start from './data/starting-position.json' with { type: 'json' };

/** The raw standard data, for tests and tools that want to alter a copy. */
export const standardMapData: MapData = {
  provinces: provinces.provinces as MapData['provinces'],
  adjacency: { army: adjacency.army, fleet: adjacency.fleet },
  startingUnits: start.units as MapData['startingUnits'],
  names: names as MapData['names'],
  /** The 2000 rulebook: a power owning 18 of the 34 centres wins. */
  victoryCenters: 18,
};

export const standardMap = buildMap(standardMapData);
