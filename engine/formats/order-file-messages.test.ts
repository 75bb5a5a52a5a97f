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
import { gameMaster } from '../adjudicate/game-master/door.js';
import { refusalText } from '../adjudicate/game-master/input.js';
import { GAME_MASTER_EN_MESSAGES, GAME_MASTER_FR_MESSAGES } from '../language/messages/game-master.js';
import type { Fact } from '../util/facts.js';

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
  'builds in spring, refused by the engine': { text: 'Spring 1901\nFrance:\n  builds: A Par\n', problems: ['3:11 gm-refuse-spring-adjustments'] },
  'game master lines in Intimate Diplomacy, refused by the engine in its own words': { text: 'Spring 1901\nvariant: intimate\nNMR: france\nEngland: F Lon - Nth\n', problems: ['1:1 file-refused'] },
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

/** The game master's chapter's refusals (adjudicate/game-master/input.ts) a file can meet, said in the file's language. */
const REFUSALS: Record<string, Sample> = {
  'orders from an NMR power': { text: 'Spring 1901\nNMR: france\nFrance: A Par - Bur\n', problems: ['3:9 gm-refuse-nmr-ordered'] },
  'a second sheet without a first': { text: 'Spring 1901\nEngland:\n  F Lon - Nth\nFrance, version 2:\n  A Par - Bur\n', problems: ['5:3 gm-refuse-version-gap'] },
  'conditional orders from an NMR power': { text: 'Spring 1901\nNMR: austria\nAustria:\n  if dislodged: A Vie - Bud\n', problems: ['4:17 gm-refuse-nmr-conditional'] },
  'a fleet listed inland': { text: 'Spring 1901\nAustria:\n  if dislodged: F Vie - Bud\n', problems: ['3:17 gm-refuse-cannot-stand'] },
  'retreat lists in winter': { text: 'Winter 1901\nFrance owns: par\nFrance has: A par\nFrance:\n  if dislodged: A Par - Bur\n', problems: ['1:1 gm-refuse-retreats-in-adjustment'] },
  'a retreat list for a unit not dislodged': { text: 'Spring 1901 retreats\nGermany dislodged: A mun from boh\nAustria:\n  if dislodged: A Vie - Bud\n', problems: ['4:17 gm-refuse-no-dislodged-unit'] },
  'a retreat list for another power’s unit': { text: 'Spring 1901\nFrance has: A par\nGermany:\n  if dislodged: A Par - Bur\n', problems: ['4:17 gm-refuse-other-unit'] },
  'two retreat lists for one unit': { text: 'Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - Bud\n  if dislodged: A Vie - Tri\n', problems: ['5:17 gm-refuse-retreat-list-twice'] },
  'a retreat the unit could never make': { text: 'Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - Bud, Lon\n', problems: ['4:30 gm-refuse-never-retreat'] },
  'a province twice in a retreat list': { text: 'Spring 1901\nAustria:\n  A Vie H\n  if dislodged: A Vie - Bud, Bud\n', problems: ['4:30 gm-refuse-retreat-listed-twice'] },
  'builds outside the home centres, twice in one, too many': {
    text: 'Fall 1901\nFrance:\n  A Par H\n  builds: A Mun, A Par, A Par, A Bre\n',
    problems: ['4:11 gm-refuse-not-home', '4:11 gm-refuse-too-many-builds', '4:25 gm-refuse-build-twice'],
  },
  'removals of a unit not there, and twice': { text: 'Fall 1901\nFrance has: A par\nFrance:\n  removals: A Bre, A Par, A Par\n', problems: ['4:13 gm-refuse-removal-no-unit', '4:27 gm-refuse-removal-twice'] },
  'a concession to, and a vote by, a power out of the game': {
    text: 'Spring 1901\nproposal: concession to italy\nvotes: italy for\nFrance: A Par H\n',
    problems: ['2:1 gm-refuse-concession-out', '3:8 gm-refuse-vote-out'],
  },
};

