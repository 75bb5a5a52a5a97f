// The dispute desk's modules asked for with its page, not one after another (issue 27). A module
// script's own imports are only asked for once the browser has read it, and the explanation texts
// (./catalogues.ts) once it runs: the first ruling waited for three trips in a row. Their files'
// names carry a hash that only the build knows, so this integration reads them from the client
// build's chunks and, once the pages are written, puts a <link rel="modulepreload"> for each in the
// head of every page that loads the desk's script: the chunks it imports (the stepper shared with
// the case pages, Vite's loader) and the explanation texts of the page's language.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DESK_PAGE = path.join(ROOT, 'site/desk/page.ts');
const CATALOGUE = (lang) => path.join(ROOT, `engine/language/messages/${lang}.ts`);

/**
 * What the client build made for the desk: its entry chunk's file, the chunks that file imports
 * (transitively, statically), and the chunk of each language's texts.
 * @typedef {{ entry: string, imports: string[], catalogues: Record<string, string> }} DeskChunks
 */

/** The desk's chunks in a Rollup bundle (the client build's), or undefined when it has no desk. */
export function deskChunks(bundle) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.moduleIds.includes(DESK_PAGE));
  if (!entry) return undefined;
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const imports = [];
  const walk = (file) => {
    for (const dep of byFile.get(file)?.imports ?? []) {
      if (imports.includes(dep)) continue;
      imports.push(dep);
      walk(dep);
    }
  };
  walk(entry.fileName);
  const catalogues = {};
  for (const lang of ['en', 'fr']) {
    const chunk = chunks.find((c) => c.moduleIds.includes(CATALOGUE(lang)));
    if (chunk) catalogues[lang] = chunk.fileName;
  }
  return { entry: entry.fileName, imports, catalogues };
}

/**
 * A page with the preload links put before the desk's script tag (found by its file's name); the
 * page unchanged when it does not load the desk. `lang` is the page's language (its <html lang>).
 */
export function withDeskPreloads(html, chunks) {
  const script = new RegExp(`<script type="module" src="([^"]*/)${escapeRegExp(path.posix.basename(chunks.entry))}"[^>]*>`).exec(html);
  if (!script) return html;
  const base = script[1];
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] === 'fr' ? 'fr' : 'en';
  const files = [...chunks.imports, chunks.catalogues[lang]].filter(Boolean).map((f) => path.posix.basename(f));
  const links = files.map((f) => `<link rel="modulepreload" href="${base}${f}">`).join('');
  return html.slice(0, script.index) + links + html.slice(script.index);
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** The Astro integration: reads the client build's chunks, then writes the links into the desk's pages. */
export function deskPreloads() {
  /** @type {DeskChunks | undefined} */
  let found;
  return {
    name: 'casebook-desk-preloads',
    hooks: {
      'astro:build:setup': ({ target, updateConfig }) => {
        if (target !== 'client') return;
        updateConfig({
          plugins: [
            {
              name: 'casebook-desk-chunks',
              generateBundle(_, bundle) {
                found = deskChunks(bundle) ?? found;
              },
            },
          ],
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!found) throw new Error('desk preloads: the client build made no chunk with site/desk/page.ts');
        if (!found.catalogues.en || !found.catalogues.fr) throw new Error('desk preloads: no chunk of its own for the English or French texts');
        let pages = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const out = withDeskPreloads(html, found);
          if (out === html) continue;
          writeFileSync(file, out);
          pages++;
        }
        if (pages === 0) throw new Error(`desk preloads: no page loads ${found.entry}`);
        logger.info(`the desk's ${found.imports.length} imported chunks and its texts preloaded on ${pages} pages`);
      },
    },
  };
}
