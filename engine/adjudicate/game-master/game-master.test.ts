// The game master's side of a phase (#24): what the engine answers and explains for the fields the
// cases of cases/prose/ do not show one by one: each field's input errors, the remedies of §3.7.
import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, InputError, type PhaseInput } from '../../index.js';
import { render } from '../../language/render.js';
import { GM_ERROR_CLASSES, GM_REMEDIES, REMEDIES, errorClassFact, lateNoticeFact, remedyFact } from './errors.js';

const phase = (extra: Partial<PhaseInput>): PhaseInput => ({
  phase: { season: 'fall', year: 1901, type: 'movement' },
  units: [
    { power: 'austria', type: 'A', loc: 'vie' },
    { power: 'russia', type: 'A', loc: 'gal' },
  ],
  orders: [],
  ...extra,
});

describe('input errors name the field', () => {
  const bad = (extra: Partial<PhaseInput>) => () => adjudicate(phase(extra));
  it('a retreat the unit could never make, a list for a unit not on the board', () => {
    expect(bad({ conditional: { retreats: [{ power: 'austria', type: 'A', loc: 'vie', to: ['lon'] }] } })).toThrow(/^conditional\.retreats\[0\]\.to\[0\]: A vie could never retreat to lon/);
    expect(bad({ conditional: { retreats: [{ power: 'austria', type: 'A', loc: 'bud', to: ['vie'] }] } })).toThrow(/conditional\.retreats\[0\]: no unit A bud on the board/);
    expect(bad({ conditional: { retreats: [{ power: 'russia', type: 'A', loc: 'vie', to: ['bud'] }] } })).toThrow(/the unit in vie is austria's A vie, not russia's A vie/);
  });
  it('a build list longer than the home centres, a build elsewhere, a removal of a unit not there', () => {
    const builds = ['vie', 'bud', 'tri', 'ser'].map((loc) => ({ power: 'austria', type: 'A' as const, loc }));
    expect(bad({ conditional: { builds } })).toThrow(/austria lists 4 builds, but it has 3 home centres/);
    expect(bad({ conditional: { builds } })).toThrow(/conditional\.builds\[3\]: ser is not a home supply centre of austria/);
    expect(bad({ conditional: { removals: [{ power: 'austria', type: 'F', loc: 'tri' }] } })).toThrow(/conditional\.removals\[0\]: austria has no F in tri/);
  });
  it('a later sheet with no earlier one, a vote by a power out of the game, NMR with orders', () => {
    expect(bad({ orders: [{ power: 'russia', text: 'A gal - vie', version: 2 }] })).toThrow(/orders\[0\]\.version: version 2 of russia's orders, but russia sent no version 1/);
    expect(bad({ endOfGame: { proposal: { result: 'draw' }, votes: { austria: 'for', italy: 'for' } } })).toThrow(/endOfGame\.votes\.italy: italy has no unit on the board/);
    expect(bad({ endOfGame: { proposal: { result: 'concession', to: 'france' }, votes: {} } })).toThrow(/endOfGame\.proposal\.to: a concession goes to a power still in the game/);
    expect(bad({ nmr: ['russia'], orders: [{ power: 'russia', text: 'A gal - vie' }] })).toThrow(/orders\[0\]: russia is listed in "nmr"/);
    expect(bad({ variant: 'intimate', nmr: ['russia'] } as Partial<PhaseInput>)).toThrow(InputError);
  });
  it('a time limit counted by centres needs the centres', () => {
    expect(bad({ endOfGame: { timeLimit: true } })).toThrow(/"endOfGame": a game stopped at its time limit is won by the most supply centres/);
    expect(adjudicate(phase({ ruleset: 'rulebook-1971', endOfGame: { timeLimit: true } })).gameResult).toEqual({ result: 'timeLimit', by: 'units', leaders: ['austria', 'russia'], counts: { austria: 1, russia: 1 } });
  });
});

describe('nothing changes for a phase without the fields', () => {
  it('no game-master step, no field in the output', () => {
    const d = adjudicateWithDetail(phase({ orders: [{ power: 'russia', text: 'A gal - vie' }] }));
    expect(d.explanation.some((s) => s.kind === 'gameMaster')).toBe(false);
    for (const k of ['nmr', 'conditional', 'gameResult', 'vote']) expect(k in d.output).toBe(false);
  });
});

describe('the game master’s errors (001 §3.7), as data', () => {
  it('three classes, three remedies, each said in English and French', () => {
    for (const k of GM_ERROR_CLASSES) {
      expect(render(errorClassFact(k), 'en')).toMatch(/\(001 §3\.7\)/);
      expect(render(errorClassFact(k), 'fr')).toMatch(/\(001 §3\.7\)/);
      expect(REMEDIES[k].length).toBeGreaterThan(0);
    }
    for (const r of GM_REMEDIES) expect(render(remedyFact(r), 'fr')).toMatch(/^Le maître du jeu/);
    expect(REMEDIES.transcription[0]).toBe('agree');
    expect(render(lateNoticeFact(), 'en')).toContain('next deadline');
  });
});
