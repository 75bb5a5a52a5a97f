import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATC_ISSUES } from './datc-issues.js';
import { PRESETS, PRESET_NAMES, PRESET_SOURCES } from './presets.js';
import { OPTION_CHOICES, OPTION_DESCRIPTIONS, choiceLabel, type RuleOptions } from './options.js';

describe('DATC chapter 4 choices', () => {
  it('lists every issue of chapter 4 once: 4.A.1-7, 4.B.1-7, 4.C.1-6, 4.D.1-9, 4.E.1-6', () => {
    const expected = [
      ...Array.from({ length: 7 }, (_, i) => `4.A.${i + 1}`),
      ...Array.from({ length: 7 }, (_, i) => `4.B.${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `4.C.${i + 1}`),
      ...Array.from({ length: 9 }, (_, i) => `4.D.${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `4.E.${i + 1}`),
    ];
    expect(DATC_ISSUES.map((d) => d.issue)).toEqual(expected);
  });

  it('the datc preset holds the preferred value of every issue an option carries', () => {
    for (const d of DATC_ISSUES) {
      if (d.option) expect([d.issue, PRESETS.datc[d.option.name]]).toEqual([d.issue, d.option.preferred]);
    }
  });

  it('every issue says how the engine answers it, in both languages, and no fixed answer deviates unannounced', () => {
    for (const d of DATC_ISSUES) {
      expect(Boolean(d.option) !== Boolean(d.engine), d.issue).toBe(true);
      for (const text of [d.question, d.preferred, ...(d.engine ? [d.engine] : []), ...(d.deviation ? [d.deviation] : [])]) {
        expect(text.en.length, d.issue).toBeGreaterThan(0);
        expect(text.fr.length, d.issue).toBeGreaterThan(0);
      }
    }
  });

  it('names DATC cases that exist', () => {
    for (const d of DATC_ISSUES) for (const id of d.cases) expect(existsSync(new URL(`../../cases/datc/${id.slice('datc-'.length)}.yaml`, import.meta.url)), id).toBe(true);
  });

  it('every option value has a label in both languages, and every preset cites its source for every option', () => {
    for (const name of Object.keys(OPTION_DESCRIPTIONS) as (keyof RuleOptions)[]) {
      for (const preset of PRESET_NAMES) {
        const label = choiceLabel(name, PRESETS[preset][name]);
        expect(label?.en, `${name} ${String(PRESETS[preset][name])}`).toBeTruthy();
        expect(label?.fr).toBeTruthy();
        const source = PRESET_SOURCES[preset]?.[name];
        expect(source?.en, `${preset} ${name}`).toBeTruthy();
        expect(source?.fr).toBeTruthy();
      }
      expect(Object.keys(OPTION_CHOICES[name]).length).toBeGreaterThan(1);
    }
  });
});
