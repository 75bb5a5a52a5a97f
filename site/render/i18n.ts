// Words the renderer writes into the picture (legend, chips, title, description), in English and
// French. Province names come from the engine's map.

import { gameMap } from './board.js';
import { ANCIENT_MED_POWER_NAMES, standardMap } from '../../engine/map/index.js';
import { PHASE_TYPE_NAMES as PHASE_TYPES, SEASON_NAMES as SEASONS } from '../../engine/protocol/index.js';
import { own } from '../../engine/util/index.js';

export type Lang = 'en' | 'fr';

export type LegendKey =
  | 'army'
  | 'fleet'
  | 'hold'
  | 'move'
  | 'move-failed'
  | 'support-move'
  | 'support-hold'
  | 'support-cut'
  | 'convoy'
  | 'convoy-broken'
  | 'implied'
  | 'standoff'
  | 'dislodged'
  | 'retreat'
  | 'disband'
  | 'no-retreat'
  | 'build'
  | 'remove'
  | 'illegal'
  | 'unknown'
  | 'centre'
  | 'centre-owned'
  | 'home'
  | 'strait'
  | 'impassable'
  | 'closed'
  | 'convoy-alt'
  | 'retreat-option'
  | 'focus';

export const LEGEND_TEXT: Record<LegendKey, Record<Lang, string>> = {
  army: { en: 'Army', fr: 'Armée' },
  fleet: { en: 'Fleet', fr: 'Flotte' },
  hold: { en: 'Ordered to hold', fr: 'Ordre de tenir' },
  move: { en: 'Move', fr: 'Mouvement' },
  'move-failed': { en: 'Move fails', fr: 'Mouvement échoué' },
  'support-move': { en: 'Supports a move', fr: 'Soutient un mouvement' },
  'support-hold': { en: 'Supports in place', fr: 'Soutient sur place' },
  'support-cut': { en: 'Support cut', fr: 'Soutien bloqué' },
  convoy: { en: 'Convoy: army carried by fleets', fr: 'Convoi : armée portée par des flottes' },
  'convoy-broken': { en: 'Convoy route broken', fr: 'Route de convoi rompue' },
  implied: { en: 'Move not ordered', fr: 'Mouvement non ordonné' },
  standoff: { en: 'Standoff: stays empty', fr: 'Statu quo : reste vide' },
  dislodged: { en: 'Dislodged: must retreat', fr: 'Délogée : doit battre en retraite' },
  retreat: { en: 'Retreat', fr: 'Retraite' },
  disband: { en: 'Disbanded', fr: 'Démobilisée' },
  'no-retreat': { en: 'Dislodged, no retreat: disbanded', fr: 'Délogée sans retraite : démobilisée' },
  build: { en: 'New unit built', fr: 'Unité construite' },
  remove: { en: 'Unit removed', fr: 'Unité démobilisée (ajustement)' },
  illegal: { en: 'Illegal or void order', fr: 'Ordre illégal ou nul' },
  unknown: { en: 'Unreadable or unknown', fr: 'Illisible ou inconnu' },
  centre: { en: 'Supply centre', fr: "Centre d'approvisionnement" },
  'centre-owned': { en: "Supply centre, in its owner's colour", fr: 'Centre, à la couleur de son propriétaire' },
  home: { en: 'Home centre (grey: power absent)', fr: "Centre d'origine (gris : puissance absente)" },
  strait: { en: 'Land link across a strait', fr: 'Passage terrestre par un détroit' },
  impassable: { en: 'Impassable: no unit may enter', fr: 'Infranchissable : aucune unité ne peut y entrer' },
  closed: { en: 'Closed in this game: no unit may enter', fr: 'Fermée dans cette partie : aucune unité ne peut y entrer' },
  'convoy-alt': { en: 'Another convoy route, still open', fr: 'Autre route de convoi, encore ouverte' },
  'retreat-option': { en: 'Where it may retreat', fr: 'Où elle peut battre en retraite' },
  focus: { en: 'This step', fr: 'Cette étape' },
};

// The power names of every board, from the engine's map data (the boards' power ids are distinct):
// the other board's from its data file, not its built map, which the desk loads only when needed.
export const POWER_NAMES: Readonly<Record<string, Record<Lang, string>>> = {
  ...standardMap.powerNames,
  ...Object.fromEntries(Object.entries(ANCIENT_MED_POWER_NAMES).map(([id, name]) => [id, { en: name.en, fr: name.fr }])),
};



export const RESULT_TEXT: Record<string, Record<Lang, string>> = {
  succeeds: { en: 'succeeds', fr: 'réussit' },
  fails: { en: 'fails', fr: 'échoue' },
  holds: { en: 'holds', fr: 'tient' },
  given: { en: 'support given', fr: 'soutien donné' },
  cut: { en: 'support cut', fr: 'soutien bloqué' },
  available: { en: 'convoys', fr: 'convoie' },
  disrupted: { en: 'convoy disrupted', fr: 'convoi rompu' },
  illegal: { en: 'illegal', fr: 'illégal' },
  invalid: { en: 'void', fr: 'nul' },
};

export const WORDS = {
  unreadable: { en: 'unreadable order', fr: 'ordre illisible' },
  noUnit: { en: 'no unit here', fr: "pas d'unité ici" },
  offMap: { en: 'Not on the map', fr: 'Hors carte' },
  step: { en: 'Step', fr: 'Étape' },
  of: { en: 'of', fr: 'sur' },
  orders: { en: 'Orders', fr: 'Ordres' },
  units: { en: 'Units', fr: 'Unités' },
  dislodgedUnits: { en: 'Dislodged', fr: 'Délogées' },
  standoffs: { en: 'Standoffs (left empty)', fr: 'Statu quo (provinces vides)' },
  adjustments: { en: 'Adjustments', fr: 'Ajustements' },
  build: { en: 'builds', fr: 'construit' },
  remove: { en: 'removes', fr: 'démobilise' },
  byDefault: { en: '(by default)', fr: "(d'office)" },
  map: { en: 'Diplomacy map', fr: 'Carte de Diplomatie' },
  none: { en: 'none', fr: 'aucun' },
  whole: { en: 'whole board', fr: 'tout le plateau' },
} satisfies Record<string, Record<Lang, string>>;

export function phaseName(phase: { season?: string; year?: number; type?: string } | undefined, lang: Lang): string {
  const season = own(SEASONS, phase?.season ?? '')?.[lang] ?? String(phase?.season ?? '?');
  const type = own(PHASE_TYPES, phase?.type ?? '')?.[lang] ?? String(phase?.type ?? '?');
  const year = typeof phase?.year === 'number' ? ` ${phase.year}` : '';
  return `${season}${year}, ${type}`;
}

export function powerName(power: string | undefined, lang: Lang): string {
  return (power && own(POWER_NAMES, power)?.[lang]) || String(power ?? '?');
}

/** "Munich" / "Munich"; "Spain (north coast)" for a coast; the id itself when unknown. */
export function placeName(loc: string, lang: Lang): string {
  const [p, coast] = loc.split('/');
  const prov = gameMap().province(p);
  if (!prov) return loc;
  const name = prov.name[lang];
  if (!coast) return name;
  const coasts: Record<string, Record<Lang, string>> = {
    nc: { en: 'north coast', fr: 'côte nord' },
    sc: { en: 'south coast', fr: 'côte sud' },
    ec: { en: 'east coast', fr: 'côte est' },
  };
  return `${name} (${coasts[coast]?.[lang] ?? coast})`;
}
