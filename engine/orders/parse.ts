// Order parser: one order text -> Order AST (see ast.ts), or an error with a span.
//
// Three notations are read by the same grammar (the differences are only in the words):
//   English / DATC      A Par - Bur, F Nth C A Lon - Nwy, A Mun S A Ber - Sil, Build F Edi, Waive
//   2000 French book    A Par – Bou, A Var xxx, F Lon Tenir, F Con – Bul CE, A Lon – Nge par convoi
//   001 postal reports  A PRU=VAR (succeeded), A PRU:VAR (failed), A VAR s A MOS-UKR (support cut)
//   game records        A LON - BRE VIA, A PAR B, F STP/NC B, F BLA D, F BLA R SEV (webDiplomacy, dipcc)
//
// Grammar (words in any of the three languages, case and accents optional):
//   order   := [power [':']] body
//   body    := waive | build unit | remove unit | unit [rest]
//   unit    := [power] [A|F] [power] place          (power only inside supports/convoys)
//   rest    := hold | dash place [via convoy | VIA] | [fait] retreat [to] place
//            | S unit [dash place | hold] | C unit dash place | disband | build
//            | B | D                                   (last word only: the game records' build, disband)
//   place   := province name (1-5 words, resolved by map.lookup) [coast]
// Meaning depends on the phase only where the books leave it implicit: a dash is a retreat in the
// retreat phase, and a bare unit ("F Édi") is a build in the adjustment phase (a hold otherwise).
// Explicit words ("retreat", "R", "Build", "Remove") mean the same in every phase.
// Semantic checks (adjacency, ownership, whether the order suits the phase) are the
// adjudicator's; the parser only resolves names and infers or rejects a fleet's missing coast.
//
// This runs on a benchmark's hot path (about 0.2-0.4 µs per order), so: a hand-written tokenizer
// writing into reusable typed arrays, words interned (a word seen before costs no allocation),
// name lookups memoised per map, no regular expressions on ASCII input, no exceptions on the
// normal path. Module-level state is safe: parsing is synchronous and never re-entered.

import type { CoastId, GameMap, LocId, NameLookup, Power, PowerId, ProvinceId, Unit, UnitType } from '../map/types.js';
import type { Order, ParseError, ParseResult, ParsedOrder, PhaseType, ReportedOutcome, UnitRef } from './ast.js';
import { standardMap } from '../map/index.js';
import { fact, listArg, placeArg, render, type Fact } from '../language/render.js';

export interface ParseContext {
  /** Decides what a dash means (a retreat in the retreat phase) and what a bare unit means (a build in adjustments). */
  phase?: PhaseType;
  /** Defaults to the standard map. */
  map?: GameMap;
  /** The unit standing in a province, used to infer a fleet's destination coast from its exact location. */
  unitAt?: (province: ProvinceId) => Unit | undefined;
}

// ---------------------------------------------------------------------------------------------
// Tokens

const T_WORD = 1;
/** Any move mark: - – — → -> and the postal = and :. */
const T_DASH = 2;
const T_SLASH = 3;
const T_LPAREN = 4;
const T_RPAREN = 5;

// Token flags
const F_UPPER = 1; // a word with letters and no lower-case letter (postal report style)
const F_HYPHEN = 2; // a dash written as a single ASCII '-', which may also join a name (Mid-Atlantic)
const F_EQ = 4; // postal '=' : the move succeeded
const F_COLON = 8; // postal ':' : the move failed (or "England:" after a power)
const F_LOWER_S = 16; // the single letter 's' (postal: support cut)

const MAX_TOKENS = 128;
const tKind = new Uint8Array(MAX_TOKENS);
const tStart = new Int32Array(MAX_TOKENS);
const tEnd = new Int32Array(MAX_TOKENS);
/** 1 when whitespace (or skipped punctuation) precedes the token. */
const tGap = new Uint8Array(MAX_TOKENS);
const tFlags = new Uint8Array(MAX_TOKENS);
const tKw = new Uint8Array(MAX_TOKENS);
/** Folded text of word tokens: lower case, accents removed, ’ -> '. */
const tKey: string[] = new Array<string>(MAX_TOKENS).fill('');
/** The interned entry of word tokens. */
const tWord: Array<Interned | undefined> = new Array<Interned | undefined>(MAX_TOKENS).fill(undefined);

// Keywords
const KW_A = 1;
const KW_F = 2;
const KW_HOLD = 3;
const KW_SUPPORT = 4;
const KW_CONVOY = 5; // verb (C, convoys) and, after via/by/par, the noun
const KW_CONVOI = 6; // noun only: "par convoi"
const KW_VIA = 7;
const KW_PAR = 8; // "par": Paris, unless followed by "convoi"
const KW_BUILD = 9;
const KW_DISBAND = 10;
const KW_WAIVE = 11;
const KW_RETREAT = 12;
const KW_TO = 13;
const KW_FAIT = 14; // "fait retraite" (001 §3.4.2)

const KEYWORDS = new Map<string, number>();
function kw(id: number, words: string): void {
  for (const w of words.split(' ')) KEYWORDS.set(w, id);
}
// Single letters are classified from the raw character (see tokenize()).
kw(KW_A, 'army armee armees');
kw(KW_F, 'fleet flotte flottes');
// "xxx" is how the 2000 French rulebook abbreviates Tenir (hold): "F Lon xxx".
kw(KW_HOLD, 'hold holds stand stands tenir tient xxx');
kw(KW_SUPPORT, 'support supports supporte supportent soutien soutient soutenir');
kw(KW_CONVOY, 'convoy convoys convoie convoient convoyer convoier');
kw(KW_CONVOI, 'convoi');
kw(KW_VIA, 'via by');
kw(KW_PAR, 'par');
kw(KW_BUILD, 'build builds construire construit construis construction');
// 000 writes "démobilise", 001 "retirer" / "destructions"; DATC "disband" / "remove".
kw(KW_DISBAND, 'disband disbands remove removes destroy retirer retire retrait dissoudre dissous detruire detruit demobiliser demobilise demobilisation destruction');
kw(KW_WAIVE, 'waive waives waived renonce renoncer');
kw(KW_RETREAT, 'retreat retreats retraite');
kw(KW_TO, 'to en vers into');
kw(KW_FAIT, 'fait');

// Power names and adjectives, English and French, and the abbreviations the books use ("ANG.").
const POWER_WORDS: ReadonlyArray<readonly [Power, string]> = [
  ['austria', 'austria austrian aus aut autriche autrichien autrichienne autrichiens austria-hungary autriche-hongrie'],
  ['england', 'england english eng ang angleterre anglais anglaise britain'],
  ['france', 'france french fra francais francaise'],
  ['germany', 'germany german ger all allemagne allemand allemande'],
  ['italy', 'italy italian ita italie italien italienne'],
  ['russia', 'russia russian rus russie russe'],
  ['turkey', 'turkey turkish tur turquie turc turque'],
];

