// The same phase under every preset: which orders change result, and which rule options differ
// between the presets that disagree (the site's "under other rulesets" box, `--compare`).

import type { GameMap } from '../map/types.js';
import type { PhaseInput, OrderResultKind } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { OPTION_DESCRIPTIONS } from '../rules/options.js';
import { DEFAULT_PRESET, PRESET_NAMES, PRESETS, differingOptions } from '../rules/presets.js';
import { adjudicatePhase } from './phase.js';

export interface RulesetDifference {
  ruleset: string;
  /** Orders (by input index) whose result differs from the reference ruleset's. */
  orders: { index: number; reference: OrderResultKind; here: OrderResultKind }[];
  /**
   * The rule options that differ between the two presets, with what each is about; `decisive` when
   * changing that option alone in the reference preset changes a result.
   */
  options: { option: keyof RuleOptions; reference: string; here: string; about: Readonly<Record<'en' | 'fr', string>>; decisive: boolean }[];
  /** The position after differs too. */
  positionDiffers: boolean;
}

export function compareRulesets(map: GameMap, input: PhaseInput): { reference: string; differences: RulesetDifference[] } {
  const reference = input.ruleset ?? DEFAULT_PRESET;
  const base = adjudicatePhase(map, { ...input, ruleset: reference });
  const position = (units: { power: string; type: string; loc: string }[]) => units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort().join(',');
  const differences: RulesetDifference[] = [];
  for (const name of PRESET_NAMES) {
    if (name === reference) continue;
    const other = adjudicatePhase(map, { ...input, ruleset: name });
    const orders = other.output.orders
      .map((o, index) => ({ index, reference: base.output.orders[index].result, here: o.result }))
      .filter((d) => d.reference !== d.here);
    const positionDiffers = position(other.output.units) !== position(base.output.units);
    if (orders.length === 0 && !positionDiffers) continue;
    const refOpts: RuleOptions = PRESETS[reference as keyof typeof PRESETS];
    const hereOpts: RuleOptions = PRESETS[name];
    const signature = (out: ReturnType<typeof adjudicatePhase>['output']) => out.orders.map((o) => o.result).join(',') + '|' + position(out.units);
    const baseSignature = signature(base.output);
    differences.push({
      ruleset: name,
      orders,
      positionDiffers,
      options: differingOptions(refOpts, hereOpts).map((option) => ({
        option,
        reference: String(refOpts[option]),
        here: String(hereOpts[option]),
        about: OPTION_DESCRIPTIONS[option],
        decisive: signature(adjudicatePhase(map, input, { ...refOpts, [option]: hereOpts[option] }).output) !== baseSignature,
      })),
    });
  }
  return { reference, differences };
}
