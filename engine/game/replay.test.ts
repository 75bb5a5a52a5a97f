// Replaying a game: from each phase's recorded board, or, after an edited phase, from the boards
// the rulings leave (a what-if), with the phases the rules then call for and none they pass over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGame } from '../formats/import-game.js';
import type { GameJson } from '../protocol/game.js';
import { replayGame } from './replay.js';
import { shortPhaseName } from './phase-order.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const imported = importGame(readFileSync(path.join(here, '../formats/records/fixtures/judge-sample-game.txt'), 'utf8'));
const sample: GameJson = imported.ok ? imported.game : { phases: [] };
const names = (g: GameJson, carryFrom?: number) =>
  replayGame(g, carryFrom === undefined ? {} : { carryFrom }).rulings.map((r) => `${shortPhaseName(r.phase)}${r.index === undefined ? ' (inserted)' : ''}${r.compared ? ' compared' : ''}`);

/** The sample with phase `index`'s orders changed by `edit`. */
function edited(index: number, edit: (orders: GameJson['phases'][number]['orders']) => GameJson['phases'][number]['orders']): GameJson {
  return { ...sample, phases: sample.phases.map((p, i) => (i === index ? { ...p, orders: edit(p.orders) } : p)) };
}

describe('replayGame', () => {
  it('rules every phase from its recorded board and compares it with the record', () => {
    expect(names(sample)).toEqual(['S1901M compared', 'F1901M compared', 'W1901A compared', 'S1902M compared', 'F1902M compared', 'F1902R compared', 'W1902A compared']);
  });

  // The edited phase itself still starts from its record's board, and its ruling is set beside the record.
  it('after an edit, inserts the retreat phase the rules now call for and rules what follows from its own boards', () => {
    // Spring 1902: Russia's two armies hold instead of supporting Rumania, so Turkey dislodges F rum.
    const g = edited(3, (orders) => orders.map((o) => (o.text === 'A ukr S F rum' ? { ...o, text: 'A ukr H' } : o.text === 'A sev S F rum' ? { ...o, text: 'A sev H' } : o)));
    expect(names(g, 3)).toEqual(['S1901M compared', 'F1901M compared', 'W1901A compared', 'S1902M compared', 'S1902R (inserted)', 'F1902M', 'F1902R', 'W1902A']);
    const rulings = replayGame(g, { carryFrom: 3 }).rulings;
    expect(rulings[3].detail!.output.dislodged.map((d) => `${d.type} ${d.loc}`)).toEqual(['F rum']);
    // The fleet had nowhere to go: gone in Fall, where its record order names no unit.
    expect(rulings[5].input.units.some((u) => u.loc === 'rum' && u.power === 'russia')).toBe(false);
    expect(rulings[5].input.units).toContainEqual({ power: 'turkey', type: 'A', loc: 'rum' });
    expect(rulings[5].detail!.output.orders.find((o) => o.text === 'F Rum S A Sev')?.result ?? rulings[5].detail!.output.orders.find((o) => /F rum/i.test(o.text))?.result).toBe('illegal');
  });

  it('after an edit, passes over a retreat phase the rules no longer call for', () => {
    // Fall 1902: every attack that dislodged someone is called off.
    const calm = new Set(['A nwy - stp', 'A ruh - bur', 'A bul - rum']);
    const g = edited(4, (orders) => orders.map((o) => (calm.has(o.text) ? { ...o, text: `${o.text.slice(0, 5)} H` } : o)));
    expect(names(g, 4)).toEqual(['S1901M compared', 'F1901M compared', 'W1901A compared', 'S1902M compared', 'F1902M compared', 'W1902A']);
  });

  it('carries a board the record lacks from the phase before, and starts a game with no board from the starting position', () => {
    const bare: GameJson = { phases: sample.phases.map(({ position: _p, published: _q, ...p }) => p) };
    const rulings = replayGame(bare).rulings;
    expect(rulings.map((r) => r.error)).toEqual(rulings.map(() => undefined));
    const sorted = (units: { power: string; type: string; loc: string }[]) => units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort();
    expect(sorted(rulings[6].detail!.output.units)).toEqual(sorted(replayGame(sample).rulings[6].detail!.output.units));
    const late: GameJson = { phases: [bare.phases[1]] };
    expect(replayGame(late).rulings[0].error).toBe("F1901M (41:1): the game's first phase gives no board, and only a game's first Spring starts from the starting position");
  });
});
