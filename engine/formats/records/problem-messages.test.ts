// #23: an import's problems are typed facts said in the reader's language. Each reader (the
// dipcc/Cicero game JSON, the judge reports, webDiplomacy's archive, the casebook's game file, one
// phase) is given hand-made broken samples: each problem comes at its place (JSON pointer or
// line:col) and phase, every message of the records catalogue is reached by a sample, and each is
// said in English and in French, the French passing the French lint (engine/testing/french-lint.ts).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { ZodIssue } from 'zod';
import { messageIds, type Arg, type Fact } from '../../language/index.js';
import { RECORDS_EN_MESSAGES, RECORDS_FR_MESSAGES } from '../../language/messages/records.js';
import { LINTS } from '../../testing/french-lint.js';
import { importGame, importProblems, importProblemsShown, type ImportOptions } from '../import-game.js';
import { readJson } from '../json-text.js';
import { recordText } from '../record-messages.js';
import { writeGameFile } from '../game-file.js';
import { readJudgeOutput } from './judge.js';
import { MAX_RECORD_CHARS, problemText, zodProblems, type RecordProblem } from './problems.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(path.join(here, 'fixtures', name), 'utf8');
const JUDGE = fixture('judge-sample-game.txt');
const HISTORY = fixture('webdiplomacy-sample-game/history.json');
const VARIANT = fixture('webdiplomacy-sample-game/variant.json');

/** A small game JSON (dipcc / Cicero) of two phases: France's three units, then what they did. */
function cicero(edit: (g: CiceroGame) => void = () => {}): string {
  const state = () => ({ units: { FRANCE: ['A PAR', 'A MAR', 'F BRE'] }, centers: { FRANCE: ['PAR', 'MAR', 'BRE'] }, retreats: {} });
  const g: CiceroGame = {
    id: 'sample',
    map: 'standard',
    phases: [
      { name: 'S1901M', state: state(), orders: { FRANCE: ['A PAR - BUR', 'A MAR H', 'F BRE H'] } },
      { name: 'F1901M', state: { ...state(), units: { FRANCE: ['A BUR', 'A MAR', 'F BRE'] } }, orders: {} },
    ],
  };
  edit(g);
  return JSON.stringify(g, null, 1);
}
interface CiceroGame {
  id: string;
  map?: string;
  phases: { name: string; state: { units: Record<string, string[]>; centers: Record<string, string[]>; retreats: object }; orders: Record<string, unknown> }[];
}

const history = (edit: (h: { phases: Record<string, unknown>[] & { orders: Record<string, unknown>[]; units: Record<string, unknown>[] }[] }) => void) => {
  const h = JSON.parse(HISTORY);
  edit(h);
  return JSON.stringify(h);
};
const variant = (edit: (v: { name: string; countries: { name: string }[]; territories: { name: string }[] }) => void) => {
  const v = JSON.parse(VARIANT);
  edit(v);
  return JSON.stringify(v);
};
const gameFile = (edit: (g: { version: number; phases: { phase: Record<string, unknown>; orders: Record<string, unknown>[] }[]; [k: string]: unknown }) => void) => {
  const text = writeGameFile({ phases: [{ phase: { season: 'spring', year: 1901, type: 'movement' }, orders: [{ power: 'france', text: 'A par - bur' }] }] });
  const g = JSON.parse(text);
  edit(g);
  return JSON.stringify(g);
};
/** The judge sample with one line replaced. */
const judge = (line: string, by: string) => {
  if (!JUDGE.includes(line)) throw new Error(`no line "${line}" in the judge sample`);
  return JUDGE.replace(line, by);
};
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const JUDGE_HEADER = 'Movement results for Spring of 1901.  (sample.001)';

/** A broken sample of one reader and the problems it must give: place, phase (or none) and message id. */
interface Sample {
  reader: 'any' | 'cicero' | 'judge' | 'webdiplomacy' | 'casebook' | 'phase';
  name: string;
  text: string;
  options?: ImportOptions;
  problems: [at: string, phase: string | undefined, id: string][];
}

