// Where the dispute desk's ruling time goes, in Chromium on the built site (`npm run build` first):
// the rulings of scripts/site/desk-timing.mjs (an 11-order phase typed, ruled and painted) under
// the CPU profiler and the page's performance counters, then the first ruling of a fresh page.
// A tool for whoever works on the desk's speed (issue 27), not a test: it prints
//   - the waits, as the desk test and the bench measure them;
//   - the main thread's time split into script, style, layout (Chromium's counters) per ruling;
//   - the functions with the most self time (sampled), by bundle file and line.
//
//   node scripts/site/desk-profile.mjs [--width=1280] [--runs=10] [--top=25] [--css="…"]   (--css: a style sheet added to the page first, to try a change)
import { chromium } from 'playwright-core';
import { deflateRawSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { parseArgs } from 'node:util';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { ELEVEN_ORDERS, firstRulingTime, median, rulingTimes } from './desk-timing.mjs';

const { values } = parseArgs({ options: { width: { type: 'string', default: '1280' }, runs: { type: 'string', default: '10' }, top: { type: 'string', default: '25' }, css: { type: 'string', default: '' } } });
const width = Number(values.width);
const runs = Number(values.runs);
const link = `#v1.${deflateRawSync(Buffer.from(`rulebook-2000\n${ELEVEN_ORDERS}`, 'utf8')).toString('base64url')}`;

const server = await serve();
const browser = await chromium.launch(LAUNCH);
try {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/desk/${link}`, { waitUntil: 'load' });
  await page.waitForSelector('[data-desk].is-ready [data-output] .desk-results');
  if (values.css) await page.addStyleTag({ content: values.css });
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const counters = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await counters();
  await cdp.send('Profiler.start');
  const times = await rulingTimes(page, ELEVEN_ORDERS, runs);
  const { profile } = await cdp.send('Profiler.stop');
  const after = await counters();
  console.log(`${width} px, ${runs} rulings after the debounce: median ${median(times)} ms (${times.join(', ')})`);
  const per = (k) => (((after[k] ?? 0) - (before[k] ?? 0)) * 1000) / runs;
  console.log(`per ruling (with the other presets' comparison after the paint): script ${per('ScriptDuration').toFixed(1)} ms, style ${per('RecalcStyleDuration').toFixed(1)} ms, layout ${per('LayoutDuration').toFixed(1)} ms (${(((after.LayoutCount ?? 0) - (before.LayoutCount ?? 0)) / runs).toFixed(1)} layouts), all tasks ${per('TaskDuration').toFixed(1)} ms`);
  console.log(`DOM nodes now: ${after.Nodes}`);

  // Self time per function from the samples.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = self.get('(idle) :0:0') ?? 0;
  console.log(`\nsampled ${total.toFixed(0)} ms, ${(total - idle).toFixed(0)} ms busy; top self time per ruling:`);
  for (const [k, ms] of [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`  ${(ms / runs).toFixed(2).padStart(7)} ms  ${k}`);
  // Inclusive time per function (a function's own samples and its callees'), recursion counted once.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
    }
  });
  console.log('\ntop inclusive time per ruling:');
  for (const [k, ms] of [...incl].filter(([k]) => !k.startsWith('(')).sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`  ${(ms / runs).toFixed(2).padStart(7)} ms  ${k}`);
  await context.close();

  const fresh = await browser.newContext({ viewport: { width, height: 844 } });
  const first = [];
  for (let i = 0; i < 5; i++) first.push(await firstRulingTime(fresh, `${server.url}/desk/${link}`));
  console.log(`\nfirst ruling of a fresh page: median ${median(first)} ms (${first.join(', ')})`);
  await fresh.close();
} finally {
  await browser.close();
  await server.close();
}
