import { describe, expect, it } from 'vitest';
import { dropTyped, entryKey, holdTyped, takeTyped, type TypedStore } from './typed.js';

const mapStore = (): TypedStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};

describe('text typed and not ruled, kept with its history entry', () => {
  it('is given back once, for its own entry only', () => {
    const store = mapStore();
    const e3 = entryKey('/desk/', '#v1.three');
    holdTyped(e3, 'Fall 1901\nFrance: A Bur - Mun\n', store);
    expect(takeTyped(entryKey('/desk/', '#v1.two'), store)).toBeUndefined();
    expect(takeTyped(entryKey('/fr/desk/', '#v1.three'), store)).toBeUndefined();
    expect(takeTyped(e3, store)).toBe('Fall 1901\nFrance: A Bur - Mun\n');
    expect(takeTyped(e3, store)).toBeUndefined();
  });

  it('keeps the last keystroke, and nothing once the entry is ruled', () => {
    const store = mapStore();
    const e = entryKey('/desk/', '');
    holdTyped(e, 'Spring 1901\nF', store);
    holdTyped(e, 'Spring 1901\nFrance: A Par - Bur', store);
    dropTyped(e, store);
    expect(takeTyped(e, store)).toBeUndefined();
    holdTyped(e, 'Spring 1901\nFrance: A Par - Pic', store);
    expect(takeTyped(e, store)).toBe('Spring 1901\nFrance: A Par - Pic');
  });

  it('a storage that refuses (full, or forbidden) keeps the text in memory', () => {
    const refusing: TypedStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const e = entryKey('/desk/', '#g1.game');
    holdTyped(e, 'typed', refusing);
    expect(takeTyped(e, refusing)).toBe('typed');
    expect(takeTyped(e, refusing)).toBeUndefined();
  });
});
