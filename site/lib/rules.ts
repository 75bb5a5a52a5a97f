// The 2000 rulebook's 22 resolution rules, restated in our own words (the book's sentences are
// copyrighted; only the numbering is the book's), the topic tags used by the case files, and the
// newcomer's tour in teaching order.

import type { Lang } from './i18n.js';

type Text = Record<Lang, string>;

export const RULES: Record<number, { short: Text; text: Text }> = {
  1: {
    short: { en: 'All units are equally strong', fr: 'Toutes les unités se valent' },
    text: {
      en: 'Armies and fleets count the same: each has a strength of one before any support is added.',
      fr: 'Armées et flottes se valent : chacune a une force de un avant tout soutien.',
    },
  },
  2: {
    short: { en: 'One unit per province', fr: 'Une unité par province' },
    text: { en: 'A province never holds more than one unit at a time.', fr: 'Jamais deux unités ne partagent une province.' },
  },
  3: {
    short: { en: 'Equal strength: standoff', fr: 'Forces égales : statu quo' },
    text: {
      en: 'When equally strong units try to enter the same province, none of them gets in: each stays where it was. This is a standoff.',
      fr: "Si des unités de même force visent la même province, aucune n'y entre et chacune reste chez elle : c'est un statu quo.",
    },
  },
  4: {
    short: { en: 'A standoff dislodges nobody', fr: 'Le statu quo ne chasse personne' },
    text: {
      en: 'A standoff over a province leaves the unit already standing there in place.',
      fr: "Un statu quo ne chasse pas l'unité qui occupait déjà la province disputée.",
    },
  },
  5: {
    short: { en: 'A unit that stays blocks the way', fr: "L'unité immobile barre le passage" },
    text: {
      en: 'A unit that does not move bars its province: a move into it fails, and so can every move queued behind that one.',
      fr: "L'unité qui ne bouge pas barre sa province ; le mouvement vers elle échoue, et ceux qui en dépendaient peuvent échouer aussi.",
    },
  },
  6: {
    short: { en: 'No swap without a convoy', fr: "Pas d'échange sans convoi" },
    text: {
      en: "Two units ordered into each other's province cannot trade places unless a convoy carries one of them.",
      fr: "Deux unités qui veulent prendre la place l'une de l'autre n'y parviennent pas sans convoi.",
    },
  },
  7: {
    short: { en: 'Three or more units may rotate', fr: 'Trois unités peuvent tourner' },
    text: {
      en: "Three or more units may move round in a ring, each into the next one's province, as long as no two of them swap directly.",
      fr: 'Trois unités ou davantage peuvent tourner en cercle, chacune prenant la province de la suivante, si aucune paire ne fait un échange direct.',
    },
  },
  8: {
    short: { en: 'Supporting a unit in place', fr: 'Soutenir une unité sur place' },
    text: {
      en: 'To support a unit that is not moving, it is enough to name the province where it stands.',
      fr: "Pour soutenir une unité immobile, il suffit de désigner la province qu'elle occupe.",
    },
  },
  9: {
    short: { en: 'Supporting a move: name that move', fr: 'Soutenir un mouvement : le nommer' },
    text: {
      en: 'A support for a moving unit counts only if it names that very move, from the same origin to the same destination.',
      fr: "Un soutien à une unité en mouvement ne vaut que s'il reprend ce mouvement tel quel : même départ, même arrivée.",
    },
  },
  10: {
    short: { en: 'A dislodged unit can still bounce others', fr: 'Une unité délogée bloque encore ailleurs' },
    text: {
      en: 'While being dislodged, a unit whose move failed can still stop another unit in the province it was trying to enter.',
      fr: "Une unité chassée de sa province peut encore bloquer une autre unité là où elle cherchait à aller.",
    },
  },
  11: {
    short: { en: "No effect on the attacker's origin", fr: "Sans effet sur l'origine de l'attaque" },
    text: {
      en: 'A dislodged unit, supported or not, has no effect on the province its attacker came from.',
      fr: "L'unité délogée, même avec des soutiens, n'influe en rien sur la province d'où venait son assaillant.",
    },
  },
  12: {
    short: { en: 'No power dislodges its own unit', fr: 'On ne se déloge pas soi-même' },
    text: {
      en: 'No power may dislodge one of its own units, nor lend a support that would dislodge one, even by accident.',
      fr: 'Aucune puissance ne peut chasser une de ses propres unités, ni y contribuer par un soutien, même sans le vouloir.',
    },
  },
  13: {
    short: { en: 'An attack cuts the support', fr: "L'attaque bloque le soutien" },
    text: {
      en: 'Attacking a supporting unit cuts its support, unless the attack comes from the province that support is aimed at.',
      fr: "Attaquer l'unité qui soutient annule son soutien, sauf si l'attaque part de la province visée par ce soutien.",
    },
  },
  14: {
    short: { en: 'A dislodged supporter gives no support', fr: 'Délogé, le soutien tombe' },
    text: {
      en: 'A supporting unit that is dislodged gives no support at all.',
      fr: "L'unité qui soutient et se fait déloger ne soutient plus rien.",
    },
  },
  15: {
    short: { en: 'A dislodged unit still cuts elsewhere', fr: 'Délogée, elle bloque encore ailleurs' },
    text: {
      en: 'A unit dislodged by an attack from one place may still cut a support by attacking somewhere else.',
      fr: "Délogée par une attaque venue d'un côté, une unité peut encore bloquer un soutien en attaquant ailleurs.",
    },
  },
  16: {
    short: { en: 'Attacking your own supporter cuts nothing', fr: 'Attaquer son propre soutien ne bloque rien' },
    text: {
      en: 'A power that attacks its own supporting unit does not cut that support.',
      fr: 'Une puissance qui attaque sa propre unité ne bloque pas le soutien que celle-ci apporte.',
    },
  },
  17: {
    short: { en: 'A dislodged fleet breaks the convoy', fr: 'Flotte délogée, convoi rompu' },
    text: {
      en: 'If a fleet the convoy cannot do without is dislodged, the army is not carried.',
      fr: "Si une flotte indispensable au convoi est délogée, l'armée n'est pas transportée.",
    },
  },
  18: {
    short: { en: 'A convoyed army that bounces stays home', fr: "L'armée convoyée repoussée reste chez elle" },
    text: {
      en: 'A convoyed army that bounces at its destination simply stays where it set out from.',
      fr: "Une armée convoyée qui bute sur un statu quo à l'arrivée reste dans sa province de départ.",
    },
  },
  19: {
    short: { en: 'Swapping by convoy', fr: 'Échanger grâce au convoi' },
    text: {
      en: 'Two units may trade places when at least one of them travels by convoy. This is the exception to rule 6.',
      fr: "Deux unités peuvent échanger leurs places si l'une au moins voyage par convoi : c'est l'exception à la règle 6.",
    },
  },
  20: {
    short: { en: 'One open route is enough', fr: 'Une route ouverte suffit' },
    text: {
      en: 'An army with several possible convoy routes gets through as long as one of them survives.',
      fr: "Une armée qui dispose de plusieurs routes de convoi arrive tant qu'une seule d'entre elles tient.",
    },
  },
  21: {
    short: { en: 'A convoyed army does not cut support against its fleets', fr: 'Pas de soutien bloqué contre ses propres flottes' },
    text: {
      en: 'A convoyed army cannot cut a support given to an attack on one of the fleets it needs. This takes precedence over rule 13.',
      fr: "L'armée convoyée ne bloque pas un soutien dirigé contre une flotte dont son convoi a besoin ; cela prime sur la règle 13.",
    },
  },
  22: {
    short: { en: 'With another open route, it does cut', fr: 'Avec une autre route ouverte, elle bloque' },
    text: {
      en: 'An army that keeps at least one intact convoy route does cut a support given from its destination, even one aimed at a fleet of its other route. This takes precedence over rule 21.',
      fr: "Une armée qui garde au moins une route de convoi intacte bloque bien le soutien venu de sa destination, même s'il vise une flotte de son autre route ; cela prime sur la règle 21.",
    },
  },
};

