// Compact phase notation for engine tests: units as "england F lon", orders as "england: F lon - nth".
import { standardMap } from '../map/index.js';
import type { Power, UnitType } from '../map/types.js';
import type { PhaseInput, PhaseKind, Season } from '../protocol/types.js';
import { adjudicatePhase, type AdjudicationDetail } from './phase.js';

export function unitsOf(specs: string[]): PhaseInput['units'] {
  return specs.map((s) => {
    const [power, type, loc] = s.trim().split(/\s+/);
    return { power: power as Power, type: type as UnitType, loc };
  });
}

export function ordersOf(specs: string[]): PhaseInput['orders'] {
  return specs.map((s) => {
    const colon = s.indexOf(':');
    return { power: s.slice(0, colon).trim() as Power, text: s.slice(colon + 1).trim() };
  });
}

export interface PhaseSpec {
  units: string[];
  orders: string[];
  ruleset?: string;
  season?: Season;
  type?: PhaseKind;
  dislodged?: PhaseInput['dislodged'];
  contested?: string[];
  supplyCenters?: PhaseInput['supplyCenters'];
}

export function play(spec: PhaseSpec): AdjudicationDetail & { results: string[]; position: string[] } {
  const detail = adjudicatePhase(standardMap, {
    ruleset: spec.ruleset,
    phase: { season: spec.season ?? 'spring', year: 1901, type: spec.type ?? 'movement' },
    units: unitsOf(spec.units),
    orders: ordersOf(spec.orders),
    dislodged: spec.dislodged,
    contested: spec.contested,
    supplyCenters: spec.supplyCenters,
  });
  return {
    ...detail,
    results: detail.output.orders.map((o) => o.result),
    position: detail.output.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort(),
  };
}
