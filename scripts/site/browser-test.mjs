// Browser tests of the built site (`npm run build` first), in Debian's chromium through
// playwright-core, on a tiny static server at 127.0.0.1:
//
//   npm run test:site                 every check below
//   node scripts/site/browser-test.mjs --quick    a sample of the case pages only
//   node scripts/site/browser-test.mjs --only=layout,weight    some sections (load, stepper, nojs,
//                                     axe, search, weight, validate, layout, lang, home)
//
// 1. every case page (and phase page) in English and French loads with no console error, no
//    failed request, and no broken internal link or #anchor;
// 2. the stepper works by keyboard (arrow keys, Home/End, buttons), updates "Step k of n", its
//    aria-live status and the #step-k address, and opens on a #step-k deep link;
// 3. with JavaScript disabled, every step's picture is visible;
// 4. axe-core finds no serious or critical violation on a sample of pages;
// 5. the search (Pagefind) finds a case by province, rule and diagram number;
// 6. page weight: every built page's transfer with Brotli and with gzip, against 150 KB;
// 7. "Validate your adjudicator": the schemas download as the engine's files, js-diplomacy's table
//    and the mistakes a case catches match the data files, and the pages fit a phone's width;
// 8. layout, issue #11: every built page (case and phase pages in both languages, index, tour,
//    game and validation pages), at 390×844 and 1280×800: no wider than the screen; after Next, both
//    buttons, the step's picture and its caption on screen and not under the sticky header; maps
//    clipped to their frame. (All of them, not a sample: about 1,030 page views, ~10 min.) The
//    walkthrough's boards show labels of at least 10 px (whole board wide, quarters on a phone).
//    Issue #25: at 390 px every resolution graph fits its column, its text at 12 px or more.
// 9. language, issue #10: no French page holds a block marked lang="en" (English left on a French
//    page); read from the built files, no browser needed (--only=lang). Issue #26: no French page
//    writes a typographic apostrophe, two colons in one sentence, "Bohême" for the map's "Bohème",
//    a province under its English name, or labels its maps in English abbreviations (WAR for Var);
//    no page shows a rule option's id where its words belong.
// 10. issue #26: case and phase pages at 1280×800 give the step picture at least 560 px of drawn
//    width beside its text (part of 8); the home page leads to the desk, the DATC, the variants and
//    the conformance page; with JavaScript off, pages follow the system's light or dark preference;
//    Home pressed on Previous keeps the focus on a button; the language picker shows its whole label.
// Prints one line per failure and a summary "N passed, M failed"; exits 1 when anything failed.

/* global fetch, document, window, location, getComputedStyle -- Node 20 and page globals */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { serve, DIST } from './serve.mjs';
import { LAUNCH } from './browser.mjs';

const quick = process.argv.includes('--quick');
// --only=layout,weight runs those sections alone (names below), to iterate on one of them.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const want = (section) => !only || only.includes(section);
const verbose = process.argv.includes('--verbose');
const BUDGET = 150 * 1024;

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('dist/ has no built site: run `npm run build` first.');
  process.exit(2);
}

const results = [];
function record(name, ok, detail = '') {
  results.push({ name, ok, detail });
  if (!ok || verbose) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
}

/** Case ids from the built pages: dist/cases/<id>/index.html (+ phase sub-pages). */
function casePages() {
  const root = path.join(DIST, 'cases');
  const out = [];
  const walk = (dir, rel) => {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const full = path.join(dir, name);
      if (existsSync(path.join(full, 'index.html'))) {
        out.push(`/cases/${rel}${name}/`);
        walk(full, `${rel}${name}/`);
      }
    }
  };
  walk(root, '');
  return out.sort();
}

/** Every built page (each dist folder with an index.html), but the search index and assets. */
function builtPages() {
  const out = ['/'];
  const walk = (dir, rel) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (!e.isDirectory() || ['_astro', 'pagefind', 'maps', 'protocol'].includes(e.name)) continue;
      if (existsSync(path.join(dir, e.name, 'index.html'))) out.push(`${rel}${e.name}/`);
      walk(path.join(dir, e.name), `${rel}${e.name}/`);
    }
  };
  walk(DIST, '/');
  return out.sort();
}

