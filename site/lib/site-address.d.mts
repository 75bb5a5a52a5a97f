export function siteAddress(env?: Record<string, string | undefined>, pkg?: { homepage?: unknown }): string | undefined;
export function sitemapStandIn(): { name: '@astrojs/sitemap'; hooks: Record<string, never> };
