// The record readers on our samples (fixtures/, written from the formats' specifications: the 2000
// rulebook's sample game as a judge reports it and as webDiplomacy archives it), on a real game when
// ../shared/realgames/ is there, and on bad input: each refusal names its place and phase.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGame, importProblems, type ImportResult } from '../import-game.js';
import { replayGame } from '../../game/replay.js';
import { shortPhaseName } from '../../game/phase-order.js';
import type { GameJson } from '../../protocol/game.js';
import { sharedFolder } from '../../testing/shared-data.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(path.join(here, 'fixtures', name), 'utf8');
const JUDGE = fixture('judge-sample-game.txt');
const HISTORY = fixture('webdiplomacy-sample-game/history.json');
const VARIANT = fixture('webdiplomacy-sample-game/variant.json');

function game(r: ImportResult): GameJson {
  if (!r.ok) throw new Error(JSON.stringify(r.problems.slice(0, 5)));
  return r.game;
}
function refused(r: ImportResult): string[] {
  if (r.ok) throw new Error('imported');
  return importProblems('f', r);
}
const statuses = (g: GameJson, ruleset = 'rulebook-2000') =>
  replayGame(g, { ruleset }).rulings.map((r) => `${shortPhaseName(r.phase)} ${r.error ? 'error' : !r.compared ? 'none' : r.differences.length ? 'differs' : 'agrees'}`);
const differences = (g: GameJson) => replayGame(g).rulings.flatMap((r) => r.differences.map((d) => ({ phase: shortPhaseName(r.phase), ...d })));

const SAMPLE_PHASES = ['S1901M', 'F1901M', 'W1901A', 'S1902M', 'F1902M', 'F1902R', 'W1902A'];

