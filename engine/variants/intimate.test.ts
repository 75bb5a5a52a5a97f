import { describe, expect, it } from 'vitest';
import type { Power } from '../map/index.js';
import {
  assignHomePowers,
  creditIncome,
  defaultMercenaryBuilds,
  intimateVictory,
  resolveBidding,
  stalemateVerdict,
  startingCredits,
  variantById,
  variantOptions,
  VariantRuleError,
  type Variant,
} from './index.js';

const intimate = variantById('intimate') as Variant;
const ALL: Power[] = ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'];

describe('home powers from two preference lists (002)', () => {
  it('gives both their first choices when those differ', () => {
    const r = assignHomePowers({ ann: ['france', ...ALL.filter((p) => p !== 'france')], bob: ALL });
    expect(r).toEqual({ home: { ann: 'france', bob: 'austria' }, decidedAt: 1 });
  });

  it('goes down to the first rank where the choices differ', () => {
    const ann: Power[] = ['turkey', 'russia', 'italy', 'austria', 'england', 'france', 'germany'];
    const bob: Power[] = ['turkey', 'russia', 'germany', 'austria', 'england', 'france', 'italy'];
    expect(assignHomePowers({ ann, bob })).toEqual({ home: { ann: 'italy', bob: 'germany' }, decidedAt: 3 });
  });

  it('lets the coin decide identical lists: first choice to the winner, second to the loser', () => {
    expect(assignHomePowers({ ann: ALL, bob: ALL }, 'bob').home).toEqual({ bob: 'austria', ann: 'england' });
    expect(assignHomePowers({ ann: ALL, bob: ALL }, 'ann').home).toEqual({ ann: 'austria', bob: 'england' });
    expect(() => assignHomePowers({ ann: ALL, bob: ALL })).toThrow(/coin toss decides/);
  });

  it('refuses a list that is not the seven powers once each', () => {
    expect(() => assignHomePowers({ ann: ['austria', 'austria', 'france', 'germany', 'italy', 'russia', 'turkey'], bob: ALL })).toThrow(/exactly once/);
    expect(() => assignHomePowers({ ann: ALL.slice(1), bob: ALL })).toThrow();
  });
});

describe('credits (002, Attribution des crédits)', () => {
  it('starts each player with his home power’s credits', () => {
    expect(startingCredits(intimate, { ann: 'austria', bob: 'england' })).toEqual({ ann: 24, bob: 20 });
    expect(startingCredits(intimate, { ann: 'germany', bob: 'italy' })).toEqual({ ann: 22, bob: 24 });
  });

  it('adds one credit per centre of the home power after Fall (the seed’s 10 centres → 10 credits)', () => {
    const ten = ['vie', 'bud', 'tri', 'ser', 'rum', 'gre', 'bul', 'war', 'ven', 'mun'];
    expect(creditIncome({ ann: 'austria', bob: 'england' }, { ann: 3, bob: 0 }, { austria: ten, england: ['lon', 'lvp'] })).toEqual({ ann: 13, bob: 2 });
  });
});

