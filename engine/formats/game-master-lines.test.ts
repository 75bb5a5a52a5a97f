// The game master's lines of an order file (#24, 001 chapter 3): sheets, conditional orders, NMR,
// the end of the game, in English and in the French book's words; each mistake at its line and column.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { adjudicate } from '../index.js';
import { formatOrderFile, parseOrderFile } from './order-file.js';

const read = (text: string) => parseOrderFile(standardMap, text);
const where = (text: string) => read(text).problems.map((p) => `${p.line}:${p.column} ${p.message}`);

describe('conditional orders (001 §3.4.2)', () => {
  it('reads the book’s own lines in a movement phase: a retreat list, builds, a removal in parentheses', () => {
    const { input, problems } = read(
      'Automne 1905\nAutriche :\n  A VIE H\n  A VIE fait retraite à BUD, TRI, GAL, BOH, TYR\nFrance :\n  F AMO-POR\n  construire F BRE, A PAR, A MAR\nAllemagne :\n  F HOL-NRD\n  F KIE-HOL\n  retirer F(HOL)\n',
    );
    expect(problems).toEqual([]);
    expect(input?.conditional).toEqual({
      retreats: [{ power: 'austria', type: 'A', loc: 'vie', to: ['bud', 'tri', 'gal', 'boh', 'tyr'] }],
      builds: [
        { power: 'france', type: 'F', loc: 'bre' },
        { power: 'france', type: 'A', loc: 'par' },
        { power: 'france', type: 'A', loc: 'mar' },
      ],
      removals: [{ power: 'germany', type: 'F', loc: 'hol' }],
    });
    // The orders are the file's other lines, as they were.
    expect(input?.orders.map((o) => o.text)).toEqual(['A VIE H', 'F AMO-POR', 'F HOL-NRD', 'F KIE-HOL']);
  });

  it('reads the labelled English lines in any phase, a last "disband" included, and writes them back', () => {
    const text = 'Fall 1901 retreats\nAustria dislodged: A vie from gal\nRussia has: A vie\nAustria:\n  if dislodged: A Vie - Bud, Tri, disband\n  builds: A Bud\n';
    const { input, problems } = read(text);
    expect(problems).toEqual([]);
    expect(input?.conditional).toEqual({ retreats: [{ power: 'austria', type: 'A', loc: 'vie', to: ['bud', 'tri'], otherwise: 'disband' }], builds: [{ power: 'austria', type: 'A', loc: 'bud' }] });
    expect(read(formatOrderFile(input!)).input?.conditional).toEqual(input!.conditional);
  });

  it('a unit with only a retreat list stands on the board (it holds)', () => {
    const { input } = read('Spring 1901\nAustria:\n  if dislodged: A vie - boh\n');
    expect(input?.units).toEqual([{ power: 'austria', type: 'A', loc: 'vie' }]);
  });

  it('refuses a retreat the unit could never make, at the province', () => {
    expect(where('Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - Bud, Lon\n')).toEqual([
      expect.stringMatching(/^4:30 A vie could never retreat to lon: it is not a place next to vie/),
    ]);
  });

  it('refuses a build list longer than the home centres, and a build outside them', () => {
    expect(where('Fall 1901\nFrance:\n  A Par H\n  builds: F Bre, A Par, A Mar, A Bur\n')).toEqual([
      expect.stringMatching(/^4:11 france lists 4 builds, but it has 3 home centres and can never build more than 3/),
      expect.stringMatching(/^4:32 bur is not a home supply centre of france/),
    ]);
  });

  it('refuses builds sent in spring', () => {
    expect(where('Spring 1901\nFrance:\n  builds: A Par\n')[0]).toMatch(/^3:11 builds and removals are sent with the Fall orders/);
  });
});

describe('a second order sheet (001 §3.4.3)', () => {
  it('reads "version 2" and "deuxième version": the later sheet is ruled, the earlier one superseded', () => {
    for (const heading of ['England, version 2:', 'Angleterre (2e version) :', 'Angleterre, deuxième version :']) {
      const { input, problems } = read(`Spring 1901\nEngland:\n  F Lon - Nth\n${heading}\n  F Lon - Eng\n`);
      expect(problems).toEqual([]);
      expect(input?.orders).toEqual([
        { power: 'england', text: 'F Lon - Nth' },
        { power: 'england', text: 'F Lon - Eng', version: 2 },
      ]);
      expect(adjudicate(input!).orders.map((o) => o.result)).toEqual(['superseded', 'succeeds']);
      expect(read(formatOrderFile(input!)).input?.orders).toEqual(input!.orders);
    }
  });

  it('refuses a second sheet for a power that sent no first one: another power’s sheet, mislabelled', () => {
    expect(where('Spring 1901\nEngland:\n  F Lon - Nth\nFrance, version 2:\n  A Par - Bur\n')).toEqual([
      expect.stringMatching(/^5:3 version 2 of france's orders, but france sent no version 1 in this phase: is this sheet another power's\?/),
    ]);
  });

  it('points at a heading mark it cannot read', () => {
    expect(where('Spring 1901\nEngland (draft):\n  F Lon - Nth\n')[0]).toMatch(/^2:8 "\(draft\)" after england: write "england, version 2:"/);
  });
});

describe('missed orders and the end of the game', () => {
  it('reads NMR, a time limit, a proposal and its votes, in English and in French, and writes them back', () => {
    const en = read('Fall 1905\nEngland has: F lon\nFrance has: A par\nRussia has: A mos\nNMR: england\nproposal: concession to russia\nvotes: russia for, france against\nabstentions: for\n');
    expect(en.problems).toEqual([]);
    expect(en.input).toMatchObject({ nmr: ['england'], endOfGame: { proposal: { result: 'concession', to: 'russia' }, votes: { russia: 'for', france: 'against' }, abstentions: 'for' } });
    expect(read(formatOrderFile(en.input!)).input).toMatchObject({ nmr: en.input!.nmr, endOfGame: en.input!.endOfGame });
    const fr = read('Automne 1905\nFrance a : A par\nONR : angleterre\nproposition : nullité\nvotes : france pour\n');
    expect(fr.input).toMatchObject({ nmr: ['england'], endOfGame: { proposal: { result: 'draw' }, votes: { france: 'for' } } });
    expect(read('Fall 1905\nFrance has: A par\ntime limit\n').input?.endOfGame).toEqual({ timeLimit: true });
  });

  it('refuses a vote by a power out of the game, at its place', () => {
    expect(where('Fall 1905\nFrance has: A par\nproposal: draw\nvotes: france for, italy for\n')).toEqual([
      expect.stringMatching(/^4:20 italy has no unit on the board, so it is out of the game and has no vote/),
    ]);
  });

  it('refuses orders from an NMR power, at the order', () => {
    expect(where('Spring 1901\nNMR: france\nFrance: A Par - Bur\n')).toEqual([expect.stringMatching(/^3:9 france is listed in "nmr"/)]);
  });
});
