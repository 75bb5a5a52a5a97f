// One named test per numbered resolution rule at the end of the 2000 rulebook
// (000_a224e2262e586961.txt, "22 règles"), each rule restated in our own words.
import { describe, expect, it } from 'vitest';
import { play } from './test-helpers.js';

describe('the 22 resolution rules of the 2000 rulebook', () => {
  it('rule 1: every unit has the same strength (an army and a fleet stand off)', () => {
    const r = play({ units: ['france A pic', 'england F nth'], orders: ['france: A pic - bel', 'england: F nth - bel'] });
    expect(r.results).toEqual(['fails', 'fails']);
  });

  it('rule 2: only one unit may stand in a province', () => {
    const r = play({ units: ['france A par', 'germany A bur'], orders: ['france: A par - bur', 'germany: A bur H'] });
    expect(r.results).toEqual(['fails', 'holds']);
    expect(r.position).toEqual(['france A par', 'germany A bur']);
  });

  it('rule 3: equal strengths moving to one province stand off and stay home', () => {
    const r = play({ units: ['germany A ber', 'russia A war'], orders: ['germany: A ber - sil', 'russia: A war - sil'] });
    expect(r.results).toEqual(['fails', 'fails']);
    expect(r.output.contested).toEqual(['sil']);
  });

  it('rule 4: a standoff does not dislodge the unit already there', () => {
    const r = play({ units: ['germany A ber', 'russia A war', 'austria A sil'], orders: ['germany: A ber - sil', 'russia: A war - sil'] });
    expect(r.results).toEqual(['fails', 'fails']);
    expect(r.output.dislodged).toEqual([]);
    expect(r.position).toContain('austria A sil');
  });

  it('rule 5: a unit that does not move blocks a chain of moves (schema 5)', () => {
    const r = play({
      units: ['russia A pru', 'germany A ber', 'germany F kie'],
      orders: ['russia: A pru H', 'germany: A ber - pru', 'germany: F kie - ber'],
    });
    expect(r.results).toEqual(['holds', 'fails', 'fails']);
  });

  it('rule 6: two units cannot swap places without a convoy', () => {
    const r = play({ units: ['germany A ber', 'russia A pru'], orders: ['germany: A ber - pru', 'russia: A pru - ber'] });
    expect(r.results).toEqual(['fails', 'fails']);
  });

  it('rule 7: three or more units may move round in a circle', () => {
    const r = play({
      units: ['england A hol', 'england F bel', 'germany F nth'],
      orders: ['england: A hol - bel', 'england: F bel - nth', 'germany: F nth - hol'],
    });
    expect(r.results).toEqual(['succeeds', 'succeeds', 'succeeds']);
    expect(r.position).toEqual(['england A bel', 'england F nth', 'germany F hol']);
  });

  it('rule 8: a unit that does not move is supported by an order naming only its province', () => {
    const r = play({
      units: ['germany A ber', 'germany A sil', 'russia A pru', 'russia F bal'],
      orders: ['germany: A ber H', 'germany: A sil S A ber', 'russia: A pru - ber', 'russia: F bal S A pru - ber'],
    });
    expect(r.results).toEqual(['holds', 'given', 'fails', 'given']);
    expect(r.output.dislodged).toEqual([]);
  });

  it('rule 9: a support to move counts only if it repeats the move exactly', () => {
    const r = play({
      units: ['germany A ber', 'germany A mun', 'russia A war'],
      orders: ['germany: A ber - pru', 'germany: A mun S A ber - sil', 'russia: A war - sil'],
    });
    expect(r.results).toEqual(['succeeds', 'invalid', 'succeeds']);
  });

  it('rule 10: a dislodged unit can still cause a standoff in another province', () => {
    const r = play({
      units: ['germany A ber', 'russia A war', 'russia A pru', 'russia F bal'],
      orders: ['germany: A ber - sil', 'russia: A war - sil', 'russia: A pru - ber', 'russia: F bal S A pru - ber'],
    });
    expect(r.results).toEqual(['fails', 'fails', 'succeeds', 'given']);
    expect(r.output.dislodged.map((d) => d.loc)).toEqual(['ber']);
    expect(r.output.contested).toEqual(['sil']);
  });

  it('rule 11: a dislodged unit has no effect on the province its attacker came from', () => {
    const r = play({
      units: ['germany A ber', 'russia A pru', 'russia A sil', 'russia A lvn'],
      orders: ['germany: A ber - pru', 'russia: A pru - ber', 'russia: A sil S A pru - ber', 'russia: A lvn - pru'],
    });
    expect(r.results).toEqual(['fails', 'succeeds', 'given', 'succeeds']);
    expect(r.position).toContain('russia A pru');
    expect(r.output.dislodged[0]).toMatchObject({ loc: 'ber', attackerFrom: 'pru' });
  });

  it('rule 12: a power cannot dislodge its own unit nor support its dislodgement', () => {
    const own = play({
      units: ['germany A ber', 'germany A mun', 'germany A sil'],
      orders: ['germany: A ber H', 'germany: A mun - ber', 'germany: A sil S A mun - ber'],
    });
    expect(own.results).toEqual(['holds', 'fails', 'given']);
    expect(own.output.dislodged).toEqual([]);
    const helped = play({
      units: ['germany A ber', 'germany A sil', 'russia A pru'],
      orders: ['germany: A ber H', 'germany: A sil S A pru - ber', 'russia: A pru - ber'],
    });
    expect(helped.results).toEqual(['holds', 'given', 'fails']);
    expect(helped.output.dislodged).toEqual([]);
  });

  it('rule 13: a support is cut by an attack from anywhere but the province it is aimed at', () => {
    const cut = play({
      units: ['austria A boh', 'germany A mun', 'germany A ruh', 'france A bur'],
      orders: ['austria: A boh - mun', 'germany: A mun S A ruh - bur', 'germany: A ruh - bur', 'france: A bur H'],
    });
    expect(cut.results).toEqual(['fails', 'cut', 'fails', 'holds']);
    expect(cut.output.orders[1].reason).toContain('cut by A boh');
    const fromTarget = play({
      units: ['germany A mun', 'germany A ruh', 'france A bur'],
      orders: ['germany: A mun S A ruh - bur', 'germany: A ruh - bur', 'france: A bur - mun'],
    });
    expect(fromTarget.results).toEqual(['given', 'succeeds', 'fails']);
    expect(fromTarget.output.orders[0].reason).toContain('aimed at');
    expect(fromTarget.output.dislodged.map((d) => d.loc)).toEqual(['bur']);
  });

  it('rule 14: a support is cut when the supporting unit is dislodged', () => {
    const r = play({
      units: ['france A bur', 'france A tyr', 'germany A mun', 'germany A ruh'],
      orders: ['france: A bur - mun', 'france: A tyr S A bur - mun', 'germany: A mun S A ruh - bur', 'germany: A ruh - bur'],
    });
    expect(r.results).toEqual(['succeeds', 'given', 'cut', 'succeeds']);
    expect(r.output.orders[2].reason).toContain('dislodged');
    expect(r.output.dislodged.map((d) => d.loc)).toEqual(['mun']);
  });

  it('rule 15: a unit dislodged from one side can still cut a support elsewhere', () => {
    const r = play({
      units: ['austria A boh', 'austria A gal', 'germany A sil', 'russia A war', 'russia A mos', 'turkey A ukr'],
      orders: [
        'austria: A boh - sil',
        'austria: A gal S A boh - sil',
        'germany: A sil - war',
        'russia: A war S A mos - ukr',
        'russia: A mos - ukr',
      ],
    });
    expect(r.results).toEqual(['succeeds', 'given', 'fails', 'cut', 'fails']);
    expect(r.output.dislodged.map((d) => d.loc)).toEqual(['sil']);
  });

  it('rule 16: an attack on a unit of the same power does not cut its support', () => {
    const r = play({
      units: ['germany A kie', 'germany A mun', 'germany A ruh', 'france A bur'],
      orders: ['germany: A kie - mun', 'germany: A mun S A ruh - bur', 'germany: A ruh - bur', 'france: A bur H'],
    });
    expect(r.results).toEqual(['fails', 'given', 'succeeds', 'holds']);
  });

  it('rule 17: a convoy fails when a fleet it needs is dislodged (001 example 11)', () => {
    const r = play({
      units: ['france A spa', 'france F lyo', 'france F tys', 'italy F ion', 'italy F tun'],
      orders: ['france: A spa - nap', 'france: F lyo C A spa - nap', 'france: F tys C A spa - nap', 'italy: F ion - tys', 'italy: F tun S F ion - tys'],
    });
    expect(r.results).toEqual(['fails', 'available', 'disrupted', 'succeeds', 'given']);
    expect(r.position).toContain('france A spa');
  });

  it('rule 18: a convoyed army that stands off at its destination stays where it was', () => {
    const r = play({
      units: ['england A lon', 'england F nth', 'france A bur'],
      orders: ['england: A lon - bel', 'england: F nth C A lon - bel', 'france: A bur - bel'],
    });
    expect(r.results).toEqual(['fails', 'available', 'fails']);
    expect(r.position).toContain('england A lon');
  });

  it('rule 19: two units may swap places when one of them is convoyed', () => {
    const r = play({
      units: ['england A lon', 'england F nth', 'england A yor'],
      orders: ['england: A lon - yor via convoy', 'england: F nth C A lon - yor', 'england: A yor - lon'],
    });
    expect(r.results).toEqual(['succeeds', 'available', 'succeeds']);
    expect(r.position).toEqual(['england A lon', 'england A yor', 'england F nth']);
  });

  it('rule 20: with several convoy routes the army arrives if one stays open (001 example 12)', () => {
    const r = play({
      units: ['england A lon', 'england F eng', 'england F nth', 'france F bre', 'france F iri'],
      orders: ['england: A lon - bel', 'england: F eng C A lon - bel', 'england: F nth C A lon - bel', 'france: F bre - eng', 'france: F iri S F bre - eng'],
    });
    expect(r.results).toEqual(['succeeds', 'disrupted', 'available', 'succeeds', 'given']);
  });

  it('rule 21: a convoyed army does not cut a support against a fleet of its own convoy (001 example 13)', () => {
    const r = play({
      units: ['france A spa', 'france F lyo', 'france F tys', 'italy F ion', 'italy F nap'],
      orders: ['france: A spa - nap', 'france: F lyo C A spa - nap', 'france: F tys C A spa - nap', 'italy: F ion - tys', 'italy: F nap S F ion - tys'],
    });
    expect(r.results).toEqual(['fails', 'available', 'disrupted', 'succeeds', 'given']);
    expect(r.output.orders[4].reason).toContain('own convoy');
  });

  it('rule 22: an army with another open route does cut the support in its destination', () => {
    const orders = ['england: A lon - bel', 'england: F eng C A lon - bel', 'england: F nth C A lon - bel', 'france: F bre - eng', 'france: F bel S F bre - eng'];
    const units = ['england A lon', 'england F eng', 'england F nth', 'france F bre', 'france F bel'];
    const r = play({ units, orders });
    expect(r.results).toEqual(['fails', 'available', 'available', 'fails', 'cut']);
    // Without the second route, rule 21 applies instead: the support stands and the convoy breaks.
    const single = play({ units: units.filter((u) => !u.endsWith('nth')), orders: orders.filter((o) => !o.includes('F nth')) });
    expect(single.results).toEqual(['fails', 'disrupted', 'succeeds', 'given']);
  });
});
