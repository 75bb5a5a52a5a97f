// An Astro content loader for cases/: every YAML file goes through the engine's own loader
// (schema + map checks), so the site shows exactly what `npm test` checks. A broken case stops the
// build with the loader's `file:line:col: sentence` messages, never a stack trace.

import path from 'node:path';
import type { Loader } from 'astro/loaders';
// Each case is checked on its variant's board: the engine's entry loads every variant's plug-in
// first (the content layer runs before any page imports the engine).
import '../../engine/index.js';
import { findCaseFiles, formatProblem, loadCaseFile } from '../../engine/casebook/index.js';

/** Raised with every problem of every broken case file; Astro prints the message as is. */
class CaseFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseFileError';
  }
}

export function casesLoader(): Loader {
  return {
    name: 'casebook-cases',
    load: async ({ store, parseData, generateDigest, logger, config }) => {
      const root = path.resolve(new URL(config.root).pathname);
      const problems: string[] = [];
      const seen = new Map<string, string>();
      store.clear();
      // CASEBOOK_EXTRA_CASES: a folder of extra case files, for the hostile-case build of
      // scripts/site/xss-test.mjs (never set for the published site).
      const extra = process.env.CASEBOOK_EXTRA_CASES;
      const files = [...findCaseFiles(), ...(extra ? findCaseFiles(path.resolve(extra)) : [])];
      for (const file of files) {
        const rel = path.relative(root, file);
        const result = loadCaseFile(rel.startsWith('..') ? file : rel);
        if (!result.ok) {
          problems.push(...result.problems.map(formatProblem));
          continue;
        }
        const c = result.loaded.data;
        const dup = seen.get(c.id);
        if (dup) {
          problems.push(`${rel}:1:1: the id "${c.id}" is already used by ${dup}`);
          continue;
        }
        seen.set(c.id, rel);
        const data = await parseData({ id: c.id, data: { ...c, file: rel } as Record<string, unknown> });
        store.set({ id: c.id, data, filePath: rel, digest: generateDigest(JSON.stringify(c)) });
      }
      if (problems.length) {
        for (const p of problems) logger.error(p);
        throw new CaseFileError(`${problems.length} problem(s) in the case files (listed above); fix them and build again.`);
      }
      logger.info(`${seen.size} cases loaded`);
    },
  };
}
