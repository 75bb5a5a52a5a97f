// A game in the desk, without the page: the phase text reads back to the same phase, an edit is
// seen as one, and a what-if made whole replays, without carryFrom, to the rulings the what-if gave.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGame, replayGame } from '../../../engine/games.js';
import { readOrderText } from '../../../engine/formats/index.js';
import { REPO_ROOT } from '../../../engine/testing/shared-data.js';
import { phaseKey, phaseText, settledWhatIf, withNextPhase, withPhase } from './game.js';
import { carryOver } from '../../../engine/adjudicate/index.js';

const judge = readFileSync(path.join(REPO_ROOT, 'engine/formats/records/fixtures/judge-sample-game.txt'), 'utf8');
const read = importGame(judge);
if (!read.ok) throw new Error('the judge sample does not read');
const game = read.game;

const readBack = (text: string) => {
  const r = readOrderText(text, { keepUnreadable: true });
  expect(r.problems).toEqual([]);
  return { ...r.input!, ruleset: 'rulebook-2000' };
};

describe('a game in the desk', () => {
  const rulings = replayGame(game).rulings;

  it('shows each phase as an order file that reads back to the same phase', () => {
    for (const r of rulings) expect(phaseKey(readBack(phaseText(r.input)))).toBe(phaseKey(r.input));
    // The French desk shows the phases in French (#23), read back the same.
    for (const r of rulings) expect(phaseKey(readBack(phaseText(r.input, 'fr')))).toBe(phaseKey(r.input));
    expect(phaseText(rulings[0].input, 'fr')).toMatch(/^(Printemps|Automne|Hiver) \d+/);
  });

  it('sees an edited order as an edit, and a reordered text as the same phase', () => {
    const input = rulings[0].input;
    const text = phaseText(input);
    const lines = text.split('\n');
    expect(phaseKey(readBack(text))).toBe(phaseKey(input));
    const move = lines.findIndex((l) => / - /.test(l) && /^\s/.test(l));
    const edited = [...lines];
    edited[move] = `${edited[move].split(' - ')[0]} H`;
    expect(phaseKey(readBack(edited.join('\n')))).not.toBe(phaseKey(input));
  });

  it('makes a what-if whole: replayed without carryFrom it gives the what-if’s rulings, none compared after the change', () => {
    const first = rulings[0];
    const k = first.detail!.output.orders.findIndex((o) => o.result === 'succeeds' && / - /.test(o.text));
    const unit = first.input.orders[k].text.split(' - ')[0];
    const orders = first.input.orders.map((o, i) => (i === k ? { ...o, text: `${unit} H` } : o));
    const edited = withPhase(game, 0, { ...first.input, orders });
    const whatIf = replayGame(edited, { carryFrom: 0 }).rulings;
    const settled = settledWhatIf(edited, whatIf, 0);
    const again = replayGame(settled).rulings;
    expect(again.map((r) => r.detail?.output)).toEqual(whatIf.map((r) => r.detail?.output));
    expect(again.slice(1).every((r) => !r.compared)).toBe(true);
    expect(again[1].input.units.some((u) => `${u.type} ${u.loc}` === `${unit[0]} ${unit.slice(2).toLowerCase()}`)).toBe(true);
  });

  it('adds a phase after the last from the board its ruling leaves', () => {
    const last = rulings.at(-1)!;
    const next = { ...carryOver(last.input, last.detail!.output), orders: [] };
    const longer = withNextPhase(game, next);
    const r = replayGame(longer).rulings;
    expect(r).toHaveLength(rulings.length + 1);
    expect(r.at(-1)!.input.units).toEqual(last.detail!.output.units);
  });
});
