import { describe, expect, it } from 'vitest';
import { siteAddress, sitemapStandIn } from './site-address.mjs';

describe("the site's address and its sitemap", () => {
  it('comes from CASEBOOK_SITE_URL, else package.json homepage, when it is a web address', () => {
    expect(siteAddress({ CASEBOOK_SITE_URL: 'https://example.org/casebook/' }, {})).toBe('https://example.org/casebook/');
    expect(siteAddress({}, { homepage: 'https://example.org/' })).toBe('https://example.org/');
    expect(siteAddress({}, { homepage: 'not an address' })).toBeUndefined();
    expect(siteAddress({}, {})).toBeUndefined();
  });
  it('without one, the sitemap is left out under its own name, so Starlight adds none and Astro has nothing to warn about', async () => {
    expect(sitemapStandIn()).toEqual({ name: '@astrojs/sitemap', hooks: {} });
    // A path in a variable: the config is plain JS, read as it is at build time.
    const file = '../../astro.config.mjs';
    const config = (await import(file)).default;
    const names = config.integrations.map((i: { name: string }) => i.name);
    if (config.site) expect(names).not.toContain('@astrojs/sitemap');
    else expect(names.filter((n: string) => n === '@astrojs/sitemap')).toHaveLength(1);
  });
});
