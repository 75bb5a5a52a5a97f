// One phase in, one result out: the protocol of engine/protocol/types.ts over the three phase
// adjudicators, with phase sequencing (movement -> retreats when someone is dislodged ->
// adjustments after Fall -> next Spring) and supply-centre ownership after Fall.

import type { GameMap, Power, PowerId, ProvinceId, Unit } from '../map/types.js';
import { parseOrderShared } from '../orders/parse.js';
import type { PhaseType } from '../orders/ast.js';
import type { DislodgedJson, PhaseId, PhaseInput, PhaseOutput, OrderResultJson } from '../protocol/types.js';
import { presetOptions, PRESET_NAMES, DEFAULT_PRESET } from '../rules/presets.js';
import type { RuleOptions } from '../rules/options.js';
import { adjudicateAdjustments, updateOwnership } from './adjustment.js';
import { adjudicateMovement, type MovementOrderOutcome, type MovementResult } from './movement/index.js';
import { briefOf, indexUnitsByProvince, type SubmittedOrder } from './movement/board.js';
import { adjudicateRetreats } from './retreat.js';
import { explainMovement, illegalStep, type ExplanationStep, type SetAsideOrder } from './explain.js';
import { explainAdjustments, explainCentres, explainRetreats } from './explanation/phases.js';
import type { Fact } from './explanation/render.js';
import { validatePhaseInput } from './validate-input.js';
import { mutated } from './mutation.js';
import { resolveVariant } from '../variants/game.js';
import { phaseGameOf, type PhaseGame } from '../variants/phase-rules.js';
import { victoryByCentres, type Controller } from '../variants/fewer-players.js';
import { variantById } from '../variants/load.js';
import {
  afterMovement,
  closedAsContested,
  dormantDislodged,
  movementSteps,
  noBuildSteps,
  plainReason,
  removedSteps,
  rewordClosedNeighbours,
  setAsideOrders,
  victoryStep,
  withVariantSteps,
  neverBuilders,
  type MovementSteps,
  type Refusal,
} from './variant-hooks.js';
import { adjudicateIntimate } from '../variants/intimate-phase.js';
import { carryIntimate } from '../variants/intimate-fields.js';

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
}

/** Bad phase input (not bad orders, which become `illegal` results): carries a plain message. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

/** A phase of another board must not be ruled on this one (its ids would be read as this board's). */
function checkVariantBoard(map: GameMap, variant: string | undefined): void {
  if (variant === undefined) return;
  const resolved = resolveVariant(variant);
  if ('error' in resolved) throw new InputError(`"variant": ${resolved.error}`);
  if (resolved.map !== map) throw new InputError(`"variant": ${variant} is played on another board than the one given to the adjudicator`);
}

/** `override` replaces the preset's options (used to find which single option changes a result). */
export function adjudicatePhase(map: GameMap, input: PhaseInput, override?: RuleOptions): AdjudicationDetail {
  const locations: number[] = [];
  const problems = validatePhaseInput(map, input, locations);
  if (problems.length) throw new InputError(problems.join('; '));
  checkVariantBoard(map, input.variant);
  const game = gameOf(input);
  // Intimate Diplomacy runs the adjudicator below from outside, so its rules cost the others nothing.
  if (input.variant === 'intimate') return adjudicateIntimate(map, input, override);
  return adjudicateInGame(map, input, game, override, locations);
}

/**
 * A checked phase under its game (undefined: the standard game). Intimate Diplomacy calls it with
 * its own game, so that its powers in anarchy go through the same hooks as the dormant powers.
 * `locations`: each unit's location number, as the input check found them (else looked up again).
 */
