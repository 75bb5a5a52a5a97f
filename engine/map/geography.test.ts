// Facts about the standard board: counts, the geography stated in the 2000 rulebook (schemas 1-3
// and the section on special provinces), the special cases, and the distances of 001 (3.x, civil disorder).

import { describe, expect, it } from 'vitest';
import { provinceDistance, standardMap as map, POWERS, type LocId, type UnitType } from './index.js';

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

describe('counts', () => {
  it('75 provinces: 14 inland, 42 coastal, 19 seas', () => {
    expect(map.provinceIds).toHaveLength(75);
    const byTerrain = (t: string) => map.provinceIds.filter((id) => map.province(id)!.terrain === t).length;
    expect([byTerrain('inland'), byTerrain('coastal'), byTerrain('sea')]).toEqual([14, 42, 19]);
    expect(map.provinceIds).toEqual(sorted(map.provinceIds));
  });

  it('Switzerland is not a province', () => {
    expect(map.province('swi')).toBeUndefined();
    for (const id of map.provinceIds) expect(map.adjacentProvinces(id)).not.toContain('swi');
  });

  it('34 supply centres, 22 of them home centres', () => {
    const scs = map.provinceIds.filter((id) => map.province(id)!.supplyCenter);
    expect(scs).toHaveLength(34);
    expect(scs.filter((id) => map.province(id)!.home)).toHaveLength(22);
  });

  it('home centres per power', () => {
    const homes = Object.fromEntries(
      POWERS.map((p) => [p, map.provinceIds.filter((id) => map.province(id)!.home === p)]),
    );
    expect(homes).toEqual({
      austria: ['bud', 'tri', 'vie'],
      england: ['edi', 'lon', 'lvp'],
      france: ['bre', 'mar', 'par'],
      germany: ['ber', 'kie', 'mun'],
      italy: ['nap', 'rom', 'ven'],
      russia: ['mos', 'sev', 'stp', 'war'],
      turkey: ['ank', 'con', 'smy'],
    });
  });

  it('the 12 neutral supply centres', () => {
    const neutral = map.provinceIds.filter((id) => map.province(id)!.supplyCenter && !map.province(id)!.home);
    expect(neutral).toEqual(['bel', 'bul', 'den', 'gre', 'hol', 'nwy', 'por', 'rum', 'ser', 'spa', 'swe', 'tun']);
  });

  it('only bul, spa and stp have separate coasts', () => {
    const withCoasts = map.provinceIds.filter((id) => map.province(id)!.coasts.length);
    expect(withCoasts.map((id) => `${id}:${map.province(id)!.coasts.join(',')}`)).toEqual([
      'bul:ec,sc',
      'spa:nc,sc',
      'stp:nc,sc',
    ]);
  });

  it('the Spring 1901 position: 22 units', () => {
    const units = map.startingUnits.map((u) => `${u.power} ${u.type} ${u.loc}`).sort();
    expect(units).toEqual(
      [
        'austria A vie', 'austria A bud', 'austria F tri',
        'england F edi', 'england F lon', 'england A lvp',
        'france F bre', 'france A par', 'france A mar',
        'germany F kie', 'germany A ber', 'germany A mun',
        'italy F nap', 'italy A rom', 'italy A ven',
        'russia A mos', 'russia A war', 'russia F sev', 'russia F stp/sc',
        'turkey F ank', 'turkey A con', 'turkey A smy',
      ].sort(),
    );
  });
});

describe('schemas 1-3 of the 2000 rulebook', () => {
  it('schema 1: A par reaches exactly bre pic bur gas', () => {
    expect(sorted(map.neighbours('A', 'par'))).toEqual(['bre', 'bur', 'gas', 'pic']);
  });

  it('schema 2: F eng reaches exactly iri wal lon bel pic bre nth mao', () => {
    expect(sorted(map.neighbours('F', 'eng'))).toEqual(sorted(['iri', 'wal', 'lon', 'bel', 'pic', 'bre', 'nth', 'mao']));
  });

  it('schema 3: F rom reaches tus nap tys, not ven or apu; A rom does reach ven and apu', () => {
    expect(sorted(map.neighbours('F', 'rom'))).toEqual(['nap', 'tus', 'tys']);
    expect(map.canMove('F', 'rom', 'ven')).toBe(false);
    expect(map.canMove('F', 'rom', 'apu')).toBe(false);
    expect(map.canReachProvince('F', 'rom', 'ven')).toBe(false);
    expect(map.canMove('A', 'rom', 'ven')).toBe(true);
    expect(map.canMove('A', 'rom', 'apu')).toBe(true);
  });

  it('an army at Brest cannot support into the Channel (support section)', () => {
    expect(map.canReachProvince('A', 'bre', 'eng')).toBe(false);
  });
});

