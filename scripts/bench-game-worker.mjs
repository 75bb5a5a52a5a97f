// One measurement of the desk's path in a fresh process, for scripts/bench.mjs (not meant to be run by hand):
//   node scripts/bench-game-worker.mjs ROOT GAME.json PASSES
// loads ROOT's compiled engine (engine/core.js, as the desk does), then times importing the game's text and replaying it with its report
// (engine/formats/import-game.js, engine/game/report.js), as the desk does on a paste: the first pass
// (cold: before the JIT has warmed; wall and CPU time) and the median of the later ones. Prints one line of JSON.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, file, passes] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const orderText = path.join(root, 'build/engine/formats/order-text.js');
const hasOrderText = existsSync(orderText);
const load = process.hrtime.bigint();
// The engine as the desk's bundle has it: the public API with the standard game's plug-in installed
// (engine/core.ts fills the variant registry; the record modules alone do not).
await import(pathToFileURL(path.join(root, 'build/engine/core.js')).href);
// The game master's chapter, as the desk loads it with a game (an older ROOT has it built in, some
// with no order-text module at all: c127679, the main issue 27 was filed on).
if (hasOrderText) await (await import(pathToFileURL(orderText).href)).prepareGameMaster?.();
const { importGame } = await import(pathToFileURL(path.join(root, 'build/engine/formats/import-game.js')).href);
const { gameReport } = await import(pathToFileURL(path.join(root, 'build/engine/game/report.js')).href);
const loadMs = Number(process.hrtime.bigint() - load) / 1e6;
const times = [];
let phases = 0;
let coldCpuMs = 0;
for (let k = 0; k < Number(passes); k++) {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const imported = importGame(text);
  if (!imported.ok) throw new Error(`${file}: ${JSON.stringify(imported.problems[0])}`);
  const report = gameReport(imported.game, 'en');
  phases = report.phases.length;
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  if (k === 0) {
    const used = process.cpuUsage(cpu);
    coldCpuMs = (used.user + used.system) / 1000;
  }
}
const later = times.slice(1).sort((a, b) => a - b);
console.log(JSON.stringify({ phases, loadMs, coldMs: times[0], coldCpuMs, warmMs: later[Math.floor(later.length / 2)] ?? times[0] }));
