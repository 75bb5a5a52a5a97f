// The site's sidebar, built from the case files when astro.config.mjs is read: one group per
// source, one link per case. Plain JS (not TS) because the Astro config imports it before Vite
// is running. Labels are short ("Diagram 12"); the page itself carries the full title.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// From this file; bundled into a page's server code (DeskPage.astro's compact sidebar) this file is
// elsewhere, and the build runs at the project's root.
const fromSource = fileURLToPath(import.meta.url).endsWith(`${path.sep}sidebar.mjs`);
const fromHere = (relative, fromRoot) => (fromSource ? fileURLToPath(new URL(relative, import.meta.url)) : path.join(process.cwd(), fromRoot));
const CASES = fromHere('../../cases/', 'cases/');
const VARIANT_TEXTS = fromHere('../content-data/variants/', 'site/content-data/variants/');

/** Every case file's id, title and source reference, sorted naturally (schema-2 before schema-10). */
export function caseSummaries() {
  const out = [];
  for (const folder of readdirSync(CASES, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'fixtures') continue;
    for (const f of readdirSync(path.join(CASES, folder.name))) {
      if (!f.endsWith('.yaml')) continue;
      try {
        const doc = parse(readFileSync(path.join(CASES, folder.name, f), 'utf8'));
        if (doc && typeof doc.id === 'string') out.push({ id: doc.id, title: doc.title ?? {}, ref: doc.source?.ref ?? '', variant: doc.variant });
      } catch {
        // A broken file is reported by the content loader with its line and column; skip it here.
      }
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

function caseLink(c) {
  const n = /^(schema|example)-(\d+)$/.exec(c.id);
  if (n && n[1] === 'schema') return { label: `Diagram ${n[2]}`, translations: { fr: `Schéma ${n[2]}` }, link: `/cases/${c.id}/` };
  if (n) return { label: `Example ${n[2]}`, translations: { fr: `Exemple ${n[2]}` }, link: `/cases/${c.id}/` };
  const d = /^datc-(6\.[A-J]\.\d+(-b)?)$/.exec(c.id);
  if (d) return { label: `${d[1]} ${c.title.en ?? ''}`, translations: { fr: `${d[1]} ${c.title.fr ?? ''}` }, link: `/cases/${c.id}/` };
  return { label: c.title.en ?? c.id, translations: { fr: c.title.fr ?? c.id }, link: `/cases/${c.id}/` };
}

/** The variants that have their rules text (site/content-data/variants/<id>/), with their titles. */
export function variantSummaries() {
  const out = [];
  for (const folder of readdirSync(VARIANT_TEXTS, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const title = {};
    for (const lang of ['en', 'fr']) {
      try {
        const text = readFileSync(path.join(VARIANT_TEXTS, folder.name, `${lang}.md`), 'utf8');
        const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
        title[lang] = (front && parse(front[1])?.title) || folder.name;
      } catch {
        // A missing or broken text is reported by the site's content collection and its test.
        title[lang] = folder.name;
      }
    }
    out.push({ id: folder.name, title });
  }
  return out.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** Game variants: the index, then each variant's page and its cases (in the compact sidebar, its page only). */
function variantsGroup(cases, compact) {
  return {
    label: 'Game variants',
    translations: { fr: 'Variantes de jeu' },
    collapsed: true,
    items: [
      { label: 'All game variants', translations: { fr: 'Toutes les variantes' }, link: '/variants/' },
      ...variantSummaries().map((v) => {
        const own = cases.filter((c) => c.variant === v.id);
        const page = { label: v.title.en, translations: { fr: v.title.fr }, link: `/variants/${v.id}/` };
        if (!own.length || compact) return page;
        return {
          label: v.title.en,
          translations: { fr: v.title.fr },
          collapsed: true,
          items: [{ label: 'Rules and cases', translations: { fr: 'Règles et cas' }, link: `/variants/${v.id}/` }, ...own.map(caseLink)],
        };
      }),
    ],
  };
}

/**
 * The site's sidebar. `compact`: the same groups, each group of cases a link to its list on the
 * sources page (/sources/#diagrams, … as site/components/SourcesPage.astro names them) instead of a
 * link per case: for the dispute desk, whose first ruling should not wait for 700 links parsed and
 * laid out (issue 27).
 */
export function sidebar({ compact = false } = {}) {
  const all = caseSummaries();
  // A variant's cases are listed under their variant; the groups below are the standard game's.
  const cases = all.filter((c) => c.variant === undefined || c.variant === 'standard');
  const group = (label, fr, pick, anchor) =>
    compact
      ? { label, translations: { fr }, link: `/sources/#${anchor}` }
      : {
          label,
          translations: { fr },
          collapsed: true,
          items: cases.filter(pick).map(caseLink),
        };
  return [
    {
      label: 'Start here',
      translations: { fr: 'Pour commencer' },
      items: [
        { label: 'Home', translations: { fr: 'Accueil' }, link: '/' },
        { label: "Newcomer's tour", translations: { fr: 'Visite guidée' }, link: '/tour/' },
        { label: 'Sample game walkthrough', translations: { fr: "La partie d'exemple pas à pas" }, link: '/game/' },
        { label: 'Dispute desk', translations: { fr: 'Bureau des litiges' }, link: '/desk/' },
      ],
    },
    {
      label: 'Indexes',
      translations: { fr: 'Index' },
      items: [
        { label: 'By source', translations: { fr: 'Par source' }, link: '/sources/' },
        { label: 'By rule', translations: { fr: 'Par règle' }, link: '/rules/' },
        { label: 'By topic', translations: { fr: 'Par thème' }, link: '/topics/' },
        { label: 'Conformance', translations: { fr: 'Conformité' }, link: '/conformance/' },
        { label: 'How the presets read the DATC', translations: { fr: 'Les préréglages et le DATC' }, link: '/presets/' },
      ],
    },
    {
      label: 'Check an adjudicator',
      translations: { fr: 'Vérifier un arbitre' },
      items: [
        { label: 'Validate your adjudicator', translations: { fr: 'Validez votre arbitre' }, link: '/validate/' },
        { label: "js-diplomacy's score", translations: { fr: 'Le score de js-diplomacy' }, link: '/validate/js-diplomacy/' },
        { label: 'Mistakes the casebook catches', translations: { fr: 'Les erreurs que le recueil détecte' }, link: '/validate/mistakes/' },
      ],
    },
    variantsGroup(all, compact),
    group('Rulebook 2000: diagrams', 'Règles 2000 : schémas', (c) => c.id.startsWith('schema-'), 'diagrams'),
    group('Rulebook 2000: sample game', "Règles 2000 : partie d'exemple", (c) => c.id.startsWith('sample-game'), 'sample-game'),
    group('I want you for Diplomacy', 'I want you for Diplomacy', (c) => c.id.startsWith('example-'), 'examples'),
    group('Other situations', 'Autres situations', (c) => c.id.startsWith('prose-'), 'prose'),
    {
      label: 'DATC v3.0',
      translations: { fr: 'DATC v3.0' },
      collapsed: true,
      items: [
        { label: 'Index of the DATC cases', translations: { fr: 'Index des cas du DATC' }, link: '/sources/#datc' },
        ...'ABCDEFGHIJ'.split('').map((letter) => group(`6.${letter}`, `6.${letter}`, (c) => c.id.startsWith(`datc-6.${letter}.`), `datc-6-${letter.toLowerCase()}`)),
      ],
    },
  ];
}
