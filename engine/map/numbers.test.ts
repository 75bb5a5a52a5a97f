import { describe, expect, it } from 'vitest';
import { standardMap } from './index.js';
import { provinceNumbers } from './numbers.js';

describe('the numbered tables', () => {
  const nums = provinceNumbers(standardMap);
  const loc = (l: string) => nums.locOf.get(l)!;

  // Retreat lists are written in the order of these lists: they must be sorted by id.
  it('next: the neighbours of a location by number, in the order of their ids', () => {
    const names = (type: 'A' | 'F', l: string) => [...nums.next[type][loc(l)]].map((k) => nums.locIds[k]);
    expect(names('A', 'par')).toEqual(['bre', 'bur', 'gas', 'pic']);
    expect(names('F', 'con')).toEqual(['aeg', 'ank', 'bla', 'bul/ec', 'bul/sc', 'smy']);
    expect(names('F', 'stp/nc')).toEqual([...standardMap.neighbours('F', 'stp/nc')].sort());
  });
});
