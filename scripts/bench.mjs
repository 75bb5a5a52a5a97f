// `npm run bench`: compiles the engine with tsc, as a published package ships it, then runs the
// benchmark (scripts/bench.ts) on the compiled JavaScript. Arguments are passed through.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';

const out = 'node_modules/.cache/casebook-build';
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
// JSON data is imported by the map module; tsc copies only what it compiles.
cpSync('engine/map/data', `${out}/engine/map/data`, { recursive: true });
const run = spawnSync(process.execPath, [`${out}/scripts/bench.js`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
