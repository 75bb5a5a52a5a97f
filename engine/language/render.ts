// The language layer: explanations are language-free facts (a message id and typed arguments:
// units, places, powers, numbers, codes, nested facts); this module alone turns them into English or
// French through the Fluent catalogues of ./messages. Nothing is rendered until a text is read.
//
// Two namings: `ids` writes units and places as the protocol's notation ("A mun", "bur": the
// `reason` field of `casebook adjudicate`), `names` writes the map's names with their grammar
// ("A Munich", "en Bourgogne"). French is always written with names: its prepositions and articles
// depend on the place.

import type { FluentBundle, FluentVariable } from '@fluent/bundle';
import type { GameMap, LocId } from '../map/types.js';
import type { Arg, Fact, ListArg, UnitArg } from '../util/facts.js';
import { standardMap } from '../map/standard.js';
import { coastName } from '../map/names.js';
import { frenchElides, frenchGrammarOf, frenchRunningName } from '../map/grammar.js';
import { britishList, englishNumber, englishPlural, frenchList, frenchNumber, frenchPlural } from '../util/plain-intl.js';
import { EN_MESSAGES } from './messages/en.js';
import { FR_MESSAGES } from './messages/fr.js';
import { parsedCatalogue } from './parsed-catalogues.js';

export type Lang = 'en' | 'fr';

export type { Arg, Fact, ListArg, PlaceArg, PowerArg, TextArg, UnitArg } from '../util/facts.js';
export { fact, listArg, placeArg, powerArg, rulesOf, unitArg, withRules } from '../util/facts.js';

export interface RenderOptions {
  /** Write units and places by name (always true in French). */
  names?: boolean;
  map?: GameMap<string>;
}

type FluentLibrary = typeof import('@fluent/bundle');
let fluentLibrary: FluentLibrary | undefined;

/**
 * Hands the Fluent library to this module. Browser bundles (the dispute desk) do it through
 * engine/index.ts; in Node the library is required on first render instead: importing it costs
 * the batch path (`casebook adjudicate --jsonl`, which prints no prose) about 20 ms of start-up.
 */
export function provideFluent(library: FluentLibrary): void {
  fluentLibrary = library;
}

function fluent(): FluentLibrary {
  if (fluentLibrary) return fluentLibrary;
  const builtin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  const nodeModule = builtin?.('node:module') as typeof import('node:module') | undefined;
  if (!nodeModule) throw new Error('explanation/render: no Fluent library (a browser bundle must call provideFluent)');
  return (fluentLibrary = nodeModule.createRequire(import.meta.url)('@fluent/bundle') as FluentLibrary);
}

/** Each language's bundle, made at its first message: an English table never parses the French catalogue. */
const bundles: Partial<Record<Lang, FluentBundle>> = {};

/**
 * Catalogues added to the main ones by the modules that use them (`addMessages`): the record
 * readers' problems (messages/records.ts) travel with the readers, so that a page that never
 * imports a game never loads their texts.
 */
const added: Record<Lang, string[]> = { en: [], fr: [] };

function bundle(lang: Lang): FluentBundle {
  return (bundles[lang] ??= makeBundle(lang, [lang === 'en' ? EN_MESSAGES : FR_MESSAGES, ...added[lang]]));
}

function makeBundle(lang: Lang, sources: readonly string[]): FluentBundle {
  // No bidi isolation marks: the text goes into plain pages and terminals.
  const b = new (fluent().FluentBundle)(lang, { useIsolating: false });
  formatNumbersWithoutIcu(b, lang);
  for (const source of sources) addSource(b, lang, source);
  return b;
}

/**
 * Fluent writes a number ("1 against 0") and picks a plural through the Intl objects it keeps per
 * locale in `_intls`, made at first use; the page's language's are put there first, made without
 * ICU (engine/util/plain-intl.ts, the same text): a ruling then loads no ICU data. The key is
 * Fluent's own for a number given with no options; a NUMBER() with options still makes its Intl
 * object.
 */