const COAST_WORDS = new Map<string, CoastId>([
  ['nc', 'nc'], ['cn', 'nc'], ['n', 'nc'], ['north', 'nc'], ['nord', 'nc'],
  ['sc', 'sc'], ['cs', 'sc'], ['s', 'sc'], ['south', 'sc'], ['sud', 'sc'],
  ['ec', 'ec'], ['ce', 'ec'], ['e', 'ec'], ['east', 'ec'], ['est', 'ec'],
]);
/** Coast words that may follow a province with nothing around them: "Bul CE", "spa nc". */
const BARE_COASTS = new Set(['nc', 'cn', 'sc', 'cs', 'ec', 'ce']);

/**
 * The power of `map` a word names ("England", "Angleterre", "allemande", "Autriche-Hongrie";
 * "Rome", "Grèce" on another board: its ids and its English and French power names), accents and
 * case ignored; undefined if none. For headings in order files, so that they read the same words.
 */
export function powerNamed(word: string, map: GameMap<string> = standardMap): PowerId | undefined {
  const key = foldWord(word);
  for (const [power, words] of POWER_WORDS) if (map.powers.includes(power) && words.split(' ').includes(key)) return power;
  for (const power of map.powers) {
    const n = map.powerNames[power];
    if (key === power || key === foldWord(n.en) || key === foldWord(n.fr)) return power;
  }
  return undefined;
}
const foldWord = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

// ---------------------------------------------------------------------------------------------
// Per-map data

interface Compiled {
  map: GameMap;
  /** Memoised map.lookup by folded key. Bounded: cleared when it grows too big (fuzzing). */
  cache: Map<string, NameLookup>;
  /** The same for two-word names ("Bul CE", "PRU-VAR" tried as one name), without building the key. */
  pairs: Map<string, Map<string, NameLookup>>;
  powers: Map<string, Power>;
  /** sharedParser's entries, by phase type and derivation. */
  parsed: Record<PhaseType, Map<unknown, Map<string, unknown>>>;
}
const compiledMaps = new WeakMap<GameMap, Compiled>();
const CACHE_LIMIT = 20_000;

let lastCompiled: Compiled | undefined;

function compile(map: GameMap): Compiled {
  if (lastCompiled !== undefined && lastCompiled.map === map) return lastCompiled;
  let c = compiledMaps.get(map);
  if (c) return (lastCompiled = c);
  const powers = new Map<string, Power>();
  for (const [power, words] of POWER_WORDS) {
    if (!map.powers.includes(power)) continue;
    // An abbreviation that names a province on this map is the province ("eng": English Channel).
    // Full words are kept even when the map reads them as a prefix ("English" Channel): powerAt()
    // decides from the words around them.
    // Asked once per map, at a command's first order: no suggestions for the words that name no province.
    for (const w of words.split(' ')) if (w.length > 3 || !map.lookup(w, { suggest: false }).ok) powers.set(w, power);
  }
  c = { map, cache: new Map(), pairs: new Map(), powers, parsed: { movement: new Map(), retreat: new Map(), adjustment: new Map() } };
  compiledMaps.set(map, c);
  return (lastCompiled = c);
}

// ---------------------------------------------------------------------------------------------
// Parser state (module-level, see header)

let src = '';
let nTok = 0;
let pos = 0;
let cm: Compiled;
let err: ParseError | null = null;
// Result slots of parsePlace() / parseUnit(), to avoid allocating small records.
let placeStart = 0;
let placeEnd = 0;
let placeFirstTok = 0;
let uType: UnitType | undefined;
let uPower: Power | undefined;
let uLoc: LocId = '';
let uStart = 0;
let uEnd = 0;
let uFirstLocTok = 0;

const MAX_RUN = 5;
/** The word tokens of the name being read (parsePlace). */
const runTok = new Int32Array(MAX_RUN);

/** The first `words` words of the run, as one lookup key. */
function runKeyOf(words: number): string {
  let key = tKey[runTok[0]];
  for (let m = 1; m < words; m++) key += ' ' + tKey[runTok[m]];
  return key;
}

/**
 * A parse error: what is wrong as a typed fact (a message of the explanation catalogues, "parse-*",
 * and its fields), where, and the candidates. `message` is its English sentence, rendered on first
 * read: a batch that only counts unreadable orders never renders it; French comes from the fact.
 */
function parseError(f: Fact, span: { start: number; end: number }, candidates: readonly string[] | undefined, map: GameMap): ParseError {
  let message: string | undefined;
  const e = (candidates && candidates.length > 0 ? { fact: f, span, candidates: [...candidates] } : { fact: f, span }) as ParseError;
  Object.defineProperty(e, 'message', { enumerable: true, get: () => (message ??= render(f, 'en', { map: map as unknown as GameMap<string> })) });
  // Frozen whole now (its fields first), so that the parse table's deepFreeze stops at it without
  // reading `message`.
  deepFreeze(f);
  deepFreeze(span);
  if (e.candidates) deepFreeze(e.candidates);
  return Object.freeze(e);
}

