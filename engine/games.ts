// The whole-game API, a second entry of the package (`diplomacy-casebook/games`): reading game records
// of any supported format, replaying them against what they published, the report in English or
// French, the next phase as a text to type into, and the casebook's game file. Kept apart from the
// main entry (engine/index.ts) so that a page that rules phases does not load the record readers
// (Zod). See engine/game/README.md.
import * as fluent from '@fluent/bundle';
import { provideFluent } from './language/render.js';
import { installCatalogue } from './variants/catalogue.js';

provideFluent(fluent);
// The registry knows every variant; the standard game's plug-in is at hand. A game of another
// variant is replayed once `await prepareVariant(game.variant)` has loaded its plug-in (a bundle
// then carries that variant only when a game names it), and a game that uses the game master's
// chapter (order sheets, NMR, conditional orders, the end of the game) once `await
// prepareGameMaster()` has loaded it (a phase that needs it before is refused, never ruled without it).
installCatalogue();

export { prepareVariant, prepareAllVariants, prepareGameMaster } from './formats/phase-text.js';

export { importGame, importProblems, importProblemsShown, FORMAT_NAMES, type ImportResult, type ImportOptions, type ImportedFormat, type ShownProblem } from './formats/import-game.js';
export { readGameFile, writeGameFile, gameFileSchema, GAME_FILE_FORMAT, GAME_FILE_VERSION } from './formats/game-file.js';
export { nextPhaseText } from './formats/next-phase-text.js';
export { formatProblem, problemText, type RecordProblem } from './formats/records/problems.js';
export { recordText } from './formats/record-messages.js';
export { replayGame, gameReport, agreementOf, differencesOf, shortPhaseName, parseShortPhaseName, comparePhases } from './game/index.js';
export type { GameReplay, PhaseRuling, ReplayOptions, Difference, Agreement, OptionChoice, GameReportJson, PhaseReportJson, PhaseStatus } from './game/index.js';
export type * from './protocol/game.js';
