// The import rules of .dependency-cruiser.cjs for the site's .astro files, which dependency-cruiser
// cannot read: each file's frontmatter and <script> elements are taken out with Astro's own
// parser, their imports listed by TypeScript's, resolved like the site's other imports, and held
// against every rule of the configuration that a path decides (the layers, the public modules,
// no scripts/ in the site). Part of `npm run lint:deps`.
//   node scripts/deps/astro-imports.mjs [FILE.astro...]
// Prints each violation as dependency-cruiser does and a summary; exits 1 on any violation.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@astrojs/compiler';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs'));
/** The rules a path decides (a cycle needs the whole graph: .astro files are leaves of it). */
const rules = config.forbidden.filter((r) => !r.to.circular);

const matches = (pattern, file) => pattern === undefined || new RegExp(pattern).test(file);
const misses = (pattern, file) => pattern === undefined || !new RegExp(pattern).test(file);
const applies = (rule, from, to) => matches(rule.from.path, from) && misses(rule.from.pathNot, from) && matches(rule.to.path, to) && misses(rule.to.pathNot, to);

/** The code of an .astro file: its frontmatter and the text of its <script> elements. */
async function codeOf(source) {
  const { ast } = await parse(source);
  const parts = [];
  const walk = (node) => {
    if (node.type === 'frontmatter') parts.push(node.value);
    else if (node.type === 'element' && node.name === 'script') for (const c of node.children ?? []) if (c.type === 'text') parts.push(c.value);
    for (const c of node.children ?? []) walk(c);
  };
  walk(ast);
  return parts;
}

/** A relative specifier as a repository path (`x.js` naming `x.ts`, a folder its index.ts); other specifiers are packages. */
function resolved(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(path.join(ROOT, file)), specifier.split('?')[0]);
  const found = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
  return path.relative(ROOT, found ?? base).split(path.sep).join('/');
}

const files = process.argv.length > 2 ? process.argv.slice(2) : execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.astro'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
let imports = 0;
const violations = [];
for (const file of files) {
  for (const code of await codeOf(readFileSync(path.join(ROOT, file), 'utf8'))) {
    for (const { fileName } of ts.preProcessFile(code, true, true).importedFiles) {
      const to = resolved(file, fileName);
      if (to === undefined) continue;
      imports++;
      for (const rule of rules) if (applies(rule, file, to)) violations.push(`  error ${rule.name}: ${file} → ${to}`);
    }
  }
}
for (const v of violations) console.log(v);
console.log(`${violations.length ? 'x' : '✔'} ${violations.length} dependency violations in .astro files (${files.length} files, ${imports} relative imports checked).`);
process.exitCode = violations.length ? 1 : 0;