function fail(f: Fact, start: number, end: number, candidates?: readonly string[]): null {
  if (err) return null; // keep the first, most specific error
  if (start < 0) start = 0;
  if (end > src.length) end = src.length;
  if (end < start) end = start;
  err = parseError(f, { start, end }, candidates, cm.map);
  return null;
}
function failTok(i: number, f: Fact, candidates?: readonly string[]): null {
  return fail(f, tStart[i], tEnd[i], candidates);
}
/** Something is missing at the end: point at the last token. */
function failEnd(f: Fact): null {
  return nTok > 0 ? fail(f, tStart[nTok - 1], tEnd[nTok - 1]) : fail(f, 0, src.length);
}
function tokText(i: number): string {
  return src.slice(tStart[i], tEnd[i]);
}
/** The order's own text as an error quotes it (the catalogue adds the quotation marks): long texts are cut. */
function quote(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
/** What the parser expected, by code: parse-what in the catalogues ("the destination of the supported move"). */
type What = 'unit' | 'unit-province' | 'supported-unit' | 'convoyed-army' | 'unit-to-build' | 'unit-to-remove' | 'supported-dest' | 'convoyed-dest' | 'retreat-dest' | 'dest';
const whatFact = (what: What): Fact => fact('parse-what', { what });
/**
 * A place being read as an error names it: `what`, or with `ofUnit` the province of the unit `what`
 * ("the province of the supported unit"). Made only when an error needs it: a fresh batch parses
 * thousands of new texts in V8's interpreter, where each fact made and dropped costs (issue 27).
 */
const placeFact = (what: What, ofUnit: boolean): Fact => (ofUnit ? fact('parse-what-province-of', { what: whatFact(what) }) : whatFact(what));
/** "Expected the destination, found 'xyz'": the keyword or the text at token `i`. */
const found = (i: number): Fact => (tKind[i] === T_WORD ? fact('parse-found-keyword', { found: quote(tokText(i)) }) : fact('parse-found-text', { found: quote(tokText(i)) }));

// ---------------------------------------------------------------------------------------------
// Tokenizer

/** ASCII character classes, to avoid the comparisons below on the common path. */
const C_OTHER = 0;
const C_GAP = 1;
const C_WORD = 2;
const ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_CLASS[c] = isGap(c) ? C_GAP : isWordChar(c) ? C_WORD : C_OTHER;

/** Characters skipped like spaces: whitespace, full stops ("ANG.", "Gas."), quotation marks. */
function isGap(c: number): boolean {
  return (
    c === 32 || c === 9 || c === 10 || c === 13 || c === 46 /* . */ || c === 34 /* " */ ||
    c === 0xa0 || c === 0xab || c === 0xbb /* « » */ ||
    (c >= 0x2000 && c <= 0x200b) || c === 0x201c || c === 0x201d || c === 0x201e ||
    c === 0x2039 || c === 0x203a || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** Non-ASCII move marks: – — and friends, minus sign, arrows. */
function isUnicodeDash(c: number): boolean {
  return (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0x2192 || c === 0x21d2 || c === 0x27f6 || c === 0x2794 || c === 0x279c;
}

function isWordChar(c: number): boolean {
  if (c < 0x80) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 39;
  }
  if (c < 0xc0) return false; // Latin-1 punctuation and symbols
  if (c === 0xd7 || c === 0xf7) return false; // × ÷
  if (c === 0x2018 || c === 0x2019) return true; // ‘ ’ as apostrophes
  if (c >= 0x2000 && c <= 0x2bff) return false; // punctuation, arrows, symbols
  return true; // letters of any script, combining accents, surrogates
}

const COMBINING = /[\u0300-\u036f]/g;

function foldNonAscii(s: string): string {
  return s
    .normalize('NFD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replaceAll('\u2019', "'")
    .replaceAll('\u2018', "'")
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae');
}

/**
 * Words seen before, by hash of their characters (ASCII letters lower-cased): a known word costs
 * no allocation (the accent folding of non-ASCII words is slow: it is done once per spelling),
 * and its key is the same string every time, so the Map lookups that follow hit its cached hash.
 * Bounded like the lookup cache.
 */
interface Interned {
  /** The word with ASCII letters lower-cased, other characters as written. */
  raw: string;
  /** The folded key (see tKey). */
  key: string;
  kw: number;
  next: Interned | undefined;
  /** The power this word names on map `pm` (null: none), filled in by powerAt(). */
  pm: Compiled | undefined;
  pw: Power | null;
}
const INTERN_BUCKETS = 4096; // a power of two
const interned: Array<Interned | undefined> = new Array<Interned | undefined>(INTERN_BUCKETS).fill(undefined);
let internedCount = 0;
const INTERN_LIMIT = 50_000;

function internWord(text: string, s: number, e: number, h: number, nonAscii: boolean): Interned {
  const bucket = h & (INTERN_BUCKETS - 1);
  const first = interned[bucket];
  const len = e - s;
  for (let x = first; x !== undefined; x = x.next) {
    const raw = x.raw;
    if (raw.length !== len) continue;
    let j = 0;
    for (; j < len; j++) {
      let c = text.charCodeAt(s + j);
      if (c >= 65 && c <= 90) c |= 32;
      if (raw.charCodeAt(j) !== c) break;
    }
    if (j === len) return x;
  }
  let raw = text.slice(s, e);
  let key: string;
  if (nonAscii) {
    key = foldNonAscii(raw);
    raw = asciiLower(raw);
  } else key = raw = raw.toLowerCase();
  let next = first;
  if (internedCount >= INTERN_LIMIT) {
    interned.fill(undefined);
    internedCount = 0;
    next = undefined;
  }
  const entry: Interned = { raw, key, kw: KEYWORDS.get(key) ?? 0, next, pm: undefined, pw: null };
  interned[bucket] = entry;
  internedCount++;
  return entry;
}

function asciiLower(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 65 && c <= 90 ? String.fromCharCode(c | 32) : s[i];
  }
  return out;
}

/** A word as written (case and all): its interned entry, and whether it has letters and no lower-case one (F_UPPER). */
interface WrittenWord {
  word: Interned;
  upper: boolean;
}
/**
 * Words by their exact text: a word met before is one slice and one Map.get (hashed natively),
 * not a loop over its characters in JavaScript, which a fresh process runs in V8's interpreter at
 * every new order text (each character's charCodeAt a call there). A fresh process answering 1,000
 * phases: 2,492 M -> 2,481 M instructions (callgrind, single-threaded; issue 27). Bounded like the
 * interned words.
 */
const writtenWords = new Map<string, WrittenWord>();

/** The word text[s..e), from writtenWords, or read character by character and interned the first time. */
function wordAsWritten(text: string, s: number, e: number): WrittenWord {
  const written = text.slice(s, e);
  const known = writtenWords.get(written);
  if (known !== undefined) return known;
  let lower = false;
  let upper = false;
  let nonAscii = false;
  let h = 0;
  for (let i = s; i < e; i++) {
    let d = text.charCodeAt(i);
    if (d >= 97 && d <= 122) lower = true;
    else if (d >= 65 && d <= 90) {
      upper = true;
      d |= 32;
    } else if (d >= 0x80) {
      nonAscii = true;
      if (d >= 0xdf && d <= 0xff) lower = true;
      else if (d >= 0xc0 && d <= 0xde) upper = true;
    }
    h = (Math.imul(h, 31) + d) | 0;
  }
  const entry: WrittenWord = { word: internWord(text, s, e, h, nonAscii), upper: upper && !lower };
  if (writtenWords.size >= INTERN_LIMIT) writtenWords.clear();
  writtenWords.set(written, entry);
  return entry;
}

/** Split `text` into tokens. Returns false (with err set) on a character no order can contain. */
function tokenize(text: string): boolean {
  const len = text.length;
  let i = 0;
  let n = 0;
  let gap = 1;
  while (i < len) {
    const c = text.charCodeAt(i);
    const cls = c < 128 ? ASCII_CLASS[c] : isGap(c) ? C_GAP : isWordChar(c) ? C_WORD : C_OTHER;
    if (cls === C_GAP) {
      gap = 1;
      i++;
      continue;
    }
    if (n === MAX_TOKENS) {
      nTok = n;
      fail(fact('parse-too-long'), i, len);
      return false;
    }
    tStart[n] = i;
    tGap[n] = gap;
    tFlags[n] = 0;
    tKw[n] = 0;
    tKey[n] = '';
    tWord[n] = undefined;
    gap = 0;
    if (cls === C_WORD) {
      const s = i;
      for (i++; i < len; i++) {
        const nc = text.charCodeAt(i);
        if (nc < 128 ? ASCII_CLASS[nc] !== C_WORD : !isWordChar(nc)) break;
      }
      const seen = wordAsWritten(text, s, i);
      tKind[n] = T_WORD;
      tEnd[n] = i;
      if (seen.upper) tFlags[n] = F_UPPER;
      const w = seen.word;
      tWord[n] = w;
      tKey[n] = w.key;
      tKw[n] = w.kw;
      if (i - s === 1) {
        // Single letters: classified from the raw character, so that 's' (support cut) is told
        // from 'S', and 'à' (to) is not 'A' (army).
        switch (c) {
          case 65: case 97: tKw[n] = KW_A; break; // A a
          case 70: case 102: tKw[n] = KW_F; break; // F f
          case 72: case 104: tKw[n] = KW_HOLD; break; // H h
          case 83: tKw[n] = KW_SUPPORT; break; // S
          case 115: tKw[n] = KW_SUPPORT; tFlags[n] |= F_LOWER_S; break; // s
          case 67: case 99: tKw[n] = KW_CONVOY; break; // C c
          case 82: case 114: tKw[n] = KW_RETREAT; break; // R r: retreat
          case 0xe0: tKw[n] = KW_TO; break; // à
          default: tKw[n] = 0;
        }
      }
      n++;
      continue;
    }
    // Punctuation
    if (c === 45 /* - */) {
      let j = i + 1;
      while (j < len && text.charCodeAt(j) === 45) j++;
      if (j < len && text.charCodeAt(j) === 62 /* > */) j++;
      tKind[n] = T_DASH;
      if (j === i + 1) tFlags[n] = F_HYPHEN;
      i = j;
    } else if (c === 61 /* = */) {
      tKind[n] = T_DASH;
      if (i + 1 < len && text.charCodeAt(i + 1) === 62) i += 2; // =>
      else {
        tFlags[n] = F_EQ;
        i++;
      }
    } else if (c === 58 /* : */) {
      tKind[n] = T_DASH;
      tFlags[n] = F_COLON;
      i++;
    } else if (isUnicodeDash(c)) {
      tKind[n] = T_DASH;
      i++;
    } else if (c === 47 /* / */) {
      tKind[n] = T_SLASH;
      i++;
    } else if (c === 40 /* ( */) {
      tKind[n] = T_LPAREN;
      i++;
    } else if (c === 41 /* ) */) {
      tKind[n] = T_RPAREN;
      i++;
    } else {
      nTok = n;
      const cp = text.codePointAt(i) ?? c;
      const w = cp > 0xffff ? 2 : 1;
      const control = cp < 32 || cp === 0x7f;
      const char = control ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : String.fromCodePoint(cp);
      fail(fact('parse-bad-character', { char, control: control ? 'yes' : 'no' }), i, i + w);
      return false;
    }
    tEnd[n] = i;
    n++;
  }
  nTok = n;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Token predicates

/** An ASCII hyphen written tight between two words: "Mid-Atlantic", "PRU-VAR". */
function isTightHyphen(i: number): boolean {
  return (
    i > 0 && i + 1 < nTok && tKind[i] === T_DASH && (tFlags[i] & F_HYPHEN) !== 0 &&
    tGap[i] === 0 && tGap[i + 1] === 0 && tKind[i - 1] === T_WORD && tKind[i + 1] === T_WORD
  );
}

/** "par convoi", "par convoy": the French "by". Otherwise "par" is Paris. */
function isParConvoy(i: number): boolean {
  // Only a word can follow: the token arrays are reused between calls, so a dash's key is stale.
  return tKw[i] === KW_PAR && i + 1 < nTok && tKind[i + 1] === T_WORD && (tKw[i + 1] === KW_CONVOI || tKey[i + 1] === 'convoy');
}

/**
 * The game records' last "B" or "D" (build, disband: "A PAR B", "A LON D"), which must not be read as
 * the end of a name: names are matched by prefix, and "LON D" would be "Lond(on)".
 */
function isRecordVerb(i: number): boolean {
  if (i !== nTok - 1 || tEnd[i] - tStart[i] !== 1 || tGap[i] === 0) return false;
  const letter = src.charCodeAt(tStart[i]) | 32;
  return letter === 98 || letter === 100;
}

/** Can token i be part of a province name? */
function isNameWord(i: number): boolean {
  if (tKind[i] !== T_WORD) return false;
  const k = tKw[i];
  if (k === 0) return !isRecordVerb(i);
  if (k === KW_PAR) return !isParConvoy(i);
  return false;
}

function lookupCached(key: string): NameLookup {
  let r = cm.cache.get(key);
  if (r === undefined) {
    r = cm.map.lookup(key);
    if (cm.cache.size >= CACHE_LIMIT) cm.cache.clear();
    cm.cache.set(key, r);
  }
  return r;
}

/** lookupCached(a + ' ' + b); the map folds hyphens and spaces alike ("Mid-Atlantic"). */
function lookupPair(a: string, b: string): NameLookup {
  let inner = cm.pairs.get(a);
  let r = inner?.get(b);
  if (r === undefined) {
    r = cm.map.lookup(a + ' ' + b);
    if (cm.pairs.size >= CACHE_LIMIT) cm.pairs.clear();
    if (inner === undefined || !cm.pairs.has(a)) {
      inner = new Map();
      cm.pairs.set(a, inner);
    }
    if (inner.size < 1000) inner.set(b, r);
  }
  return r;
}

/**
 * A power named at token i ("Allemagne", "ANG", "Autriche-Hongrie"), with the index just past it;
 * undefined when the words there are a province instead ("English Channel").
 */
let powerNext = 0;
function powerAt(i: number, leading: boolean): Power | undefined {
  if (i >= nTok || tKind[i] !== T_WORD || tKw[i] !== 0) return undefined;
  let p: Power | undefined;
  let next = i + 1;
  if (isTightHyphen(i + 1)) {
    p = cm.powers.get(tKey[i] + '-' + tKey[i + 2]);
    if (p) next = i + 3;
  }
  if (!p) {
    const w = tWord[i]!;
    if (w.pm !== cm) {
      w.pm = cm;
      w.pw = cm.powers.get(w.key) ?? null;
    }
    if (w.pw === null) return undefined;
    p = w.pw;
  }
  // A nationality is followed by a unit (or, first in the order, by a colon).
  if (next >= nTok) return undefined;
  const k = tKw[next];
  if (k === KW_A || k === KW_F || tKind[next] === T_LPAREN || (leading && tKind[next] === T_DASH && (tFlags[next] & F_COLON) !== 0)) {
    powerNext = next;
    return p;
  }
  if (!isNameWord(next)) return undefined;
  // "English Channel": the word starts a longer province name.
  if (next === i + 1) {
    if (lookupPair(tKey[i], tKey[i + 1]).ok) return undefined;
    if (i + 2 < nTok && isNameWord(i + 2) && lookupCached(tKey[i] + ' ' + tKey[i + 1] + ' ' + tKey[i + 2]).ok) return undefined;
  }
  powerNext = next;
  return p;
}

// ---------------------------------------------------------------------------------------------
// Places

/** The coast written after a province at `pos`, advancing past it; null if none (or error). */
function parseCoastSuffix(province: ProvinceId, coasts: readonly CoastId[]): CoastId | null {
  if (pos >= nTok) return null;
  const k = tKind[pos];
  let coast: CoastId | undefined;
  const start = tStart[pos];
  let endTok = pos;
  if (k === T_SLASH) {
    // stp/nc, bul/ec, Spa/North Coast
    if (pos + 1 >= nTok || tKind[pos + 1] !== T_WORD) return failTok(pos, fact('parse-coast-after-slash'));
    const c1 = coastWordsAt(pos + 1);
    if (!c1) return failTok(pos + 1, fact('parse-not-a-coast', { word: quote(tokText(pos + 1)) }));
    coast = c1;
    endTok = coastEndTok;
  } else if (k === T_LPAREN) {
    // Spa (nc), St Petersburg (côte sud)
    const c1 = pos + 1 < nTok ? coastWordsAt(pos + 1) : undefined;
    if (!c1) return null; // not a coast in parentheses; let the caller complain
    if (coastEndTok + 1 >= nTok || tKind[coastEndTok + 1] !== T_RPAREN) return failTok(coastEndTok, fact('parse-coast-paren'));
    coast = c1;
    endTok = coastEndTok + 1;
  } else if (k === T_WORD) {
    // Bul CE, spa nc, StP côte nord, stp north coast
    const key = tKey[pos];
    if (BARE_COASTS.has(key)) {
      coast = COAST_WORDS.get(key);
      endTok = pos;
    } else if (key === 'cote' || key === 'coast' || ((key === 'north' || key === 'south' || key === 'east') && pos + 1 < nTok && tKey[pos + 1] === 'coast')) {
      const c1 = coastWordsAt(pos);
      if (!c1) return null;
      coast = c1;
      endTok = coastEndTok;
    } else return null;
  } else return null;
  if (coasts.length === 0) return fail(fact('parse-one-coast', { prov: placeArg(province) }), start, tEnd[endTok]);
  if (!coasts.includes(coast!)) {
    return fail(fact('parse-no-such-coast', { prov: placeArg(province), coast: coast!, coasts: coasts.join(', ') }), start, tEnd[endTok]);
  }
  pos = endTok + 1;
  return coast!;
}

let coastEndTok = 0;
/** Coast words at token i: "nc", "north", "north coast", "côte nord", "coast north". Sets coastEndTok. */
function coastWordsAt(i: number): CoastId | undefined {
  if (i >= nTok || tKind[i] !== T_WORD) return undefined;
  const key = tKey[i];
  if (key === 'cote' || key === 'coast') {
    if (i + 1 < nTok && tKind[i + 1] === T_WORD) {
      const c = COAST_WORDS.get(tKey[i + 1]);
      if (c && tKey[i + 1].length > 2) {
        coastEndTok = i + 1;
        return c;
      }
    }
    return undefined;
  }
  const c = COAST_WORDS.get(key);
  if (!c) return undefined;
  coastEndTok = i;
  if (key.length > 2 && i + 1 < nTok && tKey[i + 1] === 'coast') coastEndTok = i + 1;
  return c;
}

/**
 * A place (province name of one to five words, then an optional coast) at `pos`. On success
 * advances `pos` and sets placeStart/placeEnd/placeFirstTok. `what` names it in error messages.
 */
function parsePlace(what: What, ofUnit = false): LocId | null {
  if (pos >= nTok) return failEnd(fact('parse-ends', { what: placeFact(what, ofUnit) }));
  if (!isNameWord(pos)) return failTok(pos, fact('parse-expected', { what: placeFact(what, ofUnit), found: found(pos) }));
  const first = pos;
  // Collect the longest run of name words (a tight hyphen joins two: "Mid-Atlantic"), then try
  // it longest first: "Atlantique Nord" is not "Atlantique".
  runTok[0] = pos;
  let k = 1;
  let j = pos + 1;
  while (k < MAX_RUN && j < nTok) {
    if (isNameWord(j)) {
      runTok[k++] = j;
      j++;
    } else if (isTightHyphen(j) && isNameWord(j + 1)) {
      runTok[k++] = j + 1;
      j += 2;
    } else break;
  }
  let loc: LocId | undefined;
  let used = 0;
  for (let m = k - 1; m >= 0; m--) {
    const r = m === 0 ? lookupCached(tKey[first]) : m === 1 ? lookupPair(tKey[first], tKey[runTok[1]]) : lookupCached(runKeyOf(m + 1));
    if (r.ok) {
      loc = r.loc;
      used = m;
      break;
    }
  }
  if (loc === undefined) return unknownPlace(first, k, what, ofUnit);
  pos = runTok[used] + 1;
  placeFirstTok = first;
  placeStart = tStart[first];
  // A coast written after the province (the lookup may already have read one: "Bul CE").
  if (pos >= nTok || tKind[pos] === T_DASH || tKind[pos] === T_RPAREN || tKw[pos] !== 0) {
    // Nothing that could be a coast follows: the common case, decided without the map.
  } else if (loc.indexOf('/') < 0) {
    const province = cm.map.province(loc);
    const coasts = province ? province.coasts : [];
    if (coasts.length > 0 || tKind[pos] === T_SLASH) {
      const c = parseCoastSuffix(loc, coasts);
      if (err) return null;
      if (c) loc = loc + '/' + c;
    }
  } else if (tKind[pos] === T_SLASH) {
    return failTok(pos, fact('parse-coast-twice', { loc: placeArg(loc) }));
  }
  placeEnd = tEnd[pos - 1];
  return loc;
}

function unknownPlace(first: number, k: number, what: What, ofUnit: boolean): null {
  const one = lookupCached(tKey[first]);
  const start = tStart[first];
  if (!one.ok && one.kind === 'ambiguous') {
    return fail(fact('parse-ambiguous-name', { word: quote(tokText(first)), candidates: one.candidates.join(', ') }), start, tEnd[first], one.candidates);
  }
  const all = k > 1 ? lookupCached(runKeyOf(k)) : one;
  const end = tEnd[runTok[k - 1]];
  let candidates = !all.ok && all.candidates.length > 0 ? all.candidates : !one.ok ? one.candidates : [];
  const text = src.slice(start, end);
  let hint: Fact | '' = '';
  // OCR glued an S to the province: "F NOIS A ROU-BUL".
  const key0 = tKey[first];
  if (k === 1 && key0.length > 3 && key0.endsWith('s')) {
    const r = lookupCached(key0.slice(0, -1));
    if (r.ok) {
      hint = fact('parse-hint-glued-support', { fixed: quote(tokText(first).slice(0, -1) + ' ' + tokText(first).slice(-1)) });
      candidates = [r.loc];
    }
  }
  // The map says why it is no province (Switzerland, the Atlantic: impassable); its plain "is not a
  // province name" adds nothing to this sentence, whose own hint names the candidates.
  const said = !all.ok && all.message ? all : !one.ok && one.message ? one : undefined;
  const why = said && !said.message!.includes(' is not a province name') ? said : undefined;
  if (!hint && why) hint = fact('parse-hint-map', { why: why.fact ?? { text: { en: capitaliseFirst(why.message!.replace(/\.?$/, '')), fr: why.message!.replace(/\.?$/, '') } } });
  if (!hint && candidates.length > 0) {
    const named = candidates.slice(0, 4).map((c) => {
      const name = cm.map.province(provinceOf(c))?.name;
      return name ? fact('parse-candidate', { id: c, name: { text: { en: name.en, fr: name.fr } } }) : c;
    });
    hint = fact('parse-hint-did-you-mean', { named: listArg(named, ',') });
  }
  return fail(fact('parse-unknown-province', { text: quote(text), what: placeFact(what, ofUnit), hint }), start, end, candidates);
}

// ---------------------------------------------------------------------------------------------
// Units

/**
 * A unit: [power] [A|F] [power] place, or "F(HOL)". Sets uType/uPower/uLoc/uStart/uEnd/uFirstLocTok.
 * `allowPower`: nationality is allowed (supported and convoyed units).
 */
function parseUnit(allowPower: boolean, what: What): boolean {
  uType = undefined;
  uPower = undefined;
  if (pos >= nTok) {
    failEnd(fact('parse-ends', { what: whatFact(what) }));
    return false;
  }
  uStart = tStart[pos];
  if (allowPower) {
    const p = powerAt(pos, false);
    if (p) {
      uPower = p;
      pos = powerNext;
    }
  }
  if (pos < nTok && (tKw[pos] === KW_A || tKw[pos] === KW_F)) {
    uType = tKw[pos] === KW_A ? 'A' : 'F';
    pos++;
    if (allowPower && !uPower) {
      const p = powerAt(pos, false);
      if (p) {
        uPower = p;
        pos = powerNext;
      }
    }
  }
  let paren = false;
  if (pos < nTok && tKind[pos] === T_LPAREN) {
    // "retirer F(HOL)": the unit's province in parentheses (001 §3.4.2)
    paren = true;
    pos++;
  }
  const loc = what === 'unit' ? parsePlace('unit-province') : parsePlace(what, true);
  if (loc === null) return false;
  if (paren) {
    if (pos >= nTok || tKind[pos] !== T_RPAREN) {
      failEnd(fact('parse-province-paren'));
      return false;
    }
    pos++;
  }
  uLoc = loc;
  uFirstLocTok = placeFirstTok;
  uEnd = tEnd[pos - 1];
  return true;
}

function makeUnit(type: UnitType | undefined, loc: LocId, power: Power | undefined): UnitRef {
  if (type !== undefined) return power !== undefined ? { type, loc, power } : { type, loc };
  return power !== undefined ? { loc, power } : { loc };
}

// ---------------------------------------------------------------------------------------------
// Coasts of destinations

function provinceOf(loc: LocId): ProvinceId {
  const k = loc.indexOf('/');
  return k < 0 ? loc : loc.slice(0, k);
}

/**
 * A fleet moving to a two-coast province without naming the coast: if only one coast can be
 * reached from where the fleet stands, that coast is meant (001 §3.5.2); if both can, the order
 * is ambiguous and void (000 "BULGARIE, ESPAGNE ET SAINT-PÉTERSBOURG", 001 §2.7.3.2).
 */
function resolveDestinationCoast(
  type: UnitType | undefined,
  origin: LocId,
  dest: LocId,
  unitAt: ParseContext['unitAt'],
  destStart: number,
  destEnd: number,
): LocId | null {
  if (dest.indexOf('/') >= 0) return dest;
  const map = cm.map;
  const province = map.province(dest);
  if (!province || province.coasts.length < 2) return dest;
  const originProvince = provinceOf(origin);
  // The unit standing there matters only when the order does not say its type, or when its
  // province has several coasts; otherwise the result does not depend on the board and is cached.
  const own = map.locsOf(originProvince, 'F');
  const readsBoard = unitAt !== undefined && (type === undefined || own.length > 1 || origin.indexOf('/') >= 0);
  if (readsBoard) readBoard = true;
  const standing = readsBoard ? unitAt(originProvince) : undefined;
  let t = type ?? standing?.type;
  if (t === undefined && map.province(originProvince)?.terrain === 'sea') t = 'F';
  if (t !== 'F') return dest;
  let origins: readonly LocId[];
  if (standing && standing.type === 'F' && provinceOf(standing.loc) === originProvince) origins = [standing.loc];
  else if (origin.indexOf('/') >= 0) origins = [origin];
  else origins = own.length > 0 ? own : [origin];
  let found: LocId | undefined;
  let count = 0;
  const reachable: LocId[] = [];
  for (const c of province.coasts) {
    const loc = dest + '/' + c;
    for (const o of origins) {
      if (map.canMove('F', o, loc)) {
        found = loc;
        count++;
        reachable.push(loc);
        break;
      }
    }
  }
  if (count === 1) return found!;
  if (count === 0) return dest; // not reachable at all: the adjudicator will say so
  return fail(
    fact('parse-ambiguous-coast', { from: placeArg(origins.length === 1 ? origins[0] : originProvince), reachable: listArg(reachable.map(placeArg)) }),
    destStart,
    destEnd,
    reachable,
  );
}

// ---------------------------------------------------------------------------------------------
// Orders

const EMPTY_CTX: ParseContext = {};

/** Parse one order. Never throws: bad input gives `{ ok: false, error }` with a span. */
export function parseOrder(text: string, ctx: ParseContext = EMPTY_CTX): ParseResult {
  try {
    const r = parseInner(typeof text === 'string' ? text : String(text), ctx);
    if (r) return Object.freeze({ ok: true, value: frozenParse(r) });
    return Object.freeze({ ok: false, error: err ?? parseError(fact('parse-unreadable'), { start: 0, end: src.length }, undefined, cm.map) });
  } catch (e) {
    // Only reached through a bug or a misbehaving map/unitAt callback: report, never throw.
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: parseError(fact('parse-internal', { message }), { start: 0, end: typeof text === 'string' ? text.length : 0 }, undefined, standardMap) };
  }
}

/**
 * A parse's objects frozen where they are made, each by its known shape: the parse table shares
 * every result between phases (sharedParser), and its deepFreeze of an entry then stops at the
 * result, already frozen, instead of walking it object by object (an Object.isFrozen, a freeze and
 * a for-in each, in a fresh process's interpreter). A fresh 1,000-phase batch through a pipe:
 * 2,107-2,112 M -> 2,049-2,057 M instructions (callgrind, all threads); the whole walk, had the
 * entries not been frozen at all, was about 110 M of them (issue 27).
 */
function frozenParse(parsed: ParsedOrder): ParsedOrder {
  const order = parsed.order;
  if (order.kind !== 'waive') Object.freeze(order.unit);
  if (order.kind === 'support' || order.kind === 'convoy') Object.freeze(order.target);
  Object.freeze(order);
  return Object.freeze(parsed);
}

/** Set when the parse read the board (a fleet's coast inferred from where it stands): not cacheable. */
let readBoard = false;

/**
 * Results by order text, per map, phase type and derivation: the same texts come back phase
 * after phase (and a batch repeats a game's vocabulary), and parsing is a pure function of text,
 * map and phase unless the board was read. Results are frozen: they are shared by every phase that
 * uses the text. Bounded: cleared when full (fuzzing, or a huge batch of distinct texts).
 * A Map: V8 keeps a string's hash in the string, so a text met again (the warm path, a game
 * replayed) is found without hashing it again, and a new one is hashed natively, not by a loop
 * in JavaScript that is still interpreted in a fresh process. Instruction counts (callgrind,
 * --single-threaded --predictable, 300 phases, passes 10 to 40): 138.0k -> 128.9k a warm phase;
 * a fresh CLI process answering 1,000 phases 2.81G -> 2.72G. The hand-made hash table it
 * replaces (engine/util/text-table.ts) had looked faster timed alone.
 */
export const PARSED_LIMIT = 20_000;

/**
 * `parseOrder` for the adjudicator, for many orders in one context (a phase's): the parser it
 * returns gives each text's `derive(result, map)`, computed once per result and kept; what
 * `derive` makes must keep the result itself if the caller needs it (movement/board.ts's brief
 * does): the table then holds one object per text, and a lookup reads one object fewer, a cache
 * miss per order on the warm path. Shared and frozen (never change it). Same answers as
 * `parseOrder`; a result that depended on `ctx.unitAt` is not kept. The table for the context's
 * map, phase type and derivation is found once here, not once per order.
 */
export function sharedParser<T extends object>(ctx: ParseContext & { phase: PhaseType }, derive: (r: ParseResult, map: GameMap) => T): (text: string) => T {
  const table = sharedTable(ctx, derive);
  return (text) => sharedParseIn(table, text, ctx, derive);
}

/**
 * The entries `sharedParser(ctx, derive)` has kept (undefined inside withoutSharedParses): a caller
 * with many texts reads each here first and calls the parser only for a text not found. A direct
 * Map read in the caller's loop, not the parser's closure: its call and checks were about 110
 * instructions an order on the warm path (callgrind, 300 phases, passes 10 to 40: 90.8k -> 88.1k a
 * warm phase, some of it TurboFan compiling less in that window). Read it, never write it: the
 * parser alone decides what is kept.
 */
export function keptParses<T>(ctx: { phase: PhaseType; map?: GameMap }, derive: (r: ParseResult, map: GameMap) => T): ReadonlyMap<string, T> | undefined {
  return sharing ? sharedTable(ctx, derive) : undefined;
}

function sharedTable<T>(ctx: { phase: PhaseType; map?: GameMap }, derive: (r: ParseResult, map: GameMap) => T): Map<string, T> {
  const c = compile(ctx.map ?? standardMap);
  let byText = c.parsed[ctx.phase].get(derive) as Map<string, T> | undefined;
  if (byText === undefined) c.parsed[ctx.phase].set(derive, (byText = new Map()));
  return byText;
}

/** False only inside withoutSharedParses. */
let sharing = true;

/** Runs `f` with every order parsed afresh, none looked up or kept: what the table must never change (its tests). */
export function withoutSharedParses<T>(f: () => T): T {
  sharing = false;
  try {
    return f();
  } finally {
    sharing = true;
  }
}

function sharedParseIn<T>(byText: Map<string, T>, text: string, ctx: ParseContext & { phase: PhaseType }, derive: (r: ParseResult, map: GameMap) => T): T {
  if (!sharing) return derive(parseOrder(text, ctx), ctx.map ?? standardMap);
  const known = typeof text === 'string' ? byText.get(text) : undefined;
  if (known !== undefined) return known;
  readBoard = false;
  const result = parseOrder(text, ctx);
  const entry = derive(result, ctx.map ?? standardMap);
  if (!readBoard && typeof text === 'string') {
    if (byText.size >= PARSED_LIMIT) byText.clear();
    byText.set(text, deepFreeze(entry));
  }
  return entry;
}

function deepFreeze<T>(x: T): T {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return x;
  Object.freeze(x);
  // It runs for every new order text, so it allocates nothing: arrays walked by index, objects by
  // for-in (own and enumerable; the results' prototypes have none), values read directly. A parse
  // error, the one object with an accessor (its lazy English `message`), is frozen when made
  // (parseError), so it is never walked here and its getter never read. Reading each property's
  // descriptor instead made 15 of the 55 MB a fresh 1,000-phase batch allocates.
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) deepFreeze(x[i]);
    return x;
  }
  const o = x as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (typeof v === 'object' && v !== null) deepFreeze(v);
  }
  return x;
}

