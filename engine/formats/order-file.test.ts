// Plain order files, as a person writes them: what they become, and how mistakes are reported.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { adjudicate, boardOf } from '../index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../casebook/index.js';
import { formatOrderFile, parseOrderFile } from './order-file.js';
import { readIntimateLines, withIntimate } from './intimate-file.js';

describe('plain order files', () => {
  it('reads a phase line, power headings in English or French, and orders in either notation', () => {
    const { input, problems } = parseOrderFile(standardMap, 'Printemps 1901\nAngleterre :\n  F Lon - Nrd\nGermany: A Mun - Bou\n# a comment\n');
    expect(problems).toEqual([]);
    expect(input).toEqual({
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'england', type: 'F', loc: 'lon' },
        { power: 'germany', type: 'A', loc: 'mun' },
      ],
      orders: [
        { power: 'england', text: 'F Lon - Nrd' },
        { power: 'germany', text: 'A Mun - Bou' },
      ],
    });
  });

  it('reads units without orders and supply centres for an adjustment phase', () => {
    const { input, problems } = parseOrderFile(standardMap, 'Winter 1901\nRussia has: A war, F sev\nRussia owns: mos sev stp war rum\nRussia: Build A mos\n');
    expect(problems).toEqual([]);
    expect(input?.phase.type).toBe('adjustment');
    expect(input?.units).toHaveLength(2);
    expect(input?.supplyCenters).toEqual({ russia: ['mos', 'sev', 'stp', 'war', 'rum'] });
  });

  it('points at the line and column of each mistake', () => {
    const { input, problems } = parseOrderFile(standardMap, 'Spring 1901\nA Par - Bur\nFrance:\n  A Par - Xyz\n');
    expect(input).toBeUndefined();
    expect(problems[0]).toMatchObject({ line: 2, column: 1 });
    expect(problems[0].message).toContain('power heading');
    expect(problems[1]).toMatchObject({ line: 4, column: 11 });
  });

  it("reads the game records' notation: a last VIA, B and D, R for a retreat", () => {
    const fall = parseOrderFile(standardMap, 'Fall 1901\nEngland:\n  A EDI - NWY VIA\n  F NWG C A EDI - NWY\n');
    expect(fall.problems).toEqual([]);
    expect(adjudicate(fall.input!).orders.map((o) => o.result)).toEqual(['succeeds', 'available']);
    const winter = parseOrderFile(standardMap, 'Winter 1901\nFrance owns: bre mar par por\nFrance has: A bur, A por, F pic\nFrance:\n  A PAR B\nRussia owns: stp mos\nRussia has: A mos\nRussia:\n  F STP/NC B\n');
    expect(winter.problems).toEqual([]);
    expect(adjudicate(winter.input!).adjustments).toEqual([
      { power: 'france', action: 'build', type: 'A', loc: 'par', default: false },
      { power: 'russia', action: 'build', type: 'F', loc: 'stp/nc', default: false },
    ]);
    const retreat = parseOrderFile(standardMap, 'Fall 1902 retreats\nRussia has: F bla, A arm\nTurkey dislodged: F bla from sev, A arm from sev\nTurkey:\n  F BLA R ANK\n  A ARM D\n');
    expect(retreat.problems).toEqual([]);
    expect(adjudicate(retreat.input!).orders.map((o) => o.result)).toEqual(['succeeds', 'succeeds']);
  });

  it('asks for the phase line when it is missing', () => {
    const { problems } = parseOrderFile(standardMap, 'France: A Par - Bur\n');
    expect(problems.map((p) => p.message).join()).toContain('no phase line');
  });
});

/** The games' fields (#15) an order file carries, Intimate's included. */
const GAME_FIELDS = ['variant', 'coin', 'control', 'closedProvinces', 'variantOptions', 'home', 'preferences', 'credits', 'bids', 'declareStalemate', 'playOn', 'conditional', 'nmr', 'endOfGame'] as const;

