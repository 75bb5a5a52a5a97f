// The variant plug-in interface and its registry. The phase pipeline (phase.ts) never names a
// variant: it asks the plug-in of the phase's `variant` (the standard game by default) for its
// board, its rules for the phase (VariantGame: orders set aside, dormant powers, closed provinces,
// builds nobody makes, victory, their explanation steps), and for a variant that runs the pipeline
// itself (Intimate's bidding and credits) the whole phase. The plug-ins live in engine/variants/,
// one module each, listed once in its catalogue (catalogue.ts) with a dynamic import per plug-in;
// the top of the engine fills this registry: engine/index.ts loads every plug-in, a browser bundle
// loads one when a phase asks for it (engine/core.ts, `loadVariant`).

import { standardMap } from '../map/index.js';
import type { GameMap, LocId, PowerId, PowerName, ProvinceId, Unit } from '../map/types.js';
import type { PhaseType } from '../orders/ast.js';
import type { PhaseId, PhaseInput, PhaseKind, PhaseOutput } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import type { Fact } from '../util/facts.js';
import { own } from '../util/own.js';
import { InputError, type AdjudicationDetail } from './detail.js';
import type { ExplanationStep } from './explain.js';
import type { SubmittedOrder } from './movement/board.js';
import type { MovementResult } from './movement/index.js';

/** Why nobody orders a power: left out (6/5 players), neutral (1914's Italy before it joins), in anarchy (Intimate). */
export type DormantReason = 'left-out' | 'neutral' | 'anarchy';

/** Who orders a power in a phase: a player (who may order several), or nobody and why. */
export type Controller = { kind: 'player'; player: string } | { kind: 'dormant'; reason: DormantReason };

/** An order a variant sets aside before resolution: it is answered `illegal` with this fact. */
export interface Refusal {
  /** A dormant power's order, or an order meeting a closed province. */
  why: 'dormant' | 'closed';
  power: PowerId;
  fact: Fact;
  /** The ordered unit's location as written, when the order could be read. */
  loc?: LocId;
  /** The closed province the order met. */
  prov?: ProvinceId;
}

export interface MovementSteps {
  /** Who is dormant, which orders met a closed province: told before the battles they shape. */
  before: ExplanationStep[];
  /** By unit ("A ven"): the step that replaces the standard "is dislodged" step of a dormant unit. */
  removed: ReadonlyMap<string, ExplanationStep>;
}

/** A variant's own victory after an adjustment: who won by its rule, and the step that says so. */
export interface VariantVictory {
  /** A power, when one power's centres won. */
  winner?: PowerId;
  /** The winning player. */
  winnerPlayer?: string;
  /** The centres the winner holds (a player's powers together). */
  centres?: number;
  step?: ExplanationStep;
}

/**
 * A variant's rules for one phase, called by the pipeline around the three adjudicators, never
 * inside them. Each hook has the standard game's answer when the variant changes nothing.
 */
export interface VariantGame {
  /** Who orders each power of the board in this phase. */
  readonly control: Readonly<Record<PowerId, Controller>>;
  /** Powers nobody orders in this phase, in the board's order. */
  readonly dormant: readonly PowerId[];
  /** Provinces no unit may enter in this phase. */
  readonly closed: ReadonlySet<ProvinceId>;
  /**
   * Orders set aside before resolution, by input index; their entries in `submitted` are replaced
   * by orders that address no unit (the adjudicator leaves those units unordered).
   */
  setAsideOrders(map: GameMap, submitted: SubmittedOrder[], phase: PhaseType): Map<number, Refusal>;
  /** Movement, after resolution: the set-aside orders' results, retreat options; whether anyone still retreats. */
  afterMovement(map: GameMap, units: readonly Unit[], m: MovementResult, refused: ReadonlyMap<number, Refusal>): boolean;
  /** Movement: the variant's explanation steps. */
  movementSteps(map: GameMap, units: readonly Unit[], m: MovementResult, refused: ReadonlyMap<number, Refusal>): MovementSteps;
  /** Retreat: the dislodged units that may retreat, and those removed instead. */
  retreating<D extends Unit>(dislodged: readonly D[]): { kept: D[]; removed: D[] };
  /** Retreat: the provinces no retreat may enter, the standoffs' among them. */
  closedToRetreats(contested: readonly ProvinceId[]): ProvinceId[];
  /** Retreat: the reason a neighbour is closed, in the variant's words where the variant closed it. */
  rewordClosedNeighbours(map: GameMap, contested: readonly ProvinceId[], neighbours: { loc: LocId; closed?: Fact }[][]): void;
  /**
   * Retreat: whether a dormant power's dislodged unit was removed at once, with no retreats listed
   * (left out, neutral), or is removed in the retreat phase, its board options listed (anarchy).
   */
  removedAtOnce(power: PowerId): boolean;
  /** Retreat: the steps of the units removed instead of retreating. */
  removedSteps(map: GameMap, removed: readonly Unit[], refused: ReadonlyMap<number, Refusal>): ExplanationStep[];
  /** Adjustment: powers whose builds are never made. */
  neverBuilders(): PowerId[];
  /** Adjustment: the steps of the powers that would build but never do. */
  noBuildSteps(map: GameMap, due: Readonly<Record<PowerId, number>>): ExplanationStep[];
  /** Adjustment: the variant's victory (replaces the standard count of one power's centres). */
  victory(map: GameMap, owners: ReadonlyMap<ProvinceId, PowerId>): VariantVictory;
}