function formatNumbersWithoutIcu(b: FluentBundle, lang: Lang): void {
  // Fluent calls only format() and select() on what it finds there.
  const provide = (ctor: typeof Intl.NumberFormat | typeof Intl.PluralRules, made: Pick<Intl.NumberFormat, 'format'> | Pick<Intl.PluralRules, 'select'>) => {
    const cache = b._intls.get(ctor) ?? {};
    cache[NO_OPTIONS] ??= made as Intl.NumberFormat | Intl.PluralRules;
    b._intls.set(ctor, cache);
  };
  provide(Intl.NumberFormat, { format: lang === 'en' ? englishNumber : frenchNumber });
  provide(Intl.PluralRules, { select: lang === 'en' ? englishPlural : frenchPlural });
}

/** The key under which Fluent keeps the Intl object of a number given with no options (JSON.stringify({})). */
const NO_OPTIONS = '{}';

function addSource(b: FluentBundle, lang: Lang, source: string): void {
  // Parsed at build time in the command line's bundle (./parsed-catalogues.ts), here otherwise.
  const errors = b.addResource(parsedCatalogue(source) ?? new (fluent().FluentResource)(source));
  if (errors.length) throw new Error(`messages/${lang}: ${errors.map(String).join('; ')}`);
}

/** Adds a catalogue of messages in `lang` to the language layer (once per catalogue: a message id is never given twice). */
export function addMessages(lang: Lang, source: string): void {
  if (added[lang].includes(source)) return;
  added[lang].push(source);
  const made = bundles[lang];
  if (made) addSource(made, lang, source);
  prose = undefined;
}

/** The ids of a catalogue's messages, the main one's by default (for tests: both languages have the same). */
export function messageIds(lang: Lang, source: string = lang === 'en' ? EN_MESSAGES : FR_MESSAGES): string[] {
  return [...source.matchAll(/^([a-z][a-z0-9-]*)\s*=/gm)].map((m) => m[1]);
}

/** One fact in one language. Throws on a missing message or argument: a catalogue bug. */
export function render(f: Fact, lang: Lang, opts: RenderOptions = {}): string {
  const names = lang === 'fr' || opts.names === true;
  const map = opts.map ?? (standardMap as unknown as GameMap<string>);
  return format(f, lang, names, map);
}

/** A sentence-initial capital. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function format(f: Fact, lang: Lang, names: boolean, map: GameMap<string>): string {
  const b = bundle(lang);
  const msg = b.getMessage(f.id);
  if (!msg?.value) throw new Error(`messages/${lang}: no message "${f.id}"`);
  const vars: Record<string, FluentVariable> = {};
  for (const [k, v] of Object.entries(f.args ?? {})) addVariable(vars, k, v, lang, names, map, f.id);
  const errors: Error[] = [];
  const out = b.formatPattern(msg.value, vars, errors);
  if (errors.length) throw new Error(`messages/${lang}: "${f.id}": ${errors.map(String).join('; ')}`);
  return out;
}

function addVariable(vars: Record<string, FluentVariable>, k: string, v: Arg, lang: Lang, names: boolean, map: GameMap<string>, id: string): void {
  if (typeof v === 'number' || typeof v === 'string') {
    vars[k] = v;
  } else if ('place' in v) {
    const forms = placeForms(v.place, lang, names, map);
    vars[k] = forms.name;
    vars[`${k}-def`] = forms.def;
    vars[`${k}-in`] = forms.in;
    vars[`${k}-from`] = forms.from;
    vars[`${k}-to`] = forms.to;
    vars[`${k}-gender`] = forms.gender;
  } else if ('power' in v) {
    const forms = powerForms(v.power, lang, map);
    vars[k] = forms.name;
    vars[`${k}-def`] = forms.def;
    vars[`${k}-from`] = forms.from;
  } else {
    vars[k] = text(v, lang, names, map);
    // A unit, or a list of units, also comes as prose: "l'armée de Silésie" ($k-def) and
    // "de l'armée de Silésie" ($k-de), the 2000 book's way of naming a unit after "de" or "que".
    if (!writesUnitProse(lang, id, k)) return;
    const units = 'unit' in v ? [v] : 'list' in v && v.list.length > 0 && v.list.every((x) => typeof x === 'object' && 'unit' in x) ? v.list : undefined;
    if (units) {
      const sep = 'list' in v ? v.sep : undefined;
      vars[`${k}-def`] = joined(units.map((u) => unitProse(u as UnitArg, 'unit-def', lang, names, map)), sep, lang);
      vars[`${k}-de`] = joined(units.map((u) => unitProse(u as UnitArg, 'unit-de', lang, names, map)), sep, lang);
    }
  }
}

let prose: Record<Lang, Set<string>> | undefined;

/** Does message `id` write argument `k` in prose ($k-def, $k-de)? Only those are rendered. */
function writesUnitProse(lang: Lang, id: string, k: string): boolean {
  prose ??= { en: proseUses([EN_MESSAGES, ...added.en].join('\n')), fr: proseUses([FR_MESSAGES, ...added.fr].join('\n')) };
  return prose[lang].has(`${id} ${k}`);
}