describe('bidding (002, Enchères, Enchère à découvert, Anarchie)', () => {
  const home = { ann: 'austria', bob: 'england' } as const;
  const reserves = { ann: 24, bob: 20 };

  it('gives each mercenary to the higher bid and deducts only the winning bids', () => {
    const r = resolveBidding(home, reserves, { ann: { italy: 10, germany: 5 }, bob: { italy: 8, russia: 6, france: 1 } });
    expect(r.overbid).toEqual([]);
    expect(r.mercenaries).toEqual([
      { power: 'france', result: 'won', player: 'bob', price: 1 },
      { power: 'germany', result: 'won', player: 'ann', price: 5 },
      { power: 'italy', result: 'won', player: 'ann', price: 10 },
      { power: 'russia', result: 'won', player: 'bob', price: 6 },
      { power: 'turkey', result: 'anarchy', bid: 0 },
    ]);
    expect(r.credits).toEqual({ ann: 9, bob: 13 });
    expect(r.control.austria).toEqual({ kind: 'player', player: 'ann' });
    expect(r.control.italy).toEqual({ kind: 'player', player: 'ann' });
    expect(r.control.turkey).toEqual({ kind: 'dormant', reason: 'anarchy' });
  });

  it('leaves a power bid equally in anarchy for the year and charges nobody for it', () => {
    const r = resolveBidding(home, reserves, { ann: { russia: 7 }, bob: { russia: 7 } });
    expect(r.mercenaries.find((m) => m.power === 'russia')).toEqual({ power: 'russia', result: 'anarchy', bid: 7 });
    expect(r.control.russia).toEqual({ kind: 'dormant', reason: 'anarchy' });
    expect(r.credits).toEqual(reserves);
  });

  it('makes an overbidder forfeit his reserve and hands his powers to the opponent at half price, rounded up', () => {
    // Bob holds 20 (England's start) and wins 15 + 7 = 22 > 20.
    const r = resolveBidding(home, reserves, { ann: { italy: 4 }, bob: { germany: 15, france: 7, italy: 3 } });
    expect(r.overbid).toEqual(['bob']);
    expect(r.mercenaries).toEqual([
      { power: 'france', result: 'transferred', player: 'ann', from: 'bob', price: 4 }, // 7 / 2 = 3.5 → 4
      { power: 'germany', result: 'transferred', player: 'ann', from: 'bob', price: 8 }, // 15 / 2 = 7.5 → 8
      { power: 'italy', result: 'won', player: 'ann', price: 4 },
      { power: 'russia', result: 'anarchy', bid: 0 },
      { power: 'turkey', result: 'anarchy', bid: 0 },
    ]);
    expect(r.credits).toEqual({ ann: 24 - 4 - 4 - 8, bob: 0 });
    expect(r.control.germany).toEqual({ kind: 'player', player: 'ann' });
  });

  it('does not count a lost bid towards an overbid by default, but does under allBids', () => {
    const bids = { ann: { italy: 15 }, bob: { italy: 12, germany: 10 } };
    expect(resolveBidding(home, reserves, bids).overbid).toEqual([]);
    const strict = resolveBidding(home, reserves, bids, variantOptions({ overbidTest: 'allBids' }));
    expect(strict.overbid).toEqual(['bob']);
    expect(strict.credits).toEqual({ ann: 24 - 15 - 5, bob: 0 }); // Germany at ceil(10 / 2) = 5
  });

  it('hands over tied powers too under allBidPowers', () => {
    const bids = { ann: { italy: 3 }, bob: { italy: 3, germany: 21 } };
    const r = resolveBidding(home, reserves, bids, variantOptions({ overbidTransfer: 'allBidPowers' }));
    expect(r.mercenaries.filter((m) => m.result === 'transferred').map((m) => [m.power, m.result === 'transferred' && m.price])).toEqual([
      ['germany', 11],
      ['italy', 2],
    ]);
    const plain = resolveBidding(home, reserves, bids);
    expect(plain.control.italy).toEqual({ kind: 'dormant', reason: 'anarchy' });
  });

  it('never takes the opponent below zero, and leaves both overbidders’ powers in anarchy', () => {
    const poor = resolveBidding(home, { ann: 3, bob: 20 }, { bob: { germany: 25 } });
    expect(poor.credits).toEqual({ ann: 0, bob: 0 });
    expect(poor.control.germany).toEqual({ kind: 'player', player: 'ann' });
    const both = resolveBidding(home, { ann: 1, bob: 1 }, { ann: { italy: 5 }, bob: { germany: 5 } });
    expect(both.overbid).toEqual(['ann', 'bob']);
    expect(both.credits).toEqual({ ann: 0, bob: 0 });
    expect(both.control.italy).toEqual({ kind: 'dormant', reason: 'anarchy' });
    expect(both.control.germany).toEqual({ kind: 'dormant', reason: 'anarchy' });
  });

  it('refuses bids on a home power and bad amounts', () => {
    expect(() => resolveBidding(home, reserves, { ann: { england: 3 } })).toThrow(VariantRuleError);
    expect(() => resolveBidding(home, reserves, { ann: { italy: -1 } })).toThrow();
    expect(() => resolveBidding(home, reserves, { ann: { italy: 1.5 } })).toThrow();
    expect(() => resolveBidding(home, reserves, { carl: { italy: 1 } })).toThrow(/carl, who is not a player/);
  });
});

