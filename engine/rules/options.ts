// Rule choices as data. Each option is one of the DATC v3.0 §4 questions (see
// ../shared/research/code-anchors.md §3) or a difference between the printed rulebooks.
// Presets (presets.ts) are just named values of this record.

export interface RuleOptions {
  /** DATC 4.A.1: is a convoyed move disrupted when ANY route is broken, or only when ALL are? */
  convoyDisruption: 'anyRoute' | 'allRoutes';
  /**
   * DATC 4.A.2: how a convoy paradox is settled.
   * - 'rulebook2000': the 2000 book's rules 21-22 (a convoyed army does not cut the support of an attack on
   *   a fleet it needs, unless another route stays open and the supporter is in its destination), with
   *   Szykman as the backup for the paradoxes those rules leave open.
   * - 'rulebook1971': the older rule (001 §2.12.5): a convoyed army never cuts a support given to an
   *   attack on one of its convoying fleets (no second-route exception), Szykman as the backup.
   * - 'szykman': only the backup rule: the convoying fleets in the paradox hold (DATC v3.0).
   */
  convoyParadox: 'rulebook2000' | 'rulebook1971' | 'szykman';
  /**
   * DATC 4.A.3: an army ordered to an adjacent province, with a convoy also ordered.
   * - 'ownFleetOrVia': the convoy is used if the order says "via convoy" or a fleet of the army's own power
   *   is ordered to convoy it; otherwise the land route (2000 book; DATC v3.0).
   * - 'anyConvoy': any matching convoy order means the army goes by sea (the intent reading of the older rules,
   *   where a convoy ordered for the army is taken as the players' stated intent).
   */
  adjacentConvoy: 'ownFleetOrVia' | 'anyConvoy';
  /** DATC 4.A.5: may a unit dislodged by a convoyed army retreat to the province the army came from? */
  retreatToConvoyAttackerOrigin: boolean;
  /**
   * DATC 4.A.7: a dislodged unit has no effect on the province its attacker came from (rule 11).
   * 'always' is the literal book; 'headToHeadOnly' limits it to a head-to-head battle (DATC v3.0).
   */
  dislodgedNoEffectOnAttackerOrigin: 'always' | 'headToHeadOnly';
  /**
   * DATC 4.D.8, civil disorder removals and missing retreats.
   * - 'nearestHome2000': farthest from the nearest home centre first (any terrain), fleets before armies,
   *   then alphabetical by English province name (the 2000 book's order of tie-breaks).
   * - 'postal1971': the postal-play defaults of "I want you for Diplomacy" §3.5.3: farthest by the SUM of the
   *   distances to every home centre, ordinary provinces before supply centres, fleets before armies,
   *   then alphabetical.
   * - 'nearestOwned2023': the 2023 rules (DATC v3.0, 6.J.3-6.J.11): farthest from the nearest centre the power
   *   OWNS (any terrain, for both unit types), fleets before armies, then alphabetical by English name.
   */
  civilDisorder: 'nearestHome2000' | 'postal1971' | 'nearestOwned2023';
  /**
   * An unordered dislodged unit: 'disband' (2000 book), or 'postalDefault' (001 §3.5.3: the game master
   * retreats it to the free province nearest the home centres, centres first, then alphabetical).
   */
  unorderedRetreat: 'disband' | 'postalDefault';
}

/** One line per option, in English and French, for docs and for "which option made the difference" messages. */
export const OPTION_DESCRIPTIONS: Record<keyof RuleOptions, Readonly<Record<'en' | 'fr', string>>> = {
  convoyDisruption: { en: 'multi-route convoy disruption (DATC 4.A.1)', fr: 'convoi à plusieurs routes : quand il est rompu (DATC 4.A.1)' },
  convoyParadox: { en: 'convoy paradox rule (DATC 4.A.2)', fr: 'règle du paradoxe de convoi (DATC 4.A.2)' },
  adjacentConvoy: { en: 'convoy to an adjacent province (DATC 4.A.3)', fr: 'convoi vers une province voisine (DATC 4.A.3)' },
  retreatToConvoyAttackerOrigin: { en: 'retreat towards a convoyed attacker’s origin (DATC 4.A.5)', fr: "retraite vers la province d'origine d'un attaquant convoyé (DATC 4.A.5)" },
  dislodgedNoEffectOnAttackerOrigin: { en: 'a dislodged unit’s effect on its attacker’s origin (DATC 4.A.7)', fr: "effet d'une unité délogée sur la province d'origine de son attaquant (DATC 4.A.7)" },
  civilDisorder: { en: 'civil-disorder removals (DATC 4.D.8)', fr: 'démobilisations en cas de désordre civil (DATC 4.D.8)' },
  unorderedRetreat: { en: 'dislodged unit without a retreat order', fr: 'unité délogée sans ordre de retraite' },
};
