// The site against a hostile case file (issue #17): builds the site with
// scripts/site/fixtures/hostile-cases/ (markup and script in every text field of a case) into
// dist-xss/, then checks, in Debian's chromium through playwright-core:
//
// 1. every built page, of dist-xss/ and of the published build in dist/, carries the
//    Content-Security-Policy of site/security/csp.mjs, first in its <head>, and has no script,
//    inline handler or javascript: address the policy would block;
// 2. the hostile case's pages (case and phase pages, English and French) and a sample of others
//    open with no dialog, no console error (a CSP violation is one), no element made from a
//    payload ([data-xss]), the title shown as text, and Starlight's own inline scripts running
//    (allowed by their hashes);
// 3. searching for the hostile case shows it, as text.
//
// The hostile build makes the case and phase pages of the hostile case and of the sample visited
// in 2 only (CASEBOOK_SITE_CASES, site/lib/routes.ts), and every other page of the site as usual
// (the lists, the tour, the desk... where the hostile case's texts also appear), so it takes a
// fraction of a whole build; every case page's policy is checked in dist/, which `npm run build`
// made (CI builds it first).
//
//   npm run test:site:xss              build, then check
//   node scripts/site/xss-test.mjs --no-build    check the last build in dist-xss/
// Prints one line per failure and "N passed, M failed"; exits 1 when anything failed.

/* global document, window */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { META_NAME, policy, trustedInlineHashes, untrustedScripts } from '../../site/security/csp.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// CASEBOOK_SITE_OUT: another output folder (as for astro.config.mjs), e.g. to test a broken build.
const OUT = path.resolve(ROOT, process.env.CASEBOOK_SITE_OUT ?? 'dist-xss');
const HOSTILE = 'prose-xss-everywhere';
// The published build, whose every page's policy is checked too.
const DIST = path.resolve(ROOT, 'dist');
// The cases whose pages the hostile build makes: the hostile case and those the browser visits below.
const SAMPLE_CASES = [HOSTILE, 'schema-1', 'schema-12', 'sample-game'];
const verbose = process.argv.includes('--verbose');

if (!process.argv.includes('--no-build')) {
  console.log('building the site with the hostile case into dist-xss/ ...');
  const r = spawnSync('npx', ['astro', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CASEBOOK_EXTRA_CASES: 'scripts/site/fixtures/hostile-cases', CASEBOOK_SITE_OUT: OUT, CASEBOOK_SITE_CASES: SAMPLE_CASES.join(',') },
  });
  if (r.status !== 0) {
    console.error(`the build failed (exit ${r.status})`);
    process.exit(1);
  }
}
if (!existsSync(path.join(OUT, 'index.html'))) {
  console.error('dist-xss/ has no built site: run without --no-build.');
  process.exit(2);
}
if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('dist/ has no built site, whose every page this test checks: run `npm run build` first.');
  process.exit(2);
}

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  if (!ok || verbose) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

// ---- 1. every page: the policy, and nothing it would block
const hashes = trustedInlineHashes();
const expected = policy(hashes);
/** Every page of a built site, its path from the site's root. */
const pagesOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.html'))
    .map((f) => `/${f.replace(/index\.html$/, '')}`)
    .sort();
/** Checks every page of `dir` (named `label` in the results), read from the files; its pages. */
function checkPolicies(dir, label, atLeast) {
  const pages = pagesOf(dir);
  let withPolicy = 0;
  for (const p of pages) {
    const html = readFileSync(path.join(dir, p.endsWith('/') ? `${p}index.html` : p), 'utf8');
    const head = /<head\b[^>]*>\s*<meta http-equiv="([^"]+)" content="([^"]+)">/i.exec(html);
    const ok = head !== null && head[1] === META_NAME && head[2].replace(/&quot;/g, '"') === expected;
    if (ok) withPolicy++;
    else record(`${label}${p} carries the Content-Security-Policy first in <head>`, false);
    const bad = untrustedScripts(html, hashes);
    if (bad.length) record(`${label}${p} has nothing the policy would block`, false, bad.slice(0, 3).join(', '));
  }
  record(`every page built in ${label}/ carries the policy (${withPolicy} of ${pages.length})`, withPolicy === pages.length && pages.length > atLeast);
  return pages;
}
const pages = checkPolicies(OUT, path.basename(OUT), 50);
const published = checkPolicies(DIST, 'dist', 100);
// The hostile build leaves out only case and phase pages: every other page of the site is in it.
const left = published.filter((p) => !/^\/(fr\/)?cases\//.test(p) && !pages.includes(p));
record('the hostile build has every page of the site but the case pages', left.length === 0, left.slice(0, 5).join(' '));
const hostilePages = pages.filter((p) => p.includes(`/cases/${HOSTILE}/`));
record(`the hostile case has its pages (${hostilePages.join(' ')})`, hostilePages.length === 6);

// ---- 2. in the browser
const server = await serve({ root: OUT });
const base = server.url;
/** A new page whose dialogs, console errors and page errors are collected as problems. */
async function watchedPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('dialog', (d) => {
    problems.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { page, problems };
}

const browser = await chromium.launch(LAUNCH);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visit = [...hostilePages, '/', '/fr/', '/cases/schema-1/', '/fr/cases/schema-12/', '/cases/sample-game/', '/game/1901/', '/validate/', '/conformance/'];
  for (const p of visit) {
    const { page, problems } = await watchedPage(context);
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const state = await page.evaluate(() => ({
      injected: document.querySelectorAll('[data-xss]').length,
      title: document.title,
      csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
      theme: typeof window.StarlightThemeProvider === 'object',
    }));
    if (state.injected) problems.push(`${state.injected} element(s) made from case markup`);
    if (state.csp !== expected) problems.push('no Content-Security-Policy in the DOM');
    if (!state.theme) problems.push("Starlight's theme script did not run (its hash is not allowed?)");
    if (p.includes(HOSTILE) && !/<\/title><script data-xss>/.test(state.title)) problems.push(`the title is not shown as text: ${JSON.stringify(state.title)}`);
    record(`${p}: nothing from the case runs, the site's own scripts do`, problems.length === 0, problems.slice(0, 4).join('; '));
    await page.close();
  }

  // ---- 3. search
  const { page, problems } = await watchedPage(context);
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForSelector('button[data-open-modal]:not([disabled])');
  await page.click('button[data-open-modal]');
  await page.waitForSelector('dialog[open] .pagefind-ui__search-input', { timeout: 10000 });
  await page.fill('dialog[open] .pagefind-ui__search-input', 'Hostile title');
  let found = [];
  try {
    await page.waitForSelector('dialog[open] .pagefind-ui__result-link', { timeout: 8000 });
    await page.waitForTimeout(800);
    found = await page.$$eval('dialog[open] .pagefind-ui__result-link', (as) => as.map((a) => new URL(a.href).pathname));
  } catch {
    problems.push('no search result');
  }
  const injected = await page.evaluate(() => document.querySelectorAll('[data-xss]').length);
  if (injected) problems.push(`${injected} element(s) made from case markup in the results`);
  if (!found.some((u) => u.includes(HOSTILE))) problems.push(`the hostile case is not among the results: ${found.join(', ')}`);
  record('search for the hostile case: found, shown as text, nothing runs', problems.length === 0, problems.slice(0, 4).join('; '));
} finally {
  await browser.close();
  await server.close();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
