// What a phase leaves behind, as the case pages and the sample game's pages print it: dislodged units
// and where they may retreat, provinces left empty by a standoff, builds and removals. Worded here,
// not in the components, so that the French lint reads exactly these lines (french-lint.test.ts).

import type { PhaseOutput } from '../../engine/protocol/index.js';
import type { GameMap } from '../../engine/map/index.js';
import { placeText } from '../../engine/language/index.js';
import { t, type Lang } from './i18n.js';
import { mapOf, placeName, unitName } from './names.js';
import { powerLabel } from './powers.js';

export interface AfterPhase {
  /** "Turquie A Bulgarie, attaquée depuis la Roumanie : peut battre en retraite vers Constantinople ou la Grèce". */
  dislodged: string[];
  /** "Bourgogne, Galicie", or '' when no standoff left a province empty. */
  standoffs: string;
  /** "Allemagne : + A Kiel". */
  adjustments: string[];
}

const colon = (lang: Lang) => (lang === 'fr' ? ' : ' : ': ');

/** A place inside a French sentence takes its article ("la Grèce", "Kiel"); English needs none. */
const inSentence = (loc: string, lang: Lang, variant?: string) =>
  lang === 'fr' ? placeText(loc, 'def', 'fr', { map: mapOf(variant) as unknown as GameMap<string> }) : placeName(loc, lang, variant);

const either = (items: string[], lang: Lang) => new Intl.ListFormat(lang === 'fr' ? 'fr' : 'en-GB', { type: 'disjunction' }).format(items);

/** `variant`: the board the phase is played on (the standard one by default). */
export function afterPhase(out: Omit<PhaseOutput, 'orders'>, lang: Lang, variant?: string): AfterPhase {
  return {
    dislodged: out.dislodged.map((d) => {
      const where = d.retreats?.length ? `${t('retreatsTo', lang)} ${either(d.retreats.map((l) => inSentence(l, lang, variant)), lang)}` : t('mustDisband', lang);
      return `${powerLabel(d.power, lang)} ${unitName(`${d.type} ${d.loc}`, lang, variant)}, ${t('attackedFrom', lang)} ${inSentence(d.attackerFrom, lang, variant)}${colon(lang)}${where}`;
    }),
    standoffs: out.contested.map((l) => placeName(l, lang, variant)).join(', '),
    adjustments: (out.adjustments ?? []).map(
      (a) => `${powerLabel(a.power, lang)}${colon(lang)}${a.action === 'build' ? '+' : '−'} ${unitName(`${a.type} ${a.loc}`, lang, variant)}${a.default ? ` ${t('byDefault', lang)}` : ''}`,
    ),
  };
}
