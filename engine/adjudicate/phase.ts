// One phase in, one result out: the protocol of engine/protocol/types.ts over the three phase
// adjudicators, with phase sequencing (movement -> retreats when someone is dislodged ->
// adjustments after Fall -> next Spring) and supply-centre ownership after Fall.

import type { GameMap, PowerId, ProvinceId, Unit } from '../map/types.js';
import { keptParses, sharedParser } from '../orders/parse.js';
import type { ParseResult, PhaseType } from '../orders/ast.js';
import type { DislodgedJson, PhaseId, PhaseInput, PhaseOutput, OrderResultJson } from '../protocol/types.js';
import { presetOptions, PRESET_NAMES, DEFAULT_PRESET } from '../rules/presets.js';
import type { RuleOptions } from '../rules/options.js';
import { adjudicateAdjustments, updateOwnership } from './adjustment.js';
import { adjudicateMovement, type MovementResult } from './movement/index.js';
import { briefOf, indexUnitsByProvince, resultUnitName, type OrderBrief, type SubmittedOrder, type UnitIndex } from './movement/board.js';
import { adjudicateRetreats, type RetreatResult } from './retreat.js';
import { explainMovement, illegalStep, makeStep, type ExplanationStep, type SetAsideOrder } from './explain.js';
import { explainAdjustments, explainCentres, explainRetreats } from './explanation/phases.js';
import { PhaseCheck, validatePhaseInput } from './validate-input.js';
import { mutated } from './mutation.js';
import { InputError, inputErrorOf, plainReason, type AdjudicationDetail, type OrderReason } from './detail.js';
import { listedVariants, loadedVariant, rulesOf, type MovementSteps, type Refusal, type StepNote, type VariantGame, type VariantRules } from './variant-rules.js';

export { InputError, MAX_PROBLEMS_LISTED, inputErrorOf, type AdjudicationDetail, type OrderReason } from './detail.js';
import { gameMaster, usesGameMaster } from './game-master/door.js';
import { carryGameMaster } from './game-master/carry.js';

/** `override` replaces the preset's options (used to find which single option changes a result). */
export function adjudicatePhase(map: GameMap, input: PhaseInput, override?: RuleOptions): AdjudicationDetail {
  const checked = new PhaseCheck();
  const problems = validatePhaseInput(map, input, checked);
  if (problems.length) throw inputErrorOf(problems);
  const rules = rulesOf(input.variant);
  // A phase of another board must not be ruled on this one (its ids would be read as this board's).
  if (input.variant !== undefined && rules.map !== map) throw new InputError(`"variant": ${input.variant} is played on another board than the one given to the adjudicator`);
  // A variant that runs the pipeline itself (Intimate Diplomacy) calls adjudicateInGame below, so its rules cost the others nothing.
  if (rules.adjudicate) return rules.adjudicate(map, input, override);
  return adjudicateInGame(map, input, rules.gameOf?.(input), override, checked);
}

/**
 * An order as the phase received it, with its brief (the parse table's): its parse is read from the
 * brief, not kept beside it (a field fewer an order, 0.22 KB a warm phase). Replaced whole, never
 * changed, by whoever sets an order aside (game master, dormant powers).
 */
class Submission implements SubmittedOrder {
  constructor(
    readonly power: PowerId,
    readonly text: string,
    readonly brief: OrderBrief,
  ) {}
  get parsed(): ParseResult {
    return this.brief.parsed;
  }
}

/**
 * A checked phase under its variant's rules (undefined: the standard game's). Intimate Diplomacy
 * calls it with its own, so that its powers in anarchy go through the same hooks as the dormant powers.
 * `checked`: what the input check learnt (each unit's location number, else looked up again).
 */
