import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_SCHEMAS, jsonSchemaText } from './published.js';

describe('published JSON Schemas', () => {
  for (const entry of PUBLISHED_SCHEMAS) {
    it(`${entry.path} equals a fresh emission (run \`npx tsx scripts/emit-json-schemas.ts\`)`, () => {
      const committed = readFileSync(fileURLToPath(new URL(`../../${entry.path}`, import.meta.url)), 'utf8');
      expect(committed).toBe(jsonSchemaText(entry));
    });
  }
});
