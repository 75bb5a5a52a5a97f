// Turns a movement phase (units + parsed orders) into an indexed board the rule functions read:
// which unit each order belongs to, whether the order is legal (could ever be carried out) and valid
// (matches what it supports or convoys), and the effective order each unit executes.
// Illegal orders are dropped and the unit holds (DATC 4.E.1); unordered units hold.

import { filled } from '../../util/arrays.js';
import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../../map/types.js';
import { provinceNumbers, type ProvinceNumbers } from '../../map/numbers.js';
import type { ParseError, ParseResult } from '../../orders/ast.js';
import type { RuleOptions } from '../../rules/options.js';
import { mutated } from '../mutation.js';
import { convoyPossible, convoysFrom, isConvoyEnd } from './convoy-reach.js';
import { fact, placeArg, powerArg, unitArg, type Arg, type Fact } from '../explanation/render.js';

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

export interface Board {
  map: GameMap;
  opts: RuleOptions;
  units: readonly Unit[];
  prov: ProvinceId[];
  unitAt: UnitsByProvince;
  /** Effective order per unit: HOLD, MOVE, SUPPORT or CONVOY. */
  kind: number[];
  /** The input order each unit executes, or -1 (no order, or its order was rejected). */
  orderOf: number[];
  /** MOVE: destination province and exact location. */
  dest: (ProvinceId | undefined)[];
  destLoc: (LocId | undefined)[];
  /** MOVE: the army travels by convoy. */
  viaConvoy: number[];
  /** SUPPORT: supported unit and, for a move support, the destination province (undefined = hold). */
  supTarget: number[];
  supDest: (ProvinceId | undefined)[];
  /** CONVOY: the convoyed army. */
  cvArmy: number[];
  /** Valid supports received by each unit. */
  supportsFor: number[][];
  /** Valid convoys ordered for each army. */
  convoysFor: number[][];
  /** Moving units by destination province. */
  movesInto: MovesByProvince;
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
  constructor(
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
  ) {}
}

/** Built once per shared parse result (phase.ts keeps it with the result). */
export function briefOf(parsed: ParseResult, map: GameMap): OrderBrief {
  if (!parsed.ok) return new OrderBrief(UNREADABLE, '', '', '', '', false, '', parsed.error);
  const order = parsed.value.order;
  switch (order.kind) {
    case 'hold':
      return new OrderBrief(HOLD, map.provinceOf(order.unit.loc), '', '', '', false, '');
    case 'move':
      return new OrderBrief(MOVE, map.provinceOf(order.unit.loc), order.to, map.provinceOf(order.to), '', order.viaConvoy, '');
    case 'support': {
      const to = order.to ?? '';
      return new OrderBrief(SUPPORT, map.provinceOf(order.unit.loc), to, to && map.provinceOf(to), map.provinceOf(order.target.loc), false, '');
    }
    case 'convoy':
      return new OrderBrief(CONVOY, map.provinceOf(order.unit.loc), order.to, map.provinceOf(order.to), map.provinceOf(order.target.loc), false, '');
    default:
      return new OrderBrief(WRONG_PHASE, '', '', '', '', false, order.kind);
  }
}

