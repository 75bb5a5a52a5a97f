// The variant texts are data: each file's front matter is checked, both languages exist, every
// section of the body cites the source's section numbers, and the prose is ours (no seed sentence).
import { describe, expect, it } from 'vitest';
import { readVariantTexts } from './variant-texts.js';

describe('variant texts (site/content-data/variants)', () => {
  const { texts, problems } = readVariantTexts();

  it('load without problems (known ids, both languages, front matter)', () => {
    expect(problems).toEqual([]);
  });

  it('give the source section of each rule: every ## heading or its first paragraph cites a § or a named heading', () => {
    const bad: string[] = [];
    for (const t of texts) {
      const sections = t.body.split(/^## /m).slice(1);
      if (sections.length === 0) bad.push(`${t.id}/${t.lang}.md: no '## ' section`);
      for (const s of sections) {
        const head = s.split(/\n\s*\n/).slice(0, 2).join('\n');
        if (!/§|«|"|“/.test(head)) bad.push(`${t.id}/${t.lang}.md: section "${s.split('\n')[0]}" cites no source section`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('say as much in French as in English (same number of sections)', () => {
    const count = (id: string, lang: string) => texts.find((t) => t.id === id && t.lang === lang)?.body.split(/^## /m).length;
    for (const t of texts.filter((x) => x.lang === 'en')) expect(count(t.id, 'fr'), t.id).toBe(count(t.id, 'en'));
  });
});
