// An order's reason and a phase's steps as the site shows them, shared by the case pages (built in
// Node) and the dispute desk (in the browser): the same facts through the same catalogues as
// `casebook show` (engine/adjudicate/explanation/in-language.ts), English written with the map's
// names ("A Munich") where the terminal keeps the protocol's notation ("A mun").

import type { AdjudicationDetail, ExplanationStep } from '../../engine/index.js';
import { orderReason, stepsIn } from '../../engine/adjudicate/explanation/in-language.js';
import type { ExplanationStepJson } from '../../engine/protocol/types.js';
import type { Lang } from './i18n.js';

/** The site's way of writing: names in both languages. */
export const SITE_TEXT = { names: true } as const;

/** The reason of order `k` in English and French. */
export function reasons(detail: AdjudicationDetail, k: number): Record<Lang, string> {
  return { en: orderReason(detail, k, 'en', SITE_TEXT).reason, fr: orderReason(detail, k, 'fr', SITE_TEXT).reason };
}

/** The steps' titles and texts in `lang`. */
export function stepTexts(steps: readonly ExplanationStep[], lang: Lang): ExplanationStepJson[] {
  return stepsIn(steps, lang, SITE_TEXT);
}
