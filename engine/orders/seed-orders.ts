// Extract the orders printed in the seed texts, with their line numbers, so that tests can parse
// every one of them and the cases can cite them. Pure functions over the text: no I/O here.
//
// 000 (2000 French rulebook):
//   diagram   a power heading in capitals ("ALLEMAGNE :", "RUSSE :"), possibly with an order after
//             it, then order lines ("A Ber – Sil"), blank lines and further headings. Labelled
//             "Schéma N" when the block follows that caption directly, else by the section heading
//             (the unnumbered diagram under "UN SOUTIEN NE PEUT PAS ÊTRE CONVOYÉ").
//             "A / B" on one line is two orders (schéma 19). Markdown emphasis (*) is dropped.
//   sample    "EXEMPLE DE PARTIE": season headings, "Power : order, order," lines and their
//             continuation lines (movement); then the quoted orders « … » of the "Retraites" (retreat)
//             and "Constructions" (adjustment) paragraphs; the power is the last power named
//             before the quote, and a removal keeps the book's verb ("démobilise A Gal.").
//   prose     outside those: lines that are nothing but orders ("F Lon xxx", "X ou Y"), and orders
//             quoted « … » or in parentheses in running text, if they have at least three words
//             (so « A Paris », a unit, is left out).
// 001 (I want you for Diplomacy):
//   example   lines "Power   ORDER, ORDER" whose first order is in the upper-case report style, and
//             their indented continuation lines. Labelled "Exemple N" when under that heading, else
//             by section number (§2.12.2).
//   prose     upper-case orders in running text ("Par exemple, A TYR-MUN, A BOU S A TYR-MUN."):
//             from "A XXX"/"F XXX" up to a comma, a word with a lower-case letter, or an
//             unmatched ')'. A bare unit ("A PAR") is an order only after "construire"/"retirer"
//             or in the list that follows them (adjustment phase); other bare units are mentions.

import type { Power } from '../map/types.js';
import type { PhaseType } from './ast.js';

export interface SeedOrder {
  /** Seed file name. */
  doc: string;
  /** 1-based line number in the seed file. */
  line: number;
  /** Exactly as printed (after dropping markdown emphasis). */
  printed: string;
  /** The text to parse: `printed`, preceded by the book's verb for 000's removals. */
  text: string;
  phase: PhaseType;
  power?: Power;
  /** "Schéma 12", "Printemps 1901", "Exemple 5", "§2.12.2", or a section heading. */
  where: string;
  source: 'diagram' | 'sample-game' | 'example' | 'prose';
}

const FRENCH_POWERS: Record<string, Power> = {
  allemagne: 'germany',
  angleterre: 'england',
  autriche: 'austria',
  'autriche-hongrie': 'austria',
  france: 'france',
  italie: 'italy',
  russie: 'russia',
  russe: 'russia',
  turquie: 'turkey',
};

function powerOf(name: string): Power | undefined {
  return FRENCH_POWERS[name.toLowerCase()];
}

const DIAGRAM_HEADING = /^\s*(ALLEMAGNE|ANGLETERRE|AUTRICHE|FRANCE|ITALIE|RUSSIE|RUSSE|TURQUIE)\s*:\s*(.*)$/;
const SCHEMA_CAPTION = /^Schéma (\d+)\s*$/;
const ORDER_LINE_2000 = /^[AF] \S/;
const stripEmphasis = (s: string): string => s.replace(/\*/g, '').trim();

/** An all-capitals line ("UN SOUTIEN NE PEUT PAS ÊTRE CONVOYÉ"). */
function isSectionHeading(s: string): boolean {
  const t = s.trim();
  return t.length > 3 && /[A-ZÀ-Ý]/.test(t) && t === t.toUpperCase() && !/[a-zà-ÿ]/.test(t);
}

