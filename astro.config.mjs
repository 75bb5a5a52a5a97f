// The illustrated casebook: a Starlight site whose sources live in site/ (Astro's srcDir).
// Case pages are generated from cases/ (site/content.config.ts loads them with the engine's own
// loader); English is the root locale and French lives under /fr/.
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { sidebar } from './site/lib/sidebar.mjs';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  server: { host: '127.0.0.1', port: 4321 },
  // Small pages: the case pages' inline SVGs dominate, keep the HTML free of extra whitespace.
  compressHTML: true,
  integrations: [
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
    }),
  ],
});
