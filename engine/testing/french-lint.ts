// The French lint's rules (#10 item 6): the faults a machine-made French shows, each a test that
// returns the offending excerpt. Run over everything the engine says (french-lint.test.ts) and
// everything the site prints on French pages from data (site/lib/french-site.test.ts).

import { standardMap, type GameMap } from '../map/index.js';
import { frenchGrammarOf, frenchRunningName, type FrenchGrammar } from '../map/grammar.js';
import { resolveVariant } from '../adjudicate/variant-rules.js';
import { MAP_VARIANT_IDS } from '../variants/ids.js';

// Every board's provinces with their grammar: the standard board's and each variant board's.
const boards: GameMap<string>[] = [standardMap as unknown as GameMap<string>, ...MAP_VARIANT_IDS.map((id) => (resolveVariant(id) as { map: GameMap<string> }).map)];
const provinces = boards.flatMap((map) => [...map.provinces.values()].map((p) => ({ ...p, grammar: frenchGrammarOf(p, map) as FrenchGrammar })));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cities = provinces.filter((p) => p.grammar.prep === 'a').map((p) => escape(p.name.fr));
const withArticle = provinces.filter((p) => p.grammar.article !== '');
const names = [...new Set(provinces.map((p) => escape(p.name.fr)))].sort((a, b) => b.length - a.length);
const ids = [...new Set(boards.flatMap((map) => map.provinceIds))].join('|');

/** A name matched with or without its accents, in any case: "Bohème" also matches "Bohême" and "BOHEME". */
const ACCENTS: Readonly<Record<string, string>> = { a: 'aàâä', e: 'eéèêë', i: 'iîï', o: 'oôö', u: 'uùûü', c: 'cç' };
const anyAccent = (name: string) =>
  [...name.normalize('NFD').replace(/\p{M}/gu, '')].map((ch) => (ACCENTS[ch.toLowerCase()] ? `[${ACCENTS[ch.toLowerCase()]}${ACCENTS[ch.toLowerCase()].toUpperCase()}]` : escape(ch))).join('');
const frenchNames = [...new Set(provinces.map((p) => p.name.fr))];
const spellings = frenchNames.map((name) => ({ lower: name.toLowerCase(), re: new RegExp(`(?<!\\p{L})${anyAccent(name)}(?!\\p{L})`, 'giu') }));
/** English names that are not also the French name of a province: "Gulf of Pelusium", "Burgundy". */
const englishOnly = [...new Set(provinces.filter((p) => p.name.en !== p.name.fr && !frenchNames.includes(p.name.en)).map((p) => p.name.en))].sort((a, b) => b.length - a.length);
const englishName = new RegExp(`(?<!\\p{L})(?:${englishOnly.map(escape).join('|')})(?!\\p{L})`, 'u');
// The patterns built from the boards are compiled once, not at each text (none has the g or y flag,
// so exec keeps no state between texts): compiling them per text was most of the lint's time (#27).
const cityAfterEn = new RegExp(`(?<!\\p{L})en (?:${cities.join('|')})(?!\\p{L})`, 'u');
const namedTwice = new RegExp(`\\b[AF] (${names.join('|')})(?: (?!-(?: |$))[\\p{Ll}'’-]+){0,3} (?:en|à|au|dans|de|du|d'|sur|vers)(?: la| le| l')? ?\\1\\b`, 'iu');
const withoutArticle = withArticle.map((p) => ({
  p,
  re: new RegExp(`\\b(?:vers|sur|contre|dans|jusqu'à|à|par|de|avec) (?:${escape(frenchRunningName(p.name.fr))}|${escape(p.name.fr)})\\b`, 'u'),
}));
// Two lints try a pattern per country and sea, or per name, on each text (some hundreds). Their
// union, tried first, passes over the texts that none of them can match, and those need nothing
// more: whatever one of the patterns matches, the union matches too, so the answers are the same
// (#27).
const anyWithoutArticle = new RegExp(
  `\\b(?:vers|sur|contre|dans|jusqu'à|à|par|de|avec) (?:${withArticle.flatMap((p) => [escape(frenchRunningName(p.name.fr)), escape(p.name.fr)]).join('|')})\\b`,
  'u',
);
const anySpelling = new RegExp(`(?<!\\p{L})(?:${frenchNames.map(anyAccent).join('|')})(?!\\p{L})`, 'iu');
const leftAsId = new RegExp(`(?<!\\p{L})(?:[AF] (?:${ids})|(?:${ids})/[nse]c|(?:en|à|au|dans|vers|sur) (?:${ids}))(?!\\p{L})(?! d[eu'])`, 'u');

type Lint = { name: string; find: (t: string) => string | undefined };

