// The illustrated casebook: a Starlight site whose sources live in site/ (Astro's srcDir).
// Case pages are generated from cases/ (site/content.config.ts loads them with the engine's own
// loader); English is the root locale and French lives under /fr/.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { sidebar } from './site/lib/sidebar.mjs';
import { contentSecurityPolicy } from './site/security/csp.mjs';
import { browserStubs } from './site/desk/browser-stubs.mjs';
import { deskPreloads } from './site/desk/preload.mjs';
import { siteAddress, sitemapStandIn } from './site/lib/site-address.mjs';
import { straightFrenchApostrophes } from './site/lib/french-apostrophe.mjs';

// The address the site is published at, when known: CASEBOOK_SITE_URL, else package.json's
// "homepage". A sitemap needs it; without it there is none (rather than Astro's warning at every build).
const site = siteAddress();

export default defineConfig({
  ...(site ? { site } : {}),
  srcDir: './site',
  publicDir: './site/public',
  // CASEBOOK_SITE_OUT: another folder, for the hostile-case build of scripts/site/xss-test.mjs.
  outDir: process.env.CASEBOOK_SITE_OUT ?? './dist',
  server: { host: '127.0.0.1', port: 4321 },
  // Small pages: the case pages' inline SVGs dominate, keep the HTML free of extra whitespace.
  compressHTML: true,
  // SmartyPants curls apostrophes; French pages keep the straight one the whole site writes.
  markdown: { rehypePlugins: [straightFrenchApostrophes] },
  integrations: [
    ...(site ? [] : [sitemapStandIn()]),
    starlight({
      title: { en: 'Diplomacy Casebook', fr: 'Recueil Diplomacy' },
      description: 'Every diagram and example of the Diplomacy rulebooks as a test case, adjudicated and explained step by step.',
      defaultLocale: 'root',
      locales: {
        root: { label: 'English', lang: 'en' },
        fr: { label: 'Français', lang: 'fr' },
      },
      sidebar: sidebar(),
      customCss: ['./site/styles/casebook.css'],
      lastUpdated: false,
      pagination: false,
      // Renders the <title> as text: Starlight's own Head puts it in as HTML (issue #17).
      components: { Head: './site/components/Head.astro' },
    }),
    contentSecurityPolicy(),
    // After the pages are written: the desk's chunks asked for with its page (site/desk/preload.mjs).
    deskPreloads(),
  ],
  // Astro inlines small bundled scripts; keep them as files so that the Content-Security-Policy
  // (site/security/csp.mjs) allows scripts from the site only. Other assets keep the default limit.
  // browserStubs: the dispute desk bundles the renderer, which reads files only when run in Node.
  vite: { plugins: [browserStubs()], build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) } },
});
