// The published package: `npm pack` (which compiles the engine through `prepare`), install the
// tarball into an empty folder without the network (runtime dependencies travel inside it, as
// bundleDependencies), then use it from plain Node: the library API and the `casebook` command.
// Where `prepare` has already built this tree from its current sources (npm ci runs it, as in CI),
// the pack skips running it again: tsc and the bundle are a quarter of a minute of CPU (issue #27),
// and the tarball is byte for byte the same files.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'casebook-pack-'));
/** The newest modification time among `files` and the files under `dirs` that `keep` accepts. */
function newest(dirs: string[], keep: (file: string) => boolean, files: string[] = []): number {
  let t = Math.max(0, ...files.map((f) => statSync(path.join(root, f)).mtimeMs));
  for (const dir of dirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && keep(file)) t = Math.max(t, statSync(file).mtimeMs);
    }
  }
  return t;
}

/**
 * Whether build/ is what `prepare` would make now: the command's bundle written after the last
 * change to what tsc compiles (engine/'s sources and data, the TypeScript settings), to the bundler
 * and to the dependencies, and after tsc's own output. Anything else, or no build/, and the pack
 * runs `prepare` as a user's would.
 */
function builtFromCurrentSources(): boolean {
  try {
    const bundled = Math.min(...['build/cli/casebook.js', 'build/cli/command.js', 'build/cli/jsonl-worker.js'].map((f) => statSync(path.join(root, f)).mtimeMs));
    const compiled = newest(['build/engine'], () => true);
    const sources = newest(['engine'], (f) => /\.(ts|json)$/.test(f) && !/\.(test|bench)\.ts$/.test(f), [
      'tsconfig.json',
      'tsconfig.build.json',
      'package.json',
      'package-lock.json',
      'scripts/cli/bundle.mjs',
      'scripts/cli/bundle-options.mjs',
      'scripts/cli/launcher.cjs',
      'node_modules/.package-lock.json',
    ]);
    return compiled <= bundled && sources < bundled;
  } catch {
    return false;
  }
}

const npm = (...args: string[]) => execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, encoding: 'utf8' });

