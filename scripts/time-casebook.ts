// Times the whole casebook checked in-process (load + validate every case file, run every case
// under each of its presets through the engine, compare): the figure issue 4 asks to record.
//   npx tsx scripts/time-casebook.ts   (also run at the end of npm run bench)
import path from 'node:path';
import { adjudicate, boardOf } from '../engine/index.js';
import { findCaseFiles, loadCaseFile } from '../engine/casebook/load.js';
import { compareDislodged, compareGeography, compareOrders, comparePositionAfter, presetsOf, reachableAlone, runPhases } from '../engine/casebook/run.js';

// Run from the repository root (npm run bench does), compiled or not.
const casesDir = path.resolve('cases');

function once(): { cases: number; checks: number; failed: number } {
  let cases = 0;
  let checks = 0;
  let failed = 0;
  for (const file of findCaseFiles(casesDir)) {
    const loaded = loadCaseFile(file);
    if (!loaded.ok) {
      failed++;
      continue;
    }
    const c = loaded.loaded.data;
    cases++;
    for (const g of c.geography ?? []) {
      const board = boardOf({ variant: c.variant });
      const v = compareGeography(g, reachableAlone(g.unit, board, adjudicate, c.variant).reached, board);
      checks += 2;
      if (!v.reaches.ok || !v.notReaches.ok) failed++;
    }
    for (const preset of presetsOf(c)) {
      const runs = runPhases(c, preset, adjudicate);
      (c.phases ?? []).forEach((ph, i) => {
        const out = runs[i].output;
        checks += 3;
        if (!out) return void failed++;
        for (const v of [compareOrders(ph, preset, out), compareDislodged(ph, preset, out), comparePositionAfter(ph, preset, out)]) if (!v.ok) failed++;
      });
    }
  }
  return { cases, checks, failed };
}

/** Checks the whole casebook once cold, then five times; prints the figures; false if a check failed. */
export function timeCasebook(): boolean {
  const t0 = performance.now();
  let last = once();
  const cold = performance.now() - t0;
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    last = once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`Whole casebook in-process (${last.cases} cases, ${last.checks} checks, ${last.failed} failed):`);
  console.log(`  first (cold) run ${cold.toFixed(0)} ms, then median ${times[2].toFixed(0)} ms`);
  return last.failed === 0;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = timeCasebook() ? 0 : 1;
}
