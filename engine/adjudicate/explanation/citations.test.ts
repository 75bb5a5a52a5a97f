// What the explanations say and cite (issue #10, review of the reasons and steps): each rule is cited
// where it decided the order, never where it did not; a step states its outcome and its decisive
// facts once; no sentence describes a unit that has left or been dislodged as standing its ground.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { ordersOf, unitsOf } from '../test-helpers.js';
import type { MovementResult } from '../movement/index.js';
import type { PresetName } from '../../rules/presets.js';

const movementOf = (d: AdjudicationDetail) => (d as unknown as { movement: MovementResult }).movement;

function play(units: string[], orders: string[], ruleset: PresetName = 'rulebook-2000') {
  const detail = adjudicatePhase(standardMap, { phase: { season: 'spring', year: 1901, type: 'movement' }, units: unitsOf(units), orders: ordersOf(orders), ruleset });
  const m = movementOf(detail);
  return {
    results: detail.output.orders.map((o) => o.result),
    reason: (i: number) => m.outcomes[i].reason,
    steps: detail.explanation,
    step: (title: RegExp) => detail.explanation.find((s) => title.test(s.title.en))!,
  };
}

describe('rule 4 is cited only where a unit in place survives a standoff that could have dislodged it', () => {
  it('two armies standing off in an empty Silesia cite rule 3, not rule 4 (schema 4)', () => {
    const r = play(['germany A ber', 'russia A war'], ['germany: A ber - sil', 'russia: A war - sil']);
    expect(r.results).toEqual(['fails', 'fails']);
    expect(r.reason(0).rules).toEqual([3]);
    expect(r.step(/^sil/).rules).toEqual([3]);
  });

  it('three attacks of 2 on a fleet holding with 1 cite rule 4 for the garrison (DATC 6.E.13)', () => {
    const r = play(
      ['england F edi', 'england F yor', 'france F bel', 'france F eng', 'germany F nth', 'russia F nwg', 'russia F nwy'],
      ['england: F edi S F yor - nth', 'england: F yor - nth', 'france: F bel - nth', 'france: F eng S F bel - nth', 'germany: F nth H', 'russia: F nwg - nth', 'russia: F nwy S F nwg - nth'],
    );
    expect(r.reason(1).rules).toEqual([3, 4]);
    expect(r.reason(4).rules).toEqual([4]);
  });
});

describe('no rule cited for what it did not decide', () => {
  const r = play(['france A mar', 'france A gas', 'germany A bur'], ['france: A mar - bur', 'france: A gas S A mar - bur', 'germany: A bur H']);

  it('a supported move that beats the unit in place cites no rule 3: no other move competed (schema 8)', () => {
    expect(r.results).toEqual(['succeeds', 'given', 'holds']);
    expect(r.reason(0).rules).toEqual([]);
    expect(r.reason(0).en).toBe('succeeds: 2 against 1 (supported by A gas), beating A bur');
  });

  it('a dislodged unit that held cites no rule 5: it blocked nothing', () => {
    expect(r.reason(2).rules).toEqual([]);
    expect(r.step(/^bur/).rules).not.toContain(5);
  });

  it('a move that beats a rival move into the same province cites rule 3 (DATC 6.F.3)', () => {
    const f = play(
      ['england A lon', 'england F eng', 'england F mao', 'france A par'],
      ['england: F eng C A lon - bre', 'england: A lon - bre', 'england: F mao S A lon - bre', 'france: A par - bre'],
    );
    expect(f.results).toEqual(['available', 'succeeds', 'given', 'fails']);
    expect(f.reason(1).rules).toEqual([3]);
  });

  it('a convoyed army cuts a support with rule 22 only when that support backs an attack on a fleet of its own convoy', () => {
    // Schema 31: the Naples support backs Rome's attack on the Tyrrhenian fleet, on the army's route.
    const s31 = play(
      ['france F ion', 'france A tun', 'france F tys', 'italy F nap', 'italy F rom'],
      ['france: A tun - nap', 'france: F ion C A tun - nap', 'france: F tys C A tun - nap', 'italy: F rom - tys', 'italy: F nap S F rom - tys'],
    );
    expect(s31.reason(4).rules).toEqual([13, 22]);
    expect(s31.reason(4).en).toMatch(/F tys, a fleet of its convoy.*rule 22/);
    // The same army against a support for an attack elsewhere: plain rule 13.
    const other = play(
      ['france F ion', 'france A tun', 'italy F nap', 'italy F rom'],
      ['france: A tun - nap', 'france: F ion C A tun - nap', 'italy: F rom - tys', 'italy: F nap S F rom - tys'],
    );
    expect(other.results[3]).toBe('cut');
    expect(other.reason(3).rules).toEqual([13]);
  });

  it('a support not cut because a paradox stopped the convoy cites no rule 17 when no fleet was dislodged (DATC 6.F.16)', () => {
    const r16 = play(
      ['england F lon', 'england F wal', 'france A bre', 'france F eng', 'germany F bel', 'germany F nth'],
      ['england: F lon S F wal - eng', 'england: F wal - eng', 'france: A bre - lon', 'france: F eng C A bre - lon', 'germany: F nth S F bel - eng', 'germany: F bel - eng'],
      'datc',
    );
    expect(r16.results).toEqual(['given', 'fails', 'fails', 'disrupted', 'given', 'fails']);
    expect(r16.reason(0).rules).not.toContain(17);
    // The convoying fleet survives the standoff: the paradox reason must not say it is dislodged.
    expect(r16.reason(3).en).not.toMatch(/dislodged/);
    expect(r16.reason(3).en).not.toMatch(/fleet holds/);
  });
});

