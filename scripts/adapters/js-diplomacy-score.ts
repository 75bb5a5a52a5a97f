// Checks js-diplomacy (through scripts/adapters/js-diplomacy.mjs) against the whole casebook and
// writes its score to site/content-data/js-diplomacy-score.json for the site to publish:
//   npx tsx scripts/adapters/js-diplomacy-score.ts
// js-diplomacy.test.ts checks that the file is up to date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProcessAdapter } from '../../engine/check/adapter.js';
import { checkCasebook, type CheckReport } from '../../engine/check/check.js';
import { totalsLine } from '../../engine/check/report.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const SCORE_FILE = path.join(root, 'site/content-data/js-diplomacy-score.json');
export const COMMAND = 'node scripts/adapters/js-diplomacy.mjs';

/** Run the casebook against js-diplomacy (about a second). */
export async function checkJsDiplomacy(): Promise<CheckReport> {
  const adapter = new ProcessAdapter(COMMAND, { cwd: root });
  try {
    return await checkCasebook(adapter, { casesDir: path.join(root, 'cases') });
  } finally {
    await adapter.close();
  }
}

/** The published score: totals and every case's verdict with its differences, without timings. */
export function scoreJson(report: CheckReport): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules/js-diplomacy/package.json'), 'utf8')) as { version: string; license: string };
  const { totals } = report;
  const score = {
    adjudicator: { name: 'js-diplomacy', version: pkg.version, license: pkg.license, year: 2017, adapter: 'scripts/adapters/js-diplomacy.mjs' },
    command: `casebook check --adjudicator "${COMMAND}"`,
    // Cases of games it does not play (unsupported variant) are neither passed nor failed.
    score: `${totals.passed}/${totals.cases - totals.unsupported}`,
    totals,
    cases: report.cases.map((c) => ({
      id: c.id,
      source: c.source,
      status: c.status,
      passedAt: c.passedAt,
      board: c.board,
      orders: c.orders,
      problems: c.problems,
    })),
  };
  return JSON.stringify(score, null, 2) + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await checkJsDiplomacy();
  mkdirSync(path.dirname(SCORE_FILE), { recursive: true });
  writeFileSync(SCORE_FILE, scoreJson(report));
  console.log(`js-diplomacy: ${totalsLine(report)}`);
  console.log(`Written: ${path.relative(process.cwd(), SCORE_FILE)}`);
}
