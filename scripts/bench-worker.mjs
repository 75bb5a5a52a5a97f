// One measurement in a fresh process, for scripts/bench.mjs (not meant to be run by hand):
//   node scripts/bench-worker.mjs ROOT PHASES.jsonl COUNT PASSES
// loads ROOT's compiled engine (ROOT/build/engine/index.js), reads the first COUNT phases, and
// times PASSES passes over them. The first pass is the cold one (before the JIT has warmed); the
// warm figure is the median of the second half of the passes. Prints one line of JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, file, count, passes] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const lines = text.split('\n').filter(Boolean).slice(0, Number(count));
const phases = lines.map((l) => JSON.parse(l));
const { adjudicate } = await import(pathToFileURL(path.join(root, 'build/engine/index.js')).href);

const rates = [];
for (let k = 0; k < Number(passes); k++) {
  const start = process.hrtime.bigint();
  for (const p of phases) adjudicate(p);
  rates.push(phases.length / (Number(process.hrtime.bigint() - start) / 1e9));
}
const warm = rates.slice(Math.floor(rates.length / 2)).sort((a, b) => a - b);
console.log(JSON.stringify({ cold: rates[0], warm: warm[Math.floor(warm.length / 2)], maxRssKb: process.resourceUsage().maxRSS }));
