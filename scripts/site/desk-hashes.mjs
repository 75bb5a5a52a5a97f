// What the dispute desk shows for a few phases, hashed, to compare two built sites after a change
// that must not change it (issue 27: the desk made faster, its pictures and texts the same): each
// phase opened from a desk link in a fresh page at 1280 px in English and 390 px in French, every
// step shown (so that each step's picture is drawn), the resolution graph and the other rulesets
// waited for; then the ruling's markup (pictures, texts, results, the stepper's sizes) is hashed,
// whole and by part.
//
//   node scripts/site/desk-hashes.mjs DIR [DIR2]
// Prints one line per phase, width and language with its hashes; with DIR2, "same" or what differs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { ELEVEN_ORDERS } from './desk-timing.mjs';

/* global document */

const dirs = process.argv.slice(2).map((d) => path.resolve(d) + path.sep);
if (!dirs.length) {
  console.error('usage: node scripts/site/desk-hashes.mjs DIR [DIR2]');
  process.exit(2);
}
const FIXTURES = fileURLToPath(new URL('./fixtures/desk/', import.meta.url));
const link = (text, preset = 'rulebook-2000') => `#v1.${deflateRawSync(Buffer.from(`${preset}\n${text}`, 'utf8')).toString('base64url')}`;
const phases = [
  ['eleven-orders', link(ELEVEN_ORDERS)],
  ['spring-1901 (no link)', ''],
  ...readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.txt') && !/ancmed|1914|six-players/.test(f))
    .map((f) => [f, link(readFileSync(path.join(FIXTURES, f), 'utf8'))]),
];
const sha = (s) => createHash('sha256').update(s).digest('hex').slice(0, 12);

async function hashes(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-output] li.step .map > svg, [data-output] .desk-results', { timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('[data-others][aria-busy]'), undefined, { timeout: 30_000 });
  // Each step shown once, so that its picture is drawn; then back to the overview.
  const steps = await page.locator('[data-output] [data-steps] > li').count();
  for (let i = 1; i < steps; i++) await page.click('[data-output] [data-next]');
  for (let i = 1; i < steps; i++) await page.click('[data-output] [data-prev]');
  await page.waitForTimeout(300);
  const parts = await page.evaluate(() => {
    const out = document.querySelector('[data-output]');
    return {
      whole: out.innerHTML,
      pictures: Array.from(out.querySelectorAll('li.step .map'), (m) => m.innerHTML),
      captions: Array.from(out.querySelectorAll('li.step figcaption'), (c) => c.textContent),
      results: out.querySelector('.desk-results')?.outerHTML ?? '',
      graph: out.querySelector('[data-graph]')?.innerHTML ?? '',
      others: out.querySelector('[data-others]')?.innerHTML ?? '',
      problems: document.querySelector('[data-problems]').innerHTML,
      text: document.querySelector('[data-text]').value,
    };
  });
  await context.close();
  return { whole: sha(parts.whole), pictures: parts.pictures.map(sha).join(','), captions: sha(parts.captions.join('\n')), results: sha(parts.results), graph: sha(parts.graph), others: sha(parts.others), problems: sha(parts.problems), text: sha(parts.text) };
}

const servers = await Promise.all(dirs.map((root) => serve({ root })));
const browser = await chromium.launch(LAUNCH);
let differ = 0;
try {
  for (const [name, fragment] of phases) {
    for (const [width, lang] of [[1280, ''], [390, '/fr']]) {
      const got = [];
      for (const server of servers) got.push(await hashes(browser, `${server.url}${lang}/desk/${fragment}`, width));
      const same = got.every((g) => JSON.stringify(g) === JSON.stringify(got[0]));
      if (!same) differ++;
      console.log(`${name} ${width}${lang || ' en'}: ${JSON.stringify(got[0])}${got.length > 1 ? (same ? ' same' : ` DIFFERS: ${JSON.stringify(got[1])}`) : ''}`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
if (dirs.length > 1) console.log(differ ? `${differ} differ` : 'all the same');
process.exit(differ ? 1 : 0);
