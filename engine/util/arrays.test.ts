import { describe, expect, it } from 'vitest';
import { Filler, filled, unset } from './arrays.js';

// The per-phase arrays are copies of templates kept for ever: a copy that shared its template, or
// a template that a caller could change, would carry one phase's values into the next.
describe('filled and Filler', () => {
  it('give arrays of the length and value asked, for every value', () => {
    for (const value of [-1, 0, 7]) {
      for (const length of [0, 1, 28, 75, 2000]) expect(filled(length, value)).toEqual(Array.from({ length }, () => value));
    }
    expect(unset.copy(3)).toEqual([undefined, undefined, undefined]);
  });

  it('give a fresh array at every call: changing one changes neither the template nor the next copy', () => {
    const first = filled(28, -1);
    first[0] = 5;
    first.push(9);
    expect(filled(28, -1)).toEqual(Array.from({ length: 28 }, () => -1));
    expect(filled(28, -1)).not.toBe(filled(28, -1));
    const none: number[] = [];
    const lists = new Filler(none);
    const a = lists.copy(4);
    a[2] = [1];
    expect(lists.copy(4)).toEqual([none, none, none, none]);
    expect(lists.copy(4)[2]).toBe(none);
  });
});
