// Fake adapter: an adjudicator that plays the standard game only (the reference engine behind it).
// A phase of any other variant gets {"error": "unsupported variant: ID"}, as scripts/adapters/README.md
// asks of such adjudicators; `casebook check` then reports the case as "unsupported variant".
import { createInterface } from 'node:readline';
import { register } from 'tsx/esm/api';

register();
const { adjudicate } = await import('../../../engine/index.ts');

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  const input = JSON.parse(line);
  const other = input.variant !== undefined && input.variant !== 'standard';
  process.stdout.write(JSON.stringify(other ? { error: `unsupported variant: ${input.variant}` } : adjudicate(input)) + '\n');
}
