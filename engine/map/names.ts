// Province names in every notation the sources use, resolved to canonical location ids.
//
// lookup() sits on the order parser's hot path, so the exact keys are precomputed: an exact hit is
// one fold plus one Map.get, and every answer is memoised by the raw text, so a text asked again is
// one Map.get (the parser keeps its own cache by folded key as well). Only misses do real work
// (prefixes, edit distance). There is no table of the usual spellings as typed (each one as printed,
// lower-cased, upper-cased, capitalised: some 4,000 entries): building it took a third of the name
// index's cost at every start of the command, where the standard map is built in the interpreter,
// for answers the fold and the memo give after one lookup each. A fresh process answering 1,000
// phases: 2,519 M -> 2,508 M instructions (callgrind, single-threaded; issue 27).

import type { CoastId, LocId, LookupOptions, NameLookup, Province, ProvinceId } from './types.js';
import type { Fact } from '../util/facts.js';

/** The alias lists of data/names.json (see its `sources` for what each list holds). */
export interface AliasLists {
  table2000?: readonly string[];
  diagrams2000?: readonly string[];
  iWantYou?: readonly string[];
  otherNames?: readonly string[];
  /** Other maps' codes (e.g. DPjudge's), matched exactly. */
  otherAbbreviations?: readonly string[];
}

export interface NamesData {
  aliases: Readonly<Record<string, AliasLists>>;
  /** Spellings of an impassable place (Switzerland by default), answered with a clear message. */
  impassable?: { names: readonly string[]; what?: string };
}

export interface NameIndex {
  lookup(text: string, opts?: LookupOptions): NameLookup;
  /** The 2000 rulebook's abbreviation of a province ('bur' -> 'Bou'), for printing French orders. */
  abbreviation2000(province: ProvinceId): string | undefined;
}

const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}+/gu;
/**
 * The marks of the Latin letters, U+0300-U+036F: the only marks below U+0370, so for a text with
 * nothing beyond U+036F the same as MARKS, without V8 building Unicode's mark property at every
 * start (the map's French names fold through here; issue 27).
 */
const LATIN_MARKS = /[\u0300-\u036f]+/g;
const BEYOND_LATIN_MARKS = /[\u0370-\uffff]/;
const SEPARATORS = /[^a-z0-9]+/g;

/**
 * Fold a name for matching: lower case, accents dropped, every run of other characters
 * (spaces, hyphens, apostrophes, dots, slashes, brackets) turned into one space.
 * 'Saint-Pétersbourg' -> 'saint petersbourg', "Mer d'Irlande" -> 'mer d irlande', 'stp(nc)' -> 'stp nc'.
 */
export function foldName(text: string): string {
  let t = text.toLowerCase();
  if (NON_ASCII.test(t)) {
    t = t.normalize('NFD');
    t = t.replace(BEYOND_LATIN_MARKS.test(t) ? MARKS : LATIN_MARKS, '');
  }
  return t.replace(SEPARATORS, ' ').trim();
}

/** The matching key: the folded name without spaces, so 'Mer dIrlande' and "Mer d'Irlande" meet. */
function keyOf(folded: string): string {
  return folded.indexOf(' ') < 0 ? folded : folded.replaceAll(' ', '');
}

/** Coast spellings accepted after a name, folded. */
const COAST_PHRASES: ReadonlyArray<readonly [string, CoastId]> = [
  ['nc', 'nc'], ['cn', 'nc'], ['n c', 'nc'], ['c n', 'nc'], ['north coast', 'nc'], ['cote nord', 'nc'],
  ['sc', 'sc'], ['cs', 'sc'], ['s c', 'sc'], ['c s', 'sc'], ['south coast', 'sc'], ['cote sud', 'sc'],
  ['ec', 'ec'], ['ce', 'ec'], ['e c', 'ec'], ['c e', 'ec'], ['east coast', 'ec'], ['cote est', 'ec'],
];

const COAST_WORDS: Readonly<Record<CoastId, { en: string; fr: string }>> = {
  nc: { en: 'north coast', fr: 'côte nord' },
  sc: { en: 'south coast', fr: 'côte sud' },
  ec: { en: 'east coast', fr: 'côte est' },
};

/** English and French words for a coast, for messages and display. */
export function coastName(coast: CoastId, lang: 'en' | 'fr' = 'en'): string {
  return COAST_WORDS[coast][lang];
}

/** Prefixes shorter than this are never guessed at. */
const MIN_PREFIX = 3;
/** Answers to unusual spellings are remembered up to this many, then forgotten all at once. */
const MEMO_LIMIT = 4096;
const MAX_SUGGESTIONS = 6;

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), capped: returns max+1 beyond max. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

