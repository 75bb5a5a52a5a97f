// Don Hessong's Ancient Mediterranean (seed 004, #14) as a plug-in: a board of its own, with its own
// powers and victory count, and the standard game's rules on it; its explanations name the straits
// (§6) and the delta (§12) a move or support goes across, the Nile and its canal (§11) a fleet
// sails or cannot sail, and the Diolkos (§10) a fleet crosses the isthmus by.
import { ANCIENT_MED_PASSAGES, ancientMediterranean, ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import type { VariantRules } from '../adjudicate/variant-rules.js';
import { addMessages } from '../language/render.js';
import { ANCIENT_MED_EN_MESSAGES, ANCIENT_MED_FR_MESSAGES } from '../language/messages/ancient-mediterranean.js';
import { passageNotes } from './passage-notes.js';
import { crossingNotes, waterwayNotes } from './waterway-notes.js';
import { gameByFields } from './standard.js';

/**
 * The waterways sailed between their banks (§11): the Nile and its canal. The Diolkos (§10) is the
 * isthmus crossed, giving Athens and Sparta each one continuous coast: not a river a fleet sails
 * along, so its notes are a crossing's.
 */
const SAILED = ancientMediterranean.waterways.filter((w) => w.id === 'nile' || w.id === 'canal');
const CROSSED = ancientMediterranean.waterways.filter((w) => w.id === 'diolkos');

// The notes' texts travel with the plug-in: a standard game never loads them.
addMessages('en', ANCIENT_MED_EN_MESSAGES);
addMessages('fr', ANCIENT_MED_FR_MESSAGES);

/** How the notes cite the variant's rules: "(Ancient Mediterranean, §6)". */
const CITED = { text: { en: ancientMediterranean.name.en, fr: ancientMediterranean.name.fr } };

export const ancientMediterraneanRules: VariantRules = {
  id: 'ancient-mediterranean',
  map: ancientMediterraneanMap,
  firstPhase: { season: 'spring', year: ancientMediterranean.firstYear, type: 'movement' },
  gameOf: gameByFields,
  // The variant as its French text prints it (seed 004 §2, §3), readings of the variant options beside
  // the author's rules (the board's ERRATA.md, 3 and 4): centres taken in Spring too, 13 centres to win.
  capturesCentres: (input) => input.phase.season === 'fall' || (input.phase.season === 'spring' && input.variantOptions?.ancmedCapture === 'springAndFall'),
  victoryCentres: (input) => (input.variantOptions?.ancmedVictory === '13' ? 13 : ancientMediterraneanMap.victoryCenters),
  movementNotes: (map, m, stepOf) =>
    [...passageNotes(ANCIENT_MED_PASSAGES, CITED, map, m, stepOf), ...waterwayNotes(SAILED, ANCIENT_MED_PASSAGES, CITED, map, m, stepOf), ...crossingNotes(CROSSED, CITED, map, m, stepOf)].sort((x, y) => x.step - y.step),
};
