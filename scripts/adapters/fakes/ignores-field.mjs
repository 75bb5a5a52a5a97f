// Fake adapter: the reference engine blind to one field of the phase input (the first command-line
// argument: conditional, nmr, endOfGame, version, control, variantOptions), as an adjudicator written
// before that field existed. `casebook check` with it fails exactly the cases that need the field
// (engine/check/ignored-fields.test.ts runs the same in-process).
import { createInterface } from 'node:readline';
import { register } from 'tsx/esm/api';

register();
const { adjudicate } = await import('../../../engine/index.ts');
const field = process.argv[2];

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  const input = JSON.parse(line);
  if (field === 'version') input.orders = input.orders.map(({ power, text }) => ({ power, text }));
  else delete input[field];
  let answer;
  try {
    answer = JSON.parse(JSON.stringify(adjudicate(input)));
    if (field === 'conditional') delete answer.conditional;
    if (field === 'nmr') delete answer.nmr;
  } catch (e) {
    answer = { error: e.message };
  }
  process.stdout.write(JSON.stringify(answer) + '\n');
}
