// The variant section's data: for each game variant, what the engine's data says about it (board,
// powers, players, left-out and neutral powers, closed provinces, start, victory) in the reader's
// language, and its cases. The rules themselves are the texts in site/content-data/variants/.
import { ALL_VARIANT_IDS, MAP_VARIANT_IDS, variantById } from '../../engine/variants/index.js';
import { boardOf } from '../../engine/index.js';
import { renderPhase } from '../render/index.js';
import type { PhaseInput } from '../../engine/protocol/index.js';
import type { SiteCase } from './casebook.js';
import { placeName } from './names.js';
import { powerLabel } from './powers.js';
import type { Lang } from './i18n.js';

/** Every variant with a page: all of ALL_VARIANT_IDS but the standard game (the rest of the site). */
export const PAGE_VARIANT_IDS: readonly string[] = ALL_VARIANT_IDS.filter((id) => id !== 'standard');

export const hasOwnBoard = (id: string): boolean => (MAP_VARIANT_IDS as readonly string[]).includes(id);

type Words = Record<Lang, string>;
export const VARIANT_UI = {
  title: { en: 'Game variants', fr: 'Variantes de jeu' },
  intro: {
    en: 'Games with fewer than seven players, the two-player games, and another board. Each variant is adjudicated by the same engine: the phase input names it in its variant field, and the command line takes it with --variant.',
    fr: "Les parties à moins de sept joueurs, les jeux à deux, et un autre plateau. Chaque variante est arbitrée par le même moteur : l'entrée d'une phase la nomme dans son champ variant, et la ligne de commande la prend avec --variant.",
  },
  standardNote: {
    en: 'The standard game (seven players on the 1901 board) is the rest of this site.',
    fr: 'Le jeu standard (sept joueurs sur le plateau de 1901) est le reste de ce site.',
  },
  facts: { en: 'The variant in the engine', fr: 'La variante dans le moteur' },
  rules: { en: 'The rules, in our words', fr: 'Les règles, dans nos mots' },
  cases: { en: 'Its cases', fr: 'Ses cas' },
  board: { en: 'The board at the start', fr: 'Le plateau au départ' },
  noCases: { en: 'No case of this variant yet.', fr: 'Pas encore de cas pour cette variante.' },
  noText: { en: 'Its rules have not been written up yet; the facts above come from the engine’s data.', fr: 'Ses règles ne sont pas encore rédigées ; les faits ci-dessus viennent des données du moteur.' },
  id: { en: 'Variant id', fr: 'Identifiant' },
  case: { en: 'case', fr: 'cas' },
  cases_: { en: 'cases', fr: 'cas' },
} satisfies Record<string, Words>;

export interface Fact {
  label: string;
  value: string;
}

const names = (powers: readonly string[], lang: Lang): string => powers.map((p) => powerLabel(p, lang)).join(', ');

/** What the engine's data says about a variant, as label/value lines in the reader's language. */
export function variantFacts(id: string, lang: Lang): Fact[] {
  const fr = lang === 'fr';
  const map = boardOf({ variant: id });
  const facts: Fact[] = [{ label: VARIANT_UI.id[lang], value: id }];
  facts.push({ label: fr ? 'Plateau' : 'Board', value: hasOwnBoard(id) ? (fr ? `le sien : ${map.provinceIds.length} espaces` : `its own: ${map.provinceIds.length} spaces`) : fr ? 'le plateau standard' : 'the standard board' });
  facts.push({ label: fr ? 'Puissances' : 'Powers', value: names(map.powers, lang) });
  const game = variantById(id);
  if (!game) {
    const homes = map.startingUnits.length;
    facts.push({ label: fr ? 'Départ' : 'Start', value: fr ? `${homes} unités, année 1` : `${homes} units, year 1` });
    facts.push({ label: fr ? 'Victoire' : 'Victory', value: fr ? `${map.victoryCenters} centres sur ${centres(map)}` : `${map.victoryCenters} of the ${centres(map)} supply centres` });
    return facts;
  }
  if (game.players.length) {
    facts.push({ label: fr ? 'Joueurs' : 'Players', value: game.players.map((p) => names(p.powers, lang)).join(fr ? ' ; ' : '; ') });
  }
  if (game.bidding) facts.push({ label: fr ? 'Enchères' : 'Bidding', value: fr ? 'avant chaque printemps, pour les puissances mercenaires' : 'before each Spring, for the mercenary powers' });
  if (game.dormant.length) facts.push({ label: fr ? 'Laissées de côté' : 'Left out', value: names(game.dormant, lang) });
  if (game.neutral.length) facts.push({ label: fr ? 'Neutres' : 'Neutral', value: names(game.neutral, lang) });
  if (game.closedProvinces.length) facts.push({ label: fr ? 'Provinces fermées' : 'Closed provinces', value: game.closedProvinces.map((p) => placeName(p, lang)).join(', ') });
  const replaced = (game.start.replaced ?? []).map((u) => `${u.type} ${placeName(u.loc, lang)}`).join(', ');
  const start = replaced ? (fr ? `position standard, avec ${replaced} à la place de l'unité de départ, ${game.start.year}` : `standard position with ${replaced} instead of the starting unit, ${game.start.year}`) : fr ? `position standard, ${game.start.year}` : `standard position, ${game.start.year}`;
  facts.push({ label: fr ? 'Départ' : 'Start', value: start });
  const v = game.victory;
  const victory =
    v.kind === 'centresByPower'
      ? fr ? `${v.centres} centres pour une puissance` : `${v.centres} centres for one power`
      : v.kind === 'centresByPlayer'
        ? fr ? `${v.centres} centres pour un joueur, toutes ses puissances comptées` : `${v.centres} centres for one player, all their powers counted`
        : fr ? "occuper un centre d'origine adverse avec une unité de sa puissance d'origine" : "occupying an opponent's home centre with a unit of one's home power";
  facts.push({ label: fr ? 'Victoire' : 'Victory', value: victory });
  // The source is not repeated here: the page names it under its title, in the reader's words
  // (the variant text's front matter), where the engine's data has only a short label.
  return facts;
}

function centres(map: ReturnType<typeof boardOf>): number {
  return map.provinceIds.filter((p) => map.province(p)?.supplyCenter).length;
}

/** The cases of a variant: those whose `variant:` is its id. */
export function casesOf(cases: readonly SiteCase[], id: string): SiteCase[] {
  return cases.filter((c) => c.variant === id);
}

/** The whole board with its starting units, for a variant with its own board; '' otherwise. */
export function startPicture(id: string, lang: Lang): string {
  if (!hasOwnBoard(id)) return '';
  const map = boardOf({ variant: id });
  const input = {
    variant: id,
    phase: { season: 'spring', year: 1, type: 'movement' },
    units: map.startingUnits.map((u) => ({ power: u.power, type: u.type, loc: u.loc })),
    orders: [],
  } as unknown as PhaseInput;
  return renderPhase({ input, lang, crop: false, caption: false, idPrefix: `start-${id}-${lang}` });
}
