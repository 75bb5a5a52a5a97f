// Movement phase: bind orders, resolve every decision with the generic resolver, then read the
// resolved values once more to say what happened and why (reasons are never computed during guessing).

import type { GameMap, LocId, ProvinceId, Unit } from '../../map/types.js';
import type { RuleOptions } from '../../rules/options.js';
import { createResolver, type Forced, type Resolver, type ResolverSpec, type SettledCycle } from '../resolver.js';
import { Filler } from '../../util/arrays.js';
import { buildBoard, CONVOY, MOVE, SUPPORT, type Board, type SubmittedOrder, type UnitIndex } from './board.js';
import {
  adjudicate,
  attackCutsSupport,
  attackStrength,
  defendStrength,
  dislodgedBy,
  headToHead,
  holdStrength,
  opposingMover,
  path,
  preventStrength,
  supportAimedAt,
  type Read,
} from './rules.js';
import type { OrderResultKind } from '../../protocol/types.js';
import { mutated } from '../mutation.js';
import { brokenRouteFact, convoyRouteFact, fleetsOnRoute, type ConvoyRouteFact } from '../explanation/convoy-route.js';
import { defineTexts, fact, listArg, placeArg, render, rulesOf, unitArg, withRules, type Arg, type Fact, type UnitArg } from '../../language/render.js';

export interface Culprit {
  /** The unit, e.g. "A war". */
  unit: string;
  /** The input order it carried out, if any. */
  order?: number;
}

/** A typed reason: a code, the strengths where they matter, the orders responsible, the rules its fact states. */
export interface Reason {
  code: ReasonCode;
  attack?: number;
  against?: number;
  culprits: Culprit[];
  rules: number[];
  /** The language-free fact the texts are rendered from. */
  fact: Fact;
  /** Rendered on first read: English in the protocol's notation, French with names. */
  readonly en: string;
  readonly fr: string;
}

export type ReasonCode =
  | 'rejected'
  | 'holds'
  | 'moved'
  | 'prevented'
  | 'standoff'
  | 'blocked'
  | 'beatenHeadToHead'
  | 'ownUnit'
  | 'noConvoyRoute'
  | 'given'
  | 'cut'
  | 'cutByDislodgement'
  | 'available'
  | 'disrupted'
  | 'paradox'
  | 'circular';

export interface MovementOrderOutcome {
  result: OrderResultKind;
  unit: number;
  dislodged: boolean;
  reason: Reason;
}

export interface DislodgedUnit {
  unit: number;
  attacker: number;
  attackerFrom: ProvinceId;
  /** The attack came by convoy (DATC 4.A.5 may then allow a retreat to its origin). */
  byConvoy: boolean;
  /** The attack's origin is open to its retreat: 'convoy' (DATC 4.A.5), 'open' (a rule mutation), else 'closed'. */
  origin: 'closed' | 'convoy' | 'open';
  retreats: LocId[];
}

export interface MovementResult {
  board: Board;
  /** One per input order, in input order (made when first read by adjudicateMovement's result). */
  outcomes: MovementOrderOutcome[];
  /** Per unit: did it move (a successful move order)? */
  moved: boolean[];
  dislodged: DislodgedUnit[];
  /** Provinces left empty by a standoff: no retreat may enter them. */
  contested: ProvinceId[];
  /** Units after the phase, dislodged units excluded. */
  after: Unit[];
  /** Decisions fixed by the backup rule, by unit. */
  forced: ReadonlyMap<number, string>;
  /** The cycles the backup rule settled. */
  cycles: readonly SettledCycle[];
  read: Read;
}

const falses = new Filler(false);

const name = (b: Board, u: number) => `${b.units[u].type} ${b.units[u].loc}`;

export function adjudicateMovement(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  orders: readonly SubmittedOrder[],
  index?: UnitIndex,
): Movement {
  const board = buildBoard(map, opts, units, orders, index);
  const resolver = createResolver(new MovementDecisions(board));
  const r = resolver.resolve;
  const n = units.length;
  const moved: boolean[] = new Array(n);
  for (let u = 0; u < n; u++) moved[u] = board.kind[u] === MOVE && r(u);

  // One pass: who was dislodged, and where every other unit stands after the phase. `after` is
  // sized for every unit and cut to the units kept; a move's location read by number (the board's
  // destLoc column by id is only built when an explanation reads it). Who was dislodged, by unit:
  // made at the first dislodgement, the shared all-false column when nobody is (three phases in
  // four of the benchmark's: a column fewer, 0.2 KB a warm phase).
  let dislodgedFlags: boolean[] | undefined;
  const dislodged: DislodgedUnit[] = [];
  const after: Unit[] = new Array(n);
  const { locIds, ids } = board.nums;
  let kept = 0;
  for (let u = 0; u < n; u++) {
    const unit = units[u];
    const a = moved[u] ? -1 : dislodgedBy(board, u, r);
    if (a >= 0) {
      (dislodgedFlags ??= falses.copy(n))[u] = true;
      dislodged.push({ unit: u, attacker: a, attackerFrom: ids[board.pn[a]], byConvoy: board.viaConvoy[a] === 1, origin: 'closed', retreats: [] });
    } else after[kept++] = { power: unit.power, type: unit.type, loc: moved[u] ? locIds[board.dl[u]] : unit.loc };
  }
  // Cut only when someone was dislodged: setting an array's length is a call into the runtime
  // (~400 instructions and 1.5 % of a warm phase's time, cpu-prof), and most phases keep every unit.
  if (kept !== n) after.length = kept;
  const isDislodged: readonly boolean[] = dislodgedFlags ?? falses.shared(n);

  const contested = contestedProvinces(board, r, moved, isDislodged);
  if (dislodged.length > 0) setRetreats(board, dislodged, contested, moved, isDislodged);

  return new Movement(board, moved, isDislodged, dislodged, contested, after, resolver, orders.length);
}