export function extractRulebook2000(text: string, doc: string): SeedOrder[] {
  const lines = text.split('\n');
  const out: SeedOrder[] = [];
  const sampleStart = lines.findIndex((l) => l.startsWith('EXEMPLE DE PARTIE'));
  const sampleEnd = lines.findIndex((l) => l.startsWith('22 RÈGLES'));
  const inSample = (i: number): boolean => sampleStart >= 0 && i > sampleStart && i < sampleEnd;

  // --- diagrams and prose
  let caption: string | undefined; // "Schéma N", while only diagram material follows it
  let section = '';
  let blockPower: Power | undefined;
  let blockWhere = '';
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    if (inSample(i)) continue;
    const raw = lines[i];
    const line = stripEmphasis(raw);
    const lineNo = i + 1;
    const cap = SCHEMA_CAPTION.exec(line);
    if (cap) {
      caption = `Schéma ${cap[1]}`;
      inBlock = false;
      continue;
    }
    const head = DIAGRAM_HEADING.exec(raw);
    if (head) {
      if (!inBlock) blockWhere = caption ?? section;
      inBlock = true;
      blockPower = powerOf(head[1]);
      const rest = stripEmphasis(head[2]);
      if (rest) pushDiagramLine(out, doc, lineNo, rest, blockPower, blockWhere);
      continue;
    }
    if (line === '') continue;
    if (inBlock && ORDER_LINE_2000.test(line)) {
      pushDiagramLine(out, doc, lineNo, line, blockPower, blockWhere);
      continue;
    }
    // Anything else ends a diagram block and detaches the caption.
    inBlock = false;
    caption = undefined;
    if (isSectionHeading(line)) {
      section = line;
      continue;
    }
    // Prose: a line made only of orders ("F Lon xxx", "F Londres Tenir ou F Lon Tenir").
    if (ORDER_LINE_2000.test(line) && !/[«(]/.test(line) && line.length < 60) {
      for (const part of line.split(' ou ')) {
        const p = part.trim();
        if (ORDER_LINE_2000.test(p)) out.push({ doc, line: lineNo, printed: p, text: p, phase: 'movement', where: section, source: 'prose' });
      }
      continue;
    }
    // Prose: orders quoted « … » or in parentheses, of three words or more, the second one a
    // capitalised province ("(A ou F)" is not an order).
    const quoted: Array<{ at: number; q: string }> = [];
    for (const m of line.matchAll(/«\s*([^»]*?)\s*»/g)) quoted.push({ at: m.index, q: m[1] });
    for (const m of line.matchAll(/\(([^()«»]*)\)/g)) quoted.push({ at: m.index, q: m[1] });
    quoted.sort((a, b) => a.at - b.at);
    for (const { q: raw } of quoted) {
      const q = raw.trim();
      if (/^[AF] \p{Lu}\S* \S+/u.test(q)) out.push({ doc, line: lineNo, printed: q, text: q, phase: 'movement', where: section, source: 'prose' });
    }
  }

  // --- sample game
  if (sampleStart >= 0) {
    let season = '';
    let power: Power | undefined;
    for (let i = sampleStart + 1; i < sampleEnd; i++) {
      const line = lines[i].trim();
      const lineNo = i + 1;
      const s = /^(PRINTEMPS|AUTOMNE) (\d{4})$/.exec(line);
      if (s) {
        season = `${s[1][0]}${s[1].slice(1).toLowerCase()} ${s[2]}`;
        power = undefined;
        continue;
      }
      const p = /^(Autriche|Angleterre|France|Allemagne|Italie|Russie|Turquie)\s*:\s*(.*)$/.exec(line);
      if (p && ORDER_LINE_2000.test(p[2])) {
        power = powerOf(p[1]);
        pushList(out, doc, lineNo, p[2], power, season);
        continue;
      }
      if (power && ORDER_LINE_2000.test(line)) {
        pushList(out, doc, lineNo, line, power, season);
        continue;
      }
      power = undefined;
      const phase: PhaseType | undefined = line.startsWith('Retraites') ? 'retreat' : line.startsWith('Constructions') ? 'adjustment' : undefined;
      if (!phase) continue;
      // Power and verb in force at each quote: the last ones named before it.
      const marks: Array<{ at: number; power?: Power; verb?: string }> = [];
      for (const m of line.matchAll(/\b(Autriche|Angleterre|France|Allemagne|Italie|Russie|Turquie)\b/g)) marks.push({ at: m.index, power: powerOf(m[1]) });
      for (const m of line.matchAll(/\b(construit|démobilise)\b/g)) marks.push({ at: m.index, verb: m[1] });
      marks.sort((a, b) => a.at - b.at);
      for (const m of line.matchAll(/«\s*([^»]*?)\s*»/g)) {
        const q = m[1].trim();
        if (!ORDER_LINE_2000.test(q)) continue;
        let qp: Power | undefined;
        let verb: string | undefined;
        for (const mk of marks) {
          if (mk.at > m.index) break;
          if (mk.power) qp = mk.power;
          if (mk.verb) verb = mk.verb;
        }
        const where = `${season} (${phase === 'retreat' ? 'retreats' : 'adjustments'})`;
        const text = verb === 'démobilise' ? `${verb} ${q}` : q;
        out.push({ doc, line: lineNo, printed: q, text, phase, ...(qp ? { power: qp } : {}), where, source: 'sample-game' });
      }
    }
  }
  return out.sort((a, b) => a.line - b.line);
}

function pushDiagramLine(out: SeedOrder[], doc: string, line: number, text: string, power: Power | undefined, where: string): void {
  for (const part of text.split(' / ')) {
    const p = part.trim();
    if (p) out.push({ doc, line, printed: p, text: p, phase: 'movement', ...(power ? { power } : {}), where, source: 'diagram' });
  }
}