const SAMPLES: Sample[] = [
  { reader: 'any', name: 'an empty text', text: '  \n', problems: [['1:1', undefined, 'record-empty']] },
  { reader: 'any', name: 'a text over the size of a record', text: 'x'.repeat(MAX_RECORD_CHARS + 1), problems: [['1:1', undefined, 'record-too-long']] },
  { reader: 'any', name: 'prose', text: 'Dear GM, here is our game.', problems: [['1:1', undefined, 'record-not-a-record']] },
  { reader: 'any', name: 'JSON cut short', text: '{"phases": [\n  {"name": "S1901M", "sta', problems: [['2:22', undefined, 'record-json-invalid']] },
  { reader: 'any', name: 'JSON of something else', text: '{"hello": 1}', problems: [['/', undefined, 'record-json-not-a-game']] },

  { reader: 'cicero', name: 'another map', text: cicero((g) => (g.map = 'ancmed')), problems: [['/map', undefined, 'record-map-cicero']] },
  { reader: 'cicero', name: 'COMPLETED before the end', text: cicero((g) => g.phases.splice(1, 0, { ...g.phases[1], name: 'COMPLETED' })), problems: [['/phases/1/name', 'COMPLETED', 'record-completed-not-last']] },
  { reader: 'cicero', name: 'a phase name of no game', text: cicero((g) => (g.phases[1].name = 'F1901Q')), problems: [['/phases/1/name', undefined, 'record-phase-name']] },
  { reader: 'cicero', name: 'a power of no game', text: cicero((g) => (g.phases[0].state.units.PRUSSIA = ['A BER'])), problems: [['/phases/0/state/units/PRUSSIA', 'S1901M', 'record-unknown-power']] },
  { reader: 'cicero', name: 'a unit written otherwise', text: cicero((g) => (g.phases[0].state.units.FRANCE[2] = 'FLEET BRE')), problems: [
      ['/phases/0/state/units/FRANCE/2', 'S1901M', 'record-unit-unreadable'],
      ['/phases/0/orders/FRANCE/2', 'S1901M', 'record-order-no-unit'],
    ] },
  { reader: 'cicero', name: 'a province of no board', text: cicero((g) => (g.phases[1].state.units.FRANCE[0] = 'A XYZ')), problems: [['/phases/1/state/units/FRANCE/0', 'F1901M', 'record-place-unknown']] },
  { reader: 'cicero', name: 'a coast a province lacks', text: cicero((g) => (g.phases[1].state.units.FRANCE[2] = 'F SPA/EC')), problems: [['/phases/1/state/units/FRANCE/2', 'F1901M', 'record-place-no-coast']] },
  { reader: 'cicero', name: 'a fleet inland', text: cicero((g) => (g.phases[1].state.units.FRANCE[0] = 'F BUR')), problems: [['/phases/1/state/units/FRANCE/0', 'F1901M', 'record-unit-cannot-stand']] },
  { reader: 'cicero', name: 'a centre that is none', text: cicero((g) => (g.phases[0].state.centers.FRANCE[0] = 'BUR')), problems: [['/phases/0/state/centers/FRANCE/0', 'S1901M', 'record-not-a-centre']] },
  { reader: 'cicero', name: 'a centre owned twice', text: cicero((g) => (g.phases[0].state.centers.GERMANY = ['PAR'])), problems: [['/phases/0/state/centers/GERMANY/0', 'S1901M', 'record-centre-two-owners']] },
  { reader: 'cicero', name: 'a dislodged unit in a movement phase', text: cicero((g) => (g.phases[1].state.units.FRANCE[1] = '*A MAR')), problems: [['/phases/1/state/units', 'F1901M', 'record-dislodged-outside-retreat']] },
  { reader: 'cicero', name: 'two units in a province', text: cicero((g) => (g.phases[1].state.units.GERMANY = ['A BUR'])), problems: [['/phases/1/state/units', 'F1901M', 'record-two-units']] },
  { reader: 'cicero', name: 'an order that does not read', text: cicero((g) => ((g.phases[0].orders.FRANCE as string[])[1] = 'A MAR - XYZ')), problems: [['/phases/0/orders/FRANCE/1', 'S1901M', 'record-order-unreadable']] },
  { reader: 'cicero', name: 'an order for a unit not there', text: cicero((g) => ((g.phases[0].orders.FRANCE as string[])[1] = 'A PIC - BEL')), problems: [['/phases/0/orders/FRANCE/1', 'S1901M', 'record-order-no-unit']] },
  { reader: 'cicero', name: "an order for another power's unit", text: cicero((g) => (g.phases[0].orders.GERMANY = ['A MAR H'])), problems: [['/phases/0/orders/GERMANY/0', 'S1901M', 'record-order-wrong-power']] },
  { reader: 'cicero', name: 'an army ordered where a fleet stands', text: cicero((g) => ((g.phases[0].orders.FRANCE as string[])[2] = 'A BRE H')), problems: [['/phases/0/orders/FRANCE/2', 'S1901M', 'record-order-wrong-type']] },
  { reader: 'cicero', name: 'phases out of order', text: cicero((g) => g.phases.reverse()), problems: [['/phases/1', 'S1901M', 'record-phases-out-of-order']] },
  { reader: 'cicero', name: 'orders that are no list', text: cicero((g) => (g.phases[0].orders.FRANCE = 'A PAR - BUR')), problems: [['/phases/0/orders/FRANCE', 'S1901M', 'zod-type']] },
  { reader: 'cicero', name: 'a state without centres', text: cicero((g) => delete (g.phases[1].state as { centers?: unknown }).centers), problems: [['/phases/1/state/centers', 'F1901M', 'zod-missing']] },

  { reader: 'judge', name: 'a report cut after its judge line', text: JUDGE.slice(0, JUDGE.indexOf('\n', JUDGE.indexOf(':: Judge', 10)) + 1) + 'Mov', problems: [[`${lineOf(JUDGE, ':: Judge: CBOK  Game: Sample  Variant: Standard\n:: Deadline: W1901A') - 0}:1`, undefined, 'judge-cut-no-heading']] },
  { reader: 'judge', name: 'orders not yet ruled', text: judge(JUDGE_HEADER, 'Movement orders for Spring of 1901.  (sample.001)'), problems: [['4:1', undefined, 'judge-orders-not-results']] },
  { reader: 'judge', name: 'a line that is no order', text: judge('Austria: Army Vienna -> Trieste.', 'our thanks to the judge keeper\nAustria: Army Vienna -> Trieste.'), problems: [['6:1', 'S1901M', 'judge-not-a-line']] },
  { reader: 'judge', name: "a variant's season", text: judge(JUDGE_HEADER, 'Movement results for Summer of 1901.  (sample.001)'), problems: [['4:1', undefined, 'judge-season']] },
  { reader: 'judge', name: 'a Winter movement', text: judge(JUDGE_HEADER, 'Movement results for Winter of 1901.  (sample.001)'), problems: [['4:1', undefined, 'judge-winter']] },
  { reader: 'judge', name: 'a unit of no kind', text: judge('Austria: Army Vienna -> Trieste.', 'Austria: Tank Vienna -> Trieste.'), problems: [['6:1', 'S1901M', 'judge-unit-unreadable']] },
  { reader: 'judge', name: 'a line cut short', text: JUDGE.slice(0, JUDGE.indexOf('Austria: Fleet Trieste -> Albania.') + 20), problems: [['8:1', 'S1901M', 'judge-no-full-stop']] },
  { reader: 'judge', name: 'a power of no game', text: judge('Austria: Army Vienna -> Trieste.', 'Prussia: Army Vienna -> Trieste.'), problems: [['6:1', 'S1901M', 'record-unknown-power']] },
  { reader: 'judge', name: 'a province of no board', text: judge('Austria: Army Vienna -> Trieste.', 'Austria: Army Vienna -> Atlantis.'), problems: [['6:1', 'S1901M', 'record-place-unknown']] },
  { reader: 'judge', name: 'a coast a province lacks', text: judge('Russia: Fleet St Petersburg (south coast) -> Gulf of Bothnia.', 'Russia: Fleet St Petersburg (east coast) -> Gulf of Bothnia.'), problems: [[`${lineOf(JUDGE, 'Russia: Fleet St Petersburg')}:1`, 'S1901M', 'record-place-no-coast']] },
  { reader: 'judge', name: 'a convoy without its destination', text: judge('Italy: Fleet Naples -> Ionian Sea.', 'Italy: Fleet Naples CONVOY Italian Army Rome.'), problems: [[`${lineOf(JUDGE, 'Italy: Fleet Naples')}:1`, 'S1901M', 'judge-convoy-no-destination']] },
  { reader: 'judge', name: 'an order of no kind', text: judge('Italy: Fleet Naples -> Ionian Sea.', 'Italy: Fleet Naples HOLD Ionian Sea.'), problems: [[`${lineOf(JUDGE, 'Italy: Fleet Naples')}:1`, 'S1901M', 'judge-order-unreadable']] },
  { reader: 'judge', name: 'a report after another that lacks a unit', text: JUDGE.slice(0, JUDGE.indexOf('Russia: Army Ukraine SUPPORT')), problems: ['A ukr', 'A war', 'F bot', 'F sev', 'A bul', 'A con', 'F ank'].map(() => [`${lineOf(JUDGE, 'Movement results for Fall of 1901.')}:1`, 'F1901M', 'judge-missing-line']) },
  { reader: 'judge', name: 'a fleet ordered where an army stands', text: judge('Austria: Army Trieste HOLD.', 'Austria: Fleet Trieste HOLD.'), problems: [[`${lineOf(JUDGE, 'Austria: Army Trieste HOLD.')}:1`, 'F1901M', 'record-order-wrong-type']] },
  { reader: 'judge', name: 'an order for a unit not there', text: judge('Austria: Army Trieste HOLD.', 'Austria: Army Trieste HOLD.\nFrance: Army Gascony HOLD.'), problems: [[`${lineOf(JUDGE, 'Austria: Army Trieste HOLD.') + 1}:1`, 'F1901M', 'record-order-no-unit']] },
  { reader: 'judge', name: 'a first report that is no movement', text: judge(JUDGE_HEADER, 'Retreat results for Spring of 1901.  (sample.001)'), problems: [['4:1', 'S1901R', 'judge-first-not-movement']] },
  { reader: 'judge', name: 'two units in a province', text: judge('Austria: Fleet Trieste -> Albania.', 'Austria: Fleet Trieste -> Albania.\nItaly: Army Vienna HOLD.'), problems: [['4:1', 'S1901M', 'record-two-units']] },
  { reader: 'judge', name: 'an adjustment of no kind', text: judge('France:    Builds a fleet in Marseilles.', 'France:    Builds a tank in Marseilles.'), problems: [[`${lineOf(JUDGE, 'France:    Builds a fleet in Marseilles.')}:1`, 'W1901A', 'judge-adjustment-unreadable']] },
  { reader: 'judge', name: 'a dislodged unit written otherwise', text: judge('The French Army in Burgundy can retreat to Gascony or Paris.', 'The French Army in Burgundy may go home.'), problems: [[`${lineOf(JUDGE, 'The French Army in Burgundy')}:1`, 'F1902M', 'judge-dislodged-unreadable']] },
  { reader: 'judge', name: 'a dislodged unit not there', text: judge('The French Army in Burgundy can retreat to Gascony or Paris.', 'The French Army in Picardy can retreat to Gascony or Paris.'), problems: [[`${lineOf(JUDGE, 'The French Army in Burgundy')}:1`, 'F1902M', 'judge-dislodged-no-unit']] },
  { reader: 'judge', name: 'an owner of no game', text: judge('France:    Brest, Marseilles, Paris, Portugal.', 'Prussia:    Brest, Marseilles, Paris, Portugal.'), problems: [[`${lineOf(JUDGE, 'France:    Brest, Marseilles, Paris, Portugal.')}:1`, 'F1901M', 'record-unknown-power']] },
  { reader: 'judge', name: 'an owned centre that is none', text: judge('France:    Brest, Marseilles, Paris, Portugal.', 'France:    Brest, Marseilles, Paris, Portugal, Burgundy.'), problems: [[`${lineOf(JUDGE, 'France:    Brest, Marseilles, Paris, Portugal.')}:1`, 'F1901M', 'record-not-a-centre']] },

  { reader: 'webdiplomacy', name: 'history.json alone', text: HISTORY, problems: [['/', undefined, 'record-webdiplomacy-companion']] },
  { reader: 'webdiplomacy', name: 'variant.json alone', text: VARIANT, problems: [['/', undefined, 'record-webdiplomacy-companion']] },
  { reader: 'webdiplomacy', name: 'a variant.json cut short', text: HISTORY, options: { companion: VARIANT.slice(0, 120) }, problems: [['companion:1:121', undefined, 'record-json-invalid']] },
  { reader: 'webdiplomacy', name: 'another map', text: HISTORY, options: { companion: variant((v) => (v.name = 'World')) }, problems: [['variant.json:/name', undefined, 'record-map-webdiplomacy']] },
  { reader: 'webdiplomacy', name: 'a country of no game', text: HISTORY, options: { companion: variant((v) => (v.countries[0].name = 'Prussia')) }, problems: [['variant.json:/countries/0/name', undefined, 'record-unknown-power']] },
  { reader: 'webdiplomacy', name: 'a territory of no board', text: HISTORY, options: { companion: variant((v) => (v.territories[0].name = 'Atlantis')) }, problems: [['variant.json:/territories/0/name', undefined, 'webdiplomacy-territory-unknown']] },
  { reader: 'webdiplomacy', name: 'a variant.json without countries', text: HISTORY, options: { companion: variant((v) => delete (v as { countries?: unknown }).countries) }, problems: [['variant.json:/countries', undefined, 'zod-missing']] },
  { reader: 'webdiplomacy', name: 'a country not in variant.json', text: history((h) => (h.phases[3].orders[0].countryID = 9)), options: { companion: VARIANT }, problems: [['/phases/3/orders/0/countryID', 'S1902M', 'webdiplomacy-country-not-in-variant']] },
  { reader: 'webdiplomacy', name: 'a territory not in variant.json', text: history((h) => (h.phases[1].units[0].terrID = 999)), options: { companion: VARIANT }, problems: [
      ['/phases/1/units/0/terrID', 'F1901M', 'webdiplomacy-territory-not-in-variant'],
      // Its order then names no unit of the board: the second problem follows from the first.
      ['/phases/1/orders/0', 'F1901M', 'record-order-no-unit'],
    ] },
  { reader: 'webdiplomacy', name: 'an order without its territory', text: history((h) => (h.phases[0].orders[1].terrID = null)), options: { companion: VARIANT }, problems: [['/phases/0/orders/1/terrID', 'S1901M', 'webdiplomacy-territory-missing']] },
  { reader: 'webdiplomacy', name: 'an order of no kind', text: history((h) => (h.phases[0].orders[1].type = 'Dance')), options: { companion: VARIANT }, problems: [['/phases/0/orders/1/type', 'Spring, 1901 Diplomacy', 'zod-enum']] },
  { reader: 'webdiplomacy', name: 'a country id of no form', text: history((h) => (h.phases[0].orders[1].countryID = true)), options: { companion: VARIANT }, problems: [['/phases/0/orders/1/countryID', 'Spring, 1901 Diplomacy', 'zod-union']] },

  { reader: 'casebook', name: 'an unknown field', text: gameFile((g) => (g.phases[0].orders[0].txt = 'A par H')), problems: [['/phases/0/orders/0', 'S1901M', 'zod-unknown-keys']] },
  { reader: 'casebook', name: 'another version', text: gameFile((g) => (g.version = 2)), problems: [['/version', undefined, 'zod-literal']] },
  { reader: 'casebook', name: 'a season of no game', text: gameFile((g) => (g.phases[0].phase.season = 'summer')), problems: [['/phases/0/phase/season', undefined, 'zod-enum']] },
  { reader: 'casebook', name: 'no phase', text: gameFile((g) => (g.phases = [])), problems: [['/phases', undefined, 'zod-too-small']] },
  { reader: 'casebook', name: 'a year too far', text: gameFile((g) => (g.phases[0].phase.year = 10000)), problems: [['/phases/0/phase/year', undefined, 'zod-too-big']] },

  { reader: 'phase', name: 'an order that does not read', text: 'Spring 1901\nEngland:\n  F Lon - Xyz\n', problems: [['3:11', undefined, 'parse-unknown-province']] },
];

