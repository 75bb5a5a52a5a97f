// Readings of the variant rules where the seeds leave room (see README.md, "Interpretations").
// Like engine/rules/options.ts: choices as data, with a named default.

export interface VariantOptions {
  /** 1914: Italy's provinces stay closed while Italy is neutral (until it joins), or all game. */
  italyClosed: 'whileNeutral' | 'wholeGame';
  /**
   * Intimate: what makes an overbid. 'wonBids': the bids a player wins add up to more than his
   * reserve (the seed speaks of succeeding in bidding more than one holds); 'allBids': every bid
   * he wrote, won or not.
   */
  overbidTest: 'wonBids' | 'allBids';
  /**
   * Intimate: which powers the opponent takes at half price after an overbid. 'wonPowers': those the
   * overbidder would have won; 'allBidPowers': every power he bid on, ties included.
   */
  overbidTransfer: 'wonPowers' | 'allBidPowers';
  /**
   * Intimate: a power in anarchy (equal bids) in Winter. 'mercenaryDefault': its builds are made by
   * the default-build rule, since the seed's sequence of play wants every build due to a
   * mercenary made where possible; 'none': civil disorder as in the 2000 book, no builds.
   */
  anarchyBuilds: 'mercenaryDefault' | 'none';
  /** Intimate: the alphabet of the default builds' "alphabetical order" (only Russia differs). */
  alphabet: 'en' | 'fr';
  /**
   * Ancient Mediterranean: the centres that win. '18', the author's rules (and every implementation's);
   * '13', as the French text prints it (seed 004 §2; the board's ERRATA.md, 3).
   */
  ancmedVictory: '18' | '13';
  /**
   * Ancient Mediterranean: when an occupied centre changes hands. 'fall', as in the standard game and
   * the author's rules; 'springAndFall', as the French text prints it (seed 004 §3; ERRATA.md, 4).
   */
  ancmedCapture: 'fall' | 'springAndFall';
}

export const DEFAULT_VARIANT_OPTIONS: VariantOptions = {
  italyClosed: 'whileNeutral',
  overbidTest: 'wonBids',
  overbidTransfer: 'wonPowers',
  anarchyBuilds: 'mercenaryDefault',
  alphabet: 'en',
  ancmedVictory: '18',
  ancmedCapture: 'fall',
};

/** The variant options each game reads: a key given to another game would be ignored, so it is refused. */
export const OPTION_GAMES: { readonly [K in keyof VariantOptions]: readonly string[] } = {
  italyClosed: ['1914'],
  overbidTest: ['intimate'],
  overbidTransfer: ['intimate'],
  anarchyBuilds: ['intimate'],
  alphabet: ['intimate'],
  ancmedVictory: ['ancient-mediterranean'],
  ancmedCapture: ['ancient-mediterranean'],
};

export function variantOptions(overrides: Partial<VariantOptions> = {}): VariantOptions {
  return { ...DEFAULT_VARIANT_OPTIONS, ...overrides };
}
