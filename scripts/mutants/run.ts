// `npm run mutants`: every mutant of the reference engine against the whole casebook; prints the
// mutant x case kill table and writes it to site/content-data/mutants.json. Exit code 1 if a mutant
// survives (then a case is missing: write one in cases/prose/).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatMutants, mutantsJson, runMutants } from './mutants.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = path.join(root, 'site/content-data/mutants.json');

const report = await runMutants();
process.stdout.write(formatMutants(report));
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, mutantsJson(report));
process.stdout.write(`Written: ${path.relative(process.cwd(), out)}\n`);
process.exitCode = report.survivors.length ? 1 : 0;
