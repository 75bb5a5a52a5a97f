// The Ancient Mediterranean's Nile and its canal (seed 004 §11) and the Diolkos (§10) said by the
// engine itself: why a fleet sails inland to Memphis, why the Reed Sea is out of Alexandria's reach
// next door, why a fleet crosses the isthmus through Athens but not from sea to sea. The notes
// come from the variant's waterways through the plug-in's `movementNotes` hook, state no result, and
// cite the section; a fleet far from the water, an army crossing the Nile and the delta's own pairs
// get none.

import { describe, expect, it } from 'vitest';
import { boardOf } from '../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../adjudicate/phase.js';
import { casePhaseDetails } from '../testing/casebook.js';
import type { PhaseInput } from '../protocol/types.js';

const caseMovements = casePhaseDetails;

function play(units: Record<string, string[]>, orders: Record<string, string[]>): AdjudicationDetail {
  const input: PhaseInput = {
    variant: 'ancient-mediterranean',
    phase: { season: 'spring', year: 1, type: 'movement' },
    units: Object.entries(units).flatMap(([power, list]) => list.map((u) => ({ power, type: u[0] as 'A' | 'F', loc: u.slice(2) }))),
    orders: Object.entries(orders).flatMap(([power, list]) => list.map((text) => ({ power, text }))),
  };
  return adjudicatePhase(boardOf(input), input);
}

const notesOf = (d: AdjudicationDetail) => d.explanation.flatMap((s) => s.facts.text.filter((f) => /^(waterway|passage|crossing)-/.test(f.id)).map((f) => f.id));
const said = (d: AdjudicationDetail, lang: 'en' | 'fr') => d.explanation.map((s) => s.text[lang]).join('\n');
const NILE_EN = 'fleets sail it between the spaces it joins, which are bay, mem, ale, the and sii (Ancient Mediterranean, §11)';

describe('the canal (seed 004 §11)', () => {
  it('ancmed-canal: the two fleets refused the Reed Sea are told what the canal joins; the fleet that sails it, what it is', () => {
    const [d] = caseMovements('ancmed-canal');
    expect(d.output.orders.map((o) => o.result)).toEqual(['succeeds', 'illegal', 'illegal']);
    expect(notesOf(d)).toEqual(['waterway-unreachable-into', 'waterway-unreachable-into', 'waterway-move']);
    const illegal = d.explanation.find((s) => s.orders.includes(1))!;
    expect(illegal.orders).toEqual([1, 2]);
    expect(illegal.text.en).toContain('The Nile–Reed Sea canal joins ree only to sii and the, not to ale (Ancient Mediterranean, §11).');
    expect(illegal.text.en).toContain('not to gop (Ancient Mediterranean, §11).');
    expect(illegal.text.fr).toContain("Le canal du Nil à la mer Rouge ne relie la mer Rouge qu'au Sinaï et à Thèbes, pas à Alexandrie (Méditerranée Antique, §11).");
    expect(illegal.text.fr).toContain('pas au golfe de Péluse (Méditerranée Antique, §11).');
    expect(said(d, 'en')).toContain('F ree - sii sails the Nile–Reed Sea canal: it is no space, but fleets sail it between the spaces it joins, which are sii, the and ree (Ancient Mediterranean, §11).');
  });

  it('a fleet far from the water gets no note: no waterway is why it cannot reach', () => {
    const d = play({ egypt: ['F nab'] }, { egypt: ['F nab - the'] });
    expect(d.output.orders[0].result).toBe('illegal');
    expect(notesOf(d)).toEqual([]);
  });
});

