// What a step's facts state about results, read off the facts (not the text): each fact id below
// names the argument holding the units whose result it states, and which result (a decision key of
// movement/resolution.ts). The causal order prefers to tell those results first; the causal-order
// check requires it.

import type { Board } from '../movement/board.js';
import type { DecisionKey } from '../movement/resolution.js';
import type { Arg, Fact } from '../../language/render.js';

const MENTIONS: Readonly<Record<string, readonly [arg: string, kind: 'move' | 'support' | 'convoy' | 'route' | 'dislodged'][]>> = {
  'step-leaves': [['unit', 'move']],
  'step-stuck': [['unit', 'move']],
  'swap-convoy': [['unit', 'move']],
  'move-into-vacated': [['unit', 'move']],
  'battle-enters': [['unit', 'move']],
  'step-out-enters': [['unit', 'move']],
  'route-partly-broken': [['fleets', 'convoy']],
  'route-still-open': [['fleets', 'convoy'], ['broken', 'convoy']],
  'fleet-dislodged-by': [['fleet', 'convoy']],
  'fleet-dislodged': [['fleet', 'convoy']],
  silenced: [['units', 'dislodged']],
  'dislodged-still-prevents': [['units', 'dislodged']],
  'convoy-dislodger-no-rule-11': [['units', 'dislodged']],
  'step-support-lost': [['units', 'support']],
  'supported-by': [['units', 'support']],
  'support-cut': [['unit', 'route']],
  'support-cut-by-dislodged': [['unit', 'route'], ['unit', 'dislodged']],
  'step-dislodged-text': [['unit', 'dislodged']],
};

/** Each unit's index by its name ("A mun"), for mentionsOf. */
export function unitIndexOf(b: Board): ReadonlyMap<string, number> {
  return new Map(b.units.map((u, i) => [`${u.type} ${u.loc}`, i]));
}

/** Each result the facts state, with the fact that states it. */
export function mentionsOf(unitIndex: ReadonlyMap<string, number>, facts: readonly Fact[]): { key: DecisionKey; fact: string }[] {
  const unitsIn = (x: Arg | undefined): number[] => {
    if (x === undefined || typeof x !== 'object') return [];
    if ('unit' in x) return unitIndex.has(x.unit) ? [unitIndex.get(x.unit)!] : [];
    if ('list' in x) return x.list.flatMap(unitsIn);
    return [];
  };
  const out: { key: DecisionKey; fact: string }[] = [];
  const walk = (x: Arg | undefined): void => {
    if (x === undefined || typeof x !== 'object') return;
    if ('list' in x) return x.list.forEach(walk);
    if (!('id' in x)) return;
    for (const [arg, kind] of MENTIONS[x.id] ?? []) for (const u of unitsIn(x.args?.[arg])) out.push({ key: `${kind}:${u}`, fact: x.id });
    for (const y of Object.values(x.args ?? {})) walk(y);
  };
  facts.forEach(walk);
  return out;
}
