import { describe, expect, it } from 'vitest';
import { DATC_ISSUES } from './datc-issues.js';
import { PRESETS } from './presets.js';
import { OPTION_DESCRIPTIONS } from './options.js';

describe('DATC chapter 4 choices', () => {
  it('every option is recorded with the DATC issue it answers, and the datc preset holds that value', () => {
    for (const d of DATC_ISSUES) {
      if (d.option) expect([d.issue, PRESETS.datc[d.option.name]]).toEqual([d.issue, d.option.datc]);
    }
  });

  it('every issue says how the engine answers it', () => {
    expect(DATC_ISSUES.filter((d) => !d.option && !d.fixed).map((d) => d.issue)).toEqual([]);
    expect(new Set(DATC_ISSUES.map((d) => d.issue)).size).toBe(DATC_ISSUES.length);
  });

  it('options named by an issue exist', () => {
    for (const d of DATC_ISSUES) if (d.option) expect(Object.keys(OPTION_DESCRIPTIONS)).toContain(d.option.name);
  });
});
