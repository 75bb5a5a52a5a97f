import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { adjudicate } from '../index.js';
import { parseOrderFile } from '../formats/order-file.js';
import { readIntimateLines, withIntimate } from '../formats/intimate-file.js';
import { formatIntimate } from './intimate-output.js';
import { phaseAnswer } from '../casebook/report.js';
import { adjudicateWithDetail } from '../index.js';

const file = (text: string) => {
  const read = readIntimateLines(text);
  const parsed = parseOrderFile(standardMap, read.rest);
  return { read, input: parsed.input ? withIntimate(parsed.input, read) : undefined, problems: [...read.problems, ...parsed.problems] };
};

describe('Intimate lines in an order file', () => {
  it('reads a bidding phase: home powers, credits and bids', () => {
    const { input, problems } = file('Spring 1902 bidding\nhome: alice france, bob germany\ncredits: alice 10, bob 12\nalice bids: austria 7, russia 5\nbob bids: italy 3\n');
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ variant: 'intimate', phase: { season: 'spring', year: 1902, type: 'bidding' }, home: { alice: 'france', bob: 'germany' }, credits: { alice: 10, bob: 12 }, bids: { alice: { austria: 7, russia: 5 }, bob: { italy: 3 } }, orders: [] });
    const out = adjudicate(input!);
    expect(out.credits).toEqual({ alice: 0, bob: 2 }); // bob pays 3 + 4 + 3
    expect(formatIntimate(phaseAnswer(adjudicateWithDetail(input!), 'fr', false), 'fr')).toContain('Autriche\u00a0: bob le prend à alice à moitié prix, 4');
  });

  it('reads preferences, the coin, control and a stalemate with the ordinary orders', () => {
    const first = file('Printemps 1901 enchères\npreferences alice: italy germany france england austria russia turkey\npreferences bob: italy germany france england austria russia turkey\ncoin: bob\n');
    expect(first.input?.preferences?.bob?.[0]).toBe('italy');
    expect(adjudicate(first.input!).home).toEqual({ bob: 'italy', alice: 'germany' });
    const { input, problems } = file('Spring 1903\nhome: alice france, bob germany\ncredits: alice 1, bob 2\ncontrol: italy anarchy, austria bob\nstalemate\nFrance: A par - bur\n');
    expect(problems).toEqual([]);
    expect(input).toMatchObject({ control: { italy: { dormant: 'anarchy' }, austria: { player: 'bob' } }, declareStalemate: true, orders: [{ power: 'france', text: 'A par - bur' }] });
  });

  it('places each problem at its line and column', () => {
    const { problems } = file('Spring 1902 bidding\nhome: alice france, bob germany\ncredits: alice 10, bob x\nalice bids: austrya 7, germany 2\n');
    expect(problems.map(({ line, column, message }) => ({ line, column, message }))).toEqual([
      { line: 3, column: 24, message: '"x" is not a number of credits: write a whole number, 0 or more' },
      { line: 4, column: 13, message: 'unknown power "austrya" (powers: austria, england, france, germany, italy, russia, turkey)' },
      { line: 4, column: 24, message: "germany is bob's home power: a player bids only on the five mercenaries" },
    ]);
  });
});