/** Every message id a fact holds, nested ones included. */
function idsOf(f: Arg): string[] {
  if (typeof f !== 'object') return [];
  if ('list' in f) return f.list.flatMap(idsOf);
  if (!('id' in f)) return [];
  return [f.id, ...Object.values(f.args ?? {}).flatMap(idsOf)];
}

function refusal(s: Sample): RecordProblem[] {
  const r = importGame(s.text, s.options);
  if (r.ok) throw new Error(`${s.reader}, ${s.name}: imported`);
  return r.problems;
}

describe('import problems: each at its place, in English and French', () => {
  for (const s of SAMPLES) {
    it(`${s.reader}: ${s.name}`, () => {
      const problems = refusal(s);
      expect(problems.map((p) => [p.at, p.phase, p.fact.id])).toEqual(s.problems);
    });
  }
});

/** Problems no import gives, said by the other paths: a JSON phase, the judge reader alone, zod's rarer issues, the command line's count. */
function otherFacts(): Fact[] {
  const json = readJson('{"phase": ');
  if (!('problem' in json)) throw new Error('read');
  const judgeAlone = readJudgeOutput('');
  if (judgeAlone.ok) throw new Error('read');
  const issues = [
    { code: 'invalid_string', validation: 'regex', path: ['x'], message: 'Invalid' },
    { code: 'custom', path: ['y'], message: 'Invalid input' },
  ] as ZodIssue[];
  return [json.problem.fact, ...judgeAlone.problems.map((p) => p.fact), ...zodProblems(issues, () => undefined).map((p) => p.fact), { id: 'record-more-problems', args: { more: 3, all: 23 } }, { id: 'record-variant-lines-not-loaded', args: { id: 'intimate' } }];
}

