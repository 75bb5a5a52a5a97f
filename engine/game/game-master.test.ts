// The game master's side of a whole game: a published result no preset explains read as one of
// 001 §3.7's errors, and three years without a centre changing hands read as §3.8's draw.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGame } from '../formats/import-game.js';
import type { GameJson, PublishedResultJson } from '../protocol/game.js';
import type { PhaseId, UnitJson } from '../protocol/types.js';
import { gameReport } from './report.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const imported = importGame(readFileSync(path.join(here, '../formats/records/fixtures/judge-sample-game.txt'), 'utf8'));
if (!imported.ok) throw new Error('the judge sample must import');
const sample: GameJson = imported.game;

/** The sample with Spring 1901's published result changed by `edit`. */
function spring1901(edit: (published: PublishedResultJson) => void): GameJson {
  const game = structuredClone(sample);
  edit(game.phases[0].published!);
  return { ...game, phases: game.phases.slice(0, 1) };
}

const at = (units: UnitJson[] | undefined, loc: string) => units!.findIndex((u) => u.loc === loc);
const errorOf = (game: GameJson, lang: 'en' | 'fr' = 'en') => gameReport(game, lang).phases[0].gameMasterError;

describe('a published result no preset explains, read as a game master error (001 §3.7)', () => {
  it('the sample as published agrees: no error is read into it', () => {
    expect(gameReport(sample, 'en').phases.every((p) => p.gameMasterError === undefined)).toBe(true);
  });

  it('a bounce reported as a move made, with no other unit affected: a transcription error, which the game master may simply agree to', () => {
    const game = spring1901((p) => {
      const i = sample.phases[0].orders.findIndex((o) => /bud/i.test(o.text));
      p.orders![i] = { succeeded: true };
    });
    const e = errorOf(game)!;
    expect(e.kind).toBe('transcription');
    expect(e.findings).toEqual([{ cause: 'resultOnly', order: expect.stringMatching(/bud/i) }]);
    expect(e.remedies).toEqual(['agree', 'tellConcerned', 'correctAll']);
    expect(e.text[0]).toBe('No preset and no single rule option rules as the record does, so the difference reads as a game master\'s error (001 §3.7).');
    expect(e.text.at(-1)).toMatch(/^The player who notices an error must tell the game master at once/);
  });

  it('an army written as a fleet in its province: a transcription error', () => {
    const e = errorOf(spring1901((p) => (p.units![at(p.units, 'ven')] = { power: 'italy', type: 'F', loc: 'ven' })))!;
    expect(e).toMatchObject({ kind: 'transcription', findings: [{ cause: 'unitType', unit: 'F ven' }] });
  });

  it('a unit left out of the record: a transcription error', () => {
    const e = errorOf(spring1901((p) => p.units!.splice(at(p.units, 'ven'), 1)))!;
    expect(e).toMatchObject({ kind: 'transcription', findings: [{ cause: 'unitForgotten', unit: 'A ven' }] });
  });

  it('a unit shown elsewhere, or one that does not exist: an error of position, which only the players concerned or all of them are told', () => {
    const moved = errorOf(spring1901((p) => (p.units![at(p.units, 'nth')] = { power: 'england', type: 'F', loc: 'hel' })))!;
    expect(moved).toMatchObject({ kind: 'position', findings: [{ cause: 'unitMisplaced', unit: 'F hel' }], remedies: ['tellConcerned', 'correctAll'] });
    const invented = errorOf(spring1901((p) => p.units!.push({ power: 'turkey', type: 'A', loc: 'syr' })))!;
    expect(invented).toMatchObject({ kind: 'position', findings: [{ cause: 'unitInvented', unit: 'A syr' }] });
  });

  it('a move the rules refuse, carried out: a ruling error', () => {
    const game = spring1901(() => undefined);
    const i = game.phases[0].orders.findIndex((o) => /vie/i.test(o.text));
    game.phases[0].orders[i] = { ...game.phases[0].orders[i], text: 'A vie - ven' };
    const e = errorOf(game)!;
    expect(e.kind).toBe('ruling');
    expect(e.findings).toContainEqual({ cause: 'impossibleMove', order: 'A vie - ven' });
  });

  it('speaks French, with the book\'s remedies', () => {
    const e = errorOf(spring1901((p) => p.units!.splice(at(p.units, 'ven'), 1)), 'fr')!;
    expect(e.text).toContain('A Venise : les règles gardent cette unité sur la carte, les archives l\'oublient.');
    expect(e.text.some((t) => t.startsWith('– Le maître du jeu donne son accord au joueur'))).toBe(true);
  });
});

/** A game where every unit holds from Spring 1901 up to `last` (no orders, no board: the starting position carried). */
function holdingUntil(last: PhaseId): GameJson {
  const phases: GameJson['phases'] = [];
  for (let year = 1901; year <= last.year; year++) {
    for (const season of ['spring', 'fall'] as const) {
      if (year === last.year && season === 'fall' && last.season === 'spring') break;
      phases.push({ phase: { season, year, type: 'movement' }, orders: [] });
    }
  }
  return { phases };
}

describe('three game years without a centre changing hands: the game master may declare a draw (001 §3.8)', () => {
  it('is said after the third year\'s Fall, for every power still in the game', () => {
    const r = gameReport(holdingUntil({ season: 'fall', year: 1904, type: 'movement' }), 'en');
    expect(r.stalemate).toMatchObject({ name: 'F1903M', since: 1901, result: { result: 'draw', by: 'stalemate', powers: ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'] } });
    expect(r.stalemate!.text).toMatch(/^No supply centre has changed hands in the three game years from 1901 to 1903: the game master may declare the game drawn among every power still in it \(Austria, England, France, Germany, Italy, Russia and Turkey\), even against some players' wishes \(001 §3\.8\)\.$/);
    expect(gameReport(holdingUntil({ season: 'fall', year: 1903, type: 'movement' }), 'fr').stalemate!.text).toMatch(/^Aucun centre de ravitaillement n'a changé de mains pendant les trois années de jeu de 1901 à 1903/);
  });

  it('is not said before three whole years, nor when a year ends in Spring', () => {
    expect(gameReport(holdingUntil({ season: 'fall', year: 1902, type: 'movement' }), 'en').stalemate).toBeUndefined();
    expect(gameReport(holdingUntil({ season: 'spring', year: 1903, type: 'movement' }), 'en').stalemate).toBeUndefined();
  });

  it('counts from the last change: the sample game, whose centres change hands, never gets there', () => {
    expect(gameReport(sample, 'en').stalemate).toBeUndefined();
  });
});
