// The README's words (issue #26): what it says exists does, what it tells a reader to type works,
// the production dependencies it lists are the package's, and every line an order file may hold
// is documented there and read by the engine as the README says.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseOrderFile } from './formats/order-file.js';
import { standardMap } from './map/index.js';

const root = new URL('../', import.meta.url);
const readme = readFileSync(fileURLToPath(new URL('README.md', root)), 'utf8');
const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('package.json', root)), 'utf8')) as { name: string; dependencies: Record<string, string> };

describe('README.md', () => {
  it('says in its first paragraph what the project is now: the site, the harness and the DATC, no "will"', () => {
    const intro = readme.split(/\n\s*\n/)[1];
    expect(intro).toMatch(/DATC/);
    expect(intro).toMatch(/site/);
    expect(intro).toMatch(/casebook check/);
    expect(intro).not.toMatch(/\bwill\b/);
  });

  it('lists exactly the production dependencies, at the versions installed', () => {
    const section = readme.slice(readme.indexOf('| package | version | why |'));
    const rows = [...section.split('\n\n')[0].matchAll(/^\| `([^`]+)` \| ([^ |]+)/gm)].map((m) => [m[1], m[2]]);
    expect(rows.map(([name]) => name).sort()).toEqual(Object.keys(pkg.dependencies).sort());
    for (const [name, version] of rows) {
      const installed = JSON.parse(readFileSync(fileURLToPath(new URL(`node_modules/${name}/package.json`, root)), 'utf8')).version;
      expect(version, name).toBe(installed);
    }
  });

  it('installs the package from a tarball made by npm pack, not from the registry it is not on yet', () => {
    expect(readme).not.toMatch(new RegExp(`npm install ${pkg.name}(?![\\w-])`));
    expect(readme).toMatch(/npm pack/);
    expect(readme).toMatch(new RegExp(`npm install \\S*${pkg.name}-[^\\s]*\\.tgz`));
  });

  it('documents every line an order file may hold besides its orders, and the engine reads them as written there', () => {
    const table = readme.slice(readme.indexOf('**Lines an order file may hold**'));
    const examples = [...table.split('\n\n')[1].matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1]);
    for (const word of ['owns:', 'has:', 'dislodged:', 'standoffs:', 'ruleset:', 'variant:', 'coin:', 'control:', 'closed:', 'option:']) {
      expect(table.split('\n\n')[1], word).toContain(word);
    }
    // The adjustment and retreat lines, as the README writes them, make phases the engine reads.
    const adjustments = parseOrderFile(standardMap, ['Winter 1901 adjustments', ...examples.filter((e) => / (owns|has):/.test(e))].join('\n'));
    expect(adjustments.problems).toEqual([]);
    expect(adjustments.input?.supplyCenters?.england).toEqual(['lon', 'edi', 'lvp', 'nwy']);
    expect(adjustments.input?.units.map((u) => `${u.type} ${u.loc}`)).toEqual(['F lon', 'A yor']);
    const retreats = parseOrderFile(standardMap, ['Fall 1901 retreats', 'France has: A par', ...examples.filter((e) => /dislodged:|standoffs:/.test(e))].join('\n'));
    expect(retreats.problems).toEqual([]);
    expect(retreats.input?.dislodged?.map((d) => `${d.type} ${d.loc} from ${d.attackerFrom}`)).toEqual(['A mun from boh']);
    expect(retreats.input?.contested).toEqual(['bur', 'sil']);
  });
});
