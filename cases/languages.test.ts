// #10 item 6: nothing English on French pages. The case format still reads a plain English `book`
// or erratum `why` (older files, contributors' drafts), but every case of the casebook gives both.

import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { sharedCases } from '../engine/testing/casebook.js';

const cases = sharedCases(path.dirname(new URL(import.meta.url).pathname));

describe('every case speaks both languages', () => {
  it('finds the casebook', () => expect(cases.length).toBeGreaterThanOrEqual(222));
  it('book summaries and errata explanations are given as { en, fr }', () => {
    const englishOnly = cases.flatMap((c) => [
      ...(typeof c.book === 'string' ? [`${c.id}: book`] : []),
      ...(c.errata ?? []).filter((e) => typeof e.why === 'string').map((e) => `${c.id}: erratum ${e.id}`),
    ]);
    expect(englishOnly).toEqual([]);
  });
});
