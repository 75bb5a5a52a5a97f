import { readFileSync, readdirSync } from 'node:fs';
import { readCiceroGame } from './engine/formats/records/cicero.js';
import { replayGame } from './engine/game/replay.js';
const dir = '/work/shared/realgames/cicero/';
const texts = readdirSync(dir).map(f => readFileSync(dir + f, 'utf8'));
for (let k = 0; k < 3; k++) {
  let t0 = performance.now();
  const games = texts.map(t => readCiceroGame(JSON.parse(t))).map(r => r.ok ? r.value : undefined);
  const t1 = performance.now();
  for (const g of games) replayGame(g!, { ruleset: 'rulebook-2000' });
  const t2 = performance.now();
  console.log('import', Math.round(t1 - t0), 'replay', Math.round(t2 - t1));
}