/** A fact a variant adds at the end of a movement step (the index of the step in the phase's explanation). */
export interface StepNote {
  step: number;
  fact: Fact;
}

/** A variant's plug-in: its board, its phases' rules, and what it changes in the sequence of phases. */
export interface VariantRules {
  readonly id: string;
  /** The board it is played on. */
  readonly map: GameMap<string>;
  /** Where a game starts (the desk's "new game"). */
  readonly firstPhase: PhaseId;
  /** Its players, where a player may order several powers (the games for fewer than seven): a coin names one. */
  readonly players?: readonly string[];
  /** Its rules for one phase; undefined when nothing differs from the standard game. Throws InputError for a field that does not fit. */
  gameOf?(input: PhaseInput): VariantGame | undefined;
  /** The whole phase, for a variant that runs the pipeline itself (Intimate: bidding, credits, verdicts). */
  adjudicate?(map: GameMap, input: PhaseInput, override?: RuleOptions): AdjudicationDetail;
  /** What comes after a phase, where the variant adds a phase (Intimate: the bidding before each Spring). */
  nextPhase?(p: PhaseId, anyDislodged: boolean): PhaseId;
  /** Whether this phase's turn passes occupied centres to their occupiers (the standard game: after Fall only). */
  capturesCentres?(input: PhaseInput): boolean;
  /** The centres one power needs to win in this phase (the standard game: the board's count). */
  victoryCentres?(input: PhaseInput): number;
  /**
   * Movement: the principles of the variant's board behind orders the standard rules carry out
   * unchanged (a strait crossed with no convoy, the delta's channels), said at the end of the first
   * step that tells each order (`stepOf`: its index, or -1). A note states no result: why the move
   * or support could be made, never whether it succeeded. Asked only when the explanation is read.
   */
  movementNotes?(map: GameMap, m: MovementResult, stepOf: (order: number) => number): StepNote[];
  /** Fields the variant carries from one phase's input and output to the next phase's input. */
  carryOver?(prevInput: PhaseInput, prevOutput: PhaseOutput, next: Omit<PhaseInput, 'orders'>): void;
}

/** What the engine knows of a variant before its plug-in is loaded: the catalogue's entry. */
export interface VariantEntry {
  readonly id: string;
  /** `standard`, or the id of the variant whose own board it is played on. */
  readonly board: string;
  /** False for a plug-in no phase names (the game a standard phase describes with its control fields). */
  readonly listed?: false;
  /** Reads the protocol's game fields: `coin` and `variantOptions` (the games for fewer than seven, Intimate). */
  readonly gameFields?: true;
  /** Input fields only this variant reads: a phase of any other game is refused for carrying them. */
  readonly ownFields?: readonly string[];
  /** Phase kinds only this variant has. */
  readonly ownPhaseKinds?: readonly PhaseKind[];
  /** The plug-in: a dynamic import, so that a bundle carries no variant until a phase asks for it. */
  load(): Promise<VariantRules>;
}

const entries = new Map<string, VariantEntry>();
const loaded = new Map<string, VariantRules>();
const loading = new Map<string, Promise<VariantRules>>();
/** rulesOf's last answer, for the id it was asked: a batch asks for the same game phase after phase. Forgotten whenever the registry changes. */
let lastRules: { id: string; rules: VariantRules } | undefined;

/** Registers the catalogue's entries (in its order) and plug-ins already at hand. */
export function registerVariants(list: readonly VariantEntry[], plugins: readonly VariantRules[] = []): void {
  lastRules = undefined;
  for (const entry of list) entries.set(entry.id, entry);
  for (const rules of plugins) {
    if (!entries.has(rules.id)) throw new Error(`variant plug-in ${rules.id} has no catalogue entry`);
    loaded.set(rules.id, rules);
  }
}

