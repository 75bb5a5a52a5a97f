import { readFileSync, readdirSync } from 'node:fs';
import { importGame } from './engine/formats/import-game.js';
import { gameReport } from './engine/game/report.js';
const dir = '/work/shared/realgames/cicero/';
for (const ruleset of ['rulebook-2000', 'rulebook-1971', 'datc', 'webdiplomacy']) {
  for (const f of readdirSync(dir)) {
    const r = importGame(readFileSync(dir + f, 'utf8'));
    if (!r.ok) throw new Error(f);
    const rep = gameReport(r.game, 'en', { ruleset });
    for (const p of rep.phases) if (p.status === 'differs') console.log(ruleset, f.replace('.json',''), p.name, JSON.stringify(p.agreement?.presets), JSON.stringify(p.agreement?.options.map(o => o.option + '=' + o.value)), p.differences.map(d => d.text).join(' | '));
  }
}
