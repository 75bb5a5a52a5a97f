// Season, phase-kind and result names in both languages, for the terminal, the site and the pictures'
// captions: one table each.

import type { OrderResultKind, PhaseId } from './types.js';
import { own } from '../util/own.js';

type Names = Readonly<Record<string, Readonly<Record<'en' | 'fr', string>>>>;

export const SEASON_NAMES: Names = {
  spring: { en: 'Spring', fr: 'Printemps' },
  fall: { en: 'Fall', fr: 'Automne' },
  winter: { en: 'Winter', fr: 'Hiver' },
};

export const PHASE_TYPE_NAMES: Names = {
  movement: { en: 'movement', fr: 'mouvements' },
  retreat: { en: 'retreats', fr: 'retraites' },
  adjustment: { en: 'adjustments', fr: 'ajustements' },
  bidding: { en: 'bidding', fr: 'enchères' },
};

/**
 * A result's word in a results table. French follows the 2000 book: a support is "bloqué" (not
 * "coupé"); a convoy that fails is "rompu", as the reasons say; "donné", "bloqué", "rompu",
 * "illégal", "nul" agree with "soutien", "convoi", "ordre".
 */
export const RESULT_NAMES: Readonly<Record<OrderResultKind, Readonly<Record<'en' | 'fr', string>>>> = {
  succeeds: { en: 'succeeds', fr: 'réussit' },
  fails: { en: 'fails', fr: 'échoue' },
  holds: { en: 'holds', fr: 'tient' },
  given: { en: 'given', fr: 'donné' },
  cut: { en: 'cut', fr: 'bloqué' },
  available: { en: 'convoys', fr: 'convoie' },
  disrupted: { en: 'disrupted', fr: 'rompu' },
  illegal: { en: 'illegal', fr: 'illégal' },
  invalid: { en: 'void', fr: 'nul' },
  superseded: { en: 'superseded', fr: 'remplacé' },
};

/** "succeeds", "bloqué"; an unknown result as it is. */
export function resultName(result: string, lang: 'en' | 'fr'): string {
  return own(RESULT_NAMES as Names, result)?.[lang] ?? result;
}

/** "Spring 1901 movement", "Printemps 1901, mouvements". */
export function phaseName(p: PhaseId, lang: 'en' | 'fr'): string {
  const season = SEASON_NAMES[p.season]?.[lang] ?? p.season;
  const type = PHASE_TYPE_NAMES[p.type]?.[lang] ?? p.type;
  return lang === 'fr' ? `${season} ${p.year}, ${type}` : `${season} ${p.year} ${type}`;
}
