// The "Validate your adjudicator" pages' data: the two data files match the casebook, every mutant
// has its French sentence, the adapter skeletons are found in scripts/adapters/README.md, and the
// worked example is a valid protocol exchange (checked with a real JSON Schema validator).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { findCaseFiles, loadCaseFile } from '../../engine/casebook/index.js';
import { caseRef, MUTANT_FR, MUTANTS, MUTANTS_DATA, mutantAnchor, mutantsCaughtBy, parseDataFile, problemHead, rulesNamed, SCORE, SKELETONS, skeletonFrom } from './validate.js';
import { compactJson, sampleReport, workedExample } from './check-samples.js';
import type { SiteCase } from './casebook.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ids = new Set(
  findCaseFiles().map((f) => {
    const r = loadCaseFile(f);
    return r.ok ? r.loaded.data.id : f;
  }),
);

function siteCase(file: string): SiteCase {
  const r = loadCaseFile(file);
  if (!r.ok) throw new Error(`${file} does not load`);
  return { ...r.loaded.data, file };
}

describe('site/content-data', () => {
  it('names only cases the casebook has', () => {
    const named = [...MUTANTS.flatMap((m) => m.killedBy.map((k) => k.id)), ...SCORE.cases.map((c) => c.id)];
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });
  it("js-diplomacy's totals agree with its cases", () => {
    const count = (f: (c: (typeof SCORE.cases)[number]) => boolean) => SCORE.cases.filter(f).length;
    expect(SCORE.totals.cases).toBe(SCORE.cases.length);
    expect(SCORE.totals.passed).toBe(count((c) => c.status === 'pass'));
    expect(SCORE.totals.errors).toBe(count((c) => c.status === 'error'));
    expect(SCORE.score).toBe(`${SCORE.totals.passed}/${SCORE.totals.cases - (SCORE.totals.unsupported ?? 0)}`);
    expect(SCORE.totals.unsupported ?? 0).toBe(count((c) => c.status === 'unsupported'));
  });
  it('a malformed data file stops the build with the file and the field', () => {
    expect(() => parseDataFile(z.object({ cases: z.number() }), { cases: 'x' }, 'site/content-data/x.json')).toThrow(
      /site\/content-data\/x\.json is not what the site expects[\s\S]*cases: Expected number/,
    );
  });
});

describe('mutants', () => {
  it('every mutant has its sentence in French, and no French sentence is left over', () => {
    const names = MUTANTS_DATA.mutants.map((m) => m.mutant);
    expect(names.filter((n) => !MUTANT_FR[n])).toEqual([]);
    expect(Object.keys(MUTANT_FR).filter((n) => !names.includes(n))).toEqual([]);
    for (const m of MUTANTS) {
      expect(m.breaks.fr.lang).toBe('fr');
      // The French sentence names the same rules as the English one.
      expect(rulesNamed(m.breaks.fr.text.replace(/règles? /gi, 'rule ').replace(/ et /g, ' and '))).toEqual(m.rules);
    }
  });
  it('lists the mistakes a case catches', () => {
    expect(mutantsCaughtBy('schema-12').map((m) => m.name)).toEqual(['retreatIntoStandoff', 'retreatToAttackerOrigin']);
    expect(mutantsCaughtBy('schema-1')).toEqual([]);
  });
  it('reads rule numbers from the sentences', () => {
    expect(rulesNamed('a power may dislodge its own unit (rule 12 ignored)')).toEqual([12]);
    expect(rulesNamed('a move stopped only by a standoff still dislodges (rules 4-5)')).toEqual([4, 5]);
    expect(rulesNamed('rules 21 and 22 inverted: a convoyed army')).toEqual([21, 22]);
    expect(rulesNamed('a dislodged unit may retreat into a standoff')).toEqual([]);
  });
  it('gives each mutant a distinct anchor', () => {
    expect(mutantAnchor('headToHeadIgnored')).toBe('mutant-head-to-head-ignored');
    expect(new Set(MUTANTS.map((m) => mutantAnchor(m.name))).size).toBe(MUTANTS.length);
  });
  it('names cases briefly', () => {
    expect(caseRef('schema-12', undefined, 'fr')).toBe('Schéma 12');
    expect(caseRef('sample-game', { en: 'x', fr: 'y' }, 'en')).toBe('Sample game');
    expect(caseRef('prose-retreat-collision', { en: 'Two retreats', fr: 'Deux retraites' }, 'fr')).toBe('Deux retraites');
  });
});

