import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
const server = await serve();
const browser = await chromium.launch(LAUNCH);
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const pages = ['/cases/schema-20/', '/fr/cases/datc-6.F.14/', '/game/1901/', '/cases/sample-game/fall-1902-movement/', '/validate/js-diplomacy/', '/cases/datc-6.A.1/'];
for (const p of pages) {
  let t = Date.now();
  await page.goto(server.url + p, { waitUntil: 'load' });
  const tLoad = Date.now() - t; t = Date.now();
  const n = await page.$$eval('svg.dipmap .layer-units > g', (g) => { for (const u of g) u.getBBox(); return g.length; });
  const tFrame = Date.now() - t;
  const size = await page.evaluate(() => document.documentElement.outerHTML.length);
  console.log(p, 'load', tLoad, 'frame', tFrame, 'units', n, 'html', size);
}
await browser.close(); server.close();
