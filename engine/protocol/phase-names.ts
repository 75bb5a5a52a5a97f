// Season and phase-kind names in both languages, for the terminal table and the pictures' captions.

type Names = Readonly<Record<string, Readonly<Record<'en' | 'fr', string>>>>;

export const SEASON_NAMES: Names = {
  spring: { en: 'Spring', fr: 'Printemps' },
  fall: { en: 'Fall', fr: 'Automne' },
  winter: { en: 'Winter', fr: 'Hiver' },
};

export const PHASE_TYPE_NAMES: Names = {
  movement: { en: 'movement', fr: 'mouvements' },
  retreat: { en: 'retreats', fr: 'retraites' },
  adjustment: { en: 'adjustments', fr: 'ajustements' },
  bidding: { en: 'bidding', fr: 'enchères' },
};