export function adjudicateInGame(map: GameMap, input: PhaseInput, game: PhaseGame | undefined, override?: RuleOptions, locations?: readonly number[]): AdjudicationDetail {
  const ruleset = input.ruleset ?? DEFAULT_PRESET;
  const options = override ?? presetOptions(ruleset);
  if (!options) throw new InputError(`unknown ruleset "${ruleset}" (known: ${PRESET_NAMES.join(', ')})`);

  // Read only, never changed: the output builds its own unit objects.
  const units: readonly Unit[] = input.units;
  const owners = ownersFrom(input.supplyCenters);
  const kind = input.phase.type;
  if (kind === 'bidding') throw new InputError('phase.type: a bidding phase belongs to the intimate variant');
  const phaseType: PhaseType = kind;
  const placed: readonly Unit[] = phaseType === 'retreat' ? (input.dislodged ?? []) : units;
  const index = indexUnitsByProvince(map, placed, placed === units ? locations : undefined);
  // One parse context for the whole phase, not one object and closure per order.
  const context = {
    phase: phaseType,
    map,
    unitAt: (p: ProvinceId) => {
      const i = index.unitAt.get(p);
      return i === undefined ? undefined : placed[i];
    },
  };
  const submitted: SubmittedOrder[] = new Array(input.orders.length);
  for (let i = 0; i < submitted.length; i++) {
    const o = input.orders[i];
    const shared = parseOrderShared(o.text, context, briefOf);
    submitted[i] = { power: o.power, text: o.text, parsed: shared.result, brief: shared.derived };
  }

  // Games for fewer than seven: their orders set aside before resolution (variant-hooks.ts).
  const refused = game ? setAsideOrders(game, map, submitted, phaseType) : undefined;

  if (phaseType === 'movement') {
    const m = adjudicateMovement(map, options, units, submitted, index);
    const mustRetreat = game ? afterMovement(game, map, units, m, refused!) : m.dislodged.length > 0;
    const orders: OrderResultJson[] = submitted.map((o, i) => {
      const out = m.outcomes[i];
      const unit = out.unit >= 0 ? units[out.unit] : undefined;
      return new MovementOrderResult(o.power, o.text, unit ? `${unit.type} ${unit.loc}` : undefined, out);
    });
    const dislodged = m.dislodged.map((d) => {
      const u = units[d.unit];
      return { power: u.power, type: u.type, loc: u.loc, attackerFrom: d.attackerFrom, retreats: d.retreats, ...(d.byConvoy ? { viaConvoy: true } : {}) };
    });
    const endsFall = input.phase.season === 'fall' && !mustRetreat && !mutated(options, 'noOwnershipChangeInFall');
    const output: PhaseOutput = {
      orders,
      dislodged,
      units: m.after, // fresh objects of exactly the protocol's shape, built by adjudicateMovement
      contested: m.contested,
      ...(owners ? { supplyCenters: ownersJson(endsFall ? updateOwnership(map, m.after, owners) : owners) } : {}),
      next: nextPhase(input.phase, mustRetreat),
    };
    const centres = owners && endsFall ? () => explainCentres(map, owners, updateOwnership(map, m.after, owners)) : undefined;
    const variantSteps = game ? () => movementSteps(game, map, units, m, refused!) : undefined;
    return new MovementDetail(output, options, m, centres, variantSteps);
  }

  if (phaseType === 'retreat') {
    // A dormant power's dislodged units are removed, not retreated; closed provinces take no retreat.
    const split = game ? dormantDislodged(game, input.dislodged ?? []) : { kept: input.dislodged ?? [], removed: [] };
    const contested = game ? closedAsContested(game, input.contested ?? []) : (input.contested ?? []);
    const r = adjudicateRetreats(map, options, units, split.kept, contested, submitted);
    if (game) rewordClosedNeighbours(game, map, input.contested ?? [], r.neighbours);
    const wrong = [...givenRetreatsOffBoard(split.kept, r.options), ...givenRetreatsOfRemoved(split.removed)];
    if (wrong.length) throw new InputError(wrong.join('; '));
    const orders: OrderResultJson[] = submitted.map((o, i) => {
      const set = refused?.get(i);
      if (set) return refusedResult(map, o, set, input.dislodged ?? []);
      const out = r.outcomes[i];
      const d = out.unit >= 0 ? split.kept[out.unit] : undefined;
      return new PlainOrderResult(o.power, o.text, d ? `${d.type} ${d.loc}` : undefined, out.result, out);
    });
    const endsFall = input.phase.season === 'fall' && !mutated(options, 'noOwnershipChangeInFall');
    const output: PhaseOutput = {
      orders,
      dislodged: [],
      units: r.after.map(toJson),
      contested: [],
      ...(owners ? { supplyCenters: ownersJson(endsFall ? updateOwnership(map, r.after, owners) : owners) } : {}),
      next: nextPhase(input.phase, false),
    };
    const explain = () => [
      ...explainRetreats(map, split.kept, r),
      ...(game ? removedSteps(game, map, split.removed, refused!) : []),
      ...(owners && endsFall ? [explainCentres(map, owners, updateOwnership(map, r.after, owners))] : []),
    ];
    const reasons = refused?.size ? r.outcomes.map((out, i) => (refused.has(i) ? plainReason(map, refused.get(i)!.fact) : out)) : r.outcomes;
    return new PlainDetail(output, options, reasons, explain, map);
  }

  if (!owners) throw new InputError('an adjustment phase needs "supplyCenters" (the owner of each centre)');
  const a = adjudicateAdjustments(map, options, units, owners, submitted);
  // A dormant power never builds: its orders were set aside, and its steps say why.
  const variantSteps = game ? noBuildSteps(game, map, a.delta) : [];
  for (const [i, set] of refused ?? []) a.outcomes[i] = { result: 'illegal', ...plainReason(map, set.fact) };
  if (game) for (const p of neverBuilders(game)) if ((a.delta[p] ?? 0) > 0) delete a.delta[p];
  const orders: OrderResultJson[] = submitted.map((o, i) => new PlainOrderResult(o.power, o.text, undefined, a.outcomes[i].result, a.outcomes[i]));
  const counts = new Map<PowerId, number>();
  for (const p of owners.values()) counts.set(p, (counts.get(p) ?? 0) + 1);
  const victory = game ? variantVictory(game, owners) : { winner: [...counts].find(([, n]) => n >= map.victoryCenters)?.[0] };
  const winner = victory.winner;
  if (game && 'winnerPlayer' in victory && victory.winnerPlayer) {
    variantSteps.push(victoryStep(game, map, { winnerPlayer: victory.winnerPlayer, centres: victory.centres!, ...(winner ? { power: winner } : {}) }));
  }
  const output: PhaseOutput = {
    orders,
    dislodged: [],
    units: a.after.map(toJson),
    contested: [],
    supplyCenters: ownersJson(owners),
    adjustments: a.adjustments,
    next: nextPhase(input.phase, false),
    ...(winner ? { winner } : {}),
    ...(victory.winnerPlayer ? { winnerPlayer: victory.winnerPlayer } : {}),
  };
  return new PlainDetail(output, options, a.outcomes, () => [...explainAdjustments(map, options, units, owners, a, submitted.map((o) => o.power)), ...variantSteps], map);
}

