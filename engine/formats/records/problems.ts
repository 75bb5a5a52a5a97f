// What the record readers say when a record cannot be read: where (a JSON pointer or line:col, and
// the phase when one is known) and what, as one plain sentence. Nothing of a refused record is kept.

import type { ZodIssue } from 'zod';

export interface RecordProblem {
  /** A JSON pointer ("/phases/3/orders/FRANCE/1") or "line:col" ("12:5"). */
  at: string;
  /** The record's name of the phase the problem is in ("S1901M", "Spring 1901 movement"), if known. */
  phase?: string;
  message: string;
}

export type RecordRead<T> = { ok: true; value: T } | { ok: false; problems: RecordProblem[] };

/** "file:/phases/3/orders (S1901M): message", the form the command line prints. */
export function formatProblem(source: string, p: RecordProblem): string {
  return `${source}:${p.at}${p.phase ? ` (${p.phase})` : ''}: ${p.message}`;
}

/** A JSON pointer (RFC 6901) to a path of keys and indices. */
export function pointer(path: readonly (string | number)[]): string {
  return path.length === 0 ? '/' : path.map((k) => '/' + String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The biggest record the readers take (a 36-phase game is about 60 KB; a game with its messages a few MB). */
export const MAX_RECORD_CHARS = 20_000_000;

/** Parses JSON text, or says where it is broken as line:col. */
export function parseJsonText(text: string): RecordRead<unknown> {
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problems: [{ at: '1:1', message: `the record is ${text.length} characters long, more than the ${MAX_RECORD_CHARS} a game record may be` }] };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const message = (e as Error).message;
    const position = /position (\d+)/.exec(message);
    const lineCol = /line (\d+) column (\d+)/.exec(message);
    const at = lineCol ? `${lineCol[1]}:${lineCol[2]}` : position ? lineColumn(text, Number(position[1])) : text.trim() === '' ? '1:1' : lineColumn(text, text.length);
    const why = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '');
    return { ok: false, problems: [{ at, message: text.trim() === '' ? 'the record is empty' : `not valid JSON (${why}); a record cut short ends in the middle of a value` }] };
  }
}

/** "line:col" (both from 1) of a character offset. */
export function lineColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return `${line}:${end - start + 1}`;
}

/** Zod's issues as record problems: the pointer of the value and a plain sentence. */
export function zodProblems(issues: readonly ZodIssue[], phaseAt: (path: readonly (string | number)[]) => string | undefined): RecordProblem[] {
  return issues.slice(0, 20).map((i) => {
    const phase = phaseAt(i.path);
    return { at: pointer(i.path), ...(phase ? { phase } : {}), message: issueSentence(i) };
  });
}

function issueSentence(i: ZodIssue): string {
  if (i.code === 'invalid_type') return i.received === 'undefined' ? `missing (${i.expected} expected)` : `${i.expected} expected, found ${i.received}`;
  if (i.code === 'unrecognized_keys') return `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
  if (i.code === 'invalid_enum_value') return `"${String(i.received)}" is not one of ${i.options.map((o) => `"${String(o)}"`).join(', ')}`;
  return i.message;
}
