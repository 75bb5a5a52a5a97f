// The desk's phase as the postal report (001 §3.5.5, §4.1.1: engine/formats/postal-report.ts), in
// the page's language: the season ruled from the phase shown, as `casebook adjudicate --report
// postal` writes it. Loaded when asked for (the season runner and the report writer stay out of
// the desk's first script).

import { adjudicateSeason, boardOf } from '../../../engine/adjudicate/index.js';
import type { PhaseInput } from '../../../engine/core.js';
import { formatPostalReport } from '../../../engine/formats/index.js';
import type { Lang } from '../i18n.js';

/** Whether a phase has a postal report: Intimate Diplomacy's bidding and verdicts have none (as in the CLI). */
export const hasPostalReport = (input: PhaseInput): boolean => input.variant !== 'intimate';

/** The season from `input` as the postal report, in `lang`. Throws the engine's InputError for a position it cannot rule. */
export function deskPostalReport(input: PhaseInput, lang: Lang): string {
  const map = boardOf(input);
  return formatPostalReport(map, adjudicateSeason(map, input), lang);
}
