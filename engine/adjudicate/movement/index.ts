// Movement phase: bind orders, resolve every decision with the generic resolver, then read the
// resolved values once more to say what happened and why (reasons are never computed during guessing).

import type { GameMap, LocId, ProvinceId, Unit } from '../../map/types.js';
import type { RuleOptions } from '../../rules/options.js';
import { createResolver, type Forced } from '../resolver.js';
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
  type Read,
} from './rules.js';
import type { OrderResultKind } from '../../protocol/types.js';
import { mutated } from '../mutation.js';
import { brokenRouteText, convoyRouteFact, type ConvoyRouteFact } from '../explanation/convoy-route.js';

export interface Culprit {
  /** The unit, e.g. "A war". */
  unit: string;
  /** The input order it carried out, if any. */
  order?: number;
}

/** A typed reason: a code, the strengths where they matter, the orders responsible, the rules applied. */
export interface Reason {
  code: ReasonCode;
  attack?: number;
  against?: number;
  culprits: Culprit[];
  rules: number[];
  en: string;
  fr: string;
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
  retreats: LocId[];
}

export interface MovementResult {
  board: Board;
  /** One per input order, in input order. */
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
  read: Read;
}

const name = (b: Board, u: number) => `${b.units[u].type} ${b.units[u].loc}`;

