// The movement rules as pure functions of the board and of other decisions, read through `r`
// (the resolver's `resolve`). Decision ids are unit ids: a MOVE unit's decision is "the move
// succeeds", a SUPPORT unit's is "the support is given", a CONVOY unit's is "the convoy is
// available" (the fleet is not dislodged). The equations follow DATC v3.0 §5.B; the numbers in
// comments are the 2000 rulebook's 22 resolution rules.

import { CONVOY, HOLD, MOVE, SUPPORT, seaRoute, type Board } from './board.js';
import { mutated } from '../mutation.js';

export type Read = (id: number) => boolean;

/** Two units ordered into each other's provinces, neither by convoy (rule 6). */
export function headToHead(b: Board, u: number, w: number): boolean {
  if (
    b.kind[u] !== MOVE ||
    b.kind[w] !== MOVE ||
    b.dn[u] !== b.pn[w] ||
    b.dn[w] !== b.pn[u] ||
    b.viaConvoy[u] !== 0 ||
    b.viaConvoy[w] !== 0
  ) {
    return false;
  }
  return !mutated(b.opts, 'headToHeadIgnored');
}

/** The unit standing in the province `u` moves to, if it is ordered back into `u`'s province. */
export function opposingMover(b: Board, u: number): number {
  const w = unitIn(b, b.dn[u]);
  return w >= 0 && b.kind[w] === MOVE && b.dn[w] === b.pn[u] ? w : -1;
}

/** The unit standing in province number `k`, or -1. */
function unitIn(b: Board, k: number): number {
  return k >= 0 ? b.slot[k] : -1;
}

/**
 * The first unit moving into province number `k` (the lowest), or -1; b.nextInto[v] is the next
 * one after v. The loops over these lists read two columns, no list per destination.
 */
function firstInto(b: Board, k: number): number {
  return k >= 0 ? b.firstInto[k] : -1;
}

/** Does the move have a route: overland, or an unbroken chain of convoying fleets (rules 17, 20)? */
export function path(b: Board, u: number, r: Read): boolean {
  if (b.viaConvoy[u] === 0) return true;
  const fleets = b.convoysFor[u];
  if (fleets.length === 0) return false;
  if (b.opts.convoyDisruption === 'anyRoute') {
    // Older reading: one broken fleet on any route breaks the convoy.
    for (let i = 0; i < fleets.length; i++) if (!r(fleets[i])) return false;
  }
  // The fleets whose convoy is still available, as sea provinces (read in order: r may recurse).
  const seas: number[] = [];
  for (let i = 0; i < fleets.length; i++) if (r(fleets[i])) seas.push(b.pn[fleets[i]]);
  return seaRoute(b.nums, b.pn[u], b.dn[u], seas, seas.length);
}

/**
 * Supports that count: all of them, or only those not from `exceptPower`.
 *
 * The loops over the board's lists in this file are indexed, not for-of: before TurboFan
 * optimises them (a fresh CLI batch) every for-of allocates an iterator and a result per step.
 */
function supportCount(b: Board, u: number, r: Read, exceptPower?: string): number {
  let n = 0;
  for (let s = b.firstSupport[u]; s >= 0; s = b.nextSupport[s]) {
    if (exceptPower !== undefined && b.units[s].power === exceptPower && !mutated(b.opts, 'ownSupportCountsAgainstOwnUnit')) continue;
    if (r(s)) n++;
  }
  return n;
}

/** Hold strength of a province (rules 1, 5, 8). */
export function holdStrength(b: Board, province: string, r: Read): number {
  return holdStrengthAt(b, b.nums.of.get(province) ?? -1, r);
}

/** holdStrength by province number. */
function holdStrengthAt(b: Board, k: number, r: Read): number {
  const w = unitIn(b, k);
  if (w < 0) return 0;
  if (b.kind[w] === MOVE) return r(w) ? 0 : 1;
  return 1 + supportCount(b, w, r);
}

/** Attack strength of a move (rule 12: no power helps dislodge its own unit). */
export function attackStrength(b: Board, u: number, r: Read): number {
  if (!path(b, u, r)) return 0;
  const w = unitIn(b, b.dn[u]);
  const leaves = w >= 0 && b.kind[w] === MOVE && !headToHead(b, u, w) && r(w);
  if (w < 0 || leaves) return 1 + supportCount(b, u, r);
  if (b.units[w].power === b.units[u].power) return mutated(b.opts, 'selfDislodge') ? 1 + supportCount(b, u, r) : 0;
  return 1 + supportCount(b, u, r, b.units[w].power);
}

/** Defend strength of a move in a head-to-head battle. */
export function defendStrength(b: Board, u: number, r: Read): number {
  return 1 + supportCount(b, u, r);
}

/** Prevent strength: how hard a move keeps others out of its destination (rules 3, 10, 11). */
export function preventStrength(b: Board, u: number, r: Read): number {
  if (!path(b, u, r)) return 0;
  const w = opposingMover(b, u);
  if (w >= 0 && dislodgedByOpposingMover(b, u, w, r) && !mutated(b.opts, 'dislodgedStillBounces')) return 0;
  return 1 + supportCount(b, u, r);
}

