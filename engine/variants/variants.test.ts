import { describe, expect, it } from 'vitest';
import { POWERS, standardMap } from '../map/index.js';
import { parseOrder } from '../orders/index.js';
import {
  VARIANTS,
  GAME_VARIANT_IDS as VARIANT_IDS,
  VariantDataError,
  adjustmentsDue,
  centresByPlayer,
  closedProvinceOf,
  controlAt,
  dormantOrders,
  dormantPowers,
  dormantRetreats,
  isClosed,
  isVoidSupport,
  parseVariant,
  variantById,
  variantOptions,
  victoryByCentres,
  type Variant,
} from './index.js';
import standardData from './data/standard.js';

const v = (id: string): Variant => {
  const found = variantById(id);
  if (!found) throw new Error(`no variant ${id}`);
  return found;
};
const spring1901 = { season: 'spring', year: 1901 } as const;

describe('variant data', () => {
  it('loads the seven ids of issue #15 and Fleet Rome (#24), each from its own module', () => {
    expect([...VARIANTS.keys()].sort()).toEqual([...VARIANT_IDS].sort());
    expect(VARIANT_IDS).toHaveLength(8);
  });

  it('gives every power exactly one role in the fixed-control games', () => {
    for (const variant of VARIANTS.values()) {
      if (variant.bidding) continue;
      const roles = [...variant.players.flatMap((p) => p.powers), ...variant.dormant, ...variant.neutral].sort();
      expect(roles, variant.id).toEqual([...POWERS]);
    }
  });

  it('keeps the book’s groupings (000, Formes de jeu alternatives)', () => {
    expect(v('six-players').dormant).toEqual(['italy']);
    expect(v('five-players').dormant.sort()).toEqual(['germany', 'italy']);
    expect(v('four-players').players.map((p) => p.powers.sort().join('+'))).toEqual(['england', 'austria+france', 'germany+turkey', 'italy+russia']);
    expect(v('three-players').players.map((p) => p.powers.sort().join('+'))).toEqual(['austria+england+germany', 'italy+russia', 'france+turkey']);
    expect(v('1914').players.map((p) => p.powers.sort().join('+'))).toEqual(['england+france+russia', 'austria+germany+turkey']);
  });

  it('closes exactly Italy’s land provinces in 1914, all of them on the map', () => {
    const italian = standardMap.provinceIds.filter((id) => ['apu', 'nap', 'pie', 'rom', 'tus', 'ven'].includes(id));
    expect(v('1914').closedProvinces.sort()).toEqual(italian);
    expect(v('1914').start.year).toBe(1914);
    expect(v('1914').victory).toEqual({ kind: 'centresByPlayer', centres: 24 });
  });

  it('has the seed’s starting credits for Intimate (002: E, F, R, T 20; G 22; A, I 24)', () => {
    expect(v('intimate').bidding?.startingCredits).toEqual({ england: 20, france: 20, russia: 20, turkey: 20, germany: 22, austria: 24, italy: 24 });
  });

  it('rejects bad data with every fault named', () => {
    const bad = { ...standardData, dormant: ['italy'], closedProvinces: ['xyz'] };
    expect(() => parseVariant(bad, 'test')).toThrow(VariantDataError);
    expect(() => parseVariant(bad, 'test')).toThrow(/italy is listed twice[\s\S]*unknown province xyz/);
    expect(() => parseVariant({ ...standardData, players: [] }, 'test')).toThrow(/no player, dormant or neutral entry for austria/);
    expect(() => parseVariant({ ...standardData, extra: 1 }, 'test')).toThrow(/Unrecognized key/);
  });

  it('returns undefined for an unknown id and the standard game by default', () => {
    expect(variantById('seven-and-a-half')).toBeUndefined();
    expect(variantById()?.id).toBe('standard');
  });
});

describe('control and dormant powers', () => {
  it('leaves Italy, then Italy and Germany, dormant in the six- and five-player games', () => {
    expect(dormantPowers(controlAt(v('six-players'), spring1901))).toEqual(['italy']);
    expect(dormantPowers(controlAt(v('five-players'), spring1901))).toEqual(['germany', 'italy']);
    expect(dormantPowers(controlAt(v('standard'), spring1901))).toEqual([]);
  });

  it('keeps Italy neutral in 1914 and hands it to the coin’s winner from Spring 1915', () => {
    const g = v('1914');
    expect(controlAt(g, { season: 'winter', year: 1914 }).italy).toEqual({ kind: 'dormant', reason: 'neutral' });
    expect(controlAt(g, { season: 'spring', year: 1915 }, { winner: 'central' }).italy).toEqual({ kind: 'player', player: 'central' });
    expect(controlAt(g, { season: 'fall', year: 1916 }, { winner: 'entente' }).italy).toEqual({ kind: 'player', player: 'entente' });
    expect(() => controlAt(g, { season: 'spring', year: 1915 })).toThrow(/coin toss is needed from spring 1915/);
    expect(() => controlAt(g, { season: 'spring', year: 1915 }, { winner: 'italy' })).toThrow(/not a player \(entente or central\)/);
  });

  it('orders every dormant unit to hold and sets aside orders written for them', () => {
    const units = [
      { power: 'italy', type: 'A', loc: 'ven' },
      { power: 'italy', type: 'A', loc: 'tyr' },
      { power: 'france', type: 'A', loc: 'pie' },
    ] as const;
    const orders = [
      { power: 'italy', text: 'A tyr S A ven' },
      { power: 'france', text: 'A pie S A ven' },
    ] as const;
    const r = dormantOrders(['italy'], [...units], [...orders]);
    expect(r.orders).toEqual([
      { power: 'france', text: 'A pie S A ven' },
      { power: 'italy', text: 'A ven H' },
      { power: 'italy', text: 'A tyr H' },
    ]);
    expect(r.ignored).toEqual([{ power: 'italy', text: 'A tyr S A ven' }]);
  });

  it('voids only supports from one dormant power’s unit to another’s', () => {
    expect(isVoidSupport(['italy', 'germany'], 'italy', 'germany')).toBe(true);
    expect(isVoidSupport(['italy'], 'italy', 'italy')).toBe(true);
    expect(isVoidSupport(['italy'], 'france', 'italy')).toBe(false);
    expect(isVoidSupport(['italy'], 'italy', 'france')).toBe(false);
  });

  it('removes dislodged dormant units instead of letting them retreat', () => {
    const dislodged = [
      { power: 'italy', type: 'F', loc: 'nap', attackerFrom: 'ion' },
      { power: 'austria', type: 'A', loc: 'tri', attackerFrom: 'ven' },
    ] as const;
    const r = dormantRetreats(['italy'], [...dislodged]);
    expect(r.removed.map((d) => d.loc)).toEqual(['nap']);
    expect(r.retreating.map((d) => d.loc)).toEqual(['tri']);
  });
});

