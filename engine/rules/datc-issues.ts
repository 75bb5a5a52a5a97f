// DATC v3.0 chapter 4 ("disputable issues"): for every issue, the question, what the DATC prefers,
// and how the engine answers it: through a rule option (each preset then has its own reading, and the
// `datc` preset holds the DATC's), or the same way under every preset. Read by the presets page ("How
// each preset reads the DATC's open questions"), in both languages, and by tests: the `datc` preset
// must hold every preferred value, and the DATC cases named here must exist.
import type { Localised, RuleOptions } from './options.js';

type OptionPreference = { [K in keyof RuleOptions]: { name: K; preferred: RuleOptions[K] } }[keyof RuleOptions];

export interface DatcIssue {
  /** The DATC number, "4.A.1". */
  issue: string;
  /** The question, in a few words. */
  question: Localised;
  /** The DATC's preferred answer, in our words. */
  preferred: Localised;
  /** The option of RuleOptions that carries the choice, and the value the DATC prefers. */
  option?: OptionPreference;
  /** When no option carries it: how the engine answers, the same under every preset. */
  engine?: Localised;
  /** Set when the engine's fixed answer knowingly departs from the preference, with the reason. */
  deviation?: Localised;
  /** DATC chapter 6 cases that turn on it (case ids). */
  cases: readonly string[];
}

const L = (en: string, fr: string): Localised => ({ en, fr });
const cases = (...refs: string[]) => refs.map((r) => `datc-${r}`);

