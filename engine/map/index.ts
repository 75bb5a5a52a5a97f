// Public API of the map module.

export * from './types.js';
export { buildMap, MapDataError, STANDARD_COUNTS, nameIndexOf, type MapData, type ExpectedCounts, type Passage, type Waterway } from './build.js';
export { provinceDistance } from './distance.js';
export { foldName, coastName, locName, type NameIndex, type NamesData, type AliasLists } from './names.js';
export { standardMap, standardMapData } from './standard.js';
export { POWER_NAMES } from './powers.js';
export { convoysLikeSea, convoyEnd } from './terrain.js';
// The other board's facts (names, colours, first year); its board itself is ./ancient-mediterranean/index.ts, loaded with its variant.
export { ANCIENT_MED_POWERS, ANCIENT_MED_POWER_NAMES, ancientMediterranean, type AncientMedPower } from './ancient-mediterranean/facts.js';

import { standardMap } from './standard.js';
import type { NameLookup } from './types.js';

/** Look a name up on the standard map (see GameMap.lookup). */
export const lookup = (text: string): NameLookup => standardMap.lookup(text);
