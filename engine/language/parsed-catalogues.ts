// Fluent catalogues parsed ahead of time. The command line's bundle (scripts/cli/bundle-options.mjs,
// `parsedCataloguesPlugin`) rewrites each module of ./messages so that it registers here, beside
// its text, the body Fluent's parser makes of that very text at build time, as JSON: a command that
// explains a ruling then reads the JSON rather than parsing some 2,000 lines of Fluent at every
// start (issue 27). Elsewhere (the site, the tests, the package's modules) nothing registers and
// the language layer parses the text as usual.
import type { FluentResource } from '@fluent/bundle';

/** A catalogue's text -> the JSON of its parsed body; the key is the module's own string. */
const parsed = new Map<string, () => string>();

/**
 * Called by the bundled ./messages modules only: `json()` gives `new FluentResource(source).body`
 * as JSON (a function, so that V8 compiles the long text only when a command reads it).
 */
export function registerParsedCatalogue(source: string, json: () => string): void {
  parsed.set(source, json);
}

/** The catalogue as Fluent's parser would make it, if the build registered it; undefined otherwise. */
export function parsedCatalogue(source: string): FluentResource | undefined {
  const json = parsed.get(source);
  return json === undefined ? undefined : { body: JSON.parse(json()) as FluentResource['body'] };
}
