// The next phase written out: the board the ruling leaves, read back unchanged by the order-file
// reader, a heading per power with what it may do as comments, in English or French.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { carryOver } from '../adjudicate/phase.js';
import { standardMap } from '../map/index.js';
import { importGame } from './import-game.js';
import { nextPhaseText } from './next-phase-text.js';
import { parseOrderFile } from './order-file.js';
import { replayGame } from '../game/replay.js';
import { shortPhaseName } from '../game/phase-order.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const imported = importGame(readFileSync(path.join(here, 'records/fixtures/judge-sample-game.txt'), 'utf8'));
const rulings = imported.ok ? replayGame(imported.game).rulings : [];
const after = (name: string) => rulings.find((r) => shortPhaseName(r.phase) === name)!;

describe('the next phase as a text to type into', () => {
  it.each(['S1901M', 'F1901M', 'W1901A', 'F1902M', 'F1902R'])('after %s, reads back as the board the ruling leaves', (name) => {
    const r = after(name);
    const text = nextPhaseText(r.input, r.detail!.output);
    const read = parseOrderFile(standardMap, text);
    expect(read.problems).toEqual([]);
    const { orders: _none, ...board } = read.input!;
    const { variantOptions: _v, ...carried } = carryOver(r.input, r.detail!.output);
    const sort = <T>(xs: T[] | undefined) => [...(xs ?? [])].map((x) => JSON.stringify(x)).sort();
    expect(sort(board.units)).toEqual(sort(carried.units));
    expect(board.phase).toEqual(carried.phase);
    expect(board.supplyCenters).toEqual(carried.supplyCenters);
    expect(sort(board.dislodged)).toEqual(sort(carried.dislodged));
    expect(board.contested ?? []).toEqual(carried.contested ?? []);
  });

  it('gives each dislodged unit its retreats, each power its builds or removals due, as comments', () => {
    const retreats = nextPhaseText(after('F1902M').input, after('F1902M').detail!.output);
    expect(retreats).toContain('France:\n  # A bur may retreat to gas or par, or disband\n');
    expect(retreats).toContain('Russia:\n  # F rum has nowhere to retreat: it is disbanded\n  # A stp may retreat to fin, lvn or mos, or disband\n');
    const winter = nextPhaseText(after('F1902R').input, after('F1902R').detail!.output);
    expect(winter.startsWith('Winter 1902\n')).toBe(true);
    expect(winter).toContain('Russia:\n  # One removal due (4 centres, 5 units)\n');
    expect(winter).toContain('Germany:\n  # One build due (6 centres, 5 units); vacant home centres: ber, kie\n');
    expect(winter).not.toContain('Italy:');
    const spring = nextPhaseText(after('W1902A').input, after('W1902A').detail!.output);
    expect(spring).toContain('Italy has: A pie, A ven, F mao, F lyo\n');
    expect(spring.endsWith('Austria:\nEngland:\nFrance:\nGermany:\nItaly:\nRussia:\nTurkey:\n')).toBe(true);
  });

  it('writes its comments in French', () => {
    const text = nextPhaseText(after('F1902M').input, after('F1902M').detail!.output, 'fr');
    expect(text).toContain('  # A Bourgogne peut faire retraite vers la Gascogne ou Paris, ou être démobilisée\n');
    const winter = nextPhaseText(after('F1902R').input, after('F1902R').detail!.output, 'fr');
    expect(winter).toContain('  # Une démobilisation due (4 centres, 5 unités)\n');
  });
});
