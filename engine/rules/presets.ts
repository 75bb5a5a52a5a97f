// Named rule presets. `rulebook-2000` is the casebook's default.
import type { RuleOptions } from './options.js';

export const PRESETS = {
  /** The 4th edition (2000) as written, including its rules 21-22 for convoy paradoxes. */
  'rulebook-2000': {
    convoyDisruption: 'allRoutes',
    convoyParadox: 'rulebook2000',
    adjacentConvoy: 'ownFleetOrVia',
    viaConvoyFallback: 'none',
    retreatToConvoyAttackerOrigin: false,
    dislodgedNoEffectOnAttackerOrigin: 'always',
    civilDisorder: 'nearestHome2000',
    adjustmentConflicts: 'voidAll', // the book is silent: its orders read as a set, whatever their order
    unorderedRetreat: 'disband',
    timeLimitWinner: 'mostCentres', // 000 "OBJECTIF": the most supply centres at the end of the time chosen
  },
  /** The older rules transcribed by "I want you for Diplomacy" (001), where they differ. */
  'rulebook-1971': {
    convoyDisruption: 'allRoutes', // 001 §2.12.4 (example 12): one open route is enough
    // 001 §2.12.5 (example 13): rule 21 without rule 22's exception. Not "all units hold": the 1971
    // book has no such rule (001 names no paradox at all; §2.12.5 is its only convoy-loop rule, the
    // 1971 rule XII.5 that DATC v3.0 §4.A.2 quotes), and the DATC says that rule "does not have a
    // resolution" for the betrayal paradox (6.F.18) or second-order paradoxes (6.F.22-6.F.24). The
    // 'All Hold' backup rule of §4.A.2 is a later proposal, not the book's. For the loops §2.12.5
    // leaves open the preset falls back on Szykman, as the DATC does, and the loop step says so.
    convoyParadox: 'rulebook1971',
    adjacentConvoy: 'anyConvoy', // 001 §2.12.6: the intent shown by the orders decides
    viaConvoyFallback: 'none',
    retreatToConvoyAttackerOrigin: false,
    dislodgedNoEffectOnAttackerOrigin: 'always',
    civilDisorder: 'postal1971',
    adjustmentConflicts: 'firstLegal', // 001 §3.4.2: builds listed in order of preference, more than due
    unorderedRetreat: 'postalDefault',
    timeLimitWinner: 'mostUnits', // 001 §2.3: the most units in play when the game is stopped
  },
  /** The DATC v3.0 preferred choices, with the Szykman rule for paradoxes. */
  datc: {
    convoyDisruption: 'allRoutes',
    convoyParadox: 'szykman',
    adjacentConvoy: 'ownFleetOrVia',
    viaConvoyFallback: 'none', // DATC v3.0 4.A.3: no fallback on the land route
    retreatToConvoyAttackerOrigin: true,
    dislodgedNoEffectOnAttackerOrigin: 'headToHeadOnly',
    civilDisorder: 'nearestOwned2023', // DATC 4.D.8 and 6.J: the 2023 rules
    adjustmentConflicts: 'firstLegal', // DATC 4.D.4-4.D.6, choice b (6.I.1, 6.I.7, 6.J.1, 6.J.2)
    unorderedRetreat: 'disband',
    timeLimitWinner: 'mostCentres', // the DATC is silent; the 2000 book's reading
  },
  /**
   * webDiplomacy's adjudicator as its game records show it (the 30 games of ../shared/realgames/, and its
   * source: gamemaster/adjudicator/diplomacy/loadConvoyChains.php, variants/install.php). It keeps the 2000
   * book where the records and the source show nothing else; where it deviates from the book, the option
   * says so.
   */
  webdiplomacy: {
    convoyDisruption: 'allRoutes',
    convoyParadox: 'rulebook2000',
    adjacentConvoy: 'viaOnly', // an adjacent move goes by sea only when ordered "via convoy" (deviates from the 2000 book)
    viaConvoyFallback: 'landRoute', // a "via convoy" with no convoy chain ordered goes by land (deviates from the 2000 book)
    retreatToConvoyAttackerOrigin: false,
    dislodgedNoEffectOnAttackerOrigin: 'always',
    civilDisorder: 'nearestHomeFleetsBySea', // its removal table before 2024 (deviates from the 2000 book's any-terrain distance)
    adjustmentConflicts: 'voidAll', // the site's order form offers one slot per build or removal due: the records show no collision, so the 2000 book's reading stays
    unorderedRetreat: 'disband',
    timeLimitWinner: 'mostCentres', // the records show no game stopped at a time limit: the 2000 book's reading // the site disbands a dislodged unit left without a retreat order
  },
} as const satisfies Record<string, RuleOptions>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
export const DEFAULT_PRESET: PresetName = 'rulebook-2000';

