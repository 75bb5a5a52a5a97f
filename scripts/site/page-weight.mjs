// Page weight of the built site: every case page raw, gzip and Brotli, and what a browser really
// transfers for two pages (with and without JavaScript, phone and desktop widths).
//   node scripts/site/page-weight.mjs        (after `npm run build`)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve, DIST } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
const files = [];
const walk = (d) => { for (const e of readdirSync(d, { withFileTypes: true })) { const f = path.join(d, e.name); if (e.isDirectory()) walk(f); else if (e.name === 'index.html') files.push(f); } };
walk(path.join(DIST, 'cases')); walk(path.join(DIST, 'fr', 'cases'));
const rows = files.map((f) => { const b = readFileSync(f); return { f: path.relative(DIST, f), raw: b.length, gz: gzipSync(b, { level: 9 }).length, br: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length }; });
const main = rows.filter((r) => r.f.split('/').length === (r.f.startsWith('fr') ? 4 : 3));
const sub = rows.filter((r) => !main.includes(r));
const stat = (xs, k) => { const v = xs.map((x) => x[k]).sort((a, b) => a - b); return `min ${(v[0]/1024).toFixed(0)} / median ${(v[v.length>>1]/1024).toFixed(0)} / max ${(v.at(-1)/1024).toFixed(0)} KB`; };
for (const [name, xs] of [['case pages', main], ['phase pages', sub]]) for (const k of ['raw', 'gz', 'br']) console.log(name, xs.length, k, stat(xs, k));
const server = await serve();
const browser = await chromium.launch(LAUNCH);
for (const js of [true, false]) for (const [w, p] of [[1280, '/cases/schema-12/'], [390, '/cases/schema-12/'], [1280, '/cases/sample-game/fall-1902-movement/'], [390, '/cases/sample-game/fall-1902-movement/']]) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: w, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page); await cdp.send('Network.enable');
  let total = 0, jsBytes = 0; const types = {};
  cdp.on('Network.loadingFinished', (e) => { total += e.encodedDataLength; });
  cdp.on('Network.responseReceived', (e) => { types[e.requestId] = e.type; });
  cdp.on('Network.loadingFinished', (e) => { if (types[e.requestId] === 'Script') jsBytes += e.encodedDataLength; });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  console.log(`${p} ${w}px JS ${js ? 'on ' : 'off'}: transferred ${(total/1024).toFixed(0)} KB (scripts ${(jsBytes/1024).toFixed(1)} KB)`);
  await ctx.close();
}
await browser.close(); await server.close();
