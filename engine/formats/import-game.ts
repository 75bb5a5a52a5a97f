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
import { formatProblem, MAX_RECORD_CHARS, parseJsonText, type RecordProblem } from './records/problems.js';
import { phaseFromText } from './phase-text.js';

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
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, problems: [{ at: '1:1', message: 'the text is empty' }] };
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problems: [{ at: '1:1', message: `the text is ${text.length} characters long, more than the ${MAX_RECORD_CHARS} a game record may be` }] };
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(body)) return importJson(body, opts);
  if (isJudgeOutput(body)) return tagged(readJudgeOutput(body), 'judge');
  if (PHASE_LINE.test(body)) return onePhase(body);
  return {
    ok: false,
    problems: [
      {
        at: '1:1',
        message:
          'not a game record the casebook reads: expected a game JSON (dipcc, Cicero, diplomacy-py, or a casebook game file), a webDiplomacy history.json with its variant.json, judge reports ("Movement results for Spring of 1901."), or one phase ("Spring 1901" and its orders)',
      },
    ],
  };
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
    if (other && !other.ok) return { ok: false, problems: other.problems.map((p) => ({ ...p, at: `companion:${p.at}` })), format: 'webdiplomacy' };
    const [history, variant] = isWebDiplomacyHistory(json) ? [json, other?.value] : [other?.value, json];
    if (history === undefined || variant === undefined) {
      const missing = history === undefined ? 'history.json' : 'variant.json';
      return { ok: false, format: 'webdiplomacy', problems: [{ at: '/', message: `a webDiplomacy archive is read with its map: this is its ${missing === 'history.json' ? 'variant.json' : 'history.json'}, give its ${missing} too (both files, or the folder that holds them)` }] };
    }
    return tagged(readWebDiplomacyArchive(history, variant), 'webdiplomacy');
  }
  if (typeof json === 'object' && json !== null && 'phase' in json && 'units' in json) return onePhase(text);
  return {
    ok: false,
    problems: [{ at: '/', message: 'a JSON text the casebook does not read as a game: a game JSON has "phases" (each with "name" and "state", or "turn" and "phase"), a casebook game file says "format": "casebook-game", a phase has "phase", "units" and "orders"' }],
  };
}

/** One phase (a JSON phase or an order file) as a game of one phase, with the board it gives. */
function onePhase(text: string): ImportResult {
  const read = phaseFromText(text, '');
  if ('problems' in read) {
    return { ok: false, format: 'phase', problems: read.problems.map((p) => ({ at: /^:(\d+:\d+)/.exec(p)?.[1] ?? '1:1', message: p.replace(/^:(\d+:\d+: )?/, '') })) };
  }
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

/** The problems of a refused import as lines `source:place (phase): message`. */
export function importProblems(source: string, result: Extract<ImportResult, { ok: false }>): string[] {
  return result.problems.map((p) => formatProblem(source, p));
}
