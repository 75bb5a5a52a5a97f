import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { provinceNumbers } from '../../map/numbers.js';
import { ordersOf, play, unitsOf } from '../test-helpers.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import type { PhaseInput } from '../../protocol/types.js';
import type { Movement } from './index.js';
import { PhaseCheck, validatePhaseInput } from '../validate-input.js';
import { indexUnitsByProvince } from './board.js';

describe('MovesByProvince', () => {
  // Made from the board's linked lists when first read: the provinces in the order first entered
  // (by their lowest mover), each list in unit order, the same lists by number (Board.into).
  it('lists the provinces entered, in the order first entered, and their movers in unit order', () => {
    const units = ['france A pic', 'germany A ruh', 'france A mar', 'germany A mun', 'france A par', 'france A bre'];
    const orders = ['france: A pic - bel', 'germany: A ruh - bel', 'france: A mar - bur', 'germany: A mun - bur', 'france: A par - gas', 'france: A bre H'];
    const board = play({ units, orders }).movement!.board;
    const nums = provinceNumbers(standardMap);
    expect(board.movesInto.keys()).toEqual(['bel', 'bur', 'gas']);
    expect([...board.movesInto]).toEqual([
      ['bel', [0, 1]],
      ['bur', [2, 3]],
      ['gas', [4]],
    ]);
    expect(board.movesInto.get('bur')).toEqual([2, 3]);
    expect(board.movesInto.get('bre')).toBeUndefined();
    expect(board.into[nums.of.get('bel')!]).toEqual([0, 1]);
    expect(board.into.filter((list) => list !== undefined)).toHaveLength(3);
    expect(board.movesInto.keys()).toBe(board.movesInto.keys());
  });
});

describe('the convoy and support columns', () => {
  // A board with no convoy or support shares blank columns with every other such board (of as many
  // units): a board that wrote into them instead of its own copy would change the next ones.
  it('a phase with convoys and supports leaves the next blank board blank', () => {
    const units = ['england F nth', 'england A yor', 'england F lon', 'france A bre'];
    const before = play({ units, orders: ['england: A yor H'] }).movement!.board;
    const convoyed = play({ units, orders: ['england: F nth C A yor - nwy', 'england: A yor - nwy', 'england: F lon S F nth'] }).movement!.board;
    expect(convoyed.cvArmy[0]).toBe(1);
    expect(convoyed.viaConvoy[1]).toBe(1);
    expect(convoyed.convoysFor[1]).toEqual([0]);
    expect(convoyed.supportsFor[0]).toEqual([2]);
    const after = play({ units, orders: ['france: A bre - par'] }).movement!.board;
    for (const board of [before, after]) {
      expect(board.cvArmy).toEqual([-1, -1, -1, -1]);
      expect(board.viaConvoy).toEqual([0, 0, 0, 0]);
      expect(board.convoysFor).toEqual([[], [], [], []]);
      expect(board.supportsFor).toEqual([[], [], [], []]);
    }
  });
});

describe('the columns by province id', () => {
  // prov, dest, destLoc and supDest are derived from the numbered columns when first read, once
  // the board is built: they must say what the orders say (a coast, a convoy's destination, a
  // support in place), and a board read again must not change them.
  it('name each unit, destination, coast and supported move by id', () => {
    const units = ['russia F sev', 'russia A ukr', 'russia F rum', 'england F nth', 'england A yor', 'france A par', 'france A bur'];
    const orders = [
      'russia: F sev - rum',
      'russia: A ukr S F sev - rum',
      'russia: F rum - bul/ec',
      'england: F nth C A yor - nwy',
      'england: A yor - nwy',
      'france: A par S A bur',
      'france: A bur - mun',
    ];
    const board = play({ units, orders }).movement!.board;
    expect(board.prov).toEqual(['sev', 'ukr', 'rum', 'nth', 'yor', 'par', 'bur']);
    expect(board.dest).toEqual(['rum', undefined, 'bul', 'nwy', 'nwy', undefined, 'mun']);
    expect(board.destLoc).toEqual(['rum', undefined, 'bul/ec', undefined, 'nwy', undefined, 'mun']);
    expect(board.supDest).toEqual([undefined, 'rum', undefined, undefined, undefined, undefined, undefined]);
    expect(board.supTarget[5]).toBe(6);
    expect(board.dest).toBe(board.dest);
  });
});

