import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, InputError, type PhaseInput } from '../index.js';
import { carryOver } from '../adjudicate/phase.js';
import { phaseOutputSchema } from '../protocol/schema.js';

const home = { alice: 'france', bob: 'germany' } as const;
const bidding = (extra: Partial<PhaseInput>): PhaseInput => ({ variant: 'intimate', phase: { season: 'spring', year: 1902, type: 'bidding' }, units: [], orders: [], home: { ...home }, credits: { alice: 10, bob: 10 }, ...extra });

describe('Intimate Diplomacy: the bidding phase', () => {
  it('assigns home powers from preference lists, starts from the seed credits, and goes on to Spring', () => {
    const out = adjudicate({
      variant: 'intimate',
      phase: { season: 'spring', year: 1901, type: 'bidding' },
      units: [],
      orders: [],
      preferences: { alice: ['italy', 'austria', 'england', 'france', 'germany', 'russia', 'turkey'], bob: ['italy', 'austria', 'england', 'france', 'germany', 'russia', 'turkey'] },
      coin: { winner: 'bob' },
      bids: { alice: { england: 1 } },
    });
    expect(out.home).toEqual({ bob: 'italy', alice: 'austria' });
    expect(out.bidding?.homeDecidedAt).toBe('coin');
    expect(out.bidding?.before).toEqual({ alice: 24, bob: 24 });
    expect(out.credits).toEqual({ alice: 23, bob: 24 });
    expect(out.next).toEqual({ season: 'spring', year: 1901, type: 'movement' });
    expect(phaseOutputSchema.safeParse(JSON.parse(JSON.stringify(out))).success).toBe(true);
  });

  it('settles a win, a tie and an overbid with its half-price transfers', () => {
    const out = adjudicate(bidding({ bids: { alice: { austria: 7, russia: 5, italy: 2 }, bob: { austria: 2, italy: 2, turkey: 1 } } }));
    expect(out.bidding?.overbid).toEqual(['alice']);
    expect(out.bidding?.mercenaries).toEqual([
      { power: 'austria', result: 'transferred', player: 'bob', from: 'alice', price: 4 },
      { power: 'england', result: 'anarchy', bid: 0 },
      { power: 'italy', result: 'anarchy', bid: 2 },
      { power: 'russia', result: 'transferred', player: 'bob', from: 'alice', price: 3 },
      { power: 'turkey', result: 'won', player: 'bob', price: 1 },
    ]);
    expect(out.credits).toEqual({ alice: 0, bob: 2 });
    expect(out.control?.italy).toEqual({ dormant: 'anarchy' });
  });

  it('explains each mercenary and the credits, in both languages', () => {
    const d = adjudicateWithDetail(bidding({ bids: { alice: { austria: 3 }, bob: { austria: 3 } } }));
    const titles = d.explanation.map((s) => s.title.en);
    expect(titles).toContain('Austria: equal bids, anarchy for the year');
    expect(d.explanation.at(-1)!.text.fr).toContain('alice 10 → 10 ; bob 10 → 10');
  });

  it('names each bad field', () => {
    const bad = (extra: Partial<PhaseInput>) => () => adjudicate(bidding(extra));
    expect(bad({ bids: { zed: { austria: 1 } } })).toThrow(/bids\.zed: not a player \(alice or bob\)/);
    expect(bad({ bids: { alice: { prussia: 1 } as never } })).toThrow(/bids\.alice\.prussia: unknown power/);
    expect(bad({ bids: { alice: { austria: -2 } } })).toThrow(/bids\.alice\.austria: a bid is a whole number of credits from 0 to 1,000,000,000, not -2/);
    // Bounded: 9007199254740993 arrives as ...992 once parsed; no bid may be read as another.
    expect(bad(JSON.parse('{"bids": {"alice": {"austria": 9007199254740993}}}') as Partial<PhaseInput>)).toThrow(/bids\.alice\.austria: a bid is a whole number of credits from 0 to 1,000,000,000, not 9007199254740992/);
    expect(bad({ credits: { alice: 1_000_000_001, bob: 3 }, bids: {} })).toThrow(/credits\.alice must be a whole number of credits from 0 to 1,000,000,000/);
    expect(bad({ bids: { alice: { france: 2 } } })).toThrow(/bids\.alice\.france: france is alice's own home power/);
    expect(bad({ bids: { alice: { germany: 2 } } })).toThrow(/bids\.alice\.germany: germany is bob's home power/);
    expect(bad({ credits: { alice: 3 }, bids: {} })).toThrow(/credits\.bob is missing/);
    expect(bad({ credits: undefined, bids: {} })).toThrow(/"credits": each player's credits are needed/);
    expect(bad({ orders: [{ power: 'france', text: 'A par H' }], bids: {} })).toThrow(/a bidding phase takes bids/);
    expect(() => adjudicate({ phase: { season: 'spring', year: 1901, type: 'bidding' }, units: [], orders: [], bids: {} })).toThrow(InputError);
    expect(() => adjudicate({ phase: { season: 'spring', year: 1901, type: 'bidding' }, units: [], orders: [] })).toThrow(/bidding phase belongs to the intimate variant/);
  });
});

describe('Intimate Diplomacy: the seasons', () => {
  const fall: PhaseInput = {
    variant: 'intimate',
    phase: { season: 'fall', year: 1901, type: 'movement' },
    home: { ...home },
    credits: { alice: 3, bob: 4 },
    control: { austria: { dormant: 'anarchy' }, italy: { player: 'bob' } },
    units: [
      { power: 'france', type: 'A', loc: 'bur' },
      { power: 'austria', type: 'A', loc: 'tyr' },
      { power: 'austria', type: 'A', loc: 'tri' },
      { power: 'italy', type: 'A', loc: 'ven' },
      { power: 'italy', type: 'A', loc: 'pie' },
    ],
    supplyCenters: { france: ['bre', 'mar', 'par'], germany: ['ber', 'kie', 'mun'], austria: ['bud', 'tri', 'vie'], italy: ['nap', 'rom', 'ven'] },
    orders: [
      { power: 'france', text: 'A bur - mun' },
      { power: 'austria', text: 'A tri S A tyr' },
      { power: 'italy', text: 'A ven - tyr' },
      { power: 'italy', text: 'A pie S A ven - tyr' },
    ],
  };

  it('sets aside the orders of a power in anarchy, removes its dislodged unit, adds credits after Fall and finds the winner', () => {
    const m = adjudicateWithDetail(fall);
    expect(m.output.orders.map((o) => o.result)).toEqual(['succeeds', 'illegal', 'succeeds', 'given']);
    expect(m.output.orders[1]!.reason).toMatch(/in anarchy/);
    expect(m.explanation[0]!.orders).toEqual([1]);
    const r = adjudicateWithDetail({ ...carryOver(fall, m.output), orders: [{ power: 'austria', text: 'A tyr - boh' }] });
    expect(r.output.orders[0]!.result).toBe('illegal');
    expect(r.output.units.some((u) => u.loc === 'tyr' && u.power === 'austria')).toBe(false);
    expect(r.output.units.some((u) => u.loc === 'boh')).toBe(false);
    expect(r.output.credits).toEqual({ alice: 7, bob: 6 });
    expect(r.output.verdict).toEqual({ result: 'win', winner: 'alice', by: 'occupation', occupied: { alice: 1, bob: 0 } });
    expect(r.output.next).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
  });

  it('makes the builds nobody ordered for mercenaries and powers in anarchy, and bids again before Spring', () => {
    const m = adjudicate(fall);
    const r = adjudicate({ ...carryOver(fall, m), orders: [] });
    const w = adjudicate({ ...carryOver(fall, r), orders: [{ power: 'italy', text: 'Waive' }, { power: 'austria', text: 'Build A vie' }] } as PhaseInput);
    expect(w.orders.map((o) => o.result)).toEqual(['illegal', 'illegal']);
    expect(w.adjustments).toEqual([
      { power: 'austria', action: 'build', type: 'A', loc: 'bud', default: true },
      { power: 'austria', action: 'build', type: 'A', loc: 'vie', default: true },
      { power: 'italy', action: 'build', type: 'A', loc: 'nap', default: true },
    ]);
    expect(w.winner).toBeUndefined();
    expect(w.next).toEqual({ season: 'spring', year: 1902, type: 'bidding' });
  });

  it('refuses Intimate fields outside the intimate variant', () => {
    expect(() => adjudicate({ phase: fall.phase, units: [], orders: [], credits: { alice: 1 } })).toThrow(/"credits" is only read in the intimate variant, not in the standard game/);
  });
});

describe('Intimate Diplomacy: a "play on" is remembered until a Fall ends (interpretation 22)', () => {
  const tie: PhaseInput = {
    variant: 'intimate',
    phase: { season: 'fall', year: 1906, type: 'movement' },
    units: [
      { power: 'france', type: 'A', loc: 'mun' },
      { power: 'germany', type: 'A', loc: 'par' },
    ],
    orders: [],
    home: { ...home },
    credits: { alice: 4, bob: 4 },
    supplyCenters: { france: ['bre', 'mar', 'par'], germany: ['ber', 'kie', 'mun'] },
  };

  it('carries playOn through the Winter and the bidding, then drops it once a Fall has ended', () => {
    const fall = adjudicate(tie);
    expect(fall.verdict?.result).toBe('playOn');
    const winter = { ...carryOver(tie, fall), orders: [] };
    expect(winter.playOn).toBe(true);
    const bid = { ...carryOver(winter, adjudicate(winter)), orders: [], bids: {} };
    expect(bid.playOn).toBe(true);
    const spring = { ...carryOver(bid, adjudicate(bid)), orders: [{ power: 'germany', text: 'A par - bur' }] };
    expect(spring.playOn).toBe(true);
    const springOut = adjudicateWithDetail(spring);
    expect(springOut.output.verdict).toBeUndefined();
    expect(springOut.explanation.at(-1)?.title.en).toBe('Play goes on: victory is judged after the Fall');
    const fall2 = { ...carryOver(spring, springOut.output), orders: [] };
    expect(fall2.playOn).toBe(true);
    const fall2Out = adjudicate(fall2);
    expect(fall2Out.verdict).toEqual({ result: 'win', winner: 'alice', by: 'occupation', occupied: { alice: 1, bob: 0 } });
    expect(carryOver(fall2, fall2Out).playOn).toBeUndefined();
  });

  it('without it the same Spring is won at once, and a wrong value is named', () => {
    const spring: PhaseInput = { ...tie, phase: { season: 'spring', year: 1907, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'mun' }] };
    expect(adjudicate(spring).verdict).toMatchObject({ result: 'win', winner: 'alice' });
    expect(adjudicate({ ...spring, playOn: true }).verdict).toBeUndefined();
    expect(() => adjudicate({ ...spring, playOn: 'yes' as unknown as boolean })).toThrow('"playOn" must be true or false, not "yes"');
    expect(() => adjudicate({ ...tie, variant: '1914', playOn: true } as PhaseInput)).toThrow(InputError);
  });
});

describe('Intimate Diplomacy: both players overbid', () => {
  it('says a power one of them won is in anarchy because both overbid, not because the bids were equal', () => {
    const d = adjudicateWithDetail(bidding({ credits: { alice: 3, bob: 3 }, bids: { alice: { austria: 2, italy: 2 }, bob: { italy: 2, russia: 2 } }, variantOptions: { overbidTest: 'allBids' } }));
    expect(d.output.bidding?.overbid).toEqual(['alice', 'bob']);
    const titles = d.explanation.map((s) => s.title.en);
    expect(titles).toContain('Austria: anarchy for the year, both players overbid');
    expect(titles).toContain('Italy: equal bids, anarchy for the year');
    expect(d.explanation.find((s) => s.title.en === 'Both players overbid')?.text.en).toContain('both bid more than they hold');
  });
});
