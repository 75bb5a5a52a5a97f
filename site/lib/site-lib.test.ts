// Unit tests of the site's pure helpers: province names, shared SVG parts, the
// orders grammar, and a guard that the site's prose is our own (no 10-word run from a seed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeName, unitName } from './names.js';
import { sharePictures } from './svg-share.js';
import { mergeLegends, splitLegend } from './svg-split.js';
import { renderPhase } from '../render/index.js';
import { ordersHtml } from './orders-highlight.js';
import { RULES, RULE_NUMBERS, TOPICS } from './rules.js';
import { sharedCases } from '../../engine/testing/casebook.js';
import { reasons, stepTexts } from './reasons.js';
import { adjudicateWithDetail, boardOf, type PhaseInput } from '../../engine/index.js';
import { sharedFolder } from '../../engine/testing/shared-data.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

describe('names', () => {
  it('keeps coasts', () => {
    expect(placeName('stp/sc', 'en')).toBe('St Petersburg (south coast)');
    expect(unitName('F spa/nc', 'fr')).toMatch(/^F Espagne \(côte nord\)$/);
  });
});

describe('sharePictures', () => {
  const long = `M0 0${'l1 1'.repeat(40)}z`;
  const map = (fill: string) => `<g class="map"><g class="base"><path data-province="nth" class="province sea" d="${long}"/><path class="once" d="${fill}${long}"/></g><path class="x" fill="${fill}" d="M1 1"/></g>`;
  const svg = (prefix: string, fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" class="dipmap ${prefix}"><title id="${prefix}-title">t</title><style>.dipmap .sea{fill:var(--map-sea,#bcd6ea)}
.${prefix} .label{font-size:12px}</style>${map(fill)}<g class="orders"><path id="own" d="${long}"/></g></svg>`;
  it('writes each outline drawn twice once, and draws it with <use> keeping its classes', () => {
    const [a, b] = sharePictures([svg('p1', 'red'), svg('p2', 'blue')]);
    expect(a).toContain(`<defs><path id="p1-u0" d="${long}"/></defs></svg>`);
    for (const x of [a, b]) {
      expect(x).toContain('<use href="#p1-u0" data-province="nth" class="province sea"/>');
      // The outline drawn once (its path data starts with the colour) and the path with an id stay.
      expect(x.split(long).length - 1).toBe(x === a ? 3 : 2);
    }
    expect(b).not.toContain('<defs>');
    expect(b).toContain('fill="blue"');
    // Only the picture's own scoped rule is left in later stylesheets.
    expect(b).toMatch(/<style>\.p2 \.label\{font-size:12px\}<\/style>/);
  });
  it('shares the map of pictures whose map group is clipped to their frame', () => {
    const clipped = (prefix: string) => svg(prefix, 'red').replace('<g class="map">', `<g class="map" clip-path="url(#${prefix}-frame)">`);
    const [, b] = sharePictures([clipped('p1'), clipped('p2')]);
    expect(b).toContain('<use href="#p1-u0" data-province="nth" class="province sea"/>');
  });
  it('returns unreadable pictures unchanged', () => {
    expect(sharePictures(['<svg>x</svg>', '<svg>x</svg>'])).toEqual(['<svg>x</svg>', '<svg>x</svg>']);
  });
});

describe('splitLegend', () => {
  const entry = (label: string, y: number) => `<g class="legend-entry" data-key="${label}"><circle cx="20" cy="${y}" r="5"/><text x="40" y="${y}" font-size="10">${label}</text></g>`;
  const picture = (labels: string[]) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300" class="dipmap p1" lang="en"><title id="p1-title">t</title>` +
    `<clipPath id="p1-frame"><rect x="0" y="0" width="200" height="200"/></clipPath><g class="map" clip-path="url(#p1-frame)"><path d="M0 0"/></g>` +
    `<g class="chrome"><rect x="0" y="200" width="200" height="100" fill="#ffffff"/><svg x="5" y="205" width="40" height="30" viewBox="0 0 1000 800" class="locator" aria-hidden="true"><rect width="1000" height="800"/></svg>` +
    `${labels.map((l, k) => entry(l, 220 + 19 * k)).join('')}<text x="5" y="290">? Not on the map: Xyz</text></g></svg>`;
  it('cuts the map to its frame and writes the band as a list', () => {
    const { map, legend } = splitLegend(picture(['Army', 'Move']));
    expect(map).toMatch(/^<svg [^>]*viewBox="0 0 200 200" width="200" height="200"/);
    expect(map).not.toContain('chrome');
    expect(map).toContain('<g class="map"');
    expect(legend).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800" class="locator" aria-hidden="true">');
    expect(legend).toContain('<li><svg class="dipmap legend-sample" viewBox="9 210.5 26 19"');
    expect(legend).toContain('<circle cx="20" cy="220" r="5"/></svg><span>Army</span></li>');
    expect(legend).toContain('<p class="legend-note">? Not on the map: Xyz</p>');
  });
  it('leaves a picture it cannot read whole', () => {
    const odd = picture(['Army']).replace('<g class="chrome">', '<g class="chrome"><ellipse/>');
    expect(splitLegend(odd)).toEqual({ map: odd });
    expect(splitLegend('<svg/>')).toEqual({ map: '<svg/>' });
  });
  it('cuts what the renderer draws (its band is as this module expects)', () => {
    const svg = renderPhase({
      input: { phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A Par - Bur' }] },
      crop: true,
      caption: false,
      idPrefix: 'split-test',
    });
    const { map, legend } = splitLegend(svg);
    expect(legend).toBeDefined();
    expect(legend).toMatch(/<span>Army<\/span>/);
    expect(legend).toMatch(/<span>Move<\/span>/);
    expect(map).not.toContain('class="chrome"');
  });
  it('merges the steps\' legends into one, entries once', () => {
    const bands = [picture(['Army', 'Move']), picture(['Army', 'This step'])].map((x) => splitLegend(x).legend ?? '');
    const merged = mergeLegends(bands) ?? '';
    expect([...merged.matchAll(/<span>([^<]*)<\/span>/g)].map((m) => m[1])).toEqual(['Army', 'Move', 'This step']);
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
  const seedDir = sharedFolder('seeds') ?? '';
  const seeds = seedDir ? readdirSync(seedDir).filter((f) => f.endsWith('.txt')) : [];
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
        else if (/\.(ts|astro|mdx?|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts')) mine.push(full);
      }
    };
    for (const d of ['site/lib', 'site/components', 'site/content', 'site/content-data/variants', 'site/pages']) walk(path.join(ROOT, d));
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

describe('names on another board', () => {
  it('writes Ancient Mediterranean reasons and steps with that board\'s names, in both languages', () => {
    const input = {
      variant: 'ancient-mediterranean',
      phase: { season: 'spring', year: 1, type: 'movement' },
      units: [{ power: 'egypt', type: 'F', loc: 'the' }, { power: 'persia', type: 'F', loc: 'sii' }],
      orders: [{ power: 'egypt', text: 'F the - gop' }, { power: 'persia', text: 'F sii - gop' }],
    } as const satisfies PhaseInput;
    const detail = adjudicateWithDetail(input);
    const board = boardOf(input);
    expect(reasons(detail, 0, board)).toEqual({
      en: 'fails: 1 against 1, standoff with F Sinai - Gulf of Pelusium',
      fr: 'échoue : 1 contre 1, statu quo avec F Sinaï - Golfe de Péluse',
    });
    expect(stepTexts(detail.explanation, 'en', board)[0].title).toBe('Gulf of Pelusium: standoff, the province stays empty');
    expect(placeName('gop', 'fr', 'ancient-mediterranean')).toBe('Golfe de Péluse');
    expect(placeName('mun', 'en')).toBe('Munich');
  });
});

describe('topics', () => {
  const cases = sharedCases();
  it('every topic a case uses has a label in both languages (no slug on a page)', () => {
    const used = [...new Set(cases.flatMap((c) => c.topics ?? []))];
    expect(used.filter((t) => !TOPICS[t]?.en || !TOPICS[t]?.fr)).toEqual([]);
  });
  it('no two topics share a label (one heading per idea on the topics page)', () => {
    for (const lang of ['en', 'fr'] as const) {
      const labels = Object.values(TOPICS).map((t) => t[lang]);
      expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    }
  });
});
