// The French grammar of the standard map's provinces (data/grammar-fr.json): which preposition of
// place and which article each name takes. The names themselves stay in provinces.json; this only
// says how a sentence uses them. The explanation layer turns it into "à Kiel", "en Bourgogne",
// "au Danemark", "dans la mer du Nord", "de la Ruhr" through its message catalogue.

import grammar from './data/grammar-fr.json' with { type: 'json' };
import type { Province, ProvinceId } from './types.js';

export type FrenchPreposition = 'a' | 'au' | 'en' | 'dans';
export type FrenchArticle = 'le' | 'la' | 'l' | '';

export interface FrenchGrammar {
  prep: FrenchPreposition;
  article: FrenchArticle;
  gender: 'f' | 'm';
}

export const FRENCH_GRAMMAR: Readonly<Record<ProvinceId, FrenchGrammar>> = grammar.provinces as Record<ProvinceId, FrenchGrammar>;

/** Words that open a name as a common noun: lower case inside a sentence ("la mer du Nord"). */
const COMMON_NOUNS = /^(Mer|Golfe|Baie|Pays)\b/;

/** The French name as it reads inside a sentence: "mer du Nord", "pays de Galles", "Bourgogne". */
export function frenchRunningName(name: string): string {
  return COMMON_NOUNS.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** Does a French word elide the article or "de" before it (l'Albanie, d'Édimbourg)? */
export function frenchElides(word: string): boolean {
  return /^[aeiouyàâéèêëîïôöûüAEIOUYÀÂÉÈÊËÎÏÔÖÛÜ]/.test(word);
}

/**
 * The grammar of a province; a province without data reads like a city: "à X", "de X"; sea spaces
 * without data read "dans X". The table is the standard board's: on another board (`standard`
 * false) ids that happen to be the same ('spa' is Sparta there, not Spain) must not borrow it.
 */
export function frenchGrammarOf(p: Pick<Province<string>, 'id' | 'terrain'>, standard = true): FrenchGrammar {
  return (standard ? FRENCH_GRAMMAR[p.id] : undefined) ?? (p.terrain === 'sea' ? { prep: 'dans', article: '', gender: 'f' } : { prep: 'a', article: '', gender: 'm' });
}