export function adjudicateInGame(map: GameMap, input: PhaseInput, game: VariantGame | undefined, override?: RuleOptions, checked?: PhaseCheck): AdjudicationDetail {
  const ruleset = input.ruleset ?? DEFAULT_PRESET;
  const options = override ?? presetOptions(ruleset);
  if (!options) throw new InputError(`unknown ruleset "${ruleset}" (known: ${PRESET_NAMES.join(', ')})`);
  // Looked up once for the phase's three questions (centres captured, centres to win, notes): each lookup is two Map reads.
  const rules = rulesOf(input.variant);

  // Read only, never changed: the output builds its own unit objects.
  const units: readonly Unit[] = input.units;
  // The centres' owners as a Map only where a rule reads them (captures after Fall, adjustments):
  // a Spring or a retreat that changes none writes the input's lists back as they are (sorted).
  const centresGiven = input.supplyCenters;
  let ownersRead: Map<ProvinceId, PowerId> | undefined;
  const owners = (): Map<ProvinceId, PowerId> => (ownersRead ??= ownersFrom(centresGiven!));
  const kind = input.phase.type;
  if (kind === 'bidding') throw new InputError(`phase.type: a bidding phase belongs to the ${phaseKindOwner(kind)} variant`);
  const phaseType: PhaseType = kind;
  const placed: readonly Unit[] = phaseType === 'retreat' ? (input.dislodged ?? []) : units;
  const index = indexUnitsByProvince(map, placed, placed === units && checked?.plain ? checked.locations : undefined);
  const submitted: SubmittedOrder[] = new Array(input.orders.length);
  // A text met before is read from the kept parses directly. The parser sees only new ones, and is
  // made (with its context, one for the whole phase) at the first: a phase whose texts were all met
  // before (a game ruled again, much of a long batch) makes none.
  const kept = keptParses({ phase: phaseType, map }, briefOf);
  let parse: ((text: string) => OrderBrief) | undefined;
  for (let i = 0; i < submitted.length; i++) {
    const o = input.orders[i];
    const text = o.text;
    submitted[i] = new Submission(o.power, text, kept?.get(text) ?? (parse ??= sharedParser(parseContext(phaseType, map, index, placed), briefOf))(text));
  }

  // A variant's orders set aside before resolution (a dormant power's, an order into a closed province).
  const refused = game ? game.setAsideOrders(map, submitted, phaseType) : undefined;
  // The game master's side (001, chapter 3): undefined unless the input uses it (game-master/, behind its door).
  // A phase the quick check let by has none of the chapter's fields (nor any order's "version").
  const gm = !checked?.plain && usesGameMaster(input) ? gameMaster().gameMasterOf(input) : undefined;
  if (gm) gameMaster().setAsideSuperseded(gm, submitted);

  if (phaseType === 'movement') {
    const m = adjudicateMovement(map, options, units, submitted, index);
    const mustRetreat = game ? game.afterMovement(map, units, m, refused!) : m.dislodged.length > 0;
    if (gm) gameMaster().markSupersededMovement(gm, map, units, m);
    const orders: OrderResultJson[] = new Array(submitted.length);
    // A variant or the game master that replaced outcomes made them: their results are read there.
    const made = m.outcomesMade;
    for (let i = 0; i < orders.length; i++) {
      const out = made ? m.outcomes[i] : undefined;
      const u = out ? out.unit : m.board.orderUnit[i];
      const unit = u >= 0 ? resultUnitName(m.board, u) : undefined;
      orders[i] = new MovementOrderResult(submitted[i].power, submitted[i].text, unit, out ? out.result : m.resultOf(i), out ? out.dislodged : m.orderDislodged(i), m, i);
    }
    const dislodged = m.dislodged.map((d) => {
      const u = units[d.unit];
      return { power: u.power, type: u.type, loc: u.loc, attackerFrom: d.attackerFrom, retreats: d.retreats, ...(d.byConvoy ? { viaConvoy: true } : {}) };
    });
    const endsFall = capturesCentres(rules, input) && !mustRetreat && !mutated(options, 'noOwnershipChangeInFall');
    // m.after: fresh objects of exactly the protocol's shape, built by adjudicateMovement.
    // Captured once: the output writes the owners after, the explanation tells what changed hands.
    const ownersAfter = centresGiven && endsFall ? updateOwnership(map, m.after, owners()) : undefined;
    const centresAfter = centresGiven ? (ownersAfter ? ownersJson(ownersAfter) : centresJson(centresGiven)) : undefined;
    const output = phaseOutput(orders, dislodged, m.after, m.contested, centresAfter, nextPhase(input.phase, mustRetreat));
    const centres = ownersAfter ? () => explainCentres(map, owners(), ownersAfter) : undefined;
    const variantSteps = game ? () => game.movementSteps(map, units, m, refused!) : undefined;
    const notes = rules.movementNotes;
    const variantNotes = notes ? (stepOf: (order: number) => number) => notes(map, m, stepOf) : undefined;
    const detail = new MovementDetail(output, options, m, centres, variantSteps, variantNotes);
    return gm ? gameMaster().withGameMaster(map, input, detail, gm, noVictory(rules, map, input), gameMaster().movedTo(map, units, m)) : detail;
  }

  if (phaseType === 'retreat') {
    // A dormant power's dislodged units are removed, not retreated; closed provinces take no retreat.
    const split = game ? game.retreating(input.dislodged ?? []) : { kept: input.dislodged ?? [], removed: [] };
    const contested = game ? game.closedToRetreats(input.contested ?? []) : (input.contested ?? []);
    const r = adjudicateRetreats(map, options, units, split.kept, contested, submitted, gm ? gameMaster().retreatListsFor(gm, map, split.kept) : undefined);
    if (gm) gameMaster().markSupersededRetreats(gm, map, split.kept, r);
    if (game) game.rewordClosedNeighbours(map, input.contested ?? [], r.neighbours);
    const all = input.dislodged ?? [];
    const wrong = [...givenRetreatsOffBoard(all, split.kept, r.options), ...(game ? givenRetreatsOfRemoved(game, all, split.removed, (d) => adjudicateRetreats(map, options, units, d, contested, []).options) : [])];
    if (wrong.length) throw inputErrorOf(wrong);
    const orders: OrderResultJson[] = submitted.map((o, i) => {
      const set = refused?.get(i);
      if (set) return refusedResult(map, o, set, input.dislodged ?? []);
      const out = r.outcomes[i];
      const d = out.unit >= 0 ? split.kept[out.unit] : undefined;
      return new PlainOrderResult(o.power, o.text, d ? `${d.type} ${d.loc}` : undefined, out.result, out);
    });
    const endsFall = capturesCentres(rules, input) && !mutated(options, 'noOwnershipChangeInFall');
    const ownersAfter = centresGiven && endsFall ? updateOwnership(map, r.after, owners()) : undefined;
    const centresAfter = centresGiven ? (ownersAfter ? ownersJson(ownersAfter) : centresJson(centresGiven)) : undefined;
    const output = phaseOutput(orders, [], r.after.map(toJson), [], centresAfter, nextPhase(input.phase, false));
    const explain = () => [
      ...explainRetreats(map, split.kept, r),
      ...(game ? game.removedSteps(map, split.removed, refused!) : []),
      ...(ownersAfter ? [explainCentres(map, owners(), ownersAfter)] : []),
    ];
    const reasons = refused?.size ? r.outcomes.map((out, i) => (refused.has(i) ? plainReason(map, refused.get(i)!.fact) : out)) : r.outcomes;
    const detail = new PlainDetail(output, options, reasons, explain, map, r);
    return gm ? gameMaster().withGameMaster(map, input, detail, gm, noVictory(rules, map, input), gameMaster().retreatedTo(map, units, split.kept, r)) : detail;
  }

  if (!centresGiven) throw new InputError('an adjustment phase needs "supplyCenters" (the owner of each centre)');
  // Read once: the adjustments, the victory count and the explanation all read the Map.
  const owned = owners();
  const a = adjudicateAdjustments(map, options, units, owned, submitted, gm?.conditional, game?.dormant);
  if (gm) gameMaster().markSupersededAdjustments(gm, map, a.outcomes);
  // A dormant power never builds: its orders were set aside, and its steps say why.
  const variantSteps = game ? game.noBuildSteps(map, a.delta) : [];
  for (const [i, set] of refused ?? []) a.outcomes[i] = { result: 'illegal', ...plainReason(map, set.fact) };
  if (game) for (const p of game.neverBuilders()) if ((a.delta[p] ?? 0) > 0) delete a.delta[p];
  const orders: OrderResultJson[] = submitted.map((o, i) => new PlainOrderResult(o.power, o.text, undefined, a.outcomes[i].result, a.outcomes[i]));
  const target = victoryCentres(rules, map, input);
  const counts = new Map<PowerId, number>();
  for (const p of owned.values()) counts.set(p, (counts.get(p) ?? 0) + 1);
  // A variant's own victory (a player's powers together, Intimate's home centres) replaces the count of one power's centres.
  const victory = game ? game.victory(map, owned) : { winner: [...counts].find(([, n]) => n >= target)?.[0] };
  const winner = victory.winner;
  if (victory.step) variantSteps.push(victory.step);
  const output: PhaseOutput = {
    orders,
    dislodged: [],
    units: a.after.map(toJson),
    contested: [],
    supplyCenters: centresJson(centresGiven),
    adjustments: a.adjustments,
    next: nextPhase(input.phase, false),
    ...(winner ? { winner } : {}),
    ...(victory.winnerPlayer ? { winnerPlayer: victory.winnerPlayer } : {}),
  };
  const detail = new PlainDetail(output, options, a.outcomes, () => [...explainAdjustments(map, options, units, owned, a, submitted.map((o) => o.power)), ...variantSteps], map);
  const told = { centres: target, stepTold: game !== undefined && !!victory.winnerPlayer, ...(victory.centres !== undefined ? { playerCentres: victory.centres } : {}) };
  // A won game ends (the chapter's end.ts), whether or not the phase had the chapter's fields.
  return gm || winner || victory.winnerPlayer ? gameMaster().withGameMaster(map, input, detail, gm, told) : detail;
}