function pushList(out: SeedOrder[], doc: string, line: number, text: string, power: Power | undefined, where: string): void {
  for (const part of text.split(',')) {
    const p = part.trim();
    if (p) out.push({ doc, line, printed: p, text: p, phase: 'movement', ...(power ? { power } : {}), where, source: 'sample-game' });
  }
}

// ---------------------------------------------------------------------------------------------

const EXAMPLE_LINE = /^\s*(Angleterre|Allemagne|Russie|Turquie|Autriche|Italie|France)\s*:?\s+([AF] [A-Z]{3}(?![a-zà-ÿ]).*)$/;
const CONTINUATION = /^\s+([AF] [A-Z]{3}(?![a-zà-ÿ]).*)$/;
const EXAMPLE_HEADING = /Exemple (\d+)/;
const SECTION_NUMBER = /^#+\s*\**\s*(\d+(?:\.\d+)+)/;

export function extractIWantYou(text: string, doc: string): SeedOrder[] {
  const lines = text.split('\n');
  const out: SeedOrder[] = [];
  let section = '';
  let example: string | undefined;
  let lastPower: Power | undefined;
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const lineNo = i + 1;
    const sec = SECTION_NUMBER.exec(raw);
    if (sec) {
      section = `§${sec[1]}`;
      example = undefined;
      inBlock = false;
      continue;
    }
    const ex = EXAMPLE_HEADING.exec(raw);
    if (ex && /^\s*-/.test(raw)) {
      example = `Exemple ${ex[1]}`;
      inBlock = false;
      continue;
    }
    const m = EXAMPLE_LINE.exec(raw);
    if (m) {
      lastPower = powerOf(m[1]);
      inBlock = true;
      for (const part of m[2].split(',')) {
        const p = part.trim();
        if (p) out.push({ doc, line: lineNo, printed: p, text: p, phase: 'movement', ...(lastPower ? { power: lastPower } : {}), where: example ?? section, source: 'example' });
      }
      continue;
    }
    const c = inBlock ? CONTINUATION.exec(raw) : null;
    if (c) {
      for (const part of c[1].split(',')) {
        const p = part.trim();
        if (p) out.push({ doc, line: lineNo, printed: p, text: p, phase: 'movement', ...(lastPower ? { power: lastPower } : {}), where: example ?? section, source: 'example' });
      }
      continue;
    }
    if (raw.trim() === '') continue;
    inBlock = false;
    example = undefined;
    for (const o of inlineUpperCaseOrders(raw)) out.push({ doc, line: lineNo, ...o, where: section, source: 'prose' });
  }
  return out;
}

const INLINE_START = /(?<![\p{L}\p{N}])[AF] ?\(?[A-Z]{3}\)?(?!\p{Ll})/gu;
/** One piece of an upper-case order: a bracket, a move mark, an upper-case word, or the report's lower-case s. */
const INLINE_PIECE = /\s*(\(|\)|[-=:–]|[A-ZÀ-Ý]+\.?(?!\p{Ll})|s(?=\s))/uy;
const ADJUSTMENT_VERB = /(construire|retirer)(\s+(?:une?|des))?\s*$/;

/** Upper-case orders in a prose line of 001 (see the header). */
function inlineUpperCaseOrders(line: string): Array<{ printed: string; text: string; phase: PhaseType }> {
  const found: Array<{ printed: string; text: string; phase: PhaseType }> = [];
  let listVerb = false; // inside "construire F BRE, A PAR, A MAR"
  let lastEnd = 0;
  INLINE_START.lastIndex = 0;
  for (let m = INLINE_START.exec(line); m; m = INLINE_START.exec(line)) {
    const start = m.index;
    let end = start;
    let depth = 0;
    INLINE_PIECE.lastIndex = start;
    for (let t = INLINE_PIECE.exec(line); t; t = INLINE_PIECE.exec(line)) {
      if (t[1] === '(') depth++;
      else if (t[1] === ')') {
        if (depth === 0) break; // closes a parenthesis opened before the order
        depth--;
      }
      end = INLINE_PIECE.lastIndex;
    }
    INLINE_START.lastIndex = Math.max(end, start + 1);
    let printed = line.slice(start, end).replace(/[\s(.]+$/, '');
    if (!printed) continue;
    const before = line.slice(lastEnd, start);
    lastEnd = start + printed.length;
    const verb = ADJUSTMENT_VERB.exec(before);
    if (verb) listVerb = true;
    else if (!/^\s*,\s*$/.test(before)) listVerb = false;
    const hasOperator = /[-=:–]|\s[SsCH](\s|$)/.test(printed);
    if (!hasOperator && !listVerb) continue; // a unit mentioned in passing ("A PAR au lieu de A BOU")
    if (verb && !verb[2]) printed = line.slice(start - before.length + verb.index, lastEnd); // "retirer F(HOL)"
    found.push({ printed, text: printed, phase: hasOperator ? 'movement' : 'adjustment' });
  }
  return found;
}
