import { describe, expect, it } from 'vitest';
import { isFrenchFile, straightFrenchApostrophes } from './french-apostrophe.mjs';

describe('straight apostrophes in French Markdown', () => {
  it('knows French files by their path', () => {
    expect(isFrenchFile('/x/site/content/docs/fr/index.mdx')).toBe(true);
    expect(isFrenchFile('/x/site/content-data/variants/1914/fr.md')).toBe(true);
    expect(isFrenchFile('/x/site/content-data/variants/1914/en.md')).toBe(false);
    expect(isFrenchFile('/x/site/content/docs/index.mdx')).toBe(false);
  });
  it('puts the straight apostrophe back in text, not in code, and only in French files', () => {
    const tree = () => ({
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'L’image de l’Entente' }] },
        { type: 'element', tagName: 'code', children: [{ type: 'text', value: 'l’id' }] },
      ],
    });
    const fr = tree();
    straightFrenchApostrophes()(fr, { path: '/s/content/docs/fr/index.mdx' });
    expect(JSON.stringify(fr)).toContain("L'image de l'Entente");
    expect(JSON.stringify(fr)).toContain('l’id');
    const en = tree();
    straightFrenchApostrophes()(en, { path: '/s/content/docs/index.mdx' });
    expect(JSON.stringify(en)).toContain('L’image');
  });
});
