// Why a convoyed army was or was not carried, as a language-free fact read from resolved decisions
// only. Computed after resolution and only when a reason or a step is asked for: the resolver and
// the rule functions never build it.

import type { Board } from '../movement/board.js';
import { dislodgedBy, path, type Read } from '../movement/rules.js';

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

export interface RouteText {
  en: string;
  fr: string;
  rules: number[];
}

/** Why the army is not carried, as a clause ("the convoy breaks: F nth is dislodged by F hel"). */
export function brokenRouteText(fact: Exclude<ConvoyRouteFact, { kind: 'open' }>, name: (u: number) => string, dest: string): RouteText {
  const list = (us: number[]) => us.map(name).join(', ');
  switch (fact.kind) {
    case 'noFleet':
      return { en: 'no fleet is ordered to convoy it', fr: "aucune flotte n'a reçu l'ordre de la convoyer", rules: [] };
    case 'incomplete':
      return {
        en: `the convoying fleets (${list(fact.open)}) stand, but they do not form a chain of seas reaching ${dest}`,
        fr: `les flottes qui convoient (${list(fact.open)}) restent en place, mais ne forment pas une chaîne de mers jusqu'à ${dest}`,
        rules: [],
      };
    case 'broken': {
      const en = fact.broken.map((x) =>
        x.paradox
          ? `${name(x.fleet)} is caught in a convoy paradox and holds (backup rule)`
          : `${name(x.fleet)} is dislodged${x.dislodgedBy >= 0 ? ` by ${name(x.dislodgedBy)}` : ''}`,
      );
      const fr = fact.broken.map((x) =>
        x.paradox
          ? `${name(x.fleet)} est prise dans un paradoxe du convoi et tient (règle de secours)`
          : `${name(x.fleet)} est délogée${x.dislodgedBy >= 0 ? ` par ${name(x.dislodgedBy)}` : ''}`,
      );
      const paradoxOnly = fact.broken.every((x) => x.paradox);
      return { en: `the convoy breaks: ${en.join('; ')}`, fr: `le convoi est rompu : ${fr.join(' ; ')}`, rules: paradoxOnly ? [] : [17] };
    }
  }
}
