// Where the dispute desk's first ruling spends its time (issue 27), on the built site in Chromium:
// a fresh page opened at a desk link (the 11-order phase the bench times), traced from the
// navigation to the first paint with the ruling and its picture (scripts/site/desk-timing.mjs).
//
//   node scripts/site/desk-trace.mjs [--runs N] [--out trace.json] [--lang fr] [--width 390]
//
// Prints, for the median run: the network (each file: when asked, when its last byte came, its
// size), the main thread's tasks longer than 20 ms (wall and CPU) with what they did (parse HTML,
// compile, run script, style and layout, paint), the first paint and the first ruling painted, and
// the main thread's CPU before it in each run; then, over all runs and up to the first ruling, the
// script's time by function (self and total) and its call tree (paths of TREE_MIN ms or more,
// default 8), from a CPU profile sampled every 100 µs. Names are the bundle's, with line and column
// to look them up in dist/_astro/. A profile's sample is wall time: on a loaded machine it counts
// the time the thread waited for a core, the tasks' CPU column does not.
// --out keeps the last run's Chromium trace (open it in chrome://tracing or the DevTools);
// CASEBOOK_SITE_OUT traces another built folder (scripts/site/serve.mjs).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { ELEVEN_ORDERS, FIRST_RULING_WATCH, median } from './desk-timing.mjs';

/* global window, performance */

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    out: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    width: { type: 'string', default: '1280' },
  },
});
const RUNS = Number(values.runs);
const link = `#v1.${deflateRawSync(Buffer.from(`rulebook-2000\n${ELEVEN_ORDERS}`, 'utf8')).toString('base64url')}`;
const server = await serve();
const browser = await chromium.launch(LAUNCH);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

const runs = [];
const profiles = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: Number(values.width), height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(FIRST_RULING_WATCH);
    // A page of the same site first: the desk then opens in this renderer, whose profile is taken.
    await page.goto(`${server.url}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}${values.lang === 'fr' ? '/fr' : ''}/desk/${link}`, { waitUntil: 'load' });
    const first = await page.evaluate(() => window.__firstRuling);
    const timing = await page.evaluate(() => ({
      resources: performance.getEntriesByType('resource').map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, size: r.encodedBodySize })),
      nav: (({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }) => ({ responseEnd, domInteractive, domContentLoadedEventEnd, loadEventEnd }))(performance.getEntriesByType('navigation')[0]),
      paints: performance.getEntriesByType('paint').map((p) => [p.name, p.startTime]),
    }));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const { profile } = await cdp.send('Profiler.stop');
    if (values.out) writeFileSync(values.out, JSON.stringify(trace));
    const tasks = mainTasks(trace);
    runs.push({ first, timing, tasks });
    // The profile up to the first ruling painted (the graph and the other rulesets come after it).
    profiles.push({ ...profile, until: tasks.navigationStart + first * 1000 });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const sorted = [...runs].sort((a, b) => a.first - b.first);
const mid = sorted[Math.floor(sorted.length / 2)];
const ms = (x) => `${Math.round(x)}`.padStart(5);
console.log(`first ruling painted: ${runs.map((r) => Math.round(r.first)).join(', ')} ms (median ${Math.round(median(runs.map((r) => r.first)))})`);
console.log(`\nthe median run (${Math.round(mid.first)} ms):`);
console.log(`  the page: response end ${ms(mid.timing.nav.responseEnd)}, DOM interactive ${ms(mid.timing.nav.domInteractive)}, DOMContentLoaded end ${ms(mid.timing.nav.domContentLoadedEventEnd)}, load end ${ms(mid.timing.nav.loadEventEnd)}`);
for (const [name, at] of mid.timing.paints) console.log(`  ${name}: ${ms(at)}`);
console.log('  network (asked → last byte, encoded KB):');
for (const r of mid.timing.resources) console.log(`    ${ms(r.start)} → ${ms(r.end)}  ${(r.size / 1024).toFixed(1).padStart(6)}  ${r.name}`);
console.log('  main-thread tasks over 20 ms (start, wall, CPU, and their biggest parts, wall):');
for (const t of mid.tasks.filter((t) => t.dur >= 20)) console.log(`    ${ms(t.start)} ${ms(t.dur)} ${ms(t.cpu)}  ${t.parts.map(([n, d]) => `${n} ${Math.round(d)}`).join(', ')}`);
const before = (r) => r.tasks.filter((t) => t.start < r.first);
const sum = (ts, k) => Math.round(ts.reduce((n, t) => n + t[k], 0));
console.log(`  main thread busy until the first ruling: ${sum(before(mid), 'dur')} ms wall, ${sum(before(mid), 'cpu')} ms CPU in ${before(mid).length} tasks`);
console.log(`  CPU on the main thread before the first ruling, each run: ${runs.map((r) => sum(before(r), 'cpu')).join(', ')} ms`);

