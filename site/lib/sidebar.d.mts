// Types of sidebar.mjs (plain JS, read by astro.config.mjs before Vite runs), for the tests.
export interface CaseSummary {
  id: string;
  title: Record<string, string>;
  ref: string;
  variant?: string;
}
export function caseSummaries(): CaseSummary[];
export function variantSummaries(): { id: string; title: { en: string; fr: string } }[];
/**
 * The site's sidebar; `compact`: each group of cases one link to its list (the desk's). Items as
 * Starlight reads them: it validates a sidebar against its schema when it takes it.
 */
export function sidebar(options?: { compact?: boolean }): unknown[];
