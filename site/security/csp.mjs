// A strict Content-Security-Policy on every built page (issue #17): case files are contributed,
// so a preview build must not run anything a case could smuggle in.
//
// Scripts: only files served by the site itself ('self'), plus the few inline scripts Starlight
// ships as `<script is:inline>` (theme before first paint, search shortcut, sidebar state), allowed
// by their SHA-256 hashes. The hashes are computed at build time from Starlight's component
// sources, never from the built pages, so an inline script that came from anywhere else (a case
// file, a missed escape) is not allowed by the policy, and the build stops naming the page.
// Astro's own bundled scripts are kept external (astro.config.mjs: assetsInlineLimit) for the same
// reason. Styles keep 'unsafe-inline': the maps carry style attributes, and CSS cannot run script.
// Pagefind's search needs WebAssembly ('wasm-unsafe-eval'), not eval.

import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

/** Starlight components that carry `<script is:inline>`. */
const STARLIGHT_INLINE = ['Search.astro', 'SidebarPersister.astro', 'ThemeProvider.astro', 'ThemeSelect.astro'];

const INLINE_SOURCE = /<script\s+is:inline\b[^>]*>([\s\S]*?)<\/script>/g;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of Starlight's inline scripts, as they are in its installed sources. */
export function trustedInlineHashes() {
  // The package's own entry point sits at its root (its exports do not list the components' files).
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@astrojs/starlight')), 'components');
  const hashes = new Set();
  for (const file of STARLIGHT_INLINE) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const m of source.matchAll(INLINE_SOURCE)) hashes.add(sha256(m[1]));
  }
  if (hashes.size === 0) throw new Error('csp: found no inline script in Starlight\'s components; has Starlight changed?');
  return [...hashes].sort();
}

/** The policy, for a <meta http-equiv> (frame-ancestors and report-uri are not allowed there). */
export function policy(hashes) {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Attributes that run script: inline handlers, and javascript: addresses. */
const HANDLER = /^on/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/**
 * What in one page the policy would have to block: inline scripts not among the trusted ones,
 * scripts from elsewhere, inline event handlers, javascript: addresses. Parsed as a browser
 * would (parse5), so text inside an attribute or escaped in the body is text, not markup.
 */
export function untrustedScripts(html, hashes) {
  const allowed = new Set(hashes);
  const bad = [];
  const visit = (node) => {
    if (node.attrs) {
      for (const { name, value } of node.attrs) {
        if (HANDLER.test(name)) bad.push(`<${node.tagName} ${name}="${value.slice(0, 40)}">`);
        else if (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)) bad.push(`<${node.tagName} ${name}="${value.slice(0, 40)}">`);
      }
    }
    if (node.tagName === 'script') {
      const attr = (n) => node.attrs.find((a) => a.name === n)?.value;
      const src = attr('src');
      const text = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
      if (src !== undefined) {
        if (!src.startsWith('/') || src.startsWith('//')) bad.push(`external script ${src}`);
      } else if (!/^application\/(ld\+)?json$/i.test(attr('type') ?? '') && !allowed.has(sha256(text))) {
        bad.push(`inline script ${JSON.stringify(text.trim().slice(0, 60))}`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content); // <template>
  };
  visit(parse(html));
  return bad;
}

export const META_NAME = 'Content-Security-Policy';

/** Insert the policy as the first element of <head> (before any script it governs). */
export function withPolicy(html, content) {
  if (html.includes(`http-equiv="${META_NAME}"`)) return html;
  const meta = `<meta http-equiv="${META_NAME}" content="${content.replace(/"/g, '&quot;')}">`;
  const at = html.search(/<head\b[^>]*>/i);
  if (at < 0) return null;
  const end = html.indexOf('>', at) + 1;
  return html.slice(0, end) + meta + html.slice(end);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** The Astro integration: after the build, every page gets the policy, or the build fails. */
export function contentSecurityPolicy() {
  return {
    name: 'casebook-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = trustedInlineHashes();
        const content = policy(hashes);
        const problems = [];
        let pages = 0;
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8');
          const rel = path.relative(root, file);
          for (const b of untrustedScripts(html, hashes)) problems.push(`${rel}: ${b} would run script; the Content-Security-Policy does not allow it`);
          const out = withPolicy(html, content);
          if (out === null) problems.push(`${rel}: no <head> to carry the Content-Security-Policy`);
          else writeFileSync(file, out);
          pages++;
        }
        if (problems.length) {
          for (const p of problems.slice(0, 20)) logger.error(p);
          throw new Error(`${problems.length} script(s) outside the Content-Security-Policy (listed above)`);
        }
        logger.info(`Content-Security-Policy on ${pages} pages (${hashes.length} inline script hashes)`);
      },
    },
  };
}
