// The site's own words in English and French (the map's words live in site/render/i18n.ts).
// French pages use the 2000 rulebook's province names (engine map `name.fr`) and its vocabulary
// (soutien bloqué, démobiliser, battre en retraite, statu quo).

import { PHASE_TYPE_NAMES, RESULT_NAMES, SEASON_NAMES } from '../../engine/protocol/index.js';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** "/cases/x/" in English, "/fr/cases/x/" in French. */
export function href(lang: Lang, path: string): string {
  return lang === 'fr' ? `/fr${path}` : path;
}

export const UI = {
  source: { en: 'Source', fr: 'Source' },
  rules: { en: 'Rules', fr: 'Règles' },
  rule: { en: 'Rule', fr: 'Règle' },
  topics: { en: 'Topics', fr: 'Thèmes' },
  provinces: { en: 'Provinces', fr: 'Provinces' },
  noRule: { en: 'no numbered rule', fr: 'aucune règle numérotée' },
  whatTheBookSays: { en: 'What the book says', fr: 'Ce que dit le livre' },
  whatTheDatcSays: { en: 'What the DATC says', fr: 'Ce que dit le DATC' },
  inEnglish: { en: '', fr: '(résumé rédigé en anglais)' },
  theMap: { en: 'The map, step by step', fr: 'La carte, étape par étape' },
  stepperHint: {
    en: 'Each step of the adjudication has its own picture. With JavaScript, use the Previous and Next buttons or the arrow keys.',
    fr: "Chaque étape de l'arbitrage a son image. Avec JavaScript, utilisez les boutons Précédente et Suivante ou les flèches du clavier.",
  },
  overview: { en: 'All orders and their outcome', fr: 'Tous les ordres et leur résultat' },
  overviewText: {
    en: 'The whole situation at once: every order as drawn on the map, and how it ended.',
    fr: "Toute la situation d'un coup d'œil : chaque ordre tel que dessiné sur la carte, et son issue.",
  },
  step: { en: 'Step', fr: 'Étape' },
  overviewShort: { en: 'Overview', fr: "Vue d'ensemble" },
  of: { en: 'of', fr: 'sur' },
  previous: { en: 'Previous', fr: 'Précédente' },
  next: { en: 'Next', fr: 'Suivante' },
  legend: { en: 'Legend', fr: 'Légende' },
  ordersAsPrinted: { en: 'The orders as printed', fr: "Les ordres tels qu'imprimés" },
  ordersNote: {
    en: 'Exactly as the source prints them, misprints included; a comment gives our reading where an erratum applies.',
    fr: "Exactement comme la source les imprime, coquilles comprises ; un commentaire donne notre lecture là où un erratum s'applique.",
  },
  results: { en: 'Results', fr: 'Résultats' },
  power: { en: 'Power', fr: 'Puissance' },
  order: { en: 'Order', fr: 'Ordre' },
  book: { en: 'Book', fr: 'Livre' },
  engine: { en: 'Engine', fr: 'Moteur' },
  reason: { en: 'Why', fr: 'Pourquoi' },
  agrees: { en: 'agrees with the book', fr: 'conforme au livre' },
  disagrees: { en: 'differs from the book', fr: 'diffère du livre' },
  readAs: { en: 'read as', fr: 'lu' },
  afterPhase: { en: 'After the phase', fr: 'Après la phase' },
  dislodged: { en: 'Dislodged', fr: 'Délogées' },
  retreatsTo: { en: 'may retreat to', fr: 'peut battre en retraite vers' },
  mustDisband: { en: 'must disband', fr: 'doit être démobilisée' },
  byDefault: { en: '(by default)', fr: "(d'office)" },
  attackedFrom: { en: 'attacked from', fr: 'attaquée depuis' },
  standoffs: { en: 'Left empty by a standoff', fr: 'Laissées vides par un statu quo' },
  nothing: { en: 'none', fr: 'aucune' },
  adjustments: { en: 'Builds and removals', fr: 'Constructions et retraits' },
  explanation: { en: 'Step by step', fr: 'Pas à pas' },
  errata: { en: 'Errata', fr: 'Errata' },
  errataIntro: {
    en: 'Where the source is wrong, we say how we read it and why.',
    fr: 'Là où la source se trompe, nous disons comment nous la lisons et pourquoi.',
  },
  printed: { en: 'Printed', fr: 'Imprimé' },
  weRead: { en: 'We read', fr: 'Nous lisons' },
  why: { en: 'Why', fr: 'Pourquoi' },
  otherRulesets: { en: 'Under other rulesets', fr: "Sous d'autres jeux de règles" },
  otherRulesetsNone: {
    en: 'Every ruleset the engine knows gives the same results here.',
    fr: 'Tous les jeux de règles connus du moteur donnent ici les mêmes résultats.',
  },
  otherRulesetsIntro: {
    en: 'The same orders adjudicated with the other presets of the engine. Only the orders whose result changes are listed.',
    fr: 'Les mêmes ordres arbitrés avec les autres préréglages du moteur. Seuls les ordres dont le résultat change sont listés.',
  },
  reference: { en: 'this case', fr: 'ce cas' },
  optionsDiffer: { en: 'Rule options that differ', fr: 'Options de règles qui diffèrent' },
  decisive: { en: 'decides the difference', fr: 'fait la différence' },
  positionDiffers: { en: 'The position after the phase differs too.', fr: 'La position après la phase diffère aussi.' },
  decidedBy: { en: 'The case file says the difference comes from one rule option:', fr: 'Le fichier du cas attribue la différence à une option de règle :' },
  notes: { en: 'Notes', fr: 'Notes' },
  testIt: { en: 'Test it yourself', fr: 'Le tester soi-même' },
  related: { en: 'The same situation elsewhere', fr: 'La même situation ailleurs' },
  testItText: {
    en: 'The case lives in one YAML file; this command adjudicates it with the reference engine and compares every result with the book.',
    fr: 'Le cas tient dans un fichier YAML ; cette commande le fait arbitrer par le moteur de référence et compare chaque résultat avec le livre.',
  },
  caseFile: { en: 'Case file', fr: 'Fichier du cas' },
  ruleset: { en: 'Ruleset', fr: 'Jeu de règles' },
  geography: { en: 'Where the unit can go', fr: "Où l'unité peut aller" },
  reaches: { en: 'reaches', fr: 'atteint' },
  notReaches: { en: 'does not reach', fr: "n'atteint pas" },
  exactly: { en: '(the complete list)', fr: '(liste complète)' },
  geoMapNote: {
    en: 'Each arrow is one possible move; the unit makes only one of them per turn.',
    fr: "Chaque flèche est un mouvement possible ; l'unité n'en fait qu'un par tour.",
  },
  engineSays: { en: 'The engine finds', fr: 'Le moteur trouve' },
  phase: { en: 'Phase', fr: 'Phase' },
  phases: { en: 'Phases', fr: 'Phases' },
  phaseError: { en: 'This phase could not be adjudicated:', fr: "Cette phase n'a pas pu être arbitrée :" },
  seePhasePage: { en: 'Maps and steps of this phase', fr: 'Cartes et étapes de cette phase' },
  backToCase: { en: 'Back to the case', fr: 'Retour au cas' },
  conformanceOk: { en: 'The engine agrees with the book on every check of this case.', fr: "Le moteur est d'accord avec le livre sur chaque vérification de ce cas." },
  conformanceBad: { en: 'The engine disagrees with the book here:', fr: "Le moteur n'est pas d'accord avec le livre ici :" },
  conformanceLink: { en: 'All cases', fr: 'Tous les cas' },
  casesWord: { en: 'cases', fr: 'cas' },
  caseWord: { en: 'case', fr: 'cas' },
  noCase: { en: 'No case illustrates it yet.', fr: "Aucun cas ne l'illustre encore." },
  alsoApplied: { en: 'Applied in the steps of other cases', fr: "Appliquée dans les étapes d'autres cas" },
  supplyCentres: { en: 'Supply centres', fr: 'Centres de ravitaillement' },
  centreColumn: { en: 'Centre', fr: 'Centre' },
  takenFrom: { en: 'Taken from', fr: 'Pris à' },
  takenBy: { en: 'Now owned by', fr: 'Désormais à' },
  neutralCentre: { en: 'neutral', fr: 'neutre' },
  centres: { en: 'centres', fr: 'centres' },
  units: { en: 'units', fr: 'unités' },
  // DATC pages compare with the DATC, not with a book; French books' orders in English notation.
  datcColumn: { en: 'DATC (preferred)', fr: 'DATC (préféré)' },
  agreesDatc: { en: 'agrees with the DATC', fr: 'conforme au DATC' },
  disagreesDatc: { en: 'differs from the DATC', fr: 'diffère du DATC' },
  conformanceOkDatc: { en: 'Under the datc preset, the engine agrees with the DATC on every check of this case.', fr: "Avec le préréglage datc, le moteur est d'accord avec le DATC sur chaque vérification de ce cas." },
  conformanceBadDatc: { en: 'The engine disagrees with the DATC here:', fr: "Le moteur n'est pas d'accord avec le DATC ici :" },
  testItTextDatc: {
    en: 'The case lives in one YAML file; this command adjudicates it with the reference engine and compares every result with the DATC.',
    fr: 'Le cas tient dans un fichier YAML ; cette commande le fait arbitrer par le moteur de référence et compare chaque résultat avec le DATC.',
  },
  asPrinted: { en: 'as printed', fr: 'imprimé' },
  ordersInEnglish: { en: 'The orders', fr: 'Les ordres' },
  ordersInEnglishNote: {
    en: 'In English notation: A army, F fleet, H holds, S supports, C convoys, – moves to. After #, the French book’s text as printed where it is written differently (its abbreviations are French: Esp for Spain, MNg for the Norwegian Sea…; misprints kept); an erratum number marks where we read the print differently.',
    fr: "En notation anglaise : A armée, F flotte, H tient, S soutient, C convoie, – avance vers. Après #, le texte du livre français là où il s'écrit autrement (coquilles comprises) ; un numéro d'erratum signale notre lecture.",
  },
  // The game master's side of a phase (#24, 001 chapter 3) and the end of the game.
  gmNmr: { en: 'Orders not received (NMR)', fr: 'Ordres non reçus (ONR)' },
  gmConditional: { en: 'Conditional orders sent with these', fr: 'Ordres conditionnels envoyés avec ceux-ci' },
  gmIfDislodged: { en: 'if {u} is dislodged', fr: 'si {u} est délogée' },
  gmElseDisband: { en: 'else disband', fr: 'sinon démobilisée' },
  gmBuildsFirst: { en: 'builds, best first', fr: "constructions, dans l'ordre" },
  gmRemovalsFirst: { en: 'removals, best first', fr: "retraits, dans l'ordre" },
  gmEndAsked: { en: 'The game stops', fr: "La partie s'arrête" },
  gmTimeLimit: { en: 'at the time limit agreed', fr: "à l'heure convenue" },
  gmProposalDraw: { en: 'proposal of a draw', fr: 'proposition de nullité' },
  gmProposalConcession: { en: 'proposal of a concession to {power}', fr: 'proposition de concession en faveur de {power}' },
  gmVotes: { en: 'votes', fr: 'votes' },
  gmFor: { en: 'for', fr: 'pour' },
  gmAgainst: { en: 'against', fr: 'contre' },
  gmAbstain: { en: 'abstains', fr: 'abstention' },
  gmAbstentionsCount: { en: 'an abstention counts {how}', fr: 'une abstention compte {how}' },
  gmVote: { en: 'Vote', fr: 'Vote' },
  gmCarried: { en: 'carried', fr: 'adoptée' },
  gmRejected: { en: 'rejected', fr: 'rejetée' },
  gmResult: { en: 'End of the game', fr: 'Fin de la partie' },
  gmVictory: { en: '{who} wins with {n} supply centres', fr: '{who} gagne avec {n} centres' },
  gmDraw: { en: 'a draw shared by {who}', fr: 'une nullité partagée par {who}' },
  gmConcession: { en: '{who} wins by concession', fr: '{who} gagne par concession' },
  gmTimeLimitResult: { en: 'at the time limit, by {by}: {who} ahead ({counts})', fr: "à l'heure convenue, aux {by} : {who} en tête ({counts})" },
  mistakesCaught: { en: 'Mistakes this case catches', fr: 'Les erreurs que ce cas détecte' },
  mistakesCaughtText: {
    en: 'An adjudicator that gets one of these rules wrong fails this case: each is a deliberately broken copy of the reference engine that this case exposes.',
    fr: "Un arbitre qui se trompe sur l'une de ces règles échoue sur ce cas : chacune est une copie volontairement faussée du moteur de référence, que ce cas démasque.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export function t(key: keyof typeof UI, lang: Lang): string {
  return UI[key][lang];
}

/** Result words: the engine's one table (engine/protocol/phase-names.ts), shared with the terminal. */
export const RESULT_WORDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = RESULT_NAMES;

export const PRESET_LABELS: Record<string, Record<Lang, string>> = {
  'rulebook-2000': { en: 'Rulebook 2000', fr: 'Règles 2000' },
  'rulebook-1971': { en: 'Rulebook 1971 (I want you for Diplomacy)', fr: 'Règles 1971 (I want you for Diplomacy)' },
  datc: { en: 'DATC preferred choices', fr: 'Choix préférés du DATC' },
  webdiplomacy: { en: 'webDiplomacy', fr: 'webDiplomacy' },
};

export function phaseTitle(p: { season: string; year: number; type: string }, lang: Lang): string {
  return `${SEASON_NAMES[p.season]?.[lang] ?? p.season} ${p.year}, ${PHASE_TYPE_NAMES[p.type]?.[lang] ?? p.type}`;
}

/** "Diagram 12" / "Schéma 12", "Example 3" / "Exemple 3", else the printed reference. */
export function refLabel(ref: string, lang: Lang): string {
  const s = /^Sch[ée]ma\s+(\d+)$/i.exec(ref);
  if (s) return lang === 'fr' ? `Schéma ${s[1]}` : `Diagram ${s[1]} (Schéma ${s[1]})`;
  const e = /^Exemple\s+(\d+)$/i.exec(ref);
  if (e) return lang === 'fr' ? `Exemple ${e[1]}` : `Example ${e[1]} (Exemple ${e[1]})`;
  if (/^6\.[A-J]\.\d+$/.test(ref)) return `DATC ${ref}`;
  return ref;
}

/** Short sidebar-like label of a case id. */
export function shortLabel(id: string, lang: Lang): string {
  const d = /^datc-(6\.[A-J]\.\d+(-b)?)$/.exec(id);
  if (d) return `DATC ${d[1]}`;
  const n = /^(schema|example)-(\d+)$/.exec(id);
  if (!n) return '';
  if (n[1] === 'schema') return lang === 'fr' ? `Schéma ${n[2]}` : `Diagram ${n[2]}`;
  return lang === 'fr' ? `Exemple ${n[2]}` : `Example ${n[2]}`;
}
