// #23: the order file's own problems (the phase line, headings, "owns:", "dislodged:", "has:", the
// games' lines, the game master's lines) are typed facts said in the reader's language. Each kind is
// given a hand-made broken text: the problem comes at its line:col with its message id, its English
// is the reader's sentence, its French is French (engine/testing/french-lint.ts), and every file-
// message of the main catalogues has both languages and is reached by a sample.

import { describe, expect, it } from 'vitest';
import { messageIds } from '../language/index.js';
import { standardMap } from '../map/index.js';
import type { GameMap } from '../map/types.js';
import { LINTS } from '../testing/french-lint.js';
import { parseOrderFile, type OrderFileOptions } from './order-file.js';
import { fileProblemText } from './order-file-messages.js';
import { prepareVariant, readOrderText } from './order-text.js';
import { resolveVariant } from '../adjudicate/variant-rules.js';
import { render } from '../language/index.js';
import { importGame, importProblems } from './import-game.js';
import { moreProblemsLine, phaseFromText } from './phase-text.js';

interface Sample {
  text: string;
  options?: OrderFileOptions;
  /** Every problem of the text, in reading order: "line:col message-id". */
  problems: string[];
}

const SAMPLES: Record<string, Sample> = {
  'a year that is not one': { text: 'Spring 19012\nFrance: A Par H\n', problems: ['1:8 file-year'] },
  'no year': { text: 'Printemps\nFrance: A Par H\n', problems: ['1:10 file-year'] },
  'a bidding phase outside Intimate Diplomacy': { text: 'Spring 1901 bidding\nFrance: A Par H\n', problems: ['1:13 file-bidding-phase'] },
  'a word that names no phase': { text: 'Spring 1901 retreets\nFrance: A Par H\n', problems: ['1:13 file-not-a-phase'] },
  'winter retreats': { text: 'Winter 1901 retreats\nFrance: A Par H\n', problems: ['1:13 file-winter-phase'] },
  'no phase line': { text: 'France: A Par H\n', problems: ['1:1 file-no-phase-line'] },
  'an unknown variant': { text: 'Spring 1901\nvariant: nowhere\nFrance: A Par H\n', problems: ['2:1 file-variant-refused'] },
  'a variant other than the one asked for': { text: 'Spring 1901\nvariant: standard\nFrance: A Par H\n', options: { variant: 'six-players' }, problems: ['2:1 file-variant-conflict'] },
  'a power the board lacks owning a centre': { text: 'Spring 1901\nPrussia owns: ber\nFrance: A Par H\n', problems: ['2:1 file-unknown-power'] },
  'a heading that names no power': { text: 'Spring 1901\nPrusse :\n  A Ber H\n', problems: ['2:1 file-not-a-power', '3:3 file-order-before-heading'] },
  'an unknown centre': { text: 'Spring 1901\nFrance owns: par xyz\nFrance: A Par H\n', problems: ['2:18 file-unknown-centre'] },
  'a centre owned twice': { text: 'Spring 1901\nFrance owns: par\nGermany owns: par\nFrance: A Par H\n', problems: ['3:15 file-centre-owned'] },
  'an unknown standoff province': { text: 'Spring 1901 retreats\nGermany dislodged: A mun from boh\nstandoffs: xyz\n', problems: ['3:12 file-unknown-province'] },
  'a dislodged unit without its attacker': { text: 'Spring 1901 retreats\nGermany dislodged: A mun\n', problems: ['2:20 file-not-dislodged-unit'] },
  'a unit the board lacks': { text: 'Spring 1901\nFrance has: A xyz\n', problems: ['2:13 file-not-a-unit-here'] },
  'an order before any heading': { text: 'Spring 1901\nA Par - Bur\n', problems: ['2:1 file-order-before-heading'] },
  'two units in one province': { text: 'Spring 1901\nFrance has: A par, A par\n', problems: ['2:13 file-two-units'] },
  'a unit without its type on a coast': { text: 'Spring 1901\nFrance:\n  Bre H\n', problems: ['3:3 file-unit-type'] },
  'a fleet without its coast': { text: 'Spring 1901\nRussia:\n  F Stp H\n', problems: ['3:3 file-fleet-coast'] },
  'builds in spring, refused by the engine': { text: 'Spring 1901\nFrance:\n  builds: A Par\n', problems: ['3:11 file-refused'] },
  'a retreat phase without dislodged units': { text: 'Spring 1901 retreats\nFrance has: A par\n', problems: ['1:1 file-retreat-needs-dislodged'] },
  'an adjustment phase without centres': { text: 'Winter 1901\nFrance has: A par\n', problems: ['1:1 file-adjustment-needs-centres'] },
  'a coin line of two winners in the standard game': { text: 'Spring 1901\ncoin: a, b\nFrance: A Par H\n', problems: ['2:1 file-game-line-unused', '2:7 file-coin'] },
  'an option that is no reading': { text: 'Spring 1901\noption: foo\nFrance: A Par H\n', problems: ['2:1 file-game-line-unused', '2:9 file-option-not-reading'] },
  'an option value that is no choice': { text: 'Spring 1901\noption: italyClosed=never\nFrance: A Par H\n', problems: ['2:1 file-game-line-unused', '2:21 file-option-value'] },
  'a closed province the board lacks': { text: 'Spring 1901\nclosed: xyz\nFrance: A Par H\n', problems: ['2:1 file-game-line-unused', '2:9 file-closed-unknown'] },
  'a control item without its player': { text: 'Spring 1901\ncontrol: italy\nFrance: A Par H\n', problems: ['2:10 file-control-form'] },
  'a control line naming no power': { text: 'Spring 1901\ncontrol: prussia bob\nFrance: A Par H\n', problems: ['2:10 file-control-unknown-power'] },
  'a control line naming no player': { text: 'Spring 1901\ncontrol: italy b@b\nFrance: A Par H\n', problems: ['2:16 file-control-player'] },
  'a build that is no unit': { text: 'Fall 1901\nFrance:\n  A Par H\n  builds: X Bre\n', problems: ['4:11 file-gm-not-a-unit'] },
  'a retreat list going on after "disband"': { text: 'Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - disband, Bud\n', problems: ['4:25 file-gm-disband-last'] },
  'a retreat to no province': { text: 'Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - Xyz\n', problems: ['4:25 file-gm-not-a-province'] },
  'builds before any heading': { text: 'Fall 1901\nbuilds: A Par\n', problems: ['2:9 file-gm-list-heading'] },
  'a word after a power heading': { text: 'Spring 1901\nFrance, soon:\n  A Par H\n', problems: ['2:7 file-gm-after-power'] },
  'an NMR power the board lacks': { text: 'Spring 1901\nNMR: prussia\nFrance: A Par H\n', problems: ['2:6 file-gm-nmr-power'] },
  'a proposal that is neither draw nor concession': { text: 'Spring 1901\nproposal: peace\nFrance: A Par H\n', problems: ['2:11 file-gm-proposal'] },
  'a vote that is no vote': { text: 'Spring 1901\nproposal: draw\nvotes: russia maybe\nFrance: A Par H\n', problems: ['3:8 file-gm-vote'] },
  'abstentions counted neither way': { text: 'Spring 1901\nproposal: draw\nabstentions: maybe\nFrance: A Par H\n', problems: ['3:1 file-gm-abstentions'] },
  'a retreat list before any heading': { text: 'Spring 1901\nif dislodged: A Vie - Bud\n', problems: ['2:1 file-gm-retreat-heading'] },
  'a retreat list without its dash': { text: 'Spring 1901\nAustria:\n  if dislodged: A Vie Bud\n', problems: ['3:17 file-gm-retreat-form'] },
  'votes without a proposal': { text: 'Spring 1901\nvotes: russia for\nFrance: A Par H\n', problems: ['2:1 file-gm-votes-without-proposal'] },
};

