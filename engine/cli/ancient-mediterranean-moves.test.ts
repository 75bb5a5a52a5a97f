// #14 "Done when": every single-unit move on the Ancient Mediterranean board, for each unit type from
// each space it may stand on, to every other space, is accepted or refused by `casebook adjudicate
// --variant ancient-mediterranean` exactly as the adjacency data says. Both of the command's paths
// are taken in-process: an order file (phaseFromText, as `casebook adjudicate FILE --variant`) and a
// JSON line (answerLine, as `--jsonl --variant`). The expectation is read from the JSON data files
// themselves, not from the built map, so that a typo in the data or in the loader shows up here.
import { describe, expect, it } from 'vitest';
import adjacency from '../map/ancient-mediterranean/data/adjacency.json' with { type: 'json' };
import provinces from '../map/ancient-mediterranean/data/provinces.json' with { type: 'json' };
import { adjudicatePhase } from '../adjudicate/phase.js';
import { boardOf } from '../index.js';
import { answerLine } from './jsonl.js';
import { phaseFromText } from '../formats/phase-text.js';

const VARIANT = 'ancient-mediterranean';
const spaces = provinces.provinces;
/** Where each unit type may stand, from the terrain (seed 004 §8: the Baleares hold either). */
const standsOn = { A: (t: string) => t !== 'sea', F: (t: string) => t !== 'inland' } as const;
const edges = { A: adjacency.army as Record<string, string[]>, F: adjacency.fleet as Record<string, string[]> };

/** Every (unit type, origin, target) with the data's answer. */
function allMoves(): { type: 'A' | 'F'; from: string; to: string; legal: boolean }[] {
  const out = [];
  for (const type of ['A', 'F'] as const) {
    for (const from of spaces.filter((s) => standsOn[type](s.terrain))) {
      for (const to of spaces) {
        if (to.id === from.id) continue;
        out.push({ type, from: from.id, to: to.id, legal: (edges[type][from.id] ?? []).includes(to.id) });
      }
    }
  }
  return out;
}

describe('every single-unit move on the Ancient Mediterranean board, through casebook adjudicate', () => {
  const moves = allMoves();

  it('covers every space each unit type may stand on: 59 for armies, 65 for fleets, 78 targets each', () => {
    expect(moves.filter((m) => m.type === 'A').length).toBe(59 * 78);
    expect(moves.filter((m) => m.type === 'F').length).toBe(65 * 78);
    // Both answers are well represented: the test can fail either way.
    expect(moves.filter((m) => m.legal).length).toBe(Object.values(edges.A).flat().length + Object.values(edges.F).flat().length);
  });

  it('an order file with --variant: each move succeeds exactly when the data lists the edge', () => {
    const wrong: string[] = [];
    for (const m of moves) {
      const text = `Spring 1\nRome: ${m.type} ${m.from} - ${m.to}\n`;
      const read = phaseFromText(text, 'moves.txt', VARIANT);
      if ('problems' in read) {
        wrong.push(`${m.type} ${m.from} - ${m.to}: ${read.problems.join('; ')}`);
        continue;
      }
      const out = adjudicatePhase(boardOf(read.input), read.input).output;
      const result = out.orders[0].result;
      if ((result === 'succeeds') !== m.legal) wrong.push(`${m.type} ${m.from} - ${m.to}: ${result}, the data says ${m.legal ? 'adjacent' : 'not adjacent'}`);
      else if (!m.legal && result !== 'illegal') wrong.push(`${m.type} ${m.from} - ${m.to}: ${result} (a lone unit's impossible move is illegal)`);
    }
    expect(wrong).toEqual([]);
  });

  it('a JSON line with --jsonl --variant: the same answers', () => {
    const wrong: string[] = [];
    moves.forEach((m, k) => {
      const line = JSON.stringify({
        phase: { season: 'spring', year: 1, type: 'movement' },
        units: [{ power: 'egypt', type: m.type, loc: m.from }],
        orders: [{ power: 'egypt', text: `${m.type} ${m.from} - ${m.to}` }],
      });
      const answer = JSON.parse(answerLine(line, k + 1, { variant: VARIANT, reasons: false, explain: false })) as { orders?: { result: string }[]; units?: { loc: string }[]; error?: string };
      if (answer.error) return void wrong.push(`${m.type} ${m.from} - ${m.to}: ${answer.error}`);
      const moved = answer.units!.some((u) => u.loc === m.to);
      if (moved !== m.legal || (answer.orders![0].result === 'succeeds') !== m.legal) wrong.push(`${m.type} ${m.from} - ${m.to}: ${answer.orders![0].result}`);
    });
    expect(wrong).toEqual([]);
  });

  it('without --variant, the same file is refused on the standard board rather than misread', () => {
    const read = phaseFromText('Spring 1\nRome: A rom - apu\n', 'moves.txt');
    expect(read).toEqual({ problems: ['moves.txt:2:1: "rome" is not a power (powers: austria, england, france, germany, italy, russia, turkey)'] });
  });
});