/** Each unit's province, and the unit standing in each province (by index). */
export interface UnitIndex {
  prov: ProvinceId[];
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
  readonly #lists: (number[] | undefined)[];
  readonly #order: ProvinceId[] = [];
  constructor(numbers: ProvinceNumbers) {
    this.#numbers = numbers;
    this.#lists = new Array(numbers.count);
  }
  get(province: ProvinceId): number[] | undefined {
    const k = this.#numbers.of.get(province);
    return k === undefined ? undefined : this.#lists[k];
  }
  add(province: ProvinceId, unit: number): void {
    const k = this.#numbers.of.get(province);
    if (k === undefined) throw new Error(`no province '${province}' on this map`);
    const list = this.#lists[k];
    if (list) list.push(unit);
    else {
      this.#lists[k] = [unit];
      this.#order.push(province);
    }
  }
  keys(): readonly ProvinceId[] {
    return this.#order;
  }
  *[Symbol.iterator](): IterableIterator<[ProvinceId, number[]]> {
    for (const p of this.#order) yield [p, this.get(p)!];
  }
}

/** Built once per phase: the order parser reads it too (phase.ts), so it is not built twice. */
export function indexUnitsByProvince(map: GameMap, units: readonly Unit[]): UnitIndex {
  const numbers = provinceNumbers(map);
  const prov: ProvinceId[] = new Array(units.length);
  const slot = filled(numbers.count, -1);
  for (let i = 0; i < units.length; i++) {
    prov[i] = map.provinceOf(units[i].loc);
    const k = numbers.of.get(prov[i]);
    if (k !== undefined) slot[k] = i;
  }
  return { prov, unitAt: new UnitsByProvince(numbers, slot) };
}

export function buildBoard(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  orders: readonly SubmittedOrder[],
  index: UnitIndex = indexUnitsByProvince(map, units),
): Board {
  const n = units.length;
  const { prov, unitAt } = index;

  const b: Board = {
    map,
    opts,
    units,
    prov,
    unitAt,
    kind: filled(n, 0),
    orderOf: filled(n, -1),
    dest: new Array(n).fill(undefined),
    destLoc: new Array(n).fill(undefined),
    viaConvoy: filled(n, 0),
    supTarget: filled(n, -1),
    supDest: new Array(n).fill(undefined),
    cvArmy: filled(n, -1),
    supportsFor: new Array(n).fill(NONE),
    convoysFor: new Array(n).fill(NONE),
    movesInto: new MovesByProvince(provinceNumbers(map)),
    orderUnit: filled(orders.length, -1),
    rejections: new Array(orders.length).fill(undefined),
  };
  // Each step is its own function: short functions are compiled by the JIT sooner, and a
  // deoptimisation in one step does not send the whole board back to the interpreter.
  const briefs = attachOrders(b, orders);
  const fleetSeas = fleetSeasOf(b);
  const wantsConvoy = checkLegality(b, briefs, fleetSeas);
  bindConvoys(b, wantsConvoy);
  bindSupports(b, briefs, fleetSeas);
  indexMoves(b);
  return b;
}

type Reject = <A extends unknown[]>(i: number, result: Rejection['result'], code: RejectionCode, words: (...args: A) => Fact, ...args: A) => void;

/** Sets order i's rejection, its fact built on first read. */
function rejecter(b: Board): Reject {
  return (i, result, code, words, ...args) => {
    b.rejections[i] = new LazyRejection(result, code, words as (...args: unknown[]) => Fact, args);
  };
}

/** Fleets standing at sea, computed once if an army needs them. */
function fleetSeasOf(b: Board): () => ReadonlySet<ProvinceId> {
  const { map, units, prov } = b;
  let seas: Set<ProvinceId> | undefined;
  return () => {
    if (!seas) {
      seas = new Set();
      for (let i = 0; i < units.length; i++) if (units[i].type === 'F' && convoysFrom(map, prov[i])) seas.add(prov[i]);
    }
    return seas;
  };
}

function attachOrders(b: Board, orders: readonly SubmittedOrder[]): (OrderBrief | undefined)[] {
  const { map, units, unitAt } = b;
  const n = units.length;
  const reject = rejecter(b);
  // 1. Attach each order to its unit; reject what cannot address a unit of this power.
  const ordersFor = filled(n, 0); // how many orders each unit received
  const briefs: (OrderBrief | undefined)[] = new Array(orders.length);
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i];
    const brief = o.brief ?? briefOf(o.parsed, map);
    if (brief.kind === UNREADABLE) {
      reject(i, 'illegal', 'unreadable', say.unreadable, brief.error!);
      continue;
    }
    if (brief.kind === WRONG_PHASE) {
      reject(i, 'illegal', 'wrongPhase', say.wrongPhase, brief.note);
      continue;
    }
    const p = brief.unitProv;
    const u = unitAt.get(p);
    b.orderUnit[i] = u ?? -1;
    if (u === undefined) {
      reject(i, 'illegal', 'noUnit', say.noUnit, p);
      continue;
    }
    if (units[u].power !== o.power) {
      reject(i, 'illegal', 'foreignUnit', say.foreignUnit, units[u], o.power);
      continue;
    }
    briefs[i] = brief;
    ordersFor[u]++;
    b.orderOf[u] = i;
  }
  // Several orders for one unit: none is obeyed and the unit holds (DATC 4.D.3).
  for (let u = 0; u < n; u++) {
    if (ordersFor[u] < 2) continue;
    b.orderOf[u] = -1;
    briefs.forEach((brief, i) => {
      if (brief && b.orderUnit[i] === u) {
        reject(i, 'illegal', 'duplicate', say.duplicate, units[u], ordersFor[u]);
      }
    });
  }
  return briefs;
}

