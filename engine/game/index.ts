// Whole games: replay against a record, the differences, who agrees, a report in one language.
export { replayGame, type GameReplay, type PhaseRuling, type ReplayOptions } from './replay.js';
export { differencesOf, type Difference } from './differences.js';
export { agreementOf, type Agreement, type OptionChoice } from './agreement.js';
export { gameReport, type GameReportJson, type PhaseReportJson, type PhaseStatus } from './report.js';
export { comparePhases, samePhase, shortPhaseName, parseShortPhaseName } from './phase-order.js';
export type * from '../protocol/game.js';
