// Don Hessong's Ancient Mediterranean (seed 004, #14) as a plug-in: a board of its own, with its own
// powers and victory count, and the standard game's rules on it.
import { ancientMediterranean, ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import type { VariantRules } from '../adjudicate/variant-rules.js';
import { gameByFields } from './standard.js';

export const ancientMediterraneanRules: VariantRules = {
  id: 'ancient-mediterranean',
  map: ancientMediterraneanMap,
  firstPhase: { season: 'spring', year: ancientMediterranean.firstYear, type: 'movement' },
  gameOf: gameByFields,
};