/**
 * Rule 11: a unit dislodged by the unit coming from its destination has no effect there. Only a
 * dislodged unit loses its effect: when one side goes by convoy both may move (a swap), and then
 * neither is dislodged. Under 'headToHeadOnly' (DATC 4.A.7) a convoyed attacker never cancels it.
 */
function dislodgedByOpposingMover(b: Board, u: number, w: number, r: Read): boolean {
  if (headToHead(b, u, w)) return r(w);
  return b.opts.dislodgedNoEffectOnAttackerOrigin === 'always' && r(w) && !r(u);
}

/** Is the unit that does not move successfully dislodged? (some move into its province succeeds) */
export function dislodgedBy(b: Board, u: number, r: Read): number {
  if (b.kind[u] === MOVE && r(u)) return -1;
  const first = firstInto(b, b.pn[u]);
  for (let a = first; a >= 0; a = b.nextInto[a]) if (r(a)) return a;
  if (first >= 0 && b.nextInto[first] >= 0 && mutated(b.opts, 'standoffDislodges')) {
    for (let a = first; a >= 0; a = b.nextInto[a]) if (attackStrength(b, a, r) > holdStrengthAt(b, b.pn[u], r)) return a;
  }
  return -1;
}

/** The province a support is aimed at: the destination of the supported move, or the held province. */
export function supportAimedAt(b: Board, s: number): string {
  return b.supDest[s] ?? b.prov[b.supTarget[s]];
}

/**
 * Would this attack cut the support, leaving dislodgement aside (rules 13, 16, 21, 22)?
 * Returns the reason it does not cut, or undefined when it cuts.
 */
export function attackCutsSupport(b: Board, a: number, s: number, r: Read): CutImmunity | undefined {
  if (b.units[a].power === b.units[s].power && !mutated(b.opts, 'ownAttackCutsSupport')) return 'ownPower';
  if (b.pn[a] === (b.sdn[s] >= 0 ? b.sdn[s] : b.pn[b.supTarget[s]]) && !mutated(b.opts, 'attackFromTargetCuts')) return 'fromTarget';
  // Rules 21-22 come before the route: they are why the route may be broken in the first place.
  if (b.viaConvoy[a] === 1 && b.opts.convoyParadox !== 'szykman' && protectsOwnConvoy(b, a, s)) {
    return 'convoyedAgainstItsConvoy';
  }
  if (!path(b, a, r) && !mutated(b.opts, 'disruptedConvoyCutsSupport')) return 'noPath';
  return undefined;
}

export type CutImmunity = 'ownPower' | 'fromTarget' | 'noPath' | 'convoyedAgainstItsConvoy';

/**
 * Rules 21-22: a convoyed army does not cut a support given to an attack on a fleet its convoy needs;
 * it still cuts it if it has a route that avoids that fleet (rule 22). The older rules (001 §2.12.5)
 * protect a support against any of the convoying fleets, with no second-route exception.
 */
function protectsOwnConvoy(b: Board, a: number, s: number): boolean {
  const attacked = b.sdn[s];
  if (attacked < 0) return false;
  const fleets = b.convoysFor[a];
  let seas: number[] | undefined;
  for (const f of fleets) if (b.pn[f] === attacked) seas = [];
  if (!seas) return false;
  if (b.opts.convoyParadox === 'rulebook1971') return true; // no rule 22 in the older rules
  for (const f of fleets) seas.push(b.pn[f]);
  const otherRoute = seaRoute(b.nums, b.pn[a], b.dn[a], seas, seas.length, attacked);
  return mutated(b.opts, 'convoyRules21And22Inverted') ? otherRoute : !otherRoute;
}

/** One decision, by the kind of order the unit carries out. */
export function adjudicate(b: Board, u: number, r: Read): boolean {
  switch (b.kind[u]) {
    case MOVE:
      return moveSucceeds(b, u, r);
    case SUPPORT:
      return supportGiven(b, u, r);
    case CONVOY:
      return dislodgedBy(b, u, r) < 0;
    case HOLD:
    default:
      return false;
  }
}

/** A move succeeds if its attack beats every prevent and the defence of its destination (rules 3, 4, 5, 6). */
export function moveSucceeds(b: Board, u: number, r: Read): boolean {
  const attack = attackStrength(b, u, r);
  if (attack === 0) return false;
  const d = b.dn[u];
  for (let v = b.firstInto[d]; v >= 0; v = b.nextInto[v]) {
    if (v !== u && attack <= preventStrength(b, v, r)) return false;
  }
  const w = b.slot[d];
  if (w >= 0 && headToHead(b, u, w)) return attack > defendStrength(b, w, r);
  const hold = holdStrengthAt(b, d, r);
  return attack > hold || (attack === hold && w >= 0 && mutated(b.opts, 'equalStrengthDislodges'));
}

/** A support is given unless the supporter is dislodged or attacked by a unit that cuts it (rules 13-16). */
export function supportGiven(b: Board, s: number, r: Read): boolean {
  const first = firstInto(b, b.pn[s]);
  if (first < 0) return true;
  for (let a = first; a >= 0; a = b.nextInto[a]) if (attackCutsSupport(b, a, s, r) === undefined && !mutated(b.opts, 'supportsNeverCut')) return false;
  return dislodgedBy(b, s, r) < 0 || mutated(b.opts, 'dislodgedSupportCounts');
}
