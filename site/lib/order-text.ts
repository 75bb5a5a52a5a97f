// An order in English notation for English pages of a case the French books print: the engine's
// canonical English printer (engine/orders/print.ts) with province ids capitalised and an en dash,
// as an English rulebook writes them ("A Par – Bur", "F Spa/sc – Mao", "Build F Stp/nc").
// French pages keep the book's own text.

import { parseOrder, printOrder, type PhaseType } from '../../engine/orders/index.js';
import { powerLabel } from './powers.js';

/** The order in English notation, or undefined when it cannot be read (the printed text then stands alone). */
export function englishOrder(text: string, phase: PhaseType): string | undefined {
  const r = parseOrder(text, { phase });
  if (!r.ok) return undefined;
  return printOrder(r.value.order)
    .replace(/\b([a-z]{3})(\/[ens]c)?\b/g, (m, id: string, coast = '') => (id === 'via' ? m : `${id[0].toUpperCase()}${id.slice(1)}${coast}`))
    .replace(/\b([a-z]+) (?=[AF] )/g, (m, power: string) => (powerLabel(power, 'en') !== power ? `${powerLabel(power, 'en')} ` : m))
    .replace(/ - /g, ' – ');
}

/** Two notations of one order read alike: same letters, whatever the case, accents, dashes and dots. */
export function sameNotation(a: string, b: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9/]+/g, ' ')
      .trim();
  return fold(a) === fold(b);
}

/**
 * How a page shows an order: in English notation on English pages when the case gives one, with
 * the book's text as printed beside it when it reads differently; otherwise as printed.
 */
export function shownOrder(row: { printed: string; english?: string }, lang: 'en' | 'fr'): { text: string; english: boolean; asPrinted?: string } {
  if (lang !== 'en' || !row.english) return { text: row.printed, english: false };
  if (sameNotation(row.english, row.printed)) return { text: row.english, english: true };
  return { text: row.english, english: true, asPrinted: row.printed };
}

/** The order as a list shows it: English on English pages, else the case's reading (or the print). */
export function orderInList(row: { printed: string; read?: string; english?: string }, lang: 'en' | 'fr'): string {
  const shown = shownOrder(row, lang);
  return shown.english ? shown.text : (row.read ?? row.printed);
}