/** The refusals no order file can write (the reader refuses the line first), made from JSON. */
const JSON_REFUSALS: Record<string, { input: Record<string, unknown>; id: string }> = {
  'a retreat to no province': { input: { units: [{ power: 'austria', type: 'A', loc: 'vie' }], conditional: { retreats: [{ power: 'austria', type: 'A', loc: 'vie', to: ['xyz'] }] } }, id: 'gm-refuse-unknown-province' },
  'a retreat list for a unit not on the board': { input: { conditional: { retreats: [{ power: 'austria', type: 'A', loc: 'boh', to: ['vie'] }] } }, id: 'gm-refuse-no-unit' },
  'a fleet built without its coast': { input: { phase: { season: 'fall', year: 1901, type: 'movement' }, conditional: { builds: [{ power: 'russia', type: 'F', loc: 'stp' }] } }, id: 'gm-refuse-fleet-coast' },
  'a fleet listed on a coast it cannot be on': { input: { conditional: { retreats: [{ power: 'russia', type: 'F', loc: 'mos', to: ['stp'] }] } }, id: 'gm-refuse-cannot-stand' },
  'a concession to no power': { input: { endOfGame: { proposal: { result: 'concession', to: 'prussia' }, votes: {} } }, id: 'gm-refuse-concession-unknown' },
  'a vote by no power': { input: { endOfGame: { proposal: { result: 'draw' }, votes: { prussia: 'for' } } }, id: 'gm-refuse-vote-unknown-power' },
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

describe('the game master’s refusals in an order file, in English and French', () => {
  for (const [name, sample] of Object.entries(REFUSALS)) {
    it(name, () => {
      const { problems } = read(sample);
      expect(problems.map((p) => `${p.line}:${p.column} ${p.fact?.id}`)).toEqual(sample.problems);
      checkLanguages(problems);
    });
  }

  it('the engine’s English sentence is the protocol’s, the field’s path before it', () => {
    const input = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }], nmr: ['france'] };
    const [refusal] = gameMaster().gameMasterRefusals(standardMap, input);
    expect(typeof refusal !== 'string' && refusalText(refusal, 'en')).toBe('orders[0]: france is listed in "nmr" (no orders received, 001 §3.5.4), yet this order is france\'s');
    expect(typeof refusal !== 'string' && refusalText(refusal, 'fr')).toBe('orders[0] : la France est notée « NMR » (ordres non reçus, 001 §3.5.4), et pourtant cet ordre est le sien');
  });

  for (const [name, { input, id }] of Object.entries(JSON_REFUSALS)) {
    it(`${name} (from JSON)`, () => {
      const whole = { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [], ...input };
      const refusals = gameMaster().gameMasterRefusals(standardMap, whole);
      expect(refusals.map((r) => (typeof r === 'string' ? r : r.fact.id))).toEqual([id]);
      const { fact } = refusals[0] as { fact: Fact };
      reached.add(fact.id);
      const fr = render(fact, 'fr');
      expect(fr).not.toBe(render(fact, 'en'));
      expect(frenchFaults(fr), fr).toEqual([]);
    });
  }
});

describe('the order file’s messages', () => {
  it('each game master’s refusal has its English and its French, and a sample reaches each', () => {
    const en = messageIds('en', GAME_MASTER_EN_MESSAGES).filter((id) => id.startsWith('gm-refuse-'));
    expect(messageIds('fr', GAME_MASTER_FR_MESSAGES).filter((id) => id.startsWith('gm-refuse-'))).toEqual(en);
    expect(en.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('each has its English and its French, and a sample reaches each', () => {
    const en = messageIds('en').filter((id) => id.startsWith('file-'));
    expect(messageIds('fr').filter((id) => id.startsWith('file-'))).toEqual(en);
    expect(en.length).toBeGreaterThan(40);
    // The samples above ran first (vitest runs a file's tests in order).
    expect(en.filter((id) => !reached.has(id))).toEqual([]);
  });
});
