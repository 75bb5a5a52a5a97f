// Any text the casebook reads as a game, its format told from the text itself: our game file, the
// dipcc/Cicero/diplomacy-py game JSON, webDiplomacy's archive (history.json with its variant.json, or
// both in one object), a judge's result reports, and a single phase (JSON or an order file) as a game
// of one phase. The desk's import box and `casebook replay` both come through here.

import type { GameJson } from '../protocol/game.js';
import type { PhaseInput } from '../protocol/types.js';
import { gameFromJson, isGameFile } from './game-file.js';
import { isCiceroGame, readCiceroGame } from './records/cicero.js';
import { isJudgeOutput, readJudgeOutput } from './records/judge.js';
import { isWebDiplomacyBundle, isWebDiplomacyHistory, isWebDiplomacyVariant, readWebDiplomacyArchive } from './records/webdiplomacy.js';
import { formatProblem, MAX_RECORD_CHARS, movedProblem, parseJsonText, problem, problemText, tooLong, type RecordProblem } from './records/problems.js';
import { fact, type Lang } from '../language/index.js';
import { ownLinesLoaded, readOrderText } from './order-text.js';
import { readJson } from './json-text.js';
import { orderFileVariantAt } from './order-file.js';
import { resolveVariant } from '../adjudicate/variant-rules.js';

export type ImportedFormat = 'casebook' | 'cicero' | 'webdiplomacy' | 'judge' | 'phase';

export const FORMAT_NAMES: Readonly<Record<ImportedFormat, string>> = {
  casebook: 'casebook game file',
  cicero: 'dipcc / Cicero / diplomacy-py game JSON',
  webdiplomacy: 'webDiplomacy game archive',
  judge: 'judge result reports (njudge)',
  phase: 'one phase (JSON or order file)',
};

export interface ImportOptions {
  /** webDiplomacy: the game's variant.json, when `text` is its history.json (or the reverse). */
  companion?: string;
}

export type ImportResult = { ok: true; game: GameJson; format: ImportedFormat } | { ok: false; problems: RecordProblem[]; format?: ImportedFormat };

const PHASE_LINE = /^\s*(spring|fall|autumn|winter|printemps|automne|hiver)\s+\d{1,4}\b/im;

/** Reads a game from any supported text. Never throws; a refusal lists every problem found, each with its place. */
export function importGame(text: string, opts: ImportOptions = {}): ImportResult {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, problems: [problem('1:1', fact('record-empty'))] };
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problems: [tooLong(text.length)] };
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(body)) return importJson(body, opts);
  if (isJudgeOutput(body)) return tagged(readJudgeOutput(body), 'judge');
  if (PHASE_LINE.test(body)) return onePhase(body);
  return { ok: false, problems: [problem('1:1', fact('record-not-a-record'))] };
}

function tagged(read: { ok: true; value: GameJson } | { ok: false; problems: RecordProblem[] }, format: ImportedFormat): ImportResult {
  return read.ok ? { ok: true, game: read.value, format } : { ok: false, problems: read.problems, format };
}

function importJson(text: string, opts: ImportOptions): ImportResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const json = parsed.value;
  if (isGameFile(json)) return tagged(gameFromJson(json), 'casebook');
  if (isCiceroGame(json)) return tagged(readCiceroGame(json), 'cicero');
  if (isWebDiplomacyBundle(json)) {
    const { history, variant } = json as { history: unknown; variant: unknown };
    return tagged(readWebDiplomacyArchive(history, variant), 'webdiplomacy');
  }
  if (isWebDiplomacyHistory(json) || isWebDiplomacyVariant(json)) {
    const other = opts.companion === undefined ? undefined : parseJsonText(opts.companion);
    if (other && !other.ok) return { ok: false, problems: other.problems.map((p) => movedProblem(p, `companion:${p.at}`)), format: 'webdiplomacy' };
    const [history, variant] = isWebDiplomacyHistory(json) ? [json, other?.value] : [other?.value, json];
    if (history === undefined || variant === undefined) {
      return { ok: false, format: 'webdiplomacy', problems: [problem('/', fact('record-webdiplomacy-companion', { given: history === undefined ? 'variant' : 'history' }))] };
    }
    return tagged(readWebDiplomacyArchive(history, variant), 'webdiplomacy');
  }
  if (typeof json === 'object' && json !== null && 'phase' in json && 'units' in json) return onePhase(text);
  return { ok: false, problems: [problem('/', fact('record-json-not-a-game'))] };
}

/** One phase (a JSON phase or an order file) as a game of one phase, with the board it gives. */
function onePhase(text: string): ImportResult {
  const read = readPhase(text);
  if ('problems' in read) return { ok: false, format: 'phase', problems: read.problems };
  const input: PhaseInput = read.input;
  const position = {
    units: input.units,
    // A phase's `retreats` are checked against the board, never taken on trust: a game does not keep them.
    ...(input.dislodged ? { dislodged: input.dislodged.map(({ retreats: _retreats, ...d }) => d) } : {}),
    ...(input.contested ? { contested: input.contested } : {}),
    ...(input.supplyCenters ? { supplyCenters: input.supplyCenters } : {}),
  };
  const game: GameJson = {
    ...(input.variant !== undefined ? { variant: input.variant } : {}),
    ...(input.ruleset !== undefined ? { ruleset: input.ruleset } : {}),
    origin: { format: 'casebook' },
    phases: [{ phase: input.phase, position, orders: input.orders }],
  };
  return { ok: true, game, format: 'phase' };
}

/**
 * A phase's text as `casebook adjudicate` reads it (./phase-text.ts), its problems kept as facts:
 * the order reader's own (an order it cannot read) are said in either language; the order file's
 * other lines have English sentences only (order-file.ts), passed on as they are.
 */
function readPhase(text: string): { input: PhaseInput } | { problems: RecordProblem[] } {
  if (/^\s*[{[]/.test(text)) {
    const json = readJson(text);
    return 'problem' in json ? { problems: [problem(`${json.problem.line}:${json.problem.column}`, json.problem.fact)] } : { input: json.value as PhaseInput };
  }
  const named = orderFileVariantAt(text);
  const board = resolveVariant(named?.name);
  const at = named ? `${named.line}:${named.column}` : '1:1';
  if ('error' in board) return { problems: [problem(at, board.fact)] };
  // Intimate Diplomacy's lines are read by a module loaded with the variant: a caller that did not load it is told, never thrown at.
  if (!ownLinesLoaded(board.id)) return { problems: [problem(at, fact('record-variant-lines-not-loaded', { id: board.id }))] };
  const read = readOrderText(text);
  if (!read.input) return { problems: read.problems.map((p) => problem(`${p.line}:${p.column}`, p.fact ?? fact('plain', { text: p.message }))) };
  return { input: read.input };
}

/** The problems of a refused import as lines `source:place (phase): message`, in `lang` (English by default). */
export function importProblems(source: string, result: Extract<ImportResult, { ok: false }>, lang: Lang = 'en'): string[] {
  return result.problems.map((p) => formatProblem(source, p, lang));
}

/** One problem of a refused import for a page: its place, its phase (if known) and what is wrong, in `lang`. */
export interface ShownProblem {
  at: string;
  phase?: string;
  text: string;
}

/** The problems of a refused import, each in `lang`, the place apart (the desk shows it as a link to the place). */
export function importProblemsShown(result: Extract<ImportResult, { ok: false }>, lang: Lang): ShownProblem[] {
  return result.problems.map((p) => ({ at: p.at, ...(p.phase ? { phase: p.phase } : {}), text: problemText(p, lang) }));
}
