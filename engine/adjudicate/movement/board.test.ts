import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { provinceNumbers } from '../../map/numbers.js';
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
