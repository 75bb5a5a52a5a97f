// The loader's messages, checked against the fixtures in cases/fixtures/bad/: one file per kind of
// mistake, with the exact `file:line:col: message` a case author will see.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCaseFiles, formatProblem, loadCaseFile, loadCaseText, suggest } from './load.js';
import { REPRO_DIR } from '../testing/shared-data.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bad = (name: string) => path.relative(process.cwd(), path.join(root, 'cases/fixtures/bad', name));

function problemsOf(name: string): string[] {
  const r = loadCaseFile(bad(name));
  if (r.ok) throw new Error(`${name} loaded without problems`);
  // Messages are checked relative to the fixture, whatever the working directory.
  return r.problems.map((p) => formatProblem({ ...p, file: path.basename(p.file) }));
}

const EXPECTED: Record<string, string[]> = {
  'yaml-syntax.yaml': [
    'yaml-syntax.yaml:13:5: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
  ],
  'schema-violation.yaml': [
    'schema-violation.yaml:5:12: rules[1] is 23, but the 2000 book numbers its rules 1 to 22',
    'schema-violation.yaml:16:17: phases[0].orders[0].expect is "fail", which is not one of succeeds, fails, holds, given, cut, available, disrupted, illegal, invalid, superseded; did you mean "fails"?',
    'schema-violation.yaml:18:7: unknown field "dislodgd" in phases[0].expect; did you mean "dislodged"?',
  ],
  'unknown-province.yaml': [
    'unknown-province.yaml:12:28: unknown province "xyz"',
    'unknown-province.yaml:13:20: "bou" is not a canonical id: write "bur"',
    'unknown-province.yaml:18:20: a fleet cannot stand in par, an inland province',
    'unknown-province.yaml:19:19: unknown province "sli" (did you mean "lyo" or "sil"?)',
  ],
  'duplicate-unit.yaml': [
    'duplicate-unit.yaml:12:33: the unit "A ber" of germany is listed twice',
    'duplicate-unit.yaml:13:19: two units in mun: "A mun" (germany) and "A mun" (austria); a province holds one unit',
  ],
  'order-without-unit.yaml': [
    'order-without-unit.yaml:15:9: order "A Mun - Sil" is for a unit in mun, but there is no unit there on the board',
    'order-without-unit.yaml:16:9: order "A War - Sil" is listed under germany, but the unit in war belongs to russia',
    'order-without-unit.yaml:17:9: order "A Kie - Ber" names an army, but the unit in kie is a fleet',
  ],
  'unreadable-order.yaml': [
    // Column 27 is the "X" of Xyzzy: the error points inside the order text.
    "unreadable-order.yaml:16:27: cannot read the order \"A Mun - Xyzzy\": unknown province 'Xyzzy' where the destination was expected",
  ],
  'missing-expect.yaml': [
    'missing-expect.yaml:16:9: order "A War - Sil" has no expect: every order needs its expected result (succeeds, fails, holds, given, cut, available, disrupted, illegal, invalid, superseded)',
  ],
  'unknown-preset.yaml': [
    'unknown-preset.yaml:7:10: unknown preset "rulebook-2001": the presets are rulebook-2000, rulebook-1971, datc, webdiplomacy',
    'unknown-preset.yaml:18:21: unknown preset "dtac": the presets are rulebook-2000, rulebook-1971, datc, webdiplomacy',
  ],
  'wrong-expectation.yaml': [
    'wrong-expectation.yaml:14:59: order "A Ber - Sil" is a move order; "given" is not a result it can have (succeeds, fails, illegal)',
    'wrong-expectation.yaml:15:67: order "A Mun S A Ber - Sil" is a support order; "succeeds" is not a result it can have (given, cut, invalid, illegal)',
    'wrong-expectation.yaml:15:86: order "A Mun S A Ber - Sil" cites erratum 4, but no erratum has that id',
  ],
  'unknown-power.yaml': [
    'unknown-power.yaml:14:9: unknown power "france" on the ancient-mediterranean board (its powers: rome, carthage, greece, persia, egypt)',
    'unknown-power.yaml:15:24: unknown power "prussia" on the ancient-mediterranean board (its powers: rome, carthage, greece, persia, egypt)',
    'unknown-power.yaml:17:18: unknown power "france" on the ancient-mediterranean board (its powers: rome, carthage, greece, persia, egypt)',
    'unknown-power.yaml:21:9: unknown power "france" on the ancient-mediterranean board (its powers: rome, carthage, greece, persia, egypt)',
  ],
  'unknown-variant.yaml': [
    'unknown-variant.yaml:5:10: unknown variant "ancient-mediteranean" (known: standard, six-players, five-players, four-players, three-players, 1914, intimate, fleet-rome, ancient-mediterranean)',
  ],
  'missing-header.yaml': [
    'missing-header.yaml:1:1: the first line must be "# yaml-language-server: $schema=../../case.schema.json" so that editors check the file',
  ],
};

