import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TextTable } from './text-table.js';

describe('TextTable', () => {
  it('finds a key by an equal string, not only by the same string', () => {
    const t = new TextTable<number>(100);
    t.set('A par - bur', 1);
    expect(t.get(['A par', '- bur'].join(' '))).toBe(1);
    expect(t.get('A par - bu')).toBeUndefined();
    expect(t.get('A par - burg')).toBeUndefined();
    expect(t.get('')).toBeUndefined();
  });

  it('answers like a Map for every key it holds and none it does not (collisions included)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 200 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 50 }), (keys, others) => {
        const t = new TextTable<number>(1000);
        const m = new Map<string, number>();
        keys.forEach((k, i) => {
          t.set(k, i);
          m.set(k, i);
        });
        expect(t.size).toBe(m.size);
        for (const k of [...keys, ...others]) expect(t.get(k)).toBe(m.get(k));
      }),
    );
  });

  it('keeps every key as its slots grow, and after it is emptied', () => {
    const t = new TextTable<number>(20_000);
    const keys = Array.from({ length: 5_000 }, (_, i) => `A k${i} - x${i % 97}`);
    keys.forEach((k, i) => t.set(k, i));
    expect(t.size).toBe(5_000);
    keys.forEach((k, i) => expect(t.get(k)).toBe(i));
    expect(t.get('A k5000 - x53')).toBeUndefined();
    t.clear();
    expect(t.get(keys[0])).toBeUndefined();
    keys.slice(0, 300).forEach((k, i) => t.set(k, -i));
    keys.slice(0, 300).forEach((k, i) => expect(t.get(k)).toBe(-i));
    expect(t.get(keys[300])).toBeUndefined();
  });

  it('empties itself when full, then holds the key that came next', () => {
    const t = new TextTable<string>(3);
    for (const k of ['a', 'b', 'c']) t.set(k, k.toUpperCase());
    expect(t.size).toBe(3);
    t.set('d', 'D');
    expect(t.size).toBe(1);
    expect(t.get('a')).toBeUndefined();
    expect(t.get('d')).toBe('D');
  });
});