/** The phase's parse context: the board is read only for an order that leaves its unit's type unsaid. */
function parseContext(phase: PhaseType, map: GameMap, index: UnitIndex, placed: readonly Unit[]) {
  return {
    phase,
    map,
    unitAt: (p: ProvinceId) => {
      const i = index.unitAt.get(p);
      return i === undefined ? undefined : placed[i];
    },
  };
}

/** Whether this phase's turn passes occupied centres to their occupiers: after Fall, unless the variant (`rules`) says otherwise. */
function capturesCentres(rules: VariantRules, input: PhaseInput): boolean {
  return rules.capturesCentres?.(input) ?? input.phase.season === 'fall';
}

/** The centres one power needs to win in this phase's game: the board's count, unless the variant (`rules`) says otherwise. */
function victoryCentres(rules: VariantRules, map: GameMap, input: PhaseInput): number {
  return rules.victoryCentres?.(input) ?? map.victoryCenters;
}

/** What the game master's end of the game is told after a movement or retreat phase: nobody won in it. Made only for a phase that has the game master's fields. */
function noVictory(rules: VariantRules, map: GameMap, input: PhaseInput): { centres: number; stepTold: boolean } {
  return { centres: victoryCentres(rules, map, input), stepTold: false };
}

/**
 * A movement or retreat phase's output, its fields in the protocol's order; `supplyCenters` only
 * when the input had them. (Two literals rather than one with `...(owners ? {...} : {})`: the
 * spread made and copied an object per phase.)
 */