/** "message-id argument" for every $argument-def or $argument-de in a catalogue's messages. */
function proseUses(source: string): Set<string> {
  const out = new Set<string>();
  let id = '';
  for (const line of source.split('\n')) {
    const head = /^([a-z][a-z0-9-]*)\s*=/.exec(line);
    if (head) id = head[1];
    for (const m of line.matchAll(/\$([a-zA-Z]+)-(?:def|de)\b/g)) out.add(`${id} ${m[1]}`);
  }
  return out;
}

/** A unit named in prose by the catalogue's `form` ("l'armée de Silésie"), from its type and its place's "from" form. */
function unitProse(u: UnitArg, form: 'unit-def' | 'unit-de', lang: Lang, names: boolean, map: GameMap<string>): string {
  const [type, loc] = u.unit.split(' ');
  const plain = unitText(u.unit, lang, names, map);
  if (!loc || !map.province(loc.split('/')[0])) return plain;
  return format({ id: form, args: { type, text: plain, from: placeForms(loc, lang, names, map).from } }, lang, names, map);
}

function joined(items: string[], sep: ListArg['sep'], lang: Lang): string {
  if (sep === ';') return items.join(lang === 'fr' ? ' ; ' : '; ');
  if (sep === 'seq') return items.join('');
  if (sep === ',') return items.join(', ');
  const type = sep === 'or' ? 'disjunction' : 'conjunction';
  return lang === 'en' ? britishList(items, type) : frenchList(items, type);
}

function text(v: Arg, lang: Lang, names: boolean, map: GameMap<string>): string {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if ('unit' in v) return unitText(v.unit, lang, names, map);
  if ('place' in v) return placeForms(v.place, lang, names, map).def;
  if ('power' in v) return powerForms(v.power, lang, map).name;
  if ('list' in v) return joined(v.list.map((x) => text(x, lang, names, map)), v.sep, lang);
  if ('text' in v) return v.text[lang];
  return format(v, lang, names, map);
}

function unitText(unit: string, lang: Lang, names: boolean, map: GameMap<string>): string {
  if (!names) return unit;
  const [type, loc] = unit.split(' ');
  return loc ? `${type} ${locText(loc, lang, map)}` : unit;
}

/** "Munich", "Espagne (côte sud)"; a location the map does not know is written as given. */
function locText(loc: LocId, lang: Lang, map: GameMap<string>): string {
  const [p, coast] = loc.split('/');
  const prov = map.province(p);
  if (!prov) return loc;
  const name = lang === 'fr' ? prov.name.fr : prov.name.en;
  return coast && prov.coasts.includes(coast as never) ? `${name} (${coastName(coast as never, lang)})` : name;
}

