// Public API of the formats: the order file (the phase as a player writes it, Intimate's lines
// included), the text of a phase as `casebook adjudicate` reads it, and the dispute desk's links.
export { formatOrderFile, orderFileVariant, parseOrderFile, type FileProblem, type OrderFileOptions } from './order-file.js';
export { moreProblemsLine, phaseFromText } from './phase-text.js';
export { gameMasterPrepared, gameMasterToLoad, prepareAllVariants, prepareGameMaster, prepareVariant, readOrderText, variantPrepared } from './order-text.js';
export { decodeDesk, encodeDesk, linkLimitOf, GAME_LINK_PREFIX, LINK_PREFIX, MAX_FRAGMENT, MAX_GAME_TEXT, MAX_TEXT, type DecodedLink, type DeskState, type LinkProblem } from './desk-link.js';
export { readJson, type JsonProblem } from './json-text.js';
export { formatPostalReport, postalReportData, readPostalReport, isPostalReport, type PostalReportData, type ReadReport, type ReportLang } from './postal-report.js';
export { nextPhaseText } from './next-phase-text.js';
