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
   * - 'viaOnly': only an order that says "via convoy" goes by sea, even when a fleet of the army's own power is
   *   ordered to convoy it (the DPTG's tag, preferred by DATC v3.0 for a future rulebook; webDiplomacy's reading).
   */
  adjacentConvoy: 'ownFleetOrVia' | 'anyConvoy' | 'viaOnly';
  /**
   * DATC 4.A.3, second question: an army ordered "via convoy" to a province it could also reach by land, when the
   * fleets ordered to convoy it make no route from its province to its destination (none, or a broken chain).
   * - 'none': the move needs its convoy and fails (DATC v3.0).
   * - 'landRoute': the move falls back on the land route (DATC v2's preference; webDiplomacy and diplomacy-py).
   */
  viaConvoyFallback: 'none' | 'landRoute';
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
   * - 'nearestHomeFleetsBySea': farthest from the nearest home centre, a fleet counting fleet moves only (it cannot
   *   cross land), an army moves over land and sea; fleets before armies, then alphabetical. DATC v3.0 4.D.8 calls it
   *   the most common way before the 2023 rules; webDiplomacy's removal table until 2024.
   */
  civilDisorder: 'nearestHome2000' | 'postal1971' | 'nearestOwned2023' | 'nearestHomeFleetsBySea';
  /**
   * DATC 4.D.4-4.D.6: adjustment orders that cannot all be carried out (more builds or removals than
   * due, two builds in one province, one unit removed twice).
   * - 'voidAll': every colliding order is void, whatever its place in the list (choice a: too many
   *   builds build nothing, too many removals leave the choice to civil disorder). The 2000 book is
   *   silent; the casebook reads a power's orders as a set, so their order never changes a result.
   * - 'firstLegal': the orders are carried out one by one, in the order written, until the builds
   *   or removals due are used up; a later order that collides fails (choice b, DATC v3.0; 001
   *   §3.4.2 asks postal players to list more builds than due, in order of preference).
   */
  adjustmentConflicts: 'voidAll' | 'firstLegal';
  /**
   * An unordered dislodged unit: 'disband' (2000 book), or 'postalDefault' (001 §3.5.3: the game master
   * retreats it to the free province nearest the home centres, centres first, then alphabetical).
   */
  unorderedRetreat: 'disband' | 'postalDefault';
  /**
   * Who wins a game stopped at an agreed time limit: 'mostCentres', the power controlling the most
   * supply centres (000 "OBJECTIF"), or 'mostUnits', the one with the most units on the board
   * (001 §2.3).
   */
  timeLimitWinner: 'mostCentres' | 'mostUnits';
}

/** One line per option, in English and French, for docs and for "which option made the difference" messages. */
export const OPTION_DESCRIPTIONS: Record<keyof RuleOptions, Readonly<Record<'en' | 'fr', string>>> = {
  convoyDisruption: { en: 'multi-route convoy disruption (DATC 4.A.1)', fr: 'convoi à plusieurs routes : quand il est rompu (DATC 4.A.1)' },
  convoyParadox: { en: 'convoy paradox rule (DATC 4.A.2)', fr: 'règle du paradoxe de convoi (DATC 4.A.2)' },
  adjacentConvoy: { en: 'convoy to an adjacent province (DATC 4.A.3)', fr: 'convoi vers une province voisine (DATC 4.A.3)' },
  viaConvoyFallback: { en: 'a “via convoy” move with no convoy route (DATC 4.A.3)', fr: 'mouvement « par convoi » sans route de convoi (DATC 4.A.3)' },
  retreatToConvoyAttackerOrigin: { en: 'retreat towards a convoyed attacker’s origin (DATC 4.A.5)', fr: "retraite vers la province d'origine d'un attaquant convoyé (DATC 4.A.5)" },
  dislodgedNoEffectOnAttackerOrigin: { en: 'a dislodged unit’s effect on its attacker’s origin (DATC 4.A.7)', fr: "effet d'une unité délogée sur la province d'origine de son attaquant (DATC 4.A.7)" },
  civilDisorder: { en: 'civil-disorder removals (DATC 4.D.8)', fr: 'démobilisations en cas de troubles civils (DATC 4.D.8)' },
  adjustmentConflicts: { en: 'too many builds or removals (DATC 4.D.4-4.D.6)', fr: 'trop de constructions ou de démobilisations (DATC 4.D.4-4.D.6)' },
  unorderedRetreat: { en: 'dislodged unit without a retreat order', fr: 'unité délogée sans ordre de retraite' },
  timeLimitWinner: { en: 'winner of a game stopped at its time limit', fr: "vainqueur d'une partie arrêtée à la limite de temps" },
};

export type Localised = Readonly<Record<'en' | 'fr', string>>;

/** An option's value as a record key: booleans as 'true' and 'false'. */
export type ChoiceKey<K extends keyof RuleOptions> = RuleOptions[K] extends boolean ? 'true' | 'false' : RuleOptions[K] & string;

