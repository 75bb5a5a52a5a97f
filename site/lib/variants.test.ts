// The variant section's data: every variant id gets a page and facts from the engine's data, in
// both languages; the Ancient Mediterranean's page draws its own board with its fifteen units.
import { describe, expect, it } from 'vitest';
import { ALL_VARIANT_IDS } from '../../engine/variants/ids.js';
import { casesOf, PAGE_VARIANT_IDS, startPicture, variantFacts } from './variants.js';
import { variantSummaries } from './sidebar.mjs';
import type { SiteCase } from './casebook.js';

describe('variant pages', () => {
  it('one page per variant id but the standard game', () => {
    expect([...PAGE_VARIANT_IDS].sort()).toEqual(ALL_VARIANT_IDS.filter((id) => id !== 'standard').sort());
  });

  it('facts from the engine data, in English and in French', () => {
    for (const id of PAGE_VARIANT_IDS) {
      for (const lang of ['en', 'fr'] as const) {
        const facts = variantFacts(id, lang);
        expect(facts.find((f) => f.label === (lang === 'fr' ? 'Victoire' : 'Victory'))?.value, `${id} ${lang}`).toBeTruthy();
      }
    }
    const am = variantFacts('ancient-mediterranean', 'fr');
    expect(am.find((f) => f.label === 'Puissances')?.value).toBe('Rome, Carthage, Grèce, Perse, Égypte');
    expect(am.find((f) => f.label === 'Victoire')?.value).toBe('18 centres sur 34');
    const six = variantFacts('six-players', 'en');
    expect(six.find((f) => f.label === 'Left out')?.value).toBe('Italy');
  });

  it('the Ancient Mediterranean is drawn on its own board with its 15 starting units; a standard-board game has no start picture', () => {
    const svg = startPicture('ancient-mediterranean', 'en');
    expect(svg).toContain('data-province="gop"');
    expect(svg.match(/class="unit"/g)).toHaveLength(15);
    expect(startPicture('six-players', 'en')).toBe('');
  });

  it("lists a variant's cases by their variant field", () => {
    const cases = [{ id: 'a', variant: 'ancient-mediterranean' }, { id: 'b' }, { id: 'c', variant: 'intimate' }] as unknown as SiteCase[];
    expect(casesOf(cases, 'ancient-mediterranean').map((c) => c.id)).toEqual(['a']);
  });

  it('the sidebar names each variant that has a text, in both languages', () => {
    const am = variantSummaries().find((v: { id: string }) => v.id === 'ancient-mediterranean');
    expect(am?.title).toEqual({ en: 'Ancient Mediterranean', fr: 'Méditerranée Antique' });
  });
});
