// Test data kept beside the checkout in ../shared/ rather than in the repository: the source
// documents (copyrighted, so never committed) and the real games (kept out by the project's rule).
// On a clone without them the tests that need them skip, each saying in one line what is missing;
// CI sets CASEBOOK_REQUIRE_SHARED=1, where a missing folder fails the run instead of skipping.
// Our own reproducers are not here: they live in ./repro/ and every clone has them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Our reproducers of past defects (a copy of what was handed to us in ../shared/repro/). */
export const REPRO_DIR = path.join(REPO_ROOT, 'engine/testing/repro');

const SHARED_DIR = process.env.CASEBOOK_SHARED ?? path.resolve(REPO_ROOT, '../shared');

const WHAT = {
  seeds: 'the source documents',
  realgames: 'the real games',
  datc: 'the DATC text',
} as const;

/**
 * The folder `../shared/<kind>/` when it holds every file named, otherwise undefined after one
 * warning line (or an error when CASEBOOK_REQUIRE_SHARED=1, as in CI).
 */
export function sharedFolder(kind: keyof typeof WHAT, ...mustHold: string[]): string | undefined {
  const folder = path.join(SHARED_DIR, kind);
  const absent = [folder, ...mustHold.map((file) => path.join(folder, file))].find((p) => !existsSync(p));
  if (absent === undefined) return folder;
  const line = `${absent} is missing: ${WHAT[kind]}, which the repository may not hold; the tests that read them are skipped.`;
  if (process.env.CASEBOOK_REQUIRE_SHARED === '1') throw new Error(`${line} CASEBOOK_REQUIRE_SHARED=1 forbids skipping them.`);
  console.warn(`skipped: ${line}`);
  return undefined;
}
