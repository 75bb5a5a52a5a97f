// Titles go into page <title>s, meta tags and the search index (issue #17, item 2): the loader
// refuses control characters and titles that are markup only, at the title's line and column.

import { describe, expect, it } from 'vitest';
import { loadCaseText } from './load.js';
import { visibleText } from './schema.js';

const file = 'cases/prose/prose-x.yaml';
const withTitle = (en: string, fr = 'Un titre') =>
  `# yaml-language-server: $schema=../case.schema.json\nid: prose-x\ntitle: { en: ${JSON.stringify(en)}, fr: ${JSON.stringify(fr)} }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\nbook: b\ngeography: [{ unit: A par, reaches: [bur] }]\n`;
const problems = (text: string) => {
  const r = loadCaseText(text, file);
  return r.ok ? [] : r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`);
};

describe('case titles', () => {
  it('accepts a title with markup-like text around readable words (it is escaped where shown)', () => {
    expect(problems(withTitle('Support <script>alert(1)</script> cut </title>'))).toEqual([]);
  });
  it('refuses a title that is markup only', () => {
    expect(problems(withTitle('<script>alert(1)</script><img src=x onerror=alert(2)>'))).toEqual(['3:14: title.en: a title needs readable words, not markup only']);
    expect(problems(withTitle('A title', '</title><script>alert(3)</script>'))).toEqual(['3:29: title.fr: a title needs readable words, not markup only']);
  });
  it('refuses control characters, newlines and tabs', () => {
    for (const bad of ['A\u0000title', 'A\ntitle', 'A\ttitle', 'A\u009btitle']) {
      expect(problems(withTitle(bad))).toEqual([
        `3:14: title.en is ${JSON.stringify(bad)}: a title is one line of text, with no control characters (tab, newline, \\u0000-\\u001f)`,
      ]);
    }
  });
  it('reads what a browser would show', () => {
    expect(visibleText('<b>Bold</b> <style>x{}</style>move')).toBe('Bold move');
    expect(visibleText('<script>alert(1)')).toBe('');
    expect(visibleText('a < b')).toBe('a < b');
  });
});