function unknown(candidates: LocId[], message: string, fact?: Fact): NameLookup {
  return Object.freeze({ ok: false, kind: 'unknown', candidates: Object.freeze(candidates) as LocId[], message, ...(fact ? { fact } : {}) });
}

function ambiguous(candidates: LocId[], message: string): NameLookup {
  return Object.freeze({ ok: false, kind: 'ambiguous', candidates: Object.freeze(candidates) as LocId[], message });
}

/**
 * Build the name index. Returns the problems found in the alias data (unknown province ids,
 * one spelling given to two provinces) instead of throwing, so the map loader can report them
 * together with its own.
 */
export function buildNameIndex(
  provinces: ReadonlyMap<ProvinceId, Province<string>>,
  data: NamesData,
): { index: NameIndex; problems: string[] } {
  const problems: string[] = [];
  const hits = new Map<LocId, NameLookup>();
  const hit = (loc: LocId): NameLookup => {
    let r = hits.get(loc);
    if (!r) {
      r = Object.freeze({ ok: true, loc });
      hits.set(loc, r);
    }
    return r;
  };

  /** key (folded, no spaces) -> province, for exact matches. */
  const byKey = new Map<string, ProvinceId>();
  /** Where each key came from, to explain collisions. */
  const keySource = new Map<string, string>();
  /** Full names, for prefix matching. */
  const nameKeys: Array<[string, ProvinceId]> = [];
  /** Every spelling as printed, for the raw fast path. */
  const printed: Array<[string, ProvinceId]> = [];

  const add = (spelling: string, id: ProvinceId, isName: boolean, source: string): void => {
    const key = keyOf(foldName(spelling));
    if (!key) {
      problems.push(`names: empty spelling for '${id}' (${source})`);
      return;
    }
    const other = byKey.get(key);
    if (other !== undefined && other !== id) {
      problems.push(
        `names: '${spelling}' (${source}) names '${id}' but the same spelling already names '${other}' (${keySource.get(key)})`,
      );
      return;
    }
    if (other === undefined) {
      byKey.set(key, id);
      keySource.set(key, `${source} '${spelling}'`);
    }
    if (isName) nameKeys.push([key, id]);
    printed.push([spelling, id]);
  };

  for (const p of provinces.values()) {
    add(p.id, p.id, false, 'id');
    add(p.name.en, p.id, true, 'English name');
    add(p.name.fr, p.id, true, 'French name');
  }
  const abbreviations = new Map<ProvinceId, string>();
  for (const [id, lists] of Object.entries(data.aliases)) {
    if (!provinces.has(id)) {
      problems.push(`names: aliases given for unknown province '${id}'`);
      continue;
    }
    for (const s of lists.table2000 ?? []) add(s, id, false, 'table2000');
    for (const s of lists.diagrams2000 ?? []) add(s, id, false, 'diagrams2000');
    for (const s of lists.iWantYou ?? []) add(s, id, false, 'iWantYou');
    for (const s of lists.otherNames ?? []) add(s, id, true, 'otherNames');
    for (const s of lists.otherAbbreviations ?? []) add(s, id, false, 'otherAbbreviations');
    const first = lists.table2000?.[0];
    if (first) abbreviations.set(id, first);
  }

  const impassable = new Set<string>();
  const impassableWhat = data.impassable?.what ?? 'Switzerland';
  for (const s of data.impassable?.names ?? []) {
    const key = keyOf(foldName(s));
    if (byKey.has(key)) problems.push(`names: impassable spelling '${s}' is also a name of '${byKey.get(key)}'`);
    else impassable.add(key);
  }

  // Exact keys -> answers, including "<name> <coast>" for the three two-coast provinces.
  const exact = new Map<string, NameLookup>();
  for (const [key, id] of byKey) exact.set(key, hit(id));
  const coastedKeys: Array<[string, LocId]> = [];
  for (const [key, id] of byKey) {
    for (const coast of provinces.get(id)!.coasts) {
      for (const [phrase, c] of COAST_PHRASES) {
        if (c !== coast) continue;
        const k = key + keyOf(phrase);
        if (!byKey.has(k)) coastedKeys.push([k, `${id}/${coast}`]);
      }
    }
  }
  for (const [k, loc] of coastedKeys) exact.set(k, hit(loc));

  const suggestionKeys = [...byKey];

  const nameOf = (id: ProvinceId): string => provinces.get(id)?.name.en ?? id;

  /** A name without a coast: exact key, then unique prefix, then suggestions. */
  const resolveProvince = (folded: string, shown: string, suggest: boolean): NameLookup => {
    const key = keyOf(folded);
    const e = exact.get(key);
    if (e) return e;
    if (impassable.has(key)) {
      return unknown([], `'${shown}' is ${impassableWhat}, which is impassable and not a province`, { id: 'name-impassable', args: { shown, what: impassableWhat } });
    }
    if (key.length >= MIN_PREFIX) {
      const found = new Set<ProvinceId>();
      for (const [k, id] of nameKeys) if (k.startsWith(key)) found.add(id);
      if (found.size === 1) return hit([...found][0]);
      if (found.size > 1) {
        const ids = [...found].sort();
        return ambiguous(ids, `'${shown}' could mean ${ids.map(nameOf).join(', ')}`);
      }
    }
    if (!suggest) return unknown([], `'${shown}' is not a province name`);
    const max = key.length <= 3 ? 1 : key.length <= 6 ? 2 : 3;
    let best = max + 1;
    let ids = new Set<ProvinceId>();
    for (const [k, id] of suggestionKeys) {
      const d = editDistance(key, k, Math.min(max, best));
      if (d < best) {
        best = d;
        ids = new Set([id]);
      } else if (d === best && d <= max) ids.add(id);
    }
    const candidates = best <= max ? [...ids].sort().slice(0, MAX_SUGGESTIONS) : [];
    const hint = candidates.length ? `; did you mean ${candidates.map((c) => `${nameOf(c)} (${c})`).join(', ')}?` : '';
    return unknown(candidates, `'${shown}' is not a province name${hint}`);
  };

  const resolve = (text: string, suggest: boolean): NameLookup => {
    const shown = text.trim();
    const folded = foldName(text);
    if (!folded) return unknown([], 'empty province name');
    const e = exact.get(keyOf(folded));
    if (e) return e;
    for (const [phrase, coast] of COAST_PHRASES) {
      if (folded.length <= phrase.length + 1 || !folded.endsWith(' ' + phrase)) continue;
      const base = resolveProvince(folded.slice(0, folded.length - phrase.length - 1), shown, suggest);
      if (!base.ok) return base;
      const id = base.loc;
      if (id.includes('/')) return unknown([id], `'${shown}' gives a coast twice`, { id: 'name-coast-twice', args: { shown } });
      const p = provinces.get(id)!;
      if (p.coasts.includes(coast)) return hit(`${id}/${coast}`);
      // The message as a fact too, for the order reader to quote in French ("name-*" in the catalogues).
      const name = { text: { en: p.name.en, fr: p.name.fr } };
      if (!p.coasts.length) return unknown([id], `'${shown}': ${p.name.en} has no separate coasts; write just '${id}'`, { id: 'name-no-coasts', args: { shown, name, id } });
      const coasts = p.coasts.map((c) => `${coastName(c)} (${id}/${c})`).join(' and ');
      const coastsIn = (lang: 'en' | 'fr') => p.coasts.map((c) => `${coastName(c, lang)} (${id}/${c})`).join(lang === 'en' ? ' and ' : ' et ');
      return unknown(p.coasts.map((c) => `${id}/${c}`), `'${shown}': ${p.name.en} has no ${coastName(coast)}; its coasts are ${coasts}`, {
        id: 'name-no-such-coast',
        args: { shown, name, coast: { text: { en: coastName(coast), fr: coastName(coast, 'fr') } }, coasts: { text: { en: coastsIn('en'), fr: coastsIn('fr') } } },
      });
    }
    return resolveProvince(folded, shown, suggest);
  };

  const memo = new Map<string, NameLookup>();
  const lookup = (text: string, opts?: LookupOptions): NameLookup => {
    const m = memo.get(text);
    if (m !== undefined) return m;
    // Not kept: a later lookup of the same text must get its suggestions.
    if (opts?.suggest === false) return resolve(text, false);
    const r = resolve(text, true);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, r);
    return r;
  };

  return { index: { lookup, abbreviation2000: (id) => abbreviations.get(id) }, problems };
}

/**
 * A location's display name: 'St Petersburg (north coast)', 'Saint-Pétersbourg (côte nord)'.
 * Unknown ids are returned as given, so a display never hides a bad id.
 */
export function locName(
  map: { province(id: ProvinceId): Province<string> | undefined },
  loc: LocId,
  lang: 'en' | 'fr' = 'en',
): string {
  const slash = loc.indexOf('/');
  const p = map.province(slash < 0 ? loc : loc.slice(0, slash));
  if (!p) return loc;
  if (slash < 0) return p.name[lang];
  const coast = loc.slice(slash + 1) as CoastId;
  return p.coasts.includes(coast) ? `${p.name[lang]} (${coastName(coast, lang)})` : loc;
}
