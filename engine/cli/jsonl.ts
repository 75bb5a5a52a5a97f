// `casebook adjudicate --jsonl`: one JSON phase per input line, one JSON answer per output line.
// An answer carries what a checker compares (each order's result, the units dislodged, the position
// after) and, only when asked, each order's power and text repeated (`--echo`), its reason
// (`--reasons`) and the explanation (`--explain`): reasons and explanations are not worked out
// otherwise. Answers are in input order, so a checker needs no echo to match them; without it an
// answer is about a third shorter.
// Reading, writing and the worker threads that answer a batch are in jsonl-run.ts.

import { standardMap } from '../map/index.js';
import { adjudicatePhase, boardOf, InputError } from '../adjudicate/index.js';
import type { PhaseAnswer, PhaseInput, PhaseOutput } from '../protocol/index.js';
import { readJson } from '../formats/index.js';
// For its effect: the registry knows every variant, with the standard game's plug-in at hand; the
// others load when a line may name one (variantsFor). Not the variant layer's index, whose variant
// data and zod schemas a standard batch does not need (issue 27).
// Its door to the game master's chapter too: the command line reaches the engine only by its public
// modules (the dependency rule cli-public-engine).
import { gameMasterLoaded, loadGameMaster } from '../core.js';

export interface JsonlOptions {
  /** Rule preset for lines that name none. */
  ruleset?: string;
  /** Variant for lines that name none (`--variant`); a line's own `variant` wins. */
  variant?: string;
  /** Add each order's reason. */
  reasons: boolean;
  /** Repeat each order's power and text. */
  echo?: boolean;
  /** Add the step-by-step explanation (movement phases). */
  explain: boolean;
  /** Threads that may answer a batch (`--jobs`, jsonl-run.ts); 1, or absent, answers in this thread. */
  jobs?: number;
}

/** Whoever answers the pieces of input: this thread or the worker threads. */
export interface Answerer {
  /** What must load before TEXT is submitted (the variants, for a line that names one), if anything. */
  prepare(text: string): Promise<unknown> | undefined;
  submit(text: string, before: number, refused?: RefusedLines): void;
  /** Pieces handed out and not yet written. */
  readonly backlog: number;
  /** The backlog beyond which reading waits. */
  readonly capacity: number;
  readonly threads: number;
  /** Resolves once at most AT_MOST pieces are left unwritten. */
  written(atMost: number): Promise<void>;
  /** Resolves once every answer is written. */
  close(): Promise<void>;
}

/**
 * Where answers are written: a stream (process.stdout, a test's Writable), or the output written
 * whole at each call (main.ts, with runJsonlFromFd), whose write never asks to wait.
 */
export interface AnswerSink {
  /** False when the writer should wait for 'drain' before writing more. */
  write(text: string): boolean;
  once(event: 'drain', listener: () => void): unknown;
}

let variantsLoaded: Promise<unknown> | undefined;
let gameMasterLoading: Promise<void> | undefined;
/**
 * What a line that may be another game than the standard one holds: a piece of each key that makes
 * it one, "variant" (and "variantOptions") and the fields a game for fewer players is told by
 * ("control", "closedProvinces", "coin"); or any \u escape, since a key may be written with them.
 * Pieces, not the quoted keys: a search starting with `"` stops at every quote of the JSON, and
 * V8 searches a pattern of seven characters or more more slowly; these found the same lines in a
 * fifth of the time (6.6 -> 1.2 ms for 1,000 phases, warm). A line they find that names no
 * variant only loads the variants sooner (issue 27).
 */
const MAY_NAME_A_VARIANT = ['varian', 'contr', 'Provi', 'coin', '\\u'];

/**
 * Loads every variant (./variants.js: their plug-ins and order-file lines) before TEXT is
 * answered, when one of its lines may need one (MAY_NAME_A_VARIANT, or --variant for every line).
 * A standard batch loads none of it: the variants cost more start-up than a thousand phases'
 * answers. Undefined when nothing needs loading.
 */
