import { chromium } from 'playwright-core';
import { serve } from '/work/main/scripts/site/serve.mjs';
import { LAUNCH } from '/work/main/scripts/site/browser.mjs';
const server = await serve();
const base = server.url;
const browser = await chromium.launch(LAUNCH);
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const p of process.argv.slice(2)) {
  await page.goto(base + p, { waitUntil: 'load' });
  const out = await page.evaluate(() => {
    const res = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > 391 && r.width > 0) res.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').trim().slice(0,60)}`);
    }
    return { sw: document.documentElement.scrollWidth, res: res.slice(0, 15) };
  });
  console.log(p, out.sw); for (const l of out.res) console.log('  ', l);
}
await browser.close(); server.close();