/** The game a phase is played under (#15), or undefined for the standard game; a bad coin is an InputError. */
function gameOf(input: PhaseInput): PhaseGame | undefined {
  const game = phaseGameOf(input);
  if (game && 'error' in game) throw new InputError(game.error);
  return game;
}

/** The variant's victory: 18 centres of one power (its player wins), or 24 over a player's powers in 1914. */
function variantVictory(game: PhaseGame, owners: ReadonlyMap<ProvinceId, PowerId>): { winner?: PowerId; winnerPlayer?: string; centres?: number } {
  const variant = game.variant ?? variantById('standard')!;
  // Intimate Diplomacy is won by occupying a home centre, not by counting (intimate.ts).
  if (variant.victory.kind === 'homeOccupation') return {};
  const v = victoryByCentres(variant, game.control as Record<Power, Controller>, ownersJson(owners));
  return v ? { ...(v.power ? { winner: v.power } : {}), winnerPlayer: v.winner, centres: v.centres } : {};
}

/** A dislodged unit of a dormant power has no retreat: a `retreats` list given for it must be empty. */
function givenRetreatsOfRemoved(removed: readonly DislodgedJson[]): string[] {
  return removed.filter((d) => d.retreats?.length).map((d) => `dislodged: ${d.type} ${d.loc} belongs to ${d.power}, which nobody orders in this game: it is removed, with no retreat (its "retreats" must be empty)`);
}

/** A retreat order the variant set aside: illegal, with the dislodged unit it names when there is one. */
function refusedResult(map: GameMap, o: SubmittedOrder, set: Refusal, dislodged: readonly DislodgedJson[]): OrderResultJson {
  const d = set.loc === undefined ? undefined : dislodged.find((x) => map.provinceOf(x.loc) === map.provinceOf(set.loc!));
  return new PlainOrderResult(o.power, o.text, d ? `${d.type} ${d.loc}` : undefined, 'illegal', plainReason(map, set.fact));
}

