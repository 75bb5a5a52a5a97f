// The words an order file's lines are written with, in English and in French (the 2000 book's
// abbreviations for places): one table for the order-file writer (./order-file.ts) and the postal
// report (./postal-report.ts), which begins with an order file. The reader (./order-file.ts
// parseOrderFile) reads both languages.

import { nameIndexOf } from '../map/index.js';
import type { GameMap, LocId, PowerId } from '../map/types.js';

export type FileLang = 'en' | 'fr';

export const FILE_WORDS = {
  seasons: { spring: { en: 'Spring', fr: 'Printemps' }, fall: { en: 'Fall', fr: 'Automne' }, winter: { en: 'Winter', fr: 'Hiver' } },
  retreatsPhase: { en: 'retreats', fr: 'retraites' },
  adjustmentsPhase: { en: 'adjustments', fr: 'ajustements' },
  biddingPhase: { en: 'bidding', fr: 'enchères' },
  has: { en: 'has', fr: 'a' },
  owns: { en: 'owns', fr: 'possède' },
  dislodged: { en: 'dislodged', fr: 'délogée' },
  from: { en: 'from', fr: 'depuis' },
  byConvoy: { en: 'by convoy', fr: 'par convoi' },
  standoffs: { en: 'standoffs', fr: 'statu quo' },
} as const;

const COASTS: Record<string, Record<FileLang, string>> = { nc: { en: 'NC', fr: 'CN' }, sc: { en: 'SC', fr: 'CS' }, ec: { en: 'EC', fr: 'CE' } };

/** ": " in English, " : " in French. */
export const colon = (lang: FileLang) => (lang === 'fr' ? ' : ' : ': ');

/** A power's name in the language (its id when the board names it not). */
export const powerName = (map: GameMap, p: PowerId, lang: FileLang) => map.powerNames[p]?.[lang] ?? p;

/** A place as a report writes it: the 2000 book's abbreviation in French, the id in English, upper case, a coast after it ("ESP CS"). */
export function place(map: GameMap, loc: LocId, lang: FileLang): string {
  const p = map.provinceOf(loc);
  const abbr = (lang === 'fr' ? nameIndexOf(map as unknown as GameMap<string>)?.abbreviation2000(p) : undefined) ?? p;
  const coast = loc.includes('/') ? ` ${COASTS[loc.split('/')[1]]?.[lang] ?? loc.split('/')[1].toUpperCase()}` : '';
  return abbr.toUpperCase() + coast;
}

/**
 * A place as an order file writes it: the id in English ("spa/sc"); in French the 2000 book's
 * abbreviation as the book prints it, a coast after a slash ("Esp/cs").
 */
export function filePlace(map: GameMap, loc: LocId, lang: FileLang): string {
  if (lang === 'en') return loc;
  const p = map.provinceOf(loc);
  const abbr = nameIndexOf(map as unknown as GameMap<string>)?.abbreviation2000(p) ?? p;
  return loc.includes('/') ? `${abbr}/${(COASTS[loc.split('/')[1]]?.fr ?? loc.split('/')[1]).toLowerCase()}` : abbr;
}
