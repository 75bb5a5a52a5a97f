// The ICU-free English and French formats give Intl's own text (engine/util/plain-intl.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { britishList, compareIds, englishNumber, englishPlural, frenchList, frenchNumber, frenchPlural } from './plain-intl.js';

const numbers = new Intl.NumberFormat('en');
const plurals = new Intl.PluralRules('en');
const sign = (n: number) => Math.sign(n);

describe('plain English and French formats', () => {
  it('write and pluralise numbers as Intl does', () => {
    const edges = [0, -0, 1, -1, 2, 999, 1000, -1000, 12345, 999999, 1000000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1.5, 0.1, -2.25, 1 / 3, NaN, Infinity];
    for (const n of edges) {
      expect(englishNumber(n), String(n)).toBe(numbers.format(n));
      expect(englishPlural(n), String(n)).toBe(plurals.select(n));
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e7, max: 1e7 }), fc.maxSafeInteger(), fc.double()), (n) => {
        expect(englishNumber(n)).toBe(numbers.format(n));
        expect(englishPlural(n)).toBe(plurals.select(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('join lists as the British English list formats do', () => {
    const word = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.constantFrom('conjunction' as const, 'disjunction' as const), (items, type) => {
        expect(britishList(items, type)).toBe(new Intl.ListFormat('en-GB', { type }).format(items));
      }),
      { numRuns: 500 },
    );
  });

  it('write and pluralise numbers as the French Intl formats do', () => {
    const frNumbers = new Intl.NumberFormat('fr');
    const frPlurals = new Intl.PluralRules('fr');
    const edges = [0, -0, 1, -1, 2, -2, 999, -999, 1000, -1000, 12345, 999999, 1000000, -1000000, 2000000, Number.MAX_SAFE_INTEGER, 1.5, 0.1, -2.25, 1 / 3, NaN, Infinity];
    for (const n of edges) {
      expect(frenchNumber(n), String(n)).toBe(frNumbers.format(n));
      expect(frenchPlural(n), String(n)).toBe(frPlurals.select(n));
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -1e7, max: 1e7 }), fc.maxSafeInteger(), fc.double()), (n) => {
        expect(frenchNumber(n)).toBe(frNumbers.format(n));
        expect(frenchPlural(n)).toBe(frPlurals.select(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('join lists as the French list formats do', () => {
    const word = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.constantFrom('conjunction' as const, 'disjunction' as const), (items, type) => {
        expect(frenchList(items, type)).toBe(new Intl.ListFormat('fr', { type }).format(items));
      }),
      { numRuns: 500 },
    );
  });

  it('order ids as localeCompare does', () => {
    const id = fc.oneof(fc.stringMatching(/^[a-z0-9-]{0,8}$/), fc.string({ maxLength: 6 }), fc.constantFrom('england', 'austria', 'austria-hungary', 'a-b', 'a0', 'ab', 'Rome', 'é', ''));
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(sign(compareIds(a, b))).toBe(sign(a.localeCompare(b)));
      }),
      { numRuns: 3000 },
    );
  });
});
