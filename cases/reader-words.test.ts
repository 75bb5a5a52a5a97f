// #11 item 5: the texts a page shows as prose (the book's summary, the notes, the errata's reasons)
// are for readers: no word of the case format reaches them (a field name in backticks, an option
// name such as convoyDisruption). Preset names (rulebook-2000) are the CLI's and the site's own words.

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { sharedCases } from '../engine/testing/casebook.js';
import { FR_MESSAGES } from '../engine/language/messages/fr.js';
import { DATC_SECTIONS } from '../engine/casebook/datc-sections.js';

const cases = sharedCases(path.dirname(new URL(import.meta.url).pathname));
const FORMAT_WORDS = /`[^`]*`|\b[a-z]+[A-Z][A-Za-z]*\b/g;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).filter((v): v is string => typeof v === 'string');
  return [];
}

describe('prose shown to readers', () => {
  it('finds the casebook', () => expect(cases.length).toBeGreaterThanOrEqual(222));
  it('uses no word of the case format', () => {
    const found = cases.flatMap((c) => {
      const shown = [...texts(c.book), ...texts(c.notes), ...(c.errata ?? []).flatMap((e) => texts(e.why))];
      return shown.flatMap((t) => (t.match(FORMAT_WORDS) ?? []).map((w) => `${c.id}: ${w}`));
    });
    expect(found).toEqual([]);
  });
  it('names the source books and points to no repository file (a reader of the site can follow neither)', () => {
    const SEED_OR_PATH = /\b(?:seed|source|document)\s+00\d\b|(?<![\d.,])\b00[0-4]\b(?![\d.])|\b[\w/-]+\.(?:md|ts|json|ps|map)\b/gi;
    const found = cases.flatMap((c) => {
      const shown = [...texts(c.book), ...texts(c.notes), ...(c.errata ?? []).flatMap((e) => texts(e.why))];
      return shown.flatMap((t) => (t.match(SEED_OR_PATH) ?? []).map((w) => `${c.id}: ${w}`));
    });
    expect(found).toEqual([]);
  });

  it('says « troubles civils », the 2000 book\'s words (000 « TROUBLES CIVILS »), never « désordre civil », in French', () => {
    const DESORDRE = /désordres? civils?/i;
    const french = (value: unknown, where: string): string[] => {
      if (Array.isArray(value)) return value.flatMap((v, i) => french(v, `${where}/${i}`));
      if (!value || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([k, v]) => (k === 'fr' && typeof v === 'string' ? (DESORDRE.test(v) ? [where] : []) : french(v, `${where}/${k}`)));
    };
    expect(cases.flatMap((c) => french(c, c.id))).toEqual([]);
    expect(FR_MESSAGES.split('\n').filter((l) => DESORDRE.test(l))).toEqual([]);
    expect(DATC_SECTIONS.filter((s) => DESORDRE.test(s.title.fr))).toEqual([]);
  });
});
