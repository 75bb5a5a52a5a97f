// Every JSON Schema the project publishes, each derived from one Zod schema. Editors and other
// tools read the committed copies; scripts/emit-json-schemas.ts writes them and a test keeps them
// equal to a fresh emission.

import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { caseSchema } from '../casebook/schema.js';
import { caseReportSchema, phaseInputSchema, phaseOutputSchema } from '../protocol/schema.js';
import { gameFileSchema } from '../formats/game-file.js';

export interface PublishedSchema {
  /** Where the committed copy lives, relative to the repository root. */
  path: string;
  name: string;
  title: string;
  source: string;
  schema: ZodTypeAny;
}

export const PUBLISHED_SCHEMAS: readonly PublishedSchema[] = [
  { path: 'cases/case.schema.json', name: 'Case', title: 'Diplomacy Casebook case file', source: 'engine/casebook/schema.ts (see cases/FORMAT.md)', schema: caseSchema },
  { path: 'engine/protocol/phase-input.schema.json', name: 'PhaseInput', title: 'Diplomacy Casebook phase input', source: 'engine/protocol/schema.ts', schema: phaseInputSchema },
  { path: 'engine/protocol/phase-output.schema.json', name: 'PhaseOutput', title: 'Diplomacy Casebook phase result', source: 'engine/protocol/schema.ts', schema: phaseOutputSchema },
  { path: 'engine/protocol/case-report.schema.json', name: 'CaseReport', title: 'Diplomacy Casebook case report (casebook show --json)', source: 'engine/protocol/schema.ts', schema: caseReportSchema },
  { path: 'engine/protocol/game.schema.json', name: 'Game', title: 'Diplomacy Casebook game file', source: 'engine/formats/game-file.ts', schema: gameFileSchema },
];

/** The exact text committed for one schema. */
export function jsonSchemaText(entry: PublishedSchema): string {
  const schema = zodToJsonSchema(entry.schema, {
    name: entry.name,
    target: 'jsonSchema7',
    // Reused parts (unit lists, powers) become $refs into their first occurrence.
    $refStrategy: 'root',
  }) as Record<string, unknown>;
  const doc = {
    ...schema,
    title: entry.title,
    description: `Generated from ${entry.source} by scripts/emit-json-schemas.ts; do not edit by hand.`,
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
