// `casebook replay FILE...`: reads each game record (any supported format, told from its text),
// replays it phase by phase under a preset and prints per phase "agrees" or the differences with the
// record, the casebook's side in the usual words, and who would rule as the record does.
// Exit status: 0 when every phase agrees, 1 when one differs, 2 when a record cannot be read or a
// phase cannot be ruled.

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../language/index.js';
import { render, fact } from '../language/index.js';
import { FORMAT_NAMES, importGame, importProblems, recordText, type ImportedFormat } from '../games.js';
import { gameReport, type GameReportJson, type PhaseReportJson } from '../games.js';
import { resultName } from '../protocol/index.js';
import { decodeUtf8, NOT_UTF8 } from '../util/index.js';
import { colonIn, columns, formatSteps, powerName } from './table.js';

const LABELS = {
  ruleset: { en: 'rule preset', fr: 'jeu de règles' },
  casebookSide: { en: "The casebook's ruling", fr: 'Le jugement du casebook' },
  total: { en: 'All games', fr: 'Toutes les parties' },
} as const satisfies Record<string, Record<Lang, string>>;

export interface ReplayFlags {
  ruleset?: string;
  json?: boolean;
  lang: Lang;
}

interface ReadRecord {
  source: string;
  text: string;
  companion?: string;
}

/**
 * A record's text, and for a webDiplomacy archive its companion file: FILE may be the folder holding
 * history.json and variant.json, or either file with the other beside it.
 */
export function readRecord(file: string): ReadRecord | { error: string } {
  // Strict UTF-8, as `adjudicate` reads: a byte that is not UTF-8 is refused at its place, never
  // turned into U+FFFD inside a province name.
  const readText = (name: string, shown: string = name): string => {
    const read = decodeUtf8(readFileSync(name === '-' ? 0 : name));
    if ('notUtf8' in read) throw new NotUtf8Error(`${shown}:${read.notUtf8.line}:${read.notUtf8.column}: ${NOT_UTF8}`);
    return read.text.replace(/^\uFEFF/, '');
  };
  try {
    if (file !== '-' && existsSync(file) && statSync(file).isDirectory()) {
      const history = path.join(file, 'history.json');
      const variant = path.join(file, 'variant.json');
      if (!existsSync(history) || !existsSync(variant)) return { error: `${file}: a folder is read as a webDiplomacy archive, and it must hold history.json and variant.json` };
      return { source: history, text: readText(history), companion: readText(variant) };
    }
    const source = file === '-' ? '<stdin>' : file;
    const text = readText(file, source);
    const base = path.basename(file);
    const sibling = base === 'history.json' ? 'variant.json' : base === 'variant.json' ? 'history.json' : undefined;
    const other = sibling && path.join(path.dirname(file), sibling);
    return other && existsSync(other) ? { source, text, companion: readText(other) } : { source, text };
  } catch (e) {
    if (e instanceof NotUtf8Error) return { error: e.message };
    const code = (e as NodeJS.ErrnoException).code;
    return { error: `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : (e as Error).message}` };
  }
}

class NotUtf8Error extends Error {}

interface GameOutcome {
  source: string;
  format?: ImportedFormat;
  report?: GameReportJson;
  problems?: string[];
}

/** Replays every file; returns what to print and the exit status. */
export function runReplay(files: readonly string[], flags: ReplayFlags): { stdout: string; stderr: string; status: number } {
  const outcomes: GameOutcome[] = files.map((file) => replayOne(file, flags));
  const problems = outcomes.flatMap((o) => o.problems ?? []);
  const reports = outcomes.filter((o) => o.report);
  const differs = reports.some((o) => o.report!.summary.differ > 0);
  const notRuled = reports.some((o) => o.report!.summary.notRuled > 0);
  const status = problems.length || notRuled ? 2 : differs ? 1 : 0;
  const stdout = flags.json ? JSON.stringify(jsonOf(outcomes), null, 2) + '\n' : reports.map((o) => textOf(o, flags.lang)).join('\n') + (reports.length > 1 ? totalLine(reports, flags.lang) : '');
  return { stdout, stderr: problems.map((p) => `casebook: ${p}\n`).join(''), status };
}