describe('the Nile (seed 004 §11)', () => {
  it('ancmed-nile: the three river moves are told as sailing the Nile, and Memphis to Cyrene as leaving it', () => {
    const [spring, fall] = caseMovements('ancmed-nile');
    expect(notesOf(spring)).toEqual(['waterway-move', 'waterway-move', 'waterway-move']);
    for (const move of ['F sii - the', 'F the - mem', 'F mem - ale']) expect(said(spring, 'en')).toContain(`${move} sails the Nile: it is no space, but ${NILE_EN}`);
    expect(said(spring, 'fr')).toContain("F Thèbes - Memphis emprunte le Nil : ce n'est pas un espace, mais les flottes y naviguent entre les espaces qu'il relie, qui sont la Bayuda, Memphis, Alexandrie, Thèbes et le Sinaï (Méditerranée Antique, §11).");
    expect(fall.output.orders.map((o) => o.result)).toEqual(['illegal']);
    expect(notesOf(fall)).toEqual(['waterway-unreachable-off']);
    expect(said(fall, 'en')).toContain('Fleets sail the Nile only between the spaces it joins, which are bay, mem, ale, the and sii, and cyr is not one of them (Ancient Mediterranean, §11).');
    expect(said(fall, 'fr')).toContain('et Cyrène n\'en fait pas partie (Méditerranée Antique, §11).');
  });

  it('a support along the Nile is told with the principle that lets it count; a failed move along it is still only a move', () => {
    const d = play({ egypt: ['F mem', 'F the'], persia: ['F ale', 'F cyr'] }, { egypt: ['F mem S F the - ale', 'F the - ale'], persia: ['F ale H', 'F cyr S F ale'] });
    expect(d.output.orders.map((o) => o.result)).toEqual(['given', 'fails', 'holds', 'given']);
    expect(notesOf(d)).toEqual(['waterway-support', 'waterway-move']);
    expect(said(d, 'en')).toContain(`F mem gives its support along the Nile: a unit may support where it could move, and fleets sail the Nile between the spaces it joins`);
    expect(said(d, 'en')).toContain(`F the - ale sails the Nile: it is no space, but ${NILE_EN}`);
    expect(said(d, 'en')).not.toMatch(/sailed|reached/);
  });

  it('armies cross the Nile as any border, and the delta\'s own pairs are the delta\'s: no waterway note', () => {
    const d = play({ egypt: ['A mem', 'F ale'] }, { egypt: ['A mem - the', 'F ale - sii'] });
    expect(d.output.orders.map((o) => o.result)).toEqual(['succeeds', 'succeeds']);
    expect(notesOf(d)).toEqual(['passage-delta-move']);
  });
});

describe('the Diolkos (seed 004 §10): a crossing of the isthmus', () => {
  it('ancmed-diolkos: Ionian to Aegean in one move is refused with the principle; moves by Athens are told its one coast', () => {
    const [spring, fall] = caseMovements('ancmed-diolkos');
    expect(spring.output.orders.map((o) => o.result)).toEqual(['succeeds', 'illegal']);
    expect(notesOf(spring)).toEqual(['crossing-sea-to-sea', 'crossing-move']);
    expect(said(spring, 'en')).toContain('The Diolkos takes fleets across the isthmus only through ath or spa, one move in and one move out; ion and aeg do not touch (Ancient Mediterranean, §10).');
    expect(said(spring, 'fr')).toContain("Le Diolkos ne fait franchir l'isthme aux flottes qu'en passant par Athènes ou Sparte, un mouvement pour y entrer et un autre pour en sortir ; la mer Ionienne et la mer d'Égée ne se touchent pas (Méditerranée Antique, §10).");
    expect(said(spring, 'en')).toContain('F aeg - ath: the Diolkos lets fleets cross the isthmus, so ath and spa each have one continuous coast, which a fleet enters or leaves from either sea (Ancient Mediterranean, §10).');
    expect(notesOf(fall)).toEqual(['crossing-move', 'crossing-move']);
    expect(said(fall, 'fr')).toContain("F Mer Ionienne - Athènes : le Diolkos permet aux flottes de franchir l'isthme, et Athènes et Sparte ont donc chacune une seule côte continue");
  });

  it('a fleet from Athens to Sparta, by land\'s coast, gets no note; nor a sea move far from the isthmus', () => {
    expect(notesOf(play({ greece: ['F ath'] }, { greece: ['F ath - spa'] }))).toEqual([]);
    const far = play({ egypt: ['F gop'] }, { egypt: ['F gop - ion'] });
    expect(far.output.orders[0].result).toBe('illegal');
    expect(notesOf(far)).toEqual([]);
  });
});
