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
    expect(parseVariantOptions(['italyclosed=wholeGame'])).toEqual({ error: '--variant-option: unknown key "italyclosed" (known: italyClosed, overbidTest, overbidTransfer, anarchyBuilds, alphabet, ancmedVictory, ancmedCapture)' });
    expect(parseVariantOptions(['italyClosed=never'])).toEqual({ error: '--variant-option italyClosed: unknown value "never" (italyClosed is whileNeutral or wholeGame)' });
    expect(parseVariantOptions(['wholeGame'])).toEqual({ error: '--variant-option "wholeGame": write key=value, such as italyClosed=wholeGame' });
    expect(parseVariantOptions(['toString=x'])).toMatchObject({ error: expect.stringContaining('unknown key "toString"') });
  });

  it('sends the options as the phase\'s variantOptions, which the engine obeys', async () => {
    const input = phase(1915);
    expect(await applyVariantFlags(input, { variant: '1914', coin: 'entente', variantOption: ['italyClosed=wholeGame'] })).toBeUndefined();
    expect(input.variantOptions).toEqual({ italyClosed: 'wholeGame' });
    expect(adjudicate(input).orders[0].result).toBe('illegal');
    const open = phase(1915);
    expect(await applyVariantFlags(open, { variant: '1914', coin: 'entente', variantOption: ['italyClosed=whileNeutral'] })).toBeUndefined();
    expect(adjudicate(open).orders[0].result).toBe('succeeds');
  });

  it('reaches an Intimate bidding: the overbid is counted on every bid written', async () => {
    const bidding = (): PhaseInput => ({
      variant: 'intimate',
      phase: { season: 'spring', year: 1902, type: 'bidding' },
      units: [],
      orders: [],
      home: { alice: 'france', bob: 'germany' },
      credits: { alice: 5, bob: 5 },
      bids: { alice: { austria: 4, italy: 3 }, bob: { italy: 3 } },
    });
    const plain = bidding();
    expect(adjudicate(plain).bidding?.overbid).toEqual([]);
    const strict = bidding();
    expect(await applyVariantFlags(strict, { variantOption: ['overbidTest=allBids'] })).toBeUndefined();
    expect(adjudicate(strict).bidding?.overbid).toEqual(['alice']);
  });

  it('refuses options without a variant that reads them, an option of another variant, and a missing coin', async () => {
    expect(await applyVariantFlags(phase(1915), { variantOption: ['italyClosed=wholeGame'] })).toBe('--variant-option applies to a variant that reads it: give --variant (1914, intimate, ancient-mediterranean)');
    expect(await applyVariantFlags(phase(1915), { variant: 'ancient-mediterranean', variantOption: ['italyClosed=wholeGame'] })).toBe('--variant-option italyClosed is a reading of 1914, not of ancient-mediterranean');
    const noCoin = phase(1915);
    expect(await applyVariantFlags(noCoin, { variant: '1914', variantOption: ['italyClosed=wholeGame'] })).toBeUndefined();
    expect(() => adjudicate(noCoin)).toThrow('"coin": 1914: the coin toss is needed from spring 1915 on (winner: entente or central)');
  });
});