/** The text being read from `start` to `end`, quoted, for an error's words. */
function quotedSource(start: number, end: number): string {
  return quote(src.slice(start, end));
}

function parseInner(text: string, ctx: ParseContext): ParsedOrder | null {
  src = text;
  err = null;
  pos = 0;
  cm = compile(ctx.map ?? standardMap);
  if (!tokenize(text)) return null;
  if (nTok === 0) {
    fail(fact('parse-empty'), 0, text.length);
    return null;
  }
  const phase = ctx.phase;

  // A power named first: "England: A Lon - Bel", "Angleterre A LON=BEL".
  let power: Power | undefined;
  {
    const p = powerAt(0, true);
    if (p) {
      power = p;
      pos = powerNext;
      if (pos < nTok && tKind[pos] === T_DASH && (tFlags[pos] & F_COLON) !== 0) pos++;
      if (pos >= nTok) return failEnd(fact('parse-power-only'));
    }
  }

  const order = parseBody(phase, ctx.unitAt);
  if (!order) return null;
  if (pos < nTok) {
    const extra = src.slice(tStart[pos], tEnd[nTok - 1]);
    return failTok(pos, fact('parse-extra', { extra: quote(extra) }));
  }
  const out: ParsedOrder = { order };
  if (reported !== undefined) out.reported = reported;
  if (power !== undefined) out.power = power;
  return out;
}

