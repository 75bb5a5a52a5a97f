// Issue 28, round 3, "silent misreadings": every word of an order file is read or refused at its
// place. Each reproducer of engine/testing/repro/round-3/ is read as `casebook adjudicate` reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phaseFromText } from './phase-text.js';
import { parseOrderFile } from './order-file.js';
import { standardMap } from '../map/index.js';
import { REPRO_DIR } from '../testing/shared-data.js';

const repro = (name: string) => phaseFromText(readFileSync(join(REPRO_DIR, 'round-3', name), 'utf8'), name);
const problemsOf = (text: string) => parseOrderFile(standardMap, text).problems.map((p) => `${p.line}:${p.column}: ${p.message}`);
const phaseOf = (text: string) => parseOrderFile(standardMap, text).input?.phase;

describe('the phase line', () => {
  it('phase-line-typo.txt: "Spring 19012" is refused at the year, not read as Spring 1901', () => {
    expect(repro('phase-line-typo.txt')).toEqual({ problems: ['phase-line-typo.txt:1:8: "19012" is not a year: write the year alone, in digits from 1 to 9999, e.g. "Spring 1901"'] });
  });

  it('phase-line-extra.txt: "Fall 1901 adjusments" is refused at the word, with the word meant', () => {
    expect(repro('phase-line-extra.txt')).toEqual({
      problems: ['phase-line-extra.txt:1:11: "adjusments" is not a phase (did you mean "adjustments"?): after the year write "retreats" or "adjustments", or nothing for the moves'],
    });
  });

  it('a year glued to a word, a year 0 or no year at all: refused at the year', () => {
    expect(problemsOf('Fall 1901adjustments\n')).toEqual(['1:6: "1901adjustments" is not a year: write the year alone, in digits from 1 to 9999, e.g. "Fall 1901"']);
    expect(problemsOf('  Printemps 0\n')).toEqual(['1:13: "0" is not a year: write the year alone, in digits from 1 to 9999, e.g. "Printemps 1901"']);
    expect(problemsOf('Spring\n')).toEqual(['1:7: the year is missing: write the year alone, in digits from 1 to 9999, e.g. "Spring 1901"']);
  });

  it('a word of another phase kind is refused: bidding outside Intimate, retreats in winter', () => {
    expect(problemsOf('Spring 1902 bidding\n')).toEqual(['1:13: a bidding phase is played in Intimate Diplomacy only: add a line "variant: intimate"']);
    expect(problemsOf('Winter 1901 retreats\n')).toEqual(['1:13: winter has the adjustments only: write "Winter 1901" for them, or the retreats of Spring or Fall']);
  });

  it('the words that name a phase, in English and French, whatever their case', () => {
    const centres = '\nEngland owns: lon\n';
    const dislodged = '\nEngland dislodged: A lon from wal\n';
    expect(phaseOf('Spring 1901\n')).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    expect(phaseOf('Spring 1901 Movement\n')).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    expect(phaseOf('Printemps 1901 mouvements\n')).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    expect(phaseOf(`Fall 1901 retreats${dislodged}`)).toEqual({ season: 'fall', year: 1901, type: 'retreat' });
    expect(phaseOf(`Automne 1901 retraites${dislodged}`)).toEqual({ season: 'fall', year: 1901, type: 'retreat' });
    expect(phaseOf(`Winter 1901${centres}`)).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
    expect(phaseOf(`Hiver 1901 ajustements${centres}`)).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
    expect(phaseOf(`Fall 1901 adjustments${centres}`)).toEqual({ season: 'fall', year: 1901, type: 'adjustment' });
    expect(phaseOf(`Winter 1901 builds  # a comment${centres}`)).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
  });
});

describe('Intimate Diplomacy\'s bids', () => {
  it('intimate-bid-unsafe.txt: a bid past what a game can hold is refused at its place, never rounded', () => {
    expect(repro('intimate-bid-unsafe.txt')).toEqual({ problems: ['intimate-bid-unsafe.txt:5:21: 9007199254740993 credits is more than a game can hold: at most 1,000,000,000'] });
  });

  it('intimate-bids-two-lines.txt: a second bid line, a power bid on twice and "__proto__" are each refused at their place', () => {
    expect(repro('intimate-bids-two-lines.txt')).toEqual({
      problems: [
        "intimate-bids-two-lines.txt:6:1: alice bids a second time (first at line 5): all of a player's bids go on one line",
        'intimate-bids-two-lines.txt:6:32: russia is named twice on this line (first at column 22): each once',
        'intimate-bids-two-lines.txt:6:42: unknown power "__proto__" (powers: austria, england, france, germany, italy, russia, turkey)',
      ],
    });
  });

  it('one power under two names (russia, Russie) is one power bid on twice', () => {
    const text = 'variant: intimate\nSpring 1902 bidding\nhome: alice france, bob germany\ncredits: alice 10, bob 12\nalice bids: russia 2, Russie 3\n';
    expect(phaseFromText(text, 'f')).toEqual({ problems: ['f:5:23: russia is bid on twice on this line: each power once'] });
  });

  it('a player named twice in "home" or "credits", or given two preference lists: refused', () => {
    const head = 'variant: intimate\nSpring 1902 bidding\n';
    expect(phaseFromText(`${head}home: alice france, alice germany\ncredits: alice 1\n`, 'f')).toEqual({ problems: ['f:3:21: alice is named twice on this line (first at column 7): each once'] });
    expect(phaseFromText(`${head}home: alice france, bob germany\ncredits: bob 1, bob 2, alice 3\n`, 'f')).toEqual({ problems: ['f:4:17: bob is named twice on this line (first at column 10): each once'] });
    const prefs = 'france england germany italy austria russia turkey';
    expect(phaseFromText(`variant: intimate\nSpring 1901 bidding\npreferences alice: ${prefs}\npreferences alice: ${prefs}\n`, 'f')).toMatchObject({
      problems: [expect.stringMatching(/^f:4:1: alice's preferences are given a second time \(first at line 3\)/)],
    });
  });

  it('credits and bids up to the bound are read exactly', () => {
    const text = 'variant: intimate\nSpring 1902 bidding\nhome: alice france, bob germany\ncredits: alice 1000000000, bob 0012\nalice bids: austria 999999999\n';
    const read = phaseFromText(text, 'f');
    expect(read).toHaveProperty('input');
    if ('input' in read) {
      expect(read.input.credits).toEqual({ alice: 1_000_000_000, bob: 12 });
      expect(read.input.bids).toEqual({ alice: { austria: 999_999_999 } });
    }
  });
});
