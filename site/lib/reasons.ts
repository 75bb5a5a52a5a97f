// An order's reason in both languages, shared by the case pages (built in Node) and the dispute
// desk (in the browser): movement reasons come in both languages from the engine's explanation
// facts; retreat and adjustment reasons exist only in English in the protocol, so the common ones
// are translated here and the rest are kept in English.

import type { AdjudicationDetail } from '../../engine/index.js';
import type { Lang } from './i18n.js';

/** The reason of order `k` in English and French. */
export function reasons(detail: AdjudicationDetail | undefined, k: number, en: string): Record<Lang, string> {
  const fr = detail?.movement?.outcomes[k]?.reason.fr ?? frenchReason(en);
  return { en, fr };
}

const FR_REASONS: [RegExp, string][] = [
  [/^disbanded$/, 'dissoute'],
  [/^retreats to (\S+)$/, 'fait retraite en $1'],
  [/^builds (.+)$/, 'construit $1'],
  [/^removes (.+)$/, 'retire $1'],
  [/^build waived$/, 'construction abandonnée'],
];

function frenchReason(en: string): string {
  for (const [re, fr] of FR_REASONS) if (re.test(en)) return en.replace(re, fr);
  return en;
}