function checkLegality(b: Board, briefs: readonly (OrderBrief | undefined)[], fleetSeas: () => ReadonlySet<ProvinceId>): number[] {
  const { map, units, prov, unitAt } = b;
  const n = units.length;
  const reject = rejecter(b);
  // 2. Legality of each unit's own order, independent of the others.
  const wantsConvoy = filled(n, 0); // army move that says "via convoy" or cannot go overland
  for (let u = 0; u < n; u++) {
    const i = b.orderOf[u];
    if (i < 0) continue;
    const order = briefs[i]!;
    const unit = units[u];
    if (order.kind === HOLD) continue;
    if (order.kind === MOVE) {
      const to = order.to;
      const toProv = order.toProv;
      if (toProv === prov[u]) {
        reject(i, 'illegal', 'unreachable', say.ownProvince, unit);
        continue;
      }
      if (unit.type === 'F') {
        const loc = fleetDestination(map, unit.loc, to);
        if (loc === 'ambiguous') {
          reject(i, 'illegal', 'ambiguousCoast', say.ambiguousCoast, unit, toProv);
          continue;
        }
        if (loc === undefined) {
          reject(i, 'illegal', 'unreachable', say.cannotReach, unit, to);
          continue;
        }
        b.kind[u] = MOVE;
        b.dest[u] = toProv;
        b.destLoc[u] = loc;
      } else {
        const overland = map.canMove('A', unit.loc, toProv);
        if (!overland && !convoyRouteMayExist(b, fleetSeas, prov[u], toProv)) {
          reject(i, 'illegal', overland ? 'noConvoyRoute' : 'unreachable', say.noRoute, unit, toProv);
          continue;
        }
        b.kind[u] = MOVE;
        b.dest[u] = toProv;
        b.destLoc[u] = toProv;
        if (!overland || order.viaConvoy) wantsConvoy[u] = 1;
      }
    } else if (order.kind === SUPPORT) {
      const targetProv = order.targetProv;
      const into = order.to === '' ? targetProv : order.toProv;
      if (targetProv === prov[u]) {
        reject(i, 'illegal', 'selfSupport', say.selfSupport, unit);
        continue;
      }
      if (into === prov[u] || !map.canReachProvince(unit.type, unit.loc, into)) {
        reject(i, 'illegal', 'cannotSupportThere', say.cannotSupportThere, unit, into);
        continue;
      }
      b.kind[u] = SUPPORT;
      b.supTarget[u] = unitAt.get(targetProv) ?? -1;
      b.supDest[u] = order.to === '' ? undefined : into;
    } else if (order.kind === CONVOY) {
      const fromProv = order.targetProv;
      const toProv = order.toProv;
      if (unit.type !== 'F' || !convoysFrom(map, prov[u])) {
        reject(i, 'illegal', 'fleetNotAtSea', say.fleetNotAtSea, unit);
        continue;
      }
      if (!isConvoyEnd(map, toProv) || !isConvoyEnd(map, fromProv)) {
        reject(i, 'illegal', 'noConvoyRoute', say.notCoastToCoast, fromProv, toProv);
        continue;
      }
      if (!convoyPossible(map, prov[u], fromProv, toProv)) {
        reject(i, 'illegal', 'noConvoyRoute', say.noChainOfSeas, prov[u], fromProv, toProv);
        continue;
      }
      b.kind[u] = CONVOY;
      b.cvArmy[u] = unitAt.get(fromProv) ?? -1;
      b.dest[u] = toProv; // convoy destination, read only through cvArmy's match
    }
  }
  return wantsConvoy;
}

