import { describe, expect, it } from 'vitest';
import type { PhaseInput } from '../protocol/types.js';
import { adjudicate } from '../index.js';
import { applyVariantFlags, parseVariantOptions } from './variant-options.js';

const phase = (year: number): PhaseInput => ({
  phase: { season: 'spring', year, type: 'movement' },
  units: [{ power: 'france', type: 'A', loc: 'mar' }],
  orders: [{ power: 'france', text: 'A mar - pie' }],
});

describe('--variant-option and --coin', () => {
  it('reads key=value into VariantOptions', () => {
    expect(parseVariantOptions(['italyClosed=wholeGame', 'alphabet=fr'])).toEqual({ italyClosed: 'wholeGame', alphabet: 'fr' });
  });

  it('names an unknown key, an unknown value and a flag without "="', () => {
    expect(parseVariantOptions(['italyclosed=wholeGame'])).toEqual({ error: '--variant-option: unknown key "italyclosed" (known: italyClosed, overbidTest, overbidTransfer, anarchyBuilds, alphabet)' });
    expect(parseVariantOptions(['italyClosed=never'])).toEqual({ error: '--variant-option italyClosed: unknown value "never" (italyClosed is whileNeutral or wholeGame)' });
    expect(parseVariantOptions(['wholeGame'])).toEqual({ error: '--variant-option "wholeGame": write key=value, such as italyClosed=wholeGame' });
    expect(parseVariantOptions(['toString=x'])).toMatchObject({ error: expect.stringContaining('unknown key "toString"') });
  });

  it('turns the options into the explicit fields of the phase, which the engine then obeys', async () => {
    const input = phase(1915);
    expect(await applyVariantFlags(input, { variant: '1914', coin: 'entente', variantOption: ['italyClosed=wholeGame'] })).toBeUndefined();
    expect(input.closedProvinces).toEqual(['apu', 'nap', 'pie', 'rom', 'tus', 'ven']);
    expect(adjudicate(input).orders[0].result).toBe('illegal');
    const open = phase(1915);
    expect(await applyVariantFlags(open, { variant: '1914', coin: 'entente', variantOption: ['italyClosed=whileNeutral'] })).toBeUndefined();
    expect(open.closedProvinces).toEqual([]);
    expect(adjudicate(open).orders[0].result).toBe('succeeds');
  });

  it('refuses options without a game variant, and a missing coin', async () => {
    expect(await applyVariantFlags(phase(1915), { variantOption: ['italyClosed=wholeGame'] })).toMatch(/^--variant-option applies to a game variant/);
    expect(await applyVariantFlags(phase(1915), { variant: '1914', variantOption: ['italyClosed=wholeGame'] })).toBe('--coin: 1914: the coin toss is needed from spring 1915 on (winner: entente or central)');
  });
});