describe('special provinces', () => {
  const both = (type: UnitType, a: LocId, b: LocId) => map.canMove(type, a, b) && map.canMove(type, b, a);

  it('Kiel has one coast: F hol-kie-ber, both ways', () => {
    expect(both('F', 'hol', 'kie')).toBe(true);
    expect(both('F', 'kie', 'ber')).toBe(true);
    expect(both('F', 'hel', 'kie')).toBe(true);
    expect(both('F', 'kie', 'bal')).toBe(true);
    expect(map.locsOf('kie', 'F')).toEqual(['kie']);
  });

  it('Constantinople has one coast: F bla-con-aeg, and both coasts of bul', () => {
    expect(both('F', 'bla', 'con')).toBe(true);
    expect(both('F', 'con', 'aeg')).toBe(true);
    expect(sorted(map.neighbours('F', 'con'))).toEqual(['aeg', 'ank', 'bla', 'bul/ec', 'bul/sc', 'smy']);
    expect(map.locsOf('con', 'F')).toEqual(['con']);
  });

  it('Denmark and Sweden are adjacent for armies and fleets', () => {
    expect(both('A', 'den', 'swe')).toBe(true);
    expect(both('F', 'den', 'swe')).toBe(true);
  });

  it.each([
    ['den', 'ber'],
    ['bal', 'ska'],
    ['bal', 'hel'],
    ['bla', 'aeg'],
    ['spa', 'naf'],
    ['yor', 'cly'],
  ])('%s and %s are not adjacent (by any route)', (a, b) => {
    expect(map.adjacentProvinces(a)).not.toContain(b);
    expect(map.adjacentProvinces(b)).not.toContain(a);
    for (const type of ['A', 'F'] as const) {
      for (const from of map.locsOf(a, type)) expect(map.canReachProvince(type, from, b)).toBe(false);
      for (const from of map.locsOf(b, type)) expect(map.canReachProvince(type, from, a)).toBe(false);
    }
  });

  it('rom-ven and rom-apu: armies only', () => {
    for (const p of ['ven', 'apu']) {
      expect(map.canMove('A', 'rom', p)).toBe(true);
      expect(map.canMove('F', 'rom', p)).toBe(false);
      expect(map.canMove('F', p, 'rom')).toBe(false);
      expect(map.adjacentProvinces('rom')).toContain(p);
    }
  });

  it.each([
    ['stp/nc', ['bar', 'nwy']],
    ['stp/sc', ['bot', 'fin', 'lvn']],
    ['spa/nc', ['gas', 'mao', 'por']],
    ['spa/sc', ['lyo', 'mao', 'mar', 'por', 'wes']],
    ['bul/ec', ['bla', 'con', 'rum']],
    ['bul/sc', ['aeg', 'con', 'gre']],
  ])('%s reaches exactly %j', (coast, expected) => {
    expect(sorted(map.neighbours('F', coast))).toEqual(expected);
    for (const to of expected) expect(map.canMove('F', to, coast)).toBe(true);
  });

  it('a fleet in a two-coast province stands on a coast, never on the bare province', () => {
    expect(map.locsOf('stp', 'F')).toEqual(['stp/nc', 'stp/sc']);
    expect(map.locsOf('stp', 'A')).toEqual(['stp']);
    expect(map.neighbours('F', 'stp')).toEqual([]);
    expect(map.canMove('F', 'gas', 'spa')).toBe(false);
    expect(map.canMove('F', 'gas', 'spa/nc')).toBe(true);
    expect(map.canMove('F', 'gas', 'spa/sc')).toBe(false);
  });

  it('a fleet on a north coast cannot reach the other side (2000: spa/nc and wes, lyo, mar)', () => {
    for (const p of ['wes', 'lyo', 'mar']) expect(map.canReachProvince('F', 'spa/nc', p)).toBe(false);
  });

  it('a fleet at mar may support into spa though it only reaches spa/sc (001, 2.7.3.2)', () => {
    expect(map.canReachProvince('F', 'mar', 'spa')).toBe(true);
    expect(map.canMove('F', 'mar', 'spa/nc')).toBe(false);
  });

  it('mao and con reach both coasts of a province; an army ignores coasts', () => {
    expect(map.canMove('F', 'mao', 'spa/nc') && map.canMove('F', 'mao', 'spa/sc')).toBe(true);
    expect(map.canMove('A', 'con', 'bul')).toBe(true);
    expect(map.canMove('A', 'con', 'bul/ec')).toBe(false);
  });

  it('sample game 1902: Sweden and Norway are coast-adjacent (fleet support)', () => {
    expect(map.canMove('F', 'swe', 'nwy')).toBe(true);
  });

  it('armies never reach the sea, fleets never reach inland', () => {
    for (const id of map.provinceIds) {
      for (const n of map.neighbours('A', id)) expect(map.province(n)!.terrain).not.toBe('sea');
      for (const loc of map.locsOf(id, 'F')) {
        for (const n of map.neighbours('F', loc)) expect(map.province(map.provinceOf(n))!.terrain).not.toBe('inland');
      }
    }
  });
});