export function adjudicateMovement(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  orders: readonly SubmittedOrder[],
  index?: UnitIndex,
): MovementResult {
  const board = buildBoard(map, opts, units, orders, index);
  const resolver = createResolver({
    size: units.length,
    adjudicate: (id, r) => adjudicate(board, id, r),
    backup: (cycle) => backupRule(board, cycle),
  });
  const r = resolver.resolve;
  const n = units.length;
  const moved: boolean[] = new Array(n);
  for (let u = 0; u < n; u++) moved[u] = board.kind[u] === MOVE && r(u);

  const dislodged: DislodgedUnit[] = [];
  const isDislodged: boolean[] = new Array(n);
  for (let u = 0; u < n; u++) {
    const a = moved[u] ? -1 : dislodgedBy(board, u, r);
    isDislodged[u] = a >= 0;
    if (a >= 0) dislodged.push({ unit: u, attacker: a, attackerFrom: board.prov[a], byConvoy: board.viaConvoy[a] === 1, retreats: [] });
  }

  const after: Unit[] = [];
  for (let u = 0; u < n; u++) {
    if (isDislodged[u]) continue;
    after.push({ power: units[u].power, type: units[u].type, loc: moved[u] ? board.destLoc[u]! : units[u].loc });
  }

  // A standoff leaves a province empty when some move with any effect there failed (rule 10 counts
  // dislodged units; rule 11 and disrupted convoys do not). Nobody moved in, so the province is
  // empty unless the unit standing there stays (neither moved away nor dislodged).
  const contested: ProvinceId[] = [];
  for (const [p, movers] of board.movesInto) {
    const w = board.unitAt.get(p);
    if ((w !== undefined && !moved[w] && !isDislodged[w]) || movers.some((m) => moved[m])) continue;
    if (movers.some((m) => preventStrength(board, m, r) > 0)) contested.push(p);
  }
  contested.sort();

  // Provinces occupied after the phase, only needed when someone must retreat.
  const occupied = new Set<ProvinceId>();
  if (dislodged.length > 0) for (const u of after) occupied.add(map.provinceOf(u.loc));
  for (const d of dislodged) {
    const u = units[d.unit];
    const mayUseOrigin = d.byConvoy && opts.retreatToConvoyAttackerOrigin && !mutated(opts, 'retreatConvoyOriginClosed');
    d.retreats = map
      .neighbours(u.type, u.loc)
      .filter((loc) => {
        const p = map.provinceOf(loc);
        return (
          !occupied.has(p) &&
          (!contested.includes(p) || mutated(opts, 'retreatIntoStandoff')) &&
          (p !== d.attackerFrom || mayUseOrigin || mutated(opts, 'retreatToAttackerOrigin'))
        );
      })
      .slice()
      .sort();
  }

  // Results are cheap; their reasons re-read strengths, so each is worked out on first use.
  const ctx: ReasonContext = { board, r, moved, forced: resolver.forced };
  const outcomes: MovementOrderOutcome[] = new Array(orders.length);
  for (let i = 0; i < orders.length; i++) {
    const u = board.orderUnit[i];
    outcomes[i] = new LazyOutcome(resultOf(board, i, r, moved, resolver.forced), u, u >= 0 && isDislodged[u], ctx, i);
  }
  return { board, outcomes, moved, dislodged, contested, after, forced: resolver.forced, read: r };
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

interface ReasonContext {
  board: Board;
  r: Read;
  moved: boolean[];
  forced: ReadonlyMap<number, string>;
}

/** An order's outcome whose reason is only worked out when read (no closure per order). */
class LazyOutcome implements MovementOrderOutcome {
  #reason: Reason | undefined;
  readonly #ctx: ReasonContext;
  readonly #index: number;
  constructor(
    readonly result: OrderResultKind,
    readonly unit: number,
    readonly dislodged: boolean,
    ctx: ReasonContext,
    index: number,
  ) {
    this.#ctx = ctx;
    this.#index = index;
  }
  get reason(): Reason {
    const c = this.#ctx;
    return (this.#reason ??= reasonFor(c.board, this.#index, c.r, c.moved, c.forced));
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

function supportersText(b: Board, u: number, r: Read, exceptPower?: string): string {
  const list = b.supportsFor[u].filter((s) => r(s) && b.units[s].power !== exceptPower).map((s) => name(b, s));
  return list.length ? ` (supported by ${list.join(', ')})` : '';
}
function supportersTextFr(b: Board, u: number, r: Read, exceptPower?: string): string {
  const list = b.supportsFor[u].filter((s) => r(s) && b.units[s].power !== exceptPower).map((s) => name(b, s));
  return list.length ? ` (soutenue par ${list.join(', ')})` : '';
}

/** Why an order had its result: read from resolved values only. */
function reasonFor(b: Board, i: number, r: Read, moved: boolean[], forced: ReadonlyMap<number, string>): Reason {
  const rejection = b.rejections[i];
  if (rejection) {
    return { code: 'rejected', culprits: [], rules: rejection.code === 'supportMismatch' ? [9] : [], en: rejection.en, fr: rejection.fr };
  }
  const u = b.orderUnit[i];
  switch (b.kind[u]) {
    case MOVE:
      return moveReason(b, u, r, moved, forced);
    case SUPPORT:
      return supportReason(b, u, r);
    case CONVOY:
      return convoyReason(b, u, r, forced);
    default:
      return holdReason(b, u, r);
  }
}

function moveReason(b: Board, u: number, r: Read, moved: boolean[], forced: ReadonlyMap<number, string>): Reason {
  const dest = b.dest[u]!;
  if (!path(b, u, r)) {
    const fact = convoyRouteFact(b, u, r, forced) as Exclude<ConvoyRouteFact, { kind: 'open' }>;
    const why = brokenRouteText(fact, (x) => name(b, x), dest);
    const culprits = fact.kind === 'broken' ? fact.broken.map((x) => culprit(b, x.fleet)) : [];
    return { code: 'noConvoyRoute', culprits, rules: why.rules, en: `fails, not carried: ${why.en}; the army stays where it is`, fr: `échoue, elle n'est pas transportée : ${why.fr} ; l'armée reste où elle est` };
  }
  const attack = attackStrength(b, u, r);
  if (moved[u]) {
    if (forced.get(u) === 'circular') {
      return { code: 'circular', attack, culprits: [], rules: [7], en: 'succeeds: the units move round in a circle', fr: 'réussit : les unités tournent en cercle' };
    }
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
    const silencedEn = silenced.map((v) => `; ${name(b, v)} has no effect on ${dest}: it is dislodged by the unit coming from there (rule 11)`).join('');
    const silencedFr = silenced.map((v) => ` ; ${name(b, v)} n'a aucun effet sur ${dest} : elle est délogée par l'unité qui en vient (règle 11)`).join('');
    const sup = supportersText(b, u, r);
    const beatText = beaten.length ? `, beating ${beaten.map((x) => name(b, x)).join(', ')}` : '';
    const battuText = beaten.length ? `, contre ${beaten.map((x) => name(b, x)).join(', ')}` : '';
    return {
      code: 'moved',
      attack,
      against,
      culprits: beaten.map((x) => culprit(b, x)),
      rules: [...(beaten.length ? [3] : []), ...(silenced.length ? [11] : [])],
      en: `succeeds: ${attack} against ${against}${sup}${beatText}${silencedEn}`,
      fr: `réussit : ${attack} contre ${against}${supportersTextFr(b, u, r)}${battuText}${silencedFr}`,
    };
  }
  const w = b.unitAt.get(dest);
  if (attack === 0 && w !== undefined) {
    return {
      code: 'ownUnit',
      attack: 0,
      culprits: [culprit(b, w)],
      rules: [12],
      en: `fails: ${name(b, w)} stays in ${dest}${b.kind[w] === MOVE ? ` (its own move to ${b.dest[w]} failed)` : ''}, and a unit of the same power cannot be dislodged by it`,
      fr: `échoue : ${name(b, w)} reste sur place (${dest})${b.kind[w] === MOVE ? `, son propre mouvement vers ${b.dest[w]} ayant échoué` : ''}, et une unité de la même nation ne peut pas être délogée par elle`,
    };
  }
  // The decisive obstacle: the defence in a head-to-head it lost, a prevent by another mover, or the hold.
  if (w !== undefined && headToHead(b, u, w) && attack <= defendStrength(b, w, r)) {
    const d = defendStrength(b, w, r);
    return {
      code: 'beatenHeadToHead',
      attack,
      against: d,
      culprits: [culprit(b, w)],
      rules: [6],
      en: `fails: ${attack} against ${d} in a head-to-head battle with ${name(b, w)} - ${b.prov[u]}${supportersText(b, w, r)}`,
      fr: `échoue : ${attack} contre ${d} dans un face-à-face avec ${name(b, w)} - ${b.prov[u]}${supportersTextFr(b, w, r)}`,
    };
  }
  const preventers = (b.movesInto.get(dest) ?? []).filter((v) => v !== u && preventStrength(b, v, r) >= attack);
  if (preventers.length) {
    const p = Math.max(...preventers.map((v) => preventStrength(b, v, r)));
    const names = preventers.map((v) => `${name(b, v)} - ${dest}${supportersText(b, v, r)}`).join(', ');
    const noms = preventers.map((v) => `${name(b, v)} - ${dest}${supportersTextFr(b, v, r)}`).join(', ');
    // A standoff leaves the province empty; if a rival entered, this move was simply beaten by it.
    const entered = (b.movesInto.get(dest) ?? []).find((v) => moved[v]);
    const standoff = p === attack && entered === undefined;
    return {
      code: standoff ? 'standoff' : 'prevented',
      attack,
      against: p,
      culprits: preventers.map((v) => culprit(b, v)),
      rules: standoff ? [3, 4] : [3],
      en: `fails: ${attack} against ${p}, ${standoff ? 'standoff with' : 'prevented by'} ${names}`,
      fr: `échoue : ${attack} contre ${p}, ${standoff ? 'statu quo avec' : 'bloquée par'} ${noms}`,
    };
  }
  const h = holdStrength(b, dest, r);
  const stays = w !== undefined && b.kind[w] === MOVE ? ' (its own move failed)' : '';
  const reste = w !== undefined && b.kind[w] === MOVE ? ' (son propre mouvement a échoué)' : '';
  const wName = w !== undefined ? name(b, w) : dest;
  const exceptPower = w !== undefined ? b.units[w].power : undefined;
  return {
    code: 'blocked',
    attack,
    against: h,
    culprits: w !== undefined ? [culprit(b, w)] : [],
    rules: attackSupportNote(b, u, r, exceptPower) ? [5, 12] : [5],
    en: `fails: ${attack} against ${h}, ${wName} stays in ${dest}${stays}${w !== undefined && b.kind[w] !== MOVE ? supportersText(b, w, r) : ''}${attackSupportNote(b, u, r, exceptPower)}`,
    fr: `échoue : ${attack} contre ${h}, ${wName} reste en ${dest}${reste}${w !== undefined && b.kind[w] !== MOVE ? supportersTextFr(b, w, r) : ''}`,
  };
}

/** Rule 12 note: supports from the defender's own power do not count against it. */
function attackSupportNote(b: Board, u: number, r: Read, defender?: string): string {
  if (defender === undefined) return '';
  const own = b.supportsFor[u].filter((s) => r(s) && b.units[s].power === defender);
  return own.length ? `; the support of ${own.map((s) => name(b, s)).join(', ')} does not count against its own power's unit (rule 12)` : '';
}

function supportReason(b: Board, s: number, r: Read): Reason {
  const given = r(s);
  if (given) {
    const attackers = b.movesInto.get(b.prov[s]) ?? [];
    const notes: string[] = [];
    const notesFr: string[] = [];
    const rules: number[] = [];
    for (const a of attackers) {
      const why = attackCutsSupport(b, a, s, r);
      if (why === 'fromTarget') {
        notes.push(`not cut by ${name(b, a)}: the attack comes from the province the support is aimed at`);
        notesFr.push(`non bloqué par ${name(b, a)} : l'attaque vient de la province visée par le soutien`);
        rules.push(13);
      } else if (why === 'ownPower') {
        notes.push(`not cut by ${name(b, a)}: a power's attack on its own unit does not cut support`);
        notesFr.push(`non bloqué par ${name(b, a)} : l'attaque d'une nation contre sa propre unité ne bloque pas le soutien`);
        rules.push(16);
      } else if (why === 'noPath') {
        notes.push(`not cut by ${name(b, a)}: its convoy did not arrive`);
        notesFr.push(`non bloqué par ${name(b, a)} : son convoi n'est pas arrivé`);
        rules.push(17);
      } else if (why === 'convoyedAgainstItsConvoy') {
        notes.push(`not cut by ${name(b, a)}: a convoyed army does not cut a support against a fleet of its own convoy`);
        notesFr.push(`non bloqué par ${name(b, a)} : une armée convoyée ne bloque pas un soutien dirigé contre une flotte de son propre convoi`);
        rules.push(21);
      }
    }
    const effect = supportEffect(b, s, r);
    if (effect.rules) rules.push(...effect.rules);
    const attacked = attackers.length === 0 ? { en: 'not attacked', fr: "l'unité qui soutient n'est pas attaquée" } : undefined;
    const en = [attacked?.en, ...notes].filter(Boolean).join('; ');
    const fr = [attacked?.fr, ...notesFr].filter(Boolean).join(' ; ');
    return {
      code: 'given',
      culprits: attackers.map((a) => culprit(b, a)),
      rules,
      en: `given (${en})${effect.en.startsWith('but') ? ', ' : '; '}${effect.en}`,
      fr: `donné (${fr})${effect.fr.startsWith('mais') ? ', ' : ' ; '}${effect.fr}`,
    };
  }
  const attackers = b.movesInto.get(b.prov[s]) ?? [];
  const cutter = attackers.find((a) => attackCutsSupport(b, a, s, r) === undefined);
  if (cutter !== undefined) {
    const rules = b.viaConvoy[cutter] === 1 && b.opts.convoyParadox === 'rulebook2000' && b.supDest[s] !== undefined ? [13, 22] : [13];
    return { code: 'cut', culprits: [culprit(b, cutter)], rules, en: `cut by ${name(b, cutter)} - ${b.prov[s]}`, fr: `bloqué par ${name(b, cutter)} - ${b.prov[s]}` };
  }
  const by = dislodgedBy(b, s, r);
  return {
    code: 'cutByDislodgement',
    culprits: by >= 0 ? [culprit(b, by)] : [],
    rules: [14],
    en: `cut: the supporting unit is dislodged by ${by >= 0 ? name(b, by) : '?'}`,
    fr: `bloqué : l'unité qui soutient est délogée par ${by >= 0 ? name(b, by) : '?'}`,
  };
}

function convoyReason(b: Board, f: number, r: Read, forced: ReadonlyMap<number, string>): Reason {
  if (forced.get(f) === 'paradox') {
    return {
      code: 'paradox',
      culprits: [],
      rules: [],
      en: 'disrupted: a convoy paradox; by the backup rule the convoying fleet holds and the army stays (Szykman)',
      fr: "interrompu : paradoxe du convoi ; par la règle de secours la flotte tient et l'armée reste (Szykman)",
    };
  }
  if (r(f)) return availableConvoyReason(b, f, r, forced);
  const by = dislodgedBy(b, f, r);
  return {
    code: 'disrupted',
    culprits: by >= 0 ? [culprit(b, by)] : [],
    rules: [17],
    en: `disrupted: the fleet is dislodged by ${by >= 0 ? name(b, by) : '?'}`,
    fr: `interrompu : la flotte est délogée par ${by >= 0 ? name(b, by) : '?'}`,
  };
}

/** A fleet that stands: say whether the army it convoys was carried, and if not where it broke. */
function availableConvoyReason(b: Board, f: number, r: Read, forced: ReadonlyMap<number, string>): Reason {
  const a = b.cvArmy[f];
  if (a === undefined || a < 0 || b.kind[a] !== MOVE) {
    return { code: 'available', culprits: [], rules: [], en: 'the fleet stands, but no army is ordered along this convoy', fr: "la flotte reste en place, mais aucune armée n'emprunte ce convoi" };
  }
  const fact = convoyRouteFact(b, a, r, forced);
  if (fact.kind === 'open') {
    const other = fact.open.filter((x) => x !== f).map((x) => name(b, x));
    const withOthers = other.length ? ` with ${other.join(', ')}` : '';
    const avec = other.length ? ` avec ${other.join(', ')}` : '';
    return { code: 'available', culprits: [], rules: fact.broken.length ? [20] : [], en: `the fleet stands and carries ${name(b, a)} to ${b.dest[a]}${withOthers}`, fr: `la flotte reste en place et transporte ${name(b, a)} jusqu'à ${b.dest[a]}${avec}` };
  }
  const why = brokenRouteText(fact, (x) => name(b, x), b.dest[a]!);
  return { code: 'available', culprits: [], rules: why.rules, en: `the fleet stands, but ${name(b, a)} is not carried: ${why.en}`, fr: `la flotte reste en place, mais ${name(b, a)} n'est pas transportée : ${why.fr}` };
}

/** A unit that holds (or has no order): attacked or not, and if dislodged, by whom and how strongly. */
function holdReason(b: Board, u: number, r: Read): Reason {
  const attackers = b.movesInto.get(b.prov[u]) ?? [];
  if (attackers.length === 0) {
    return { code: 'holds', culprits: [], rules: [], en: `no unit moves against it: it stays in ${b.prov[u]}`, fr: `aucune unité ne l'attaque : elle reste sur place (${b.prov[u]})` };
  }
  const hold = holdStrength(b, b.prov[u], r);
  const by = dislodgedBy(b, u, r);
  if (by >= 0) {
    const atk = attackStrength(b, by, r);
    return { code: 'holds', attack: atk, against: hold, culprits: [culprit(b, by)], rules: [5], en: `dislodged by ${name(b, by)}: ${atk} against ${hold}`, fr: `délogée par ${name(b, by)} : ${atk} contre ${hold}` };
  }
  const list = attackers.map((a) => `${name(b, a)} (${attackStrength(b, a, r)})`).join(', ');
  return { code: 'holds', against: hold, culprits: attackers.map((a) => culprit(b, a)), rules: [], en: `stays: it holds with ${hold} against ${list}`, fr: `reste en place : elle tient avec ${hold} contre ${list}` };
}

/** What a given support does: the strength it adds and to whom, or why it counts for nothing (rule 12). */
function supportEffect(b: Board, s: number, r: Read): { en: string; fr: string; rules?: number[] } {
  const t = b.supTarget[s];
  const dest = b.supDest[s];
  if (dest === undefined) {
    return { en: `it adds 1 to the hold of ${name(b, t)} in ${b.prov[t]}`, fr: `il ajoute 1 à la tenue de ${name(b, t)} (${b.prov[t]})` };
  }
  const w = b.unitAt.get(dest);
  const leaves = w !== undefined && b.kind[w] === MOVE && !headToHead(b, t, w) && r(w);
  if (w !== undefined && !leaves && b.units[w].power === b.units[s].power && !mutated(b.opts, 'ownSupportCountsAgainstOwnUnit')) {
    return {
      en: `but it counts for nothing: it backs an attack on ${name(b, w)}, a unit of its own power (rule 12)`,
      fr: `mais il ne compte pas : il appuie une attaque contre ${name(b, w)}, une unité de sa propre nation (règle 12)`,
      rules: [12],
    };
  }
  if (!path(b, t, r)) {
    return { en: `but ${name(b, t)} is not carried to ${dest}, so it adds nothing`, fr: `mais ${name(b, t)} n'est pas transportée jusqu'à ${dest} : il n'ajoute rien` };
  }
  return { en: `it adds 1 to ${name(b, t)} - ${dest}`, fr: `il ajoute 1 à ${name(b, t)} - ${dest}` };
}
