// Writes every published JSON Schema from its Zod schema. Run after changing a schema:
//   npx tsx scripts/emit-json-schemas.ts
// (engine/schemas/published.test.ts fails while a committed copy is stale.)

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLISHED_SCHEMAS, jsonSchemaText } from '../engine/schemas/published.js';

for (const entry of PUBLISHED_SCHEMAS) {
  writeFileSync(fileURLToPath(new URL(`../${entry.path}`, import.meta.url)), jsonSchemaText(entry));
  console.log(`wrote ${entry.path}`);
}
