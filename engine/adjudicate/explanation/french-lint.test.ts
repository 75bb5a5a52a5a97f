// French lint (issue #10 item 6): every French sentence the casebook produces (every reason and
// every step of every phase of every case, under each preset the case is run with) is checked for
// the faults a machine-made French shows: a city after "en", a province named twice ("A Munich reste
// à Munich"), a country or sea without its article, English words, unit notation left as ids, and
// words the 2000 rulebook does not use ("coupé" for a support, "dissoute" for a unit).

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { FRENCH_GRAMMAR, frenchRunningName } from '../../map/grammar.js';
import { adjudicatePhase } from '../phase.js';
import { loadCasebook } from '../../casebook/load.js';
import { presetsOf, runPhases } from '../../casebook/run.js';

/** Every French text of the casebook, with where it comes from. */
function casebookFrench(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const c of loadCasebook()) {
    for (const preset of presetsOf(c)) {
      runPhases(c, preset, (input) => {
        const detail = adjudicatePhase(standardMap, input);
        const where = `${c.id} ${input.phase.season} ${input.phase.year} ${input.phase.type} (${preset})`;
        detail.output.orders.forEach((o, i) => {
          const fr = detail.reasons?.[i]?.fr;
          if (fr !== undefined) out.push({ where: `${where}: ${o.text}`, text: fr });
        });
        for (const s of detail.explanation) out.push({ where: `${where}: step`, text: `${s.title.fr}. ${s.text.fr}` });
        return detail.output;
      });
    }
  }
  return out;
}

const provinces = [...standardMap.provinces.values()];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cities = provinces.filter((p) => FRENCH_GRAMMAR[p.id].prep === 'a').map((p) => escape(p.name.fr));
const withArticle = provinces.filter((p) => FRENCH_GRAMMAR[p.id].article !== '');
const names = provinces.map((p) => escape(p.name.fr)).sort((a, b) => b.length - a.length);
const ids = [...standardMap.provinceIds].join('|');

/** Each lint: a name and a test that returns the offending excerpt, if any. */
const LINTS: { name: string; find: (t: string) => string | undefined }[] = [
  { name: 'a city after "en"', find: (t) => new RegExp(`(?<!\\p{L})en (?:${cities.join('|')})(?!\\p{L})`, 'u').exec(t)?.[0] },
  {
    name: 'a province named twice ("A Munich reste à Munich")',
    find: (t) => new RegExp(`\\b[AF] (${names.join('|')})(?: [\\p{Ll}'’-]+){0,3} (?:en|à|au|dans|de|du|d'|sur|vers)(?: la| le| l')? ?\\1\\b`, 'iu').exec(t)?.[0],
  },
  {
    name: 'a country or sea without its article',
    find: (t) => {
      for (const p of withArticle) {
        const running = escape(frenchRunningName(p.name.fr));
        const m = new RegExp(`\\b(?:vers|sur|contre|dans|jusqu'à|à|par|de|avec) (?:${running}|${escape(p.name.fr)})\\b`, 'u').exec(t);
        // "de Bourgogne", "d'Albanie" are right for a country that takes "en"; not for a sea or "au" country.
        if (m && !(m[0].startsWith('de ') && FRENCH_GRAMMAR[p.id].prep === 'en' && p.terrain !== 'sea')) return m[0];
      }
      return undefined;
    },
  },
  {
    name: 'English words',
    // Text quoted in « » is another program's message (the order reader's), kept as it said it.
    find: (t) =>
      /(?<!\p{L})(?:the|and|with|against|fails|succeeds|given|holds|supported|stays|moves|dislodged|retreats?|builds?|removes?|disband(?:ed|s)?|waived|cannot|which|from|into|owned|units?)(?!\p{L})/iu.exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  {
    name: 'unit or place left as an id',
    find: (t) => new RegExp(`(?<!\\p{L})(?:[AF] (?:${ids})|(?:${ids})/[nse]c|(?:en|à|au|dans|vers|sur) (?:${ids}))(?!\\p{L})`, 'u').exec(t.replace(/«[^»]*»/g, '«»'))?.[0],
  },
  { name: 'words the 2000 rulebook does not use', find: (t) => /(?<!\p{L})(?:coupée?s?|dissoute?s?|dissolution)(?!\p{L})/iu.exec(t)?.[0] },
];

describe('French lint over everything the casebook produces', () => {
  const texts = casebookFrench();

  it('renders a French text for every order and step', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  for (const lint of LINTS) {
    it(`no ${lint.name}`, () => {
      const bad = new Set<string>();
      for (const { where, text } of texts) {
        const hit = lint.find(text);
        if (hit) bad.add(`${where}: «${hit}» in: ${text}`);
      }
      expect([...bad].slice(0, 20)).toEqual([]);
    });
  }
});

describe('the French lint itself', () => {
  const faults: [string, string][] = [
    ['a city after "en"', 'elle reste en Munich'],
    ['a province named twice ("A Munich reste à Munich")', 'A Bourgogne reste en Bourgogne'],
    ['a country or sea without its article', 'il avance vers Danemark'],
    ['a country or sea without its article', 'dans mer du Nord'],
    ['English words', 'échoue : 1 against 1'],
    ['unit or place left as an id', 'délogée par A mun'],
    ['words the 2000 rulebook does not use', 'soutien coupé'],
    ['words the 2000 rulebook does not use', 'elle est dissoute'],
  ];
  it.each(faults)('catches %s in «%s»', (name, text) => {
    expect(LINTS.find((l) => l.name === name)!.find(text)).toBeTruthy();
  });
  it('accepts correct French', () => {
    const good = "A Bulgarie n'a aucun effet sur la Roumanie : elle est délogée par l'unité qui en vient. La flotte reste dans la mer du Nord, au Danemark, à Kiel, en Bourgogne, de Bourgogne, en mer Noire.";
    expect(LINTS.filter((l) => l.find(good)).map((l) => l.name)).toEqual([]);
  });
});
