// The phase-in / result-out protocol. `casebook adjudicate --jsonl`, `casebook check` and
// external adapters all speak it, and the case runner uses it to call the engine.
// Keep these field names: other tools depend on them.

import type { LocId, Power, UnitType } from '../map/types.js';

export type Season = 'spring' | 'fall' | 'winter';
export type PhaseKind = 'movement' | 'retreat' | 'adjustment';

export interface PhaseId {
  season: Season;
  year: number;
  type: PhaseKind;
}

export interface UnitJson {
  power: Power;
  type: UnitType;
  loc: LocId;
}

export interface DislodgedJson extends UnitJson {
  /** The province the dislodging attack came from (the unit may not retreat there). */
  attackerFrom: LocId;
  /** Filled in results: where the unit may retreat. */
  retreats?: LocId[];
  /**
   * The dislodging army came by convoy (DATC 4.A.5: some rules let the unit retreat to its origin).
   * Filled in results when true; read in retreat phases.
   */
  viaConvoy?: boolean;
}

export interface OrderJson {
  power: Power;
  text: string;
}

export interface PhaseInput {
  /** Optional request tag (`casebook check` numbers its lines); an adjudicator may copy it into its answer. */
  id?: number | string;
  ruleset?: string;
  phase: PhaseId;
  units: UnitJson[];
  /** Retreat phase: the units dislodged in the movement phase before it. */
  dislodged?: DislodgedJson[];
  /** Retreat phase: provinces left empty by a standoff in the movement phase before it. */
  contested?: LocId[];
  /** Owner of each supply centre, by power. Needed for adjustments; kept up to date after Fall. */
  supplyCenters?: Partial<Record<Power, LocId[]>>;
  orders: OrderJson[];
}

/** Kruijswijk's DATC (2024) result vocabulary, plus retreat/adjustment outcomes. */
export type OrderResultKind =
  | 'succeeds'
  | 'fails'
  | 'holds'
  | 'given'
  | 'cut'
  | 'available'
  | 'disrupted'
  | 'illegal'
  | 'invalid';

export interface OrderResultJson {
  power: Power;
  text: string;
  /** The ordered unit as found on the board, e.g. "A par"; absent for builds/waives. */
  unit?: string;
  result: OrderResultKind;
  dislodged: boolean;
  /** A plain English sentence naming the orders responsible. */
  reason: string;
}

export interface AdjustmentJson {
  power: Power;
  action: 'build' | 'remove';
  type: UnitType;
  loc: LocId;
  /** True when the engine chose it (civil disorder), not the player. */
  default: boolean;
}

export interface PhaseOutput {
  /** The input's `id`, copied back (optional). */
  id?: number | string;
  orders: OrderResultJson[];
  dislodged: DislodgedJson[];
  /** The position after the phase. */
  units: UnitJson[];
  contested: LocId[];
  supplyCenters?: Partial<Record<Power, LocId[]>>;
  adjustments?: AdjustmentJson[];
  /** The next phase to play. */
  next?: PhaseId;
  /** Set by an adjustment phase when a power owns 18 or more centres. */
  winner?: Power;
}

/**
 * A result as it travels on the wire (`casebook adjudicate --jsonl`, external adjudicators): the
 * library's PhaseOutput, where each order's reason is optional (`--jsonl` adds it only with
 * `--reasons`), plus the explanation asked for with `--explain`.
 */
export interface PhaseAnswer extends Omit<PhaseOutput, 'orders'> {
  orders: (Omit<OrderResultJson, 'reason'> & { reason?: string })[];
  /** `--jsonl --explain` only: the step-by-step explanation of a movement phase, in English. */
  explanation?: ExplanationStepJson[];
}

export interface ExplanationStepJson {
  title: string;
  text: string;
  /** Numbers of the 2000 rulebook's resolution rules the step applies. */
  rules: number[];
  /** Input order indices the step is about. */
  orders: number[];
}

export interface ErrorOutput {
  error: string;
}
