// The casebook's game file: what it writes it reads back unchanged, the published JSON Schema accepts
// it, and a bad file is refused at its JSON pointer.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importGame } from './import-game.js';
import { readGameFile, writeGameFile } from './game-file.js';
import type { GameJson } from '../protocol/game.js';
import { replayGame } from '../game/replay.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const schema = JSON.parse(readFileSync(path.join(here, '../protocol/game.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const judge = importGame(readFileSync(path.join(here, 'records/fixtures/judge-sample-game.txt'), 'utf8'));
const sample: GameJson = judge.ok ? judge.game : { phases: [] };

describe('the game file', () => {
  it('round-trips an imported game, which the published schema accepts and the replay rules alike', () => {
    const text = writeGameFile({ ...sample, ruleset: 'rulebook-2000' });
    expect(validate(JSON.parse(text)), JSON.stringify(validate.errors)).toBe(true);
    const back = readGameFile(text);
    expect(back).toEqual({ ok: true, value: { ...sample, ruleset: 'rulebook-2000' } });
    const again = importGame(text);
    expect(again.ok && again.format).toBe('casebook');
    const before = replayGame(sample).rulings.map((r) => r.detail?.output.units);
    const after = replayGame(back.ok ? back.value : sample).rulings.map((r) => r.detail?.output.units);
    expect(after).toEqual(before);
  });

  it('round-trips any game made of phases with and without boards, orders and published results', () => {
    const unit = fc.record({ power: fc.constantFrom('england', 'france'), type: fc.constantFrom<'A' | 'F'>('A', 'F'), loc: fc.constantFrom('lon', 'par', 'stp/sc') });
    const phase = fc.record(
      {
        phase: fc.record({ season: fc.constantFrom<'spring' | 'fall'>('spring', 'fall'), year: fc.integer({ min: 1901, max: 1999 }), type: fc.constant<'movement'>('movement') }),
        position: fc.record({ units: fc.array(unit, { maxLength: 3 }), supplyCenters: fc.dictionary(fc.constantFrom('england', 'france'), fc.array(fc.constantFrom('lon', 'par'), { maxLength: 2 })) }, { requiredKeys: ['units'] }),
        orders: fc.array(fc.record({ power: fc.constantFrom('england', 'france'), text: fc.string({ maxLength: 20 }) }), { maxLength: 3 }),
        published: fc.record({ units: fc.array(unit, { maxLength: 2 }), orders: fc.array(fc.option(fc.record({ succeeded: fc.boolean(), marks: fc.array(fc.constantFrom('bounce', 'cut'), { maxLength: 2 }) }, { requiredKeys: [] }), { nil: null }), { maxLength: 3 }) }, { requiredKeys: [] }),
        source: fc.string({ maxLength: 8 }),
      },
      { requiredKeys: ['phase', 'orders'] },
    );
    const game = fc.record({ variant: fc.constantFrom('standard', 'six-players'), ruleset: fc.constantFrom('datc', 'webdiplomacy'), phases: fc.array(phase, { minLength: 1, maxLength: 4 }) }, { requiredKeys: ['phases'] });
    fc.assert(
      fc.property(game, (g) => {
        const text = writeGameFile(g as GameJson);
        expect(validate(JSON.parse(text))).toBe(true);
        expect(readGameFile(text)).toEqual({ ok: true, value: g });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a file that is not one, at its JSON pointer and phase', () => {
    const text = writeGameFile(sample);
    const json = JSON.parse(text);
    json.phases[2].orders[0].txt = json.phases[2].orders[0].text;
    delete json.phases[2].orders[0].text;
    const r = readGameFile(JSON.stringify(json));
    expect(r.ok ? [] : r.problems.map(({ at, phase, message }) => ({ at, phase, message }))).toEqual([
      { at: '/phases/2/orders/0/text', phase: 'W1901A', message: 'missing (a string expected)' },
      { at: '/phases/2/orders/0', phase: 'W1901A', message: 'unknown field "txt"' },
    ]);
    expect(readGameFile(text.slice(0, 500))).toMatchObject({ ok: false, problems: [{ message: expect.stringMatching(/^not valid JSON/) }] });
  });
});
