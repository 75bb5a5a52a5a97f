// The phase-in / result-out protocol. `casebook adjudicate --jsonl`, `casebook check` and
// external adapters all speak it, and the case runner uses it to call the engine.
// Keep these field names: other tools depend on them.

import type { LocId, PowerId, UnitType } from '../map/types.js';
import type { IntimateInput, IntimateOutput } from './intimate.js';
import type { PowerControl } from './control.js';
import type { VariantOptions } from './variant-options.js';
import type { PostalInput, PostalOutput } from './postal.js';

export type { BiddingJson, MercenaryJson, VerdictJson } from './intimate.js';
export type { PowerControl } from './control.js';
export type { ConditionalOrdersJson, ConditionalRetreatJson, EndOfGameJson, GameResultJson, ProposalJson, VoteChoice, VoteJson } from './postal.js';

export type Season = 'spring' | 'fall' | 'winter';
/** `bidding`: Intimate Diplomacy's yearly auction, a Spring phase before the movement. */
export type PhaseKind = 'movement' | 'retreat' | 'adjustment' | 'bidding';

export interface PhaseId {
  season: Season;
  year: number;
  type: PhaseKind;
}

export interface UnitJson {
  power: PowerId;
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
  power: PowerId;
  text: string;
  /**
   * The order sheet it was written on (001 §3.4.3): 1 when absent. A power's later full sheet
   * replaces its earlier ones: only the orders of its highest version are ruled, the others are
   * answered `superseded`.
   */
  version?: number;
}

