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

/** Every unit's kind starts as HOLD, whatever number HOLD is (the kind column is copied from these). */
const holds = new Filler<number>(HOLD);

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
 * The rule functions read the numbered fields (pn, dn, dl, sdn, slot, firstInto, nextInto: province and location
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
  /** Each unit's province number and location number (one array when no unit stands on a coast). */
  readonly pn: readonly number[];
  readonly ln: readonly number[];
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
  /**
   * MOVE: the location number it goes to. Read for a MOVE only: while no fleet moves to a coast
   * this is the dn column itself (a move's location number is then its province number).
   */
  readonly dl: readonly number[];
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
  /** Valid supports received by each unit, made when first read (from firstSupport, nextSupport). */
  readonly supportsFor: readonly (readonly number[])[];
  /** Valid convoys ordered for each army. */
  convoysFor: readonly (readonly number[])[];
  /** Moving units by destination province (made when first read). */
  readonly movesInto: MovesByProvince;
  /** The same lists by province number (undefined: nobody moves there), made when first read. */
  readonly into: readonly (number[] | undefined)[];
  /**
   * The moves by destination as the rule functions read them, lists linked through two columns:
   * by province number, the first unit moving there (the lowest), or -1; by unit, the next unit
   * moving to the same province, or -1.
   */
  readonly firstInto: readonly number[];
  readonly nextInto: readonly number[];
  /**
   * The valid supports by supported unit, linked the same way: by unit, its first supporter (the
   * lowest) or -1; by supporter, the next supporter of the same unit or -1. nextSupport is the
   * nextInto column itself: a unit is in one list at most, the movers' or the supporters'.
   */
  readonly firstSupport: readonly number[];
  readonly nextSupport: readonly number[];
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

/** What a rejection's fact is made from: `say`'s words and up to three of their arguments. */
type Words = (p?: unknown, q?: unknown, r?: unknown) => Fact;

/**
 * A rejection whose fact is built on first read. Its words' arguments are fields, not a list: a
 * rest parameter cost an array per rejection (a phase has several: 0.3 KB a warm phase).
 */
class LazyRejection implements Rejection {
  #fact: Fact | undefined;
  readonly #say: Words;
  readonly #p: unknown;
  readonly #q: unknown;
  readonly #r: unknown;
  constructor(
    readonly result: Rejection['result'],
    readonly code: RejectionCode,
    say: Words,
    p: unknown,
    q: unknown,
    r: unknown,
  ) {
    this.#say = say;
    this.#p = p;
    this.#q = q;
    this.#r = r;
  }
  get fact(): Fact {
    return (this.#fact ??= this.#say(this.#p, this.#q, this.#r));
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
 *
 * The fields are declared in the order the board reads them, the ones every phase reads first:
 * an object's fields lie in that order, and the parse table's briefs are mostly out of the cache
 * when a phase reads them, so the hot ones then share fewer cache lines.
 */
export class OrderBrief {
  /** The parse this brief reads (the parse table keeps the brief alone: phase.ts takes the parse from here). */
  readonly parsed: ParseResult;
  /** HOLD, MOVE, SUPPORT, CONVOY, or UNREADABLE / WRONG_PHASE. */
  readonly kind: number;
  /** The places below as numbers (map/numbers.ts), -1 where there is none. */
  readonly unitProvN: number;
  readonly toProvN: number;
  readonly targetProvN: number;
  readonly toN: number;
  /** `to` names a coast ("stp/nc"). */
  readonly toCoast: boolean;
  readonly viaConvoy: boolean;
  /** MOVE, CONVOY: the destination as written; SUPPORT: the supported move's ('' for a hold). */
  readonly to: LocId;
  readonly unitProv: ProvinceId;
  readonly toProv: ProvinceId;
  /** SUPPORT, CONVOY: the supported or convoyed unit's province. */
  readonly targetProv: ProvinceId;
  /** WRONG_PHASE: the order's kind. */
  readonly note: string;
  /** UNREADABLE: the parser's error (its sentence is rendered only when a reason is read). */
  readonly error: ParseError | undefined;
  constructor(
    parsed: ParseResult,
    nums: ProvinceNumbers | undefined,
    kind: number,
    unitProv: ProvinceId,
    to: LocId,
    toProv: ProvinceId,
    targetProv: ProvinceId,
    viaConvoy: boolean,
    note: string,
    error?: ParseError,
  ) {
    this.parsed = parsed;
    this.kind = kind;
    this.unitProvN = nums?.of.get(unitProv) ?? -1;
    this.toProvN = nums?.of.get(toProv) ?? -1;
    this.targetProvN = nums?.of.get(targetProv) ?? -1;
    this.toN = nums?.locOf.get(to) ?? -1;
    this.toCoast = to.includes('/');
    this.viaConvoy = viaConvoy;
    this.to = to;
    this.unitProv = unitProv;
    this.toProv = toProv;
    this.targetProv = targetProv;
    this.note = note;
    this.error = error;
    // Shared between phases by the parse table, and frozen here rather than by the table's deepFreeze
    // walking it field by field: its two objects (the parse, a parse error) come frozen from the
    // parser, so the walk stops at once. A fresh 1,000-phase batch: about 35 M fewer instructions
    // of ~2,050 M (issue 27).
    Object.freeze(this);
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
  /**
   * Province and location numbers (map/numbers.ts), -1 for a place not on the map. Read-only:
   * when no unit stands on a coast they are one array.
   */
  pn: readonly number[];
  ln: readonly number[];
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
 * provinces were first entered, that is by their lowest mover). Made from the board's linked
 * lists (firstInto, nextInto) when first read: only the explanations read it, the rule functions
 * walk the lists (no list per destination per phase: 0.5 KB a warm phase).
 */
export class MovesByProvince {
  readonly #numbers: ProvinceNumbers;
  readonly #firstInto: readonly number[];
  readonly #nextInto: readonly number[];
  #lists: (number[] | undefined)[] | undefined;
  #order: ProvinceId[] | undefined;
  constructor(numbers: ProvinceNumbers, firstInto: readonly number[], nextInto: readonly number[]) {
    this.#numbers = numbers;
    this.#firstInto = firstInto;
    this.#nextInto = nextInto;
  }
  /** By province number: the units moving there, in unit order (Board.into). */
  get lists(): readonly (number[] | undefined)[] {
    const next = this.#nextInto;
    return (this.#lists ??= this.#firstInto.map((first) => (first < 0 ? undefined : linkedList(first, next))));
  }
  get(province: ProvinceId): number[] | undefined {
    const k = this.#numbers.of.get(province);
    return k === undefined ? undefined : this.lists[k];
  }
  keys(): readonly ProvinceId[] {
    if (this.#order) return this.#order;
    const first = this.#firstInto;
    const entered: number[] = [];
    for (let k = 0; k < first.length; k++) if (first[k] >= 0) entered.push(k);
    const ids = this.#numbers.ids;
    return (this.#order = entered.sort((k, j) => first[k] - first[j]).map((k) => ids[k]));
  }
  *[Symbol.iterator](): IterableIterator<[ProvinceId, number[]]> {
    for (const p of this.keys()) yield [p, this.get(p)!];
  }
}

/**
 * Built once per phase: the order parser reads it too (phase.ts), so it is not built twice.
 * `locations`: each unit's location number when the input check has read them already: a column
 * of this phase's own (PhaseCheck), used as the board's location column as it is, never written.
 */
export function indexUnitsByProvince(map: GameMap, units: readonly Unit[], locations?: readonly number[]): UnitIndex {
  const numbers = provinceNumbers(map);
  const n = units.length;
  // Not copied when the check gave it: a column and a store per unit fewer (0.24 KB a warm phase).
  const ln = locations !== undefined && locations.length === n ? locations : locationsOf(numbers, units);
  // A province's location number is its own number: pn is the ln column itself until some unit
  // stands on a coast (half the benchmark's phases have none: a column fewer, 0.14 KB a warm phase).
  let pn: readonly number[] = ln;
  let coastal: number[] | undefined;
  const slot = minusOnes.copy(numbers.count);
  for (let i = 0; i < n; i++) {
    const l = ln[i];
    // -1: a place not on the map (only unchecked input): the unit is indexed nowhere (the board
    // names its province from its location when asked).
    if (l < 0) continue;
    const k = numbers.locProvince[l];
    if (k !== l && coastal === undefined) pn = coastal = ln.slice();
    if (coastal !== undefined) coastal[i] = k;
    slot[k] = i;
  }
  return { pn, ln, slot, unitAt: new UnitsByProvince(numbers, slot) };
}

/** Each unit's location number, -1 for a place not on the map. */
function locationsOf(numbers: ProvinceNumbers, units: readonly Unit[]): number[] {
  const ln = minusOnes.copy(units.length);
  for (let i = 0; i < units.length; i++) {
    const l = numbers.locOf.get(units[i].loc);
    if (l !== undefined) ln[i] = l;
  }
  return ln;
}

export function buildBoard(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  orders: readonly SubmittedOrder[],
  index: UnitIndex = indexUnitsByProvince(map, units),
): Board {
  const b = new MovementBoard(map, opts, units, orders.length, index);
  const briefed = withBriefs(orders, map);
  // Each step is its own function: short functions are compiled by the JIT sooner, and a
  // deoptimisation in one step does not send the whole board back to the interpreter.
  attachOrders(b, briefed);
  const wantsConvoy = checkLegality(b, briefed);
  if (wantsConvoy) bindConvoys(b, wantsConvoy);
  bindSupports(b, briefed);
  return b;
}

/**
 * A board's columns. Every per-unit column is a copy of its blank template (util/arrays.ts): one
 * allocation and a block copy each, where filling them by a loop cost a store per unit and column.
 * The columns of convoys are the templates themselves until a step writes one (most phases have
 * no convoy): the step then puts its own copy on the board. The moves by destination and the
 * supports by unit are lists linked through columns (firstInto, firstSupport, and one next column
 * for both), not an array per list; a column equal to another is that other one until they differ
 * (pn and ln, dn and dl). The lists as arrays (into, movesInto, supportsFor) and the columns by
 * province id (prov, dest, destLoc, supDest) are derived when first read: only the explanations,
 * variants and the game master read them. Fewer and smaller objects a phase count twice: fewer
 * bytes written, and fewer cache lines of the inputs and the parse table pushed out (17.0 -> 13.9
 * KB a warm phase, with the rejections' argument lists and the resolver's merged column).
 */
class MovementBoard implements Board {
  readonly nums: ProvinceNumbers;
  readonly pn: readonly number[];
  readonly ln: readonly number[];
  readonly unitAt: UnitsByProvince;
  readonly slot: readonly number[];
  readonly kind: number[];
  readonly orderOf: number[];
  readonly dn: number[];
  dl: readonly number[];
  viaConvoy: readonly number[];
  readonly supTarget: number[];
  readonly sdn: number[];
  cvArmy: readonly number[];
  convoysFor: readonly (readonly number[])[];
  readonly movesInto: MovesByProvince;
  readonly firstInto: number[];
  readonly nextInto: number[];
  readonly firstSupport: number[];
  readonly nextSupport: number[];
  readonly orderUnit: number[];
  readonly rejections: (Rejection | undefined)[];
  #prov: ProvinceId[] | undefined;
  #dest: (ProvinceId | undefined)[] | undefined;
  #destLoc: (LocId | undefined)[] | undefined;
  #supDest: (ProvinceId | undefined)[] | undefined;
  #fleetSeas: number[] | undefined;
  #supportsFor: number[][] | undefined;
  /** The dl column once it is not dn's (setMove). */
  #ownDl: number[] | undefined;

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
    this.kind = holds.copy(n); // HOLD until an order is checked
    this.orderOf = minusOnes.copy(n);
    this.dn = minusOnes.copy(n);
    // dn until a fleet moves to a coast (in 0.63 of the benchmark's phases none does: a column
    // fewer, 0.17 KB a warm phase); setMove copies it then.
    this.dl = this.dn;
    this.viaConvoy = zeros.shared(n);
    this.supTarget = minusOnes.copy(n);
    this.sdn = minusOnes.copy(n);
    this.cvArmy = minusOnes.shared(n);
    this.convoysFor = noLists.shared(n);
    this.firstInto = minusOnes.copy(nums.count);
    this.firstSupport = minusOnes.copy(n);
    // One column for both lists (a unit moves or supports, not both): a column fewer a phase.
    this.nextInto = this.nextSupport = minusOnes.copy(n);
    this.movesInto = new MovesByProvince(nums, this.firstInto, this.nextInto);
    this.orderUnit = minusOnes.copy(orderCount);
    this.rejections = unset.copy(orderCount);
  }

  /** Each unit's province; a unit off the map (only unchecked input) is named from its location. */
  get prov(): readonly ProvinceId[] {
    return (this.#prov ??= this.units.map((unit, u) => (this.pn[u] >= 0 ? this.nums.ids[this.pn[u]] : this.map.provinceOf(unit.loc))));
  }
  get into(): readonly (number[] | undefined)[] {
    return this.movesInto.lists;
  }
  get supportsFor(): readonly (readonly number[])[] {
    const { firstSupport, nextSupport } = this;
    return (this.#supportsFor ??= firstSupport.map((first) => linkedList(first, nextSupport)));
  }
  get dest(): readonly (ProvinceId | undefined)[] {
    return (this.#dest ??= idsOf(this.dn, this.nums.ids));
  }
  get destLoc(): readonly (LocId | undefined)[] {
    const { kind, dl, nums } = this;
    return (this.#destLoc ??= kind.map((k, u) => (k === MOVE ? nums.locIds[dl[u]] : undefined)));
  }
  get supDest(): readonly (ProvinceId | undefined)[] {
    return (this.#supDest ??= idsOf(this.sdn, this.nums.ids));
  }

  /** Unit u moves to location number `loc` of province number `k` (loc is k unless a fleet goes to a coast). */
  setMove(u: number, k: number, loc: number): void {
    this.kind[u] = MOVE;
    this.dn[u] = k;
    if (loc !== k && this.#ownDl === undefined) this.dl = this.#ownDl = this.dn.slice();
    if (this.#ownDl !== undefined) this.#ownDl[u] = loc;
    append(this.firstInto, this.nextInto, k, u);
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

/**
 * Appends unit u, the highest yet, to the list linked from first[key] through `next`: the lists
 * stay in unit order. They are short (a few moves into one province, a few supports of one unit).
 */
function append(first: number[], next: number[], key: number, u: number): void {
  let v = first[key];
  if (v < 0) {
    first[key] = u;
    return;
  }
  while (next[v] >= 0) v = next[v];
  next[v] = u;
}

/** The list linked from `first` through `next`, as an array. */
function linkedList(first: number, next: readonly number[]): number[] {
  const list: number[] = [];
  for (let v = first; v >= 0; v = next[v]) list.push(v);
  return list;
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

/** Sets order i's rejection, its fact built on first read from `words` and their arguments. */
function reject(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: () => Fact): void;
function reject<P>(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: (p: P) => Fact, p: P): void;
function reject<P, Q>(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: (p: P, q: Q) => Fact, p: P, q: Q): void;
function reject<P, Q, R>(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: (p: P, q: Q, r: R) => Fact, p: P, q: Q, r: R): void;
function reject(b: Board, i: number, result: Rejection['result'], code: RejectionCode, words: Words, p?: unknown, q?: unknown, r?: unknown): void {
  b.rejections[i] = new LazyRejection(result, code, words, p, q, r);
}

/** An order with its brief. */
interface BriefedOrder extends SubmittedOrder {
  readonly brief: OrderBrief;
}

/**
 * The orders, each with its brief: the caller's own list when every order has one (phase.ts
 * gives them), else a copy with the missing ones made. The steps read `orders[i].brief`: no list
 * of briefs per phase (0.27 KB a warm phase).
 */
function withBriefs(orders: readonly SubmittedOrder[], map: GameMap): readonly BriefedOrder[] {
  return allBriefed(orders) ? orders : orders.map((o) => ({ ...o, brief: o.brief ?? briefOf(o.parsed, map) }));
}

function allBriefed(orders: readonly SubmittedOrder[]): orders is readonly BriefedOrder[] {
  for (let i = 0; i < orders.length; i++) if (orders[i].brief === undefined) return false;
  return true;
}

/** Whether order i was attached to its unit (none of attachOrders' rejections). */
const attached = (b: Board, i: number): boolean => b.orderUnit[i] >= 0 && b.rejections[i] === undefined;

function attachOrders(b: MovementBoard, orders: readonly BriefedOrder[]): void {
  const { units, slot } = b;
  // 1. Attach each order to its unit; reject what cannot address a unit of this power.
  let duplicates = false; // some unit received two orders (rare: counted then)
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const brief = o.brief;
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
    if (b.orderOf[u] >= 0) duplicates = true;
    b.orderOf[u] = i;
  }
  if (duplicates) rejectDuplicates(b);
}

/** Several orders for one unit: none is obeyed and the unit holds (DATC 4.D.3). */
function rejectDuplicates(b: Board): void {
  const { units } = b;
  const n = units.length;
  const count = b.orderUnit.length;
  const ordersFor = zeros.copy(n); // how many orders each unit received
  for (let i = 0; i < count; i++) if (attached(b, i)) ordersFor[b.orderUnit[i]]++;
  for (let u = 0; u < n; u++) {
    if (ordersFor[u] < 2) continue;
    b.orderOf[u] = -1;
    for (let i = 0; i < count; i++) {
      if (b.orderUnit[i] === u && attached(b, i)) reject(b, i, 'illegal', 'duplicate', say.duplicate, units[u], ordersFor[u]);
    }
  }
}

/**
 * Returns which armies want a convoy (wantsConvoy), or undefined when no army wants one and no
 * fleet is ordered to convoy: most phases, which then skip step 3 (bindConvoys) and its array.
 */
function checkLegality(b: MovementBoard, orders: readonly BriefedOrder[]): number[] | undefined {
  const { units, pn, ln, slot, nums, orderOf, kind, dn } = b;
  const n = units.length;
  const locs = nums.locCount;
  // 2. Legality of each unit's own order, independent of the others. The order's places by id
  // are read only to say why it is rejected (OrderBrief: its first fields are the ones read here).
  let wantsConvoy: number[] | undefined; // army move that says "via convoy" or cannot go overland
  let cvArmy: number[] | undefined; // the board's own, made at the first convoy
  for (let u = 0; u < n; u++) {
    const i = orderOf[u];
    if (i < 0) continue;
    const order = orders[i].brief;
    const unit = units[u];
    if (order.kind === HOLD) continue;
    if (order.kind === MOVE) {
      if (order.toProvN === pn[u]) {
        reject(b, i, 'illegal', 'unreachable', say.ownProvince, unit);
        continue;
      }
      if (unit.type === 'F') {
        const loc = fleetDestination(nums, ln[u], order);
        if (loc === AMBIGUOUS) {
          reject(b, i, 'illegal', 'ambiguousCoast', say.ambiguousCoast, unit, order.toProv);
          continue;
        }
        if (loc < 0) {
          reject(b, i, 'illegal', 'unreachable', say.cannotReach, unit, order.to);
          continue;
        }
        b.setMove(u, order.toProvN, loc);
      } else {
        // An army's location is its province, whose location number is its province number.
        const overland = order.toProvN >= 0 && nums.armyMove[ln[u] * locs + order.toProvN] === 1;
        if (!overland && !convoyRouteMayExist(b, pn[u], order.toProvN)) {
          reject(b, i, 'illegal', overland ? 'noConvoyRoute' : 'unreachable', say.noRoute, unit, order.toProv);
          continue;
        }
        b.setMove(u, order.toProvN, order.toProvN);
        if (!overland) (wantsConvoy ??= zeros.copy(n))[u] = 1;
        else if (order.viaConvoy) (wantsConvoy ??= zeros.copy(n))[u] = VIA_OVERLAND;
      }
    } else if (order.kind === SUPPORT) {
      const hold = order.to === '';
      const intoN = hold ? order.targetProvN : order.toProvN;
      if (order.targetProvN === pn[u]) {
        reject(b, i, 'illegal', 'selfSupport', say.selfSupport, unit);
        continue;
      }
      const reach = unit.type === 'A' ? nums.armyReach : nums.fleetReach;
      if (intoN === pn[u] || intoN < 0 || reach[ln[u] * nums.count + intoN] !== 1) {
        reject(b, i, 'illegal', 'cannotSupportThere', say.cannotSupportThere, unit, hold ? order.targetProv : order.toProv);
        continue;
      }
      kind[u] = SUPPORT;
      b.supTarget[u] = order.targetProvN >= 0 ? slot[order.targetProvN] : -1;
      b.sdn[u] = hold ? -1 : intoN;
    } else if (order.kind === CONVOY) {
      if (unit.type !== 'F' || nums.convoysFrom[pn[u]] !== 1) {
        reject(b, i, 'illegal', 'fleetNotAtSea', say.fleetNotAtSea, unit);
        continue;
      }
      if (order.toProvN < 0 || order.targetProvN < 0 || nums.convoyEnd[order.toProvN] !== 1 || nums.convoyEnd[order.targetProvN] !== 1) {
        reject(b, i, 'illegal', 'noConvoyRoute', say.notCoastToCoast, order.targetProv, order.toProv);
        continue;
      }
      if (!convoyPossible(nums, pn[u], order.targetProvN, order.toProvN)) {
        reject(b, i, 'illegal', 'noConvoyRoute', say.noChainOfSeas, nums.ids[pn[u]], order.targetProv, order.toProv);
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
  // The board's own convoy columns, in place of the shared blank ones, made when first written:
  // an army wanting a convoy mostly has none ordered (convoysFor written in 2 % of the benchmark's
  // phases, viaConvoy in 39 %).
  let viaConvoy: number[] | undefined;
  let convoysFor: number[][] | undefined;
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
        (opts.adjacentConvoy === 'ownFleetOrVia' && someOfPower(units, matching, units[a].power));
    }
    if (sea) (viaConvoy ??= b.viaConvoy = zeros.copy(n))[a] = 1;
    const notUsed = fellBack ? say.convoyNoRoute : opts.adjacentConvoy === 'viaOnly' ? say.convoyNotAsked : say.convoyNotUsed;
    for (let k = 0; k < matching.length; k++) {
      const f = matching[k];
      if (sea) add((convoysFor ??= b.convoysFor = noLists.copy(n)), a, f);
      else {
        reject(b, b.orderOf[f], 'invalid', 'convoyNotUsed', notUsed, units[a]);
        b.kind[f] = HOLD;
      }
    }
  }
}

/**
 * Whether one of the units is of the power. A function, not a closure in bindConvoys' loop: a
 * closure there captured the loop's unit, which made V8 allocate a context for every iteration
 * (0.6 KB a warm phase).
 */
function someOfPower(units: readonly Unit[], list: readonly number[], power: PowerId): boolean {
  for (let k = 0; k < list.length; k++) if (units[list[k]].power === power) return true;
  return false;
}

function bindSupports(b: MovementBoard, orders: readonly BriefedOrder[]): void {
  const { opts, units, pn, kind, dn, nums } = b;
  // 4. Supports match the supported unit's effective order (rules 8 and 9).
  for (let s = 0; s < units.length; s++) {
    if (kind[s] !== SUPPORT) continue;
    const t = b.supTarget[s];
    const i = b.orderOf[s];
    if (t < 0) {
      reject(b, i, 'invalid', 'noSupportedUnit', say.noSupportedUnit);
      b.kind[s] = HOLD;
      continue;
    }
    const dest = b.sdn[s];
    const ok = dest < 0 ? kind[t] !== MOVE : kind[t] === MOVE && dn[t] === dest && (coastMatches(orders[i].brief, b.dl[t]) || mutated(opts, 'supportCoastIgnored'));
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
    append(b.firstSupport, b.nextSupport, t, s);
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