let reported: ReportedOutcome | undefined;

function parseBody(phase: PhaseType | undefined, unitAt: ParseContext['unitAt']): Order | null {
  reported = undefined;
  const k = tKw[pos];
  if (tKind[pos] === T_WORD && k !== 0 && k !== KW_A && k !== KW_F && k !== KW_PAR) {
    if (k === KW_WAIVE) {
      pos++;
      // "Waive", "Waive build"
      if (pos < nTok && tKw[pos] === KW_BUILD) pos++;
      return { kind: 'waive' };
    }
    if (k === KW_BUILD) {
      pos++;
      if (!parseUnit(false, 'unit-to-build')) return null;
      return buildOrder();
    }
    if (k === KW_DISBAND) {
      pos++;
      if (!parseUnit(false, 'unit-to-remove')) return null;
      return { kind: 'disband', unit: makeUnit(uType, uLoc, undefined) };
    }
    return failTok(pos, fact('parse-order-start', { found: quote(tokText(pos)) }));
  }
  if (!parseUnit(false, 'unit')) return null;
  const type = uType;
  const loc = uLoc;
  const unitFirstTok = uFirstLocTok;
  // The unit as written, for error messages only: sliced when one is made, not for every order.
  const unitStart = uStart;
  const unitEnd = uEnd;

  if (pos >= nTok) {
    // A bare unit: the book writes builds this way ("F Édi"); in a movement phase it holds.
    if (phase === 'adjustment') return buildOrder();
    if (phase === 'retreat') return failEnd(fact('parse-retreat-needs-dest', { unit: quotedSource(unitStart, unitEnd) }));
    return { kind: 'hold', unit: makeUnit(type, loc, undefined) };
  }

  const tk = tKind[pos];
  const kwd = tKw[pos];
  // The game records' notation (webDiplomacy, dipcc, diplomacy-py): a last "B" builds the unit,
  // a last "D" disbands or removes it ("A PAR B", "F STP/NC B", "F BLA D"). Only as the last word,
  // so that a one-letter word elsewhere is never taken for them.
  if (tk === T_WORD && pos === nTok - 1 && tEnd[pos] - tStart[pos] === 1) {
    const letter = src.charCodeAt(tStart[pos]) | 32;
    if (letter === 98 /* b */) {
      pos++;
      return buildOrder();
    }
    if (letter === 100 /* d */) {
      pos++;
      return { kind: 'disband', unit: makeUnit(type, loc, undefined) };
    }
  }
  if (tk === T_DASH) {
    const f = tFlags[pos];
    if (f & F_EQ) reported = 'succeeded';
    else if (f & F_COLON) reported = 'failed';
    pos++;
    return moveOrRetreat(phase === 'retreat', type, loc, unitAt);
  }
  if (tk === T_WORD) {
    switch (kwd) {
      case KW_HOLD:
        pos++;
        return { kind: 'hold', unit: makeUnit(type, loc, undefined) };
      case KW_FAIT:
      case KW_RETREAT:
        if (kwd === KW_FAIT) {
          if (pos + 1 >= nTok || tKw[pos + 1] !== KW_RETREAT) break;
          pos++;
        }
        pos++;
        if (pos < nTok && (tKw[pos] === KW_TO || tKind[pos] === T_DASH)) pos++;
        return moveOrRetreat(true, type, loc, unitAt);
      case KW_SUPPORT: {
        // Postal reports write a cut support with a lower-case s, in an otherwise upper-case order.
        const cut = (tFlags[pos] & F_LOWER_S) !== 0 && (tFlags[unitFirstTok] & F_UPPER) !== 0;
        pos++;
        if (!parseUnit(true, 'supported-unit')) return null;
        const target = makeUnit(uType, uLoc, uPower);
        if (cut) reported = 'cut';
        if (pos < nTok && tKind[pos] === T_DASH) {
          pos++;
          const to = parsePlace('supported-dest');
          if (to === null) return null;
          return { kind: 'support', unit: makeUnit(type, loc, undefined), target, to };
        }
        if (pos < nTok && tKw[pos] === KW_HOLD) pos++; // "F Rom S F MTy xxx"
        return { kind: 'support', unit: makeUnit(type, loc, undefined), target };
      }
      case KW_CONVOY: {
        pos++;
        if (!parseUnit(true, 'convoyed-army')) return null;
        const target = makeUnit(uType, uLoc, uPower);
        if (pos >= nTok) return failEnd(fact('parse-convoy-needs-dest'));
        if (tKw[pos] === KW_SUPPORT) return failTok(pos, fact('parse-convoy-not-support', { found: quote(tokText(pos)) }));
        if (tKind[pos] !== T_DASH) return failTok(pos, fact('parse-convoy-dash', { found: quote(tokText(pos)) }));
        pos++;
        const to = parsePlace('convoyed-dest');
        if (to === null) return null;
        return { kind: 'convoy', unit: makeUnit(type, loc, undefined), target, to };
      }
      case KW_DISBAND:
        pos++;
        return { kind: 'disband', unit: makeUnit(type, loc, undefined) };
      case KW_BUILD:
        pos++;
        return buildOrder();
      case KW_A:
      case KW_F:
        return failTok(pos, fact('parse-order-after-unit', { unit: quotedSource(unitStart, unitEnd), found: quote(tokText(pos)), missingS: 'yes' }));
    }
  }
  return failTok(pos, fact('parse-order-after-unit', { unit: quotedSource(unitStart, unitEnd), found: quote(tokText(pos)), missingS: 'no' }));
}