function phaseOutput(orders: OrderResultJson[], dislodged: DislodgedJson[], units: PhaseOutput['units'], contested: PhaseOutput['contested'], supplyCenters: PhaseOutput['supplyCenters'], next: PhaseId): PhaseOutput {
  return supplyCenters ? { orders, dislodged, units, contested, supplyCenters, next } : { orders, dislodged, units, contested, next };
}

/** The variant whose own phase kind this is (Intimate's bidding). */
function phaseKindOwner(kind: string): string {
  return listedVariants().find((e) => e.ownPhaseKinds?.includes(kind as never))?.id ?? 'another';
}

/**
 * A dislodged unit of a dormant power never retreats. Where it is removed at once (left out,
 * neutral) the movement result gave it no retreats, so a `retreats` list given for it must be
 * empty; where it is removed in the retreat phase (anarchy) the movement result listed the board's
 * options, and the same list comes back with it: checked against the board like any other.
 */
function givenRetreatsOfRemoved(
  game: VariantGame,
  all: readonly DislodgedJson[],
  removed: readonly DislodgedJson[],
  optionsOf: (dislodged: readonly DislodgedJson[]) => readonly (readonly string[])[],
): string[] {
  const listed = removed.filter((d) => !game.removedAtOnce(d.power));
  const atOnce = removed.filter((d) => game.removedAtOnce(d.power) && d.retreats?.length);
  return [
    ...atOnce.map((d) => `dislodged[${all.indexOf(d)}]: ${d.type} ${d.loc} belongs to ${d.power}, which nobody orders in this game: it is removed, with no retreat (its "retreats" must be empty)`),
    ...givenRetreatsOffBoard(all, listed, optionsOf(listed)),
  ];
}

