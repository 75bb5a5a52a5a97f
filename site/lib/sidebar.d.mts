// Types of sidebar.mjs (plain JS, read by astro.config.mjs before Vite runs), for the tests.
export interface CaseSummary {
  id: string;
  title: Record<string, string>;
  ref: string;
  variant?: string;
}
export function caseSummaries(): CaseSummary[];
export function variantSummaries(): { id: string; title: { en: string; fr: string } }[];
export function sidebar(): unknown[];
