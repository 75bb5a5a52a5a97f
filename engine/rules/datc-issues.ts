// DATC v3.0 chapter 4 ("disputable issues"): for every issue, what the DATC prefers and what the
// engine's `datc` preset does, with the option that carries the choice when presets differ.
// The DATC cases that settle each issue are in cases/datc/ (tests run them under `datc`).
import type { RuleOptions } from './options.js';

export interface DatcIssue {
  /** The DATC number, "4.A.1". */
  issue: string;
  /** The DATC's preferred choice, in our words. */
  preferred: string;
  /** The option of RuleOptions that carries the choice, and its value in the `datc` preset. */
  option?: { [K in keyof RuleOptions]: { name: K; datc: RuleOptions[K] } }[keyof RuleOptions];
  /** How the engine does it when no option carries it (the same under every preset). */
  fixed?: string;
  /** Set when the `datc` preset knowingly departs from the preference, with the reason. */
  deviation?: string;
}

export const DATC_ISSUES: readonly DatcIssue[] = [
  { issue: '4.A.1', preferred: 'a multi-route convoy is disrupted only when every route is', option: { name: 'convoyDisruption', datc: 'allRoutes' } },
  { issue: '4.A.2', preferred: 'Szykman: the convoys in a paradox fail', option: { name: 'convoyParadox', datc: 'szykman' } },
  { issue: '4.A.3', preferred: '2023 rule without fall-back: by sea with "via convoy" or an own fleet legally ordered to convoy', option: { name: 'adjacentConvoy', datc: 'ownFleetOrVia' } },
  { issue: '4.A.4', preferred: 'an attack via convoy on a supporter of an attack on itself does not cut that support', fixed: 'the attack counts as coming from its origin (6.G.13)' },
  { issue: '4.A.5', preferred: 'a unit dislodged by a convoyed army may retreat to its origin', option: { name: 'retreatToConvoyAttackerOrigin', datc: true } },
  { issue: '4.A.6', preferred: 'a convoy path given in the order is ignored', fixed: 'the parser has no syntax for a path; any route of ordered fleets is used' },
  { issue: '4.A.7', preferred: 'a dislodged unit has no effect on its attacker\u2019s origin only in a head-to-head battle', option: { name: 'dislodgedNoEffectOnAttackerOrigin', datc: 'headToHeadOnly' } },
  { issue: '4.B.1', preferred: 'a fleet move with both coasts reachable and none named fails', fixed: 'the parser rejects it as ambiguous; the order is void (6.B.1)' },
  { issue: '4.B.2', preferred: 'with one reachable coast, the move goes there', fixed: 'the parser infers the coast (6.B.2)' },
  { issue: '4.B.3', preferred: 'a move to an unreachable coast is illegal', fixed: 'illegal (6.B.3)' },
  { issue: '4.B.4', preferred: 'a coast in a support must match; an omitted one is accepted', fixed: 'coastMatches in movement/board.ts (6.B.7-6.B.9, 6.B.15)' },
  { issue: '4.B.5', preferred: 'a wrong coast for the ordered unit is ignored', fixed: 'orders find the unit by province (6.B.10)' },
  { issue: '4.B.6', preferred: 'a coast named for an army is ignored', fixed: 'the parser drops it (6.B.12)' },
  { issue: '4.B.7', preferred: 'a fleet build needs a coast where there are two', fixed: 'the parser rejects it; the build is void (6.B.14)' },
  { issue: '4.C.1', preferred: 'an order without unit type is valid', fixed: 'the parser accepts it' },
  { issue: '4.C.2', preferred: 'a wrong unit type is ignored', fixed: 'orders find the unit by province' },
  { issue: '4.C.3', preferred: 'a build without type fails only on a coast without coast named', fixed: 'as the parser reads a bare build (engine/orders/README.md)' },
  { issue: '4.C.4', preferred: 'a fleet build inland fails', fixed: 'illegal (6.I.2)' },
  { issue: '4.C.5', preferred: 'a support without nationality is valid', fixed: 'nationality is optional' },
  { issue: '4.C.6', preferred: 'a wrong nationality in a support is ignored', fixed: 'nationality is not checked' },
  { issue: '4.D.1', preferred: 'several order sets: the latest counts', fixed: 'the protocol takes one order list per phase' },
  { issue: '4.D.2', preferred: 'several order sets of unknown order are combined', fixed: 'the protocol takes one order list per phase' },
  { issue: '4.D.3', preferred: 'a unit with several orders holds', fixed: 'every order of that unit is illegal and it holds' },
  {
    issue: '4.D.4',
    preferred: 'too many builds: the first legal ones are used',
    fixed: 'all of them are void',
    deviation: 'adjustment orders are read as a set so that their order never changes the result (issue #17); the DATC allows an automatic adjudicator another choice (6.I.1)',
  },
  {
    issue: '4.D.5',
    preferred: 'two builds in one province: the first is used',
    fixed: 'both are void',
    deviation: 'as for 4.D.4 (6.I.7)',
  },
  {
    issue: '4.D.6',
    preferred: 'too many removals: the first legal ones are used',
    fixed: 'all of them are void and civil disorder chooses',
    deviation: 'as for 4.D.4 (6.J.1, 6.J.2)',
  },
  { issue: '4.D.7', preferred: 'builds may be waived', fixed: 'the Waive order' },
  { issue: '4.D.8', preferred: '2023 rule: farthest from the nearest owned centre, fleets first, then alphabetical', option: { name: 'civilDisorder', datc: 'nearestOwned2023' } },
  { issue: '4.D.9', preferred: 'a unit in civil disorder can be supported in place', fixed: 'unordered units hold and can be supported' },
  { issue: '4.E.1', preferred: 'impossible orders are ignored (the unit holds, supports and convoys of it fail)', fixed: 'illegal orders become holds; a convoy order no route needs is illegal (6.G.7, 6.G.19); a support needing the supporter as convoy is illegal (6.D.31)' },
  { issue: '4.E.2', preferred: 'poorly written orders are judged one by one', fixed: 'each order is parsed on its own' },
  { issue: '4.E.3', preferred: 'no implicit orders', fixed: 'unordered units hold' },
  { issue: '4.E.4', preferred: 'no perpetual orders', fixed: 'each phase takes its own orders' },
  { issue: '4.E.5', preferred: 'no proxy orders', fixed: 'an order for another power\u2019s unit is illegal (6.A.6)' },
  { issue: '4.E.6', preferred: 'a unit that cannot be on the board is removed', fixed: 'the protocol rejects such a position as input (validate-input.ts)' },
];
