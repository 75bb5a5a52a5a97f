// Two things the site's browser bundles (the dispute desk's) need that Node does not:
//
// 1. The renderer reads its base map with node:fs when it runs in Node (the site build); in the
//    browser the desk hands it the board's art, made at build time, instead (useBoardArt), so client bundles get a stub
//    for node:fs rather than Vite's empty "browser external" module, which has no named exports;
//    and the reading of a board's SVG and the outlining of its shapes (site/render/board-drawing.ts)
//    are left out: the art the desk is handed has them done.
// 2. Lighter stand-ins: svgson's parser and serialiser are the browser's own (site/desk/svg-dom.ts),
//    and the explanation catalogues are loaded one language at a time (site/desk/catalogues.ts).
//
// The variants need no stand-in: the engine's catalogue (engine/variants/catalogue.ts) loads each
// plug-in with a dynamic import, a chunk of its own that the desk asks for when a phase names it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STUB = '\0casebook-node-fs-stub';
const DRAWING_STUB = '\0casebook-board-drawing-stub';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SVG_DOM = path.join(ROOT, 'site/desk/svg-dom.ts');
const CATALOGUES = path.join(ROOT, 'site/desk/catalogues.ts');
const BOARD_DRAWING = path.join(ROOT, 'site/render/board-drawing.ts');
const MESSAGES = new Set(['en', 'fr'].map((l) => path.join(ROOT, `engine/language/messages/${l}.ts`)));

export function browserStubs() {
  return {
    name: 'casebook-browser-stubs',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (options?.ssr) return null;
      if (id === 'node:fs' || id === 'fs') return STUB;
      if (id === 'svgson') return SVG_DOM;
      if (!importer || !id.startsWith('.')) return null;
      const from = importer.split('?')[0];
      // "./x.js" and "./x" both name x.ts.
      const target = path.resolve(path.dirname(from), id).replace(/\.js$/, '').replace(/(\.ts)?$/, '.ts');
      if (MESSAGES.has(target) && from !== CATALOGUES) return CATALOGUES;
      if (target === BOARD_DRAWING) return DRAWING_STUB;
      return null;
    },
    load(id) {
      if (id === DRAWING_STUB) return 'const none = () => { throw new Error("a board is drawn from the art made at build time"); };\nexport { none as drawingOf, none as outlinesOf };\n';
      if (id !== STUB) return null;
      return 'export function readFileSync() { throw new Error("no file system in the browser"); }\nexport default { readFileSync };\n';
    },
  };
}
