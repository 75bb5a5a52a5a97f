// The desk's postal report export (#24): the report of a typed phase, in English and French, read
// back as `casebook adjudicate` reads a file (phaseFromText) gives the same position and orders,
// and the report reader gives back what the season ruled.
import { describe, expect, it } from 'vitest';
import { adjudicate, boardOf } from '../../../engine/core.js';
import { adjudicateSeason } from '../../../engine/adjudicate/index.js';
import { phaseFromText, postalReportData, readPostalReport } from '../../../engine/formats/index.js';
import { deskPostalReport, hasPostalReport } from './report.js';
import { ruleDesk } from './rule.js';

const TYPED = `Printemps 1901
# la dispute de Bourgogne
France : A Par - Bourgogne
France : A Mar S A Par - Bou
Allemagne : A Mun - Bou
Angleterre : F Lon - Nth
`;

describe('the postal report from the desk', () => {
  it.each(['en', 'fr'] as const)('is written in %s and read back to the same phase and orders', (lang) => {
    const input = ruleDesk(TYPED, 'rulebook-2000').input!;
    const report = deskPostalReport(input, lang);
    expect(report.split('\n')[0]).toBe(lang === 'fr' ? 'Printemps 1901 — compte rendu' : 'Spring 1901 — report');
    expect(report).toContain(lang === 'fr' ? 'A PAR=BOU' : 'A PAR=BUR');
    const back = phaseFromText(report, 'report.txt');
    if (!('input' in back)) throw new Error(back.problems.join('\n'));
    const sorted = (i: typeof input) => i.units.map((u) => `${u.power} ${u.type} ${u.loc}`).sort();
    expect(sorted(back.input)).toEqual(sorted(input));
    // The same orders, ruled the same (the report writes them power by power, in its own notation).
    const ruled = (i: typeof input) => adjudicate({ ...i, ruleset: 'rulebook-2000' }).orders.map((o) => `${o.power} ${o.unit} ${o.result}`).sort();
    expect(ruled(back.input)).toEqual(ruled(input));
    const map = boardOf(input);
    const read = readPostalReport(map, report);
    expect(read.problems).toEqual([]);
    expect(read.data).toEqual(postalReportData(map, adjudicateSeason(map, input)));
  });

  it('has none for Intimate Diplomacy', () => {
    expect(hasPostalReport({ variant: 'intimate', phase: { season: 'spring', year: 1901, type: 'bidding' }, units: [], orders: [] })).toBe(false);
  });
});