function bindConvoys(b: Board, wantsConvoy: readonly number[]): void {
  const { opts, units } = b;
  const n = units.length;
  const reject = rejecter(b);
  // 3. Which convoy orders match an army's move, then which moves go by sea.
  const matchingConvoys: number[][] = new Array(n).fill(NONE);
  for (let f = 0; f < n; f++) {
    if (b.kind[f] !== CONVOY) continue;
    const a = b.cvArmy[f];
    const i = b.orderOf[f];
    if (a < 0) {
      reject(i, 'invalid', 'noConvoyedUnit', say.noConvoyedUnit);
      b.kind[f] = HOLD;
    } else if (units[a].type !== 'A') {
      reject(i, 'invalid', 'notAnArmy', say.notAnArmy, units[a]);
      b.kind[f] = HOLD;
    } else if (b.kind[a] !== MOVE || b.dest[a] !== b.dest[f]) {
      reject(i, 'invalid', 'convoyMismatch', say.convoyMismatch, units[a], b.dest[f]!);
      b.kind[f] = HOLD;
    } else add(matchingConvoys, a, f);
  }
  for (let a = 0; a < n; a++) {
    if (b.kind[a] !== MOVE || units[a].type !== 'A') continue;
    let sea = wantsConvoy[a] === 1;
    if (!sea && matchingConvoys[a].length > 0) {
      sea =
        opts.adjacentConvoy === 'anyConvoy' ||
        mutated(opts, 'adjacentConvoyAnyFleet') ||
        matchingConvoys[a].some((f) => units[f].power === units[a].power);
    }
    b.viaConvoy[a] = sea ? 1 : 0;
    for (const f of matchingConvoys[a]) {
      if (sea) add(b.convoysFor, a, f);
      else {
        reject(b.orderOf[f], 'invalid', 'convoyNotUsed', say.convoyNotUsed, units[a]);
        b.kind[f] = HOLD;
      }
    }
  }
}

function bindSupports(b: Board, briefs: readonly (OrderBrief | undefined)[], fleetSeas: () => ReadonlySet<ProvinceId>): void {
  const { opts, units, prov } = b;
  const n = units.length;
  const reject = rejecter(b);
  // 4. Supports match the supported unit's effective order (rules 8 and 9).
  for (let s = 0; s < n; s++) {
    if (b.kind[s] !== SUPPORT) continue;
    const t = b.supTarget[s];
    const i = b.orderOf[s];
    if (t < 0) {
      reject(i, 'invalid', 'noSupportedUnit', say.noSupportedUnit);
      b.kind[s] = HOLD;
      continue;
    }
    const dest = b.supDest[s];
    const ok = dest === undefined ? b.kind[t] !== MOVE : b.kind[t] === MOVE && b.dest[t] === dest && (coastMatches(briefs[i]!, b.destLoc[t]) || mutated(opts, 'supportCoastIgnored'));
    if (!ok && !mutated(opts, 'supportAnyMove')) {
      reject(i, 'invalid', 'supportMismatch', say.supportMismatch, units[t], b.kind[t] === MOVE ? b.dest[t] : undefined, dest === undefined);
      b.kind[s] = HOLD;
      continue;
    }
    if (dest === undefined && mutated(opts, 'holdSupportIgnored')) continue;
    if (dest !== undefined && onlyRouteThroughSupporter(b, fleetSeas, t, s)) {
      // DATC 6.D.31: a fleet cannot both convoy and support, so a support for a move whose only
      // possible convoy route runs through the supporter is impossible, hence illegal and ignored.
      reject(i, 'illegal', 'cannotSupportThere', say.onlyThroughSupporter, units[t], prov[s]);
      b.kind[s] = HOLD;
      continue;
    }
    add(b.supportsFor, t, s);
  }
}

