// Turns a movement phase (units + parsed orders) into an indexed board the rule functions read:
// which unit each order belongs to, whether the order is legal (could ever be carried out) and valid
// (matches what it supports or convoys), and the effective order each unit executes.
// Illegal orders are dropped and the unit holds (DATC 4.E.1); unordered units hold.

import { Filler, minusOnes, unset, zeros } from '../../util/arrays.js';
import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../../map/types.js';
import { provinceNumbers, type ProvinceNumbers } from '../../map/numbers.js';
import type { ParseError, ParseResult } from '../../orders/ast.js';
import type { RuleOptions } from '../../rules/options.js';
import { mutated } from '../mutation.js';
import { convoyPossible } from './convoy-reach.js';
import { fact, placeArg, powerArg, unitArg, type Arg, type Fact } from '../../language/render.js';

export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT = 2;
export const CONVOY = 3;

export interface SubmittedOrder {
  power: PowerId;
  text: string;
  parsed: ParseResult;
  /** The parsed order as the board reads it, when the caller has it already (briefOf). */
  brief?: OrderBrief;
}

/** Why an order was set aside before resolution. */
export interface Rejection {
  result: 'illegal' | 'invalid';
  code: RejectionCode;
  /** What the reason says, as a language-free fact (explanation/messages: reject-*); built when read. */
  readonly fact: Fact;
}

export type RejectionCode =
  | 'unreadable'
  | 'noUnit'
  | 'foreignUnit'
  | 'wrongPhase'
  | 'duplicate'
  | 'unreachable'
  | 'ambiguousCoast'
  | 'noConvoyRoute'
  | 'selfSupport'
  | 'cannotSupportThere'
  | 'noSupportedUnit'
  | 'supportMismatch'
  | 'fleetNotAtSea'
  | 'notAnArmy'
  | 'noConvoyedUnit'
  | 'convoyMismatch'
  | 'convoyNotUsed';

/**
 * The rule functions read the numbered fields (pn, dn, dl, sdn, slot, into: province and location
 * numbers of map/numbers.ts); the explanations read the same board by province ids (prov, dest,
 * destLoc, supDest, unitAt, movesInto). The id columns are derived from the numbered ones when
 * first read (MovementBoard): a phase that is not explained never builds them.
 */
export interface Board {
  map: GameMap;
  opts: RuleOptions;
  /** The map's numbers and tables. */
  nums: ProvinceNumbers;
  units: readonly Unit[];
  readonly prov: readonly ProvinceId[];
  /** Each unit's province number and location number. */
  pn: number[];
  ln: number[];
  unitAt: UnitsByProvince;
  /** The unit in each province, by province number, or -1. */
  slot: readonly number[];
  /** Effective order per unit: HOLD, MOVE, SUPPORT or CONVOY. */
  kind: number[];
  /** The input order each unit executes, or -1 (no order, or its order was rejected). */
  orderOf: number[];
  /** MOVE (and CONVOY, its army's destination): the destination province, derived from dn. */
  readonly dest: readonly (ProvinceId | undefined)[];
  /** MOVE (and CONVOY, its army's destination): the destination's province number, or -1. */
  dn: number[];
  /** MOVE: the exact location it goes to (a coast for a fleet), derived from dl. */
  readonly destLoc: readonly (LocId | undefined)[];
  /** MOVE: the location number it goes to, or -1. */
  dl: number[];
  /**
   * MOVE: the army travels by convoy. This column and the other convoy and support columns below
   * are shared blank templates (util/arrays.ts) on a board where nothing fills them: read-only.
   */
  viaConvoy: readonly number[];
  /** SUPPORT: supported unit and, for a move support, the destination province (undefined = hold), derived from sdn. */
  supTarget: number[];
  readonly supDest: readonly (ProvinceId | undefined)[];
  /** SUPPORT: the supported move's destination, as a province number; -1 for a support in place. */
  sdn: number[];
  /** CONVOY: the convoyed army. */
  cvArmy: readonly number[];
  /** Valid supports received by each unit. */
  supportsFor: readonly (readonly number[])[];
  /** Valid convoys ordered for each army. */
  convoysFor: readonly (readonly number[])[];
  /** Moving units by destination province. */
  movesInto: MovesByProvince;
  /** The same lists by province number (undefined: nobody moves there). */
  into: readonly (number[] | undefined)[];
  /** Per input order: the unit it addresses (or -1) and a rejection, if any. */
  orderUnit: number[];
  rejections: (Rejection | undefined)[];
}

const unitName = (u: Unit) => unitArg(`${u.type} ${u.loc}`);
/** The order reader's error in the reader's language: its fact, or its message as written. */
const readerError = (e: ParseError): Arg => e.fact ?? { text: { en: e.message, fr: e.message } };

