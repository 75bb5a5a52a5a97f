// Unit tests of the site's pure helpers: province names in engine sentences, shared SVG parts, the
// orders grammar, and a guard that the site's prose is our own (no 10-word run from a seed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withNames, placeName, unitName } from './names.js';
import { sharePictures } from './svg-share.js';
import { ordersHtml } from './orders-highlight.js';
import { RULES, RULE_NUMBERS } from './rules.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

describe('withNames', () => {
  const known = new Set(['mun', 'sil', 'boh', 'par', 'stp']);
  it('names units and known provinces in both languages', () => {
    expect(withNames('A boh attacks with 2 and gets in; sil stays empty.', 'en', known)).toBe(
      'A Bohemia attacks with 2 and gets in; Silesia stays empty.',
    );
    expect(withNames('A mun tient mun avec une force de 1.', 'fr', known)).toBe('A Munich tient Munich avec une force de 1.');
    expect(withNames('Qui entre en sil ?', 'fr', known)).toBe('Qui entre en Silésie ?');
  });
  it('leaves ids outside the phase and the French word "par" alone', () => {
    expect(withNames('A war holds war.', 'en', known)).toBe('A Warsaw holds war.');
    expect(withNames("dispose d'une route par F nth.", 'fr', known)).toBe("dispose d'une route par F Mer du Nord.");
    expect(withNames('attaque par avec 2', 'fr', known)).toBe('attaque par avec 2');
  });
  it('keeps coasts', () => {
    expect(placeName('stp/sc', 'en')).toBe('St Petersburg (south coast)');
    expect(unitName('F spa/nc', 'fr')).toMatch(/^F Espagne \(côte nord\)$/);
  });
});

describe('sharePictures', () => {
  const map = (fill: string) => `<g class="map"><g class="base">${'<path class="province sea" d="M0 0L10 10"/>'.repeat(12)}</g><path class="x" fill="${fill}" d="M1 1"/></g>`;
  const svg = (prefix: string, fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" class="dipmap ${prefix}"><title id="${prefix}-title">t</title><style>.dipmap .sea{fill:var(--map-sea,#bcd6ea)}
.${prefix} .label{font-size:12px}</style>${map(fill)}<g class="orders"></g><g class="chrome"></g></svg>`;
  it('points later pictures to the first copy and inlines its styles', () => {
    const [a, b] = sharePictures([svg('p1', 'red'), svg('p2', 'blue')]);
    expect(a).toContain('<g id="p1-part0" class="base">');
    expect(a).toContain('style="fill:var(--map-sea,#bcd6ea)"');
    expect(b).toContain('<use href="#p1-part0"/>');
    expect(b).not.toContain('class="base"');
    expect(b).toContain('fill="blue"');
    // Only the picture's own scoped rule is left in later stylesheets.
    expect(b).toMatch(/<style>\.p2 \.label\{font-size:12px\}<\/style>/);
  });
  it('shares the map of pictures whose map group is clipped to their frame', () => {
    const clipped = (prefix: string) => svg(prefix, 'red').replace('<g class="map">', `<g class="map" clip-path="url(#${prefix}-frame)">`);
    const [, b] = sharePictures([clipped('p1'), clipped('p2')]);
    expect(b).toContain('<use href="#p1-part0"/>');
  });
  it('returns unreadable pictures unchanged', () => {
    expect(sharePictures(['<svg>x</svg>', '<svg>x</svg>'])).toEqual(['<svg>x</svg>', '<svg>x</svg>']);
  });
});

describe('orders block', () => {
  it('colours powers, unit types, order words and provinces, and marks each order line', async () => {
    const html = await ordersHtml([{ index: 3, power: 'russia', printed: 'F Suè S StP – Nge', read: 'F Swe S StP - Nwy', erratum: 2 }], 'fr');
    expect(html).toContain('Russie :');
    expect(html).toContain('data-order-ref="3"');
    expect(html).toContain('# erratum 2 → F Swe S StP - Nwy');
    const colours = new Set([...html.matchAll(/style="color:(#[0-9A-F]{6})/gi)].map((m) => m[1].toUpperCase()));
    // power, unit, order word, province, comment
    expect(colours.size).toBe(5);
  });
});

/** Lowercase words of a text, accents kept, punctuation dropped. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

describe('our own words', () => {
  const seedDir = '/work/shared/seeds';
  let seeds: string[] = [];
  try {
    seeds = readdirSync(seedDir).filter((f) => f.endsWith('.txt'));
  } catch {
    // Seeds not on this machine: nothing to compare with.
  }
  it.skipIf(seeds.length === 0)('no 10-word run of the site is copied from a seed', () => {
    const windows = new Set<string>();
    for (const f of seeds) {
      const w = words(readFileSync(path.join(seedDir, f), 'utf8'));
      for (let i = 0; i + 10 <= w.length; i++) windows.add(w.slice(i, i + 10).join(' '));
    }
    const mine: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.(ts|astro|mdx|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts')) mine.push(full);
      }
    };
    for (const d of ['site/lib', 'site/components', 'site/content', 'site/pages']) walk(path.join(ROOT, d));
    const copied: string[] = [];
    for (const f of mine) {
      const w = words(readFileSync(f, 'utf8'));
      for (let i = 0; i + 10 <= w.length; i++) {
        const run = w.slice(i, i + 10).join(' ');
        if (windows.has(run)) copied.push(`${path.relative(ROOT, f)}: "${run}"`);
      }
    }
    expect(copied).toEqual([]);
  });
  it('restates all 22 rules in both languages', () => {
    expect(RULE_NUMBERS).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    for (const n of RULE_NUMBERS) {
      expect(RULES[n].text.en.length).toBeGreaterThan(20);
      expect(RULES[n].text.fr.length).toBeGreaterThan(20);
    }
  });
});