describe('queries', () => {
  it('provinceOf', () => {
    expect(map.provinceOf('stp/nc')).toBe('stp');
    expect(map.provinceOf('lon')).toBe('lon');
  });

  it('adjacentProvinces merges army and fleet routes and coasts', () => {
    expect(map.adjacentProvinces('stp')).toEqual(['bar', 'bot', 'fin', 'lvn', 'mos', 'nwy']);
    expect(map.adjacentProvinces('eng')).toEqual(sorted(['iri', 'wal', 'lon', 'bel', 'pic', 'bre', 'nth', 'mao']));
  });

  it('unknown locations answer empty or false, never throw', () => {
    expect(map.neighbours('A', 'xyz')).toEqual([]);
    expect(map.canMove('F', 'xyz', 'nth')).toBe(false);
    expect(map.canReachProvince('A', 'xyz', 'par')).toBe(false);
    expect(map.locsOf('xyz', 'A')).toEqual([]);
    expect(map.adjacentProvinces('xyz')).toEqual([]);
  });

  it('adjacency is symmetric in the built map', () => {
    for (const type of ['A', 'F'] as const) {
      for (const id of map.provinceIds) {
        for (const from of map.locsOf(id, type)) {
          for (const to of map.neighbours(type, from)) expect(map.canMove(type, to, from)).toBe(true);
        }
      }
    }
  });
});

describe('provinceDistance', () => {
  // 001, 3.x (civil disorder): distances from A MAR and A MOS to England's home centres.
  it.each([
    ['mar', 'lon', 4],
    ['mar', 'lvp', 4],
    ['mar', 'edi', 4],
    ['mos', 'lon', 4],
    ['mos', 'edi', 4],
    ['mos', 'lvp', 5],
  ])('%s to %s is %i', (a, b, d) => {
    expect(provinceDistance(map, a, b)).toBe(d);
    expect(provinceDistance(map, b, a)).toBe(d);
  });

  it('is 0 to itself, 1 to a neighbour, counts seas, accepts coasts', () => {
    expect(provinceDistance(map, 'par', 'par')).toBe(0);
    expect(provinceDistance(map, 'par', 'bur')).toBe(1);
    expect(provinceDistance(map, 'lon', 'bel')).toBe(2);
    expect(provinceDistance(map, 'stp/nc', 'mos')).toBe(1);
  });

  it('every province is connected to every other', () => {
    for (const a of map.provinceIds) for (const b of map.provinceIds) expect(provinceDistance(map, a, b)).toBeLessThan(20);
  });

  it('names an unknown province', () => {
    expect(() => provinceDistance(map, 'par', 'swi')).toThrow("unknown province 'swi'");
  });
});
