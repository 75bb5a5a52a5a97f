// How the tests run the `casebook` command from the current sources, as a user runs it: `node`
// and these arguments, then the command's own. In a vitest run, the bundle made once for the run
// (engine/testing/cli-bundle.ts); otherwise the sources through tsx, as bin/casebook.mjs does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli/main.ts');

/** The path of the bundled command, when this run made one. */
export const CLI_BUNDLE: string | undefined = inject('casebookCli');

/** `node`'s arguments before the command's own. */
export const CLI_ARGS: readonly string[] = CLI_BUNDLE ? [CLI_BUNDLE] : ['--import', 'tsx', MAIN];