describe('adapter skeletons', () => {
  it('come from scripts/adapters/README.md with their commands', () => {
    expect(SKELETONS.python.code).toMatch(/^#!\/usr\/bin\/env python3\n/);
    expect(SKELETONS.python.code).toContain('sys.stdout.flush()');
    expect(SKELETONS.python.run).toBe('casebook check --adjudicator "python3 my_adapter.py"');
    expect(SKELETONS.go.code).toMatch(/^\/\/ casebook adapter/);
    expect(SKELETONS.go.code).toContain('func main()');
    expect(SKELETONS.go.run).toMatch(/casebook check --adjudicator \.\/my-adapter$/);
  });
  it('say clearly when the README lost one', () => {
    expect(() => skeletonFrom('# Adapters\n', 'adapter in Rust', 'rust')).toThrow(/no heading containing "adapter in Rust"/);
    expect(() => skeletonFrom('## An adapter in Rust\n\ntext\n', 'adapter in Rust', 'rust')).toThrow(/no ```rust block/);
  });
});

describe('worked example and sample report', () => {
  const schema = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'engine/protocol', name), 'utf8'));
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validIn = ajv.compile(schema('phase-input.schema.json'));
  const validOut = ajv.compile(schema('phase-output.schema.json'));
  const example = workedExample(siteCase('cases/rulebook-2000/schema-12.yaml'));

  it('is one valid line in and one valid line out', () => {
    expect(example.lineIn).not.toContain('\n');
    expect(validIn(JSON.parse(example.lineIn)), JSON.stringify(validIn.errors)).toBe(true);
    expect(validOut(JSON.parse(example.lineOut)), JSON.stringify(validOut.errors)).toBe(true);
    // Canonical order texts, unit types given.
    expect(example.input.orders.map((o) => o.text)).toContain('A tyr S A boh - mun');
    expect(example.output.dislodged).toEqual([{ power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'boh', retreats: ['bur', 'kie', 'ruh'] }]);
  });
  it('is shown as the same JSON, one item per line', () => {
    const text = compactJson(example.output);
    expect(JSON.parse(text)).toEqual(example.output);
    expect(text.split('\n').length).toBeGreaterThan(example.output.orders.length + example.output.units.length);
    expect(compactJson({ a: [], b: {}, c: [{ d: 1 }] })).toBe('{\n  "a": [],\n  "b": {},\n  "c": [\n    { "d": 1 }\n  ]\n}');
  });
  it("prints js-diplomacy's recorded results the way casebook check does", () => {
    const cases = ['i-want-you/example-4', 'rulebook-2000/schema-1', 'rulebook-2000/schema-17'].map((f) => siteCase(`cases/${f}.yaml`));
    const text = sampleReport(SCORE, cases, { 'example-4': 200, 'schema-1': 30, 'schema-17': 10 });
    expect(text).toMatch(/^casebook check: node scripts\/adapters\/js-diplomacy\.mjs\n/);
    expect(text).toMatch(/schema-17 +rulebook-2000 +✗ +✓ +FAIL +10\n/);
    expect(text).toContain('retreats differ: book [boh, gal, mun], engine [boh, mun]');
    expect(text.trimEnd().split('\n').at(-1)).toBe('3 cases: 1 passed (0 with every order result, 1 on the board only), 1 failed, 1 error (0.2 s)');
    expect(() => sampleReport(SCORE, cases, { 'schema-99': 1 })).toThrow(/no score for "schema-99"/);
  });
});

describe('problemHead', () => {
  it('words every first line of the js-diplomacy report in French', () => {
    const heads = SCORE.cases.flatMap((c) => c.problems.map((p) => p.message.split('\n')[0]));
    expect(heads.length).toBeGreaterThan(50);
    expect(heads.filter((h) => problemHead(h, 'fr').lang !== 'fr')).toEqual([]);
    expect(problemHead('2 of 5 order results differ (datc):', 'fr').text).toBe("2 résultats d'ordre sur 5 diffèrent (datc)\u00a0:");
    expect(problemHead('not run: the fall 1902 retreat phase before it produced no result', 'fr').text).toBe(
      'non jouée\u00a0: la phase précédente (automne 1902, retraites) n\'a donné aucun résultat',
    );
  });
});