function indexMoves(b: Board): void {
  const n = b.units.length;
  for (let u = 0; u < n; u++) {
    if (b.kind[u] !== MOVE) continue;
    const d = b.dest[u]!;
    b.movesInto.add(d, u);
  }
}

/** A support that names a coast must name the one the move goes to (DATC 4.B.4). */
function coastMatches(support: OrderBrief, moveLoc: LocId | undefined): boolean {
  if (support.kind !== SUPPORT || !support.to.includes('/')) return true;
  return support.to === moveLoc;
}

/** Where a fleet ordered to `to` ends up: the exact coast, 'ambiguous', or undefined if unreachable. */
function fleetDestination(map: GameMap, from: LocId, to: LocId): LocId | 'ambiguous' | undefined {
  if (to.includes('/')) return map.canMove('F', from, to) ? to : undefined;
  const locs = map.locsOf(to, 'F');
  if (locs.length === 1) return map.canMove('F', from, locs[0]) ? locs[0] : undefined;
  const reachable = locs.filter((l) => map.canMove('F', from, l));
  if (reachable.length === 1) return reachable[0];
  if (reachable.length > 1) return 'ambiguous';
  return undefined;
}

/** An army's move that needs a convoy, and whose every possible route uses the supporting fleet's sea. */
function onlyRouteThroughSupporter(b: Board, fleetSeas: () => ReadonlySet<ProvinceId>, army: number, supporter: number): boolean {
  const { map } = b;
  const unit = b.units[army];
  const from = map.provinceOf(unit.loc);
  const to = b.dest[army]!;
  if (unit.type !== 'A' || map.canMove('A', unit.loc, to)) return false;
  const sea = map.provinceOf(b.units[supporter].loc);
  if (!convoysFrom(map, sea)) return false;
  return !seaRouteExists(map, from, to, fleetSeas(), sea);
}

/** Could fleets standing at sea carry an army from `from` to `to`, if they were all ordered to? */
function convoyRouteMayExist(b: Board, fleetSeas: () => ReadonlySet<ProvinceId>, from: ProvinceId, to: ProvinceId): boolean {
  const { map } = b;
  if (!isConvoyEnd(map, from) || !isConvoyEnd(map, to)) return false;
  return seaRouteExists(map, from, to, fleetSeas());
}

/** Breadth-first search over the given sea provinces, from one coast to another. */
export function seaRouteExists(
  map: GameMap,
  from: ProvinceId,
  to: ProvinceId,
  seas: ReadonlySet<ProvinceId>,
  avoid?: ProvinceId,
): boolean {
  if (seas.size === 0) return false;
  const seen = new Set<ProvinceId>();
  const queue: ProvinceId[] = [];
  for (const s of seas) {
    if (s !== avoid && map.canReachProvince('F', s, from)) {
      seen.add(s);
      queue.push(s);
    }
  }
  for (let k = 0; k < queue.length; k++) {
    const s = queue[k];
    if (map.canReachProvince('F', s, to)) return true;
    // A sea's fleet neighbours are a handful; walk them rather than every fleet at sea.
    for (const t of map.neighbours('F', s)) {
      if (seas.has(t) && !seen.has(t) && t !== avoid) {
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return false;
}