export const DATC_ISSUES: readonly DatcIssue[] = [
  {
    issue: '4.A.1',
    question: L('When is a convoy with several routes disrupted?', 'Quand un convoi à plusieurs routes est-il rompu ?'),
    preferred: L('Only when every route is broken.', 'Seulement quand toutes les routes sont rompues.'),
    option: { name: 'convoyDisruption', preferred: 'allRoutes' },
    cases: cases('6.F.9', '6.F.10', '6.F.11'),
  },
  {
    issue: '4.A.2',
    question: L('How is a convoy paradox settled?', 'Comment trancher un paradoxe de convoi ?'),
    preferred: L('The Szykman rule: the convoying fleets caught in the paradox hold, and the army does not move.', 'La règle de Szykman : les flottes qui convoient prises dans le paradoxe tiennent, et l’armée ne bouge pas.'),
    option: { name: 'convoyParadox', preferred: 'szykman' },
    cases: cases('6.F.14', '6.F.15', '6.F.16', '6.F.17', '6.F.18', '6.F.19', '6.F.20', '6.F.21', '6.F.22', '6.F.23', '6.F.24'),
  },
  {
    issue: '4.A.3',
    question: L('An army that could go overland or by convoy to a neighbouring province: which way?', 'Une armée qui pourrait aller par terre ou par convoi vers une province voisine : par où ?'),
    preferred: L(
      'By sea only if the order says "via convoy" or a fleet of its own power is legally ordered to convoy it; otherwise overland, with no fall-back from one way to the other.',
      'Par mer seulement si l’ordre dit « par convoi » ou si une flotte de sa propre puissance a l’ordre légal de la convoyer ; sinon par terre, sans repli d’une voie sur l’autre.',
    ),
    option: { name: 'adjacentConvoy', preferred: 'ownFleetOrVia' },
    cases: cases('6.G.1', '6.G.2', '6.G.3', '6.G.4', '6.G.5', '6.G.6', '6.G.7', '6.G.8', '6.G.11', '6.G.19', '6.G.20'),
  },
  {
    issue: '4.A.4',
    question: L('Does a convoyed attack cut a support given against its own origin?', 'Une attaque convoyée coupe-t-elle un soutien donné contre sa propre origine ?'),
    preferred: L('No: the attack comes from the army’s origin, as Calhamer read it in 2001.', 'Non : l’attaque vient de la province de départ de l’armée, comme l’a lu Calhamer en 2001.'),
    engine: L('Under every preset the attack counts as coming from the army’s origin, so it does not cut it.', 'Sous tous les préréglages l’attaque compte comme venant de l’origine de l’armée ; elle ne le coupe donc pas.'),
    cases: cases('6.G.13'),
  },
  {
    issue: '4.A.5',
    question: L('May a unit dislodged by a convoyed army retreat to the army’s origin?', 'Une unité délogée par une armée convoyée peut-elle faire retraite vers l’origine de cette armée ?'),
    preferred: L('Yes, as the 2023 rulebook says.', 'Oui, comme le dit le livre de 2023.'),
    option: { name: 'retreatToConvoyAttackerOrigin', preferred: true },
    cases: cases('6.H.11', '6.H.12'),
  },
  {
    issue: '4.A.6',
    question: L('A convoy route written in the order?', 'Une route de convoi écrite dans l’ordre ?'),
    preferred: L('Not part of the rules: a written route is ignored.', 'Elle ne fait pas partie des règles : une route écrite est ignorée.'),
    engine: L('Under every preset the seas written between the army and its destination are ignored; any route of ordered fleets is used.', 'Sous tous les préréglages les mers écrites entre l’armée et sa destination sont ignorées ; toute route de flottes ordonnées sert.'),
    cases: cases('6.F.13'),
  },
  {
    issue: '4.A.7',
    question: L('Does a unit dislodged by a convoyed army still bounce a third unit in the army’s origin?', 'Une unité délogée par une armée convoyée repousse-t-elle encore une troisième unité dans l’origine de l’armée ?'),
    preferred: L('Yes: a dislodged unit loses its effect on its attacker’s origin only after a head-to-head battle.', 'Oui : une unité délogée ne perd son effet sur l’origine de son attaquant qu’après un face-à-face.'),
    option: { name: 'dislodgedNoEffectOnAttackerOrigin', preferred: 'headToHeadOnly' },
    cases: cases('6.G.10', '6.G.14', '6.G.15'),
  },
  {
    issue: '4.B.1',
    question: L('A fleet move to a two-coast province, no coast named, both coasts reachable?', 'Une flotte vers une province à deux côtes, sans côte nommée, les deux côtes accessibles ?'),
    preferred: L('The move fails.', 'Le mouvement échoue.'),
    engine: L('The order is ambiguous, hence void: the fleet holds.', 'L’ordre est ambigu, donc nul : la flotte tient.'),
    cases: cases('6.B.1'),
  },
  {
    issue: '4.B.2',
    question: L('The same with only one coast reachable?', 'La même chose avec une seule côte accessible ?'),
    preferred: L('The move goes to that coast.', 'Le mouvement va vers cette côte.'),
    engine: L('The coast is inferred.', 'La côte est déduite.'),
    cases: cases('6.B.2'),
  },
  {
    issue: '4.B.3',
    question: L('A move to a coast the fleet cannot reach?', 'Un mouvement vers une côte que la flotte ne peut atteindre ?'),
    preferred: L('Illegal: an unambiguous order is not changed.', 'Illégal : on ne change pas un ordre sans ambiguïté.'),
    engine: L('Illegal: the fleet holds.', 'Illégal : la flotte tient.'),
    cases: cases('6.B.3'),
  },
  {
    issue: '4.B.4',
    question: L('A coast in a support order?', 'Une côte dans un ordre de soutien ?'),
    preferred: L('A coast given must match the move; an omitted coast is accepted, even for a foreign unit.', 'Une côte donnée doit correspondre au mouvement ; une côte omise est acceptée, même pour une unité étrangère.'),
    engine: L('As preferred, under every preset.', 'Comme le DATC le préfère, sous tous les préréglages.'),
    cases: cases('6.B.4', '6.B.5', '6.B.6', '6.B.7', '6.B.8', '6.B.9', '6.B.15'),
  },
  {
    issue: '4.B.5',
    question: L('An order naming the wrong coast for the fleet it moves?', 'Un ordre qui nomme la mauvaise côte pour la flotte qu’il déplace ?'),
    preferred: L('The wrong coast is ignored.', 'La mauvaise côte est ignorée.'),
    engine: L('Orders find their unit by province: the coast written for it is ignored, and the explanation says so.', 'Les ordres trouvent leur unité par la province : la côte écrite pour elle est ignorée, et l’explication le dit.'),
    cases: cases('6.B.10'),
  },
  {
    issue: '4.B.6',
    question: L('A coast that does not exist, or that does not matter (an army)?', 'Une côte qui n’existe pas, ou qui ne compte pas (une armée) ?'),
    preferred: L('Ignored.', 'Ignorée.'),
    engine: L('Ignored by the order reader, under every preset.', 'Ignorée par le lecteur d’ordres, sous tous les préréglages.'),
    cases: cases('6.B.12'),
  },
  {
    issue: '4.B.7',
    question: L('A fleet built in a two-coast province without its coast?', 'Une flotte construite dans une province à deux côtes sans sa côte ?'),
    preferred: L('The build fails.', 'La construction échoue.'),
    engine: L('The build is void.', 'La construction est nulle.'),
    cases: cases('6.B.14'),
  },
  {
    issue: '4.C.1',
    question: L('An order without the unit’s type?', 'Un ordre sans le type de l’unité ?'),
    preferred: L('Valid.', 'Valide.'),
    engine: L('Valid.', 'Valide.'),
    cases: [],
  },
  {
    issue: '4.C.2',
    question: L('An order with the wrong unit type?', 'Un ordre avec le mauvais type d’unité ?'),
    preferred: L('Valid: the type is ignored.', 'Valide : le type est ignoré.'),
    engine: L('Valid: orders find their unit by province.', 'Valide : les ordres trouvent leur unité par la province.'),
    cases: [],
  },
  {
    issue: '4.C.3',
    question: L('A build without the unit’s type?', 'Une construction sans le type de l’unité ?'),
    preferred: L('An army inland; a fleet where a coast is named; in a coastal province without a coast named, the build fails.', 'Une armée à l’intérieur des terres ; une flotte si une côte est nommée ; dans une province côtière sans côte nommée, la construction échoue.'),
    engine: L('As preferred, under every preset (the 2000 book too asks for the type of a unit built on a coast).', 'Comme le DATC le préfère, sous tous les préréglages (le livre de 2000 aussi demande le type d’une unité construite sur une côte).'),
    cases: [],
  },
  {
    issue: '4.C.4',
    question: L('A fleet built inland?', 'Une flotte construite à l’intérieur des terres ?'),
    preferred: L('The build fails.', 'La construction échoue.'),
    engine: L('Illegal.', 'Illégale.'),
    cases: cases('6.I.2'),
  },
  {
    issue: '4.C.5',
    question: L('A support without the supported unit’s nationality?', 'Un soutien sans la nationalité de l’unité soutenue ?'),
    preferred: L('Valid.', 'Valide.'),
    engine: L('Valid: the nationality is optional.', 'Valide : la nationalité est facultative.'),
    cases: [],
  },
  {
    issue: '4.C.6',
    question: L('A support with the wrong nationality?', 'Un soutien avec la mauvaise nationalité ?'),
    preferred: L('Valid: the nationality is ignored.', 'Valide : la nationalité est ignorée.'),
    engine: L('Valid: the nationality is not checked.', 'Valide : la nationalité n’est pas vérifiée.'),
    cases: [],
  },
  {
    issue: '4.D.1',
    question: L('Several order sets, in a known order?', 'Plusieurs jeux d’ordres, dans un ordre connu ?'),
    preferred: L('The latest counts; earlier ones only where that is clearly meant.', 'Le dernier compte ; les précédents seulement quand c’est clairement voulu.'),
    engine: L('The protocol takes one list of orders per phase: combining sets is the caller’s work.', 'Le protocole prend une seule liste d’ordres par phase : combiner des jeux revient à l’appelant.'),
    cases: [],
  },
  {
    issue: '4.D.2',
    question: L('Several order sets, in no known order?', 'Plusieurs jeux d’ordres, sans ordre connu ?'),
    preferred: L('They are combined.', 'Ils sont combinés.'),
    engine: L('The protocol takes one list of orders per phase: combining sets is the caller’s work.', 'Le protocole prend une seule liste d’ordres par phase : combiner des jeux revient à l’appelant.'),
    cases: [],
  },
  {
    issue: '4.D.3',
    question: L('Several orders for one unit?', 'Plusieurs ordres pour une même unité ?'),
    preferred: L('The unit holds (and may be supported in place).', 'L’unité tient (et peut être soutenue sur place).'),
    engine: L('Every order of that unit is illegal and it holds; in a retreat phase it counts as unordered.', 'Tous les ordres de cette unité sont illégaux et elle tient ; en phase de retraite, elle compte comme sans ordre.'),
    cases: [],
  },
  {
    issue: '4.D.4',
    question: L('More builds than due?', 'Plus de constructions que dues ?'),
    preferred: L('The first legal builds are carried out, the rest fail.', 'Les premières constructions légales sont exécutées, les autres échouent.'),
    option: { name: 'adjustmentConflicts', preferred: 'firstLegal' },
    cases: cases('6.I.1'),
  },
  {
    issue: '4.D.5',
    question: L('Two builds in one province?', 'Deux constructions dans une même province ?'),
    preferred: L('The first is carried out, the second fails.', 'La première est exécutée, la seconde échoue.'),
    option: { name: 'adjustmentConflicts', preferred: 'firstLegal' },
    cases: cases('6.I.7'),
  },
  {
    issue: '4.D.6',
    question: L('More removals than due?', 'Plus de démobilisations que dues ?'),
    preferred: L('The first legal removals are carried out, the rest fail.', 'Les premières démobilisations légales sont exécutées, les autres échouent.'),
    option: { name: 'adjustmentConflicts', preferred: 'firstLegal' },
    cases: cases('6.J.1', '6.J.2'),
  },
  {
    issue: '4.D.7',
    question: L('May a build be waived?', 'Peut-on renoncer à une construction ?'),
    preferred: L('Yes.', 'Oui.'),
    engine: L('Yes: the Waive order.', 'Oui : l’ordre Waive (renoncer).'),
    cases: [],
  },
  {
    issue: '4.D.8',
    question: L('Which unit does a power in civil disorder lose?', 'Quelle unité perd une puissance en troubles civils ?'),
    preferred: L(
      'The 2023 rule: the one farthest from the nearest centre the power owns, counting land and sea for both unit types; fleets before armies, then alphabetical by English name.',
      'La règle de 2023 : celle qui est la plus loin du centre possédé le plus proche, en comptant terre et mer pour les deux types d’unité ; les flottes avant les armées, puis l’ordre alphabétique des noms anglais.',
    ),
    option: { name: 'civilDisorder', preferred: 'nearestOwned2023' },
    cases: cases('6.J.3', '6.J.4', '6.J.5', '6.J.6', '6.J.7', '6.J.8', '6.J.9', '6.J.10', '6.J.11'),
  },
  {
    issue: '4.D.9',
    question: L('May a unit in civil disorder be supported in place?', 'Une unité en troubles civils peut-elle être soutenue sur place ?'),
    preferred: L('Yes.', 'Oui.'),
    engine: L('Yes: an unordered unit holds and may be supported.', 'Oui : une unité sans ordre tient et peut être soutenue.'),
    cases: [],
  },
  {
    issue: '4.E.1',
    question: L('What is an illegal order?', 'Qu’est-ce qu’un ordre illégal ?'),
    preferred: L(
      'One that could never be valid; it is ignored and the unit holds. A convoy no route needs and a support only possible through the supporter are illegal too.',
      'Un ordre qui ne pourrait jamais être valide ; il est ignoré et l’unité tient. Un convoi dont aucune route n’a besoin et un soutien possible seulement à travers le soutien lui-même sont illégaux aussi.',
    ),
    engine: L('As preferred, under every preset.', 'Comme le DATC le préfère, sous tous les préréglages.'),
    cases: cases('6.A.1', '6.D.31', '6.G.7', '6.G.19'),
  },
  {
    issue: '4.E.2',
    question: L('Poorly written orders: one by one, or as a set?', 'Ordres mal rédigés : un par un, ou comme un ensemble ?'),
    preferred: L('One by one.', 'Un par un.'),
    engine: L('Each order is read on its own (a convoy to a neighbouring province, 4.A.3, is the one place where the rules look at other orders).', 'Chaque ordre est lu seul (le convoi vers une province voisine, 4.A.3, est le seul endroit où les règles regardent d’autres ordres).'),
    cases: [],
  },
  {
    issue: '4.E.3',
    question: L('Implicit orders?', 'Ordres implicites ?'),
    preferred: L('None: an unordered unit holds.', 'Aucun : une unité sans ordre tient.'),
    engine: L('None: an unordered unit holds.', 'Aucun : une unité sans ordre tient.'),
    cases: [],
  },
  {
    issue: '4.E.4',
    question: L('Perpetual orders?', 'Ordres perpétuels ?'),
    preferred: L('Not unless agreed before the game.', 'Non, sauf accord avant la partie.'),
    engine: L('Each phase takes its own orders.', 'Chaque phase prend ses propres ordres.'),
    cases: [],
  },
  {
    issue: '4.E.5',
    question: L('Proxy orders?', 'Ordres par procuration ?'),
    preferred: L('Not by default.', 'Non, par défaut.'),
    engine: L('An order for another power’s unit is illegal.', 'Un ordre pour l’unité d’une autre puissance est illégal.'),
    cases: cases('6.A.6'),
  },
  {
    issue: '4.E.6',
    question: L('A unit on the board that should not be there?', 'Une unité sur le plateau qui ne devrait pas y être ?'),
    preferred: L('It is removed, by the rules the DATC lists.', 'Elle est retirée, selon les règles que le DATC énumère.'),
    engine: L('The engine refuses such a position as input, with the reason (the game master corrects the board).', 'Le moteur refuse une telle position en entrée, avec la raison (le meneur de jeu corrige le plateau).'),
    cases: [],
  },
];
