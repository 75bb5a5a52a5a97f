// The lock file must install on every platform and be exactly what npm writes from package.json.
//
//   node scripts/lock/check-lock.mjs            both checks (the second asks the npm registry)
//   node scripts/lock/check-lock.mjs --offline  only the first
//
// 1. Every optional dependency of every locked package is itself locked. npm installs only the
//    current platform's builds, so a lock written on one machine by a registry that served only
//    Linux builds lacks the macOS and Windows ones, and `npm ci` fails there.
// 2. `npm install --package-lock-only` in a scratch folder writes the same lock, byte for byte:
//    otherwise a fresh clone's install rewrites it and CI's lock check fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where Node would find `name` from the package at `from` (a lock `packages` key). */
function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const candidate = (base ? `${base}/` : '') + `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/** Optional dependencies the lock names but does not hold, as "holder -> dependency". */
export function missingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [holder, entry] of Object.entries(packages)) {
    for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolveInLock(packages, holder, dependency)) missing.push(`${holder || '(root)'} -> ${dependency}`);
    }
  }
  return missing;
}

/** True when npm, asked to write the lock from package.json alone, writes the committed one. */
function lockIsWhatNpmWrites() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'casebook-lock-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (fs.existsSync(path.join(root, file))) fs.copyFileSync(path.join(root, file), path.join(scratch, file));
    }
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: scratch,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return fs.readFileSync(path.join(scratch, 'package-lock.json'), 'utf8') === fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const missing = missingOptionalPackages(lock);
  if (missing.length) {
    console.error(`package-lock.json lacks ${missing.length} optional platform package(s):\n  ${missing.join('\n  ')}`);
    console.error('Regenerate it: rm package-lock.json && npm install --package-lock-only');
    process.exit(1);
  }
  if (!process.argv.includes('--offline')) {
    if (!lockIsWhatNpmWrites()) {
      console.error('package-lock.json is not what `npm install --package-lock-only` writes from package.json: regenerate and commit it.');
      process.exit(1);
    }
  }
  console.log(`package-lock.json: every platform's optional packages are locked${process.argv.includes('--offline') ? '' : ', and npm writes it unchanged'}.`);
}