/** The lints as written: each a name and a test that returns the offending excerpt, if any. */
const RULES: Lint[] = [
  { name: 'a city after "en"', find: (t) => cityAfterEn.exec(t)?.[0] },
  {
    name: 'a province named twice ("A Munich reste à Munich")',
    // A move's dash is no word: "F Norvège - Mer de Norvège" names two provinces.
    find: (t) => namedTwice.exec(t)?.[0],
  },
  {
    name: 'a country or sea without its article',
    find: (t) => {
      if (!anyWithoutArticle.test(t)) return undefined;
      for (const { p, re } of withoutArticle) {
        const m = re.exec(t);
        // "de Bourgogne", "d'Albanie" are right for a country that takes "en"; not for a sea or "au" country.
        if (m && !(m[0].startsWith('de ') && p.grammar.prep === 'en' && p.terrain !== 'sea')) return m[0];
      }
      return undefined;
    },
  },
  {
    // "Les offres que alice remporte": before a vowel French elides (qu'Alice, d'Ankara, l'Égypte).
    // Not before a y sounded as a consonant (le Yorkshire) nor the numeral (une force de un).
    name: 'no elision before a vowel',
    find: (t) => /(?<!\p{L})(?:que|de|le|la|ne|se|ce|jusque|lorsque|puisque) (?!une?(?!\p{L}))[aeiouàâéèêëîïôûAEIOUÀÂÉÈÊËÎÏÔÛ]\p{L}*/u.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    name: 'English words',
    // Text quoted in « » is another program's message (the order reader's), kept as it said it.
    find: (t) =>
      /(?<!\p{L})(?:the|and|with|against|fails|succeeds|given|holds|supported|stays|moves|dislodged|retreats?|builds?|removes?|disband(?:ed|s)?|waived|cannot|which|from|into|owned|units?|sea|gulf|strait)(?!\p{L})/iu.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    name: 'unit or place left as an id',
    find: (t) => leftAsId.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    // "le soutien de A Silésie", "bien que F Mer du Nord": after "de" or "que" the book names the unit
    // in words ("le soutien de l'armée de Silésie", "que la flotte de la mer du Nord"); "d'A" is no better.
    name: 'a unit in notation after "de" or "que"',
    find: (t) => /(?<!\p{L})(?:de|que|d'|qu'|du) ?[AF] \p{Lu}/u.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    // « Retraites possibles : aucune : elle… »: one colon explains, a second one in the same
    // sentence reads as a stutter. Text quoted in « » is another's and keeps its own.
    name: 'two colons in one sentence',
    find: (t) => /:[^.;!?:«»()]*\s:/u.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    // The map's French name is written one way only: "Bohème" (the 2000 rulebook's table), not "Bohême".
    name: 'a province name spelt otherwise than on the map',
    find: (t) => {
      // exec from the start of the text rather than matchAll, which copies the pattern at each call:
      // some three hundred copies per text, whose garbage slowed the lint in a worker's full heap (#27).
      if (!anySpelling.test(t)) return undefined;
      for (const { lower, re } of spellings) {
        re.lastIndex = 0;
        for (let m = re.exec(t); m; m = re.exec(t)) if (m[0].toLowerCase() !== lower) return m[0];
      }
      return undefined;
    },
  },
  {
    name: 'a province left under its English name',
    find: (t) => englishName.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    // One apostrophe throughout: the straight one, as the engine's messages and the case files write it.
    name: 'a typographic apostrophe',
    find: (t) => /\S*’\S*/u.exec(t)?.[0],
  },
  {
    name: 'words the 2000 rulebook does not use',
    // The book blocks a support ("soutien bloqué"); "coupé" stays right elsewhere (a convoy route, a land cut by a strait).
    // A dislodged unit "bat en retraite", it does not "se retirer". A power whose player is gone is
    // in "troubles civils" (000 « TROUBLES CIVILS »), never "désordre civil".
    find: (t) => /(?<!\p{L})(?:dissoute?s?|dissolution|se retir\p{L}*|désordres? civils?)(?!\p{L})|(?<!\p{L})soutiens?(?:\P{L}+\p{L}+){0,5}?\P{L}+coupée?s?(?!\p{L})/iu.exec(t)?.[0],
  },
];

/**
 * `find` asked once per distinct text: the casebook says the same sentence again under each preset
 * and in many phases, and the tests that run the lint share a worker's answers (vitest's
 * `isolate: false`). Each find reads only its text (its patterns keep nothing from one text to the
 * next), so an answer kept is the answer it would give again (#27).
 */
function answeredOnce({ name, find }: Lint): Lint {
  const answers = new Map<string, string | undefined>();
  return {
    name,
    find: (t) => {
      if (answers.has(t)) return answers.get(t);
      const hit = find(t);
      answers.set(t, hit);
      return hit;
    },
  };
}

/** Each lint: a name and a test that returns the offending excerpt, if any. */
export const LINTS: Lint[] = RULES.map(answeredOnce);