/** The resolver's view of a board: one object, not two closures and their context per phase. */
class MovementDecisions implements ResolverSpec {
  readonly size: number;
  constructor(readonly board: Board) {
    this.size = board.units.length;
  }
  adjudicate(id: number, r: Read): boolean {
    return adjudicate(this.board, id, r);
  }
  backup(cycle: readonly number[]): readonly Forced[] {
    return backupRule(this.board, cycle);
  }
}

/**
 * A movement phase's result. Its outcomes, one object per order, are made when first read (a
 * variant that sets orders aside, the explanations, the reasons): the protocol's answer reads each
 * order's result and unit through `resultOf` and `orderDislodged` without them, which spares the
 * warm path an object per order. Results are cheap; reasons re-read strengths, so each is worked
 * out on first use.
 */
export class Movement implements MovementResult {
  #outcomes: MovementOrderOutcome[] | undefined;
  readonly #isDislodged: readonly boolean[];
  readonly #orderCount: number;
  readonly #resolver: Resolver;
  readonly read: Read;
  constructor(
    readonly board: Board,
    readonly moved: boolean[],
    isDislodged: readonly boolean[],
    readonly dislodged: DislodgedUnit[],
    readonly contested: ProvinceId[],
    readonly after: Unit[],
    resolver: Resolver,
    orderCount: number,
  ) {
    this.#isDislodged = isDislodged;
    this.#orderCount = orderCount;
    this.#resolver = resolver;
    this.read = resolver.resolve;
  }

  /** Read from the resolver each time: a decision first read by a reason could still settle a cycle. */
  get forced(): ReadonlyMap<number, string> {
    return this.#resolver.forced;
  }
  get cycles(): readonly SettledCycle[] {
    return this.#resolver.cycles;
  }