/**
 * What each rejection says, as a fact rendered by the catalogues like every other reason. Built only
 * when read (a reason, an explanation): a batch that prints results only never builds these.
 */
const say = {
  unreadable: (error: ParseError) => fact('reject-unreadable', { message: readerError(error) }),
  wrongPhase: (kind: string) => fact('reject-wrong-phase', { kind }),
  noUnit: (p: ProvinceId) => fact('reject-no-unit', { prov: placeArg(p) }),
  foreignUnit: (u: Unit, power: PowerId) => fact('reject-foreign', { unit: unitName(u), owner: powerArg(u.power), power: powerArg(power) }),
  duplicate: (u: Unit, count: number) => fact('reject-duplicate', { unit: unitName(u), count }),
  ownProvince: (u: Unit) => fact('reject-own-province', { unit: unitName(u) }),
  ambiguousCoast: (u: Unit, to: ProvinceId) => fact('reject-ambiguous-coast', { unit: unitName(u), prov: placeArg(to) }),
  cannotReach: (u: Unit, to: LocId) => fact('reject-cannot-reach', { unit: unitName(u), to: placeArg(to) }),
  noRoute: (u: Unit, to: ProvinceId) => fact('reject-no-route', { unit: unitName(u), to: placeArg(to) }),
  selfSupport: (u: Unit) => fact('reject-self-support', { unit: unitName(u) }),
  cannotSupportThere: (u: Unit, into: ProvinceId) => fact('reject-support-unreachable', { unit: unitName(u), into: placeArg(into) }),
  fleetNotAtSea: (u: Unit) => fact('reject-fleet-not-at-sea', { unit: unitName(u) }),
  notCoastToCoast: (from: ProvinceId, to: ProvinceId) => fact('reject-not-coast-to-coast', { from: placeArg(from), to: placeArg(to) }),
  noChainOfSeas: (sea: ProvinceId, from: ProvinceId, to: ProvinceId) => fact('reject-no-chain', { sea: placeArg(sea), from: placeArg(from), to: placeArg(to) }),
  noConvoyedUnit: () => fact('reject-no-convoyed-unit'),
  notAnArmy: (u: Unit) => fact('reject-not-an-army', { unit: unitName(u) }),
  convoyMismatch: (u: Unit, to: ProvinceId) => fact('reject-convoy-mismatch', { unit: unitName(u), to: placeArg(to) }),
  convoyNotUsed: (u: Unit) => fact('reject-convoy-not-used', { unit: unitName(u) }),
  /** DATC 4.A.3, the reading where only "via convoy" sends an army to a neighbouring province by sea. */
  convoyNotAsked: (u: Unit) => fact('reject-convoy-not-asked', { unit: unitName(u) }),
  /** DATC 4.A.3, the land route as a fallback: the convoys ordered make no route. */
  convoyNoRoute: (u: Unit) => fact('reject-convoy-no-route', { unit: unitName(u) }),
  noSupportedUnit: () => fact('reject-no-supported-unit'),
  /** `movesTo`: where the supported unit moves, undefined when it does not move (rule 9); `inPlace`: a support in place of a moving unit (rule 8). */
  supportMismatch: (u: Unit, movesTo: ProvinceId | undefined, inPlace: boolean) =>
    movesTo === undefined
      ? fact('reject-support-mismatch-still', { unit: unitName(u) })
      : fact(inPlace ? 'reject-support-hold-of-mover' : 'reject-support-mismatch-move', { unit: unitName(u), to: placeArg(movesTo) }),
  onlyThroughSupporter: (u: Unit, sea: ProvinceId) => fact('reject-only-through-supporter', { unit: unitName(u), sea: placeArg(sea) }),
};

