// getStaticPaths helpers shared by the English and the French routes.
import { getCollection } from 'astro:content';
import type { SiteCase } from './casebook.js';

/**
 * The cases whose pages are built. CASEBOOK_SITE_CASES (ids, comma-separated) builds the pages of
 * those cases only, every other page of the site as usual (lists included): the hostile-case build
 * of scripts/site/xss-test.mjs, which needs its case and a sample, not 700 pages. Never set for the
 * published site; an id it names that no case has stops the build.
 */
export async function casesWithPages() {
  const entries = await getCollection('cases');
  const only = process.env.CASEBOOK_SITE_CASES?.split(',').map((id) => id.trim()).filter(Boolean);
  if (!only) return entries;
  const unknown = only.filter((id) => !entries.some((e) => e.id === id));
  if (unknown.length) throw new Error(`CASEBOOK_SITE_CASES names no case with the id ${unknown.map((id) => `"${id}"`).join(', ')}`);
  return entries.filter((e) => only.includes(e.id));
}

export async function casePaths() {
  const entries = await casesWithPages();
  return entries.map((e) => ({ params: { id: e.id }, props: { data: e.data as SiteCase } }));
}

/** One page per phase of the cases that have several phases. */
export async function phasePaths() {
  const entries = await casesWithPages();
  return entries.flatMap((e) =>
    (e.data.phases ?? []).length > 1
      ? (e.data.phases ?? []).map((ph, index) => ({
          params: { id: e.id, phase: `${ph.phase.season}-${ph.phase.year}-${ph.phase.type}` },
          props: { data: e.data as SiteCase, index },
        }))
      : [],
  );
}

/** Every case, in the order of the sources: diagrams, sample game, examples, prose. */
export async function allCases(): Promise<SiteCase[]> {
  const entries = await getCollection('cases');
  const rank = (id: string) => ['schema-', 'sample-game', 'example-', 'prose-'].findIndex((p) => id.startsWith(p));
  return entries
    .map((e) => e.data as SiteCase)
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** One walkthrough page per year of the sample game. */
export async function gameYearPaths() {
  const entries = await getCollection('cases');
  const game = entries.find((e) => e.id === 'sample-game');
  const years = [...new Set((game?.data.phases ?? []).map((p) => p.phase.year))];
  return years.map((year) => ({ params: { year: String(year) }, props: { year } }));
}