describe('closed provinces (1914)', () => {
  const g = v('1914');
  const fall1914 = { season: 'fall', year: 1914 } as const;
  const order = (text: string, phase: 'movement' | 'retreat' | 'adjustment' = 'movement') => {
    const r = parseOrder(text, { phase });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.order;
  };

  it('closes Piedmont while Italy is neutral, opens it when Italy joins (default reading)', () => {
    expect(isClosed(g, 'pie', fall1914)).toBe(true);
    expect(isClosed(g, 'pie', { season: 'spring', year: 1915 })).toBe(false);
    expect(isClosed(g, 'pie', { season: 'spring', year: 1915 }, variantOptions({ italyClosed: 'wholeGame' }))).toBe(true);
    expect(isClosed(g, 'tyr', fall1914)).toBe(false);
    expect(isClosed(v('standard'), 'pie', fall1914)).toBe(false);
  });

  it('names the closed province a move, support, convoy or retreat would enter', () => {
    expect(closedProvinceOf(g, order('A mar - pie'), fall1914)).toBe('pie');
    expect(closedProvinceOf(g, order('A tyr S A mun - ven'), fall1914)).toBe('ven');
    expect(closedProvinceOf(g, order('F tys C A tun - nap'), fall1914)).toBe('nap');
    expect(closedProvinceOf(g, order('A tyr - ven', 'retreat'), fall1914)).toBe('ven');
    expect(closedProvinceOf(g, order('A mar - bur'), fall1914)).toBeUndefined();
    expect(closedProvinceOf(g, order('A mar - pie'), { season: 'spring', year: 1915 })).toBeUndefined();
  });
});

describe('victory and adjustments by player', () => {
  it('sums the 1914 sides’ centres and declares the first to 24 (Italy counts once joined)', () => {
    const g = v('1914');
    const control = controlAt(g, { season: 'fall', year: 1916 }, { winner: 'central' });
    const sc = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    const centres = { austria: sc(8), germany: sc(8), turkey: sc(5), italy: sc(3), england: sc(4), france: sc(3), russia: sc(3) };
    expect(centresByPlayer(control, centres)).toEqual({ central: 24, entente: 10 });
    expect(victoryByCentres(g, control, centres)).toEqual({ winner: 'central', centres: 24 });
    expect(victoryByCentres(g, control, { ...centres, italy: sc(2) })).toBeUndefined();
  });

  it('still wins by one power’s 18 centres in the four-player game, not by a pair’s total', () => {
    const g = v('four-players');
    const control = controlAt(g, spring1901);
    const sc = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(victoryByCentres(g, control, { austria: sc(10), france: sc(10) })).toBeUndefined();
    expect(victoryByCentres(g, control, { austria: sc(18), france: sc(1) })).toEqual({ winner: 'austria-france', power: 'austria', centres: 18 });
  });

  it('counts builds power by power: Austria builds while its partner France removes', () => {
    const control = controlAt(v('four-players'), { season: 'winter', year: 1901 });
    const units = [
      { power: 'austria', type: 'A', loc: 'vie' },
      { power: 'austria', type: 'A', loc: 'ser' },
      { power: 'france', type: 'A', loc: 'par' },
      { power: 'france', type: 'A', loc: 'bur' },
      { power: 'france', type: 'F', loc: 'bre' },
    ] as const;
    const due = adjustmentsDue(control, { austria: ['vie', 'bud', 'tri', 'ser'], france: ['par', 'bre'] }, [...units]);
    expect(due.austria).toBe(2);
    expect(due.france).toBe(-1);
  });

  it('never lets a dormant power build, but makes it remove', () => {
    const control = controlAt(v('six-players'), { season: 'winter', year: 1901 });
    const due = adjustmentsDue(control, { italy: ['ven', 'rom', 'nap', 'tun'] }, [{ power: 'italy', type: 'A', loc: 'ven' }]);
    expect(due.italy).toBe(0);
    const lost = adjustmentsDue(control, { italy: ['ven'] }, [
      { power: 'italy', type: 'A', loc: 'ven' },
      { power: 'italy', type: 'A', loc: 'rom' },
    ]);
    expect(lost.italy).toBe(-1);
  });
});