export const RULE_NUMBERS = Object.keys(RULES).map(Number);

/** Labels of the topic tags the case files use; an unknown tag shows as itself. */
export const TOPICS: Record<string, Text> = {
  movement: { en: 'Movement', fr: 'Mouvement' },
  basics: { en: 'Basic checks', fr: 'Vérifications de base' },
  'adjacent-convoy': { en: 'Convoy to a neighbouring province', fr: 'Convoi vers une province voisine' },
  armies: { en: 'Armies', fr: 'Armées' },
  fleets: { en: 'Fleets', fr: 'Flottes' },
  coasts: { en: 'Coasts', fr: 'Côtes' },
  'two-coasts': { en: 'Provinces with two coasts', fr: 'Provinces à deux côtes' },
  geography: { en: 'Geography', fr: 'Géographie' },
  standoff: { en: 'Standoffs', fr: 'Statu quo' },
  'self-standoff': { en: 'Standoff with yourself', fr: 'Auto statu quo' },
  hold: { en: 'Holding', fr: 'Tenir' },
  blocked: { en: 'Blocked lines', fr: 'Files bloquées' },
  'beleaguered-garrison': { en: 'Besieged garrison', fr: 'Garnison assiégée' },
  defence: { en: 'Defence', fr: 'Défense' },
  swap: { en: 'Swapping places', fr: 'Échange de places' },
  'head-to-head': { en: 'Head-to-head', fr: 'Face-à-face' },
  rotation: { en: 'Rotation', fr: 'Rotation' },
  supports: { en: 'Supports', fr: 'Soutiens' },
  cut: { en: 'Cut supports', fr: 'Soutiens bloqués' },
  'foreign-support': { en: 'Foreign support', fr: 'Soutien étranger' },
  dislodgement: { en: 'Dislodgement', fr: 'Délogement' },
  'self-dislodgement': { en: 'Self-dislodgement', fr: 'Auto-délogement' },
  retreats: { en: 'Retreats', fr: 'Retraites' },
  convoys: { en: 'Convoys', fr: 'Convois' },
  'multi-fleet-convoy': { en: 'Convoys through several seas', fr: 'Convois à travers plusieurs mers' },
  'foreign-convoy': { en: 'Foreign convoys', fr: 'Convois étrangers' },
  'multi-route': { en: 'Several convoy routes', fr: 'Plusieurs routes de convoi' },
  disruption: { en: 'Disrupted convoys', fr: 'Convois rompus' },
  paradox: { en: 'Convoy paradoxes', fr: 'Paradoxes de convoi' },
  'illegal-orders': { en: 'Illegal orders', fr: 'Ordres illégaux' },
  'invalid-orders': { en: 'Void orders', fr: 'Ordres nuls' },
  adjustments: { en: 'Adjustments', fr: 'Ajustements' },
  builds: { en: 'Builds', fr: 'Constructions' },
  removals: { en: 'Removals', fr: 'Démobilisations' },
  'civil-disorder': { en: 'Civil disorder', fr: 'Troubles civils' },
  distance: { en: 'Distance to home', fr: 'Distance aux centres' },
  'supply-centers': { en: 'Supply centres', fr: 'Centres de ravitaillement' },
  'sample-game': { en: 'Sample game', fr: "Partie d'exemple" },
  'fewer-players': { en: 'Games for fewer than seven', fr: 'Parties à moins de sept' },
  'dormant-powers': { en: 'Left-out and neutral powers', fr: 'Puissances écartées ou neutres' },
  'two-players': { en: 'The 1914 game for two', fr: 'La partie de 1914 à deux' },
  'closed-provinces': { en: 'Closed provinces', fr: 'Provinces fermées' },
  coin: { en: 'The coin toss', fr: 'Le tirage à pile ou face' },
  victory: { en: 'Victory', fr: 'Victoire' },
  intimate: { en: 'Intimate Diplomacy', fr: 'Intimate Diplomacy' },
  bidding: { en: 'Bidding for powers', fr: 'Enchères sur les puissances' },
  overbid: { en: 'Overbids', fr: 'Enchères à découvert' },
  credits: { en: 'Credits', fr: 'Crédits' },
  'home-powers': { en: 'Home countries', fr: "Pays d'origine" },
  'default-builds': { en: 'Default builds', fr: "Constructions d'office" },
  anarchy: { en: 'Anarchy', fr: 'Anarchie' },
  stalemate: { en: 'Stalemate', fr: 'Impasse' },
  'ancient-mediterranean': { en: 'Ancient Mediterranean', fr: 'Méditerranée Antique' },
  opening: { en: 'Opening position', fr: 'Position de départ' },
  islands: { en: 'Islands', fr: 'Îles' },
  straits: { en: 'Straits', fr: 'Détroits' },
  canals: { en: 'Canals and rivers', fr: 'Canaux et fleuves' },
  nile: { en: 'The Nile and its delta', fr: 'Le Nil et son delta' },
  baleares: { en: 'The Baleares', fr: 'Les Baléares' },
  'four-seas': { en: 'Four seas meeting at a point', fr: 'Quatre mers en un point' },
  // The game master's side (#24, 001 chapter 3) and the end of the game.
  'postal-play': { en: 'Postal play', fr: 'Jeu par correspondance' },
  'conditional-orders': { en: 'Conditional orders', fr: 'Ordres conditionnels' },
  'order-sheets': { en: 'Order sheets', fr: "Feuilles d'ordres" },
  'missed-orders': { en: 'Missed orders (NMR)', fr: 'Ordres non reçus (ONR)' },
  'end-of-game': { en: 'The end of the game', fr: 'La fin de la partie' },
  'time-limit': { en: 'Time limit', fr: 'Limite de temps' },
  draw: { en: 'Draws', fr: 'Nullités' },
  concession: { en: 'Concessions', fr: 'Concessions' },
  'fleet-rome': { en: 'Fleet Rome', fr: 'Flotte à Rome' },
};