describe('case loader: bad fixtures', () => {
  it('has an expectation for every fixture file', () => {
    expect(readdirSync(path.join(root, 'cases/fixtures/bad')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });
  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`reports ${name}`, () => {
      expect(problemsOf(name)).toEqual(expected);
    });
  }
  it('reports the file path as given', () => {
    const r = loadCaseFile(bad('missing-expect.yaml'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].file).toBe(bad('missing-expect.yaml'));
  });
});

describe('case loader: other input', () => {
  const header = '# yaml-language-server: $schema=../case.schema.json\n';
  const file = path.join(root, 'cases/prose/prose-x.yaml');

  it('reports a missing file without throwing', () => {
    const r = loadCaseFile('cases/no-such-file.yaml');
    expect(r.ok ? [] : r.problems.map(formatProblem)).toEqual(['cases/no-such-file.yaml:1:1: cannot read the case file: no such file']);
  });
  it('reports an empty file as one sentence', () => {
    const r = loadCaseText(header, file);
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual(['the file must be a YAML mapping of case fields (id, title, source, ...)']);
  });
  it('reports missing fields at the map that lacks them', () => {
    const r = loadCaseText(`${header}id: prose-x\ntitle: { en: a }\n`, file);
    expect(r.ok ? [] : r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`)).toEqual([
      '2:1: the file is missing the field "source"',
      '2:1: the file is missing the field "rules"',
      '2:1: the file is missing the field "topics"',
      '2:1: the file is missing the field "book"',
      '3:8: title is missing the field "fr"',
    ]);
  });
  it('reports a text field given as neither a text nor { en, fr } in the form the file chose', () => {
    const base = `${header}id: prose-x\ntitle: { en: a, fr: b }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\n`;
    const problems = (book: string) => {
      const r = loadCaseText(`${base}${book}\nphases: []\n`, file);
      return r.ok ? [] : r.problems.filter((p) => p.line === 7).map((p) => `${p.line}:${p.col}: ${p.message}`);
    };
    expect(problems('book: 5')).toEqual(['7:7: book should be a text, or a mapping { en, fr }, not a number']);
    expect(problems('book: { en: a }')).toEqual(['7:7: book is missing the field "fr"']);
    expect(problems('book: { en: a, fr: b, de: c }')).toEqual(['7:23: unknown field "de" in book']);
  });
  it('requires phases or geography, and a position on the first phase only', () => {
    const base = `${header}id: prose-x\ntitle: { en: a, fr: b }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\nbook: b\n`;
    const none = loadCaseText(base, file);
    expect(none.ok ? [] : none.problems.map((p) => p.message)).toEqual([
      'a case needs "phases" (orders and results) or "geography" (where units can go)',
    ]);
    const phases = `${base}phases:
  - phase: { season: spring, year: 1901, type: movement }
    orders: []
    expect: { units: {} }
  - phase: { season: winter, year: 1901, type: movement }
    position: { units: {} }
    orders: []
    expect: { units: {} }
`;
    const r = loadCaseText(phases, file);
    expect(r.ok ? [] : r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`)).toEqual([
      '9:5: the first phase needs a "position" (the units on the board before the orders)',
      '12:12: a movement phase happens in spring or fall, not in winter',
      '13:15: only the first phase has a "position": later phases start from the engine\'s result of the phase before',
    ]);
  });
  it('accepts an impossible order given on purpose when it expects illegal, and only then', () => {
    const base = `${header}id: prose-x\ntitle: { en: a, fr: b }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\nbook: b
phases:
  - phase: { season: spring, year: 1901, type: movement }
    position: { units: { england: [F lon], france: [F por] } }
    orders:
`;
    const on = (expect: string) => `${base}      - { power: germany, printed: "F London - North Sea", expect: ${expect} }
      - { power: france, printed: "F Portugal - Spain", expect: ${expect} }
    expect: { units: { england: [F lon], france: [F por] } }
`;
    const ok = loadCaseText(on('illegal'), file);
    expect(ok.ok ? [] : ok.problems.map((p) => p.message)).toEqual([]);
    const typo = loadCaseText(on('fails'), file);
    expect(typo.ok ? [] : typo.problems.map((p) => `${p.line}:${p.col}: ${p.message}`)).toEqual([
      '12:9: order "F London - North Sea" is listed under germany, but the unit in lon belongs to england',
      '13:49: cannot read the order "F Portugal - Spain": ambiguous coast: a fleet at por can reach spa/nc and spa/sc, and the order does not say which (such an order is void)',
    ]);
  });
  it('checks later phases against the position the earlier phase expects', () => {
    const text = `${header}id: prose-x\ntitle: { en: a, fr: b }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\nbook: b
phases:
  - phase: { season: spring, year: 1901, type: movement }
    position: { units: { germany: [A ber] } }
    orders: [{ power: germany, printed: "A Ber - Sil", expect: succeeds }]
    expect: { units: { germany: [A sil] } }
  - phase: { season: fall, year: 1901, type: movement }
    orders: [{ power: germany, printed: "A Ber - Mun", expect: succeeds }]
    expect: { units: { germany: [A mun] } }
`;
    const r = loadCaseText(text, file);
    expect(r.ok ? [] : r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`)).toEqual([
      '14:14: order "A Ber - Mun" is for a unit in ber, but there is no unit there on the board',
    ]);
  });
  it('gives the location of nodes of a loaded case', () => {
    const r = loadCaseFile(path.relative(process.cwd(), path.join(root, 'cases/rulebook-2000/schema-12.yaml')));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.loaded.where(['phases', 0, 'orders', 2])).toMatch(/schema-12\.yaml:\d+:9$/);
  });
});

describe('case files', () => {
  it('finds the rulebook cases and skips fixtures', () => {
    const files = findCaseFiles().map((f) => path.relative(root, f));
    expect(files).toContain('cases/rulebook-2000/schema-1.yaml');
    expect(files.some((f) => f.includes('fixtures'))).toBe(false);
    // Natural order: schema-2 before schema-10.
    expect(files.indexOf('cases/rulebook-2000/schema-2.yaml')).toBeLessThan(files.indexOf('cases/rulebook-2000/schema-10.yaml'));
  });
});

describe('suggest', () => {
  it('finds near misses and prefixes only', () => {
    expect(suggest('dislodgd', ['dislodged', 'units'])).toBe('dislodged');
    expect(suggest('exp', ['expect', 'expectBy'])).toBe('expect');
    expect(suggest('zzz', ['expect', 'units'])).toBeUndefined();
  });
});

describe('hostile case files (issue #17 items 5 and 11)', () => {
  const header = '# yaml-language-server: $schema=../case.schema.json\n';
  const problems = (text: string) => {
    const r = loadCaseText(text, 'cases/prose/x.yaml');
    if (r.ok) throw new Error('loaded without problems');
    return r.problems.map(formatProblem);
  };

  it('yaml-bomb.yaml: an alias bomb is one file:line:col problem, not an exception', () => {
    const r = loadCaseFile(path.join(REPRO_DIR, 'yaml-bomb.yaml'));
    expect(r.ok).toBe(false);
    const messages = r.ok ? [] : r.problems.map((p) => `${p.line}:${p.col}: ${p.message}`);
    expect(messages).toContain('4:10: the YAML expands its aliases (*name) too many times: a case needs few aliases, if any');
  });

  it('deep nesting is reported plainly at 1:1, the same on every run', () => {
    const text = `${header}id: prose-x\nx: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`;
    const first = problems(text);
    expect(first).toEqual(['cases/prose/x.yaml:1:1: the YAML is nested too deeply to read (far more levels than any case needs)']);
    expect(problems(text)).toEqual(first);
  });

  it('a file over a million characters is refused at once', () => {
    const text = `${header}id: prose-x\nbook: "${'x'.repeat(1_000_001)}"\n`;
    expect(problems(text)).toEqual(['cases/prose/x.yaml:1:1: the case file is too large (1.0 million characters; a case is at most 1 million)']);
  });

  it('lists at most 50 problems and says how many more there are', () => {
    const units = Array.from({ length: 80 }, (_, i) => `A zz${i}`).join(', ');
    const text = `${header}id: prose-x\ntitle: { en: a, fr: b }\nsource: { doc: d, ref: r }\nrules: []\ntopics: []\nbook: b\nphases:\n  - phase: { season: spring, year: 1901, type: movement }\n    position: { units: { france: [${units}] } }\n    orders: []\n    expect: { units: {} }\n`;
    const got = problems(text);
    expect(got.length).toBe(51);
    expect(got[50]).toMatch(/… and \d+ more problems \(fix these first\)$/);
  });

  it('reads a file that starts with a UTF-8 byte-order mark', () => {
    const text = readFileSync(path.join(root, 'cases/rulebook-2000/schema-13.yaml'), 'utf8');
    expect(loadCaseText(`\ufeff${text}`, 'cases/rulebook-2000/schema-13.yaml').ok).toBe(true);
  });
});