/** A `retreats` list given in a retreat phase must agree with the board: we never take it on trust. */
function givenRetreatsOffBoard(dislodged: readonly DislodgedJson[], computed: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  dislodged.forEach((d, i) => {
    const off = (d.retreats ?? []).filter((loc) => !computed[i].includes(loc));
    if (off.length) {
      const options = computed[i].length ? computed[i].join(', ') : 'none';
      problems.push(`dislodged[${i}].retreats: ${off.join(', ')} ${off.length > 1 ? 'are' : 'is'} not open to ${d.type} ${d.loc} on this board (its options: ${options})`);
    }
  });
  return problems;
}

/**
 * A phase's steps with the illegal or void orders no step tells added to its first step about such
 * orders (made when there is none): in a retreat or adjustment phase, or after a variant's own steps.
 */
export function withSetAsideStep(steps: ExplanationStep[], output: PhaseOutput, reasons: readonly OrderReason[], map: GameMap): ExplanationStep[] {
  const told = new Set(steps.flatMap((s) => s.orders));
  const setAside = output.orders.flatMap((o, i): SetAsideOrder[] =>
    (o.result === 'illegal' || o.result === 'invalid') && !told.has(i)
      ? [{ index: i, result: o.result, reason: reasons[i].fact, ...(o.unit ? { unit: o.unit } : { text: o.text }), holds: false }]
      : [],
  );
  if (!setAside.length) return steps;
  const before = steps.find((s) => s.kind === 'illegal');
  const step = illegalStep(setAside, map as unknown as GameMap<string>, before);
  return [step, ...steps.filter((s) => s !== before)];
}

/**
 * A movement phase's detail. The explanation is only built when asked for: the protocol and the
 * benchmark do not need it. (A class, not an object literal with a getter: V8 builds such literals
 * slowly, and in the benchmark they cost more than the resolution itself.)
 */