describe('rules that no code path cited before', () => {
  it('rule 18: a convoyed army that stands off stays where it set out (DATC 6.F.2)', () => {
    const r = play(['england A lon', 'england F eng', 'france A par'], ['england: F eng C A lon - bre', 'england: A lon - bre', 'france: A par - bre']);
    expect(r.reason(1).rules).toContain(18);
    expect(r.reason(1).en).toMatch(/stays in lon \(rule 18\)/);
    expect(r.reason(2).rules).not.toContain(18);
  });

  it('rule 8: a support in place of a unit ordered to move is void (DATC 6.D.7)', () => {
    const r = play(
      ['germany F bal', 'germany F pru', 'russia A fin', 'russia F bot', 'russia F lvn'],
      ['germany: F bal - swe', 'germany: F pru S F bal', 'russia: F lvn - bal', 'russia: F bot S F lvn - bal', 'russia: A fin - swe'],
    );
    expect(r.results[1]).toBe('invalid');
    expect(r.reason(1).rules).toEqual([8]);
    expect(r.reason(1).en).toMatch(/only a unit not ordered to move can be supported in place \(rule 8\)/);
  });

  it('rule 13 in schema 17: the attack from the supported province would not cut, the dislodgement does', () => {
    const r = play(
      ['germany F ber', 'germany A sil', 'russia F bal', 'russia A pru', 'russia A war'],
      ['germany: F ber - pru', 'germany: A sil S F ber - pru', 'russia: A pru - sil', 'russia: A war S A pru - sil', 'russia: F bal - pru'],
    );
    expect(r.results[1]).toBe('cut');
    expect(r.reason(1).rules).toEqual([13, 14]);
  });

  it('rule 11 opens a retreat: a unit dislodged head-on leaves no standoff where it tried to go (DATC 6.H.9)', () => {
    const r = play(
      ['england F den', 'england F hel', 'germany A ber', 'germany A sil', 'germany F kie', 'russia A pru'],
      ['england: F hel - kie', 'england: F den S F hel - kie', 'germany: A ber - pru', 'germany: F kie H', 'germany: A sil S A ber - pru', 'russia: A pru - ber'],
    );
    const kiel = r.step(/F kie is dislodged/);
    expect(kiel.rules).toContain(11);
    expect(kiel.text.en).toMatch(/ber is open although A pru tried to move there.*rule 11/);
  });
});

describe('false claims found in review', () => {
  it('a unit of the same power that is dislodged does not "stay where it is" (DATC 6.D.18)', () => {
    const r = play(
      ['russia A bul', 'russia F bla', 'russia F con', 'turkey A arm', 'turkey A smy', 'turkey F ank'],
      ['russia: F con S F bla - ank', 'russia: F bla - ank', 'russia: A bul S F con', 'turkey: F ank - con', 'turkey: A smy S F ank - con', 'turkey: A arm - ank'],
    );
    expect(r.results).toEqual(['given', 'succeeds', 'given', 'fails', 'given', 'fails']);
    expect(r.reason(5).en).not.toMatch(/F ank stays/);
    expect(r.reason(5).en).toBe('fails: 1 against 2, prevented by F bla - ank (supported by F con)');
  });

  it('a fleet on no route of the convoy is not said to carry the army (DATC 6.G.6)', () => {
    const r = play(
      ['england A lvp', 'england F eng', 'germany A edi', 'france F iri', 'france F nth', 'russia F nao', 'russia F nwg'],
      ['england: A lvp - edi', 'england: F eng C A lvp - edi', 'germany: A edi - lvp', 'france: F iri H', 'france: F nth H', 'russia: F nwg C A lvp - edi', 'russia: F nao C A lvp - edi'],
    );
    expect(r.results).toEqual(['succeeds', 'available', 'succeeds', 'holds', 'holds', 'available', 'available']);
    expect(r.reason(1).en).toMatch(/no route from A lvp to edi passes through it/);
    expect(r.reason(5).en).not.toMatch(/F eng/);
    // F eng is named only as the fleet whose order shows the intent to go by sea (DATC 4.A.3), never among the carriers.
    expect(r.step(/convoyed/).text.en).not.toMatch(/convoyed by[^.]*F eng/);
    expect(r.step(/convoyed/).text.en.replace(/but F eng, a fleet of its own power, is ordered to convoy it, which shows the intent/, '')).not.toMatch(/F eng/);
    // The unit that stood in Edinburgh left: it is not "no unit holds edi".
    expect(r.reason(0).en).not.toMatch(/no unit holds edi/);
  });

  it('a unit that moved away does not defend its province (schema 14: Rumania)', () => {
    const r = play(
      ['russia A rum', 'russia A gre', 'russia A ser', 'russia A sev', 'turkey A bul', 'turkey F bla'],
      ['turkey: A bul - rum', 'turkey: F bla S A bul - rum', 'russia: A rum - bul', 'russia: A gre S A rum - bul', 'russia: A ser S A rum - bul', 'russia: A sev - rum'],
    );
    const rum = r.step(/^rum/);
    expect(rum.text.en).not.toMatch(/A rum defends/);
    expect(rum.text.en).toMatch(/A rum moves out/);
  });
});