export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}

/** The options of a preset, or undefined for an unknown name (callers report it with the valid names). */
export function presetOptions(name: string = DEFAULT_PRESET): RuleOptions | undefined {
  return isPresetName(name) ? PRESETS[name] : undefined;
}

/** Which options differ between two presets: used to say which rule made the difference. */
export function differingOptions(a: RuleOptions, b: RuleOptions): (keyof RuleOptions)[] {
  return (Object.keys(a) as (keyof RuleOptions)[]).filter((k) => a[k] !== b[k]);
}

type Localised = Readonly<Record<'en' | 'fr', string>>;

/**
 * Where each preset's value of each option comes from: the section of the source the preset is
 * named after, or why the casebook chose where the source is silent (the presets page).
 */
export const PRESET_SOURCES: Partial<Record<PresetName, Readonly<Record<keyof RuleOptions, Localised>>>> = {
  'rulebook-2000': {
    convoyDisruption: { en: '2000 book, rule 20 ("Plusieurs routes de convoi possibles")', fr: 'livre de 2000, règle 20 (« Plusieurs routes de convoi possibles »)' },
    convoyParadox: { en: '2000 book, rules 21 and 22; the book has no rule for the paradoxes they leave open, so Szykman settles those', fr: "livre de 2000, règles 21 et 22 ; le livre n'a pas de règle pour les paradoxes qu'elles laissent ouverts, Szykman les tranche" },
    adjacentConvoy: { en: '2000 book, "Convoi et routes terrestres"', fr: 'livre de 2000, « Convoi et routes terrestres »' },
    viaConvoyFallback: { en: 'the 2000 book is silent ("Convoi et routes terrestres" speaks of a convoy that is ordered); the casebook keeps the move by sea, which fails without a route, as DATC v3.0 prefers', fr: "le livre de 2000 est muet (« Convoi et routes terrestres » parle d'un convoi ordonné) ; le casebook garde le mouvement par mer, qui échoue sans route, comme le préfère le DATC v3.0" },
    retreatToConvoyAttackerOrigin: { en: '2000 book, retreat phase: never into the province the attack came from', fr: "livre de 2000, phase de retraite : jamais dans la province d'origine de l'attaque" },
    dislodgedNoEffectOnAttackerOrigin: { en: '2000 book, rule 11, as written', fr: 'livre de 2000, règle 11, à la lettre' },
    civilDisorder: { en: '2000 book, "Troubles civils", the distance read to the nearest home centre (as the DATC v2 read it)', fr: "livre de 2000, « Troubles civils », la distance lue jusqu'au centre d'origine le plus proche (comme la lisait le DATC v2)" },
    adjustmentConflicts: { en: 'the 2000 book is silent; the casebook reads a power’s orders as a set, so their order never changes a result', fr: "le livre de 2000 est muet ; le casebook lit les ordres d'une puissance comme un ensemble, leur ordre ne change donc jamais un résultat" },
    unorderedRetreat: { en: '2000 book, "Rédaction des ordres de retraite": a unit with no retreat order is disbanded', fr: 'livre de 2000, « Rédaction des ordres de retraite » : une unité sans ordre de retraite est démobilisée' },
    timeLimitWinner: { en: '2000 book, "Objectif": the most supply centres when the agreed time is up', fr: 'livre de 2000, « Objectif » : le plus de centres de ravitaillement à la fin du temps choisi' },
  },
  'rulebook-1971': {
    convoyDisruption: { en: 'I want you for Diplomacy §2.12.4 (example 12)', fr: 'I want you for Diplomacy §2.12.4 (exemple 12)' },
    convoyParadox: { en: 'I want you for Diplomacy §2.12.5 (example 13); Szykman for the paradoxes it leaves open', fr: "I want you for Diplomacy §2.12.5 (exemple 13) ; Szykman pour les paradoxes qu'elle laisse ouverts" },
    adjacentConvoy: { en: 'I want you for Diplomacy §2.12.6: the intent shown by all the orders of the army’s player', fr: "I want you for Diplomacy §2.12.6 : l'intention que montrent tous les ordres du joueur de l'armée" },
    viaConvoyFallback: { en: 'I want you for Diplomacy §2.12.6: one way is chosen by the intent the player’s orders show and the other is void; an order "via convoy" shows the sea', fr: "I want you for Diplomacy §2.12.6 : un chemin est choisi selon l'intention que montrent les ordres du joueur, l'autre est nul ; un ordre « par convoi » montre la mer" },
    retreatToConvoyAttackerOrigin: { en: 'I want you for Diplomacy §2.11: never towards the province the dislodging unit came from', fr: "I want you for Diplomacy §2.11 : jamais vers la province d'où vient l'unité qui déloge" },
    dislodgedNoEffectOnAttackerOrigin: { en: 'I want you for Diplomacy §2.9.7 (example 5), as written', fr: 'I want you for Diplomacy §2.9.7 (exemple 5), à la lettre' },
    civilDisorder: { en: 'I want you for Diplomacy §3.5.3, the postal game master’s defaults', fr: 'I want you for Diplomacy §3.5.3, les règles par défaut du MJ par correspondance' },
    adjustmentConflicts: { en: 'I want you for Diplomacy §3.4.2: builds are listed in order of preference, more than can be made', fr: "I want you for Diplomacy §3.4.2 : les constructions sont listées par ordre de préférence, plus qu'on n'en peut faire" },
    unorderedRetreat: { en: 'I want you for Diplomacy §3.5.3, the postal game master’s defaults', fr: 'I want you for Diplomacy §3.5.3, les règles par défaut du MJ par correspondance' },
    timeLimitWinner: { en: 'I want you for Diplomacy §2.3: the most units in play when the game is stopped', fr: "I want you for Diplomacy §2.3 : le plus d'unités en jeu quand la partie est arrêtée" },
  },
  datc: {
    convoyDisruption: { en: 'DATC v3.0 4.A.1, choice b', fr: 'DATC v3.0 4.A.1, choix b' },
    convoyParadox: { en: 'DATC v3.0 4.A.2: the Szykman rule', fr: 'DATC v3.0 4.A.2 : la règle de Szykman' },
    adjacentConvoy: { en: 'DATC v3.0 4.A.3: the 2000/2023 rule without fall-back', fr: 'DATC v3.0 4.A.3 : la règle de 2000/2023 sans repli' },
    viaConvoyFallback: { en: 'DATC v3.0 4.A.3: no fall-back on the land route (DATC v2 preferred one)', fr: 'DATC v3.0 4.A.3 : pas de repli sur la voie de terre (le DATC v2 en préférait un)' },
    retreatToConvoyAttackerOrigin: { en: 'DATC v3.0 4.A.5, choice b (the 2023 rulebook)', fr: 'DATC v3.0 4.A.5, choix b (le livre de 2023)' },
    dislodgedNoEffectOnAttackerOrigin: { en: 'DATC v3.0 4.A.7, choice b', fr: 'DATC v3.0 4.A.7, choix b' },
    civilDisorder: { en: 'DATC v3.0 4.D.8: the 2023 rule', fr: 'DATC v3.0 4.D.8 : la règle de 2023' },
    adjustmentConflicts: { en: 'DATC v3.0 4.D.4-4.D.6, choice b', fr: 'DATC v3.0 4.D.4-4.D.6, choix b' },
    unorderedRetreat: { en: 'not a DATC issue: the 2000 and 2023 books disband it', fr: 'pas une question du DATC : les livres de 2000 et 2023 la démobilisent' },
    timeLimitWinner: { en: 'not a DATC issue: the 2000 book’s reading, the most supply centres', fr: 'pas une question du DATC : la lecture du livre de 2000, le plus de centres de ravitaillement' },
  },
  webdiplomacy: {
    convoyDisruption: { en: 'the 2000 book’s reading (rule 20), kept where webDiplomacy’s game records and source show nothing else', fr: "la lecture du livre de 2000 (règle 20), gardée là où les parties et le code de webDiplomacy ne montrent rien d'autre" },
    convoyParadox: { en: 'the 2000 book’s reading (rules 21 and 22), kept where webDiplomacy’s game records and source show nothing else', fr: "la lecture du livre de 2000 (règles 21 et 22), gardée là où les parties et le code de webDiplomacy ne montrent rien d'autre" },
    adjacentConvoy: { en: 'webDiplomacy’s game records: an army moves to a neighbouring province by sea only when its order says "via convoy", even with a fleet of its own power convoying it', fr: "les parties de webDiplomacy : une armée ne va par mer vers une province voisine que si son ordre dit « par convoi », même convoyée par une flotte de sa puissance" },
    viaConvoyFallback: { en: 'webDiplomacy’s adjudicator (loadConvoyChains.php): a "via convoy" move with no convoy chain ordered goes by land', fr: "l'arbitre de webDiplomacy (loadConvoyChains.php) : un mouvement « par convoi » sans chaîne de convoi ordonnée passe par la terre" },
    retreatToConvoyAttackerOrigin: { en: 'the 2000 book’s reading (retreat phase), kept where webDiplomacy’s game records and source show nothing else', fr: "la lecture du livre de 2000 (phase de retraite), gardée là où les parties et le code de webDiplomacy ne montrent rien d'autre" },
    dislodgedNoEffectOnAttackerOrigin: { en: 'the 2000 book’s reading (rule 11), kept where webDiplomacy’s game records and source show nothing else', fr: "la lecture du livre de 2000 (règle 11), gardée là où les parties et le code de webDiplomacy ne montrent rien d'autre" },
    civilDisorder: { en: 'webDiplomacy’s removal table before 2024 (variants/install.php), as its game records show', fr: 'la table de démobilisation de webDiplomacy avant 2024 (variants/install.php), comme le montrent ses parties' },
    adjustmentConflicts: { en: 'webDiplomacy’s order form offers one slot per build or removal due, so its records show no collision: the 2000 book’s reading stays', fr: "le formulaire d'ordres de webDiplomacy offre une case par construction ou démobilisation due, ses parties ne montrent donc aucun conflit : la lecture du livre de 2000 reste" },
    unorderedRetreat: { en: 'webDiplomacy disbands a dislodged unit left without a retreat order, as the 2000 book does', fr: 'webDiplomacy démobilise une unité délogée laissée sans ordre de retraite, comme le livre de 2000' },
    timeLimitWinner: { en: 'its records show no game stopped at a time limit: the 2000 book’s reading, the most supply centres', fr: 'ses parties ne montrent aucune partie arrêtée à la limite de temps : la lecture du livre de 2000, le plus de centres de ravitaillement' },
  },
};
