// The phone-sized step pictures (one SVG file per step that has one), written at build time.
// Case pages load them lazily with <img>, only on narrow screens. Also the overview maps of the
// cases that the tour and the home page show, and the quarters of the sample game's boards.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { caseView, narrowPictures, overviewPictures, regionPictures, type SiteCase } from '../../lib/casebook.js';
import { SHOWN_CASES } from '../../lib/rules.js';
import { casesWithPages } from '../../lib/routes.js';

export async function getStaticPaths() {
  const entries = await getCollection('cases');
  // Every case, unless CASEBOOK_SITE_CASES builds the pages of a few (routes.ts).
  const withPages = new Set((await casesWithPages()).map((e) => e.id));
  return entries.flatMap((e) => {
    const pages = withPages.has(e.data.id);
    if (!pages && !SHOWN_CASES.has(e.data.id) && e.data.id !== 'sample-game') return [];
    const view = caseView(e.data as SiteCase);
    // The tour and the home page show these cases' overview maps as pictures of their own.
    // The sample-game walkthrough (/game/<year>/) shows each phase's board in four legible quarters.
    const pictures = [
      ...(pages ? narrowPictures(view) : []),
      ...(SHOWN_CASES.has(e.data.id) ? overviewPictures(view) : []),
      ...(e.data.id === 'sample-game' ? regionPictures(view) : []),
    ];
    return pictures.map(([name, svg]) => ({ params: { name }, props: { svg } }));
  });
}

export const GET: APIRoute = ({ props }) => new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
