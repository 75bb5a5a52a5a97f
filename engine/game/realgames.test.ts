// The 30 shared real games (../shared/realgames/cicero/, read here, never copied): every phase is
// ruled under every preset, and the phases where the ruling differs from the record are exactly those
// realgames-differences.yaml lists, each explained by its cause's rule option.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { importGame } from '../formats/import-game.js';
import type { GameJson } from '../protocol/game.js';
import type { RuleOptions } from '../rules/options.js';
import { PRESET_NAMES } from '../rules/presets.js';
import { sharedFolder } from '../testing/shared-data.js';
import { agreementOf } from './agreement.js';
import { shortPhaseName } from './phase-order.js';
import { replayGame } from './replay.js';

interface Cause {
  option: Partial<Record<keyof RuleOptions, string>>;
  record: string;
  rules: string;
  verdict: string;
}
interface Listed {
  game: string;
  phase: string;
  under: string[];
  cause: string;
}
const fixture = YAML.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'realgames-differences.yaml'), 'utf8')) as { causes: Record<string, Cause>; differences: Listed[] };

const folder = sharedFolder('realgames', 'cicero');
const games: [string, GameJson][] = folder
  ? readdirSync(path.join(folder, 'cicero'))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const r = importGame(readFileSync(path.join(folder, 'cicero', f), 'utf8'));
        if (!r.ok) throw new Error(`${f}: ${JSON.stringify(r.problems.slice(0, 3))}`);
        expect(r.format).toBe('cicero');
        return [f.replace(/\.json$/, ''), r.game];
      })
  : [];

describe.skipIf(!folder)('the 30 shared real games', () => {
  it('are 30 games of 1,117 phases, 1,089 with a published result', () => {
    expect(games).toHaveLength(30);
    const phases = games.flatMap(([, g]) => g.phases);
    expect(phases).toHaveLength(1117);
    expect(phases.filter((p) => p.published)).toHaveLength(1089);
  });

  it.each(PRESET_NAMES)('under %s, every phase is ruled and the phases that differ are exactly the listed ones, for their cause', (preset) => {
    const found: string[] = [];
    for (const [name, game] of games) {
      const replay = replayGame(game, { ruleset: preset });
      expect(replay.rulings.filter((r) => r.error).map((r) => r.error)).toEqual([]);
      expect(replay.rulings).toHaveLength(game.phases.length);
      for (const r of replay.rulings) {
        if (!r.differences.length) continue;
        found.push(`${name} ${shortPhaseName(r.phase)}`);
        const listed = fixture.differences.find((d) => d.game === name && d.phase === shortPhaseName(r.phase));
        if (!listed) continue;
        // The cause's option, alone, makes the ruling agree with the record.
        const [option, value] = Object.entries(fixture.causes[listed.cause].option)[0];
        const agreement = agreementOf(r, game.phases[r.index!].published);
        expect(agreement.options.map((o) => `${o.option}=${o.value}`)).toContain(`${option}=${value}`);
      }
    }
    const listed = fixture.differences.filter((d) => d.under.includes(preset)).map((d) => `${d.game} ${d.phase}`);
    expect(found.sort()).toEqual(listed.sort());
  });

  it('explains every cause: what the record did, what the rules say, who is right', () => {
    for (const [name, cause] of Object.entries(fixture.causes)) {
      for (const field of ['record', 'rules', 'verdict'] as const) expect(cause[field]?.trim().length, `${name}.${field}`).toBeGreaterThan(80);
      expect(Object.keys(cause.option)).toHaveLength(1);
    }
    for (const d of fixture.differences) expect(Object.keys(fixture.causes)).toContain(d.cause);
  });
});