/** A rejection whose fact is built on first read. */
class LazyRejection implements Rejection {
  #fact: Fact | undefined;
  readonly #say: (...args: unknown[]) => Fact;
  readonly #args: unknown[];
  constructor(
    readonly result: Rejection['result'],
    readonly code: RejectionCode,
    say: (...args: unknown[]) => Fact,
    args: unknown[],
  ) {
    this.#say = say;
    this.#args = args;
  }
  get fact(): Fact {
    return (this.#fact ??= this.#say(...this.#args));
  }
}

// Most units receive no support and carry no convoy: they share one empty list until they do.
const NONE: number[] = [];
const noLists = new Filler(NONE);
function add(lists: number[][], k: number, v: number): void {
  if (lists[k] === NONE) lists[k] = [v];
  else lists[k].push(v);
}

const UNREADABLE = -1;
const WRONG_PHASE = -2;

/**
 * What the board reads of a parsed order, in one shape for every kind of order: the parser's
 * orders come in a dozen shapes (kinds, optional fields), which makes every read of them slow.
 * Built once per parse result: shared results (the adjudicator's parse cache) get it once.
 */
export class OrderBrief {
  /** The same places as numbers (map/numbers.ts), -1 where there is none. */
  readonly unitProvN: number;
  readonly toN: number;
  readonly toProvN: number;
  readonly targetProvN: number;
  /** `to` names a coast ("stp/nc"). */
  readonly toCoast: boolean;
  constructor(
    /** The parse this brief reads (the parse table keeps the brief alone: phase.ts takes the parse from here). */
    readonly parsed: ParseResult,
    nums: ProvinceNumbers | undefined,
    /** HOLD, MOVE, SUPPORT, CONVOY, or UNREADABLE / WRONG_PHASE. */
    readonly kind: number,
    readonly unitProv: ProvinceId,
    /** MOVE, CONVOY: the destination as written; SUPPORT: the supported move's ('' for a hold). */
    readonly to: LocId,
    readonly toProv: ProvinceId,
    /** SUPPORT, CONVOY: the supported or convoyed unit's province. */
    readonly targetProv: ProvinceId,
    readonly viaConvoy: boolean,
    /** WRONG_PHASE: the order's kind. */
    readonly note: string,
    /** UNREADABLE: the parser's error (its sentence is rendered only when a reason is read). */
    readonly error?: ParseError,
  ) {
    this.unitProvN = nums?.of.get(unitProv) ?? -1;
    this.toN = nums?.locOf.get(to) ?? -1;
    this.toProvN = nums?.of.get(toProv) ?? -1;
    this.targetProvN = nums?.of.get(targetProv) ?? -1;
    this.toCoast = to.includes('/');
  }
}

/** Built once per shared parse result (the parse table keeps it, with the result inside). */
export function briefOf(parsed: ParseResult, map: GameMap): OrderBrief {
  if (!parsed.ok) return new OrderBrief(parsed, undefined, UNREADABLE, '', '', '', '', false, '', parsed.error);
  const order = parsed.value.order;
  const nums = provinceNumbers(map);
  switch (order.kind) {
    case 'hold':
      return new OrderBrief(parsed, nums, HOLD, map.provinceOf(order.unit.loc), '', '', '', false, '');
    case 'move':
      return new OrderBrief(parsed, nums, MOVE, map.provinceOf(order.unit.loc), order.to, map.provinceOf(order.to), '', order.viaConvoy, '');
    case 'support': {
      const to = order.to ?? '';
      return new OrderBrief(parsed, nums, SUPPORT, map.provinceOf(order.unit.loc), to, to && map.provinceOf(to), map.provinceOf(order.target.loc), false, '');
    }
    case 'convoy':
      return new OrderBrief(parsed, nums, CONVOY, map.provinceOf(order.unit.loc), order.to, map.provinceOf(order.to), map.provinceOf(order.target.loc), false, '');
    default:
      return new OrderBrief(parsed, undefined, WRONG_PHASE, '', '', '', '', false, order.kind);
  }
}

/** Each unit's province and location numbers, and the unit standing in each province (by index). */
export interface UnitIndex {
  /** Province and location numbers (map/numbers.ts), -1 for a place not on the map. */
  pn: number[];
  ln: number[];
  /** The unit in each province, by number, or -1. */
  slot: number[];
  unitAt: UnitsByProvince;
}

/**
 * The unit standing in each province, read like a Map: an array over the map's province numbers,
 * which costs less per phase than filling a Map (the checked input has one unit per province).
 */
export class UnitsByProvince {
  constructor(
    private readonly numbers: ProvinceNumbers,
    private readonly slot: readonly number[],
  ) {}
  get(province: ProvinceId): number | undefined {
    const k = this.numbers.of.get(province);
    if (k === undefined) return undefined;
    const u = this.slot[k];
    return u < 0 ? undefined : u;
  }
}

/**
 * The units moving into each province, read like a Map (get, keys, entries in the order the
 * provinces were first entered): lists over the map's province numbers, not a Map per phase.
 */
export class MovesByProvince {
  readonly #numbers: ProvinceNumbers;
  /** By province number: what the rule functions read (Board.into). */
  readonly lists: (number[] | undefined)[];
  /** The provinces' numbers, in the order they were first entered. */
  readonly numbers: number[] = [];
  /** The same provinces by id, listed when first asked (only the explanations ask). */
  #order: ProvinceId[] | undefined;
  constructor(numbers: ProvinceNumbers) {
    this.#numbers = numbers;
    this.lists = new Array(numbers.count);
  }
  get(province: ProvinceId): number[] | undefined {
    const k = this.#numbers.of.get(province);
    return k === undefined ? undefined : this.lists[k];
  }
  /** `k`: the province's number. */
  add(k: number, unit: number): void {
    const list = this.lists[k];
    if (list) list.push(unit);
    else {
      this.lists[k] = [unit];
      this.numbers.push(k);
      this.#order = undefined;
    }
  }
  keys(): readonly ProvinceId[] {
    const ids = this.#numbers.ids;
    return (this.#order ??= this.numbers.map((k) => ids[k]));
  }
  *[Symbol.iterator](): IterableIterator<[ProvinceId, number[]]> {
    for (const p of this.keys()) yield [p, this.get(p)!];
  }
}

/**
 * Built once per phase: the order parser reads it too (phase.ts), so it is not built twice.
 * `locations`: each unit's location number when the input check has read them already.
 */
export function indexUnitsByProvince(map: GameMap, units: readonly Unit[], locations?: readonly number[]): UnitIndex {
  const numbers = provinceNumbers(map);
  const n = units.length;
  const known = locations !== undefined && locations.length === n;
  // -1: a place not on the map (only unchecked input), left so by the loop: the unit is indexed
  // nowhere (the board names its province from its location when asked).
  const pn = minusOnes.copy(n);
  const ln = minusOnes.copy(n);
  const slot = minusOnes.copy(numbers.count);
  for (let i = 0; i < n; i++) {
    const l = known ? locations[i] : numbers.locOf.get(units[i].loc);
    if (l === undefined) continue;
    const k = numbers.locProvince[l];
    pn[i] = k;
    ln[i] = l;
    slot[k] = i;
  }
  return { pn, ln, slot, unitAt: new UnitsByProvince(numbers, slot) };
}

export function buildBoard(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  orders: readonly SubmittedOrder[],
  index: UnitIndex = indexUnitsByProvince(map, units),
): Board {
  const b = new MovementBoard(map, opts, units, orders.length, index);
  // Each step is its own function: short functions are compiled by the JIT sooner, and a
  // deoptimisation in one step does not send the whole board back to the interpreter.
  const briefs = attachOrders(b, orders);
  const wantsConvoy = checkLegality(b, briefs);
  if (wantsConvoy) bindConvoys(b, wantsConvoy);
  bindSupports(b, briefs);
  return b;
}

/**
 * A board's columns. Every per-unit column is a copy of its blank template (util/arrays.ts): one
 * allocation and a block copy each, where filling them by a loop cost a store per unit and column.
 * The columns of convoys and supports are the templates themselves until a step writes one (most
 * phases have no convoy): the step then puts its own copy on the board. The columns by province
 * id (prov, dest, destLoc, supDest) are derived from the numbered ones when first read: only the
 * explanations, variants and the game master read them, so a phase answered without them copies
 * and fills four columns fewer.
 */
class MovementBoard implements Board {
  readonly nums: ProvinceNumbers;
  readonly pn: number[];
  readonly ln: number[];
  readonly unitAt: UnitsByProvince;
  readonly slot: readonly number[];
  readonly kind: number[];
  readonly orderOf: number[];
  readonly dn: number[];
  readonly dl: number[];
  viaConvoy: readonly number[];
  readonly supTarget: number[];
  readonly sdn: number[];
  cvArmy: readonly number[];
  supportsFor: readonly (readonly number[])[];
  convoysFor: readonly (readonly number[])[];
  readonly movesInto: MovesByProvince;
  readonly into: readonly (number[] | undefined)[];
  readonly orderUnit: number[];
  readonly rejections: (Rejection | undefined)[];
  #prov: ProvinceId[] | undefined;
  #dest: (ProvinceId | undefined)[] | undefined;
  #destLoc: (LocId | undefined)[] | undefined;
  #supDest: (ProvinceId | undefined)[] | undefined;
  #fleetSeas: number[] | undefined;