describe('judge reports (njudge)', () => {
  it('reads the sample game: seven phases, each as the book rules it', () => {
    const r = importGame(JUDGE);
    expect(r.ok && r.format).toBe('judge');
    const g = game(r);
    expect(statuses(g)).toEqual(SAMPLE_PHASES.map((p) => `${p} agrees`));
    // The report says what each order did, and the board after it.
    const s1901 = g.phases[0];
    expect(s1901.orders[1]).toEqual({ power: 'austria', text: 'A bud - gal' });
    expect(s1901.published?.orders?.[1]).toEqual({ succeeded: false, dislodged: false, marks: ['bounce'] });
    expect(g.phases[1].orders[3]).toEqual({ power: 'england', text: 'A yor - nwy VIA' });
    expect(g.phases[4].published?.dislodged).toEqual([
      { power: 'france', type: 'A', loc: 'bur', retreats: ['gas', 'par'] },
      { power: 'russia', type: 'A', loc: 'stp', retreats: ['fin', 'lvn', 'mos'] },
      { power: 'russia', type: 'F', loc: 'rum', retreats: [] },
    ]);
    // Where the attacks came from, by the report: the retreat phase needs it.
    expect(g.phases[5].position?.dislodged).toEqual([
      { power: 'france', type: 'A', loc: 'bur', attackerFrom: 'ruh' },
      { power: 'russia', type: 'A', loc: 'stp', attackerFrom: 'nwy' },
    ]);
    expect(g.phases[5].published?.supplyCenters?.england).toEqual(['edi', 'lon', 'lvp', 'nwy', 'stp']);
    expect(g.phases[6].orders).toContainEqual({ power: 'russia', text: 'A gal D' });
  });

  it('sees a report that says otherwise than the rules: an order, a retreat, a centre', () => {
    // The first report alone: the reports after it would follow the record's own board.
    const spring = JUDGE.slice(0, JUDGE.indexOf(':: Judge', 10));
    const moved = spring.replace('Austria: Army Budapest -> Galicia.  (*bounce*)', 'Austria: Army Budapest -> Galicia.');
    expect(differences(game(importGame(moved))).filter((d) => d.phase === 'S1901M')).toEqual([
      { phase: 'S1901M', kind: 'order', index: 1, power: 'austria', text: 'A bud - gal', recorded: { succeeded: true, dislodged: false }, ruled: 'fails', ruledDislodged: false },
      { phase: 'S1901M', kind: 'unit', unit: { power: 'austria', type: 'A', loc: 'gal' }, where: 'record' },
      { phase: 'S1901M', kind: 'unit', unit: { power: 'austria', type: 'A', loc: 'bud' }, where: 'ruling' },
    ]);
    const retreat = JUDGE.replace('can retreat to Gascony or Paris.', 'can retreat to Gascony or Picardy.');
    expect(differences(game(importGame(retreat)))).toContainEqual({ phase: 'F1902M', kind: 'retreats', unit: { power: 'france', type: 'A', loc: 'bur' }, recorded: ['gas', 'pic'], ruled: ['gas', 'par'] });
    const centre = JUDGE.replace('Germany:   Berlin, Denmark, Holland, Kiel, Munich.', 'Germany:   Berlin, Holland, Kiel, Munich.\nEngland:   Denmark.');
    expect(differences(game(importGame(centre)))).toContainEqual({ phase: 'F1901M', kind: 'centre', province: 'den', recorded: 'england', ruled: 'germany' });
  });

  it('joins a line the judge wrapped, and reads a mark on a line of its own', () => {
    const text = [
      'Movement results for Spring of 1901.  (wrap.001)',
      '',
      'England: Fleet London -> North Sea.',
      'England: Fleet Edinburgh SUPPORT Fleet London -> North',
      'Sea.',
      'England: Army Liverpool -> Wales.',
      'France: Army Paris SUPPORT German Army Munich -> Burgundy.',
      '  (*void*)',
      'Germany: Army Munich HOLD.',
      '',
    ].join('\n');
    const g = game(importGame(text));
    expect(g.phases[0].orders).toEqual([
      { power: 'england', text: 'F lon - nth' },
      { power: 'england', text: 'F edi S F lon - nth' },
      { power: 'england', text: 'A lvp - wal' },
      { power: 'france', text: 'A par S A mun - bur' },
      { power: 'germany', text: 'A mun H' },
    ]);
    expect(g.phases[0].published?.orders?.[3]).toEqual({ succeeded: false, dislodged: false, marks: ['void'] });
    expect(statuses(g)).toEqual(['S1901M agrees']);
  });

  it('refuses a report cut short, a unit the board does not have, a power of no game, phases out of order', () => {
    expect(refused(importGame(JUDGE.slice(0, JUDGE.indexOf('Russia: Army Ukraine SUPPORT') + 30)))).toEqual([
      'f:63:1 (F1901M): "Russia: Army Ukraine SUPPORT F" ends without a full stop: the report looks cut short',
    ]);
    // Cut just after the next report's own header, with a stray start of its heading (round 3).
    const third = JUDGE.indexOf(':: Judge', JUDGE.indexOf(':: Judge', 10) + 10);
    const headerEnd = JUDGE.indexOf('\n', third) + 1;
    const headerLine = JUDGE.slice(0, third).split('\n').length;
    expect(refused(importGame(`${JUDGE.slice(0, headerEnd)}Mov`))).toEqual([
      `f:${headerLine}:1: a judge report starts here but no phase heading ("Movement results for Spring of 1901.") follows it: the text looks cut short`,
    ]);
    const cut = JUDGE.slice(0, JUDGE.indexOf('Russia: Army Ukraine SUPPORT'));
    expect(refused(importGame(cut))[0]).toBe('f:41:1 (F1901M): the report has no line for Russia\'s A ukr: a movement report lists every unit on the board (is it cut short, or not the report after the one before?)');
    expect(refused(importGame(JUDGE.replace('Austria: Army Trieste HOLD.', 'Austria: Army Paris HOLD.')))).toEqual([
      'f:41:1 (F1901M): the report has no line for Austria\'s A tri: a movement report lists every unit on the board (is it cut short, or not the report after the one before?)',
      'f:43:1 (F1901M): "A par H": there is no unit in par this phase',
    ]);
    expect(refused(importGame(JUDGE.replace('Austria: Army Vienna -> Trieste.', 'Prussia: Army Vienna -> Trieste.')))[0]).toBe(
      'f:6:1 (S1901M): "Prussia" is not a power of this game (its powers: Austria, England, France, Germany, Italy, Russia and Turkey)',
    );
    const blocks = JUDGE.split(/(?=:: Judge)/);
    const swapped = [blocks[0], blocks[2], blocks[1], ...blocks.slice(3)].join('');
    expect(refused(importGame(swapped)).some((p) => /out of order|no line for/.test(p))).toBe(true);
  });
});

