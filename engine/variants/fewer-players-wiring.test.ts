// The fewer-player games and the 1914 game through the protocol (#15): dormant powers, closed
// provinces, removal instead of retreat, builds by power, victory by player. The cases in
// cases/fewer-players/ assert whole phases; these tests pin each hook and each input error.
import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, InputError, type PhaseInput, type UnitJson } from '../index.js';
import { gameFieldsOf, phaseGameOf } from './phase-rules.js';
import { variantById } from './load.js';
import { variantOptions } from '../protocol/variant-options.js';

const spring = (year = 1901) => ({ season: 'spring', year, type: 'movement' }) as const;
const u = (power: UnitJson['power'], text: string): UnitJson => ({ power, type: text[0] as 'A' | 'F', loc: text.slice(2) });

describe('dormant powers (six and five players)', () => {
  const input: PhaseInput = {
    variant: 'six-players',
    phase: spring(),
    units: [u('italy', 'A ven'), u('italy', 'A rom'), u('austria', 'A tri'), u('austria', 'A tyr')],
    orders: [
      { power: 'italy', text: 'A rom S A ven' },
      { power: 'austria', text: 'A tri - ven' },
      { power: 'austria', text: 'A tyr S A tri - ven' },
    ],
  };

  it('sets aside the orders of a left-out power, naming it, and its units only hold', () => {
    const d = adjudicateWithDetail(input);
    expect(d.output.orders.map((o) => o.result)).toEqual(['illegal', 'succeeds', 'given']);
    expect(d.output.orders[0].unit).toBe('A rom');
    expect(d.output.orders[0].reason).toBe('not carried out: Italy is left out of the six-player game, so nobody orders it; its units hold and never support one another');
    expect(d.reasons[0].fr).toContain("l'Italie est écartée de la partie à six joueurs");
  });

  it('removes a dislodged dormant unit at once: no retreat, no retreat phase', () => {
    const out = adjudicate(input);
    expect(out.dislodged).toEqual([{ power: 'italy', type: 'A', loc: 'ven', attackerFrom: 'tri', retreats: [] }]);
    expect(out.next).toEqual({ season: 'fall', year: 1901, type: 'movement' });
    expect(out.units.some((x) => x.loc === 'ven' && x.power === 'italy')).toBe(false);
  });

  it('the same phase in the standard game: the Italian support holds the attack off', () => {
    const { variant, ...standard } = input;
    void variant;
    expect(adjudicate(standard).orders.map((o) => o.result)).toEqual(['given', 'fails', 'given']);
  });

  it('explains the dormancy before the battles, and the removal in place of the dislodgement', () => {
    const kinds = adjudicateWithDetail(input).explanation.map((s) => `${s.kind}:${s.title.en}`);
    expect(kinds[0]).toBe('variant:Italy is left out of the six-player game');
    expect(kinds.at(-1)).toBe('dislodged:A ven is dislodged and removed');
    expect(kinds.filter((k) => k.startsWith('dislodged:'))).toHaveLength(1);
  });

  it('lets another power support a dormant unit in place', () => {
    const out = adjudicate({
      variant: 'six-players',
      phase: spring(),
      units: [u('italy', 'A ven'), u('france', 'A pie'), u('austria', 'A tri'), u('austria', 'A tyr')],
      orders: [
        { power: 'france', text: 'A pie S A ven' },
        { power: 'austria', text: 'A tri - ven' },
        { power: 'austria', text: 'A tyr S A tri - ven' },
      ],
    });
    expect(out.orders.map((o) => o.result)).toEqual(['given', 'fails', 'given']);
    expect(out.dislodged).toEqual([]);
  });

  it('five players: Germany is left out too', () => {
    const out = adjudicate({ variant: 'five-players', phase: spring(), units: [u('germany', 'A mun')], orders: [{ power: 'germany', text: 'A mun - bur' }] });
    expect(out.orders[0].result).toBe('illegal');
    expect(out.orders[0].reason).toContain('Germany is left out of the five-player game');
  });

  it('a retreat phase removes a dormant unit and refuses its retreat order', () => {
    const d = adjudicateWithDetail({
      variant: 'six-players',
      phase: { season: 'spring', year: 1901, type: 'retreat' },
      units: [u('austria', 'A ven'), u('france', 'A bur')],
      dislodged: [{ ...u('italy', 'A ven'), attackerFrom: 'tri' }, { ...u('germany', 'A bur'), attackerFrom: 'par' }],
      orders: [{ power: 'italy', text: 'A ven - pie' }, { power: 'germany', text: 'A bur - ruh' }],
    });
    expect(d.output.orders.map((o) => o.result)).toEqual(['illegal', 'succeeds']);
    expect(d.output.orders[0].unit).toBe('A ven');
    expect(d.output.units).toContainEqual(u('germany', 'A ruh'));
    expect(d.output.units.some((x) => x.power === 'italy')).toBe(false);
    expect(d.explanation.some((s) => s.title.en === 'A ven is dislodged and removed')).toBe(true);
  });

  it('a dormant power never builds; its removals are made by civil disorder', () => {
    const d = adjudicateWithDetail({
      variant: 'six-players',
      phase: { season: 'winter', year: 1901, type: 'adjustment' },
      units: [u('italy', 'A ven'), u('italy', 'A rom'), u('germany', 'A mun')],
      supplyCenters: { italy: ['ven', 'rom', 'nap'], germany: [] },
      orders: [{ power: 'italy', text: 'Build F nap' }],
    });
    expect(d.output.orders[0].result).toBe('illegal');
    expect(d.output.adjustments).toEqual([{ power: 'germany', action: 'remove', type: 'A', loc: 'mun', default: true }]);
    expect(d.explanation.map((s) => s.title.en)).toContain('Italy is left out of the six-player game');
  });
});