describe('order files written from a phase', () => {
  const sorted = <T>(xs: T[] | undefined) => [...(xs ?? [])].map((x) => JSON.stringify(x)).sort();
  // A file lists the centres in the board's order of powers; a case in its own.
  const byKey = (r: object | undefined) => Object.entries(r ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const cases = findCaseFiles()
    .map((f) => loadCaseFile(f))
    .flatMap((r) => (r.ok ? [r.loaded.data] : []));

  it.each(['en', 'fr'] as const)('read back to the same phase, for every phase of every case (movement, retreat, adjustment), written in %s', (lang) => {
    let phases = 0;
    const kinds = new Set<string>();
    const lost: string[] = [];
    for (const c of cases) {
      for (const [i, run] of runPhases(c, c.ruleset, adjudicate).entries()) {
        if (!run.input) continue;
        const { ruleset: _ruleset, ...input } = run.input;
        const text = formatOrderFile(input, boardOf(input), lang);
        // Intimate's own lines (home, bids, credits…) are read apart, as `casebook adjudicate` does.
        const intimate = input.variant === 'intimate' ? readIntimateLines(text) : undefined;
        const read = parseOrderFile(boardOf(input), intimate?.rest ?? text, { keepUnreadable: true });
        const back = { ...read, problems: [...read.problems, ...(intimate?.problems ?? [])], input: read.input && intimate ? withIntimate(read.input, intimate) : read.input };
        phases++;
        kinds.add(input.phase.type);
        const same =
          back.input !== undefined &&
          JSON.stringify(back.input.phase) === JSON.stringify(input.phase) &&
          JSON.stringify(back.input.orders) === JSON.stringify(input.orders) &&
          JSON.stringify(sorted(back.input.units)) === JSON.stringify(sorted(input.units)) &&
          JSON.stringify(sorted(back.input.dislodged)) === JSON.stringify(sorted(input.dislodged)) &&
          JSON.stringify(sorted(back.input.contested)) === JSON.stringify(sorted(input.phase.type === 'retreat' ? input.contested : undefined)) &&
          JSON.stringify(byKey(back.input.supplyCenters)) === JSON.stringify(byKey(input.supplyCenters)) &&
          GAME_FIELDS.every((k) => JSON.stringify(back.input![k]) === JSON.stringify(input[k]));
        if (!same) lost.push(`${c.id} phase ${i + 1}: ${back.problems.map((p) => `${p.line}:${p.column} ${p.message}`).join('; ')}`);
      }
    }
    expect(kinds).toEqual(new Set(['movement', 'retreat', 'adjustment', 'bidding']));
    expect(phases).toBeGreaterThan(200);
    expect(lost).toEqual([]);
  });

  it('reads a retreat phase: dislodged units with their attacker, standoffs, orders for the dislodged', () => {
    const text = 'Spring 1901 retreats\nGermany has: A boh\nGermany dislodged: A mun from boh, F kie from hol by convoy\nstandoffs: ruh\nGermany:\n  A Mun - Sil\n';
    const { input, problems } = parseOrderFile(standardMap, text);
    expect(problems).toEqual([]);
    expect(input).toMatchObject({
      phase: { season: 'spring', year: 1901, type: 'retreat' },
      units: [{ power: 'germany', type: 'A', loc: 'boh' }],
      dislodged: [
        { power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'boh' },
        { power: 'germany', type: 'F', loc: 'kie', attackerFrom: 'hol', viaConvoy: true },
      ],
      contested: ['ruh'],
    });
  });

  it('asks for the dislodged units of a retreat phase, and points at a malformed one', () => {
    const none = parseOrderFile(standardMap, 'Fall 1901 retreats\nGermany:\n  A Mun - Sil\n');
    expect(none.problems[0]).toMatchObject({ line: 1, column: 1 });
    expect(none.problems[0].message).toContain('dislodged');
    const bad = parseOrderFile(standardMap, 'Fall 1901 retreats\nGermany dislodged: A mun, A ber from kie\n');
    expect(bad.problems[0]).toMatchObject({ line: 2, column: 20 });
  });
});

describe('unreadable orders', () => {
  const text = 'Spring 1901\nEngland:\n  F Lon - Nht\n  A Lvp - Yor\n';
  it('block the file by default, at their line and column, with the parser’s suggestion', () => {
    const { input, problems } = parseOrderFile(standardMap, text);
    expect(input).toBeUndefined();
    expect(problems).toEqual([expect.objectContaining({ line: 3, column: 11 })]);
    expect(problems[0].message).toContain('Did you mean nth');
  });
  it('are kept for the engine to rule void with keepUnreadable, and reported apart', () => {
    const { input, problems, unreadable } = parseOrderFile(standardMap, text, { keepUnreadable: true });
    expect(problems).toEqual([]);
    expect(unreadable).toEqual([expect.objectContaining({ line: 3, column: 11 })]);
    expect(input?.orders.map((o) => o.text)).toEqual(['F Lon - Nht', 'A Lvp - Yor']);
    expect(adjudicate(input!).orders.map((o) => o.result)).toEqual(['illegal', 'succeeds']);
  });
});

describe('the games’ lines: coin, control, closed', () => {
  it('carry the 1914 coin, who orders each power and the closed provinces into the phase', () => {
    const text = 'Spring 1915\nvariant: 1914\ncoin: central\ncontrol: italy central, austria central\nclosed: apu, nap\nItaly: A Rom - Tus\n';
    const { input, problems } = parseOrderFile(standardMap, text);
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ variant: '1914', coin: { winner: 'central' }, control: { italy: { player: 'central' }, austria: { player: 'central' } }, closedProvinces: ['apu', 'nap'] });
    expect(parseOrderFile(standardMap, formatOrderFile(input!)).input).toMatchObject({ coin: input!.coin, control: input!.control, closedProvinces: input!.closedProvinces });
  });

  it('carry the readings of a variant’s rules, each mistake at its column', () => {
    const { input } = parseOrderFile(standardMap, 'Spring 1914\nvariant: 1914\noption: italyClosed=wholeGame\n');
    expect(input?.variantOptions).toEqual({ italyClosed: 'wholeGame' });
    expect(parseOrderFile(standardMap, formatOrderFile(input!)).input?.variantOptions).toEqual({ italyClosed: 'wholeGame' });
    const bad = parseOrderFile(standardMap, 'Spring 1914\nvariant: 1914\noption: italyClosed=never, colour=red\n').problems;
    expect(bad.map((p) => `${p.line}:${p.column}`)).toEqual(['3:21', '3:28']);
    expect(bad[0].message).toContain('italyClosed is whileNeutral or wholeGame');
  });

  it('read a dormant power as left-out, neutral or anarchy', () => {
    const { input } = parseOrderFile(standardMap, 'Spring 1901\nvariant: six-players\ncontrol: italy left-out\n');
    expect(input?.control).toEqual({ italy: { dormant: 'left-out' } });
  });

  it('report each mistake at its line and column, naming the field', () => {
    const text = 'Spring 1915\nvariant: 1914\ncoin: bob\ncontrol: italy central, austria, prussia bob, france b@d\nclosed: apu zzz\n';
    const { input, problems } = parseOrderFile(standardMap, text);
    expect(input).toBeUndefined();
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message.split(':')[0]}`)).toEqual(['3:1 coin', '4:25 control', '4:34 control', '4:54 control', '5:13 closed']);
    expect(problems[0].message).toContain('not a player of the 1914 game (entente or central)');
    expect(problems[2].message).toContain('unknown power "prussia"');
  });

  it('belong to a game for fewer players: in the standard game they are refused, not ignored', () => {
    const { problems } = parseOrderFile(standardMap, 'Spring 1901\ncoin: entente\nclosed: pie\n');
    expect(problems.map((p) => `${p.line}:${p.column}`)).toEqual(['2:1', '3:1']);
    expect(problems[0].message).toMatch(/^coin: only read in a game for fewer players/);
  });
});