// The CPU profile, all runs together: self and total time by function.
const byFn = new Map();
for (const p of profiles) {
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  let at = p.startTime;
  for (let k = 0; k < p.samples.length; k++) {
    at += p.timeDeltas[k];
    if (at > p.until) break;
    self.set(p.samples[k], (self.get(p.samples[k]) ?? 0) + (p.timeDeltas[k + 1] ?? 0) / 1000);
  }
  const keyOf = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.replace(/^.*\//, '') : '';
    return `${f.functionName || '(anon)'} ${file}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  for (const [id, t] of self) {
    const n = nodes.get(id);
    const k = keyOf(n);
    const e = byFn.get(k) ?? { self: 0, total: 0 };
    e.self += t;
    byFn.set(k, e);
    // Total: once per function on the stack.
    const seen = new Set();
    for (let up = id; up !== undefined; up = parent.get(up)) {
      const key = keyOf(nodes.get(up));
      if (seen.has(key)) continue;
      seen.add(key);
      const u = byFn.get(key) ?? { self: 0, total: 0 };
      u.total += t;
      byFn.set(key, u);
    }
  }
}
const per = (x) => (x / profiles.length).toFixed(1).padStart(7);
console.log(`\nthe script's time by function, ms per run (${profiles.length} runs), by total:`);
for (const [k, e] of [...byFn].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1].total - a[1].total).slice(0, 60)) console.log(`  ${per(e.total)} ${per(e.self)}  ${k}`);
console.log('\nby self time:');
for (const [k, e] of [...byFn].sort((a, b) => b[1].self - a[1].self).slice(0, 30)) console.log(`  ${per(e.self)}  ${k}`);

/** The desk's renderer's main thread: each top-level task with its wall and CPU time and what took it. */
function mainTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').includes('/desk/'));
  const pid = parse?.pid;
  const tid = parse?.tid;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts);
  const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? parse?.ts ?? 0;
  const tasks = [];
  for (const e of main) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue; // nested in the task before
    tasks.push(e);
  }
  const NAMES = { ParseHTML: 'parse HTML', 'v8.compile': 'compile', 'v8.compileModule': 'compile module', EvaluateScript: 'run script', 'v8.evaluateModule': 'run module', FunctionCall: 'function call', TimerFire: 'timer', FireAnimationFrame: 'animation frame', UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', PrePaint: 'pre-paint', Layerize: 'layerize', MinorGC: 'minor gc', MajorGC: 'major gc', ResourceReceivedData: 'data', 'v8.produceModuleCache': 'code cache', 'V8.GCScavenger': 'gc' };
  const made = tasks.map((t) => {
    const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && NAMES[e.name]);
    const parts = new Map();
    for (const e of inside) {
      // Only the outermost event of each kind.
      if (inside.some((o) => o !== e && o.name === e.name && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur)) continue;
      parts.set(NAMES[e.name], (parts.get(NAMES[e.name]) ?? 0) + e.dur / 1000);
    }
    return { start: (t.ts - t0) / 1000, dur: t.dur / 1000, cpu: (t.tdur ?? t.dur) / 1000, parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6) };
  });
  return Object.assign(made, { navigationStart: t0 });
}

// The call tree up to the first ruling, all runs merged: each call path's total, ms per run, when
// it is at least --tree-min (default 8) ms.
const treeMin = Number(process.env.TREE_MIN ?? 8);
const tree = { total: 0, kids: new Map() };
for (const p of profiles) {
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    return `${f.functionName || '(anon)'} ${f.url ? `${f.url.replace(/^.*\//, '').replace(/\..*/, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  let at = p.startTime;
  for (let k = 0; k < p.samples.length; k++) {
    at += p.timeDeltas[k];
    if (at > p.until) break;
    const dt = (p.timeDeltas[k + 1] ?? 0) / 1000;
    const path = [];
    for (let up = p.samples[k]; up !== undefined; up = parent.get(up)) path.unshift(name(nodes.get(up)));
    let t = tree;
    t.total += dt;
    for (const key of path) {
      let next = t.kids.get(key);
      if (!next) t.kids.set(key, (next = { total: 0, kids: new Map() }));
      next.total += dt;
      t = next;
    }
  }
}
console.log(`\nthe call tree up to the first ruling, ms per run (paths of ${treeMin} ms or more):`);
const show = (t, depth) => {
  for (const [key, k] of [...t.kids].sort((a, b) => b[1].total - a[1].total)) {
    if (k.total / profiles.length < treeMin || key.startsWith('(idle)')) continue;
    console.log(`${'  '.repeat(depth)}${per(k.total)}  ${key}`);
    show(k, depth + 1);
  }
};
show(tree, 0);