describe('the 1914 game', () => {
  const base = { variant: '1914', phase: spring(1914) } as const;

  it('refuses a move into a closed Italian province, saying why', () => {
    const out = adjudicate({ ...base, units: [u('france', 'A mar')], orders: [{ power: 'france', text: 'A mar - pie' }] });
    expect(out.orders[0]).toMatchObject({ result: 'illegal', reason: 'cannot enter pie: pie is closed in the 1914 game while Italy is neutral' });
    expect(out.units).toEqual([u('france', 'A mar')]);
  });

  it('refuses a support into a closed province and a convoy to one', () => {
    const out = adjudicate({
      ...base,
      units: [u('austria', 'A tyr'), u('austria', 'A tri'), u('france', 'F tys'), u('france', 'A tun')],
      orders: [
        { power: 'austria', text: 'A tyr S A tri - ven' },
        { power: 'austria', text: 'A tri - ven' },
        { power: 'france', text: 'F tys C A tun - nap' },
        { power: 'france', text: 'A tun - nap' },
      ],
    });
    expect(out.orders.map((o) => o.result)).toEqual(['illegal', 'illegal', 'illegal', 'illegal']);
    expect(out.orders[0].reason).toBe('cannot support into ven: ven is closed in the 1914 game while Italy is neutral');
    expect(out.orders[2].reason).toBe('cannot convoy to nap: nap is closed in the 1914 game while Italy is neutral');
  });

  it('closed provinces are no retreat option, in the movement result and in the retreat phase', () => {
    const moved = adjudicate({
      ...base,
      units: [u('austria', 'A tyr'), u('germany', 'A mun'), u('germany', 'A boh')],
      orders: [
        { power: 'germany', text: 'A mun - tyr' },
        { power: 'germany', text: 'A boh S A mun - tyr' },
      ],
    });
    expect(moved.dislodged).toEqual([{ power: 'austria', type: 'A', loc: 'tyr', attackerFrom: 'mun', retreats: ['tri', 'vie'] }]);
    const d = adjudicateWithDetail({
      ...base,
      phase: { season: 'spring', year: 1914, type: 'retreat' },
      units: [u('germany', 'A tyr'), u('germany', 'A boh')],
      dislodged: [{ ...u('austria', 'A tyr'), attackerFrom: 'mun' }],
      orders: [{ power: 'austria', text: 'A tyr - ven' }],
    });
    expect(d.output.orders[0]).toMatchObject({ result: 'illegal', reason: 'cannot retreat to ven: ven is closed in the 1914 game while Italy is neutral' });
    const step = d.explanation.find((s) => s.kind === 'retreat')!;
    expect(step.text.en).toContain('Open: tri or vie');
    expect(step.text.en).toContain('pie is closed in the 1914 game while Italy is neutral');
  });

  it('needs the coin from Spring 1915, and opens Italy to its side then', () => {
    const units = [u('italy', 'A ven'), u('france', 'A pie')];
    const orders = [{ power: 'italy' as const, text: 'A ven - tyr' }, { power: 'france' as const, text: 'A pie - tus' }];
    expect(() => adjudicate({ ...base, phase: spring(1915), units, orders })).toThrow(InputError);
    expect(() => adjudicate({ ...base, phase: spring(1915), units, orders })).toThrow(/"coin": 1914: the coin toss is needed from spring 1915 on \(winner: entente or central\)/);
    expect(() => adjudicate({ ...base, phase: spring(1915), units, orders, coin: { winner: 'italy' } })).toThrow(/"coin": winner "italy" is not a player of the 1914 game \(entente or central\)/);
    const out = adjudicate({ ...base, phase: spring(1915), units, orders, coin: { winner: 'central' } });
    expect(out.orders.map((o) => o.result)).toEqual(['succeeds', 'succeeds']);
  });

  it('wins with 24 centres over a player\'s powers, Italy counted for its side once it has joined', () => {
    const entente = { england: ['lon', 'lvp', 'edi', 'nwy', 'swe', 'den', 'hol', 'bel'], france: ['par', 'bre', 'mar', 'spa', 'por', 'tun'], russia: ['mos', 'stp', 'war', 'sev', 'rum', 'bul', 'ser'] };
    const italy = { italy: ['rom', 'ven', 'nap'] };
    const winter = (year: number) => ({ season: 'winter', year, type: 'adjustment' }) as const;
    // 21 for the entente, plus Italy's 3 when it has joined them.
    const at1914 = adjudicate({ variant: '1914', phase: winter(1914), units: [], supplyCenters: { ...entente, ...italy }, orders: [], coin: { winner: 'entente' } });
    expect(at1914.winnerPlayer).toBeUndefined();
    const at1915 = adjudicate({ variant: '1914', phase: winter(1915), units: [], supplyCenters: { ...entente, ...italy }, orders: [], coin: { winner: 'entente' } });
    expect(at1915.winnerPlayer).toBe('entente');
    expect(at1915.winner).toBeUndefined();
  });
});

