import { describe, expect, it } from 'vitest';
import { adjudicate, boardOf, InputError, standardMap } from '../index.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import { resolveVariant } from '../adjudicate/variant-rules.js';
import { ALL_VARIANT_IDS } from './ids.js';

const phase = { season: 'spring', year: 1901, type: 'movement' } as const;

describe('the protocol field `variant`', () => {
  it('resolves every known id to a board; the fewer-player games play on the standard one', () => {
    for (const id of ALL_VARIANT_IDS) expect('map' in resolveVariant(id)).toBe(true);
    expect(boardOf({ variant: '1914' })).toBe(standardMap);
    expect(boardOf({})).toBe(standardMap);
    expect(boardOf({ variant: 'ancient-mediterranean' })).toBe(ancientMediterraneanMap);
  });

  it('refuses an unknown id with the list of known ones', () => {
    expect(() => adjudicate({ variant: 'westeros', phase, units: [], orders: [] })).toThrow(InputError);
    expect(() => adjudicate({ variant: 'westeros', phase, units: [], orders: [] })).toThrow(/unknown variant "westeros" \(known: standard, .*ancient-mediterranean\)/);
  });

  it('refuses a variant that is not a string, naming the field', () => {
    expect(() => adjudicate({ variant: 3 as unknown as string, phase, units: [], orders: [] })).toThrow(/"variant" must be a string, not 3/);
  });

  it('adjudicates a standard phase given explicitly as `standard`', () => {
    const out = adjudicate({ variant: 'standard', phase, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] });
    expect(out.orders[0].result).toBe('succeeds');
  });
});
