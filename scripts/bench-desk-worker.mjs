// The dispute desk's waits in Chromium, for scripts/bench.mjs (benchDesk; not meant to be run by hand):
//   node scripts/bench-desk-worker.mjs
// on the built site (dist/, `npm run build`), through scripts/site/desk-timing.mjs, the same
// measurements the desk test holds to their targets: an 11-order phase ruled and painted after the
// debounce at 1280 and 390 px (10 rulings each), the first ruling after the page is asked for (5
// fresh pages at 1280 px in English and 5 at 390 px in French, as the desk test times them), and a
// real game pasted and imported (3 times, when ../shared/realgames/ is there).
// Prints one line of JSON (times in ms), or {"skipped": why}.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve, DIST } from './site/serve.mjs';
import { LAUNCH } from './site/browser.mjs';
import { ELEVEN_ORDERS, firstRulingTime, importTime, rulingTimes } from './site/desk-timing.mjs';
import { deflateRawSync } from 'node:zlib';
import { Buffer } from 'node:buffer';

if (!existsSync(path.join(DIST, 'desk', 'index.html'))) {
  console.log(JSON.stringify({ skipped: 'dist/desk/ is missing: run `npm run build` first' }));
  process.exit(0);
}
const [gameFile] = process.argv.slice(2);
const link = `#v1.${deflateRawSync(Buffer.from(`rulebook-2000\n${ELEVEN_ORDERS}`, 'utf8')).toString('base64url')}`;
const server = await serve();
const browser = await chromium.launch(LAUNCH);
const out = { ruling1280: [], ruling390: [], first: [], first390fr: [], import: [], phases: 0 };
try {
  for (const [width, key] of [[1280, 'ruling1280'], [390, 'ruling390']]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/desk/${link}`, { waitUntil: 'load' });
    await page.waitForSelector('[data-output] .desk-results');
    out[key] = await rulingTimes(page);
    await context.close();
  }
  // The issue's first-ruling target is at both sizes; the desk test times these two (the phone's, in
  // French, was the slower there).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  for (let i = 0; i < 5; i++) out.first390fr.push(await firstRulingTime(phone, `${server.url}/fr/desk/${link}`));
  await phone.close();
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 844 } });
  for (let i = 0; i < 5; i++) out.first.push(await firstRulingTime(fresh, `${server.url}/desk/${link}`));
  if (gameFile) {
    const record = readFileSync(gameFile, 'utf8');
    for (let i = 0; i < 3; i++) {
      const page = await fresh.newPage();
      await page.goto(`${server.url}/desk/`, { waitUntil: 'load' });
      await page.waitForSelector('[data-desk].is-ready [data-output] .desk-results');
      out.import.push(await importTime(page, record));
      out.phases = await page.$$eval('[data-timeline] button', (b) => b.length);
      await page.close();
    }
  }
  await fresh.close();
} finally {
  await browser.close();
  await server.close();
}
console.log(JSON.stringify(out));
