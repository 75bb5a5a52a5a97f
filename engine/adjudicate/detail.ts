// What adjudicating one phase gives back, and the error for a phase that cannot be ruled: shared by
// the phase pipeline (phase.ts) and the variant plug-ins that run it (variant-rules.ts), so kept
// apart from both.

import type { GameMap } from '../map/types.js';
import { defineTexts, render, type Fact } from '../language/render.js';
import type { PhaseOutput } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import type { ExplanationStep } from './explain.js';
import type { MovementResult } from './movement/index.js';
import type { RetreatResult } from './retreat.js';

/** Why an order had its result: rendered on first read from its language-free fact. */
export interface OrderReason {
  fact: Fact;
  /** The numbered rules of the 2000 rulebook that decided it. */
  rules: number[];
  /** English in the protocol's notation ("A mun"); French with names and their grammar. */
  readonly en: string;
  readonly fr: string;
}

export interface AdjudicationDetail {
  output: PhaseOutput;
  options: RuleOptions;
  /** Step-by-step explanation of every phase type; built only when read. */
  explanation: ExplanationStep[];
  /** One per input order, in input order; built only when read. */
  reasons: readonly OrderReason[];
  /** The raw movement result, for the renderer and tests. */
  movement?: MovementResult;
  /** A retreat phase's raw result: each dislodged unit's fate (the postal report prints it). */
  retreat?: RetreatResult;
}

/** Bad phase input (not bad orders, which become `illegal` results): carries a plain message. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** Problems listed in one InputError; past it they are counted: a message names the mistakes, it is not a log. */
export const MAX_PROBLEMS_LISTED = 10;

/** One InputError for a list of problems: the first MAX_PROBLEMS_LISTED, then how many more ("… and 199,990 more problems"). */
export function inputErrorOf(problems: readonly string[]): InputError {
  const rest = problems.length - MAX_PROBLEMS_LISTED;
  if (rest <= 0) return new InputError(problems.join('; '));
  const count = (n: number) => n.toLocaleString('en');
  return new InputError(`${problems.slice(0, MAX_PROBLEMS_LISTED).join('; ')}; … and ${count(rest)} more problem${rest === 1 ? '' : 's'} (${count(problems.length)} in all)`);
}

/** A reason that is one fact and no rule of the book's (a variant's refusal): rendered when read. */
export function plainReason(map: GameMap, f: Fact): OrderReason {
  const opts = { map: map as unknown as GameMap<string> };
  return defineTexts({ fact: f, rules: [] as number[] }, (lang) => render(f, lang, opts));
}
