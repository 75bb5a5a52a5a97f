// Every variant's plug-in and order-file lines, loaded before a command reads or rules a phase of
// any game: the command line takes phases of any variant. Not engine/index.ts, which also loads the
// message library: the batch path prints no prose, and loads it only when asked for reasons.
// A function rather than a top-level await: the command is bundled as CommonJS
// (scripts/cli/bundle.mjs), which has none.
import { prepareAllVariants } from '../formats/index.js';
import { installCatalogue } from '../variants/index.js';

let prepared: Promise<void> | undefined;

/** Every game ready to be read and ruled (once per process). */
export function prepareAllGames(): Promise<void> {
  if (!prepared) {
    installCatalogue();
    prepared = prepareAllVariants();
  }
  return prepared;
}
