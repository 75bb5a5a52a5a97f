// Shared by the fake adapters: serves the JSON-lines protocol with the reference engine, except on
// phases where an order text contains the trigger (the first command-line argument): there the
// fake's `misbehave` runs instead of answering. Used by engine/check/*.test.ts to show that every
// way an adapter can fail is reported against the case it was on.
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

/**
 * The reference engine: in a test run, the bundle of engine/index.ts the run made once
 * (engine/testing/cli-bundle.ts names it in CASEBOOK_ENGINE_BUNDLE), which starts in a fraction of
 * the time; otherwise the sources, compiled by tsx.
 */
async function referenceEngine() {
  const bundle = process.env.CASEBOOK_ENGINE_BUNDLE;
  if (bundle) return import(pathToFileURL(bundle).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import('../../../engine/index.ts');
}

const { adjudicate } = await referenceEngine();

/** `misbehave(input)` replaces the answer on triggered phases; `answer` may rewrite normal answers. */
export async function serve(misbehave, answer = (output) => output) {
  const trigger = process.argv[2];
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    const input = JSON.parse(line);
    if (trigger && input.orders.some((o) => o.text.includes(trigger))) {
      await misbehave(input);
      continue;
    }
    process.stdout.write(JSON.stringify(answer(JSON.parse(JSON.stringify(adjudicate(input))))) + '\n');
  }
}
