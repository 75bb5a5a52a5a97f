// The documentation site. Its sources live in site/ (Astro's srcDir); the pages are
// generated from cases/ and the engine (see the site issue). Until then: one placeholder page.
import { defineConfig } from 'astro/config';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist',
  server: { host: '127.0.0.1', port: 4321 },
});
