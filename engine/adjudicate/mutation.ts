// TEST-ONLY HOOK. A "mutant" is the engine with exactly one rule deliberately broken; `npm run
// mutants` (scripts/mutants/) runs the casebook against each to prove that every case has teeth:
// each mutant must be caught ("killed") by at least one case.
//
// How it works: the rule options passed down to the rule functions may carry a `mutation` name
// (never set by a preset, by the protocol or by the CLI's `adjudicate`). The rule functions test
// for it only inside the branch where their rule applies, so with no mutation the cost is one
// property read in code that is already rare. Nothing else changes: a mutant runs the same code.

import type { RuleOptions } from '../rules/options.js';
import { DEFAULT_PRESET, presetOptions } from '../rules/presets.js';

/** Each mutant breaks one rule; the description says how, in the rulebook's terms. */
export const MUTATIONS = {
  selfDislodge: 'a power may dislodge its own unit (rule 12 ignored)',
  ownSupportCountsAgainstOwnUnit: "a support counts even against a unit of the supporter's own power (rule 12)",
  supportsNeverCut: 'an attack on the supporting unit never cuts its support (rule 13 ignored)',
  attackFromTargetCuts: 'an attack coming from the province the support is aimed at still cuts it (rule 13)',
  ownAttackCutsSupport: "a power's attack on its own supporting unit cuts the support (rule 16)",
  dislodgedSupportCounts: 'a dislodged unit still gives its support (rule 14)',
  dislodgedStillBounces: 'a dislodged unit still bounces a move into the province its attacker came from (rule 11)',
  standoffDislodges: 'a move stopped only by a standoff still dislodges the unit it attacked (rules 4-5)',
  equalStrengthDislodges: 'an attack only as strong as the defence of the province it enters succeeds (rule 4)',
  holdSupportIgnored: 'support to hold adds nothing to the defence (rule 8)',
  supportAnyMove: 'a support counts even when the supported unit moves elsewhere (rule 9)',
  headToHeadIgnored: 'two units ordered into each other\'s provinces swap places (rule 6 ignored)',
  disruptedConvoyCutsSupport: 'a convoyed army whose convoy is disrupted still cuts support (rule 17)',
  convoyRules21And22Inverted: 'rules 21 and 22 inverted: a convoyed army spares a support against its convoy only when it has another route',
  circularMovementFails: 'a ring of units each moving into the next one\'s province stands still (rule 7)',
  retreatIntoStandoff: 'a dislodged unit may retreat into a province left empty by a standoff',
  retreatToAttackerOrigin: 'a dislodged unit may retreat into the province its attacker came from',
  retreatCollisionFirstWins: 'of two retreats to one province, the first one ordered succeeds',
  disbandOrderIgnored: 'a retreat-phase order to disband is ignored: the unit is treated as unordered (001 §2.11.2)',
  postalDefaultRetreatSkipped: 'a dislodged unit without an order is disbanded even where the game master retreats it (001 §3.5.3)',
  buildOnForeignOwnedHome: 'a power may build on a home centre that another power now owns',
  buildOnOccupiedCentre: 'a power may build on a home centre occupied by a unit',
  civilDisorderReversed: 'civil-disorder removals start with the unit nearest home instead of the farthest',
  noOwnershipChangeInFall: 'supply centres never change owner after a Fall turn',
  // Rules that only the DATC cases exercise.
  supportCoastIgnored: 'a support naming the wrong coast of the destination still counts (DATC 4.B.4)',
  adjacentConvoyAnyFleet: "any fleet's convoy order sends an army to a neighbouring province by sea (DATC 4.A.3)",
  retreatConvoyOriginClosed: "a unit dislodged by a convoyed army may not retreat to the army's origin (DATC 4.A.5)",
  civilDisorderHomeDistance: 'civil-disorder removals measure the distance to home centres, not owned ones (DATC 4.D.8)',
  civilDisorderArmiesFirst: 'civil disorder removes armies before fleets at equal distance (DATC 4.D.8)',
} as const;

export type Mutation = keyof typeof MUTATIONS;
export const MUTATION_NAMES = Object.keys(MUTATIONS) as Mutation[];

/** Rule options that may carry a mutation. Only mutatedOptions() below ever sets one. */
export interface MaybeMutated extends RuleOptions {
  readonly mutation?: Mutation;
}

/** Is `m` the mutation in force? (false in every normal run) */
export function mutated(opts: RuleOptions, m: Mutation): boolean {
  return (opts as MaybeMutated).mutation === m;
}

/**
 * The options of a preset with one rule broken: pass as adjudicatePhase's `override`. Undefined for
 * an unknown ruleset (adjudicatePhase then reports it as it always does).
 */
export function mutatedOptions(ruleset: string | undefined, m: Mutation): RuleOptions | undefined {
  const base = presetOptions(ruleset ?? DEFAULT_PRESET);
  if (!base) return undefined;
  const opts: MaybeMutated = { ...base, mutation: m };
  return opts;
}
