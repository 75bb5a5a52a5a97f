// Screenshots of some pages at phone and desktop widths, to look at the layout:
//   node scripts/site/screenshots.mjs OUT_DIR /cases/schema-12/ /fr/game/ ...
// FULL=1 for whole pages, DARK=1 for the dark theme.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';

const [out = '/tmp/casebook-shots', ...pages] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const server = await serve();
const browser = await chromium.launch(LAUNCH);
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: process.env.DARK === '1' ? 'dark' : 'light' });
    const page = await context.newPage();
    for (const p of pages.length ? pages : ['/cases/schema-12/']) {
      await page.goto(server.url + p, { waitUntil: 'load' });
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL === '1' });
      console.log(path.join(out, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