// ---- 9. nothing marked English on a French page (static: the built files)
if (want('lang')) {
  const english = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        const page = path.relative(DIST, full);
        for (const m of html.matchAll(/<(\w+)[^>]*\slang="en"[^>]*>([^<]{0,60})/g)) {
          // Known, may only shrink: the folded details of js-diplomacy's problems are the harness's report
          // as it printed it (its table, js-diplomacy's own messages); their first lines are in French.
          if (page === 'fr/validate/js-diplomacy/index.html' && m[1] === 'pre') continue;
          english.push(`${page}: <${m[1]}> ${m[2].trim()}`);
        }
      }
    }
  };
  walk(path.join(DIST, 'fr'));
  record(`language: no lang="en" block on a French page`, english.length === 0, `${english.length} found: ${english.slice(0, verbose ? english.length : 5).join(' | ')}`);

  // Issue #26: what a French reader sees, read from the built pages' text (code and the page's
  // scripts and styles left out; « » quotes another's words).
  const root = path.join(DIST, '..');
  const boards = ['engine/map/data/provinces.json', 'engine/map/ancient-mediterranean/data/provinces.json'].map((f) => JSON.parse(readFileSync(path.join(root, f), 'utf8')).provinces);
  const frenchNames = new Set(boards.flat().map((p) => p.name.fr));
  const englishOnly = [...new Set(boards.flat().filter((p) => p.name.en !== p.name.fr && !frenchNames.has(p.name.en)).map((p) => p.name.en))];
  const englishName = new RegExp(`(?<!\\p{L})(?:${englishOnly.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?!\\p{L})`, 'u');
  const aliases = JSON.parse(readFileSync(path.join(root, 'engine/map/data/names.json'), 'utf8')).aliases;
  // On the standard board, an English label whose province the 2000 rulebook abbreviates otherwise.
  const englishLabels = new Set(Object.entries(aliases).filter(([id, a]) => a.table2000?.[0] && a.table2000[0].toUpperCase() !== id.toUpperCase()).map(([id]) => id.toUpperCase()));
  const frenchFaults = [];
  // Each element's text on a line of its own (a sentence inside a link or a strong tag may be cut
  // in two, never two texts joined into one sentence); the <head> left out.
  /** The HTML without its pictures (an SVG may hold SVGs: the locator). */
  const withoutSvg = (html) => {
    let out = '';
    let depth = 0;
    for (const part of html.split(/(<svg\b|<\/svg>)/)) {
      if (part === '<svg') depth++;
      else if (part === '</svg>') depth = Math.max(0, depth - 1);
      else if (depth === 0) out += part;
    }
    return out;
  };
  // The legend's note lists what could not be drawn as the input wrote it (order texts): data, not prose.
  const words = (html) =>
    withoutSvg(html)
      .replace(/<head>[\s\S]*?<\/head>/, ' ')
      .replace(/<p class="legend-note">[\s\S]*?<\/p>/g, ' ')
      .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<\/?(?:a|strong|em|span|abbr|b|i)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/«[^»]*»/g, '«»');
  const walkFr = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walkFr(full);
      else if (e.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        const page = path.relative(DIST, full);
        const text = words(html);
        const say = (what, m) => m && frenchFaults.push(`${page}: ${what} «${m[0].trim().slice(0, 60)}»`);
        say('typographic apostrophe', /\S*’\S*/.exec(text));
        say('two colons in one sentence', /:[^.;!?:«»()·\n]*[ \t\u00a0]:/.exec(text.replace(/[ \t]+/g, ' ')));
        say('"Bohême"', /Bohême/.exec(text));
        say('English name', englishName.exec(text));
        // Map labels: French pictures in the 2000 rulebook's abbreviations (the ancient board has none).
        if (!/ancmed|ancient-mediterranean/.test(page)) {
          for (const m of html.matchAll(/<text class="label[^"]*"[^>]*>([^<]+)<\/text>/g)) if (englishLabels.has(m[1])) say('English map label', [m[1]]);
        }
      }
    }
  };
  walkFr(path.join(DIST, 'fr'));
  record(`French pages: one apostrophe, one colon a sentence, the map's names and abbreviations (#26)`, frenchFaults.length === 0, `${frenchFaults.length} found: ${frenchFaults.slice(0, verbose ? frenchFaults.length : 6).join(' | ')}`);
  // A rule option is named in words, not by its id (the decided-by line under "Under other rulesets").
  const ids = [];
  let decided = 0;
  const walkAll = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && !['_astro', 'pagefind', 'maps'].includes(e.name)) walkAll(full);
      else if (e.name === 'index.html') {
        for (const m of readFileSync(full, 'utf8').matchAll(/<p class="decided-by"[^>]*>([^<]*)<\/p>/g)) {
          decided++;
          if (/\b[a-z]+[A-Z]\w*\b|\S:\S/.test(m[1])) ids.push(`${path.relative(DIST, full)}: ${m[1]}`);
        }
      }
    }
  };
  walkAll(DIST);
  record(`rule options named in words, not by id (#26, ${decided} lines)`, decided > 0 && ids.length === 0, ids.slice(0, 5).join(' | '));
  // Rules 1 and 2 decide steps of many cases: the rules page lists them under those rules (#26).
  for (const lang of ['', 'fr']) {
    const html = readFileSync(path.join(DIST, lang, 'rules', 'index.html'), 'utf8');
    const block = (n) => html.slice(html.indexOf(`id="rule-${n}"`), html.indexOf(`id="rule-${n + 1}"`));
    const bare = [1, 2].filter((n) => !/class="case-list"/.test(block(n)));
    record(`/${lang ? 'fr/' : ''}rules/: rules 1 and 2 list the cases that apply them`, bare.length === 0, `rules ${bare.join(', ')} list none`);
  }
}
if (only && only.every((s) => s === 'lang')) {
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const server = await serve();
const base = server.url;
const browser = await chromium.launch(LAUNCH);

try {
  const cases = casePages();
  const sample = quick ? cases.filter((p) => /schema-(1|12|30)\/$|sample-game\/$|example-13\/$/.test(p)) : cases;
  const pages = [...sample, ...sample.map((p) => `/fr${p}`)];
  const others = ['/', '/fr/', '/tour/', '/fr/tour/', '/sources/', '/fr/sources/', '/rules/', '/fr/rules/', '/topics/', '/fr/topics/', '/conformance/', '/fr/conformance/', '/game/', '/fr/game/', '/game/1901/', '/fr/game/1902/'];
  // The variant section (issues 14, 15): the index and a variant with a board of its own.
  others.push('/variants/', '/fr/variants/', '/variants/ancient-mediterranean/', '/fr/variants/ancient-mediterranean/');
  const validatePages = ['/validate/', '/fr/validate/', '/validate/js-diplomacy/', '/fr/validate/js-diplomacy/', '/validate/mistakes/', '/fr/validate/mistakes/'];
  others.push(...validatePages);
  // The desk's compact sidebar (issue 27) links each group of cases to its list on the sources page.
  others.push('/desk/', '/fr/desk/');

  // ---- 1. loads cleanly, links and anchors resolve
  if (want('load')) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const links = new Map(); // target -> first page linking to it
    const htmlCache = new Map();
    // A few pages at a time (each a fresh tab, so no error is credited to the wrong page); the
    // links are gathered in page order, so "the first page linking to it" does not depend on timing.
    const loadQueue = [...pages, ...others];
    const hrefsOf = new Map();
    const loadWorker = async () => {
      for (let p = loadQueue.shift(); p; p = loadQueue.shift()) {
        const page = await context.newPage();
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
        page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
        page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()}`));
        page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()}: ${r.url()}`));
        const res = await page.goto(base + p, { waitUntil: 'load' });
        if (!res || res.status() !== 200) errors.push(`HTTP ${res?.status()} for the page itself`);
        hrefsOf.set(p, await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href'))));
        record(`loads cleanly ${p}`, errors.length === 0, errors.slice(0, 3).join('; '));
        await page.close();
      }
    };
    await Promise.all([loadWorker(), loadWorker(), loadWorker()]);
    await context.close();
    for (const p of [...pages, ...others]) {
      for (const h of hrefsOf.get(p) ?? []) {
        if (!h || /^(https?:|mailto:|javascript:)/.test(h)) continue;
        const abs = new URL(h, base + p);
        if (abs.origin !== base) continue;
        const key = abs.pathname + abs.hash;
        if (!links.has(key)) links.set(key, p);
      }
    }

    const broken = [];
    for (const [target, from] of links) {
      const [pathname, rawHash] = target.split('#');
      const hash = rawHash && decodeURIComponent(rawHash);
      let html = htmlCache.get(pathname);
      if (html === undefined) {
        const r = await fetch(base + pathname);
        html = r.status === 200 ? await r.text() : null;
        htmlCache.set(pathname, html);
      }
      if (html === null) broken.push(`${target} (from ${from}): not found`);
      // A dispute-desk link carries the desk's state in its fragment ("#v1.…"), not an anchor.
      else if (hash && !(pathname.endsWith('/desk/') && hash.startsWith('v1.')) && !new RegExp(`id="${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(html)) broken.push(`${target} (from ${from}): no #${hash}`);
    }
    record(`no broken internal link or anchor (${links.size} checked)`, broken.length === 0, broken.slice(0, 5).join('; '));
  }

  // ---- 2. the stepper by keyboard
  if (want('stepper')) {
    const context2 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context2.newPage();
    await page.goto(`${base}/cases/schema-12/`, { waitUntil: 'load' });
    const visibleSteps = () => page.$$eval('[data-stepper] li.step', (lis) => lis.filter((li) => li.offsetParent !== null).map((li) => li.id));
    const status = () => page.textContent('[data-stepper] [data-status]');
    const total = await page.$$eval('[data-stepper] li.step', (l) => l.length);
    let v = await visibleSteps();
    record('stepper: one step shown with JavaScript', v.length === 1 && v[0] === 'step-0', JSON.stringify(v));
    record('stepper: status is aria-live', (await page.getAttribute('[data-stepper] [data-status]', 'aria-live')) === 'polite');
    await page.focus('[data-stepper] [data-steps]');
    await page.keyboard.press('ArrowRight');
    v = await visibleSteps();
    const s1 = await status();
    record('stepper: → shows step 1', v[0] === 'step-1' && /^Step 1 of \d+/.test(s1 ?? ''), `${v} / ${s1}`);
    record('stepper: address follows (#step-1)', new URL(page.url()).hash === '#step-1', page.url());
    // The list of pictures is named after the step it shows, not "Overview" for ever (#26).
    const listName = await page.getAttribute('[data-stepper] [data-steps]', 'aria-label');
    record('stepper: the pictures\' accessible name follows the step', /^Step 1 of \d+: \S/.test(listName ?? ''), String(listName));
    await page.keyboard.press('End');
    v = await visibleSteps();
    record('stepper: End shows the last step', v[0] === `step-${total - 1}`, String(v));
    await page.keyboard.press('ArrowLeft');
    v = await visibleSteps();
    record('stepper: ← goes back', v[0] === `step-${total - 2}`, String(v));
    await page.keyboard.press('Home');
    record('stepper: Home shows the overview, Previous disabled', (await visibleSteps())[0] === 'step-0' && (await page.isDisabled('[data-stepper] [data-prev]')));
    // Home pressed while Previous has the focus: Previous is disabled, the focus goes to Next (#26).
    await page.click('[data-stepper] [data-next]');
    await page.focus('[data-stepper] [data-prev]');
    await page.keyboard.press('Home');
    const after = await page.evaluate(() => (document.activeElement?.hasAttribute('data-next') ? 'next' : document.activeElement?.tagName.toLowerCase()));
    record('stepper: Home on Previous keeps the focus on a button (Next)', after === 'next' && (await visibleSteps())[0] === 'step-0', String(after));
    // The Next button, reached with Shift+Tab from the pictures and pressed with Enter.
    await page.focus('[data-stepper] [data-steps]');
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.hasAttribute('data-next'));
    await page.keyboard.press('Enter');
    record('stepper: Shift+Tab reaches Next, Enter presses it', focused === true && (await visibleSteps())[0] === 'step-1');
    // Deep link.
    await page.goto(`${base}/fr/cases/schema-12/#step-2`, { waitUntil: 'load' });
    v = await visibleSteps();
    const s2 = await status();
    record('stepper: #step-2 deep link opens step 2 (French)', v[0] === 'step-2' && /^Étape 2 sur \d+/.test(s2 ?? ''), `${v} / ${s2}`);
    // Printing shows every step, as a filmstrip, without the buttons.
    await page.goto(`${base}/cases/schema-12/#step-1`, { waitUntil: 'load' });
    await page.emulateMedia({ media: 'print' });
    v = await visibleSteps();
    const barShown = await page.$eval('[data-stepper] [data-bar]', (b) => b.offsetParent !== null);
    record('stepper: printing shows every step, no buttons', v.length === total && !barShown, `${v.length}/${total}`);
    await context2.close();
  }

  // ---- 3. without JavaScript every step is visible
  if (want('nojs')) {
    const context3 = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const noJsPages = quick ? ['/cases/schema-12/', '/fr/cases/schema-30/'] : sample.concat(sample.slice(0, 10).map((p) => `/fr${p}`));
    let bad = [];
    let figures = 0;
    const noJsQueue = [...noJsPages];
    const noJsWorker = async () => {
      const page = await context3.newPage();
      for (let p = noJsQueue.shift(); p; p = noJsQueue.shift()) {
        await page.goto(base + p, { waitUntil: 'load' });
        const r = await page.$$eval('[data-stepper] li.step', (lis) =>
          lis.map((li) => {
            const svg = li.querySelector(':scope .map > svg');
            const box = svg?.getBoundingClientRect();
            return { id: li.id, shown: li.offsetParent !== null && !!box && box.width > 100 && box.height > 100 };
          }),
        );
        figures += r.length;
        const hidden = r.filter((x) => !x.shown).map((x) => x.id);
        const barHidden = await page.$eval('[data-stepper] [data-bar]', (b) => b.offsetParent === null).catch(() => true);
        if (hidden.length || !barHidden) bad.push(`${p}: hidden ${hidden.join(',')}${barHidden ? '' : ', controls shown'}`);
      }
      await page.close();
    };
    await Promise.all([noJsWorker(), noJsWorker(), noJsWorker()]);
    record(`no JavaScript: every step visible (${noJsPages.length} pages, ${figures} pictures)`, bad.length === 0, bad.slice(0, 3).join('; '));
    // Phones without JavaScript: the per-step crop replaces the wide picture where there is one.
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const pp = await phone.newPage();
    // Diagrams' steps are cropped already; whole-board phases (the sample game) get a phone crop.
    await pp.goto(`${base}/cases/sample-game/fall-1901-movement/`, { waitUntil: 'load' });
    const narrow = await pp.$$eval('.map.has-narrow', (ms) =>
      ms.map((m) => [m.querySelector(':scope > svg').getBoundingClientRect().width, m.querySelector('.map-narrow img').getBoundingClientRect().width]),
    );
    record('phone: the per-step crop is the picture shown', narrow.length > 0 && narrow.every(([wide, n]) => wide === 0 && n > 300), JSON.stringify(narrow));
    // Lazy pictures load once scrolled to, without any script.
    const imgs = await pp.$$('.map-narrow img');
    let loaded = 0;
    for (const img of imgs) {
      await img.scrollIntoViewIfNeeded();
      await pp.waitForFunction((el) => el.complete, img, { timeout: 5000 }).catch(() => undefined);
      if (await img.evaluate((el) => el.complete && el.naturalWidth > 0 && el.currentSrc.includes('/maps/'))) loaded++;
    }
    record('phone: the per-step pictures load when scrolled to (no JavaScript)', loaded === imgs.length && loaded > 0, `${loaded}/${imgs.length}`);
    // On a wide screen the phone pictures are not fetched at all.
    const wideCtx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const wp = await wideCtx.newPage();
    const fetched = [];
    wp.on('request', (r) => r.url().includes('/maps/') && fetched.push(r.url()));
    await wp.goto(`${base}/cases/schema-12/`, { waitUntil: 'load' });
    await wp.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await wp.waitForTimeout(300);
    record('desktop: phone pictures are not downloaded', fetched.length === 0, fetched.join(', '));
    await wideCtx.close();
    await phone.close();
    await context3.close();
  }

  // ---- 10. issue #26: the home page's doors, pages without JavaScript, the language picker
  if (want('home')) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    for (const lang of ['', '/fr']) {
      await page.goto(`${base}${lang}/`, { waitUntil: 'load' });
      const hrefs = await page.$$eval('main a[href]', (as) => as.map((a) => a.getAttribute('href')));
      const need = ['/desk/', '/sources/#datc', '/variants/', '/conformance/', '/tour/', '/validate/'].map((x) => `${lang}${x}`);
      const missing = need.filter((x) => !hrefs.includes(x));
      record(`home ${lang || '/'}: links the desk, the DATC, the variants, the conformance page, the tour, validation`, missing.length === 0, `missing ${missing.join(', ')}`);
      const text = await page.textContent('main');
      record(`home ${lang || '/'}: says how to get the casebook (npm pack, its tarball), never a registry install`, /npm pack/.test(text ?? '') && /\.tgz/.test(text ?? '') && !/npm install diplomacy-casebook(?![\w-])/.test(text ?? ''));
    }
    await ctx.close();
    // Without JavaScript a page follows the system's preference: light under light, dark under dark.
    for (const scheme of ['light', 'dark']) {
      const c = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme, viewport: { width: 1280, height: 800 } });
      const pg = await c.newPage();
      const bad = [];
      for (const p of ['/', '/cases/schema-12/', '/fr/game/']) {
        await pg.goto(base + p, { waitUntil: 'load' });
        const bg = await pg.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const [r, g, b] = (bg.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        const light = (r + g + b) / 3 > 128;
        if (light !== (scheme === 'light')) bad.push(`${p}: ${bg}`);
      }
      record(`no JavaScript, ${scheme} preference: pages are ${scheme}`, bad.length === 0, bad.join('; '));
      await c.close();
    }
    // The language picker shows its whole label ("Français", not "Franç…"), on a desktop and in a
    // phone's menu.
    for (const [w, hgt] of [[1280, 800], [390, 844]]) {
      const c = await browser.newContext({ viewport: { width: w, height: hgt } });
      const pg = await c.newPage();
      for (const p of ['/', '/fr/']) {
        await pg.goto(base + p, { waitUntil: 'load' });
        // The home page (a splash page) has no menu on a phone: it links the other language itself.
        if (w < 800 && !(await pg.$('starlight-menu-button button'))) {
          const other = p === '/' ? '/fr/' : '/';
          const link = await pg.$(`main a[hreflang][href="${other}"]`);
          record(`${p} at ${w} px, no menu: links the other language (${other})`, !!link && (await link.isVisible()));
          continue;
        }
        if (w < 800) await pg.click('starlight-menu-button button');
        const fit = await pg.evaluate(() => {
          const sel = [...document.querySelectorAll('starlight-lang-select select')].find((s) => s.getBoundingClientRect().width > 0);
          if (!sel) return 'no picker shown';
          const cs = getComputedStyle(sel);
          const ctx = document.createElement('canvas').getContext('2d');
          ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
          const need = Math.max(...[...sel.options].map((o) => ctx.measureText(o.text).width));
          const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
          return need <= room + 0.5 ? '' : `labels need ${Math.round(need)} px, the picker gives ${Math.round(room)}`;
        });
        record(`language picker shows its whole label on ${p} at ${w} px`, fit === '', fit);
      }
      await c.close();
    }
  }

  // ---- 4. axe-core
  if (want('axe')) {
    const require = createRequire(import.meta.url);
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    // bypassCSP: axe-core is injected as an inline script, which the site's policy rightly refuses.
    const context4 = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const axePages = ['/', '/fr/', '/cases/schema-12/', '/fr/cases/schema-30/', '/cases/schema-1/', '/cases/sample-game/', '/fr/cases/sample-game/fall-1902-movement/', '/rules/', '/fr/topics/', '/conformance/', '/game/1902/', '/tour/', ...validatePages];
    for (const p of axePages) {
      const page = await context4.newPage();
      await page.goto(base + p, { waitUntil: 'load' });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0]?.target?.join(' ') }));
      });
      // Known upstream: Starlight's search button shows "Search Ctrl K" but is named "Search"; the
      // shortcut hint is not part of the label (WCAG 2.5.3 is met), axe flags it anyway.
      const upstream = (v) => v.id === 'label-content-name-mismatch' && v.nodes === 1 && v.target === 'button[data-open-modal=""]';
      const serious = violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !upstream(v));
      record(`axe: no serious violation on ${p}`, serious.length === 0, serious.map((v) => `${v.id} (${v.impact}, ${v.nodes}× e.g. ${v.target})`).join('; '));
      if (verbose && violations.length) console.log('     minor:', violations.map((v) => `${v.id}/${v.impact}`).join(', '));
      await page.close();
    }
    await context4.close();
    // The dark theme too (Starlight follows the system's colour scheme).
    const dark = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark', bypassCSP: true });
    for (const p of ['/cases/schema-30/', '/fr/game/1901/', '/fr/validate/']) {
      const page = await dark.newPage();
      await page.goto(base + p, { waitUntil: 'load' });
      await page.addScriptTag({ content: axeSource });
      const serious = await page.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const r = await axe.run(document, { resultTypes: ['violations'] });
        return r.violations
          .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && !(v.id === 'label-content-name-mismatch' && v.nodes.length === 1))
          .map((v) => `${v.id} (${v.nodes.length}× e.g. ${v.nodes[0]?.target?.join(' ')})`);
      });
      record(`axe (dark theme): no serious violation on ${p}`, serious.length === 0, serious.join('; '));
      await page.close();
    }
    await dark.close();
  }

  // ---- 5. search
  if (want('search')) {
    const context5 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context5.newPage();
    // Through the search dialog: the expected page must be among the first five pages shown.
    const searches = [
      ['/', 'Diagram 30', '/cases/schema-30/'],
      ['/', 'Rule 21', '/rules/'],
      ['/fr/', 'Schéma 12', '/fr/cases/schema-12/'],
      ['/', 'Armenia', '/cases/prose-convoy-wrong-destination/'],
    ];
    for (const [start, query, expected] of searches) {
      await page.goto(base + start, { waitUntil: 'load' });
      await page.waitForSelector('button[data-open-modal]:not([disabled])');
      await page.click('button[data-open-modal]');
      await page.waitForSelector('dialog[open] .pagefind-ui__search-input', { timeout: 10000 });
      await page.fill('dialog[open] .pagefind-ui__search-input', query);
      let found = [];
      try {
        await page.waitForSelector('dialog[open] .pagefind-ui__result-link', { timeout: 8000 });
        await page.waitForTimeout(400);
        found = await page.$$eval('dialog[open] .pagefind-ui__result-link', (as) => as.map((a) => new URL(a.href).pathname));
      } catch {
        // no result
      }
      const top = [...new Set(found)].slice(0, 5);
      record(`search "${query}" shows ${expected}`, top.includes(expected), `top results: ${top.join(', ') || 'none'}`);
    }
    // Through Pagefind's API: every case involving a province is found by its name (all results).
    for (const [start, query, expected] of [
      ['/', 'Silesia', '/cases/schema-12/'],
      ['/fr/', 'Silésie', '/fr/cases/schema-12/'],
      ['/fr/', 'Bourgogne', '/fr/cases/sample-game/'],
    ]) {
      await page.goto(base + start, { waitUntil: 'load' });
      const urls = await page.evaluate(async (q) => {
        const pagefind = await import('/pagefind/pagefind.js');
        const r = await pagefind.search(q);
        const data = await Promise.all(r.results.map((x) => x.data()));
        return data.map((d) => new URL(d.url, location.href).pathname);
      }, query);
      record(`search "${query}" finds ${expected}`, urls.includes(expected), `${urls.length} results`);
    }
    await context5.close();
  }

  // ---- 6. page weight of every page, as transferred
  if (want('weight')) {
    const everyPage = quick ? [...pages, ...others] : builtPages();
    const sizes = [];
    for (const enc of ['br', 'gzip']) {
      for (const p of everyPage) {
        const r = await fetch(base + p, { headers: { 'accept-encoding': enc } });
        await r.arrayBuffer(); // fetch decodes; the encoded length is in the header
        sizes.push({ p, enc, encoded: Number(r.headers.get('content-length')) });
      }
    }
    for (const enc of ['br', 'gzip']) {
      const mine = sizes.filter((s) => s.enc === enc);
      const max = mine.reduce((a, b) => (b.encoded > a.encoded ? b : a));
      const heavy = mine.filter((s) => s.encoded > BUDGET).map((s) => `${s.p} ${(s.encoded / 1024).toFixed(0)} KB`);
      console.log(`size (${enc}): ${mine.length} pages, heaviest ${(max.encoded / 1024).toFixed(0)} KB (${max.p})`);
      record(`size (${enc}): every page ≤ 150 KB transferred (${mine.length} pages)`, heavy.length === 0, heavy.join(', '));
    }
  }
  // ---- 7. validate your adjudicator
  if (want('validate')) {
    const root = path.join(DIST, '..');
    for (const name of ['phase-input.schema.json', 'phase-output.schema.json']) {
      const r = await fetch(`${base}/protocol/${name}`);
      const body = await r.text();
      const same = body === readFileSync(path.join(root, 'engine/protocol', name), 'utf8');
      record(`schema download /protocol/${name}`, r.status === 200 && /json/.test(r.headers.get('content-type') ?? '') && same, `HTTP ${r.status}, ${same ? 'same' : 'not the same'} as engine/protocol/${name}`);
    }
    const score = JSON.parse(readFileSync(path.join(root, 'site/content-data/js-diplomacy-score.json'), 'utf8'));
    const mutants = JSON.parse(readFileSync(path.join(root, 'site/content-data/mutants.json'), 'utf8')).mutants;
    const context7 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context7.newPage();
    for (const lang of ['', '/fr']) {
      await page.goto(`${base}${lang}/validate/js-diplomacy/`, { waitUntil: 'load' });
      const rows = await page.$$eval('.score-table tbody tr', (trs) => trs.map((tr) => ({ id: tr.id.replace(/^case-/, ''), bad: tr.classList.contains('differs') })));
      const scoreText = await page.textContent('.score-line .score');
      // A game the adjudicator does not play ("unsupported variant") is not a difference.
      const bad = score.cases.filter((c) => c.status !== 'pass' && c.status !== 'unsupported').map((c) => c.id).sort();
      record(
        `js-diplomacy: ${lang || '/en'} table has every scored case, ${score.score}`,
        rows.length === score.cases.length && scoreText === score.score && JSON.stringify(rows.filter((r) => r.bad).map((r) => r.id).sort()) === JSON.stringify(bad),
        `${rows.length} rows, score "${scoreText}"`,
      );
    }
    // The case pages' "mistakes this case catches": present exactly when the data names the case.
    for (const [id, lang] of [['schema-12', ''], ['sample-game', '/fr'], ['schema-1', '']]) {
      await page.goto(`${base}${lang}/cases/${id}/`, { waitUntil: 'load' });
      const shown = await page.$$eval('.caught-mistakes a', (as) => as.map((a) => a.getAttribute('href').split('#mutant-')[1]));
      const expected = mutants.filter((m) => m.killedBy.some((k) => k.id === id));
      record(`${lang}/cases/${id}/ lists the ${expected.length} mistakes it catches`, shown.length === expected.length, `${shown.length} shown`);
    }
    await page.goto(`${base}/validate/`, { waitUntil: 'load' });
    const blocks = await page.$$eval('.expressive-code pre', (pres) => pres.map((p) => p.getAttribute('data-language')));
    record('validate: Python and Go adapters, JSON example, highlighted', ['python', 'go', 'json'].every((l) => blocks.includes(l)), blocks.join(','));
    await context7.close();
    // Phones: nothing wider than the screen but the code blocks and tables, which scroll themselves.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const pp = await phone.newPage();
    for (const p of [...validatePages, '/game/', '/game/1901/', '/fr/game/1902/']) {
      await pp.goto(base + p, { waitUntil: 'load' });
      const width = await pp.evaluate(() => document.documentElement.scrollWidth);
      const tableOverflow = await pp.$$eval('.score-table', (ts) => ts.map((t) => t.scrollWidth - t.parentElement.clientWidth).filter((d) => d > 1));
      // The card layout of results tables on phones: no cell squeezed to nothing or cut (a centres
      // table once showed its counts in a column of no width). A table that scrolls sideways is meant to.
      const clipped = await pp.$$eval('table td', (tds) =>
        tds
          .filter((td) => td.offsetParent !== null && !(td.closest('.table-wrap')?.scrollWidth > td.closest('.table-wrap')?.clientWidth + 1))
          .filter((td) => (td.getBoundingClientRect().width < 1 && td.textContent.trim()) || td.scrollWidth > td.clientWidth + 1)
          .map((td) => td.textContent.trim().slice(0, 30)),
      );
      record(
        `phone: ${p} fits 390 px, every table cell read whole`,
        width <= 390 && tableOverflow.length === 0 && clipped.length === 0,
        `page ${width} px${tableOverflow.length ? `, table ${tableOverflow[0]} px too wide` : ''}${clipped.length ? `, ${clipped.length} cells cut: ${clipped.slice(0, 3).join(' | ')}` : ''}`,
      );
    }
    await phone.close();
  }
  // ---- 8. every case page, both languages, phone and desktop: fits the width; after Next the bar,
  // the step's picture and its caption are on screen; the map and orders are clipped to the frame
  // and no unit stands outside it. Pages run a few at a time in one browser (the case count grows).
  // #11's acceptance check, over every built page at both widths (about 7 min).
  if (want('layout')) {
    const sizes = [[390, 844], [1280, 800]];
    const failures = new Map();
    const started = Date.now();
    let checked = 0;
    // Each page is loaded once, checked on a phone, then the window is widened to the desktop and
    // the page checked again from its first step: the stepper refits on resize (stepper-client.ts),
    // as it does for a reader who turns a tablet, and one load instead of two halves the run's time.
    const ctx = await browser.newContext({ viewport: { width: sizes[0][0], height: sizes[0][1] } });
    const queue = quick ? [...pages, ...others] : builtPages();
    const worker = async () => {
      const page = await ctx.newPage();
      for (let p = queue.shift(); p; p = queue.shift()) {
        await page.setViewportSize({ width: sizes[0][0], height: sizes[0][1] });
        await page.goto(base + p, { waitUntil: 'load' });
        for (const [w, hgt] of sizes) {
          if (w !== sizes[0][0]) {
            await page.setViewportSize({ width: w, height: hgt });
            // Back to the first step, scrolled to the top, as a fresh load shows it.
            await page.evaluate(() => {
              const prev = document.querySelector('[data-stepper].is-enhanced [data-prev]');
              if (prev && !prev.disabled) prev.click();
              window.scrollTo(0, 0);
            });
          }
          const bad = [];
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > w) bad.push(`page ${width} px wide`);
          const hasNext = await page.$('[data-stepper].is-enhanced [data-next]:not([disabled])');
          if (hasNext) {
            await hasNext.click({ timeout: 20000 }).catch((e) => bad.push(`Next not pressable: ${String(e.message).split('\n')[0]}`));
            // Issue #26: on a desktop a case's step picture is at least 560 px wide, as drawn.
            const minWidth = w >= 1280 && p.includes('/cases/') ? 560 : 0;
            const out = await page.evaluate((minWidth) => {
              const root = document.querySelector('[data-stepper].is-enhanced');
              const cur = root.querySelector('li.step.is-current');
              const pic = cur.querySelector('.map > svg, .map-narrow img');
              const shownPic = [...cur.querySelectorAll('.map > svg, .map-narrow img')].find((x) => x.getBoundingClientRect().width > 0) ?? pic;
              // The caption is the step's text; the legend folded (or open) after it is not.
              const text = [...cur.querySelectorAll('figcaption > :not(.step-legend)')];
              const box = (els) => {
                const rs = els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
                return rs.length ? { top: Math.min(...rs.map((r) => r.top)), bottom: Math.max(...rs.map((r) => r.bottom)), left: Math.min(...rs.map((r) => r.left)), right: Math.max(...rs.map((r) => r.right)), width: 1 } : { top: 0, bottom: 0, left: 0, right: 0, width: 0 };
              };
              const parts = { previous: [root.querySelector('[data-prev]')], next: [root.querySelector('[data-next]')], picture: [shownPic], caption: text };
              const problems = [];
              if (minWidth) {
                const r = shownPic.getBoundingClientRect();
                const vb = shownPic.getAttribute?.('viewBox')?.split(/\s+/).map(Number);
                const aspect = vb ? vb[2] / vb[3] : shownPic.naturalWidth / shownPic.naturalHeight;
                const drawn = Math.min(r.width, r.height * aspect);
                if (!(drawn >= minWidth)) problems.push(`picture drawn ${Math.round(drawn)} px wide`);
              }
              for (const [k, els] of Object.entries(parts)) {
                const r = box(els);
                if (!(r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight + 1 && r.right <= window.innerWidth + 1)) {
                  problems.push(`${k} at ${Math.round(r.top)}..${Math.round(r.bottom)}`);
                  continue;
                }
                // On screen but under the sticky header (or anything else): what is seen at its top
                // edge must be the part itself.
                const hit = document.elementFromPoint((r.left + r.right) / 2, r.top + 3);
                if (!hit || !root.contains(hit) || !els.some((e) => e.contains(hit) || hit.contains(e))) problems.push(`${k} covered by ${hit?.tagName.toLowerCase()}.${[...(hit?.classList ?? [])].join('.')}`);
              }
              return problems;
            }, minWidth);
            if (out.length) bad.push(`after Next: ${out.join(', ')}`);
          }
          const frame = await page.$$eval('svg.dipmap:not(.legend-sample)', (svgs) => {
            const msgs = [];
            for (const svg of svgs) {
              const clip = svg.querySelector('clipPath rect');
              const groups = ['g.map', 'g.orders'].map((s) => svg.querySelector(`:scope > ${s}`));
              if (!clip || groups.some((g) => !g || !/url\(#/.test(g.getAttribute('clip-path') ?? ''))) { msgs.push('map not clipped to its frame'); continue; }
              // A clipPath's rect is not rendered, so getBBox() gives zeros there: read its attributes.
              const c = Object.fromEntries(['x', 'y', 'width', 'height'].map((k) => [k, Number(clip.getAttribute(k))]));
              for (const u of svg.querySelectorAll('.layer-units > g')) {
                const b = u.getBBox();
                const m = u.firstElementChild?.getAttribute('transform') ?? '';
                const t = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(m) ?? /translate\(([-\d.]+) ([-\d.]+)\)/.exec(u.innerHTML);
                const [x, y] = t ? [Number(t[1]), Number(t[2])] : [b.x + b.width / 2, b.y + b.height / 2];
                if (x < c.x || y < c.y || x > c.x + c.width || y > c.y + c.height) msgs.push(`unit at ${Math.round(x)},${Math.round(y)} outside the frame`);
              }
            }
            return msgs;
          });
          if (frame.length) bad.push(...new Set(frame));
          // Issue #25: on a phone the resolution graph fits its column (no sideways scroll), its
          // text at 12 px or more as drawn.
          if (w === 390) {
            const graph = await page.$$eval('.graph-figure', (figs) =>
              figs.flatMap((fig) => {
                const svg = [...fig.querySelectorAll('svg')].find((x) => x.getBoundingClientRect().width > 0);
                if (!svg) return ['no graph shown'];
                const column = fig.closest('.graph-scroll') ?? fig.parentElement;
                const msgs = [];
                if (column.scrollWidth > column.clientWidth + 1 || svg.getBoundingClientRect().width > column.clientWidth + 1) msgs.push(`graph ${Math.round(svg.getBoundingClientRect().width)} px in a ${column.clientWidth} px column`);
                const scale = svg.getBoundingClientRect().width / Number(svg.getAttribute('viewBox').split(/\s+/)[2]);
                const smallest = Math.min(...[...svg.querySelectorAll('text')].map((t) => Number(t.getAttribute('font-size')) * scale));
                if (smallest < 11.95) msgs.push(`graph text ${smallest.toFixed(1)} px`);
                return msgs;
              }),
            );
            if (graph.length) bad.push(...new Set(graph));
          }
          if (bad.length) failures.set(`${p} @${w}`, bad.join('; '));
          checked++;
        }
      }
      await page.close();
    };
    await Promise.all([worker(), worker(), worker()]);
    await ctx.close();
    // Known failures, listed by name; an entry must go when it passes. (A step's text too long for a
    // phone screen under its picture now scrolls in its own box: /fr/cases/datc-6.E.13/ passes.)
    const known = [];
    for (const k of known) {
      if (failures.has(k)) console.log(`KNOWN (#10, #11) layout: ${k}: ${failures.get(k)}`);
      else if (!quick) failures.set(k, 'listed as a known failure but passes now: remove it from the known list');
      failures.delete(k);
    }
    const list = [...failures].map(([k, v]) => `${k}: ${v}`);
    console.log(`layout checks: ${checked} page views in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    record(`every page fits the width, every stepper shows the whole step after Next, maps draw inside their frames (${checked} page views)`, list.length === 0, `${list.length} failing: ${list.slice(0, verbose ? list.length : 6).join(' | ')}`);
    // The walkthrough's boards are read where they are shown: the whole board on a wide screen, its
    // four quarters (picture files) on a phone; every label at least 10 px at the size shown.
    for (const [w, hgt] of sizes) {
      const ctx = await browser.newContext({ viewport: { width: w, height: hgt } });
      const page = await ctx.newPage();
      // The walkthrough's index shows the opening board too (#26).
      for (const p of ['/game/1901/', '/fr/game/1902/', '/game/', '/fr/game/']) {
        await page.goto(base + p, { waitUntil: 'load' });
        const shown = await page.evaluate(async () => {
          const px = [];
          const scale = (svg, width) => width / Number(svg.getAttribute('viewBox').split(' ')[2]);
          for (const fig of document.querySelectorAll('figure.board')) {
            const whole = fig.querySelector('.board-whole > svg');
            const label = whole?.querySelector('text.label');
            if (label && whole.getBoundingClientRect().width > 0) px.push(parseFloat(window.getComputedStyle(label).fontSize) * scale(whole, whole.getBoundingClientRect().width));
            for (const img of fig.querySelectorAll('.board-regions img')) {
              if (img.getBoundingClientRect().width === 0) continue;
              img.scrollIntoView();
              await new Promise((done) => (img.complete && img.naturalWidth > 1 ? done() : img.addEventListener('load', done, { once: true })));
              // A picture file's style holds its label size; the file is read as an SVG document.
              const doc = new window.DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml');
              const size = /\.label\{font-size:([\d.]+)px/.exec(doc.querySelector('style')?.textContent ?? '');
              px.push(size ? Number(size[1]) * scale(doc.documentElement, img.getBoundingClientRect().width) : 0);
            }
          }
          return { px, boards: document.querySelectorAll('figure.board').length };
        });
        const small = shown.px.filter((x) => !(x >= 10));
        const expected = shown.boards * (w < 600 ? 4 : 1);
        record(`${p} at ${w} px: ${shown.px.length} board pictures shown, labels >= 10 px`, shown.boards > 0 && shown.px.length === expected && small.length === 0, shown.px.map((x) => x.toFixed(1)).join(' '));
      }
      await ctx.close();
    }
  }
} catch (e) {
  record('the test run itself', false, e instanceof Error ? e.message : String(e));
} finally {
  await browser.close();
  await server.close();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