class MovementDetail implements AdjudicationDetail {
  #explanation: ExplanationStep[] | undefined;
  readonly #centres: (() => ExplanationStep) | undefined;
  readonly #variant: (() => MovementSteps) | undefined;
  constructor(
    readonly output: PhaseOutput,
    readonly options: RuleOptions,
    readonly movement: MovementResult,
    centres?: () => ExplanationStep,
    variant?: () => MovementSteps,
  ) {
    this.#centres = centres;
    this.#variant = variant;
  }
  get explanation(): ExplanationStep[] {
    if (this.#explanation) return this.#explanation;
    const variant = this.#variant?.();
    // Orders the variant's own steps tell (closed provinces, dormant powers) are not told twice.
    const steps = explainMovement(
      this.movement,
      new Set(variant?.before.flatMap((s) => s.orders)),
      this.output.orders.map((o) => o.text),
    );
    return (this.#explanation = [...(variant ? withVariantSteps(steps, variant) : steps), ...(this.#centres ? [this.#centres()] : [])]);
  }
  get reasons(): readonly OrderReason[] {
    return this.movement.outcomes.map((o) => o.reason);
  }
}

/** A retreat or adjustment phase's detail: its reasons are rendered, and its steps built, when read. */
class PlainDetail implements AdjudicationDetail {
  #explanation: ExplanationStep[] | undefined;
  readonly #explain: () => ExplanationStep[];
  readonly #map: GameMap;
  constructor(
    readonly output: PhaseOutput,
    readonly options: RuleOptions,
    readonly reasons: readonly OrderReason[],
    explain: () => ExplanationStep[],
    map: GameMap,
  ) {
    this.#explain = explain;
    this.#map = map;
  }
  get explanation(): ExplanationStep[] {
    return (this.#explanation ??= withSetAsideStep(this.#explain(), this.output, this.reasons, this.#map));
  }
}

/** A retreat or adjustment order's result in protocol form; the reason is rendered when read. */
class PlainOrderResult implements OrderResultJson {
  readonly dislodged = false;
  readonly #reason: OrderReason;
  constructor(
    readonly power: PowerId,
    readonly text: string,
    readonly unit: string | undefined,
    readonly result: OrderResultJson['result'],
    reason: OrderReason,
  ) {
    this.#reason = reason;
  }
  get reason(): string {
    return this.#reason.en;
  }
  toJSON(): OrderResultJson {
    const { power, text, unit, result, dislodged, reason } = this;
    return unit === undefined ? { power, text, result, dislodged, reason } : { power, text, unit, result, dislodged, reason };
  }
}

/** A movement order's result in protocol form; the reason is worked out when read or serialised. */
class MovementOrderResult implements OrderResultJson {
  readonly result: OrderResultJson['result'];
  readonly dislodged: boolean;
  readonly #outcome: MovementOrderOutcome;
  constructor(
    readonly power: PowerId,
    readonly text: string,
    readonly unit: string | undefined,
    outcome: MovementOrderOutcome,
  ) {
    this.result = outcome.result;
    this.dislodged = outcome.dislodged;
    this.#outcome = outcome;
  }
  get reason(): string {
    return this.#outcome.reason.en;
  }
  toJSON(): OrderResultJson {
    const { power, text, unit, result, dislodged, reason } = this;
    return unit === undefined ? { power, text, result, dislodged, reason } : { power, text, unit, result, dislodged, reason };
  }
}

/** What comes after a phase. Retreats happen only when someone was dislodged; Intimate Diplomacy bids before each Spring. */
export function nextPhase(p: PhaseId, anyDislodged: boolean, variant?: string): PhaseId {
  if (p.type === 'movement' && anyDislodged) return { season: p.season, year: p.year, type: 'retreat' };
  if (p.type === 'bidding') return { season: 'spring', year: p.year, type: 'movement' };
  if (p.type === 'adjustment') return { season: 'spring', year: p.year + 1, type: variant === 'intimate' ? 'bidding' : 'movement' };
  if (p.season === 'spring') return { season: 'fall', year: p.year, type: 'movement' };
  return { season: 'winter', year: p.year, type: 'adjustment' };
}

function toJson(u: Unit) {
  return { power: u.power, type: u.type, loc: u.loc };
}

function ownersFrom(sc: PhaseInput['supplyCenters']): Map<ProvinceId, PowerId> | undefined {
  if (!sc) return undefined;
  const m = new Map<ProvinceId, PowerId>();
  for (const [power, list] of Object.entries(sc) as [PowerId, string[]][]) for (const p of list ?? []) m.set(p, power);
  return m;
}

function ownersJson(owners: ReadonlyMap<ProvinceId, PowerId>): Record<PowerId, string[]> {
  const out: Record<PowerId, string[]> = {};
  for (const [p, power] of owners) (out[power] ??= []).push(p);
  for (const list of Object.values(out)) list!.sort();
  return out;
}

/**
 * The board a phase leaves for the next one, without its orders: the units after, the centres
 * (updated after Fall), and for a retreat phase the units dislodged and the provinces left empty
 * by a standoff. `next` defaults to the phase the engine says comes next.
 */
export function carryOver(prevInput: PhaseInput, prevOutput: PhaseOutput, next: PhaseId | undefined = prevOutput.next): Omit<PhaseInput, 'orders'> {
  const phase = next ?? nextPhase(prevInput.phase, prevOutput.dislodged.length > 0);
  const input: Omit<PhaseInput, 'orders'> = { ...(prevInput.variant !== undefined ? { variant: prevInput.variant } : {}), phase: { ...phase }, units: prevOutput.units.map(toJson) };
  if (prevInput.variantOptions) input.variantOptions = { ...prevInput.variantOptions }; // a game's readings hold for the whole game
  if (phase.type === 'retreat') {
    input.dislodged = prevOutput.dislodged.map(
      (d): DislodgedJson => ({ power: d.power, type: d.type, loc: d.loc, attackerFrom: d.attackerFrom, ...(d.viaConvoy ? { viaConvoy: true } : {}) }),
    );
    input.contested = [...prevOutput.contested];
  }
  const sc = prevOutput.supplyCenters ?? prevInput.supplyCenters;
  if (sc) input.supplyCenters = Object.fromEntries(Object.entries(sc).map(([p, list]) => [p, [...(list ?? [])]]));
  carryIntimate(prevInput, prevOutput, input);
  return input;
}