describe('default mercenary builds (002, Constructions de mercenaires)', () => {
  it('builds armies in alphabetical order of the free home centres', () => {
    expect(defaultMercenaryBuilds('austria', 2, ['vie', 'tri', 'bud'])).toEqual([
      { power: 'austria', action: 'build', type: 'A', loc: 'bud', default: true },
      { power: 'austria', action: 'build', type: 'A', loc: 'tri', default: true },
    ]);
  });

  it('builds fleets for England', () => {
    expect(defaultMercenaryBuilds('england', 1, ['lon', 'lvp', 'edi']).map((b) => `${b.type} ${b.loc}`)).toEqual(['F edi']);
  });

  it('orders Russia’s centres by English names by default, by French names as an option', () => {
    const free = ['war', 'stp', 'sev', 'mos'];
    expect(defaultMercenaryBuilds('russia', 4, free).map((b) => b.loc)).toEqual(['mos', 'sev', 'stp', 'war']);
    expect(defaultMercenaryBuilds('russia', 4, free, variantOptions({ alphabet: 'fr' })).map((b) => b.loc)).toEqual(['mos', 'stp', 'sev', 'war']);
  });

  it('builds no more than the free centres allow', () => {
    expect(defaultMercenaryBuilds('turkey', 3, ['smy'])).toHaveLength(1);
    expect(defaultMercenaryBuilds('turkey', 0, ['smy'])).toEqual([]);
  });
});

describe('victory (002, Critère de victoire, Impasse)', () => {
  const home = { ann: 'austria', bob: 'russia' } as const;
  const A = (loc: string) => ({ power: 'austria', type: 'A', loc }) as const;
  const R = (loc: string) => ({ power: 'russia', type: 'A', loc }) as const;

  it('has no winner while no home centre is occupied by the opponent’s home power', () => {
    expect(intimateVictory(intimate, home, [A('gal'), R('ukr'), { power: 'italy', type: 'A', loc: 'war' }], {})).toEqual({ result: 'none' });
  });

  it('declares the only occupier the winner', () => {
    expect(intimateVictory(intimate, home, [A('war'), R('ukr')], {})).toMatchObject({ result: 'win', winner: 'ann', by: 'occupation' });
  });

  it('prefers the player on more of the opponent’s home centres when both occupy', () => {
    expect(intimateVictory(intimate, home, [A('war'), A('mos'), R('vie')], {})).toMatchObject({ winner: 'ann', by: 'moreCentresOccupied', occupied: { ann: 2, bob: 1 } });
  });

  it('counts at most three of Russia’s four home centres, then looks at credits', () => {
    const units = [A('war'), A('mos'), A('sev'), A('stp'), R('vie'), R('bud'), R('tri')];
    expect(intimateVictory(intimate, home, units, { ann: 5, bob: 9 })).toMatchObject({ winner: 'bob', by: 'credits', occupied: { ann: 3, bob: 3 } });
  });

  it('plays on to the next Fall when centres and credits are equal', () => {
    expect(intimateVictory(intimate, home, [A('war'), R('vie')], { ann: 4, bob: 4 })).toEqual({ result: 'playOn', until: 'nextFall', occupied: { ann: 1, bob: 1 } });
  });

  it('awards a stalemate to the player with more centres once no mercenary remains', () => {
    const sc = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(stalemateVerdict(home, { austria: sc(18), russia: sc(16) }, [])).toMatchObject({ result: 'win', winner: 'ann' });
    expect(stalemateVerdict(home, { austria: sc(17), russia: sc(17) }, [])).toMatchObject({ result: 'draw' });
    expect(() => stalemateVerdict(home, { austria: sc(17), russia: sc(16), turkey: sc(1) }, [])).toThrow(/turkey/);
  });
});
