import { chromium } from 'playwright-core';
import { serve } from './scripts/site/serve.mjs';
import { LAUNCH } from './scripts/site/browser.mjs';
const server = await serve();
const browser = await chromium.launch(LAUNCH);
const file = '/work/shared/realgames/cicero/game_433761_ENGLAND_AG.json';
for (const [lang, width] of [['', 1280], ['/fr', 1280], ['', 390], ['/fr', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(`${server.url}${lang}/desk/`);
  await page.waitForSelector('[data-desk].is-ready');
  await page.click('[data-import-box] > summary');
  await page.setInputFiles('[data-import-file]', [file]);
  const t0 = Date.now();
  await page.click('[data-import]');
  await page.waitForSelector('[data-game]:not([hidden]) [data-timeline] button', { timeout: 20000 });
  console.log(lang, width, 'import ms', Date.now() - t0);
  await page.waitForTimeout(800);
  await page.selectOption('[data-game-jump]', '3');
  await page.waitForTimeout(800);
  const name = `${lang ? 'fr' : 'en'}-${width}`;
  await page.screenshot({ path: `/tmp/desk-shots/${name}.png`, fullPage: false });
  await page.screenshot({ path: `/tmp/desk-shots/${name}-full.png`, fullPage: true });
  console.log(await page.evaluate(() => ({ overflow: document.documentElement.scrollWidth - innerWidth, title: document.querySelector('#desk-ruling')?.textContent, rec: document.querySelector('[data-record]')?.textContent })));
  await page.close();
}
await browser.close(); await server.close();
