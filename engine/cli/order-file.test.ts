// Plain order files, as a person writes them: what they become, and how mistakes are reported.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { parseOrderFile } from './order-file.js';

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

  it('asks for the phase line when it is missing', () => {
    const { problems } = parseOrderFile(standardMap, 'France: A Par - Bur\n');
    expect(problems.map((p) => p.message).join()).toContain('no phase line');
  });
});