const read = (s: Sample, map: GameMap = standardMap) => parseOrderFile(map, s.text, s.options);
const reached = new Set<string>();

/** Each problem's French, linted as the site's French is. */
function frenchFaults(text: string): string[] {
  return LINTS.flatMap((l) => {
    const found = l.find(text);
    return found ? [`${l.name}: ${found}`] : [];
  });
}

function checkLanguages(problems: ReturnType<typeof read>['problems'], map: GameMap = standardMap): void {
  for (const p of problems) {
    expect(p.fact, `${p.line}:${p.column} ${p.message}`).toBeDefined();
    reached.add(p.fact!.id);
    const en = fileProblemText(p, 'en', map);
    const fr = fileProblemText(p, 'fr', map);
    expect(en).toBe(p.message);
    expect(fr).not.toBe(en);
    expect(frenchFaults(fr), fr).toEqual([]);
  }
}

describe('the order file’s problems in English and French', () => {
  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(name, () => {
      const { problems } = read(sample);
      expect(problems.map((p) => `${p.line}:${p.column} ${p.fact?.id}`)).toEqual(sample.problems);
      checkLanguages(problems);
    });
  }

  it('a variant played on another board than the one given', async () => {
    await prepareVariant('ancient-mediterranean');
    const { problems } = parseOrderFile(standardMap, 'Spring 1901\nvariant: ancient-mediterranean\nFrance: A Par H\n');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.fact?.id}`)).toEqual(['2:1 file-variant-board']);
    checkLanguages(problems);
  });

  it('a coin toss won by no player of the game', async () => {
    await prepareVariant('1914');
    const board = resolveVariant('1914');
    const { problems } = readOrderText('Spring 1914\nvariant: 1914\ncoin: bob\n');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.fact?.id}`)).toEqual(['3:1 file-coin-not-player']);
    checkLanguages(problems, 'error' in board ? standardMap : board.map);
  });

  it('says an unknown power heading in French, the powers by their French names', () => {
    const [p] = read(SAMPLES['a heading that names no power']).problems;
    expect(p.message).toBe('"prusse" is not a power (powers: austria, england, france, germany, italy, russia, turkey)');
    expect(fileProblemText(p, 'fr')).toBe('« prusse » n’est pas une puissance (puissances Autriche, Angleterre, France, Allemagne, Italie, Russie, Turquie)'.replace('’', "'"));
  });

  it('says the variant resolver’s refusal itself in French, not an English sentence in quotes', async () => {
    const [p] = read(SAMPLES['an unknown variant']).problems;
    const known = 'standard, six-players, five-players, four-players, three-players, 1914, intimate, fleet-rome, ancient-mediterranean';
    const error = resolveVariant('nowhere');
    expect('error' in error && error.error).toBe(`unknown variant "nowhere" (known: ${known})`);
    expect(p.message).toBe(`unknown variant "nowhere" (known: ${known})`);
    expect(fileProblemText(p, 'fr')).toBe(`variante inconnue « nowhere » (variantes connues ${known})`);
    // Where the board itself is refused before the file is read: casebook adjudicate and the import.
    const text = 'Spring 1901\nvariant: nowhere\nFrance: A Par H\n';
    expect(phaseFromText(text, 'x.txt', undefined, 'fr')).toEqual({ problems: [`x.txt:2:10: variante inconnue « nowhere » (variantes connues ${known})`] });
    expect(phaseFromText(text, 'x.txt')).toEqual({ problems: [`x.txt:2:10: unknown variant "nowhere" (known: ${known})`] });
    const imported = importGame(text);
    expect(!imported.ok && importProblems('x', imported, 'fr')).toEqual([`x:2:10: variante inconnue « nowhere » (variantes connues ${known})`]);
  });

  it('says a variant whose board is not loaded in either language, the English the resolver’s', () => {
    // The resolver's sentence (variant-rules.ts), for a board variant not loaded yet.
    const notLoaded = { id: 'variant-not-loaded', args: { id: 'ancient-mediterranean' } };
    expect(render(notLoaded, 'en')).toBe('the ancient-mediterranean variant\'s board is not loaded yet (loadVariant("ancient-mediterranean"))');
    expect(render(notLoaded, 'fr')).toBe('la carte de la variante ancient-mediterranean n\'est pas encore chargée (loadVariant("ancient-mediterranean"))');
  });

  it('ends a list cut short with its count, in English as the command always wrote it, and in French', () => {
    expect(moreProblemsLine(480, 500)).toBe('... and 480 more problems (500 in all)');
    expect(moreProblemsLine(1, 21)).toBe('... and 1 more problem (21 in all)');
    expect(moreProblemsLine(199_990, 200_010)).toBe('... and 199990 more problems (200010 in all)');
    expect(moreProblemsLine(480, 500, 'fr')).toBe('... et 480 autres problèmes (500 en tout)');
    expect(moreProblemsLine(1, 21, 'fr')).toBe('... et 1 autre problème (21 en tout)');
    reached.add('file-more-problems');
  });

  it('the order reader’s own refusals keep their fact, in French too', () => {
    const { problems } = parseOrderFile(standardMap, 'Printemps 1901\nFrance :\n  A Par - Xyz\n');
    expect(problems).toHaveLength(1);
    expect(fileProblemText(problems[0], 'fr')).not.toBe(problems[0].message);
  });
});

describe('the order file’s messages', () => {
  it('each has its English and its French, and a sample reaches each', () => {
    const en = messageIds('en').filter((id) => id.startsWith('file-'));
    expect(messageIds('fr').filter((id) => id.startsWith('file-'))).toEqual(en);
    expect(en.length).toBeGreaterThan(40);
    // The samples above ran first (vitest runs a file's tests in order).
    expect(en.filter((id) => !reached.has(id))).toEqual([]);
  });
});
