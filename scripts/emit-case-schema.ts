// Writes cases/case.schema.json from the Zod schema. Run after changing engine/casebook/schema.ts:
//   npx tsx scripts/emit-case-schema.ts
// (engine/casebook/json-schema.test.ts fails while the committed file is stale.)

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CASE_JSON_SCHEMA_PATH, caseJsonSchemaText } from '../engine/casebook/json-schema.js';

const target = fileURLToPath(new URL(`../${CASE_JSON_SCHEMA_PATH}`, import.meta.url));
writeFileSync(target, caseJsonSchemaText());
console.log(`wrote ${CASE_JSON_SCHEMA_PATH}`);
