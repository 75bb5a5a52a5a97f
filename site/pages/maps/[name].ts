// The phone-sized step pictures (one SVG file per step that has one), written at build time.
// Case pages load them lazily with <img>, only on narrow screens.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { caseView, narrowPictures, type SiteCase } from '../../lib/casebook.js';

export async function getStaticPaths() {
  const entries = await getCollection('cases');
  return entries.flatMap((e) =>
    [...narrowPictures(caseView(e.data as SiteCase))].map(([name, svg]) => ({ params: { name }, props: { svg } })),
  );
}

export const GET: APIRoute = ({ props }) => new Response(props.svg as string, { headers: { 'Content-Type': 'image/svg+xml' } });
