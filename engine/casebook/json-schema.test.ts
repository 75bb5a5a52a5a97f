import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CASE_JSON_SCHEMA_PATH, caseJsonSchemaText } from './json-schema.js';

describe('cases/case.schema.json', () => {
  it('equals a fresh emission from engine/casebook/schema.ts (run `npx tsx scripts/emit-case-schema.ts`)', () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${CASE_JSON_SCHEMA_PATH}`, import.meta.url)), 'utf8');
    expect(committed).toBe(caseJsonSchemaText());
  });
});