describe('a battle step states the outcome and the decisive facts once', () => {
  it('each attacker of the besieged North Sea is named once, not with every rival in every reason (DATC 6.E.13)', () => {
    const r = play(
      ['england F edi', 'england F yor', 'france F bel', 'france F eng', 'germany F nth', 'russia F nwg', 'russia F nwy'],
      ['england: F edi S F yor - nth', 'england: F yor - nth', 'france: F bel - nth', 'france: F eng S F bel - nth', 'germany: F nth H', 'russia: F nwg - nth', 'russia: F nwy S F nwg - nth'],
    );
    const text = r.step(/^nth/).text.en;
    for (const u of ['F yor', 'F bel', 'F nwg', 'F edi', 'F eng', 'F nwy']) expect(text.split(u).length - 1, u).toBe(1);
    expect(text).toMatch(/stand each other off: nobody gets in \(rule 3\), and F nth stays.*\(rule 4\)/);
    expect(text.length).toBeLessThan(400);
  });

  it('a move beaten head-on elsewhere is told after that battle (DATC 6.H.9: Prussia before Berlin)', () => {
    const r = play(
      ['germany A ber', 'germany A sil', 'russia A pru'],
      ['germany: A ber - pru', 'germany: A sil S A ber - pru', 'russia: A pru - ber'],
    );
    const titles = r.steps.map((s) => s.title.en);
    expect(titles.findIndex((t) => t.startsWith('pru'))).toBeLessThan(titles.findIndex((t) => t.startsWith('ber')));
    expect(r.step(/^ber/).title.en).toBe('ber: nobody gets in');
  });
});

describe('over the whole casebook', () => {
  const all: { where: string; detail: AdjudicationDetail }[] = [];
  for (const c of sharedCases()) {
    for (const preset of presetsOf(c)) {
      runPhases(c, preset, (input) => {
        const detail = adjudicatePhase(standardMap, input);
        if (input.phase.type === 'movement') all.push({ where: `${c.id} (${preset})`, detail });
        return detail.output;
      });
    }
  }

  it('no reason or step says a unit "stays where it is" or "defends" once it has moved away or been dislodged', () => {
    const bad: string[] = [];
    for (const { where, detail } of all) {
      const m = movementOf(detail);
      const name = (i: number) => `${m.board.units[i].type} ${m.board.units[i].loc}`;
      const left = new Set(m.board.units.flatMap((_, i) => (m.moved[i] ? [name(i)] : [])));
      const dislodged = new Set(m.dislodged.map((d) => name(d.unit)));
      const texts = [...m.outcomes.map((o) => o.reason.en), ...detail.explanation.map((s) => s.text.en)];
      for (const t of texts) {
        // A unit that left neither holds nor defends; a dislodged one held, with the strength told, but did not stay.
        for (const x of t.matchAll(/([AF] [a-z]{3}(?:\/[a-z]{2})?),? (stays where it is|defends with|holds with|whose own move)/g)) {
          if (left.has(x[1]) || (x[2] === 'stays where it is' && dislodged.has(x[1]))) bad.push(`${where}: ${x[1]}: ${t}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('cites rule 4 only with a unit in place, and rule 5 never for a dislodged unit', () => {
    const bad: string[] = [];
    for (const { where, detail } of all) {
      const m = movementOf(detail);
      m.outcomes.forEach((o, i) => {
        if (o.unit < 0) return;
        const dest = m.board.dest[o.unit];
        if (o.reason.rules.includes(4) && m.board.kind[o.unit] === 1 && (dest === undefined || m.board.unitAt.get(dest) === undefined)) bad.push(`${where}: order ${i}: rule 4 on an empty province`);
        if (o.reason.code === 'holds' && o.dislodged && o.reason.rules.includes(5)) bad.push(`${where}: order ${i}: rule 5 on a dislodged unit`);
      });
    }
    expect(bad).toEqual([]);
  });
});
