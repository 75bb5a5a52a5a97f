// The JSON Schema of a case file, derived from schema.ts. Editors (yaml-language-server) read the
// committed copy, cases/case.schema.json; a test keeps that copy equal to a fresh emission.

import { zodToJsonSchema } from 'zod-to-json-schema';
import { caseSchema } from './schema.js';

/** Where the committed JSON Schema lives, relative to the repository root. */
export const CASE_JSON_SCHEMA_PATH = 'cases/case.schema.json';

export function caseJsonSchema(): Record<string, unknown> {
  const schema = zodToJsonSchema(caseSchema, {
    name: 'Case',
    target: 'jsonSchema7',
    // Reused parts (unit lists, powers) become $refs into the first occurrence: a third of the size.
    $refStrategy: 'root',
  }) as Record<string, unknown>;
  return {
    ...schema,
    title: 'Diplomacy Casebook case file',
    description:
      'Generated from engine/casebook/schema.ts by scripts/emit-case-schema.ts; do not edit by hand. See cases/FORMAT.md.',
  };
}

/** The exact text committed to cases/case.schema.json. */
export function caseJsonSchemaText(): string {
  return JSON.stringify(caseJsonSchema(), null, 2) + '\n';
}