/** What each value of each option means, in a few words (the presets page, "how each preset reads the DATC"). */
export const OPTION_CHOICES: { readonly [K in keyof RuleOptions]: Readonly<Record<ChoiceKey<K>, Localised>> } = {
  convoyDisruption: {
    anyRoute: { en: 'one broken route breaks the convoy', fr: 'une route rompue rompt le convoi' },
    allRoutes: { en: 'disrupted only when every route is broken', fr: 'rompu seulement quand toutes les routes le sont' },
  },
  convoyParadox: {
    rulebook2000: { en: 'rules 21-22 of the 2000 book, Szykman for what they leave open', fr: "règles 21-22 du livre de 2000, Szykman pour ce qu'elles laissent ouvert" },
    rulebook1971: { en: 'the older rule (no exception for a second route), Szykman for what it leaves open', fr: "l'ancienne règle (sans exception pour une seconde route), Szykman pour ce qu'elle laisse ouvert" },
    szykman: { en: 'Szykman: the convoying fleets in the paradox hold', fr: 'Szykman : les flottes qui convoient dans le paradoxe tiennent' },
  },
  adjacentConvoy: {
    ownFleetOrVia: { en: 'by sea only with "via convoy" or a fleet of the army’s own power, no fall-back', fr: 'par mer seulement avec « par convoi » ou une flotte de la même puissance, sans repli' },
    anyConvoy: { en: 'by sea whenever a convoy is ordered for it (the intent shown by the orders)', fr: "par mer dès qu'un convoi est ordonné pour elle (l'intention que montrent les ordres)" },
    viaOnly: { en: 'by sea only when the order itself says "via convoy", even with a fleet of its own power', fr: "par mer seulement quand l'ordre lui-même dit « par convoi », même avec une flotte de sa puissance" },
  },
  viaConvoyFallback: {
    none: { en: 'a "via convoy" move with no convoy route fails', fr: 'un mouvement « par convoi » sans route de convoi échoue' },
    landRoute: { en: 'a "via convoy" move with no convoy route goes by land', fr: 'un mouvement « par convoi » sans route de convoi passe par la terre' },
  },
  retreatToConvoyAttackerOrigin: {
    true: { en: 'may retreat to a convoyed attacker’s origin', fr: "peut faire retraite vers l'origine d'un attaquant convoyé" },
    false: { en: 'never retreats to the attacker’s origin', fr: "jamais de retraite vers l'origine de l'attaquant" },
  },
  dislodgedNoEffectOnAttackerOrigin: {
    always: { en: 'no effect on the attacker’s origin, whatever the way it came', fr: "aucun effet sur l'origine de l'attaquant, quel que soit son chemin" },
    headToHeadOnly: { en: 'no effect there only after a head-to-head battle', fr: 'aucun effet là-bas seulement après un face-à-face' },
  },
  civilDisorder: {
    nearestHome2000: { en: 'farthest from the nearest home centre, fleets first, then alphabetical', fr: "la plus loin du centre d'origine le plus proche, flottes d'abord, puis ordre alphabétique" },
    postal1971: { en: 'largest sum of distances to the home centres, provinces before centres, fleets first, then alphabetical', fr: "plus grande somme des distances aux centres d'origine, provinces avant centres, flottes d'abord, puis ordre alphabétique" },
    nearestOwned2023: { en: 'farthest from the nearest centre owned, over land and sea, fleets first, then alphabetical in English', fr: "la plus loin du centre possédé le plus proche, par terre et par mer, flottes d'abord, puis ordre alphabétique anglais" },
    nearestHomeFleetsBySea: { en: 'farthest from the nearest home centre, a fleet counting sea moves only, fleets first, then alphabetical', fr: "la plus loin du centre d'origine le plus proche, une flotte ne comptant que ses trajets par mer, flottes d'abord, puis ordre alphabétique" },
  },
  adjustmentConflicts: {
    voidAll: { en: 'colliding orders are all void, whatever their order', fr: 'les ordres en conflit sont tous nuls, quel que soit leur ordre' },
    firstLegal: { en: 'the first legal orders are carried out, the later ones fail', fr: 'les premiers ordres légaux sont exécutés, les suivants échouent' },
  },
  unorderedRetreat: {
    disband: { en: 'disbanded', fr: 'démobilisée' },
    postalDefault: { en: 'retreated by the game master towards its home centres', fr: "retraitée par le meneur de jeu vers ses centres d'origine" },
  },
  timeLimitWinner: {
    mostCentres: { en: 'the most supply centres wins', fr: "le plus de centres de ravitaillement l'emporte" },
    mostUnits: { en: 'the most units in play wins', fr: "le plus d'unités en jeu l'emporte" },
  },
};

/** What `value` of option `name` means. */
export function choiceLabel<K extends keyof RuleOptions>(name: K, value: RuleOptions[K]): Localised {
  return (OPTION_CHOICES[name] as Readonly<Record<string, Localised>>)[String(value)];
}