function replayOne(file: string, flags: ReplayFlags): GameOutcome {
  const read = readRecord(file);
  if ('error' in read) return { source: file, problems: [read.error] };
  const imported = importGame(read.text, read.companion !== undefined ? { companion: read.companion } : {});
  if (!imported.ok) {
    const all = importProblems(read.source, imported, flags.lang);
    const shown = all.slice(0, 20);
    if (all.length > shown.length) shown.push(`${read.source}: ${recordText(fact('record-more-problems', { more: all.length - shown.length, all: all.length }), flags.lang)}`);
    return { source: read.source, ...(imported.format ? { format: imported.format } : {}), problems: shown };
  }
  const report = gameReport(imported.game, flags.lang, flags.ruleset ? { ruleset: flags.ruleset } : {});
  const notRuled = report.phases.filter((p) => p.status === 'not-ruled').map((p) => `${read.source}: ${p.error}`);
  return { source: read.source, format: imported.format, report, ...(notRuled.length ? { problems: notRuled } : {}) };
}

function jsonOf(outcomes: readonly GameOutcome[]) {
  return {
    games: outcomes.map((o) => ({ source: o.source, ...(o.format ? { format: o.format } : {}), ...(o.report ?? {}), ...(o.problems ? { problems: o.problems } : {}) })),
  };
}

function textOf(o: GameOutcome, lang: Lang): string {
  const r = o.report!;
  const lines = [`${o.source}: ${FORMAT_NAMES[o.format!]}, ${render(fact('replay-phase-count', { count: r.phases.length }), lang)}, ${LABELS.ruleset[lang]} ${r.ruleset}`];
  const width = Math.max(...r.phases.map((p) => p.title.length));
  for (const p of r.phases) lines.push(...phaseLines(p, lang, width));
  lines.push(`  ${r.summary.text}`);
  if (r.stalemate) lines.push(`  ${r.stalemate.name}: ${r.stalemate.text}`);
  return lines.join('\n') + '\n';
}

function phaseLines(p: PhaseReportJson, lang: Lang, width: number): string[] {
  const status = p.status === 'not-ruled' ? render(fact('replay-not-ruled', { message: p.error ?? '' }), lang) : render(fact(p.status === 'agrees' ? 'replay-agrees' : p.status === 'differs' ? 'replay-differs' : 'replay-not-compared'), lang);
  const lines = [`  ${p.name}  ${p.title.padEnd(width)}  ${status}`];
  if (p.status !== 'differs') return lines;
  for (const d of p.differences) lines.push(`      ${d.text}`);
  if (p.explanation) {
    const rows = p.explanation.orders.map((o) => [powerName(o.power, lang), o.text, resultName(o.result, lang), o.reason]);
    if (rows.length) lines.push(`    ${LABELS.casebookSide[lang]}${colonIn(lang).trimEnd()}`, ...columns(rows, '      '));
    lines.push(...formatSteps(p.explanation.steps, lang, '    ').slice(1));
  }
  for (const t of p.agreement?.text ?? []) lines.push(`    ${t}`);
  for (const t of p.gameMasterError?.text ?? []) lines.push(`    ${t}`);
  return lines;
}

function totalLine(reports: readonly GameOutcome[], lang: Lang): string {
  const sum = (k: 'phases' | 'agree' | 'differ' | 'notCompared' | 'notRuled') => reports.reduce((n, o) => n + o.report!.summary[k], 0);
  const text = render(fact('replay-summary', { phases: sum('phases'), agree: sum('agree'), differ: sum('differ'), none: sum('notCompared'), errors: sum('notRuled') }), lang);
  return `\n${LABELS.total[lang]} (${reports.length}): ${text}\n`;
}
