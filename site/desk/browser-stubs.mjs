// The renderer reads its base map with node:fs when it runs in Node (the site build); in the
// browser the desk hands it the map's text instead (useBaseMapSvg), so client bundles get this
// stub for node:fs rather than Vite's empty "browser external" module, which has no named exports.
const STUB = '\0casebook-node-fs-stub';

export function browserStubs() {
  return {
    name: 'casebook-browser-stubs',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!options?.ssr && (id === 'node:fs' || id === 'fs')) return STUB;
      return null;
    },
    load(id) {
      if (id !== STUB) return null;
      return 'export function readFileSync() { throw new Error("no file system in the browser"); }\nexport default { readFileSync };\n';
    },
  };
}
