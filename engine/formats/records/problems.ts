// What the record readers say when a record cannot be read: where (a JSON pointer or line:col, and
// the phase when one is known) and what, as a typed fact (a message of the records catalogue,
// engine/language/messages/records.ts) said in English or French. Nothing of a refused record is kept.

import type { ZodIssue } from 'zod';
import { fact, listArg, type Fact, type Lang, type TextArg } from '../../language/index.js';
import type { GameMap } from '../../map/types.js';
import { jsonMistake, lineAndColumn } from '../json-text.js';
import { recordText, withEnglishMessage } from '../record-messages.js';

export interface RecordProblem {
  /** A JSON pointer ("/phases/3/orders/FRANCE/1") or "line:col" ("12:5"), after "variant.json:" or "companion:" when in the other file. */
  at: string;
  /** The record's name of the phase the problem is in ("S1901M", "Spring 1901 movement"), if known. */
  phase?: string;
  /** What is wrong, free of any language. */
  fact: Fact;
  /** What is wrong in English, rendered from `fact` when first read. */
  readonly message: string;
}

export type RecordRead<T> = { ok: true; value: T } | { ok: false; problems: RecordProblem[] };

/** A problem at `at` (in `phase`, if known). */
export function problem(at: string, f: Fact, phase?: string): RecordProblem {
  return withEnglishMessage({ at, ...(phase ? { phase } : {}), fact: f });
}

/** The same problem elsewhere (in the companion file). */
export function movedProblem(p: RecordProblem, at: string): RecordProblem {
  return problem(at, p.fact, p.phase);
}

/** A problem's text in `lang`: the message alone, without its place. */
export function problemText(p: RecordProblem, lang: Lang, map?: GameMap): string {
  return recordText(p.fact, lang, map);
}

/** "file:/phases/3/orders (S1901M): message", the form the command line prints, in `lang`. */
export function formatProblem(source: string, p: RecordProblem, lang: Lang = 'en'): string {
  return `${source}:${p.at}${p.phase ? ` (${p.phase})` : ''}: ${problemText(p, lang)}`;
}

/** A JSON pointer (RFC 6901) to a path of keys and indices. */
export function pointer(path: readonly (string | number)[]): string {
  return path.length === 0 ? '/' : path.map((k) => '/' + String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The biggest record the readers take (a 36-phase game is about 60 KB; a game with its messages a few MB). */
export const MAX_RECORD_CHARS = 20_000_000;

/** The refusal of a text longer than a record may be. */
export const tooLong = (length: number): RecordProblem => problem('1:1', fact('record-too-long', { length, max: MAX_RECORD_CHARS }));

/** Parses JSON text, or says where it is broken as line:col. */
export function parseJsonText(text: string): RecordRead<unknown> {
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problems: [tooLong(text.length)] };
  if (text.trim() === '') return { ok: false, problems: [problem('1:1', fact('record-empty'))] };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const mistake = jsonMistake(text, e);
    const { line, column } = lineAndColumn(text, mistake.offset);
    return { ok: false, problems: [problem(`${line}:${column}`, fact('record-json-invalid', { mistake: mistake.fact }))] };
  }
}

/** "line:col" (both from 1) of a character offset. */
export function lineColumn(text: string, offset: number): string {
  const { line, column } = lineAndColumn(text, offset);
  return `${line}:${column}`;
}

/** Zod's issues as record problems: the pointer of the value and what is wrong with it. */
export function zodProblems(issues: readonly ZodIssue[], phaseAt: (path: readonly (string | number)[]) => string | undefined): RecordProblem[] {
  return issues.slice(0, 20).map((i) => problem(pointer(i.path), issueFact(i), phaseAt(i.path)));
}

const typeName = (type: string) => fact('zod-type-name', { type });
/** A value of the record as each language quotes it: "value", « value » (a number or true as JSON writes it). */
const quote = (v: unknown): TextArg => {
  if (typeof v !== 'string') return { text: { en: JSON.stringify(v) ?? String(v), fr: JSON.stringify(v) ?? String(v) } };
  return { text: { en: `"${v}"`, fr: `« ${v} »` } };
};

function issueFact(i: ZodIssue): Fact {
  switch (i.code) {
    case 'invalid_type':
      return i.received === 'undefined' ? fact('zod-missing', { expected: typeName(i.expected) }) : fact('zod-type', { expected: typeName(i.expected), received: typeName(i.received) });
    case 'unrecognized_keys':
      return fact('zod-unknown-keys', { count: i.keys.length, keys: listArg(i.keys.map(quote), ',') });
    case 'invalid_enum_value':
      return fact('zod-enum', { received: quote(i.received), options: listArg(i.options.map(quote), 'or') });
    case 'invalid_literal':
      return fact('zod-literal', { expected: quote(i.expected) });
    case 'too_small':
      return fact('zod-too-small', { kind: i.type === 'array' || i.type === 'string' ? i.type : 'number', minimum: Number(i.minimum) });
    case 'too_big':
      return fact('zod-too-big', { kind: i.type === 'array' || i.type === 'string' ? i.type : 'number', maximum: String(i.maximum) });
    case 'invalid_union':
      return fact('zod-union');
    case 'invalid_string':
      return fact('zod-pattern');
    default:
      return fact('zod-other', { code: i.code });
  }
}
