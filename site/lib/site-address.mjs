// Where the built site is published, for the sitemap (astro.config.mjs). Plain JS: the Astro config
// reads it before Vite runs.
import { readFileSync } from 'node:fs';

/** CASEBOOK_SITE_URL, else package.json's "homepage" when it is a web address; undefined otherwise. */
export function siteAddress(env = process.env, pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))) {
  const url = env.CASEBOOK_SITE_URL || pkg.homepage;
  return typeof url === 'string' && /^https?:\/\/\S+$/.test(url) ? url : undefined;
}

/**
 * Starlight adds @astrojs/sitemap unless an integration of that name is there already, and the
 * sitemap warns at every build when the site's address is unknown. With no address there is no
 * sitemap to write: this empty integration takes its name, so Starlight adds none.
 */
export function sitemapStandIn() {
  return { name: '@astrojs/sitemap', hooks: {} };
}
