// The values each variant option may take, once, as data: the case format's schema
// (engine/casebook/schema.ts) and the CLI's --variant-option (engine/cli/variant-options.ts) read it.
import type { VariantOptions } from './variant-options.js';

export const VARIANT_OPTION_CHOICES: { readonly [K in keyof VariantOptions]: readonly [VariantOptions[K], ...VariantOptions[K][]] } = {
  italyClosed: ['whileNeutral', 'wholeGame'],
  overbidTest: ['wonBids', 'allBids'],
  overbidTransfer: ['wonPowers', 'allBidPowers'],
  anarchyBuilds: ['mercenaryDefault', 'none'],
  alphabet: ['en', 'fr'],
  ancmedVictory: ['18', '13'],
  ancmedCapture: ['fall', 'springAndFall'],
};

export const VARIANT_OPTION_KEYS = Object.keys(VARIANT_OPTION_CHOICES) as (keyof VariantOptions)[];
