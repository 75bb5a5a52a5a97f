// An order's reason in both languages, shared by the case pages (built in Node) and the dispute
// desk (in the browser): English in the protocol's notation (the page names the ids), French
// rendered by the engine from the same facts, with names and their grammar, for every phase type.

import type { AdjudicationDetail } from '../../engine/index.js';
import type { Lang } from './i18n.js';

/** The reason of order `k` in English and French. */
export function reasons(detail: AdjudicationDetail | undefined, k: number, en: string): Record<Lang, string> {
  return { en, fr: detail?.reasons[k]?.fr ?? en };
}