interface PlaceForms {
  /** As on the map: "Mer du Nord". */
  name: string;
  /** With its article in a sentence: "la mer du Nord". */
  def: string;
  /** Where: "dans la mer du Nord", "à Kiel". */
  in: string;
  /** From where: "de la mer du Nord", "d'Édimbourg", "du Danemark". */
  from: string;
  /** To where: "à la mer du Nord", "au Danemark", "à Kiel" (after "jusqu'"). */
  to: string;
  /** 'f' or 'm' ('fp', 'mp' for a plural name), for agreement: "le Danemark est occupé". */
  gender: string;
}

function placeForms(loc: LocId, lang: Lang, names: boolean, map: GameMap<string>): PlaceForms {
  const prov = map.province(loc.split('/')[0]);
  if (!prov) return { name: loc, def: loc, in: loc, from: loc, to: loc, gender: 'f' };
  const name = names ? locText(loc, lang, map) : loc;
  const g = frenchGrammarOf(prov, map);
  const bare = lang === 'fr' && !loc.includes('/') ? frenchRunningName(name) : name;
  const args = { prep: g.prep, article: g.article || 'none', vowel: frenchElides(bare) ? 'yes' : 'no', kind: prov.terrain === 'sea' ? 'sea' : 'land', bare };
  const form = (id: string) => format({ id, args }, lang, true, map);
  return { name, def: form('place-def'), in: form('place-in'), from: form('place-from'), to: form('place-to'), gender: g.plural ? `${g.gender}p` : g.gender };
}

function powerForms(power: string, lang: Lang, map: GameMap<string>): { name: string; def: string; from: string } {
  const n = Object.hasOwn(map.powerNames, power) ? map.powerNames[power] : undefined;
  // Powers read by name in both languages: their ids are plain words, not map notation.
  if (!n) return { name: power, def: power, from: power };
  const bare = n[lang];
  const args = { bare, vowel: n.frArticle === false ? 'none' : frenchElides(bare) ? 'yes' : 'no' };
  return { name: bare, def: format({ id: 'power-def', args }, lang, true, map), from: format({ id: 'power-from', args }, lang, true, map) };
}

/**
 * Give `target` two read-only, enumerable, lazily rendered texts `en` (protocol notation unless
 * `names`) and `fr` (names): what code reads is rendered once, what nobody reads never is. Own
 * properties, so that spreads and JSON.stringify see them.
 */
export function defineTexts<T extends object>(target: T, make: (lang: Lang) => string): T & { readonly en: string; readonly fr: string } {
  for (const lang of ['en', 'fr'] as const) {
    let cached: string | undefined;
    Object.defineProperty(target, lang, { enumerable: true, configurable: true, get: () => (cached ??= make(lang)) });
  }
  return target as T & { readonly en: string; readonly fr: string };
}

/** A `{ en, fr }` pair rendered on first read, from one fact or sentences told one after another. */
export function texts(facts: Fact | readonly Fact[], opts: RenderOptions = {}): { readonly en: string; readonly fr: string } {
  return defineTexts({}, (lang) => sentences(facts, lang, opts));
}

/** Sentences told one after another, each from its fact, each opening with a capital. */
export function sentences(facts: Fact | readonly Fact[], lang: Lang, opts: RenderOptions = {}): string {
  const list = Array.isArray(facts) ? facts : [facts as Fact];
  const map = opts.map ?? (standardMap as unknown as GameMap<string>);
  // A sentence opening with a province id ("bul: A rum gets in") keeps it in lower case: it is notation.
  const sentence = (s: string) => (/^[a-z]{3}\b/.test(s) && map.province(s.slice(0, 3)) ? s : capitalise(s));
  return list.map((f) => sentence(render(f, lang, opts))).join(' ');
}

/** One form of a place's name in a sentence: "dans la mer du Nord" for ('nth', 'in', 'fr'). */
export function placeText(loc: LocId, form: 'name' | 'def' | 'in' | 'from' | 'to' | 'gender', lang: Lang, opts: RenderOptions = {}): string {
  return placeForms(loc, lang, lang === 'fr' || opts.names === true, opts.map ?? (standardMap as unknown as GameMap<string>))[form];
}