  constructor(
    readonly map: GameMap,
    readonly opts: RuleOptions,
    readonly units: readonly Unit[],
    orderCount: number,
    index: UnitIndex,
  ) {
    const n = units.length;
    const nums = provinceNumbers(map);
    this.nums = nums;
    this.pn = index.pn;
    this.ln = index.ln;
    this.unitAt = index.unitAt;
    this.slot = index.slot;
    this.kind = zeros.copy(n); // HOLD until an order is checked
    this.orderOf = minusOnes.copy(n);
    this.dn = minusOnes.copy(n);
    this.dl = minusOnes.copy(n);
    this.viaConvoy = zeros.shared(n);
    this.supTarget = minusOnes.copy(n);
    this.sdn = minusOnes.copy(n);
    this.cvArmy = minusOnes.shared(n);
    this.supportsFor = noLists.shared(n);
    this.convoysFor = noLists.shared(n);
    this.movesInto = new MovesByProvince(nums);
    this.into = this.movesInto.lists;
    this.orderUnit = minusOnes.copy(orderCount);
    this.rejections = unset.copy(orderCount);
  }

  /** Each unit's province; a unit off the map (only unchecked input) is named from its location. */
  get prov(): readonly ProvinceId[] {
    return (this.#prov ??= this.units.map((unit, u) => (this.pn[u] >= 0 ? this.nums.ids[this.pn[u]] : this.map.provinceOf(unit.loc))));
  }
  get dest(): readonly (ProvinceId | undefined)[] {
    return (this.#dest ??= idsOf(this.dn, this.nums.ids));
  }
  get destLoc(): readonly (LocId | undefined)[] {
    return (this.#destLoc ??= idsOf(this.dl, this.nums.locIds));
  }
  get supDest(): readonly (ProvinceId | undefined)[] {
    return (this.#supDest ??= idsOf(this.sdn, this.nums.ids));
  }

  /** The provinces of the fleets standing at sea (by number), listed once if an army needs them. */
  fleetSeas(): readonly number[] {
    if (this.#fleetSeas) return this.#fleetSeas;
    const { units, pn, nums } = this;
    const list: number[] = [];
    for (let i = 0; i < units.length; i++) if (units[i].type === 'F' && pn[i] >= 0 && nums.convoysFrom[pn[i]] === 1) list.push(pn[i]);
    return (this.#fleetSeas = list);
  }
}

/** The ids of a column of numbers (-1: undefined). */
function idsOf<Id extends string>(numbers: readonly number[], ids: readonly Id[]): (Id | undefined)[] {
  return numbers.map((k) => (k >= 0 ? ids[k] : undefined));
}

/** "A par": unit u's name as results write it, from the map's table when its place is numbered. */
export function resultUnitName(b: Board, u: number): string {
  const unit = b.units[u];
  const l = b.ln[u];
  // Read by name, not unitNames[unit.type]: a keyed read meeting both "A" and "F" is megamorphic (~2.3k instructions a warm phase).
  if (l >= 0 && (unit.type === 'A' || unit.type === 'F')) return (unit.type === 'A' ? b.nums.unitNames.A : b.nums.unitNames.F)[l];
  return `${unit.type} ${unit.loc}`;
}

/** Sets order i's rejection, its fact built on first read. */
function reject<A extends unknown[]>(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: (...args: A) => Fact, ...args: A): void {
  b.rejections[i] = new LazyRejection(result, code, words as (...args: unknown[]) => Fact, args);
}

function attachOrders(b: MovementBoard, orders: readonly SubmittedOrder[]): (OrderBrief | undefined)[] {
  const { map, units, slot } = b;
  // 1. Attach each order to its unit; reject what cannot address a unit of this power.
  const briefs: (OrderBrief | undefined)[] = unset.copy(orders.length);
  let duplicates = false; // some unit received two orders (rare: counted then)
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const brief = o.brief ?? briefOf(o.parsed, map);
    if (brief.kind === UNREADABLE) {
      reject(b, i, 'illegal', 'unreadable', say.unreadable, brief.error!);
      continue;
    }
    if (brief.kind === WRONG_PHASE) {
      reject(b, i, 'illegal', 'wrongPhase', say.wrongPhase, brief.note);
      continue;
    }
    const k = brief.unitProvN;
    const u = k >= 0 ? slot[k] : -1;
    b.orderUnit[i] = u;
    if (u < 0) {
      reject(b, i, 'illegal', 'noUnit', say.noUnit, brief.unitProv);
      continue;
    }
    if (units[u].power !== o.power) {
      reject(b, i, 'illegal', 'foreignUnit', say.foreignUnit, units[u], o.power);
      continue;
    }
    briefs[i] = brief;
    if (b.orderOf[u] >= 0) duplicates = true;
    b.orderOf[u] = i;
  }
  if (duplicates) rejectDuplicates(b, briefs);
  return briefs;
}

/** Several orders for one unit: none is obeyed and the unit holds (DATC 4.D.3). */
function rejectDuplicates(b: Board, briefs: readonly (OrderBrief | undefined)[]): void {
  const { units } = b;
  const n = units.length;
  const ordersFor = zeros.copy(n); // how many orders each unit received
  for (let i = 0; i < briefs.length; i++) if (briefs[i]) ordersFor[b.orderUnit[i]]++;
  for (let u = 0; u < n; u++) {
    if (ordersFor[u] < 2) continue;
    b.orderOf[u] = -1;
    briefs.forEach((brief, i) => {
      if (brief && b.orderUnit[i] === u) {
        reject(b, i, 'illegal', 'duplicate', say.duplicate, units[u], ordersFor[u]);
      }
    });
  }
}

/**
 * Returns which armies want a convoy (wantsConvoy), or undefined when no army wants one and no
 * fleet is ordered to convoy: most phases, which then skip step 3 (bindConvoys) and its array.
 */
function checkLegality(b: MovementBoard, briefs: readonly (OrderBrief | undefined)[]): number[] | undefined {
  const { units, pn, ln, slot, nums, orderOf, kind, dn, dl, movesInto } = b;
  const n = units.length;
  const locs = nums.locCount;
  // 2. Legality of each unit's own order, independent of the others. A legal move is listed by
  // its destination at once (a move stays a move whatever the later steps find), in unit order.
  let wantsConvoy: number[] | undefined; // army move that says "via convoy" or cannot go overland
  let cvArmy: number[] | undefined; // the board's own, made at the first convoy
  for (let u = 0; u < n; u++) {
    const i = orderOf[u];
    if (i < 0) continue;
    const order = briefs[i]!;
    const unit = units[u];
    if (order.kind === HOLD) continue;
    if (order.kind === MOVE) {
      const to = order.to;
      const toProv = order.toProv;
      if (order.toProvN === pn[u]) {
        reject(b, i, 'illegal', 'unreachable', say.ownProvince, unit);
        continue;
      }
      if (unit.type === 'F') {
        const loc = fleetDestination(nums, ln[u], order);
        if (loc === AMBIGUOUS) {
          reject(b, i, 'illegal', 'ambiguousCoast', say.ambiguousCoast, unit, toProv);
          continue;
        }
        if (loc < 0) {
          reject(b, i, 'illegal', 'unreachable', say.cannotReach, unit, to);
          continue;
        }
        kind[u] = MOVE;
        dn[u] = order.toProvN;
        dl[u] = loc;
        movesInto.add(order.toProvN, u);
      } else {
        // An army's location is its province, whose location number is its province number.
        const overland = order.toProvN >= 0 && nums.armyMove[ln[u] * locs + order.toProvN] === 1;
        if (!overland && !convoyRouteMayExist(b, pn[u], order.toProvN)) {
          reject(b, i, 'illegal', overland ? 'noConvoyRoute' : 'unreachable', say.noRoute, unit, toProv);
          continue;
        }
        kind[u] = MOVE;
        dn[u] = order.toProvN;
        dl[u] = order.toProvN;
        movesInto.add(order.toProvN, u);
        if (!overland) (wantsConvoy ??= zeros.copy(n))[u] = 1;
        else if (order.viaConvoy) (wantsConvoy ??= zeros.copy(n))[u] = VIA_OVERLAND;
      }
    } else if (order.kind === SUPPORT) {
      const targetProv = order.targetProv;
      const hold = order.to === '';
      const into = hold ? targetProv : order.toProv;
      const intoN = hold ? order.targetProvN : order.toProvN;
      if (order.targetProvN === pn[u]) {
        reject(b, i, 'illegal', 'selfSupport', say.selfSupport, unit);
        continue;
      }
      const reach = unit.type === 'A' ? nums.armyReach : nums.fleetReach;
      if (intoN === pn[u] || intoN < 0 || reach[ln[u] * nums.count + intoN] !== 1) {
        reject(b, i, 'illegal', 'cannotSupportThere', say.cannotSupportThere, unit, into);
        continue;
      }
      kind[u] = SUPPORT;
      b.supTarget[u] = order.targetProvN >= 0 ? slot[order.targetProvN] : -1;
      b.sdn[u] = hold ? -1 : intoN;
    } else if (order.kind === CONVOY) {
      const fromProv = order.targetProv;
      const toProv = order.toProv;
      if (unit.type !== 'F' || nums.convoysFrom[pn[u]] !== 1) {
        reject(b, i, 'illegal', 'fleetNotAtSea', say.fleetNotAtSea, unit);
        continue;
      }
      if (order.toProvN < 0 || order.targetProvN < 0 || nums.convoyEnd[order.toProvN] !== 1 || nums.convoyEnd[order.targetProvN] !== 1) {
        reject(b, i, 'illegal', 'noConvoyRoute', say.notCoastToCoast, fromProv, toProv);
        continue;
      }
      if (!convoyPossible(nums, pn[u], order.targetProvN, order.toProvN)) {
        reject(b, i, 'illegal', 'noConvoyRoute', say.noChainOfSeas, nums.ids[pn[u]], fromProv, toProv);
        continue;
      }
      kind[u] = CONVOY;
      wantsConvoy ??= zeros.copy(n);
      if (!cvArmy) b.cvArmy = cvArmy = minusOnes.copy(n);
      cvArmy[u] = slot[order.targetProvN];
      dn[u] = order.toProvN; // convoy destination, read only through cvArmy's match
    }
  }
  return wantsConvoy;
}

/** wantsConvoy: an army ordered "via convoy" to a province it could also reach by land (DATC 4.A.3). */
const VIA_OVERLAND = 2;

/** The provinces of the fleets ordered to convoy an army make a route from its province to its destination. */
function convoyChainOrdered(b: Board, a: number, convoys: readonly number[]): boolean {
  const { pn } = b;
  const seas = convoys.map((f) => pn[f]);
  return seaRoute(b.nums, pn[a], b.dn[a], seas, seas.length);
}

function bindConvoys(b: MovementBoard, wantsConvoy: readonly number[]): void {
  const { opts, units } = b;
  const n = units.length;
  // The board's own convoy columns, in place of the shared blank ones (called only when some
  // army wants a convoy or some fleet convoys).
  const viaConvoy = zeros.copy(n);
  const convoysFor = noLists.copy(n);
  b.viaConvoy = viaConvoy;
  b.convoysFor = convoysFor;
  // 3. Which convoy orders match an army's move, then which moves go by sea.
  let matchingConvoys: number[][] | undefined; // most phases have none: made on the first match
  for (let f = 0; f < n; f++) {
    if (b.kind[f] !== CONVOY) continue;
    const a = b.cvArmy[f];
    const i = b.orderOf[f];
    if (a < 0) {
      reject(b, i, 'invalid', 'noConvoyedUnit', say.noConvoyedUnit);
      b.kind[f] = HOLD;
    } else if (units[a].type !== 'A') {
      reject(b, i, 'invalid', 'notAnArmy', say.notAnArmy, units[a]);
      b.kind[f] = HOLD;
    } else if (b.kind[a] !== MOVE || b.dn[a] !== b.dn[f]) {
      reject(b, i, 'invalid', 'convoyMismatch', say.convoyMismatch, units[a], b.nums.ids[b.dn[f]]);
      b.kind[f] = HOLD;
    } else add((matchingConvoys ??= noLists.copy(n)), a, f);
  }
  for (let a = 0; a < n; a++) {
    // Only armies want a convoy or are matched by one; any other move keeps viaConvoy 0.
    const matching = matchingConvoys ? matchingConvoys[a] : NONE;
    if (b.kind[a] !== MOVE || (wantsConvoy[a] === 0 && matching.length === 0) || units[a].type !== 'A') continue;
    let sea = wantsConvoy[a] !== 0;
    // DATC 4.A.3: without a chain of convoys ordered, a "via convoy" may fall back on the land route.
    const fellBack = wantsConvoy[a] === VIA_OVERLAND && opts.viaConvoyFallback === 'landRoute' && !convoyChainOrdered(b, a, matching);
    if (fellBack) sea = false;
    else if (!sea && matching.length > 0) {
      sea =
        opts.adjacentConvoy === 'anyConvoy' ||
        mutated(opts, 'adjacentConvoyAnyFleet') ||
        (opts.adjacentConvoy === 'ownFleetOrVia' && matching.some((f) => units[f].power === units[a].power));
    }
    viaConvoy[a] = sea ? 1 : 0;
    const notUsed = fellBack ? say.convoyNoRoute : opts.adjacentConvoy === 'viaOnly' ? say.convoyNotAsked : say.convoyNotUsed;
    for (const f of matching) {
      if (sea) add(convoysFor, a, f);
      else {
        reject(b, b.orderOf[f], 'invalid', 'convoyNotUsed', notUsed, units[a]);
        b.kind[f] = HOLD;
      }
    }
  }
}

function bindSupports(b: MovementBoard, briefs: readonly (OrderBrief | undefined)[]): void {
  const { opts, units, pn, kind, dn, nums } = b;
  const n = units.length;
  let supportsFor: number[][] | undefined; // the board's own, made at the first valid support
  // 4. Supports match the supported unit's effective order (rules 8 and 9).
  for (let s = 0; s < n; s++) {
    if (kind[s] !== SUPPORT) continue;
    const t = b.supTarget[s];
    const i = b.orderOf[s];
    if (t < 0) {
      reject(b, i, 'invalid', 'noSupportedUnit', say.noSupportedUnit);
      b.kind[s] = HOLD;
      continue;
    }
    const dest = b.sdn[s];
    const ok = dest < 0 ? kind[t] !== MOVE : kind[t] === MOVE && dn[t] === dest && (coastMatches(briefs[i]!, b.dl[t]) || mutated(opts, 'supportCoastIgnored'));
    if (!ok && !mutated(opts, 'supportAnyMove')) {
      reject(b, i, 'invalid', 'supportMismatch', say.supportMismatch, units[t], b.kind[t] === MOVE ? nums.ids[dn[t]] : undefined, dest < 0);
      b.kind[s] = HOLD;
      continue;
    }
    if (dest < 0 && mutated(opts, 'holdSupportIgnored')) continue;
    if (dest >= 0 && onlyRouteThroughSupporter(b, t, s)) {
      // DATC 6.D.31: a fleet cannot both convoy and support, so a support for a move whose only
      // possible convoy route runs through the supporter is impossible, hence illegal and ignored.
      reject(b, i, 'illegal', 'cannotSupportThere', say.onlyThroughSupporter, units[t], nums.ids[pn[s]]);
      b.kind[s] = HOLD;
      continue;
    }
    if (!supportsFor) b.supportsFor = supportsFor = noLists.copy(n);
    add(supportsFor, t, s);
  }
}

/** A support that names a coast must name the one the move goes to (DATC 4.B.4); `moveLoc`: its location number. */
function coastMatches(support: OrderBrief, moveLoc: number): boolean {
  if (support.kind !== SUPPORT || !support.toCoast) return true;
  return support.toN >= 0 && support.toN === moveLoc;
}

const AMBIGUOUS = -2;

/** Where a fleet at location `from` ordered to `order.to` ends up: the location's number, AMBIGUOUS, or -1 if unreachable. */
function fleetDestination(nums: ProvinceNumbers, from: number, order: OrderBrief): number {
  // The table's row of moves from `from` (read in place: no closure per fleet move).
  const moves = nums.fleetMove;
  const row = from * nums.locCount;
  if (order.toCoast) return order.toN >= 0 && moves[row + order.toN] === 1 ? order.toN : -1;
  if (order.toProvN < 0) return -1;
  const locs = nums.fleetLocs[order.toProvN];
  let found = -1;
  for (let k = 0; k < locs.length; k++) {
    const l = locs[k];
    if (moves[row + l] !== 1) continue;
    if (found >= 0) return AMBIGUOUS;
    found = l;
  }
  return found;
}

/** An army's move that needs a convoy, and whose every possible route uses the supporting fleet's sea. */
function onlyRouteThroughSupporter(b: MovementBoard, army: number, supporter: number): boolean {
  const { nums, pn } = b;
  const unit = b.units[army];
  const to = b.dn[army];
  // `to` is -1 only when a mutant lets a unit that does not move be supported in a move.
  if (unit.type !== 'A' || (to >= 0 && nums.armyMove[b.ln[army] * nums.locCount + to] === 1)) return false;
  const sea = pn[supporter];
  if (nums.convoysFrom[sea] !== 1) return false;
  const seas = b.fleetSeas();
  return !seaRoute(nums, pn[army], to, seas, seas.length, sea);
}

/** Could fleets standing at sea carry an army from `from` to `to` (province numbers), if they were all ordered to? */
function convoyRouteMayExist(b: MovementBoard, from: number, to: number): boolean {
  const { nums } = b;
  if (from < 0 || to < 0 || nums.convoyEnd[from] !== 1 || nums.convoyEnd[to] !== 1) return false;
  const seas = b.fleetSeas();
  return seaRoute(nums, from, to, seas, seas.length);
}

// Scratch for seaRoute, which calls nothing that could call it back: marks stamped per call.
let inSeas = new Int32Array(0);
let seen = new Int32Array(0);
let queue = new Int32Array(0);
let stamp = 0;

/**
 * Breadth-first search over the sea provinces seas[0..count) (province numbers), from one coast to
 * another, never through `avoid`.
 */
export function seaRoute(nums: ProvinceNumbers, from: number, to: number, seas: ArrayLike<number>, count: number, avoid = -1): boolean {
  if (count === 0 || from < 0 || to < 0) return false;
  const size = nums.count;
  if (inSeas.length < size) {
    inSeas = new Int32Array(size);
    seen = new Int32Array(size);
    queue = new Int32Array(size);
    stamp = 0;
  }
  if (++stamp === 0x7fffffff) {
    inSeas.fill(0);
    seen.fill(0);
    stamp = 1;
  }
  const st = stamp;
  const reach = nums.fleetReach;
  for (let i = 0; i < count; i++) inSeas[seas[i]] = st;
  let tail = 0;
  for (let i = 0; i < count; i++) {
    const s = seas[i];
    // A sea's location number is its province number.
    if (s !== avoid && seen[s] !== st && reach[s * size + from] === 1) {
      seen[s] = st;
      queue[tail++] = s;
    }
  }
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    if (reach[s * size + to] === 1) return true;
    // A sea's fleet neighbours are a handful; walk them rather than every fleet at sea.
    for (const t of nums.fleetNext[s]) {
      if (inSeas[t] === st && seen[t] !== st && t !== avoid) {
        seen[t] = st;
        queue[tail++] = t;
      }
    }
  }
  return false;
}
