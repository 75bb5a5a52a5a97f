// The published result of a phase beside the engine's ruling of it: each difference, typed (an
// order's outcome, a unit, a dislodged unit and its retreats, a centre's owner, the next phase).
// Only what the record published is compared: a record that says nothing of the orders has no
// order differences.

import type { GameMap, LocId, PowerId, ProvinceId } from '../map/types.js';
import { parseOrder } from '../orders/index.js';
import type { OrderKind } from '../orders/ast.js';
import type { OrderResultJson, OrderResultKind, PhaseId, PhaseInput, PhaseOutput, UnitJson } from '../protocol/types.js';
import type { PublishedOrderJson, PublishedResultJson } from '../protocol/game.js';
import { samePhase } from './phase-order.js';

export type Difference =
  /** The record and the ruling disagree on what an order did. */
  | { kind: 'order'; index: number; power: PowerId; text: string; recorded: PublishedOrderJson; ruled: OrderResultKind; ruledDislodged: boolean }
  /** A unit the record has after the phase and the ruling has not (`where: 'record'`), or the reverse. */
  | { kind: 'unit'; unit: UnitJson; where: 'record' | 'ruling' }
  /** A unit one side dislodges and the other does not. */
  | { kind: 'dislodged'; unit: UnitJson; where: 'record' | 'ruling' }
  /** A unit both dislodge, with different provinces to retreat to. */
  | { kind: 'retreats'; unit: UnitJson; recorded: LocId[]; ruled: LocId[] }
  /** A supply centre with another owner after the phase (undefined: nobody). */
  | { kind: 'centre'; province: ProvinceId; recorded?: PowerId; ruled?: PowerId }
  /** The record plays another phase next. */
  | { kind: 'next'; recorded: PhaseId; ruled: PhaseId };

const unitKey = (u: UnitJson): string => `${u.power} ${u.type} ${u.loc}`;

/**
 * The differences between what the record published and the ruling of `input`. `skippable`: the
 * phase the ruling says comes next may be left out by the record (a Winter where nobody adjusts).
 */
export function differencesOf(map: GameMap, input: PhaseInput, output: PhaseOutput, published: PublishedResultJson, skippable: boolean): Difference[] {
  return [
    ...orderDifferences(map, input, output.orders, published.orders),
    ...unitDifferences(output.units, published.units, 'unit'),
    ...dislodgedDifferences(output, published.dislodged),
    ...centreDifferences(output.supplyCenters, published.supplyCenters),
    ...nextDifference(output.next, published.next, skippable),
  ];
}

function orderDifferences(map: GameMap, input: PhaseInput, ruled: readonly OrderResultJson[], recorded: PublishedResultJson['orders']): Difference[] {
  if (!recorded) return [];
  const out: Difference[] = [];
  const phase = input.phase.type === 'bidding' ? undefined : input.phase.type;
  recorded.forEach((r, index) => {
    const o = ruled[index];
    if (!r || !o) return;
    const parsed = parseOrder(o.text, { phase, map });
    const kind = parsed.ok ? parsed.value.order.kind : undefined;
    if (!agrees(r, kind, o)) out.push({ kind: 'order', index, power: o.power, text: o.text, recorded: r, ruled: o.result, ruledDislodged: o.dislodged });
  });
  return out;
}

/** What "succeeded" means for each kind of order, in the engine's results. */
function ruledSucceeded(kind: OrderKind | undefined, result: OrderResultKind): boolean | undefined {
  switch (kind) {
    case 'move':
    case 'retreat':
    case 'build':
    case 'disband':
      return result === 'succeeds';
    case 'support':
      return result === 'given';
    case 'convoy':
      return result === 'available';
    default:
      return undefined;
  }
}

function agrees(r: PublishedOrderJson, kind: OrderKind | undefined, o: OrderResultJson): boolean {
  if (r.dislodged !== undefined && r.dislodged !== o.dislodged) return false;
  // A record's "void" is the engine's void or illegal order: one that does nothing.
  if (r.marks?.includes('void')) return o.result === 'invalid' || o.result === 'illegal';
  if (r.succeeded === undefined) return true;
  const ruled = ruledSucceeded(kind, o.result);
  return ruled === undefined || ruled === r.succeeded;
}

function unitDifferences(ruled: readonly UnitJson[], recorded: readonly UnitJson[] | undefined, kind: 'unit' | 'dislodged'): Difference[] {
  if (!recorded) return [];
  const mine = new Set(ruled.map(unitKey));
  const theirs = new Set(recorded.map(unitKey));
  return [
    ...recorded.filter((u) => !mine.has(unitKey(u))).map((u): Difference => ({ kind, unit: plain(u), where: 'record' })),
    ...ruled.filter((u) => !theirs.has(unitKey(u))).map((u): Difference => ({ kind, unit: plain(u), where: 'ruling' })),
  ];
}

const plain = (u: UnitJson): UnitJson => ({ power: u.power, type: u.type, loc: u.loc });

function dislodgedDifferences(output: PhaseOutput, recorded: PublishedResultJson['dislodged']): Difference[] {
  if (!recorded) return [];
  const out = unitDifferences(output.dislodged, recorded, 'dislodged');
  const ruledByKey = new Map(output.dislodged.map((d) => [unitKey(d), d]));
  for (const r of recorded) {
    const d = ruledByKey.get(unitKey(r));
    if (!d || !r.retreats) continue;
    const a = [...r.retreats].sort();
    const b = [...(d.retreats ?? [])].sort();
    if (a.join(' ') !== b.join(' ')) out.push({ kind: 'retreats', unit: plain(r), recorded: a, ruled: b });
  }
  return out;
}

function ownerMap(centres: Record<PowerId, LocId[]> | undefined): Map<ProvinceId, PowerId> {
  const m = new Map<ProvinceId, PowerId>();
  for (const [power, list] of Object.entries(centres ?? {})) for (const p of list ?? []) m.set(p, power);
  return m;
}

function centreDifferences(ruled: Record<PowerId, LocId[]> | undefined, recorded: Record<PowerId, LocId[]> | undefined): Difference[] {
  if (!recorded) return [];
  const mine = ownerMap(ruled);
  const theirs = ownerMap(recorded);
  const provinces = [...new Set([...mine.keys(), ...theirs.keys()])].sort();
  return provinces
    .filter((p) => mine.get(p) !== theirs.get(p))
    .map((p): Difference => {
      const d: Difference = { kind: 'centre', province: p };
      if (theirs.has(p)) d.recorded = theirs.get(p);
      if (mine.has(p)) d.ruled = mine.get(p);
      return d;
    });
}

function nextDifference(ruled: PhaseId | undefined, recorded: PhaseId | undefined, skippable: boolean): Difference[] {
  if (!ruled || !recorded || samePhase(ruled, recorded) || skippable) return [];
  return [{ kind: 'next', recorded, ruled }];
}
