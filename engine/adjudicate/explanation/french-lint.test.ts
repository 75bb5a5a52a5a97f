// French lint (issue #10 item 6): every French sentence the casebook produces (every reason and
// every step of every phase of every case, under each preset the case is run with) is checked for
// the faults a machine-made French shows: a city after "en", a province named twice ("A Munich reste
// à Munich"), a country or sea without its article, English words, unit notation left as ids, and
// words the 2000 rulebook does not use ("coupé" for a support, "dissoute" for a unit).

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { boardOf } from '../../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { randomPhase } from '../random-phase.js';
import { randomConvoySwapPhase } from '../random-convoy-phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { LINTS } from '../../testing/french-lint.js';

type Text = { where: string; text: string };

/** A phase's French texts: every order's reason and every step. */
function frenchOf(where: string, detail: AdjudicationDetail, out: Text[]): void {
  detail.output.orders.forEach((o, i) => {
    const fr = detail.reasons?.[i]?.fr;
    if (fr !== undefined) out.push({ where: `${where}: ${o.text}`, text: fr });
  });
  for (const s of detail.explanation) out.push({ where: `${where}: step`, text: `${s.title.fr}. ${s.text.fr}` });
}

/** Every French text of the casebook (each case on its own board), with where it comes from. */
function casebookFrench(): Text[] {
  const out: Text[] = [];
  for (const c of sharedCases()) {
    for (const preset of presetsOf(c)) {
      runPhases(c, preset, (input) => {
        // Each case on its own board: a variant board's case run on the standard one fails to load and says nothing.
        const detail = adjudicatePhase(boardOf(input), input);
        frenchOf(`${c.id} ${input.phase.season} ${input.phase.year} ${input.phase.type} (${preset})`, detail, out);
        return detail.output;
      });
    }
  }
  return out;
}

/** French texts of random phases: messages the casebook may not reach (many-unit lists, rare clauses). */
function randomFrench(): Text[] {
  const out: Text[] = [];
  for (let seed = 1; seed <= 300; seed++) frenchOf(`random ${seed}`, adjudicatePhase(standardMap, randomPhase(standardMap, seed)), out);
  for (let seed = 1; seed <= 100; seed++) frenchOf(`convoy swap ${seed}`, adjudicatePhase(standardMap, randomConvoySwapPhase(standardMap, seed)), out);
  return out;
}

describe('French lint over everything the casebook produces, and over random phases', () => {
  const texts = [...casebookFrench(), ...randomFrench()];

  it('renders a French text for every order and step', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('reads every case with orders, the variant boards\' included (none fails to run and goes unread)', () => {
    const read = new Set(texts.map((t) => t.where.split(' ')[0]));
    const unread = sharedCases().filter((c) => c.phases?.some((p) => p.orders.length) && !read.has(c.id)).map((c) => c.id);
    expect(unread).toEqual([]);
    expect(read.has('ancmed-delta')).toBe(true);
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
    ['a unit in notation after "de" or "que"', 'le soutien de A Silésie est bloqué'],
    ['a unit in notation after "de" or "que"', 'bien que F Mer du Nord ait tenté'],
    ['a unit in notation after "de" or "que"', "le soutien d'A Silésie"],
    ['no elision before a vowel', 'Les offres que alice remporte'],
    ['no elision before a vowel', "pays d'origine de alice"],
    ['words the 2000 rulebook does not use', 'soutien coupé'],
    ['words the 2000 rulebook does not use', 'elle est dissoute'],
    ['words the 2000 rulebook does not use', "l'armée délogée peut se retirer à Rome"],
    ['words the 2000 rulebook does not use', 'le convoi passe mais le soutien est coupé'],
    ['words the 2000 rulebook does not use', 'la Russie est en désordre civil'],
    ['words the 2000 rulebook does not use', 'Désordre civil : la flotte la plus éloignée part'],
  ];
  it.each(faults)('catches %s in «%s»', (name, text) => {
    expect(LINTS.find((l) => l.name === name)!.find(text)).toBeTruthy();
  });
  it('accepts correct French', () => {
    const good = "A Bulgarie n'a aucun effet sur la Roumanie : elle est délogée par l'unité qui en vient. La flotte reste dans la mer du Nord, au Danemark, à Kiel, en Bourgogne, de Bourgogne, en mer Noire. Une route coupée, en fin de tour. Le soutien de l'armée de Silésie et de la flotte de la mer du Nord est bloqué par A Bohème. Vers le Yorkshire, avec sa force de un.";
    expect(LINTS.filter((l) => l.find(good)).map((l) => l.name)).toEqual([]);
  });
});