/** A retreat order the variant set aside: illegal, with the dislodged unit it names when there is one. */
function refusedResult(map: GameMap, o: SubmittedOrder, set: Refusal, dislodged: readonly DislodgedJson[]): OrderResultJson {
  const d = set.loc === undefined ? undefined : dislodged.find((x) => map.provinceOf(x.loc) === map.provinceOf(set.loc!));
  return new PlainOrderResult(o.power, o.text, d ? `${d.type} ${d.loc}` : undefined, 'illegal', plainReason(map, set.fact));
}

/** A `retreats` list given in a retreat phase must agree with the board: we never take it on trust. */
function givenRetreatsOffBoard(all: readonly DislodgedJson[], dislodged: readonly DislodgedJson[], computed: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  dislodged.forEach((d, i) => {
    const off = (d.retreats ?? []).filter((loc) => !computed[i].includes(loc));
    if (off.length) {
      const options = computed[i].length ? computed[i].join(', ') : 'none';
      problems.push(`dislodged[${all.indexOf(d)}].retreats: ${off.join(', ')} ${off.length > 1 ? 'are' : 'is'} not open to ${d.type} ${d.loc} on this board (its options: ${options})`);
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
  #reasons: readonly OrderReason[] | undefined;
  readonly #centres: (() => ExplanationStep) | undefined;
  readonly #variant: (() => MovementSteps) | undefined;
  readonly #notes: ((stepOf: (order: number) => number) => StepNote[]) | undefined;
  constructor(
    readonly output: PhaseOutput,
    readonly options: RuleOptions,
    readonly movement: MovementResult,
    centres?: () => ExplanationStep,
    variant?: () => MovementSteps,
    notes?: (stepOf: (order: number) => number) => StepNote[],
  ) {
    this.#centres = centres;
    this.#variant = variant;
    this.#notes = notes;
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
    const told = variant ? withVariantSteps(steps, variant) : steps;
    return (this.#explanation = [...(this.#notes ? withNotes(told, this.#notes, this.movement.board.map) : told), ...(this.#centres ? [this.#centres()] : [])]);
  }
  /** Listed once: callers index it order by order, and a list per read made 20,000 orders quadratic. */
  get reasons(): readonly OrderReason[] {
    return (this.#reasons ??= this.movement.outcomes.map((o) => o.reason));
  }
}

/** The steps with the variant's notes said at the end of the steps they belong to (a step keeps what it establishes). */
function withNotes(steps: readonly ExplanationStep[], notes: (stepOf: (order: number) => number) => StepNote[], map: GameMap): ExplanationStep[] {
  const added = notes((order) => steps.findIndex((s) => s.orders.includes(order)));
  if (!added.length) return [...steps];
  const out = [...steps];
  for (const [at, st] of out.entries()) {
    const mine = added.filter((n) => n.step === at).map((n) => n.fact);
    if (!mine.length) continue;
    const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, ...(st.subject !== undefined ? { subject: st.subject } : {}) }, st.facts.title, [...st.facts.text, ...mine], map as unknown as GameMap<string>);
    if (st.decides) rebuilt.decides = st.decides;
    out[at] = rebuilt;
  }
  return out;
}

/** The movement explanation with the variant's steps: dormancy first, removals in place of the dislodgements. */
function withVariantSteps(steps: readonly ExplanationStep[], variant: MovementSteps): ExplanationStep[] {
  const replaced = steps.map((s) => {
    const unit = s.kind === 'dislodged' ? (s.facts.title.args?.unit as { unit?: string } | undefined)?.unit : undefined;
    return (unit !== undefined && variant.removed.get(unit)) || s;
  });
  // "Every order is carried out" is not true when the variant set some aside: its steps say which.
  const setAside = variant.before.some((s) => s.orders.length > 0);
  return [...variant.before, ...replaced.filter((s) => !(setAside && s.kind === 'nothing'))];
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
    readonly retreat?: RetreatResult,
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

/** A movement order's result in protocol form; the reason (its outcome's) is worked out when read or serialised. */
class MovementOrderResult implements OrderResultJson {
  readonly #movement: MovementResult;
  readonly #index: number;
  constructor(
    readonly power: PowerId,
    readonly text: string,
    readonly unit: string | undefined,
    readonly result: OrderResultJson['result'],
    readonly dislodged: boolean,
    movement: MovementResult,
    index: number,
  ) {
    this.#movement = movement;
    this.#index = index;
  }
  get reason(): string {
    return this.#movement.outcomes[this.#index].reason.en;
  }
  toJSON(): OrderResultJson {
    const { power, text, unit, result, dislodged, reason } = this;
    return unit === undefined ? { power, text, result, dislodged, reason } : { power, text, unit, result, dislodged, reason };
  }
}

/** What comes after a phase: the variant's own sequence where it has one (Intimate bids before each Spring). */
export function nextPhase(p: PhaseId, anyDislodged: boolean, variant?: string): PhaseId {
  const own = variant === undefined ? undefined : loadedVariant(variant)?.nextPhase;
  return own ? own(p, anyDislodged) : standardNextPhase(p, anyDislodged);
}

/** The standard sequence: retreats only when someone was dislodged, adjustments after Fall, then the next Spring. */
export function standardNextPhase(p: PhaseId, anyDislodged: boolean): PhaseId {
  if (p.type === 'movement' && anyDislodged) return { season: p.season, year: p.year, type: 'retreat' };
  if (p.type === 'bidding') return { season: 'spring', year: p.year, type: 'movement' };
  if (p.type === 'adjustment') return { season: 'spring', year: p.year + 1, type: 'movement' };
  if (p.season === 'spring') return { season: 'fall', year: p.year, type: 'movement' };
  return { season: 'winter', year: p.year, type: 'adjustment' };
}

function toJson(u: Unit) {
  return { power: u.power, type: u.type, loc: u.loc };
}

export function ownersFrom(sc: NonNullable<PhaseInput['supplyCenters']>): Map<ProvinceId, PowerId> {
  const m = new Map<ProvinceId, PowerId>();
  for (const [power, list] of Object.entries(sc) as [PowerId, string[]][]) for (const p of list ?? []) m.set(p, power);
  return m;
}

/**
 * The input's centre owners as the output writes them when no centre changed hands: what
 * `ownersJson(ownersFrom(sc))` gives (a fresh record, the powers in the input's order less those
 * owning none, each list sorted) without the Map between them, which a Spring phase of a real game
 * paid for nothing: the two were 9 % of a warm phase with centres (cpu-prof). The input check has
 * let no centre have two owners, so the lists need no merging.
 */
export function centresJson(sc: NonNullable<PhaseInput['supplyCenters']>): Record<PowerId, string[]> {
  const out: Record<PowerId, string[]> = {};
  for (const power in sc) {
    if (!Object.hasOwn(sc, power)) continue; // as Object.entries in ownersFrom: own keys only
    const list = sc[power];
    if (list && list.length > 0) out[power] = sortedCopy(list);
  }
  return out;
}

/** A fresh copy of `list` in sort()'s order; a list already in it (the engine's own output, read back) is only copied. */
function sortedCopy(list: readonly string[]): string[] {
  for (let i = 1; i < list.length; i++) if (list[i - 1] > list[i]) return [...list].sort();
  return list.slice();
}

/** Centre owners as the protocol writes them: each power's centres, sorted. */
export function ownersJson(owners: ReadonlyMap<ProvinceId, PowerId>): Record<PowerId, string[]> {
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
  if (prevInput.coin) input.coin = { ...prevInput.coin }; // so does 1914's coin toss (Italy's side from Spring 1915)
  if (phase.type === 'retreat') {
    input.dislodged = prevOutput.dislodged.map(
      (d): DislodgedJson => ({ power: d.power, type: d.type, loc: d.loc, attackerFrom: d.attackerFrom, ...(d.viaConvoy ? { viaConvoy: true } : {}) }),
    );
    input.contested = [...prevOutput.contested];
  }
  const sc = prevOutput.supplyCenters ?? prevInput.supplyCenters;
  if (sc) input.supplyCenters = Object.fromEntries(Object.entries(sc).map(([p, list]) => [p, [...(list ?? [])]]));
  // What the variant carries besides (Intimate: home powers, credits, control, a pending play on).
  if (typeof prevInput.variant === 'string') loadedVariant(prevInput.variant)?.carryOver?.(prevInput, prevOutput, input);
  carryGameMaster(prevInput, prevOutput, input);
  return input;
}
