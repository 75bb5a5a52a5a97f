import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script run by CI; its one export is typed by use here.
import { missingOptionalPackages } from './check-lock.mjs';

const lock = JSON.parse(fs.readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { optionalDependencies?: Record<string, string> }>;
};

describe('package-lock.json installs on every platform', () => {
  it('holds every optional dependency of every locked package', () => {
    expect(missingOptionalPackages(lock)).toEqual([]);
  });

  it.each(['rollup', 'esbuild', 'pagefind', 'sharp'])('%s: its macOS, Windows and Linux builds are all locked', (name) => {
    const holders = Object.entries(lock.packages).filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`));
    expect(holders.length).toBeGreaterThan(0);
    for (const [, entry] of holders) {
      const platforms = Object.keys(entry.optionalDependencies ?? {});
      for (const os of ['darwin', 'win32|windows', 'linux']) {
        expect(platforms.some((dependency) => new RegExp(os).test(dependency)), `${name}: ${os}`).toBe(true);
      }
    }
  });

  it('notices a platform package taken out of the lock', () => {
    const cut = structuredClone(lock);
    const victim = Object.keys(cut.packages).find((key) => key.includes('@rollup/rollup-darwin-arm64'));
    expect(victim).toBeDefined();
    delete cut.packages[victim!];
    expect(missingOptionalPackages(cut)).toEqual(['node_modules/rollup -> @rollup/rollup-darwin-arm64']);
  });
});