export interface PhaseInput extends IntimateInput, PostalInput {
  /** Optional request tag (`casebook check` numbers its lines); an adjudicator may copy it into its answer. */
  id?: number | string;
  ruleset?: string;
  /**
   * The game played: `standard` (default), one of the fewer-player games (`six-players`, …,
   * `1914`, `intimate`) or a game on another board (`ancient-mediterranean`). Power and province
   * ids are that board's.
   */
  variant?: string;
  phase: PhaseId;
  units: UnitJson[];
  /** Retreat phase: the units dislodged in the movement phase before it. */
  dislodged?: DislodgedJson[];
  /** Retreat phase: provinces left empty by a standoff in the movement phase before it. */
  contested?: LocId[];
  /** Owner of each supply centre, by power. Needed for adjustments; kept up to date after Fall. */
  supplyCenters?: Record<PowerId, LocId[]>;
  orders: OrderJson[];
  /**
   * Who orders each power; a power not listed is played by a player of its own name. Derived from
   * `variant` (and `coin`) when absent; sent explicitly, it lets an adjudicator without the
   * variant's table rule the phase.
   */
  control?: Record<PowerId, PowerControl>;
  /** Provinces no unit may enter, support into or retreat to (1914: Italy's, while it is neutral). Derived from `variant` when absent. */
  closedProvinces?: LocId[];
  /** The 1914 game: the coin toss that sends neutral Italy to a side from Spring 1915 (`entente` or `central`). */
  coin?: { winner: string };
  /**
   * Games for fewer than seven: the readings chosen where the rules leave room
   * (engine/protocol/variant-options.ts; the defaults for the keys absent). Read by every phase kind that
   * depends on one: 1914's closed provinces (italyClosed), Intimate's bidding (overbidTest,
   * overbidTransfer) and Winter builds (anarchyBuilds, alphabet).
   */
  variantOptions?: Partial<VariantOptions>;
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
  | 'invalid'
  /** The order was on a sheet a later version replaced (001 §3.4.3): it is not ruled. */
  | 'superseded';

export interface OrderResultJson {
  power: PowerId;
  text: string;
  /** The ordered unit as found on the board, e.g. "A par"; absent for builds/waives. */
  unit?: string;
  result: OrderResultKind;
  dislodged: boolean;
  /** A plain English sentence naming the orders responsible. */
  reason: string;
}

export interface AdjustmentJson {
  power: PowerId;
  action: 'build' | 'remove';
  type: UnitType;
  loc: LocId;
  /** True when the engine chose it (civil disorder), not the player. */
  default: boolean;
}

export interface PhaseOutput extends IntimateOutput, PostalOutput {
  /** The input's `id`, copied back (optional). */
  id?: number | string;
  orders: OrderResultJson[];
  dislodged: DislodgedJson[];
  /** The position after the phase. */
  units: UnitJson[];
  contested: LocId[];
  supplyCenters?: Record<PowerId, LocId[]>;
  adjustments?: AdjustmentJson[];
  /** The next phase to play. */
  next?: PhaseId;
  /** Set by an adjustment phase when a power owns 18 or more centres. */
  winner?: PowerId;
  /**
   * Games with players (a `variant` other than standard): the player who wins after this adjustment
   * phase, by the variant's rule (1914: 24 centres added up over a player's powers).
   */
  winnerPlayer?: string;
}

/**
 * A result as it travels on the wire (`casebook adjudicate --jsonl`, external adjudicators): the
 * library's PhaseOutput, where each order's reason is optional (`--jsonl` adds it only with
 * `--reasons`), plus the explanation asked for with `--explain`.
 */
export interface PhaseAnswer extends Omit<PhaseOutput, 'orders'> {
  orders: (Omit<OrderResultJson, 'reason' | 'power' | 'text'> & {
    /** The input order's power and text, repeated (`--jsonl` repeats them only with `--echo`). */
    power?: PowerId;
    text?: string;
    /** The reason, in the language asked (`--lang`, English by default). */
    reason?: string;
    /** `casebook adjudicate --json`: the numbers of the 2000 rulebook's rules that decided this result. */
    rules?: number[];
  })[];
  /** `--explain` only: the step-by-step explanation of a movement phase. */
  explanation?: ExplanationStepJson[];
  /** `casebook adjudicate --json --explain`, movement phases: the resolution as a graph. */
  resolution?: ResolutionGraphJson;
}

/** An answer whose orders repeat their power and text (`casebook adjudicate --json`, `--jsonl --echo`). */
export interface EchoedAnswer extends PhaseAnswer {
  orders: (PhaseAnswer['orders'][number] & Pick<OrderResultJson, 'power' | 'text'>)[];
}

/**
 * `casebook adjudicate --json --explain`, movement phases: the resolution as a graph, language-free
 * (engine/adjudicate/movement/resolution.ts). One node per unit on the board; edges for what the
 * orders did to one another; the loops of decisions and how each was settled.
 */
export interface ResolutionGraphJson {
  nodes: ResolutionNodeJson[];
  edges: ResolutionEdgeJson[];
  loops: ResolutionLoopJson[];
}

export interface ResolutionNodeJson {
  /** "A mun", "F stp/sc". */
  unit: string;
  power: PowerId;
  /** Index of the input order the unit carried out, or -1 (no order, or its order was set aside). */
  order: number;
  kind: 'hold' | 'move' | 'support' | 'convoy';
  /** The order's result; 'holds' for a unit without an order it could carry out. */
  result: OrderResultKind;
  dislodged: boolean;
}

/**
 * From one node to another (indices into `nodes`): 'support' (supporter to supported unit; effective:
 * given), 'convoy' (fleet to army; effective: the fleet stood), 'cut' (attacker to the supporter whose
 * support it cuts), 'dislodge' (attacker to dislodged unit), 'prevent' (a move or a head-to-head
 * defence that stopped a move), 'hold' (the unit in place that held a move off).
 */
export interface ResolutionEdgeJson {
  from: number;
  to: number;
  kind: 'support' | 'convoy' | 'cut' | 'dislodge' | 'prevent' | 'hold';
  effective: boolean;
}

/**
 * A loop of decisions that depend on one another, by the units it runs through (indices into
 * `nodes`, in the loop's order: each unit's result depends on the next one's, the last one's on the
 * first): a convoy paradox settled by the backup rule ('paradox', with how many consistent outcomes
 * it had), moves round a ring or a swap by convoy ('circular', rules 7 and 19), the loop rule 21 keeps
 * from forming ('convoyRule'), or decisions with one consistent outcome ('consistent').
 */
export interface ResolutionLoopJson {
  kind: 'paradox' | 'circular' | 'convoyRule' | 'consistent';
  units: number[];
  solutions?: 0 | 2;
}

export interface ExplanationStepJson {
  /** One line stating the step's outcome. */
  title: string;
  text: string;
  /** Numbers of the 2000 rulebook's resolution rules the step applies. */
  rules: number[];
  /** Input order indices the step is about. */
  orders: number[];
  /** `casebook adjudicate --json` and `casebook show --json`: the provinces the step is about (its picture). */
  provinces?: string[];
}

/** `casebook show CASE-ID --json`: a case as the engine rules it, every text in one language. */
export interface CaseReportJson {
  id: string;
  title: string;
  /** The source document and where in it, as the case file gives them. */
  source: { doc: string; ref: string; section?: string };
  /** The 2000 rulebook's rules the case illustrates. */
  rules: number[];
  ruleset: string;
  /** What the book says happens, in our words. */
  book: string;
  notes?: string;
  errata?: { id: number; printed: string; read: string; why: string }[];
  phases: CasePhaseReportJson[];
  /** Schemas 1-3: where a unit standing alone may move, by the book and by the engine. */
  geography?: { unit: string; reaches?: string[]; notReaches?: string[]; exactly?: boolean; engine: string[]; agrees: boolean }[];
}

export interface CasePhaseReportJson {
  phase: PhaseId;
  /** The board the phase starts from (the case's position, then the engine's result of the phase before). */
  position?: { units: UnitJson[]; dislodged?: DislodgedJson[] };
  orders: CaseOrderReportJson[];
  explanation: ExplanationStepJson[];
  /** What the engine made of the phase, the orders apart: dislodged units, standoffs, the board after. */
  output?: Omit<PhaseOutput, 'orders' | 'id'>;
  /** Why the phase has no result (the engine refused its input, or an earlier phase failed). */
  error?: string;
}

export interface CaseOrderReportJson {
  power: PowerId;
  /** The ordered unit, e.g. "A bul"; absent for builds and waives. */
  unit?: string;
  /** The order as adjudicated (the case's reading when it corrects the print). */
  text: string;
  /** The order as the book prints it, when the case reads it differently. */
  printed?: string;
  /** The erratum that justifies the reading. */
  erratum?: number;
  /** The book's result under the case's own ruleset. */
  expected: OrderResultKind;
  /** The engine's result; absent when the phase did not run. */
  result?: OrderResultKind;
  reason?: string;
  /** The rules the engine's reason cites. */
  rules?: number[];
  /** The rules the case says explain this result (`because:`). */
  because?: number[];
}

export interface ErrorOutput {
  error: string;
}
