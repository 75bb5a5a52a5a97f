// The French grammar of each board's provinces (data/grammar-fr.json beside each board's
// provinces.json): which preposition of place and which article each name takes. The names
// themselves stay in provinces.json; this only says how a sentence uses them. The explanation
// layer turns it into "à Kiel", "en Bourgogne", "au Danemark", "dans la mer du Nord", "de la
// Ruhr", "aux Baléares" through its message catalogue.

import grammar from './data/grammar-fr.json' with { type: 'json' };
import { MapDataError } from './build.js';
import { standardMap } from './standard.js';
import type { GameMap, Province, ProvinceId } from './types.js';

export type FrenchPreposition = 'a' | 'au' | 'aux' | 'en' | 'dans';
export type FrenchArticle = 'le' | 'la' | 'l' | 'les' | '';

export interface FrenchGrammar {
  prep: FrenchPreposition;
  article: FrenchArticle;
  gender: 'f' | 'm';
  /** A plural name (les Baléares): verbs and participles agree with it. */
  plural?: boolean;
}

export type FrenchGrammarTable = Readonly<Record<ProvinceId, FrenchGrammar>>;

/** The standard board's table. */
export const FRENCH_GRAMMAR: FrenchGrammarTable = grammar.provinces as Record<ProvinceId, FrenchGrammar>;

const PREPOSITIONS: readonly string[] = ['a', 'au', 'aux', 'en', 'dans'];
const ARTICLES: readonly string[] = ['le', 'la', 'l', 'les', ''];

/** Each board's table, given by the module that builds the board. */
const tables = new WeakMap<GameMap<string>, FrenchGrammarTable>();

/**
 * Give a board its French grammar, checked like the rest of its data: one entry per province, each
 * with a known preposition, article and gender. Throws MapDataError listing every problem.
 */
export function setFrenchGrammar(map: GameMap<string>, table: Readonly<Record<string, unknown>>): void {
  const problems: string[] = [];
  for (const id of map.provinceIds) {
    const g = table[id] as Partial<FrenchGrammar> | undefined;
    if (!g) problems.push(`grammar-fr: province '${id}' has no entry`);
    else if (!PREPOSITIONS.includes(g.prep as string) || !ARTICLES.includes(g.article as string) || (g.gender !== 'f' && g.gender !== 'm')) {
      problems.push(`grammar-fr: province '${id}' needs prep (${PREPOSITIONS.join(', ')}), article (${ARTICLES.map((a) => a || "''").join(', ')}) and gender (f, m)`);
    }
  }
  for (const id of Object.keys(table)) if (!map.province(id)) problems.push(`grammar-fr: '${id}' is not a province of this board`);
  if (problems.length) throw new MapDataError(problems);
  tables.set(map, table as FrenchGrammarTable);
}

setFrenchGrammar(standardMap as unknown as GameMap<string>, FRENCH_GRAMMAR);

/** Words that open a name as a common noun: lower case inside a sentence ("la mer du Nord"). */
const COMMON_NOUNS = /^(Mer|Golfe|Baie|Pays|Détroit)\b/;

/** The French name as it reads inside a sentence: "mer du Nord", "pays de Galles", "Bourgogne". */
export function frenchRunningName(name: string): string {
  return COMMON_NOUNS.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** Does a French word elide the article or "de" before it (l'Albanie, d'Édimbourg)? */
export function frenchElides(word: string): boolean {
  return /^[aeiouyàâéèêëîïôöûüAEIOUYÀÂÉÈÊËÎÏÔÖÛÜ]/.test(word);
}

/** The table of a board, if it has one. */
export function frenchGrammarTable(map: GameMap<string>): FrenchGrammarTable | undefined {
  return tables.get(map);
}

/**
 * The grammar of a province on its board; a board without a table (a test's altered copy) reads
 * every land name like a city ("à X", "de X") and every sea "dans X".
 */
export function frenchGrammarOf(p: Pick<Province<string>, 'id' | 'terrain'>, map: GameMap<string>): FrenchGrammar {
  return tables.get(map)?.[p.id] ?? (p.terrain === 'sea' ? { prep: 'dans', article: '', gender: 'f' } : { prep: 'a', article: '', gender: 'm' });
}
