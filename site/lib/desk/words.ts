// The dispute desk's own words in English and French (shared words come from ../i18n.ts).
import { UI, type Lang } from '../i18n.js';

export const DESK = {
  title: { en: 'Dispute desk', fr: 'Bureau des litiges' },
  description: {
    en: 'Type a position and its orders, get the ruling drawn and explained step by step, and a link to share it. Nothing leaves your browser.',
    fr: 'Saisissez une position et ses ordres : la décision est dessinée et expliquée pas à pas, avec un lien à partager. Rien ne quitte votre navigateur.',
  },
  intro: {
    en: 'For game masters: write the phase the way players write orders, in English, in the French books’ notation or in the postal notation. The engine rules it as you type. The whole desk lives in the page’s address: copy it to share the ruling exactly; nothing is sent anywhere.',
    fr: "Pour les arbitres : écrivez la phase comme les joueurs écrivent leurs ordres, en anglais, dans la notation des livres français ou dans la notation postale. Le moteur arbitre pendant que vous tapez. Tout le bureau tient dans l'adresse de la page : copiez-la pour partager la décision à l'identique ; rien n'est envoyé nulle part.",
  },
  textLabel: { en: 'Position and orders', fr: 'Position et ordres' },
  preset: { en: 'Rules', fr: 'Règles' },
  spring1901: { en: 'Start from the first phase', fr: 'Partir de la première phase' },
  variant: { en: 'Game', fr: 'Jeu' },
  standardGame: { en: 'Standard game (seven players)', fr: 'Jeu standard (sept joueurs)' },
  loadingVariants: { en: 'Loading the variant games…', fr: 'Chargement des variantes…' },
  variantsFailed: { en: 'The variant games could not be loaded: check the connection and reload the page.', fr: "Les variantes n'ont pas pu être chargées : vérifiez la connexion et rechargez la page." },
  loadingGameMaster: { en: 'Loading the game master’s rules…', fr: "Chargement des règles de l'arbitre…" },
  gameMasterFailed: { en: 'The game master’s rules (order sheets, NMR, conditional orders, end of the game) could not be loaded: check the connection and reload the page.', fr: "Les règles de l'arbitre (feuilles d'ordres, ONR, ordres conditionnels, fin de partie) n'ont pas pu être chargées : vérifiez la connexion et rechargez la page." },
  mapFailed: { en: 'The map of this board could not be loaded: the results below stand without it.', fr: "La carte de ce plateau n'a pas pu être chargée : les résultats ci-dessous valent sans elle." },
  nextPhase: { en: 'Next phase', fr: 'Phase suivante' },
  copyLink: { en: 'Copy link', fr: 'Copier le lien' },
  copied: { en: 'Link copied.', fr: 'Lien copié.' },
  copyFailed: { en: 'Copy it from the address bar or from this field:', fr: "Copiez-le depuis la barre d'adresse ou depuis ce champ :" },
  shareLink: { en: 'Link to this ruling', fr: 'Lien vers cette décision' },
  howTo: { en: 'How to write a phase', fr: 'Comment écrire une phase' },
  needsScript: {
    en: 'The desk rules positions in your browser: it needs JavaScript.',
    fr: 'Le bureau arbitre les positions dans votre navigateur : il a besoin de JavaScript.',
  },
  loading: { en: 'Loading the map…', fr: 'Chargement de la carte…' },
  ruling: { en: 'The ruling', fr: 'La décision' },
  problemsTitle: { en: 'To fix before the ruling', fr: 'À corriger avant la décision' },
  unreadableTitle: { en: 'Unreadable orders, ruled void', fr: 'Ordres illisibles, jugés nuls' },
  lineCol: { en: 'line', fr: 'ligne' },
  refused: { en: 'The engine cannot rule this position:', fr: 'Le moteur ne peut pas arbitrer cette position :' },
  result: { en: 'Result', fr: 'Résultat' },
  positionAfter: { en: 'Position after the phase', fr: 'Position après la phase' },
  centresAfter: { en: 'Supply centres after the phase', fr: 'Centres après la phase' },
  nextIs: { en: 'Next:', fr: 'Ensuite :' },
  winnerIs: { en: 'Winner', fr: 'Vainqueur' },
  centres: { en: 'centres', fr: 'centres' },
  dormant: { en: 'Nobody orders', fr: "Personne ne donne d'ordres à" },
  leftOut: { en: 'left out: its units hold and are removed when dislodged', fr: 'laissée de côté : ses unités tiennent et sont retirées si elles sont délogées' },
  neutral: { en: 'neutral until the coin sends it to a side', fr: "neutre jusqu'à ce que la pièce l'envoie d'un côté" },
  anarchy: { en: 'anarchy', fr: 'anarchie' },
  closed: { en: 'Closed provinces', fr: 'Provinces fermées' },
  homePowers: { en: 'Home powers', fr: "Pays d'origine" },
  bidding: { en: 'Bidding', fr: 'Enchères' },
  overbid: { en: 'Overbid (reserve lost)', fr: 'Enchère à découvert (réserve perdue)' },
  credits: { en: 'Credits after', fr: 'Crédits après' },
  control: { en: 'Control this year', fr: 'Contrôle cette année' },
  verdict: { en: 'Verdict', fr: 'Verdict' },
  playOn: { en: 'a perfect tie: play goes on until next Fall', fr: "égalité parfaite : la partie continue jusqu'à l'automne suivant" },
  draw: { en: 'stalemate: a draw', fr: 'impasse : partie nulle' },
  biddingNoMap: {
    en: 'A bidding phase moves no unit: the desk rules the bids (home powers, who wins each mercenary, anarchies, overbids and credits) and lists the outcome below; it draws no map for it.',
    fr: "Une phase d'enchères ne déplace aucune unité : le bureau arbitre les offres (pays d'origine, qui remporte chaque mercenaire, anarchies, enchères à découvert et crédits) et en liste le résultat ci-dessous, sans carte.",
  },
  noOrders: { en: 'No orders yet: write them under the power headings.', fr: "Pas encore d'ordres : écrivez-les sous les noms des puissances." },
  thisRuleset: { en: 'this ruleset', fr: 'ces règles' },
  otherIntro: {
    en: 'The same orders ruled with the engine’s other presets. Only the orders whose result changes are listed.',
    fr: 'Les mêmes ordres arbitrés avec les autres préréglages du moteur. Seuls les ordres dont le résultat change sont listés.',
  },
  linkTooLong: { en: 'This link is too long to be read (the desk reads links up to 16,000 characters that unpack to 40,000 at most).', fr: 'Ce lien est trop long pour être lu (le bureau lit des liens de 16 000 caractères au plus, qui se déplient en 40 000 au plus).' },
  linkUnknown: { en: 'This link was not made by the desk; the desk starts from Spring 1901.', fr: 'Ce lien ne vient pas du bureau ; le bureau part du printemps 1901.' },
  linkCorrupt: { en: 'This link is damaged and cannot be read; the desk starts from Spring 1901.', fr: 'Ce lien est abîmé et ne peut pas être lu ; le bureau part du printemps 1901.' },
  linkTruncated: {
    en: 'This link is cut short, or holds more than the desk reads: here is what could be read of it, and what came after is missing.',
    fr: "Ce lien est tronqué, ou contient plus que ce que lit le bureau : voici ce qui a pu en être lu, la suite manque.",
  },
  linkPreset: { en: 'This link names rules the desk does not know; it uses the 2000 rulebook.', fr: 'Ce lien nomme des règles que le bureau ne connaît pas ; il applique les règles 2000.' },
  exportYaml: { en: 'Export as a case (YAML)', fr: 'Exporter en cas (YAML)' },
  exportJson: { en: 'Export the phase (protocol JSON)', fr: 'Exporter la phase (JSON du protocole)' },
  exportReport: { en: 'Export the postal report', fr: 'Exporter le compte rendu postal' },
  reportFailed: { en: 'The postal report could not be written:', fr: "Le compte rendu postal n'a pas pu être écrit :" },
  editBoard: { en: 'Edit the board', fr: 'Modifier le plateau' },
  editHelp: {
    en: 'Click a province on the map (or choose it below), then place, change or remove its unit and set who owns its centre. The text above follows.',
    fr: 'Cliquez une province sur la carte (ou choisissez-la ci-dessous), puis placez, changez ou retirez son unité et dites à qui est son centre. Le texte ci-dessus suit.',
  },
  province: { en: 'Province', fr: 'Province' },
  unit: { en: 'Unit', fr: 'Unité' },
  centreOwner: { en: 'Centre owned by', fr: 'Centre possédé par' },
  none: { en: '(none)', fr: '(aucune)' },
  army: { en: 'army', fr: 'armée' },
  fleet: { en: 'fleet', fr: 'flotte' },
  fixFirst: { en: 'Fix the problems in the text first: the board is read from it.', fr: "Corrigez d'abord les problèmes du texte : le plateau en est tiré." },
  openInDesk: { en: 'Open in the dispute desk', fr: 'Ouvrir dans le bureau des litiges' },
  openInDeskNote: {
    en: 'change the orders or the position and see what the engine rules',
    fr: 'changez les ordres ou la position et voyez ce que décide le moteur',
  },
  importTitle: { en: 'Import a game', fr: 'Importer une partie' },
  importHelp: {
    en: 'Paste a game record or choose its file: a casebook game file, a Cicero / dipcc / diplomacy-py game JSON, a webDiplomacy archive (history.json with its variant.json: choose both), a judge’s result reports, or one phase. The desk tells the format from the text.',
    fr: "Collez le compte rendu d'une partie ou choisissez son fichier : un fichier de partie du casebook, le JSON de partie de Cicero / dipcc / diplomacy-py, une archive de webDiplomacy (history.json et son variant.json : choisissez les deux), les comptes rendus d'un juge, ou une seule phase. Le bureau reconnaît le format au texte.",
  },
  importPaste: { en: 'Game record', fr: 'Compte rendu de la partie' },
  importFile: { en: 'Or its file(s)', fr: 'Ou son ou ses fichiers' },
  importButton: { en: 'Import', fr: 'Importer' },
  importing: { en: 'Reading and ruling the game…', fr: 'Lecture et arbitrage de la partie…' },
  importFailed: { en: 'The game could not be read; nothing was imported. Each problem, with its phase and place:', fr: "La partie n'a pas pu être lue ; rien n'a été importé. Chaque problème, avec sa phase et sa place :" },
  importLoadFailed: { en: 'The game reader could not be loaded: check the connection and try again.', fr: "Le lecteur de parties n'a pas pu être chargé : vérifiez la connexion et réessayez." },
  gameTitle: { en: 'The game', fr: 'La partie' },
  timeline: { en: 'Phases of the game', fr: 'Phases de la partie' },
  previousPhase: { en: 'Previous phase', fr: 'Phase précédente' },
  followingPhase: { en: 'Following phase', fr: 'Phase suivante de la partie' },
  jumpTo: { en: 'Go to', fr: 'Aller à' },
  exportGame: { en: 'Export the game file', fr: 'Exporter le fichier de partie' },
  closeGame: { en: 'Close the game', fr: 'Fermer la partie' },
  statusAgrees: { en: 'agrees with the record', fr: 'conforme au compte rendu' },
  statusDiffers: { en: 'differs from the record', fr: 'diffère du compte rendu' },
  statusNotCompared: { en: 'not compared (no record, or after a what-if)', fr: 'non comparée (pas de compte rendu, ou après une hypothèse)' },
  statusNotRuled: { en: 'not ruled', fr: 'non arbitrée' },
  recordTitle: { en: 'The record and the ruling', fr: 'Le compte rendu et la décision' },
  recordAgrees: { en: 'The record published the same result as this ruling.', fr: 'Le compte rendu a publié le même résultat que cette décision.' },
  recordNotCompared: {
    en: 'Nothing to compare: the record publishes no result for this phase, or an earlier phase was changed (a what-if), so this phase starts from the board the rulings leave.',
    fr: 'Rien à comparer : le compte rendu ne publie pas de résultat pour cette phase, ou une phase antérieure a été changée (une hypothèse), et cette phase part du plateau que laissent les décisions.',
  },
  recordDiffers: { en: 'Where the record and this ruling differ:', fr: 'Là où le compte rendu et cette décision diffèrent :' },
  casebookSide: { en: 'The casebook’s side', fr: 'Le point de vue du casebook' },
  whoAgrees: { en: 'Who rules as the record does', fr: 'Qui arbitre comme le compte rendu' },
  recordBoard: { en: 'The position after the phase, as the record publishes it', fr: 'La position après la phase, telle que la publie le compte rendu' },
  notRuled: { en: 'This phase of the game could not be ruled:', fr: "Cette phase de la partie n'a pas pu être arbitrée :" },
  inserted: { en: 'The rules call for this phase, which the game does not have: it is shown, and cannot be edited.', fr: "Les règles demandent cette phase, que la partie n'a pas : elle est montrée, sans pouvoir être modifiée." },
  whatIf: { en: 'What-if: the phases after the one changed are ruled again from the boards the rulings leave.', fr: 'Hypothèse : les phases après celle qui a changé sont arbitrées de nouveau depuis les plateaux que laissent les décisions.' },
  linkGameTooLong: {
    en: 'This game is too long for a link: {length} characters, and a link holds {max} at most. Export the game file instead.',
    fr: 'Cette partie est trop longue pour un lien : {length} caractères, et un lien en contient {max} au plus. Exportez plutôt le fichier de partie.',
  },
  linkPhaseTooLong: {
    en: 'No link is made: this phase is {length} characters, and a link holds {max} at most. Shorten the comments, or export the phase.',
    fr: "Aucun lien n'est fait : cette phase compte {length} caractères, et un lien en contient {max} au plus. Raccourcissez les commentaires, ou exportez la phase.",
  },
  linkSize: { en: 'The link holds the whole game: {length} characters of the {max} a link may hold.', fr: "Le lien contient toute la partie : {length} caractères sur les {max} qu'un lien peut contenir." },
  gameEnd: { en: 'End of the game', fr: 'Fin de la partie' },
  handoutTitle: { en: 'For the players: the ruling in a paragraph, its pictures as files', fr: 'Pour les joueurs, la décision en un paragraphe et ses images en fichiers' },
  copySummary: { en: 'Copy the paragraph', fr: 'Copier le paragraphe' },
  summaryCopied: { en: 'Paragraph copied.', fr: 'Paragraphe copié.' },
  summaryCopyFailed: { en: 'The paragraph is selected: copy it from there.', fr: "Le paragraphe est sélectionné, il ne reste qu'à le copier." },
  picturesTitle: { en: 'The ruling’s pictures, to download', fr: 'Les images de la décision, à télécharger' },
  boardSvg: { en: 'Whole board (SVG)', fr: 'Tout le plateau (SVG)' },
  boardPng: { en: 'Whole board (PNG)', fr: 'Tout le plateau (PNG)' },
  stepSvg: { en: 'Step shown (SVG)', fr: 'Étape affichée (SVG)' },
  stepPng: { en: 'Step shown (PNG)', fr: 'Étape affichée (PNG)' },
  pictureFailed: { en: 'The picture could not be made in this browser.', fr: "L'image n'a pas pu être faite dans ce navigateur." },
} as const satisfies Record<string, Record<Lang, string>>;

/**
 * The site's shared words (../i18n.ts's UI) that the desk's script writes: handed to it with its own,
 * so that its script carries neither the site's whole table nor the other language.
 */
const SHARED = [
  'adjustments', 'attackedFrom', 'decisive', 'dislodged', 'mustDisband', 'next', 'of', 'optionsDiffer', 'order', 'otherRulesets', 'otherRulesetsNone', 'overview', 'overviewShort',
  'overviewText', 'positionDiffers', 'power', 'previous', 'reason', 'results', 'retreatsTo', 'rules', 'standoffs', 'step', 'stepperHint', 'theMap',
] as const satisfies readonly (keyof typeof UI)[];

export type DeskWord = keyof typeof DESK | (typeof SHARED)[number];

export function dt(key: keyof typeof DESK, lang: Lang): string {
  return DESK[key][lang];
}

/** Every word of the desk in one language: the page hands them to its script (data-words), which carries none. */
export function deskWords(lang: Lang): Record<DeskWord, string> {
  return Object.fromEntries([...Object.entries(DESK).map(([k, v]) => [k, v[lang]]), ...SHARED.map((k) => [k, UI[k][lang]])]) as Record<DeskWord, string>;
}