  get outcomes(): MovementOrderOutcome[] {
    if (this.#outcomes) return this.#outcomes;
    const outcomes: MovementOrderOutcome[] = new Array(this.#orderCount);
    for (let i = 0; i < outcomes.length; i++) outcomes[i] = new LazyOutcome(this.resultOf(i), this.board.orderUnit[i], this.orderDislodged(i), this, i);
    return (this.#outcomes = outcomes);
  }

  /** Whether the outcomes were made: a variant or the game master may then have replaced some. */
  get outcomesMade(): boolean {
    return this.#outcomes !== undefined;
  }

  /** Order i's result as resolved (what its outcome says unless something replaced it). */
  resultOf(i: number): OrderResultKind {
    return resultOf(this.board, i, this.read, this.moved, this.forced);
  }

  /** Whether the unit order i addresses was dislodged. */
  orderDislodged(i: number): boolean {
    const u = this.board.orderUnit[i];
    return u >= 0 && this.#isDislodged[u];
  }
}

/**
 * A standoff leaves a province empty when some move with any effect there failed (rule 10 counts
 * dislodged units; rule 11 and disrupted convoys do not). Nobody moved in, so the province is
 * empty unless the unit standing there stays (neither moved away nor dislodged).
 */
function contestedProvinces(b: Board, r: Read, moved: readonly boolean[], isDislodged: readonly boolean[]): ProvinceId[] {
  const contested: ProvinceId[] = [];
  const { kind, dn, firstInto, nextInto } = b;
  // The provinces entered, in the order first entered: each one at its first (lowest) mover.
  for (let u = 0; u < kind.length; u++) {
    if (kind[u] !== MOVE || firstInto[dn[u]] !== u) continue;
    const k = dn[u];
    const w = b.slot[k];
    if (w >= 0 && !moved[w] && !isDislodged[w]) continue;
    if (someMoved(b, u, moved)) continue;
    for (let v = u; v >= 0; v = nextInto[v]) {
      if (preventStrength(b, v, r) > 0) {
        contested.push(b.nums.ids[k]);
        break;
      }
    }
  }
  return contested.length > 1 ? contested.sort() : contested;
}

/** Whether some unit of the list of movers from `first` on (Board.nextInto) moved. */
function someMoved(b: Board, first: number, moved: readonly boolean[]): boolean {
  for (let v = first; v >= 0; v = b.nextInto[v]) if (moved[v]) return true;
  return false;
}

let occupied = new Int32Array(0);
let occupiedStamp = 0;

/** Each dislodged unit's retreats: neighbours not occupied after the phase, not left empty by a standoff, not its attacker's origin. */
function setRetreats(b: Board, dislodged: DislodgedUnit[], contested: readonly ProvinceId[], moved: readonly boolean[], isDislodged: readonly boolean[]): void {
  const { opts, units, nums } = b;
  // Provinces occupied after the phase, by number (stamped: a typed array per phase costs more).
  if (occupied.length < nums.count) occupied = new Int32Array(nums.count);
  if (++occupiedStamp === 0x7fffffff) {
    occupied.fill(0);
    occupiedStamp = 1;
  }
  const stamp = occupiedStamp;
  for (let u = 0; u < units.length; u++) {
    if (isDislodged[u]) continue;
    const k = moved[u] ? b.dn[u] : b.pn[u];
    if (k >= 0) occupied[k] = stamp;
  }
  const intoStandoff = mutated(opts, 'retreatIntoStandoff');
  for (const d of dislodged) {
    const u = units[d.unit];
    const byConvoyRule = d.byConvoy && opts.retreatToConvoyAttackerOrigin && !mutated(opts, 'retreatConvoyOriginClosed');
    const mayUseOrigin = byConvoyRule || mutated(opts, 'retreatToAttackerOrigin');
    d.origin = byConvoyRule ? 'convoy' : mayUseOrigin ? 'open' : 'closed';
    // The map's neighbours by number, listed in the order of their ids: the list comes out sorted.
    const next = nums.next[u.type][b.ln[d.unit]];
    const retreats: LocId[] = [];
    for (let j = 0; j < next.length; j++) {
      const l = next[j];
      const k = nums.locProvince[l];
      const p = nums.ids[k];
      if (occupied[k] !== stamp && (intoStandoff || !contested.includes(p)) && (p !== d.attackerFrom || mayUseOrigin)) retreats.push(nums.locIds[l]);
    }
    d.retreats = retreats;
  }
}

/**
 * Backup rule (DATC §5.B.9): a cycle with a convoy is a paradox: the convoys in it fail (Szykman);
 * a cycle of moves only is circular movement: every move succeeds (rule 7).
 */
function backupRule(b: Board, cycle: readonly number[]): Forced[] {
  const convoys = cycle.filter((u) => b.kind[u] === CONVOY);
  if (convoys.length > 0) return convoys.map((id) => ({ id, value: false, why: 'paradox' }));
  if (cycle.every((u) => b.kind[u] === MOVE)) {
    const value = !mutated(b.opts, 'circularMovementFails');
    return cycle.map((id) => ({ id, value, why: 'circular' }));
  }
  return [];
}

/** An order's outcome whose reason is only worked out when read (no closure per order). */
class LazyOutcome implements MovementOrderOutcome {
  #reason: Reason | undefined;
  readonly #movement: MovementResult;
  readonly #index: number;
  constructor(
    readonly result: OrderResultKind,
    readonly unit: number,
    readonly dislodged: boolean,
    movement: MovementResult,
    index: number,
  ) {
    this.#movement = movement;
    this.#index = index;
  }
  get reason(): Reason {
    const m = this.#movement;
    return (this.#reason ??= reasonFor(m.board, this.#index, m.read, m.moved, m.forced));
  }
}

function resultOf(b: Board, i: number, r: Read, moved: boolean[], forced: ReadonlyMap<number, string>): OrderResultKind {
  const rejection = b.rejections[i];
  if (rejection) return rejection.result;
  const u = b.orderUnit[i];
  switch (b.kind[u]) {
    case MOVE:
      return moved[u] ? 'succeeds' : 'fails';
    case SUPPORT:
      return r(u) ? 'given' : 'cut';
    case CONVOY:
      return forced.get(u) === 'paradox' || !r(u) ? 'disrupted' : 'available';
    default:
      return 'holds';
  }
}

function culprit(b: Board, u: number): Culprit {
  const order = b.orderOf[u];
  return order >= 0 ? { unit: name(b, u), order } : { unit: name(b, u) };
}

const unitOf = (b: Board, u: number): UnitArg => unitArg(name(b, u));

/** A reason from its fields and its fact, citing the rules its fact states; rules and texts are worked out when first read. */
function reason(b: Board, fields: Omit<Reason, 'en' | 'fr' | 'rules'>): Reason {
  const map = b.map as unknown as GameMap<string>;
  let rules: number[] | undefined;
  Object.defineProperty(fields, 'rules', { enumerable: true, configurable: true, get: () => (rules ??= rulesOf(fields.fact)) });
  return defineTexts(fields as Omit<Reason, 'en' | 'fr'>, (lang) => render(fields.fact, lang, { map }));
}

/** " (supported by A mun, A boh)": the supports that count for `u`, or nothing. */
function supportersFact(b: Board, u: number, r: Read, exceptPower?: string): Arg {
  const list = b.supportsFor[u].filter((s) => r(s) && b.units[s].power !== exceptPower).map((s) => unitOf(b, s));
  return list.length ? fact('supported-by', { units: listArg(list) }) : '';
}

/** Why an order had its result: read from resolved values only. */
function reasonFor(b: Board, i: number, r: Read, moved: boolean[], forced: ReadonlyMap<number, string>): Reason {
  const rejection = b.rejections[i];
  if (rejection) {
    // Rule 8 for a support in place of a unit ordered to move, rule 9 for a support of another move.
    const rules = rejection.code === 'supportMismatch' ? [b.supDest[b.orderUnit[i]] === undefined ? 8 : 9] : [];
    return reason(b, { code: 'rejected', culprits: [], fact: withRules(rejection.fact, rules) });
  }
  const u = b.orderUnit[i];
  switch (b.kind[u]) {
    case MOVE:
      return moveReason(b, u, r, moved, forced);
    case SUPPORT:
      return supportReason(b, u, r, forced);
    case CONVOY:
      return convoyReason(b, u, r, forced);
    default:
      return holdReason(b, u, r);
  }
}

function moveReason(b: Board, u: number, r: Read, moved: boolean[], forced: ReadonlyMap<number, string>): Reason {
  const dest = b.dest[u]!;
  if (!path(b, u, r)) {
    const route = convoyRouteFact(b, u, r, forced) as Exclude<ConvoyRouteFact, { kind: 'open' }>;
    const why = brokenRouteFact(route, (x) => unitOf(b, x), dest);
    const culprits = route.kind === 'broken' ? route.broken.map((x) => culprit(b, x.fleet)) : [];
    return reason(b, { code: 'noConvoyRoute', culprits, fact: fact('move-not-carried', { why: why.fact }) });
  }
  const attack = attackStrength(b, u, r);
  if (moved[u]) {
    // Rule 19: two units trade places when one of them goes by convoy (a cycle of two, not a ring).
    const swap = convoySwapPartner(b, u, moved);
    if (swap < 0 && forced.get(u) === 'circular') return reason(b, { code: 'circular', attack, culprits: [], fact: fact('move-circular', undefined, [7]) });
    const w = b.unitAt.get(dest);
    let against = 0;
    let beaten: number[] = [];
    if (w !== undefined && headToHead(b, u, w)) {
      against = defendStrength(b, w, r);
      beaten = [w];
    } else if (w !== undefined && !moved[w]) {
      against = holdStrength(b, dest, r);
      beaten = [w];
    }
    for (const v of b.movesInto.get(dest)!) {
      if (v === u) continue;
      const p = preventStrength(b, v, r);
      if (p > 0) beaten.push(v);
      against = Math.max(against, p);
    }
    // Rule 11: a rival dislodged by the unit coming from this province has no effect here.
    const silenced = b.movesInto.get(dest)!.filter((v) => v !== u && path(b, v, r) && preventStrength(b, v, r) === 0 && opposingMover(b, v) >= 0 && r(opposingMover(b, v)));
    const route = routeStillOpen(b, u, r, forced);
    if (swap >= 0) {
      route.note = listArg([fact('swap-convoy', { unit: unitOf(b, swap), from: placeArg(b.prov[u]) }, [19]), route.note], 'seq');
    }
    if (against === 0 && beaten.length === 0 && silenced.length === 0) {
      const sup = supportersFact(b, u, r);
      // The unit that stood there left (a swap by convoy, a chain of moves): it does not hold the province.
      const f = w !== undefined ? fact('move-into-vacated', { attack, unit: unitOf(b, w), dest: placeArg(dest), sup, route: route.note }) : fact('move-unopposed', { attack, dest: placeArg(dest), sup, route: route.note });
      return reason(b, { code: 'moved', attack, against, culprits: [], fact: f });
    }
    // Rule 3 settles a contest between moves into one province (the strongest gets in); beating the
    // unit in place alone needs no numbered rule. The exceptions that let it in are cited too.
    const rivals = beaten.some((x) => x !== w);
    return reason(b, {
      code: 'moved',
      attack,
      against,
      culprits: beaten.map((x) => culprit(b, x)),
      fact: fact('move-succeeds', {
        route: route.note,
        attack,
        against,
        sup: supportersFact(b, u, r),
        beat: beaten.length ? fact('beating', { units: listArg(beaten.map((x) => unitOf(b, x))) }, rivals ? [3] : []) : '',
        silenced: silenced.length ? fact('silenced', { units: listArg(silenced.map((v) => unitOf(b, v))), count: silenced.length, dest: placeArg(dest) }, [11]) : '',
      }),
    });
  }
  const w = b.unitAt.get(dest);
  const ownMove = w !== undefined && b.kind[w] === MOVE ? fact('own-move-failed', { to: placeArg(b.dest[w]!) }) : '';
  // Attack 0 with a route: a unit of its own power stays there (rule 12). What it would bring otherwise:
  const own = attack === 0 && w !== undefined;
  const raw = own ? 1 + b.supportsFor[u].filter((s) => r(s)).length : attack;
  if (own && headToHead(b, u, w)) return ownUnitReason(b, u, w, r, ownMove, []);
  // The decisive obstacle: the defence in a head-to-head it lost, a prevent by another mover, or the hold.
  if (w !== undefined && headToHead(b, u, w) && attack <= defendStrength(b, w, r)) {
    const d = defendStrength(b, w, r);
    // Rule 11: dislodged by the unit coming from its target, it does not stop anyone else there.
    const silencedHere = r(w) && (b.movesInto.get(dest) ?? []).length > 1 && preventStrength(b, u, r) === 0;
    return reason(b, {
      code: 'beatenHeadToHead',
      attack,
      against: d,
      culprits: [culprit(b, w)],
      fact: fact(
        'move-head-to-head',
        {
          attack,
          against: d,
          unit: unitOf(b, w),
          from: placeArg(b.prov[u]),
          sup: supportersFact(b, w, r),
          silenced: silencedHere ? fact('no-effect-on-dest', { dest: placeArg(dest) }, [11]) : '',
        },
        [6, ...(attack === d && b.units[w].type !== b.units[u].type ? [1] : [])],
      ),
    });
  }
  const preventers = (b.movesInto.get(dest) ?? []).filter((v) => v !== u && preventStrength(b, v, r) >= raw);
  // A unit of its own power that stays bars the way (rules 5, 12); a rival as strong also stands it off
  // (rule 3: DATC 6.C.3's ring is broken by the standoff in Constantinople). A unit of its own power
  // that is dislodged does not stay: then the rivals decide.
  if (own && dislodgedBy(b, w, r) < 0) {
    const entered = (b.movesInto.get(dest) ?? []).some((v) => moved[v]);
    const tied = entered ? [] : preventers.filter((v) => preventStrength(b, v, r) === raw);
    return ownUnitReason(b, u, w, r, ownMove, tied);
  }
  if (preventers.length) {
    const p = Math.max(...preventers.map((v) => preventStrength(b, v, r)));
    const movers = listArg(preventers.map((v) => fact('mover', { unit: unitOf(b, v), dest: placeArg(dest), sup: supportersFact(b, v, r) })));
    // A standoff leaves the province empty; if a rival entered, this move was simply beaten by it.
    const entered = (b.movesInto.get(dest) ?? []).find((v) => moved[v]);
    const standoff = p === raw && entered === undefined;
    // Rule 10: a unit dislodged elsewhere still stands others off where it tried to go.
    const stillPrevent = preventers.filter((v) => dislodgedBy(b, v, r) >= 0);
    // Rule 1: an army and a fleet count the same; it decides when they tie.
    const mixed = preventers.some((v) => b.units[v].type !== b.units[u].type);
    // Rule 4: a unit in place that this attack alone would have dislodged stays through the standoff.
    const stays = w !== undefined && !moved[w] && dislodgedBy(b, w, r) < 0;
    const garrison = standoff && stays && raw > holdStrength(b, dest, r);
    // Rule 18: a convoyed army that stands off goes back to where it set out.
    const convoyed = standoff && b.viaConvoy[u] === 1 && dislodgedBy(b, u, r) < 0;
    // Rule 11 as the DATC reads it (4.A.7): a rival dislodged by a convoyed unit from here keeps its effect.
    const notSilenced = b.opts.dislodgedNoEffectOnAttackerOrigin !== 'headToHeadOnly' ? [] : stillPrevent.filter((v) => b.prov[dislodgedBy(b, v, r)] === dest && opposingMover(b, v) >= 0 && !headToHead(b, v, opposingMover(b, v)));
    // Rule 12 decided a three-way fight (DATC 6.E.7): supports of the power of the unit in place do
    // not count against it; with them the attack would have beaten every rival.
    const ownSupports = w !== undefined ? b.supportsFor[u].filter((s) => r(s) && b.units[s].power === b.units[w].power).length : 0;
    const byRule12 = ownSupports > 0 && raw + ownSupports > p;
    return reason(b, {
      code: standoff ? 'standoff' : 'prevented',
      attack: raw,
      against: p,
      culprits: preventers.map((v) => culprit(b, v)),
      fact: fact(
        standoff ? 'move-standoff' : 'move-prevented',
        {
          attack: raw,
          against: p,
          movers,
          still: listArg(
            [
              stillPrevent.length ? fact('dislodged-still-prevents', { units: listArg(stillPrevent.map((v) => unitOf(b, v))), count: stillPrevent.length }, [10]) : '',
              notSilenced.length ? fact('convoy-dislodger-no-rule-11', { units: listArg(notSilenced.map((v) => unitOf(b, v))), count: notSilenced.length, dest: placeArg(dest) }, [11]) : '',
              byRule12 ? attackSupportNote(b, u, r, b.units[w!].power) : '',
              garrison ? fact('standoff-garrison-stays', { unit: unitOf(b, w) }, [4]) : '',
              convoyed ? fact('convoyed-stays-home', { from: placeArg(b.prov[u]) }, [18]) : '',
            ],
            'seq',
          ),
        },
        [3, ...(standoff && mixed ? [1] : []), ...(byRule12 ? [12] : [])],
      ),
    });
  }
  const h = holdStrength(b, dest, r);
  if (w === undefined) {
    return reason(b, { code: 'blocked', attack, against: h, culprits: [], fact: fact('move-blocked-empty', { attack, against: h, dest: placeArg(dest) }, [5]) });
  }
  const note = attackSupportNote(b, u, r, b.units[w].power);
  // Equal strengths against the unit in place: the book's statu quo (rule 3, schema 11), not only a block.
  const tie = attack === h;
  const convoyed = tie && b.viaConvoy[u] === 1 && dislodgedBy(b, u, r) < 0;
  return reason(b, {
    code: 'blocked',
    attack,
    against: h,
    culprits: [culprit(b, w)],
    // 10b: the rule-12 note is a cause too (supports of the defender's own power count for nothing).
    fact: fact(
      'move-blocked',
      {
        attack,
        against: h,
        holder: unitOf(b, w),
        dest: placeArg(dest),
        ownMove,
        sup: b.kind[w] !== MOVE ? supportersFact(b, w, r) : '',
        note: listArg([note, tie ? fact('tie-stays-home') : '', convoyed ? fact('convoyed-stays-home', { from: placeArg(b.prov[u]) }, [18]) : ''], 'seq'),
      },
      [...(tie ? [3] : []), 5, ...(tie && b.units[w].type !== b.units[u].type ? [1] : [])],
    ),
  });
}

/** Rule 12 note: supports from the defender's own power do not count against it. */
function attackSupportNote(b: Board, u: number, r: Read, defender: string): Arg {
  const own = b.supportsFor[u].filter((s) => r(s) && b.units[s].power === defender);
  return own.length ? fact('own-support-void', { units: listArg(own.map((s) => unitOf(b, s))) }, [12]) : '';
}

const NOT_CUT: Record<string, { id: string; rule: number }> = {
  fromTarget: { id: 'not-cut-from-target', rule: 13 },
  ownPower: { id: 'not-cut-own-power', rule: 16 },
  noPath: { id: 'not-cut-no-path', rule: 17 },
  convoyedAgainstItsConvoy: { id: 'not-cut-convoy-own', rule: 21 },
};

function supportReason(b: Board, s: number, r: Read, forced: ReadonlyMap<number, string>): Reason {
  const attackers = b.movesInto.get(b.prov[s]) ?? [];
  if (r(s)) {
    const notes: Fact[] = attackers.length === 0 ? [fact('not-attacked')] : [];
    for (const a of attackers) {
      const why = attackCutsSupport(b, a, s, r);
      const note = why === undefined ? undefined : NOT_CUT[why];
      if (!note) continue;
      // Rule 17 only where a fleet of its convoy was dislodged; a paradox is settled by the backup rule.
      const paradox = why === 'noPath' ? convoyHeldByParadox(b, a, r, forced) : undefined;
      if (paradox !== undefined) {
        notes.push(fact('not-cut-paradox', { unit: unitOf(b, a), fleets: listArg(paradox.map((f) => unitOf(b, f))), count: paradox.length }));
        continue;
      }
      const decides = why !== 'noPath' || convoyBrokenByDislodgement(b, a, r, forced);
      notes.push(fact(note.id, { unit: unitOf(b, a) }, decides ? [note.rule] : []));
    }
    const effect = supportEffect(b, s, r);
    return reason(b, { code: 'given', culprits: attackers.map((a) => culprit(b, a)), fact: fact('support-given', { notes: listArg(notes, ';'), effect }) });
  }
  const cutter = attackers.find((a) => attackCutsSupport(b, a, s, r) === undefined);
  if (cutter !== undefined) {
    // Rule 22: the support backs an attack on a fleet of the cutter's convoy, which rule 21 would
    // protect, but the army has a route without that fleet.
    const ownFleet = b.viaConvoy[cutter] === 1 && b.opts.convoyParadox === 'rulebook2000' && b.supDest[s] !== undefined ? b.convoysFor[cutter].find((f) => b.prov[f] === b.supDest[s]) : undefined;
    // Rule 15: a unit dislodged elsewhere still cuts the support it attacks.
    const cutterDislodged = dislodgedBy(b, cutter, r) >= 0;
    return reason(b, {
      code: 'cut',
      culprits: [culprit(b, cutter)],
      fact: fact(
        cutterDislodged ? 'support-cut-by-dislodged' : 'support-cut',
        {
          unit: unitOf(b, cutter),
          from: placeArg(b.prov[s]),
          route: ownFleet !== undefined ? fact('cut-other-route', { fleet: unitOf(b, ownFleet) }, [22]) : '',
        },
        cutterDislodged ? [13, 15] : [13],
      ),
    });
  }
  const by = dislodgedBy(b, s, r);
  // Rule 13: an attack from the province the support is aimed at does not cut it; dislodging it does (rule 14).
  const fromTarget = by >= 0 && b.prov[by] === supportAimedAt(b, s);
  return reason(b, {
    code: 'cutByDislodgement',
    culprits: by >= 0 ? [culprit(b, by)] : [],
    fact: fact('support-cut-dislodged', { unit: by >= 0 ? unitOf(b, by) : '?', fromTarget: fromTarget ? fact('dislodged-from-target', undefined, [13]) : '' }, [14]),
  });
}

/** Is a fleet the army's convoy needed dislodged (rule 17)? A fleet the backup rule held in a paradox is not the cause (6.F.14, 6.F.16). */
function convoyBrokenByDislodgement(b: Board, a: number, r: Read, forced: ReadonlyMap<number, string>): boolean {
  const route = convoyRouteFact(b, a, r, forced);
  return route.kind === 'broken' && route.broken.some((x) => x.dislodgedBy >= 0 && !x.paradox);
}

/** The fleets of the army's convoy the backup rule held in a paradox, when that alone broke its route. */
function convoyHeldByParadox(b: Board, a: number, r: Read, forced: ReadonlyMap<number, string>): number[] | undefined {
  const route = convoyRouteFact(b, a, r, forced);
  if (route.kind !== 'broken' || !route.broken.some((x) => x.paradox) || convoyBrokenByDislodgement(b, a, r, forced)) return undefined;
  return route.broken.filter((x) => x.paradox).map((x) => x.fleet);
}

function convoyReason(b: Board, f: number, r: Read, forced: ReadonlyMap<number, string>): Reason {
  if (forced.get(f) === 'paradox') {
    const by = dislodgedBy(b, f, r);
    return reason(b, { code: 'paradox', culprits: by >= 0 ? [culprit(b, by)] : [], fact: fact('convoy-paradox', { dislodged: by >= 0 ? fact('paradox-fleet-dislodged', { unit: unitOf(b, by) }) : '' }) });
  }
  if (r(f)) return availableConvoyReason(b, f, r, forced);
  const by = dislodgedBy(b, f, r);
  return reason(b, { code: 'disrupted', culprits: by >= 0 ? [culprit(b, by)] : [], fact: fact('convoy-dislodged', { unit: by >= 0 ? unitOf(b, by) : '?' }, [17]) });
}

/** A fleet that stands: say whether the army it convoys was carried, and if not where it broke. */
function availableConvoyReason(b: Board, f: number, r: Read, forced: ReadonlyMap<number, string>): Reason {
  const a = b.cvArmy[f];
  if (a === undefined || a < 0 || b.kind[a] !== MOVE) return reason(b, { code: 'available', culprits: [], fact: fact('convoy-no-army') });
  const route = convoyRouteFact(b, a, r, forced);
  if (route.kind === 'open') {
    const onRoute = fleetsOnRoute(b, a, route.open);
    if (!onRoute.includes(f)) {
      return reason(b, { code: 'available', culprits: [], fact: fact('convoy-off-route', { army: unitOf(b, a), dest: placeArg(b.dest[a]!), fleets: listArg(onRoute.map((x) => unitOf(b, x))) }) });
    }
    const other = onRoute.filter((x) => x !== f).map((x) => unitOf(b, x));
    const withOthers = other.length ? fact('convoy-with', { fleets: listArg(other) }) : '';
    // Rule 20: another route broke, and this one carries the army all the same.
    return reason(b, { code: 'available', culprits: [], fact: fact('convoy-carries', { army: unitOf(b, a), dest: placeArg(b.dest[a]!), with: withOthers }, route.broken.length ? [20] : []) });
  }
  const why = brokenRouteFact(route, (x) => unitOf(b, x), b.dest[a]!);
  return reason(b, { code: 'available', culprits: [], fact: fact('convoy-not-carried', { army: unitOf(b, a), why: why.fact }) });
}

/** A unit that holds (or has no order): attacked or not, and if dislodged, by whom and how strongly. */
function holdReason(b: Board, u: number, r: Read): Reason {
  const attackers = b.movesInto.get(b.prov[u]) ?? [];
  if (attackers.length === 0) return reason(b, { code: 'holds', culprits: [], fact: fact('hold-unattacked', { prov: placeArg(b.prov[u]) }) });
  const hold = holdStrength(b, b.prov[u], r);
  const by = dislodgedBy(b, u, r);
  if (by >= 0) {
    const atk = attackStrength(b, by, r);
    // A dislodged unit blocked nothing: no rule 5 here (the dislodgement step cites rule 2).
    return reason(b, { code: 'holds', attack: atk, against: hold, culprits: [culprit(b, by)], fact: fact('hold-dislodged', { unit: unitOf(b, by), attack: atk, hold }) });
  }
  const list = listArg(attackers.map((a) => fact('attacker-strength', { unit: unitOf(b, a), strength: attackStrength(b, a, r) })));
  // Rule 4: attackers strong enough to dislodge it stood each other off, and the garrison stays.
  const besieged = attackers.length > 1 && attackers.some((a) => attackStrength(b, a, r) > hold);
  return reason(b, {
    code: 'holds',
    against: hold,
    culprits: attackers.map((a) => culprit(b, a)),
    // Rule 5: it stays by not moving, against attacks that reached it (an army not carried attacks nothing).
    fact: fact(besieged ? 'hold-besieged' : 'hold-stays', { hold, attackers: list }, besieged ? [4] : attackers.some((a) => path(b, a, r)) ? [5] : []),
  });
}

/** What a given support does: the strength it adds and to whom, or why it counts for nothing (rule 12). */
function supportEffect(b: Board, s: number, r: Read): Fact {
  const t = b.supTarget[s];
  const dest = b.supDest[s];
  if (dest === undefined) return fact('effect-hold', { unit: unitOf(b, t) }, [8]);
  const w = b.unitAt.get(dest);
  const leaves = w !== undefined && b.kind[w] === MOVE && !headToHead(b, t, w) && r(w);
  if (w !== undefined && !leaves && b.units[w].power === b.units[s].power && !mutated(b.opts, 'ownSupportCountsAgainstOwnUnit')) {
    // Rule 12 bars only the dislodgement: against other moves into the province the support
    // still counts (DATC 6.E.12), so the reason must not say it counts for nothing.
    const rivals = (b.movesInto.get(dest) ?? []).filter((v) => v !== t);
    if (rivals.length) return fact('effect-own-power-contests', { unit: unitOf(b, w), mover: unitOf(b, t), dest: placeArg(dest), rivals: listArg(rivals.map((v) => unitOf(b, v))) }, [12]);
    return fact('effect-own-power', { unit: unitOf(b, w) }, [12]);
  }
  if (!path(b, t, r)) return fact('effect-not-carried', { unit: unitOf(b, t), dest: placeArg(dest) });
  return fact('effect-move', { unit: unitOf(b, t), dest: placeArg(dest) }, [9]);
}

/** The unit `u` trades places with by convoy (rule 19), or -1. */
function convoySwapPartner(b: Board, u: number, moved: boolean[]): number {
  const w = b.unitAt.get(b.dest[u]!);
  if (w === undefined || b.kind[w] !== MOVE || b.dest[w] !== b.prov[u] || !moved[w]) return -1;
  return b.viaConvoy[u] === 1 || b.viaConvoy[w] === 1 ? w : -1;
}

/** Rule 20: a convoyed army carried by one open route while another route broke. */
function routeStillOpen(b: Board, u: number, r: Read, forced: ReadonlyMap<number, string>): { note: Arg } {
  if (b.viaConvoy[u] === 0) return { note: '' };
  const route = convoyRouteFact(b, u, r, forced);
  if (route.kind !== 'open' || route.broken.length === 0) return { note: '' };
  return { note: fact('route-still-open', { fleets: listArg(route.open.map((x) => unitOf(b, x))), broken: listArg(route.broken.map((x) => unitOf(b, x.fleet))) }, [20]) };
}

/**
 * A move that attacks with 0 because a unit of its own power stays in its target. What decided it:
 * a swap without convoy (rule 6), a unit that stays and bars the way (rule 5), or, when the move
 * would have won against a foreign unit, the ban on dislodging one's own units (rule 12).
 */
function ownUnitReason(b: Board, u: number, w: number, r: Read, ownMove: Arg, tied: number[]): Reason {
  const dest = b.dest[u]!;
  const also: Arg = tied.length ? fact('also-standoff', { movers: listArg(tied.map((v) => fact('mover', { unit: unitOf(b, v), dest: placeArg(dest), sup: '' }))) }, [3]) : '';
  const raw = 1 + b.supportsFor[u].filter((s) => r(s)).length;
  // A swap it would have won against a foreign unit: what stops it is rule 12.
  if (headToHead(b, u, w) && raw <= defendStrength(b, w, r)) {
    return reason(b, { code: 'ownUnit', attack: raw, culprits: [culprit(b, w)], fact: fact('move-swap-forbidden', { unit: unitOf(b, w), from: placeArg(b.prov[u]), also }, [6]) });
  }
  const hold = headToHead(b, u, w) ? defendStrength(b, w, r) : holdStrength(b, dest, r);
  if (raw > hold) {
    return reason(b, { code: 'ownUnit', attack: raw, culprits: [culprit(b, w)], fact: fact('move-own-unit', { attack: raw, unit: unitOf(b, w), dest: placeArg(dest), ownMove, also }, [12]) });
  }
  return reason(b, { code: 'blocked', attack: raw, against: hold, culprits: [culprit(b, w)], fact: fact('move-barred', { attack: raw, against: hold, unit: unitOf(b, w), ownMove, also }, [5]) });
}
