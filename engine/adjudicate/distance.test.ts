// Home centres are made once per map and power and shared: the list must not be changeable by a caller.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { homeCentres, nearestHomeDistance } from './distance.js';

describe('home centres', () => {
  it('are each power’s home supply centres, the same frozen list at every call', () => {
    expect(homeCentres(standardMap, 'russia')).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(homeCentres(standardMap, 'russia')).toBe(homeCentres(standardMap, 'russia'));
    expect(Object.isFrozen(homeCentres(standardMap, 'russia'))).toBe(true);
    expect(() => (homeCentres(standardMap, 'russia') as string[]).push('ber')).toThrow(TypeError);
  });

  it('measure the nearest home centre', () => {
    expect(nearestHomeDistance(standardMap, 'france', 'par')).toBe(0);
    expect(nearestHomeDistance(standardMap, 'france', 'bur')).toBe(1);
    expect(nearestHomeDistance(standardMap, 'england', 'mos')).toBeGreaterThan(2);
  });
});