describe('a phase of a variant whose own lines are not loaded', () => {
  it('is refused with a problem at its variant line, not thrown at a library caller', async () => {
    // Fresh modules: the test set-up prepared every variant, a library caller may have prepared none.
    vi.resetModules();
    await import('../../core.js');
    const fresh = await import('../import-game.js');
    const text = 'Spring 1902 bidding\nvariant: intimate\nhome: alice france, bob germany\nalice bids: italy 3\n';
    const read = fresh.importGame(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems.map((p) => p.fact.id)).toEqual(['record-variant-lines-not-loaded']);
    expect(fresh.importProblems('bids.txt', read)).toEqual(['bids.txt:2:10: the intimate variant\'s own lines are not loaded: call prepareVariant("intimate") before reading its phases']);
    expect(fresh.importProblems('bids.txt', read, 'fr')).toEqual(['bids.txt:2:10: les lignes propres à la variante intimate ne sont pas chargées : appelez prepareVariant("intimate") avant de lire ses phases']);
    // Once loaded, the same text reads.
    await (await import('../order-text.js')).prepareVariant('intimate');
    expect(fresh.importGame(text).ok).toBe(true);
  });
});

describe('the records catalogue', () => {
  const refusals = SAMPLES.map((s) => ({ s, problems: refusal(s) }));
  const facts = [...refusals.flatMap((r) => r.problems.map((p) => p.fact)), ...otherFacts()];
  const english = messageIds('en', RECORDS_EN_MESSAGES);

  it('has the same messages in English and French', () => {
    expect(messageIds('fr', RECORDS_FR_MESSAGES)).toEqual(english);
  });

  it('has every message reached by a broken sample, none left unused', () => {
    const reached = new Set(facts.flatMap(idsOf));
    expect(english.filter((id) => !reached.has(id))).toEqual([]);
  });

  it('says every problem in English and French, the French by the French lint', () => {
    const faults: string[] = [];
    for (const f of facts) {
      const en = recordText(f, 'en');
      const fr = recordText(f, 'fr');
      expect(en).not.toBe('');
      expect(fr).not.toBe(en);
      for (const lint of LINTS) {
        const found = lint.find(fr);
        if (found) faults.push(`${f.id}: ${lint.name}: "${found}" in "${fr}"`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('gives the command line its lines and a page its parts, in either language', () => {
    const s = SAMPLES.find((x) => x.name === "an order for another power's unit")!;
    const r = importGame(s.text);
    if (r.ok) throw new Error('imported');
    expect(importProblems('game.json', r)).toEqual(['game.json:/phases/0/orders/GERMANY/0 (S1901M): "A MAR H" is given by Germany, but the unit in mar is France\'s']);
    expect(importProblems('game.json', r, 'fr')).toEqual(['game.json:/phases/0/orders/GERMANY/0 (S1901M): « A MAR H » est donné par l\'Allemagne, mais l\'unité à Marseille appartient à la France']);
    expect(importProblemsShown(r, 'fr')).toEqual([{ at: '/phases/0/orders/GERMANY/0', phase: 'S1901M', text: problemText(r.problems[0], 'fr') }]);
    // The English sentence is only rendered when read, and is the same as the fact's.
    expect(r.problems[0].message).toBe(recordText(r.problems[0].fact, 'en'));
  });
});