describe("webDiplomacy's game archive", () => {
  it('reads the sample game from history.json with its variant.json, or both in one object', () => {
    const r = importGame(HISTORY, { companion: VARIANT });
    expect(r.ok && r.format).toBe('webdiplomacy');
    const g = game(r);
    expect(statuses(g)).toEqual([...SAMPLE_PHASES.map((p) => `${p} agrees`), 'S1903M none']);
    expect(game(importGame(VARIANT, { companion: HISTORY }))).toEqual(g);
    expect(game(importGame(JSON.stringify({ variant: JSON.parse(VARIANT), history: JSON.parse(HISTORY) })))).toEqual(g);
    // The site's flags, read as the record's outcome of each order.
    expect(g.phases[0].orders[0]).toEqual({ power: 'austria', text: 'A vie - tri' });
    expect(g.phases[0].published?.orders?.[1]).toEqual({ dislodged: false, succeeded: false });
    expect(g.phases[1].orders).toContainEqual({ power: 'england', text: 'A yor - nwy VIA' });
    expect(g.phases[0].position?.units).toContainEqual({ power: 'russia', type: 'F', loc: 'stp/sc' });
  });

  it("reads a finished game: its last entry, \"Finished\", is the board the last phase left", () => {
    const history = JSON.parse(HISTORY);
    const last = history.phases.at(-1);
    history.phases[history.phases.length - 1] = { ...last, turn: 3, phase: 'Finished', turnText: 'Autumn, 1902' };
    const g = game(importGame(JSON.stringify(history), { companion: VARIANT }));
    expect(statuses(g)).toEqual(SAMPLE_PHASES.map((p) => `${p} agrees`));
    expect(g.phases.at(-1)?.published?.next).toBeUndefined();
  });

  it('sees an archive that says otherwise than the rules', () => {
    const history = JSON.parse(HISTORY);
    history.phases[0].orders[1].success = true; // A bud - gal
    expect(differences(game(importGame(JSON.stringify(history), { companion: VARIANT })))).toContainEqual({
      phase: 'S1901M', kind: 'order', index: 1, power: 'austria', text: 'A bud - gal', recorded: { dislodged: false, succeeded: true }, ruled: 'fails', ruledDislodged: false,
    });
  });

  it('refuses a history without its variant.json, an unknown territory, a country of no game, a map it does not play', () => {
    expect(refused(importGame(HISTORY))).toEqual(['f:/: a webDiplomacy archive is read with its map: this is its history.json, give its variant.json too (both files, or the folder that holds them)']);
    const variant = JSON.parse(VARIANT);
    variant.territories[0].name = 'Atlantis';
    expect(refused(importGame(HISTORY, { companion: JSON.stringify(variant) }))).toEqual(['f:variant.json:/territories/0/name: "Atlantis" is not a province of the standard board']);
    const history = JSON.parse(HISTORY);
    history.phases[3].orders[0].countryID = 9;
    expect(refused(importGame(JSON.stringify(history), { companion: VARIANT }))).toEqual(['f:/phases/3/orders/0/countryID (S1902M): country 9 is not in variant.json']);
    expect(refused(importGame(HISTORY, { companion: JSON.stringify({ ...JSON.parse(VARIANT), name: 'World' }) }))[0]).toMatch(/on webDiplomacy's "World" map/);
  });
});

describe('any text', () => {
  it('refuses what is no game record, whatever its size, in a sentence', () => {
    expect(refused(importGame(''))).toEqual(['f:1:1: the text is empty']);
    const garbage = 'x7#q'.repeat(2_600_000);
    const started = performance.now();
    expect(refused(importGame(garbage))).toEqual([expect.stringMatching(/^f:1:1: not a game record the casebook reads/)]);
    expect(refused(importGame('{' + garbage))).toEqual([expect.stringMatching(/^f:1:2: not valid JSON/)]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(refused(importGame('{"phases": [{"name": "S1901M", "state": {"units": {}, "centers": {}}, "orders": {}}], "id": 1')).length).toBe(1);
    expect(refused(importGame('{"hello": 1}'))[0]).toMatch(/^f:\/: a JSON text the casebook does not read as a game/);
  });

  it('reads one phase as a game of one phase', () => {
    const r = importGame('Spring 1901\nEngland:\n  F Lon - Nth\n');
    expect(r.ok && r.format).toBe('phase');
    expect(game(r).phases[0]).toMatchObject({ phase: { season: 'spring', year: 1901, type: 'movement' }, orders: [{ power: 'england', text: 'F Lon - Nth' }] });
  });
});

describe('diplomacy-py results in the game JSON', () => {
  // Two armies bounce in Galicia: diplomacy-py fills each unit's results, dipcc leaves them empty.
  const state = (units: Record<string, string[]>) => ({ units, centers: { AUSTRIA: ['BUD', 'VIE'], RUSSIA: ['WAR'] }, retreats: {} });
  const record = (results: Record<string, string[]>) =>
    JSON.stringify({
      id: 'py',
      map: 'standard',
      phases: [
        { name: 'S1901M', state: state({ AUSTRIA: ['A BUD', 'A VIE'], RUSSIA: ['A WAR'] }), orders: { AUSTRIA: ['A BUD - GAL', 'A VIE H'], RUSSIA: ['A WAR - GAL'] }, results },
        { name: 'F1901M', state: state({ AUSTRIA: ['A BUD', 'A VIE'], RUSSIA: ['A WAR'] }), orders: {}, results: {} },
      ],
    });

  it('reads each unit\'s results as what its order did', () => {
    const g = game(importGame(record({ 'A BUD': ['bounce'], 'A VIE': [], 'A WAR': ['bounce'] })));
    expect(g.phases[0].published?.orders).toEqual([{ marks: ['bounce'], dislodged: false, succeeded: false }, { marks: [], dislodged: false }, { marks: ['bounce'], dislodged: false, succeeded: false }]);
    expect(statuses(g)).toEqual(['S1901M agrees', 'F1901M none']);
    const said = game(importGame(record({ 'A BUD': [], 'A VIE': [], 'A WAR': ['bounce'] })));
    expect(differences(said)).toEqual([{ phase: 'S1901M', kind: 'order', index: 0, power: 'austria', text: 'A BUD - GAL', recorded: { marks: [], dislodged: false, succeeded: true }, ruled: 'fails', ruledDislodged: false }]);
  });
});

const realgames = sharedFolder('realgames', 'cicero/game_433761_ENGLAND_AG.json');

describe.skipIf(!realgames)('the dipcc / Cicero game JSON (a shared real game)', () => {
  const text = realgames ? readFileSync(path.join(realgames, 'cicero/game_433761_ENGLAND_AG.json'), 'utf8') : '';

  it('reads every phase: its board, orders, and what the next phase shows it did', () => {
    const g = game(importGame(text));
    expect(g.origin).toEqual({ format: 'cicero', id: expect.any(String) });
    expect(g.phases.map((p) => shortPhaseName(p.phase))).toHaveLength(36);
    const f1902r = g.phases.find((p) => shortPhaseName(p.phase) === 'F1902R')!;
    expect(f1902r.position?.dislodged?.length).toBeGreaterThan(0);
    expect(f1902r.orders.every((o) => / (R|D) ?/.test(o.text))).toBe(true);
    expect(g.phases[0].published?.next).toEqual({ season: 'fall', year: 1901, type: 'movement' });
  });

  it('refuses a record cut short, phases out of order, an order for a unit that is not there, a power of no game', () => {
    // Placed where the string cut short opens, and said so.
    expect(refused(importGame(text.slice(0, 20_000)))[0]).toMatch(/^f:1:19999: not valid JSON \(a string is not closed by a double quote\)/);
    const json = JSON.parse(text);
    [json.phases[1], json.phases[2]] = [json.phases[2], json.phases[1]];
    expect(refused(importGame(JSON.stringify(json)))).toEqual(['f:/phases/2 (F1901M): this phase comes after W1901A in the record, but a game plays it before: the phases are out of order']);
    const ghost = JSON.parse(text);
    ghost.phases[0].orders.FRANCE[0] = 'A PIC - BEL';
    expect(refused(importGame(JSON.stringify(ghost)))).toEqual(['f:/phases/0/orders/FRANCE/0 (S1901M): "A PIC - BEL": there is no unit in pic this phase']);
    const prussia = JSON.parse(text);
    prussia.phases[0].state.units.PRUSSIA = ['A BER'];
    expect(refused(importGame(JSON.stringify(prussia)))[0]).toBe('f:/phases/0/state/units/PRUSSIA (S1901M): "PRUSSIA" is not a power of this game (its powers: Austria, England, France, Germany, Italy, Russia and Turkey)');
  });
});

// Keep the fixtures folder honest: every file in it is read by a test above.
it('fixtures hold the two samples only', () => {
  expect(readdirSync(path.join(here, 'fixtures')).sort()).toEqual(['README.md', 'judge-sample-game.txt', 'webdiplomacy-sample-game']);
});