/** Loads a variant's plug-in once; rejects with an InputError for an id the catalogue does not list. */
export function loadVariant(id: string): Promise<VariantRules> {
  const done = loaded.get(id);
  if (done) return Promise.resolve(done);
  const entry = entries.get(id);
  if (!entry) return Promise.reject(new InputError(unknownVariant(id)));
  let pending = loading.get(id);
  if (!pending) {
    pending = entry.load().then((rules) => {
      if (rules.id !== id) throw new Error(`the catalogue's entry ${id} loads plug-in ${rules.id}`);
      loaded.set(id, rules);
      lastRules = undefined;
      return rules;
    });
    // A failed load (a chunk that did not come) may be tried again.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Loads every plug-in of the catalogue. */
export async function loadAllVariants(): Promise<void> {
  await Promise.all([...entries.keys()].map(loadVariant));
}

export function variantLoaded(id: string): boolean {
  return loaded.has(id);
}

/** A loaded plug-in, or undefined (an id not in the catalogue, or not loaded yet). */
export function loadedVariant(id: string): VariantRules | undefined {
  return loaded.get(id);
}

/** The entries a phase may name, in the catalogue's order. */
export function listedVariants(): VariantEntry[] {
  return [...entries.values()].filter((e) => e.listed !== false);
}

/** The entry of an id a phase may name. */
export function variantEntry(id: string): VariantEntry | undefined {
  const entry = entries.get(id);
  return entry?.listed === false ? undefined : entry;
}

function unknownVariant(id: string): string {
  return unknownVariantRefusal(id).error;
}

/**
 * Why a variant cannot be played: the English sentence, and the same as a fact of the main
 * catalogues ("variant-unknown", "variant-not-loaded") for a reader that says it in another language.
 */
export interface VariantRefusal {
  error: string;
  fact: Fact;
}

function unknownVariantRefusal(id: string): VariantRefusal {
  // Not the phase's fault: the process never filled the registry (its entry is engine/index.ts).
  if (entries.size === 0) throw new Error('the variant registry is empty: use the engine through engine/index.ts, or engine/core.ts in a bundle, which fill it');
  const known = listedVariants().map((e) => e.id).join(', ');
  return { error: `unknown variant "${id}" (known: ${known})`, fact: { id: 'variant-unknown', args: { id, known } } };
}

/** A plug-in by id (listed or not), which must be loaded: a caller that could not know it is not loaded has a bug. */
export function loadedRules(id: string): VariantRules {
  const rules = loaded.get(id);
  if (rules) return rules;
  if (!entries.has(id)) throw new InputError(unknownVariant(id));
  throw new Error(`the ${id} variant's plug-in is not loaded: call loadVariant("${id}") first (engine/index.ts loads them all)`);
}

/** The plug-in of a phase's `variant` (the standard game when absent). */
export function rulesOf(variant: string | undefined): VariantRules {
  const id = variant ?? 'standard';
  // Two Map reads spared, twice a phase (adjudicatePhase, then adjudicateInGame): warm phase 98.6k -> 97.8k instructions.
  if (lastRules !== undefined && lastRules.id === id) return lastRules.rules;
  if (!variantEntry(id)) throw new InputError(`"variant": ${unknownVariant(id)}`);
  const rules = loadedRules(id);
  lastRules = { id, rules };
  return rules;
}

export interface ResolvedVariant {
  id: string;
  map: GameMap<string>;
}

/**
 * The board of a variant id (`standard` when absent), or a sentence listing the known ids. A game
 * on the standard board has it before its plug-in is loaded; a board of its own comes with it.
 */
export function resolveVariant(id = 'standard'): ResolvedVariant | VariantRefusal {
  const entry = variantEntry(id);
  if (!entry) return unknownVariantRefusal(id);
  const rules = loaded.get(id);
  if (rules) return { id, map: rules.map };
  if (entry.board === 'standard') return { id, map: standardMap as unknown as GameMap<string> };
  return { error: `the ${id} variant's board is not loaded yet (loadVariant("${id}"))`, fact: { id: 'variant-not-loaded', args: { id } } };
}

/** The board a phase is played on; an unknown variant is an InputError listing the known ones. */
export function boardOf(input: Pick<PhaseInput, 'variant'>): GameMap {
  // Not an object, or no string: the input check then words the problem, on the standard board.
  if (typeof input !== 'object' || input === null || typeof input.variant !== 'string') return standardMap;
  const resolved = resolveVariant(input.variant);
  if ('error' in resolved) throw new InputError(`"variant": ${resolved.error}`);
  return resolved.map;
}

/** A power's names on whichever loaded board has it (no two boards share a power id). */
export function powerNamesOf(power: string): PowerName | undefined {
  for (const board of [standardMap as GameMap<string>, ...[...loaded.values()].map((rules) => rules.map)]) {
    const names = own(board.powerNames, power);
    if (names) return names;
  }
  return undefined;
}

/** The rules of a phase under its variant, or undefined when they are the standard game's. */
export function variantGameOf(input: PhaseInput): VariantGame | undefined {
  return rulesOf(input.variant).gameOf?.(input);
}
