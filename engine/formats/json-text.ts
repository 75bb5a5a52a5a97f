// A JSON text read with its first mistake placed (line:column) and said in words, never as the
// JavaScript engine's message ("Unexpected token '}', "{"a": tru}" is not valid JSON"). JSON.parse
// reads (fast, exact); only when it refuses does jsonc-parser (MIT, Microsoft) find where, in
// strict mode (no comments, no trailing commas), and name the mistake.
import { parse as parseLoosely, printParseErrorCode, type ParseError } from 'jsonc-parser';

export interface JsonProblem {
  /** 1-based. */
  line: number;
  /** 1-based, in characters. */
  column: number;
  message: string;
}

/** What each of jsonc-parser's error codes means, in the project's words. */
const MISTAKES: Readonly<Record<string, string>> = {
  InvalidSymbol: 'this is not a JSON value (strings go in double quotes; true, false and null in lower case)',
  InvalidNumberFormat: 'a number written wrongly',
  PropertyNameExpected: 'a property name in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon (:) was expected after the property name',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the text goes on after the JSON value',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'a string is not closed by a double quote',
  UnexpectedEndOfNumber: 'a number ends too soon',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'a backslash escape that JSON does not know',
  InvalidCharacter: 'a control character inside a string (write a newline as \\n, a tab as \\t)',
};

/** The value of `text`, or its first mistake with its place. */
export function readJson(text: string): { value: unknown } | { problem: JsonProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { problem: placeMistake(text, e) };
  }
}

function placeMistake(text: string, thrown: unknown): JsonProblem {
  if (!text.trim()) return { line: 1, column: 1, message: 'not valid JSON: the text is empty' };
  const errors: ParseError[] = [];
  parseLoosely(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors.sort((a, b) => a.offset - b.offset)[0];
  // jsonc-parser and JSON.parse agree on JSON; should they not, the engine's offset still places it.
  const offset = first?.offset ?? Number(/at position (\d+)/.exec(String((thrown as Error)?.message))?.[1] ?? text.length);
  const code = first ? printParseErrorCode(first.error) : '';
  const place = lineAndColumn(text, Math.min(offset, text.length));
  return { ...place, message: `not valid JSON: ${MISTAKES[code] ?? 'this cannot be read as JSON'}` };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}
