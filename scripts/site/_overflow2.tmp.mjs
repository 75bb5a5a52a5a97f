import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
const server = await serve();
const browser = await chromium.launch(LAUNCH);
for (const w of [390, 1280]) {
const ctx = await browser.newContext({ viewport: { width: w, height: 844 } });
const page = await ctx.newPage();
for (const p of ['/fr/game/', '/fr/game/1901/', '/fr/cases/schema-20/']) {
  await page.goto(server.url + p, { waitUntil: 'load' });
  await page.addStyleTag({ content: process.argv[2] ?? '' });
  const out = await page.evaluate(() => {
    const ul = document.querySelector('.legend-list');
    return { sw: document.documentElement.scrollWidth, ulw: ul?.getBoundingClientRect().width, cols: ul ? getComputedStyle(ul).columnCount + '/' + getComputedStyle(ul).columnWidth : null };
  });
  console.log(w, p, JSON.stringify(out));
}
await ctx.close();
}
await browser.close(); server.close();