export function topicLabel(tag: string, lang: Lang): string {
  return TOPICS[tag]?.[lang] ?? tag;
}

/** A short path through the rules, one idea per stop, each building on the ones before. */
export const TOUR: { id: string; look: Text }[] = [
  { id: 'schema-1', look: { en: 'An army moves one step, to any land province next to it.', fr: "Une armée avance d'un pas, vers une province terrestre voisine." } },
  { id: 'schema-2', look: { en: 'A fleet moves through seas and along coasts.', fr: 'Une flotte circule sur les mers et le long des côtes.' } },
  { id: 'schema-3', look: { en: 'Two coastal provinces touch for a fleet only if they share a coastline.', fr: 'Pour une flotte, deux provinces côtières ne se touchent que si elles partagent un rivage.' } },
  { id: 'schema-4', look: { en: 'Two equal attacks on one province: nobody gets in.', fr: "Deux attaques égales sur une province : personne n'entre." } },
  { id: 'schema-5', look: { en: 'A unit that stays put stops the whole line behind it.', fr: "Une unité immobile arrête toute la file derrière elle." } },
  { id: 'schema-6', look: { en: 'Two units cannot simply trade places.', fr: 'Deux unités ne peuvent pas simplement échanger leurs places.' } },
  { id: 'schema-7', look: { en: 'Three units can turn in a ring.', fr: 'Trois unités peuvent tourner en cercle.' } },
  { id: 'schema-8', look: { en: 'Support adds strength: two against one dislodges the defender.', fr: 'Le soutien ajoute de la force : deux contre un chasse le défenseur.' } },
  { id: 'schema-11', look: { en: 'Support also helps a unit stay where it is.', fr: 'Le soutien aide aussi une unité à rester en place.' } },
  { id: 'schema-15', look: { en: 'Attack the supporter and its support is lost.', fr: 'Attaquez celui qui soutient, et son soutien est perdu.' } },
  { id: 'schema-16', look: { en: 'Except when the attack comes from where the support points.', fr: "Sauf si l'attaque vient de là où pointe le soutien." } },
  { id: 'schema-12', look: { en: 'A unit pushed out of its province can still block elsewhere.', fr: 'Une unité chassée de sa province peut encore bloquer ailleurs.' } },
  { id: 'schema-22', look: { en: 'Nobody may dislodge their own unit.', fr: 'Personne ne peut déloger sa propre unité.' } },
  { id: 'schema-19', look: { en: 'Fleets carry armies across the sea.', fr: 'Les flottes transportent les armées par la mer.' } },
  { id: 'schema-28', look: { en: 'With a convoy, two units can swap after all.', fr: 'Avec un convoi, deux unités peuvent finalement échanger.' } },
  { id: 'schema-21', look: { en: 'Dislodge a convoying fleet and the army stays home.', fr: "Délogez une flotte du convoi et l'armée reste chez elle." } },
  { id: 'schema-30', look: { en: 'The convoy paradox, and how the 2000 rules settle it.', fr: 'Le paradoxe du convoi, et comment les règles de 2000 le tranchent.' } },
  { id: 'prose-french-builds', look: { en: 'In winter, new units appear in free home centres.', fr: "En hiver, les nouvelles unités naissent dans les centres nationaux libres." } },
  { id: 'sample-game', look: { en: 'Two years of a real game, phase by phase.', fr: 'Deux années de partie réelle, phase par phase.' } },
];

/** The case the home page opens with. */
export const HOME_CASE = 'schema-12';
/** Cases whose overview map is also written as a file of its own (the tour's and the home page's). */
export const SHOWN_CASES: ReadonlySet<string> = new Set([...TOUR.map((s) => s.id), HOME_CASE]);
