// The desk's first ruling on two built sites in alternating fresh pages (issue 27): the wall time
// from the page asked for to its ruling and picture painted (scripts/site/desk-timing.mjs, as the
// bench measures it) and the renderer main thread's CPU time until then (Chromium's ThreadTime).
// On a loaded machine the wall time is mostly waiting for a core; the CPU time moves far less, and
// the per-round ratio of two sites' CPU is the figure to compare them by. On Linux, also the CPU of
// all Chromium's processes over the same span (from /proc, in 10 ms ticks): the renderer's main
// thread is only about a third of what a first ruling costs the machine (its script streamed and
// compiled, its raster, the browser's and compositor's work), and on two cores all of it competes.
//
//   node scripts/site/desk-first-cpu.mjs [--rounds N] [--width 1280] [--lang fr] DIR [DIR2]
// DIR, DIR2: built sites (dist/, or a copy of another commit's); one round first warms the server's
// compressed files and is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deflateRawSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
import { LAUNCH } from './browser.mjs';
import { ELEVEN_ORDERS, FIRST_RULING_WATCH, median } from './desk-timing.mjs';

/* global window */

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '6' }, width: { type: 'string', default: '1280' }, lang: { type: 'string', default: 'en' } } });
if (!positionals.length) {
  console.error('usage: node scripts/site/desk-first-cpu.mjs [--rounds N] [--width W] [--lang fr] DIR [DIR2]');
  process.exit(2);
}
/** CPU ms of each of this process's descendants (Chromium's processes) by pid, from /proc; undefined where there is none. */
function childrenCpu() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return undefined;
  }
  const procs = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, in clock ticks (100 a second on Linux).
      procs.set(Number(pid), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) * 10 });
    } catch {
      // A process gone meanwhile.
    }
  }
  const mine = (pid) => {
    for (let p = procs.get(pid)?.parent; p && p > 1; p = procs.get(p)?.parent) if (p === process.pid) return true;
    return false;
  };
  return new Map([...procs].filter(([pid]) => mine(pid)).map(([pid, p]) => [pid, p.cpu]));
}

/** The CPU the processes alive at `after` used since `before` (one that ended meanwhile is not counted). */
const cpuSince = (before, after) => [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

const link = `#v1.${deflateRawSync(Buffer.from(`rulebook-2000\n${ELEVEN_ORDERS}`, 'utf8')).toString('base64url')}`;
const roots = positionals.map((d) => path.resolve(d) + path.sep);
const servers = await Promise.all(roots.map((root) => serve({ root })));
const browser = await chromium.launch(LAUNCH);
const runs = roots.map(() => []);
try {
  for (let round = 0; round <= Number(values.rounds); round++) {
    for (const [k, server] of servers.entries()) {
      const context = await browser.newContext({ viewport: { width: Number(values.width), height: 844 } });
      const page = await context.newPage();
      // A page of the same site first: the desk opens in this renderer, whose metrics are read.
      await page.goto(`${server.url}/favicon.svg`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const cpu = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
      await page.addInitScript(FIRST_RULING_WATCH);
      const before = await cpu();
      const browserBefore = childrenCpu();
      await page.goto(`${server.url}${values.lang === 'fr' ? '/fr' : ''}/desk/${link}`, { waitUntil: 'load' });
      const wall = await page.evaluate(() => window.__firstRuling);
      const browserCpu = browserBefore && cpuSince(browserBefore, childrenCpu());
      const used = (await cpu()) - before;
      if (round > 0) runs[k].push({ wall: Math.round(wall), cpu: Math.round(used), browser: browserCpu });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
for (const [k, root] of roots.entries()) {
  const r = runs[k];
  const browser = r[0]?.browser === undefined ? '' : `, ${median(r.map((x) => x.browser))} ms CPU in all Chromium's processes`;
  console.log(`${root}: first ruling ${median(r.map((x) => x.wall))} ms wall, ${median(r.map((x) => x.cpu))} ms main-thread CPU${browser} (medians of ${r.length}; wall ${r.map((x) => x.wall).join(' ')}; CPU ${r.map((x) => x.cpu).join(' ')}${browser && `; all ${r.map((x) => x.browser).join(' ')}`})`);
}
if (roots.length === 2) {
  const ratios = runs[1].map((x, i) => x.cpu / runs[0][i].cpu);
  console.log(`CPU, second / first, per round: ${ratios.map((x) => x.toFixed(2)).join(' ')}; median ${median(ratios).toFixed(2)}`);
  if (runs[0][0]?.browser !== undefined) {
    const all = runs[1].map((x, i) => x.browser / runs[0][i].browser);
    console.log(`all Chromium's CPU, second / first, per round: ${all.map((x) => x.toFixed(2)).join(' ')}; median ${median(all).toFixed(2)}`);
  }
}
