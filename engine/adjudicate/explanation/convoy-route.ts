// Why a convoyed army was or was not carried, as a language-free fact read from resolved decisions
// only. Computed after resolution and only when a reason or a step is asked for: the resolver and
// the rule functions never build it.

import type { Board } from '../movement/board.js';
import { dislodgedBy, path, type Read } from '../movement/rules.js';
import { listArg, placeArg, rulesOf, type Fact, type UnitArg } from '../../language/render.js';

/** A convoying fleet that failed, and the unit that dislodged it (-1 if none, e.g. a paradox). */
export interface BrokenFleet {
  fleet: number;
  dislodgedBy: number;
  paradox: boolean;
}

export type ConvoyRouteFact =
  /** The army reaches its destination through these fleets (others may have failed: rule 20). */
  | { kind: 'open'; open: number[]; broken: BrokenFleet[] }
  /** No fleet is ordered to convoy this army. */
  | { kind: 'noFleet' }
  /** A fleet the army needed was dislodged or caught in a paradox (rule 17). */
  | { kind: 'broken'; open: number[]; broken: BrokenFleet[] }
  /** Every convoying fleet stands, but they do not form a chain from the army to its destination. */
  | { kind: 'incomplete'; open: number[] };

export function convoyRouteFact(b: Board, a: number, r: Read, forced: ReadonlyMap<number, string>): ConvoyRouteFact {
  const fleets = b.convoysFor[a];
  if (fleets.length === 0) return { kind: 'noFleet' };
  const open = fleets.filter((f) => r(f) && forced.get(f) !== 'paradox');
  const broken = fleets
    .filter((f) => !open.includes(f))
    .map((f) => ({ fleet: f, dislodgedBy: dislodgedBy(b, f, r), paradox: forced.get(f) === 'paradox' }));
  if (path(b, a, r)) return { kind: 'open', open, broken };
  return broken.length ? { kind: 'broken', open, broken } : { kind: 'incomplete', open };
}

export interface RouteWhy {
  fact: Fact;
  /** The rules its fact states. */
  rules: number[];
}

/** Why the army is not carried, as a clause ("the convoy breaks, as F nth is dislodged by F hel"). */
export function brokenRouteFact(fact: Exclude<ConvoyRouteFact, { kind: 'open' }>, unit: (u: number) => UnitArg, dest: string): RouteWhy {
  switch (fact.kind) {
    case 'noFleet':
      return { fact: { id: 'route-no-fleet' }, rules: [] };
    case 'incomplete':
      return { fact: { id: 'route-incomplete', args: { fleets: listArg(fact.open.map(unit)), dest: placeArg(dest) } }, rules: [] };
    case 'broken': {
      const fleets = fact.broken.map((x): Fact => {
        if (x.paradox) return { id: 'fleet-paradox', args: { fleet: unit(x.fleet) } };
        return x.dislodgedBy >= 0 ? { id: 'fleet-dislodged-by', args: { fleet: unit(x.fleet), by: unit(x.dislodgedBy) } } : { id: 'fleet-dislodged', args: { fleet: unit(x.fleet) } };
      });
      // Rule 17 where a fleet was dislodged; a paradox alone is settled by the backup rule.
      const paradoxOnly = fact.broken.every((x) => x.paradox);
      const f: Fact = { id: 'route-broken', args: { fleets: listArg(fleets) }, ...(paradoxOnly ? {} : { rules: [17] }) };
      return { fact: f, rules: rulesOf(f) };
    }
  }
}

/**
 * The fleets among `fleets` that lie on some chain of seas from the army's coast to its destination:
 * a fleet that stands but that no route passes through is not named as carrying the army (DATC 6.G.6).
 * Every simple chain is walked; convoys use a handful of fleets, and this only runs for explanations.
 */
export function fleetsOnRoute(b: Board, a: number, fleets: readonly number[]): number[] {
  const seaFleet = new Map(fleets.map((f) => [b.prov[f], f]));
  const from = b.prov[a];
  const to = b.dest[a]!;
  const on = new Set<string>();
  const chain: string[] = [];
  const walk = (sea: string): void => {
    chain.push(sea);
    if (b.map.canReachProvince('F', sea, to)) for (const x of chain) on.add(x);
    for (const next of b.map.neighbours('F', sea)) if (seaFleet.has(next) && !chain.includes(next)) walk(next);
    chain.pop();
  };
  for (const sea of seaFleet.keys()) if (b.map.canReachProvince('F', sea, from)) walk(sea);
  return fleets.filter((f) => on.has(b.prov[f]));
}
