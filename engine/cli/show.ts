// `casebook show CASE-ID`: one case in the terminal, phase by phase: the position, each order with the
// book's result, the engine's result and its reason, then what follows and the steps. The same
// facts as the case's page on the site and `casebook adjudicate --explain`, through
// engine/casebook/report.ts.

import path from 'node:path';
import { adjudicatePhase, boardOf } from '../adjudicate/index.js';
import { CASES_DIR, caseReport, DOCS, editDistance, findCaseFiles, formatProblem, loadCaseFile, naturalCompare, sectionIn, type Lang } from '../casebook/index.js';
import type { GameMap } from '../map/index.js';
import { resultName, type CaseReportJson } from '../protocol/index.js';
import { colonIn, columns, formatOutcome, formatSteps, formatUnits, heading, phaseName, placeName, powerName, unitName } from './table.js';

/** A case that cannot be shown: the message is printed as it is. */
export class ShowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShowError';
  }
}

/**
 * The case id a file holds, from its name (cases/FORMAT.md: the file name is the id; prose files may
 * drop the "prose-" prefix, DATC files drop "datc-").
 */
export function idOfFile(file: string, casesDir: string = CASES_DIR): string {
  const base = path.basename(file).replace(/\.ya?ml$/, '');
  const group = path.relative(casesDir, path.dirname(file));
  if (group === 'datc' && !base.startsWith('datc-')) return `datc-${base}`;
  if (group === 'prose' && !base.startsWith('prose-')) return `prose-${base}`;
  if (group === 'ancient-mediterranean' && !base.startsWith('ancmed-')) return `ancmed-${base}`;
  return base;
}

/** The file of case `id` ("schema-13", "prose-two-coast-swap", "datc-6.F.14" or just "6.F.14"). */
export function findCase(id: string, casesDir: string = CASES_DIR): string {
  const files = findCaseFiles(casesDir);
  const ids = new Map(files.map((f) => [idOfFile(f, casesDir), f]));
  const wanted = /^6\.[A-J]\.\d/.test(id) ? `datc-${id}` : id;
  const file = ids.get(wanted) ?? [...ids].find(([k]) => k.toLowerCase() === wanted.toLowerCase())?.[1];
  if (file) return file;
  const close = closest(wanted.toLowerCase(), [...ids.keys()]);
  const hint = close.length ? ` (did you mean ${close.join(' or ')}?)` : '';
  throw new ShowError(`no case "${id}"${hint}; the cases are the files under ${path.relative(process.cwd(), casesDir) || '.'}/`);
}

/** The ids nearest to `wanted`, at most two edits away (the three first of those equally near). */
function closest(wanted: string, ids: string[]): string[] {
  const scored = ids.map((id) => ({ id, d: editDistance(wanted, id.toLowerCase()) })).filter((x) => x.d <= 2);
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).map((x) => x.id).sort(naturalCompare).slice(0, 3);
}

/** Load and rule case `id` in `lang`. */
export function showCase(id: string, lang: Lang, casesDir: string = CASES_DIR): CaseReportJson {
  const { c, map } = loadCase(id, casesDir);
  return caseReport(c, lang, (input) => adjudicatePhase(boardOf(input), input), map, { names: true });
}

/** Case `id` as text for the terminal, its places named on its own board. */
export function showCaseText(id: string, lang: Lang, casesDir: string = CASES_DIR): string {
  const { c, map } = loadCase(id, casesDir);
  return formatCase(caseReport(c, lang, (input) => adjudicatePhase(boardOf(input), input), map, { names: true }), lang, map);
}

function loadCase(id: string, casesDir: string) {
  const file = findCase(id, casesDir);
  const loaded = loadCaseFile(path.relative(process.cwd(), file));
  if (!loaded.ok) throw new ShowError(`the case file has problems:\n${loaded.problems.map(formatProblem).join('\n')}`);
  const c = loaded.loaded.data;
  // The case's own board (the loader has checked its variant already).
  return { c, map: boardOf({ variant: c.variant }) };
}

const WORDS = {
  source: { en: 'Source', fr: 'Source' },
  rules: { en: 'rules', fr: 'règles' },
  book: { en: 'The book', fr: 'Le livre' },
  notes: { en: 'Notes', fr: 'Notes' },
  errata: { en: 'Errata', fr: 'Errata' },
  printed: { en: 'printed', fr: 'imprimé' },
  read: { en: 'read', fr: 'lu' },
  position: { en: 'Position:', fr: 'Position\u00a0:' },
  dislodgedBefore: { en: 'Dislodged, to retreat:', fr: 'Délogées, qui doivent battre en retraite\u00a0:' },
  power: { en: 'power', fr: 'puissance' },
  order: { en: 'order', fr: 'ordre' },
  bookResult: { en: 'book', fr: 'livre' },
  engineResult: { en: 'engine', fr: 'moteur' },
  reason: { en: 'reason', fr: 'raison' },
  because: { en: 'because', fr: 'car' },
  differs: { en: 'the engine differs from the book', fr: 'le moteur diffère du livre' },
  notRun: { en: 'Not ruled:', fr: 'Non jugée\u00a0:' },
  erratum: { en: 'erratum', fr: 'erratum' },
  geography: { en: 'Where a lone unit may move', fr: 'Où une unité seule peut aller' },
  exactly: { en: 'exactly', fr: 'exactement' },
  notReaches: { en: 'not', fr: 'pas' },
  engineReaches: { en: 'the engine', fr: 'le moteur' },
} as const satisfies Record<string, Record<Lang, string>>;

