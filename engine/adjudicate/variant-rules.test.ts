// rulesOf keeps its last answer (a batch asks for the same game phase after phase): the registry
// changing must never leave it answering with the plug-in it replaced, nor an id it was not asked.
import { describe, expect, it } from 'vitest';
import { InputError } from './detail.js';
import { registerVariants, rulesOf, variantEntry } from './variant-rules.js';

describe("a phase's variant rules", () => {
  it('follow the registry when a plug-in is registered again', () => {
    const original = rulesOf(undefined);
    const entry = variantEntry('standard')!;
    const standIn = { ...original };
    try {
      registerVariants([entry], [standIn]);
      expect(rulesOf(undefined)).toBe(standIn);
      expect(rulesOf('standard')).toBe(standIn);
    } finally {
      // The registry is shared by the test files of a worker: put the standard plug-in back.
      registerVariants([entry], [original]);
    }
    expect(rulesOf(undefined)).toBe(original);
  });

  it('are never the last answer for another id', () => {
    const standard = rulesOf(undefined);
    expect(() => rulesOf('no-such-game')).toThrow(InputError);
    expect(rulesOf('ancient-mediterranean')).not.toBe(standard);
    expect(rulesOf('ancient-mediterranean').id).toBe('ancient-mediterranean');
    expect(rulesOf(undefined)).toBe(standard);
  });
});