function buildOrder(): Order | null {
  if (uType === 'F' && uLoc.indexOf('/') < 0) {
    const province = cm.map.province(uLoc);
    if (province && province.coasts.length >= 2) {
      const locs = province.coasts.map((c) => uLoc + '/' + c);
      return fail(fact('parse-build-coast', { loc: placeArg(uLoc), locs: listArg(locs.map(placeArg), 'or') }), uStart, uEnd, locs);
    }
  }
  return { kind: 'build', unit: makeUnit(uType, uLoc, undefined) };
}

function moveOrRetreat(
  retreat: boolean,
  type: UnitType | undefined,
  loc: LocId,
  unitAt: ParseContext['unitAt'],
): Order | null {
  let to = parsePlace(retreat ? 'retreat-dest' : 'dest');
  if (to === null) return null;
  to = resolveDestinationCoast(type, loc, to, unitAt, placeStart, placeEnd);
  if (to === null) return null;
  let viaConvoy = false;
  if (pos < nTok) {
    const paren = tKind[pos] === T_LPAREN;
    const p = paren ? pos + 1 : pos;
    if (p + 1 < nTok && (tKw[p] === KW_VIA || tKw[p] === KW_PAR) && (tKw[p + 1] === KW_CONVOY || tKw[p + 1] === KW_CONVOI)) {
      if (!paren || (p + 2 < nTok && tKind[p + 2] === T_RPAREN)) {
        viaConvoy = true;
        if (retreat) return fail(fact('parse-retreat-convoyed'), tStart[p], tEnd[p + 1]);
        pos = paren ? p + 3 : p + 2;
      }
    } else if (tKw[pos] === KW_VIA && pos === nTok - 1) {
      // The game records write a move by convoy with a last "VIA" ("A LON - BRE VIA").
      if (retreat) return failTok(pos, fact('parse-retreat-convoyed'));
      viaConvoy = true;
      pos++;
    }
  }
  const unit = makeUnit(type, loc, undefined);
  if (retreat) return { kind: 'retreat', unit, to };
  return { kind: 'move', unit, to, viaConvoy };
}

function capitaliseFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
