// The project's import rules (docs/architecture.md), checked by dependency-cruiser:
//   npm run lint:deps        (part of `npm run lint`, which CI runs)
// The engine is a stack of layers: a module may import its own layer and the layers below it,
// never one above. On top of the stack: the command line (engine/cli, which only bin/ imports)
// and the site (site/), which use only the engine's public modules. No import cycles anywhere,
// type-only imports included (tsPreCompilationDeps). `.astro` files are not read by
// dependency-cruiser: scripts/deps/astro-imports.mjs checks their imports against the same rules.

/** The engine's layers, bottom up: [name, path pattern]. A layer may import those before it. */
const LAYERS = [
  ['util', '^engine/util/'],
  ['map', '^engine/map/'],
  // Facts rendered in English and French (Fluent): the order reader quotes its errors in them.
  ['language', '^engine/language/'],
  ['orders', '^engine/orders/'],
  ['protocol', '^engine/protocol/'],
  // The rule options and presets, with the generic resolver and the options' mutants.
  ['rules', '^engine/rules/|^engine/adjudicate/(resolver|mutation)[.]ts$'],
  // The phase adjudicators, the phase pipeline and the variant plug-in interface it calls.
  ['adjudicate', '^engine/adjudicate/'],
  // The variant plug-ins (the standard game is one of them) and their catalogue.
  ['variants', '^engine/variants/'],
  // The game model: phases carried one to the next, replay, differences from a record.
  ['game', '^engine/game/'],
  // Phase text, desk links, game records and their importers.
  ['formats', '^engine/formats/'],
  // The library's entries: the whole engine, its variant plug-ins registered (index.ts: all loaded;
  // core.ts: loaded on demand); games.ts, the whole-game API (diplomacy-casebook/games).
  ['entry', '^engine/(index|core|games)[.]ts$'],
  ['casebook', '^engine/casebook/'],
  ['schemas', '^engine/schemas/'],
  ['check', '^engine/check/'],
  ['cli', '^engine/cli/'],
];

/**
 * The engine's public modules, the only ones the command line and the site import: the library's
 * entries (engine/index.ts, every variant loaded; engine/core.ts, variants loaded on demand;
 * engine/games.ts, the whole-game API), one
 * entry per layer folder, and `casebook check`'s definition (engine/check/command.ts: light enough
 * for the command line's start-up, it loads the harness when run); and two kinds of documents: the
 * protocol's published JSON Schemas and the explanation catalogues (the desk loads one language's).
 */
const PUBLIC = '^engine/((index|core|games)[.]ts|[^/]+/index[.]ts|check/command[.]ts|protocol/[^/]+[.]schema[.]json|language/messages/[a-z]+[.]ts)$';

// A layer's tests may drive the engine from above (the public `adjudicate`, the casebook's cases)
// to check the layer in context; nothing imports a test, so this opens no cycle, and production
// code gets no such exemption.
const TEST = '[.]test[.]ts$|[.]bench[.]ts$';

const upward = LAYERS.slice(0, -1).map(([name, path], k) => ({
  name: `layer-${name}`,
  comment: `${name} may import only the layers below it (${LAYERS.slice(0, k).map(([n]) => n).join(', ') || 'none'}) and itself`,
  severity: 'error',
  from: { path, pathNot: TEST },
  to: { path: LAYERS.slice(k + 1).map(([, p]) => p).join('|'), pathNot: path },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'import cycles, type-only imports included: move what both sides share down a layer',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'cli-only-from-bin',
      comment: 'the command line is the top of the engine: only bin/ starts it',
      severity: 'error',
      from: { pathNot: '^(bin|engine/cli)/' },
      to: { path: '^engine/cli/' },
    },
    {
      name: 'site-no-scripts',
      comment: 'the site is built from the engine and its own files, never from the tools in scripts/ (it may quote a document there: the Validate page shows scripts/adapters/README.md)',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^scripts/', pathNot: '[.]md$' },
    },
    {
      name: 'site-public-engine',
      comment: 'the site imports only the engine\'s public modules (engine/index.ts, engine/<layer>/index.ts)',
      severity: 'error',
      from: { path: '^site/', pathNot: TEST },
      to: { path: '^engine/', pathNot: PUBLIC },
    },
    {
      name: 'cli-public-engine',
      comment: 'the command line imports only the engine\'s public modules (engine/index.ts, engine/<layer>/index.ts)',
      severity: 'error',
      from: { path: '^engine/cli/', pathNot: TEST },
      to: { path: '^engine/', pathNot: `${PUBLIC}|^engine/cli/` },
    },
    {
      name: 'desk-loads-variants-on-demand',
      comment: 'the desk\'s script (its chunks included) never reaches engine/index.ts, which loads every variant: it uses engine/core.ts and loads a variant when a phase names it',
      severity: 'error',
      from: { path: '^site/desk/page[.]ts$' },
      to: { path: '^engine/index[.]ts$', reachable: true },
    },
    {
      name: 'testing-only-in-tests',
      comment: 'engine/testing/ holds test helpers and fixtures: production code never imports them',
      severity: 'error',
      from: { path: '^(engine|site|bin)/', pathNot: `${TEST}|^engine/testing/|test-helpers[.]ts$` },
      to: { path: '^engine/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|dist|dist-xss|[.]astro)/' },
    // Type-only imports count: a cycle through types is still a knot in the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
