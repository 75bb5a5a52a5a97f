// Retreat and adjustment phases explained (issue #10 item 5): closed provinces named with their
// cause, collisions, centres changing hands after Fall, builds owed and refused, and the distance
// table behind a civil-disorder removal, in both languages.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { adjudicatePhase } from '../phase.js';
import { ordersOf, unitsOf, type PhaseSpec } from '../test-helpers.js';

/** The detail itself (its explanation and reasons are getters, which a spread would drop). */
function detailOf(spec: PhaseSpec) {
  return adjudicatePhase(standardMap, {
    ruleset: spec.ruleset,
    phase: { season: spec.season ?? 'spring', year: 1901, type: spec.type ?? 'movement' },
    units: unitsOf(spec.units),
    orders: ordersOf(spec.orders),
    dislodged: spec.dislodged,
    contested: spec.contested,
    supplyCenters: spec.supplyCenters,
  });
}

describe('retreat phase', () => {
  const base = {
    type: 'retreat' as const,
    units: ['france A bur', 'germany A ber', 'france A mun', 'italy A tyr'],
    dislodged: [
      { power: 'germany' as const, type: 'A' as const, loc: 'mun', attackerFrom: 'bur' },
      { power: 'austria' as const, type: 'A' as const, loc: 'tyr', attackerFrom: 'ven' },
    ],
    contested: ['sil'],
  };

  it('names every closed province and why: occupied (by whom), the attack’s origin, a standoff', () => {
    const d = detailOf({ ...base, orders: ['germany: A mun - sil', 'austria: A tyr - boh'] });
    expect(d.reasons[0].en).toBe('cannot retreat to sil: sil was left empty by a standoff; the unit disbands (open: boh, kie or ruh)');
    expect(d.reasons[0].fr).toBe("ne peut pas battre en retraite en Silésie : la Silésie est restée vide après un statu quo ; l'unité est démobilisée (provinces ouvertes : la Bohème, Kiel ou la Ruhr)".replace('’', "'"));
    const step = d.explanation.find((s) => s.kind === 'retreat' && s.title.en.startsWith('A mun'))!;
    expect(step.title.en).toBe('A mun is disbanded');
    expect(step.text.en).toContain('Closed: ber is occupied by A ber; the attack came from bur; sil was left empty by a standoff; tyr is occupied by the army that dislodged A tyr from it.');
    expect(step.text.fr).toContain("Provinces fermées : Berlin est occupé par A Berlin ; l'attaque est venue de Bourgogne");
    expect(step.text.fr).toContain("Son ordre ne peut pas être exécuté : elle est démobilisée.");
  });

  it('tells a collision: both units disband', () => {
    const d = detailOf({ ...base, orders: ['germany: A mun - boh', 'austria: A tyr - boh'] });
    const why = 'a retreat can be neither supported nor convoyed, so none outweighs another and both units disband (000 "RÉDACTION DES ORDRES DE RETRAITE", "DÉMOBILISATION")';
    expect(d.reasons.map((r) => r.en)).toEqual([`fails: A tyr also retreats to boh; ${why}`, `fails: A mun also retreats to boh; ${why}`]);
    expect(d.reasons[0].fr).toBe(
      "échoue : A Tyrol bat aussi en retraite en Bohème ; une retraite ne peut être ni soutenue ni convoyée, aucune ne l'emporte donc et les deux unités sont démobilisées (000 « RÉDACTION DES ORDRES DE RETRAITE », « DÉMOBILISATION »)",
    );
  });

  it('tells a three-way collision: all of them disband', () => {
    const d = detailOf({
      type: 'retreat',
      units: ['france A bur', 'germany A ber', 'france A mun', 'italy A tyr', 'russia A sil'],
      dislodged: [
        { power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'bur' },
        { power: 'austria', type: 'A', loc: 'tyr', attackerFrom: 'ven' },
        { power: 'austria', type: 'A', loc: 'sil', attackerFrom: 'war' },
      ],
      orders: ['germany: A mun - boh', 'austria: A tyr - boh', 'austria: A sil - boh'],
    });
    expect(d.reasons[0].en).toContain('fails: A tyr and A sil also retreat to boh;');
    expect(d.reasons[0].en).toContain('all of them disband');
    expect(d.reasons[0].en).not.toContain('both');
    expect(d.reasons[0].fr).toContain('toutes sont démobilisées');
  });

  it('says who takes which centre from whom after a Fall retreat', () => {
    const d = detailOf({
      type: 'retreat',
      season: 'fall',
      units: ['france A mun', 'germany A ber', 'france A kie'],
      dislodged: [{ power: 'germany', type: 'A', loc: 'kie', attackerFrom: 'hol' }],
      supplyCenters: { germany: ['mun', 'ber', 'kie'], france: ['par'] },
      orders: ['germany: A kie - den'],
    });
    const centres = d.explanation.find((s) => s.kind === 'centres')!;
    expect(centres.text.en).toBe('Germany takes den, which was neutral. France takes kie from Germany. France takes mun from Germany. Centres now: France 3 centres; Germany 2 centres.');
    expect(centres.text.fr).toBe("L'Allemagne prend le Danemark, jusque-là neutre. La France prend Kiel à l'Allemagne. La France prend Munich à l'Allemagne. Centres désormais : France 3 centres ; Allemagne 2 centres.");
  });
});

describe('adjustment phase', () => {
  it('counts centres against units, and says why a build is refused', () => {
    const d = detailOf({
      type: 'adjustment',
      season: 'winter',
      units: ['france A bre', 'france A bur', 'france A pic'],
      supplyCenters: { france: ['par', 'bre', 'bel', 'spa', 'por'], germany: ['mar'] },
      orders: ['france: Build A par', 'france: Build A mar', 'france: Build F bre', 'france: Build A mun'],
    });
    expect(d.reasons.map((r) => r.en)).toEqual([
      'builds A par: a home centre of France, still owned by it and unoccupied',
      'France no longer owns mar',
      'bre is occupied',
      'mun is not a home centre of France',
    ]);
    expect(d.reasons[1].fr).toBe("Marseille n'appartient plus à la France");
    const step = d.explanation[0];
    expect(step.title.en).toBe('France: 5 centres, 3 units, 2 builds due');
    expect(step.text.en).toBe('It builds A par. One build is not used.');
    expect(step.title.fr).toBe('France : 5 centres, 3 unités, 2 constructions dues');
  });

  it('shows the distance table behind a civil-disorder removal, under each preset’s measure', () => {
    const setup = {
      type: 'adjustment' as const,
      season: 'winter' as const,
      units: ['england A mos', 'england A mar', 'england F nth', 'england F lon', 'england F edi', 'england A lvp'],
      supplyCenters: { england: ['lon', 'edi', 'lvp', 'nwy', 'swe'] },
      orders: [],
    };
    const postal = detailOf({ ...setup, ruleset: 'rulebook-1971' }).explanation[0];
    expect(postal.text.en).toContain('the engine removes A mos, the unit farthest from its home centres (sum of the distances)');
    expect(postal.text.en).toContain('Distances: A mos (13); A mar (12)');
    const book = detailOf(setup).explanation[0];
    expect(book.text.en).toContain('removes A mar, the unit farthest from its nearest home centre');
    expect(book.text.fr).toContain("le moteur démobilise A Marseille, l'unité la plus éloignée de son centre d'origine le plus proche".replace('’', "'"));
  });
});