export function variantsFor(text: string, opts: JsonlOptions): Promise<unknown> | undefined {
  // The game master's chapter (engine/adjudicate/game-master/door.ts): a line may use it, or end a
  // game, which no search of the text tells; in the command's one-file bundle it is already read,
  // so it loads with the first line.
  if (!gameMasterLoaded()) return (gameMasterLoading ??= loadGameMaster()).then(() => variantsFor(text, opts));
  // String searches, not one regular expression: a regular expression with alternatives took a
  // tenth of a fresh batch's time on the bench's phases.
  if (variantsLoaded === undefined && opts.variant === undefined && !MAY_NAME_A_VARIANT.some((key) => text.includes(key))) return undefined;
  return (variantsLoaded ??= import('./variants.js').then((games) => games.prepareAllGames()));
}

/** The answer to one input line, as one line of JSON (no newline); a bad line gets {"error"}. */
export function answerLine(line: string, lineNumber: number, opts: JsonlOptions): string {
  let id: PhaseInput['id'];
  let answer: object;
  try {
    const read = readJson(lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line);
    if ('problem' in read) return JSON.stringify({ error: `line ${lineNumber}, column ${read.problem.column}: ${read.problem.message}` });
    const input = read.value as PhaseInput;
    id = typeof input?.id === 'number' || typeof input?.id === 'string' ? input.id : undefined;
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    if (isObject && opts.ruleset && !input.ruleset) input.ruleset = opts.ruleset;
    if (isObject && opts.variant !== undefined && input.variant === undefined) input.variant = opts.variant;
    // Not an object: the input check words the problem (on the standard board).
    const detail = adjudicatePhase(isObject ? boardOf(input) : standardMap, input);
    const lean = leanOutput(detail.output, opts.reasons, opts.echo === true);
    if (opts.explain) {
      lean.explanation = detail.explanation.map((s) => ({ title: s.title.en, text: s.text.en, rules: s.rules, orders: s.orders }));
    }
    answer = lean;
  } catch (e) {
    const why = e instanceof InputError ? e.message : `internal error: ${(e as Error).message}`;
    answer = { error: `line ${lineNumber}: ${why}` };
  }
  // The request's id, copied back first, so that a harness can match answers to questions.
  return JSON.stringify(id === undefined ? answer : { id, ...answer });
}

/** The protocol answer with or without reasons: reading `reason` is what makes the engine word it. */
function leanOutput(out: PhaseOutput, reasons: boolean, echo: boolean): PhaseAnswer {
  const orders = out.orders.map((o) => {
    const own: PhaseAnswer['orders'][number] =
      o.unit === undefined ? { result: o.result, dislodged: o.dislodged } : { unit: o.unit, result: o.result, dislodged: o.dislodged };
    const lean = echo ? { power: o.power, text: o.text, ...own } : own;
    if (reasons) lean.reason = o.reason;
    return lean;
  });
  return { ...out, orders };
}

/** Lines the reader refused before any answering (not UTF-8, too long), by line number, with why. */
export type RefusedLines = readonly (readonly [lineNumber: number, why: string])[];

/**
 * Every non-blank line of TEXT answered, its lines numbered from BEFORE + 1: one answer a line.
 * A refused line (left empty in TEXT) is answered with its refusal. A line naming a variant needs
 * `variantsFor(text, opts)` awaited first.
 */
export function answerLines(text: string, before: number, opts: JsonlOptions, refused?: RefusedLines): string {
  let answers = '';
  const why = refused?.length ? new Map(refused) : undefined;
  forEachLine(text, before, (line, k) => {
    const refusal = why?.get(k);
    if (refusal !== undefined) answers += JSON.stringify({ error: `line ${k}${refusal}` }) + '\n';
    else if (line.trim()) answers += answerLine(line, k, opts) + '\n';
  });
  return answers;
}

/** Calls `each` for every line with its 1-based number; returns the last line number. */
function forEachLine(text: string, before: number, each: (line: string, lineNumber: number) => void): number {
  let k = before;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    k++;
    each(stripCr(text.slice(start, end)), k);
    start = end + 1;
  }
  return k;
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
