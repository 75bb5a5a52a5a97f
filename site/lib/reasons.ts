// An order's reason and a phase's steps as the site shows them, shared by the case pages (built in
// Node) and the dispute desk (in the browser): the same facts through the same catalogues as
// `casebook show` (engine/adjudicate/explanation/in-language.ts), English written with the map's
// names ("A Munich") where the terminal keeps the protocol's notation ("A mun").

import type { GameMap } from '../../engine/map/index.js';
import { orderReason, stepsIn, type AdjudicationDetail, type ExplanationStep } from '../../engine/adjudicate/index.js';
import type { ExplanationStepJson } from '../../engine/protocol/index.js';
import type { Lang } from './i18n.js';

/** The site's way of writing: names in both languages. */
export const SITE_TEXT = { names: true } as const;

/** The reason of order `k` in English and French; `map`: the phase's board (standard by default). */
export function reasons(detail: AdjudicationDetail, k: number, map?: GameMap): Record<Lang, string> {
  const opts = { ...SITE_TEXT, ...(map ? { map } : {}) };
  return { en: orderReason(detail, k, 'en', opts).reason, fr: orderReason(detail, k, 'fr', opts).reason };
}

/** The steps' titles and texts in `lang`; `map`: the phase's board (standard by default). */
export function stepTexts(steps: readonly ExplanationStep[], lang: Lang, map?: GameMap): ExplanationStepJson[] {
  return stepsIn(steps, lang, { ...SITE_TEXT, ...(map ? { map } : {}) });
}
