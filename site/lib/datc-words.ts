// The words of the DATC pages (a case's presets against the DATC, the conformance page's groups, the
// presets' readings of the DATC's open questions), English and French, kept apart from ./i18n.ts,
// which the desk's script loads too.
import type { Lang } from './i18n.js';

const W = {
  presetsAndDatcIntro: {
    en: 'The DATC column above is the DATC’s preferred answer. Each of the engine’s presets was run on this case and held against it:',
    fr: 'La colonne DATC ci-dessus est la réponse que préfère le DATC. Chacun des préréglages du moteur a été appliqué à ce cas et comparé avec elle :',
  },
  agreeWith: {
    en: 'Agree with the DATC’s preferred answer here:',
    fr: 'Conformes à la réponse préférée du DATC ici :',
  },
  noneAgrees: {
    en: 'No preset agrees with the DATC’s preferred answer here.',
    fr: "Aucun préréglage n'est conforme à la réponse préférée du DATC ici.",
  },
  deviatesHere: {
    en: 'deviates from the DATC here',
    fr: "s'écarte du DATC ici",
  },
  deviationBanner: {
    en: 'Deviates from the DATC’s preferred answer here:',
    fr: "S'écarte de la réponse préférée du DATC ici :",
  },
  datcPrefers: { en: 'the DATC prefers', fr: 'le DATC préfère' },
  under: { en: 'under', fr: 'avec' },
  notRun: { en: 'not run', fr: 'non arbitré' },
  dislodgedDiffer: {
    en: 'The units dislodged, or where they may retreat, differ from the DATC’s.',
    fr: 'Les unités délogées, ou leurs retraites possibles, diffèrent de celles du DATC.',
  },
  positionDiffers: { en: 'The position after the phase differs from the DATC’s.', fr: 'La position après la phase diffère de celle du DATC.' },
  phaseNotRun: { en: 'A phase did not run under this preset.', fr: "Une phase n'a pas été arbitrée avec ce préréglage." },
  why: { en: 'Why', fr: 'Pourquoi' },
  notAnIssue: {
    en: 'not a question of the DATC’s chapter 4',
    fr: 'pas une question du chapitre 4 du DATC',
  },
  theDatcPrefers: { en: 'The DATC prefers', fr: 'Le DATC préfère' },
  thisPresetDoes: { en: 'this preset', fr: 'ce préréglage' },
  source: { en: 'source', fr: 'source' },
  howPresetsRead: {
    en: 'How each preset reads the DATC’s open questions',
    fr: 'Comment chaque préréglage lit les questions ouvertes du DATC',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type DatcWord = keyof typeof W;

export function dw(key: DatcWord, lang: Lang): string {
  return W[key][lang];
}

/** "Diagram 12" beside "6.A.1": the colon of each language. */
export function colonOf(lang: Lang): string {
  return lang === 'fr' ? ' : ' : ': ';
}

/** A text from the engine's tables in the page's language; French as the site writes it, with the straight apostrophe. */
export function frenchText(text: Readonly<Record<Lang, string>>, lang: Lang): string {
  return lang === 'fr' ? text.fr.replace(/’/g, "'") : text.en;
}
