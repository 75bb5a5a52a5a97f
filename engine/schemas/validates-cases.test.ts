// The published JSON Schema (what editors use) accepts every case file, and rejects a broken one:
// checked with a real JSON Schema validator, independently of the Zod schema it was emitted from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findCaseFiles } from '../casebook/load.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const schema = JSON.parse(readFileSync(path.join(root, 'cases/case.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const files = findCaseFiles(path.join(root, 'cases'));

describe('cases/case.schema.json', () => {
  it('finds the case files', () => expect(files.length).toBeGreaterThanOrEqual(53));
  for (const file of files) {
    it(`accepts ${path.relative(root, file)}`, () => {
      const ok = validate(parse(readFileSync(file, 'utf8')));
      expect(ok, JSON.stringify(validate.errors, null, 1)).toBe(true);
    });
  }
  it('rejects a case with an unknown result word', () => {
    const broken = parse(readFileSync(files[0], 'utf8'));
    const withOrders = broken.phases ? broken : parse(readFileSync(files.find((f) => f.includes('schema-4'))!, 'utf8'));
    withOrders.phases[0].orders[0].expect = 'bounces';
    expect(validate(withOrders)).toBe(false);
  });
});