describe('boards of successive phases', () => {
  // Columns shared between boards (blank templates, the all-false dislodged column) and columns one
  // board shares between two of its fields (pn and ln, dn and dl, the linked lists' next column)
  // must never let one phase's result change another's. Explanations and reasons are built when
  // first read, from the board and the result: phase A explained after phase B must read as A
  // explained alone.
  const phaseA: PhaseInput = {
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: unitsOf(['russia F sev', 'russia A ukr', 'turkey F rum', 'russia F stp/sc', 'england F nth', 'england A yor', 'england F lon', 'france A bre', 'turkey F con']),
    orders: ordersOf([
      'russia: F sev - rum',
      'russia: A ukr S F sev - rum',
      'turkey: F rum H',
      'russia: F stp/sc - bot',
      'england: F nth C A yor - nwy',
      'england: A yor - nwy',
      'england: F lon S F nth',
      'france: A bre - par',
      'france: A bre - gas',
      'turkey: F con - bul/ec',
    ]),
  };
  const phaseB: PhaseInput = {
    phase: { season: 'fall', year: 1901, type: 'movement' },
    units: unitsOf(['russia F sev', 'russia A ukr', 'turkey F rum', 'russia F stp/sc', 'england F nth', 'england A yor', 'england F lon', 'france A bre', 'turkey F con']),
    orders: ordersOf(['russia: A ukr - rum', 'turkey: F rum S F sev', 'england: A yor - lvp', 'france: A bre H']),
  };
  const told = (d: AdjudicationDetail) => JSON.stringify({ output: d.output, reasons: d.reasons.map((r) => [r.en, r.fr]), explanation: d.explanation });

  it('phase A explained after phase B reads as phase A alone', () => {
    const alone = told(adjudicatePhase(standardMap, phaseA));
    const a = adjudicatePhase(standardMap, phaseA);
    const b = adjudicatePhase(standardMap, phaseB);
    told(b);
    expect(told(a)).toBe(alone);
    expect(a.movement!.dislodged.map((d) => d.unit)).toEqual([2]);
    expect(b.movement!.dislodged).toEqual([]);
    expect(b.output.orders.map((o) => o.dislodged)).toEqual([false, false, false, false]);
  });

  it('a phase with nobody dislodged after one with a dislodgement says nobody was', () => {
    const a = adjudicatePhase(standardMap, phaseA).movement as Movement;
    const b = adjudicatePhase(standardMap, phaseB).movement as Movement;
    expect(phaseB.orders.map((_, i) => b.orderDislodged(i))).toEqual([false, false, false, false]);
    expect(phaseA.orders.map((_, i) => a.orderDislodged(i))).toEqual([false, false, true, false, false, false, false, false, false, false]);
  });

  it('keeps each unit province and location apart when one stands on a coast, and a coast a fleet moves to', () => {
    const board = adjudicatePhase(standardMap, phaseA).movement!.board;
    const nums = provinceNumbers(standardMap);
    expect(board.pn[3]).toBe(nums.of.get('stp'));
    expect(board.ln[3]).toBe(nums.locOf.get('stp/sc'));
    expect(board.pn[0]).toBe(board.ln[0]);
    expect(board.destLoc[8]).toBe('bul/ec');
    expect(board.dest[8]).toBe('bul');
    expect(board.destLoc[4]).toBeUndefined(); // a convoying fleet has a destination, no location
    const plain = adjudicatePhase(standardMap, phaseB).movement!.board;
    expect(plain.destLoc).toEqual([undefined, 'rum', undefined, undefined, undefined, 'lvp', undefined, undefined, undefined]);
  });
});

describe('the location column the input check gives the board', () => {
  // The quick input check reads each unit's location number (PhaseCheck.locations), and the board
  // takes that column as its own rather than a copy: it must be the phase's own, equal to the
  // board's own reading of the units, and left unwritten when the board needs a province column apart.
  it('is the same as the board would read, and is never written, a unit on a coast or none', () => {
    const nums = provinceNumbers(standardMap);
    for (const units of [unitsOf(['russia F stp/sc', 'russia A mos', 'turkey F bul/ec']), unitsOf(['russia A mos', 'turkey F ank'])]) {
      const check = new PhaseCheck();
      expect(validatePhaseInput(standardMap, { phase: { season: 'spring', year: 1901, type: 'movement' }, units, orders: [] }, check)).toEqual([]);
      expect(check.plain).toBe(true);
      const given = [...check.locations];
      const index = indexUnitsByProvince(standardMap, units, check.locations);
      expect(index).toEqual(indexUnitsByProvince(standardMap, units));
      expect(index.ln).toBe(check.locations);
      expect(check.locations).toEqual(given);
      expect(index.ln).toEqual(units.map((u) => nums.locOf.get(u.loc)));
      expect(index.pn).toEqual(units.map((u) => nums.of.get(standardMap.provinceOf(u.loc))));
    }
  });

  it('gives each phase a column of its own', () => {
    const one = new PhaseCheck();
    const two = new PhaseCheck();
    const phase = { season: 'spring', year: 1901, type: 'movement' } as const;
    validatePhaseInput(standardMap, { phase, units: unitsOf(['russia A mos']), orders: [] }, one);
    validatePhaseInput(standardMap, { phase, units: unitsOf(['russia A war']), orders: [] }, two);
    expect(one.locations).not.toBe(two.locations);
    expect(one.locations).toEqual([provinceNumbers(standardMap).locOf.get('mos')]);
  });
});
