// The published package: `npm pack` (which compiles the engine through `prepare`), install the
// tarball into an empty folder without the network (runtime dependencies travel inside it, as
// bundleDependencies), then use it from plain Node: the library API and the `casebook` command.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'casebook-pack-'));
const npm = (...args: string[]) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });

describe('the packed package', { timeout: 180_000 }, () => {
  beforeAll(() => {
    const tarball = execFileSync('npm', ['pack', '--pack-destination', dir, '--loglevel=error'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()!;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', type: 'module', private: true }));
    npm('install', '--offline', path.join(dir, tarball));
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is imported from plain Node: adjudicate, parseOrder, standardMap', () => {
    writeFileSync(
      path.join(dir, 'use.mjs'),
      `import { adjudicate, parseOrder, standardMap } from 'diplomacy-casebook';
const units = [{ power: 'france', type: 'A', loc: 'par' }, { power: 'germany', type: 'A', loc: 'mun' }];
const out = adjudicate({ phase: { season: 'spring', year: 1901, type: 'movement' }, units,
  orders: [{ power: 'france', text: 'A Par - Bur' }, { power: 'germany', text: 'A Mun - Bur' }] });
const parsed = parseOrder('F lon - nth', { phase: 'movement', map: standardMap });
console.log(JSON.stringify({ results: out.orders.map((o) => o.result), reason: out.orders[0].reason, contested: out.contested, parsed: parsed.ok }));`,
    );
    const got = JSON.parse(execFileSync(process.execPath, ['use.mjs'], { cwd: dir, encoding: 'utf8' }));
    expect(got).toEqual({ results: ['fails', 'fails'], reason: expect.stringContaining('standoff'), contested: ['bur'], parsed: true });
  });

  it('installs the casebook command, which finds its cases from the build folder', () => {
    const out = execFileSync(path.join(dir, 'node_modules/.bin/casebook'), ['check', '--quiet'], { cwd: dir, encoding: 'utf8' });
    expect(out).toMatch(/^\d+ cases: (\d+) passed .* 0 failed, 0 errors/);
    const [, cases, passed] = /^(\d+) cases: (\d+) passed/.exec(out)!;
    expect(passed).toBe(cases);
  });
});
