// A JSON text read with its first mistake placed (line:column) and said in words, never as the
// JavaScript engine's message ("Unexpected token '}', "{"a": tru}" is not valid JSON"). JSON.parse
// reads (fast, exact); only when it refuses does jsonc-parser (MIT, Microsoft) find where, in
// strict mode (no comments, no trailing commas), and name the mistake: a fact of the records
// catalogue, said in English or French.
import { visit, printParseErrorCode } from 'jsonc-parser';
import { fact, type Fact } from '../language/index.js';
import { withEnglishMessage } from './record-messages.js';

export interface JsonProblem {
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  /** The mistake in English (rendered from `fact`). */
  message: string;
  /** The mistake as a fact ("json-invalid" of the records catalogue, engine/language/messages/records.ts). */
  fact: Fact;
}

/** The value of `text`, or its first mistake with its place. */
export function readJson(text: string): { value: unknown } | { problem: JsonProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    const mistake = jsonMistake(text, e);
    return { problem: withEnglishMessage({ ...lineAndColumn(text, mistake.offset), fact: fact('json-invalid', { mistake: mistake.fact }) }) };
  }
}

/**
 * Where and what the first mistake of a text JSON.parse refused is: jsonc-parser's scan in strict
 * mode (no comments, no trailing commas), stopped at its first error, so that 10 MB of garbage costs
 * one error, not millions. `mistake` is a "json-mistake" fact (its code: jsonc-parser's name).
 */
export function jsonMistake(text: string, thrown: unknown): { offset: number; fact: Fact } {
  if (!text.trim()) return { offset: 0, fact: fact('json-mistake', { code: 'Empty' }) };
  let first: { code: string; offset: number } | undefined;
  const stop = new Error('first JSON mistake');
  try {
    visit(text, { onError: (error, offset) => {
      first = { code: printParseErrorCode(error), offset };
      throw stop;
    } }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch (e) {
    if (e !== stop) throw e;
  }
  // jsonc-parser and JSON.parse agree on JSON; should they not, the engine's offset still places it.
  const offset = first?.offset ?? Number(/at position (\d+)/.exec(String((thrown as Error)?.message))?.[1] ?? text.length);
  return { offset: Math.min(offset, text.length), fact: fact('json-mistake', { code: first?.code ?? 'other' }) };
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}
