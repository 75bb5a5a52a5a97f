import { readFileSync, readdirSync } from 'node:fs';
import { readCiceroGame } from './engine/formats/records/cicero.js';
import { replayGame } from './engine/game/replay.js';
import { shortPhaseName } from './engine/game/phase-order.js';
const dir = '/work/shared/realgames/cicero/';
for (const ruleset of ['rulebook-2000', 'datc', 'webdiplomacy', 'rulebook-1971']) {
  let phases = 0, compared = 0, differ = 0, errors = 0;
  const t0 = performance.now();
  for (const f of readdirSync(dir)) {
    const r = readCiceroGame(JSON.parse(readFileSync(dir + f, 'utf8')));
    if (!r.ok) { console.log(f, r.problems.slice(0, 3)); continue; }
    const rep = replayGame(r.value, { ruleset });
    for (const x of rep.rulings) {
      phases++;
      if (x.error) { errors++; console.log(ruleset, f, x.error); }
      if (x.compared) compared++;
      if (x.differences.length) { differ++; if (ruleset !== 'datc' || !shortPhaseName(x.phase).startsWith('W1908')) console.log(ruleset, f, shortPhaseName(x.phase), JSON.stringify(x.differences).slice(0, 600)); }
    }
  }
  console.log(ruleset, { phases, compared, differ, errors, ms: Math.round(performance.now() - t0) });
}