describe('four and three players: one player, several powers, counted power by power', () => {
  it('names the player of an 18-centre power', () => {
    const sc = { austria: ['vie', 'bud', 'tri', 'ser', 'gre', 'bul', 'rum', 'con', 'smy', 'ank', 'sev', 'war', 'mos', 'ven', 'rom', 'nap', 'mun', 'ber'] };
    const out = adjudicate({ variant: 'four-players', phase: { season: 'winter', year: 1905, type: 'adjustment' }, units: [], supplyCenters: sc, orders: [] });
    expect(out.winner).toBe('austria');
    expect(out.winnerPlayer).toBe('austria-france');
  });
});

describe('the explicit protocol fields', () => {
  it('gameFieldsOf sends control and closed provinces, so an adjudicator needs no variant table', () => {
    const v1914 = variantById('1914')!;
    expect(gameFieldsOf(v1914, { season: 'spring', year: 1914 })).toEqual({
      control: { austria: { player: 'central' }, england: { player: 'entente' }, france: { player: 'entente' }, germany: { player: 'central' }, italy: { dormant: 'neutral' }, russia: { player: 'entente' }, turkey: { player: 'central' } },
      closedProvinces: ['apu', 'nap', 'pie', 'rom', 'tus', 'ven'],
    });
    expect(gameFieldsOf(v1914, { season: 'spring', year: 1915 }, { winner: 'entente' }).closedProvinces).toBeUndefined();
    expect(gameFieldsOf(v1914, { season: 'spring', year: 1915 }, { winner: 'entente' }, variantOptions({ italyClosed: 'wholeGame' })).closedProvinces).toHaveLength(6);
    expect(gameFieldsOf(variantById('six-players')!, { season: 'spring', year: 1901 })).toEqual({ control: { italy: { dormant: 'left-out' } } });
  });

  it('explicit fields rule the phase without a variant', () => {
    const out = adjudicate({ phase: spring(), units: [u('italy', 'A ven')], orders: [{ power: 'italy', text: 'A ven - tyr' }], control: { italy: { dormant: 'left-out' } } });
    expect(out.orders[0]).toMatchObject({ result: 'illegal', reason: 'not carried out: Italy is left out of this game, so nobody orders it; its units hold and never support one another' });
    const closed = adjudicate({ phase: spring(), units: [u('france', 'A mar')], orders: [{ power: 'france', text: 'A mar - pie' }], closedProvinces: ['pie'] });
    expect(closed.orders[0].reason).toBe('cannot enter pie: pie is closed in this game');
  });

  it('the standard game has no game to apply', () => {
    expect(phaseGameOf({ phase: spring() })).toBeUndefined();
    expect(phaseGameOf({ variant: 'standard', phase: spring() })).toBeUndefined();
  });

  it('reports each malformed field by name', () => {
    const bad = (extra: object) => () => adjudicate({ phase: spring(), units: [], orders: [], ...extra } as PhaseInput);
    expect(bad({ control: { italy: { dormant: 'asleep' } } })).toThrow(/control\.italy must be \{player: "<id>"\} or \{dormant: "left-out"\|"neutral"\|"anarchy"\}/);
    expect(bad({ control: { narnia: { player: 'x' } } })).toThrow(/control: unknown power "narnia"/);
    expect(bad({ closedProvinces: ['xyz'] })).toThrow(/closedProvinces\[0\]: unknown province "xyz"/);
    expect(bad({ coin: 'heads' })).toThrow(/"coin" must be \{winner: "<player id>"\}/);
    expect(bad({ variantOptions: { italyClosed: 'wholeGame' } })).toThrow('"variantOptions" is read only by 1914, intimate, ancient-mediterranean, not by the standard game');
    expect(bad({ variant: '1914', variantOptions: { italyClosed: 'always' } })).toThrow('variantOptions.italyClosed: unknown value "always" (italyClosed is whileNeutral or wholeGame)');
    expect(bad({ variant: '1914', variantOptions: { italyclosed: 'wholeGame' } })).toThrow('variantOptions: unknown key "italyclosed" (known: italyClosed, overbidTest, overbidTransfer, anarchyBuilds, alphabet, ancmedVictory, ancmedCapture)');
    expect(bad({ variant: '1914', variantOptions: 'wholeGame' })).toThrow('"variantOptions" must be an object {key: value}, not "wholeGame"');
  });

  it('variantOptions reach the phase: Italy stays closed all game under italyClosed=wholeGame', () => {
    const phase1915 = { variant: '1914', coin: { winner: 'entente' }, phase: { season: 'spring', year: 1915, type: 'movement' }, units: [u('france', 'A mar')], orders: [{ power: 'france', text: 'A mar - pie' }] } as PhaseInput;
    expect(adjudicate(phase1915).orders[0].result).toBe('succeeds');
    expect(adjudicate({ ...phase1915, variantOptions: { italyClosed: 'wholeGame' } }).orders[0].result).toBe('illegal');
  });
});
