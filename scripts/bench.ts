// `npm run bench`: adjudication speed on seeded random full-board movement phases (22-34 units,
// every unit ordered), parse + resolve in one process. Reports the median of several runs and the
// peak memory, then re-checks the reliability properties on a larger sample than `npm test` does.
//
//   npm run bench -- [--phases N] [--runs R]

import { parseArgs } from 'node:util';
import { standardMap } from '../engine/map/index.js';
import { adjudicatePhase } from '../engine/adjudicate/phase.js';
import { randomPhase } from '../engine/adjudicate/random-phase.js';
import type { PhaseInput } from '../engine/protocol/types.js';
import { timeCasebook } from './time-casebook.js';

const { values } = parseArgs({
  options: { phases: { type: 'string', default: '20000' }, runs: { type: 'string', default: '7' } },
});
const PHASES = Number(values.phases);
const RUNS = Number(values.runs);

const inputs: PhaseInput[] = Array.from({ length: PHASES }, (_, i) => randomPhase(standardMap, i + 1));
const orders = inputs.reduce((n, p) => n + p.orders.length, 0);

let peakRss = process.memoryUsage().rss;
const rates: number[] = [];
// One warm-up pass lets the JIT settle; it is not counted.
for (let run = -1; run < RUNS; run++) {
  const start = process.hrtime.bigint();
  for (const input of inputs) adjudicatePhase(standardMap, input);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (run >= 0) rates.push(PHASES / seconds);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)];

console.log(`Random movement phases: ${PHASES} (${(orders / PHASES).toFixed(1)} orders each on average), ${RUNS} timed runs`);
console.log(`  phases/s  median ${Math.round(median).toLocaleString('en')}  (min ${Math.round(rates[0]).toLocaleString('en')}, max ${Math.round(rates[rates.length - 1]).toLocaleString('en')})`);
console.log(`  µs/phase  median ${(1e6 / median).toFixed(1)};  orders/s median ${Math.round((median * orders) / PHASES).toLocaleString('en')}`);
console.log(`  peak RSS  ${(peakRss / 2 ** 20).toFixed(0)} MiB`);
console.log(`  target    33,000 phases/s: ${median >= 33_000 ? 'met' : 'NOT met'}`);

// Reliability on the same sample: no throw, no stacked units, no unit lost or duplicated.
let problems = 0;
for (const input of inputs) {
  const out = adjudicatePhase(standardMap, input).output;
  const provinces = out.units.map((u) => standardMap.provinceOf(u.loc));
  if (new Set(provinces).size !== provinces.length || out.units.length + out.dislodged.length !== input.units.length) problems++;
}
console.log(`  properties on ${PHASES} phases: ${problems === 0 ? 'all hold' : `${problems} phase(s) broke them`}`);
console.log('');
const casebookOk = timeCasebook();
process.exitCode = problems === 0 && casebookOk ? 0 : 1;