describe('the packed package', { timeout: 180_000 }, () => {
  beforeAll(() => {
    const skipPrepare = builtFromCurrentSources() ? ['--ignore-scripts'] : [];
    const tarball = execFileSync('npm', ['pack', ...skipPrepare, '--pack-destination', dir, '--loglevel=error'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop()!;
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', type: 'module', private: true }));
    npm('install', '--offline', path.join(dir, tarball));
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs the README's example from plain Node: adjudicate, parseOrder, standardMap", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const example = /```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(example).toContain("from 'diplomacy-casebook'");
    writeFileSync(path.join(dir, 'example.mjs'), example);
    const out = execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(out).toMatch(/'A Par - Bur: fails \(fails: 1 against 1, standoff with A mun - bur\)'/);
    expect(out).toMatch(/'A Mun - Bur: fails \(fails: 1 against 1, standoff with A par - bur\)'/);
    expect(out.trim().split('\n').pop()).toBe('true');
  });

  it('carries TypeScript types that a strict consumer compiles against', () => {
    writeFileSync(
      path.join(dir, 'typed.ts'),
      `import { adjudicate, parseOrder, standardMap, type PhaseInput, type PhaseOutput } from 'diplomacy-casebook';
const input: PhaseInput = { phase: { season: 'fall', year: 1901, type: 'movement' }, units: [], orders: [] };
const out: PhaseOutput = adjudicate(input);
const kinds: string[] = out.orders.map((o) => o.result);
const ok: boolean = parseOrder('A par H', { phase: 'movement', map: standardMap }).ok;
export { kinds, ok };
`,
    );
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', types: [] }, files: ['typed.ts'] }),
    );
    // No output and exit 0: the declarations resolve through the package's "exports".
    expect(execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' })).toBe('');
  });

  it('offers the whole-game API as diplomacy-casebook/games: a judge report read and replayed', () => {
    const text = readFileSync(path.join(root, 'engine/formats/records/fixtures/judge-sample-game.txt'), 'utf8');
    writeFileSync(path.join(dir, 'results.txt'), text);
    writeFileSync(
      path.join(dir, 'games.mjs'),
      `import { readFileSync } from 'node:fs';
import { importGame, gameReport } from 'diplomacy-casebook/games';
const read = importGame(readFileSync('results.txt', 'utf8'));
console.log(read.ok && read.format, gameReport(read.game, 'fr').summary.text);
`,
    );
    const out = execFileSync(process.execPath, ['games.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(out.trim()).toBe('judge 7 phases : 7 conformes, 0 différente, 0 sans rien de publié à comparer, 0 non jugée.');
  });

  it("ships its command's V8 code cache, made for this bundle and this Node, and runs without it when V8 refuses it", () => {
    const cli = path.join(dir, 'node_modules/diplomacy-casebook/build/cli');
    const cache = `command-${process.version}-${process.arch}.v8cache`;
    expect(readdirSync(cli).filter((f) => f.endsWith('.v8cache'))).toEqual([cache]);
    // The cache file holds the bundle it was made from (its length, then its bytes), then V8's data.
    const bundle = readFileSync(path.join(cli, 'command.js'));
    const made = readFileSync(path.join(cli, cache));
    expect(made.readUInt32LE(0)).toBe(bundle.length);
    expect(made.subarray(4, 4 + bundle.length).equals(bundle)).toBe(true);
    expect(made.length).toBeGreaterThan(4 + bundle.length);
    // A copy whose cache is garbage of the same name: V8 rejects it, the command runs all the same.
    const copy = path.join(dir, 'cli-copy');
    cpSync(cli, copy, { recursive: true });
    writeFileSync(path.join(copy, cache), 'not a code cache');
    const out = execFileSync(process.execPath, [path.join(copy, 'casebook.js'), 'adjudicate', '-'], { input: 'Spring 1901\nFrance: A Par - Bur\n', encoding: 'utf8' });
    expect(out).toContain('A Par - Bur  succeeds');
  });

  it('runs a bundle changed after the build, even to the same length, without the cache made for the old one', () => {
    // V8 checks a cache only against the length of its source: the launcher's comparison with the
    // copy in the cache file is what keeps a stale cache from running the old code in place of the new.
    const copy = path.join(dir, 'cli-edited');
    cpSync(path.join(dir, 'node_modules/diplomacy-casebook/build/cli'), copy, { recursive: true });
    const bundle = path.join(copy, 'command.js');
    const text = readFileSync(bundle, 'latin1');
    const edited = text.replace('Diplomacy Casebook: the reference adjudicator', 'DIPLOMACY CASEBOOK: the reference adjudicator');
    expect(edited.length).toBe(text.length);
    expect(edited).not.toBe(text);
    writeFileSync(bundle, edited, 'latin1');
    const out = execFileSync(process.execPath, [path.join(copy, 'casebook.js'), '--help'], { encoding: 'utf8' });
    expect(out).toContain('DIPLOMACY CASEBOOK: the reference adjudicator');
  });

  it('compares the whole bundle with its copy, piece by piece: an edit in its first piece is found too', () => {
    // The launcher reads the copy 64 KB at a time (holdsCopyOf); the test above edits the bundle's
    // last pieces, this one its first: commander's help option, made by code the warm-up ran, so
    // that a stale cache would print the old words (it does when the comparison is left out).
    const copy = path.join(dir, 'cli-edited-first');
    cpSync(path.join(dir, 'node_modules/diplomacy-casebook/build/cli'), copy, { recursive: true });
    const bundle = path.join(copy, 'command.js');
    const text = readFileSync(bundle, 'latin1');
    const at = text.indexOf('-h, --help",description??"display help for command"');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(1 << 16);
    const edited = text.slice(0, at) + text.slice(at).replace('display help for command', 'DISPLAY help for command');
    expect(edited.length).toBe(text.length);
    writeFileSync(bundle, edited, 'latin1');
    const out = execFileSync(process.execPath, [path.join(copy, 'casebook.js'), '--help'], { encoding: 'utf8' });
    expect(out).toContain('-h, --help                   DISPLAY help for command');
  });

  it('installs the casebook command, which finds its cases from the build folder', () => {
    const out = execFileSync(path.join(dir, 'node_modules/.bin/casebook'), ['check', '--quiet'], { cwd: dir, encoding: 'utf8' });
    expect(out).toMatch(/^\d+ cases: (\d+) passed .* 0 failed, 0 errors/);
    const [, cases, passed] = /^(\d+) cases: (\d+) passed/.exec(out)!;
    expect(passed).toBe(cases);
  });
});
