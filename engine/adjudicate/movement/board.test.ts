import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { provinceNumbers } from '../../map/numbers.js';
import { play } from '../test-helpers.js';
import { MovesByProvince } from './board.js';

describe('MovesByProvince', () => {
  // Its province ids are listed when first asked: a move added afterwards must show in the next list.
  it('lists the provinces entered, in the order first entered, after every add', () => {
    const nums = provinceNumbers(standardMap);
    const moves = new MovesByProvince(nums);
    const n = (p: string) => nums.of.get(p)!;
    moves.add(n('bur'), 3);
    expect(moves.keys()).toEqual(['bur']);
    moves.add(n('pic'), 1);
    moves.add(n('bur'), 2);
    expect(moves.keys()).toEqual(['bur', 'pic']);
    expect([...moves]).toEqual([
      ['bur', [3, 2]],
      ['pic', [1]],
    ]);
    expect(moves.get('bur')).toEqual([3, 2]);
    expect(moves.get('mun')).toBeUndefined();
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