const w = (key: keyof typeof WORDS, lang: Lang) => WORDS[key][lang];

/** The case as text for the terminal. */
export function formatCase(r: CaseReportJson, lang: Lang, map?: GameMap): string {
  const colon = colonIn(lang);
  const lines: string[] = [`${r.id} · ${r.title}`];
  const section = r.source.section ? `, ${sectionIn(r.source.section, lang)}` : '';
  lines.push(`${w('source', lang)}${colon}${r.source.ref}${section} (${DOCS[r.source.doc]?.short[lang] ?? r.source.doc}) · ${r.rules.length ? `${w('rules', lang)} ${r.rules.join(', ')} · ` : ''}${r.ruleset}`);
  lines.push('', heading(w('book', lang), lang), ...wrap(r.book, '  '));
  if (r.notes) lines.push('', heading(w('notes', lang), lang), ...wrap(r.notes, '  '));
  for (const g of r.geography ?? []) {
    if (g === r.geography![0]) lines.push('', heading(w('geography', lang), lang));
    const places = (list: readonly string[]) => list.map((l) => placeName(l, lang, map)).join(', ');
    const semi = lang === 'fr' ? ' ; ' : '; ';
    const book = [g.reaches ? `${places(g.reaches)}${g.exactly ? ` (${w('exactly', lang)})` : ''}` : '', g.notReaches ? `${w('notReaches', lang)} ${places(g.notReaches)}` : ''].filter(Boolean).join(semi);
    const [type, loc] = g.unit.split(' ');
    lines.push(`  ${g.agrees ? ' ' : '✗'} ${unitName(type, loc, lang, map)}${colon}${w('bookResult', lang)} ${book}${semi}${w('engineReaches', lang)} ${places(g.engine)}`);
  }
  for (const ph of r.phases) {
    lines.push('', `== ${phaseName(ph.phase, lang)}`);
    if (ph.position) {
      lines.push(w('position', lang), ...formatUnits(ph.position.units, lang, '  ', map));
      if (ph.position.dislodged?.length) {
        lines.push(`${w('dislodgedBefore', lang)} ${ph.position.dislodged.map((d) => `${powerName(d.power, lang)} ${unitName(d.type, d.loc, lang, map)}`).join(', ')}`);
      }
    }
    lines.push('');
    const asserts = ph.orders.some((o) => o.because);
    const header = ['', w('power', lang), w('order', lang), w('bookResult', lang), w('engineResult', lang), w('rules', lang), ...(asserts ? [w('because', lang)] : []), w('reason', lang)];
    const rows = ph.orders.map((o) => [
      o.result !== undefined && o.result !== o.expected ? '✗' : ' ',
      powerName(o.power, lang),
      o.printed ? `${o.text}  [${w('printed', lang)} "${o.printed}"${o.erratum ? `, ${w('erratum', lang)} ${o.erratum}` : ''}]` : o.text,
      resultName(o.expected, lang),
      o.result === undefined ? '-' : resultName(o.result, lang),
      (o.rules ?? []).join(', '),
      ...(asserts ? [(o.because ?? []).join(', ')] : []),
      o.reason ?? '',
    ]);
    lines.push(...columns([header, ...rows], ''));
    if (ph.orders.some((o) => o.result !== undefined && o.result !== o.expected)) lines.push(`✗ ${w('differs', lang)}`);
    if (ph.error) lines.push('', `${w('notRun', lang)} ${ph.error}`);
    if (ph.output) lines.push('', ...formatOutcome(ph.output, lang, '', map));
    lines.push(...formatSteps(ph.explanation, lang));
  }
  if (r.errata?.length) {
    lines.push('', heading(w('errata', lang), lang));
    for (const e of r.errata) {
      lines.push(`  ${e.id}. ${w('printed', lang)} "${e.printed}", ${w('read', lang)} "${e.read}"`, ...wrap(e.why, '     '));
    }
  }
  return lines.join('\n') + '\n';
}

/** Folds a paragraph at word boundaries, lines of at most `width` characters. */
function wrap(text: string, indent: string, width = 100): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
}
