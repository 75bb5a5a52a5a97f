// Orders as data. The parser produces these, the printer writes them back, the
// adjudicator consumes them. Locations are canonical ids (see engine/map/types.ts).

import type { LocId, Power, UnitType } from '../map/types.js';
import type { Fact } from '../language/render.js';

/** Character offsets [start, end) into the order text. */
export interface Span {
  start: number;
  end: number;
}

/** A unit named in an order. Type and power may be omitted in the text (the books allow it). */
export interface UnitRef {
  type?: UnitType;
  loc: LocId;
  power?: Power;
}

/** What a postal report (001, annex 4.1.1) says happened: `=` succeeded, `:` failed, `s` support cut. */
export type ReportedOutcome = 'succeeded' | 'failed' | 'cut';

export type Order =
  | { kind: 'hold'; unit: UnitRef }
  | { kind: 'move'; unit: UnitRef; to: LocId; viaConvoy: boolean }
  /** Support to hold when `to` is absent, support to move otherwise. */
  | { kind: 'support'; unit: UnitRef; target: UnitRef; to?: LocId }
  | { kind: 'convoy'; unit: UnitRef; target: UnitRef; to: LocId }
  /** Retreat-phase move. */
  | { kind: 'retreat'; unit: UnitRef; to: LocId }
  /** Retreat-phase disband, or adjustment-phase removal. */
  | { kind: 'disband'; unit: UnitRef }
  | { kind: 'build'; unit: UnitRef }
  /** An explicitly waived build. */
  | { kind: 'waive' };

export type OrderKind = Order['kind'];

export type PhaseType = 'movement' | 'retreat' | 'adjustment';

export interface ParsedOrder {
  order: Order;
  /** Set when the text used postal report notation with an outcome mark. */
  reported?: ReportedOutcome;
  /** A power named before the order ("England: A Lon - Bel", "Angleterre A LON=BEL"). */
  power?: Power;
}

export interface ParseError {
  /** A plain English sentence: what is wrong (rendered from `fact`). */
  message: string;
  /**
   * What is wrong as a typed fact ("parse-*" in the explanation catalogues): the language layer says
   * it in English or French. Every error of the parser has one; an error made elsewhere may not.
   */
  fact?: Fact;
  /** Where in the text. */
  span: Span;
  /** "Did you mean" suggestions, or the two provinces an ambiguous abbreviation could mean. */
  candidates?: string[];
}

export type ParseResult = { ok: true; value: ParsedOrder } | { ok: false; error: ParseError };
