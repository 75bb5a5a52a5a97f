// The Ancient Mediterranean board: the loader's validation, and each special rule of seed 004
// §4–§14 stated as adjacency facts of the data.

import { describe, expect, it } from 'vitest';
import { buildMap, MapDataError, type MapData } from '../build.js';
import type { UnitType } from '../types.js';
import {
  ANCIENT_MED_COUNTS,
  ANCIENT_MED_PASSAGES,
  ANCIENT_MED_POWER_NAMES,
  ANCIENT_MED_POWERS,
  ancientMediterranean,
  ancientMediterraneanMap as map,
  ancientMediterraneanMapData,
} from './index.js';

const adjacent = (type: UnitType, a: string, b: string): boolean => map.canMove(type, a, b);
/** Both directions, so a one-way slip in a test cannot hide behind symmetry. */
const both = (type: UnitType, a: string, b: string): boolean => adjacent(type, a, b) && adjacent(type, b, a);
const neither = (type: UnitType, a: string, b: string): boolean => !adjacent(type, a, b) && !adjacent(type, b, a);

function problemsOf(data: unknown): readonly string[] {
  try {
    buildMap(data as MapData<string>, ANCIENT_MED_COUNTS);
  } catch (e) {
    expect(e).toBeInstanceOf(MapDataError);
    return (e as MapDataError).problems;
  }
  throw new Error('expected buildMap to reject the data');
}
const copy = () => structuredClone(ancientMediterraneanMapData) as unknown as {
  provinces: Array<{ id: string; terrain: string; home?: string; supplyCenter: boolean }>;
  adjacency: { army: Record<string, string[]>; fleet: Record<string, string[]> };
  startingUnits: Array<{ power: string; type: string; loc: string }>;
  waterways: Array<{ id: string; banks: string[] }>;
  passages: Array<{ id: string; kind: string; pairs: string[][]; spaces?: string[] }>;
};

describe('the Ancient Mediterranean data', () => {
  it('builds with the counts of the variant: 79 spaces, 34 centres, 15 home centres, 15 units', () => {
    expect(map.provinceIds).toHaveLength(79);
    expect(map.provinceIds.filter((id) => map.province(id)!.supplyCenter)).toHaveLength(34);
    expect(map.provinceIds.filter((id) => map.province(id)!.home)).toHaveLength(15);
    expect(map.startingUnits).toHaveLength(15);
    const byTerrain = (t: string) => map.provinceIds.filter((id) => map.province(id)!.terrain === t).length;
    expect([byTerrain('inland'), byTerrain('coastal'), byTerrain('sea'), byTerrain('archipelago')]).toEqual([14, 44, 20, 1]);
  });

  it('has five powers, each with three home centres and a fleet and two armies on them', () => {
    expect(map.powers).toEqual(ANCIENT_MED_POWERS);
    expect(Object.keys(ANCIENT_MED_POWER_NAMES)).toEqual([...ANCIENT_MED_POWERS]);
    for (const power of ANCIENT_MED_POWERS) {
      const homes = map.provinceIds.filter((id) => map.province(id)!.home === power);
      const units = map.startingUnits.filter((u) => u.power === power);
      expect(homes).toHaveLength(3);
      expect(units.map((u) => u.type).sort()).toEqual(['A', 'A', 'F']);
      expect(units.map((u) => map.provinceOf(u.loc)).sort()).toEqual(homes);
    }
    expect(ancientMediterranean.victoryCenters).toBe(18);
    expect(ancientMediterranean.victoryCenters).toBe(Math.floor(34 / 2) + 1);
  });

  it('the starting position of seed 004 §1 (one fleet and one army per power) is part of it', () => {
    const seed = ['rome F nea', 'carthage F tha', 'greece F spa', 'persia F sid', 'egypt F ale',
      'rome A rom', 'carthage A car', 'greece A ath', 'persia A dam', 'egypt A the'];
    const data = map.startingUnits.map((u) => `${u.power} ${u.type} ${u.loc}`);
    for (const u of seed) expect(data).toContain(u);
  });

  it('rejects an army edge at the Baleares', () => {
    const d = copy();
    d.adjacency.army.bal = ['tar'];
    d.adjacency.army.tar.push('bal');
    expect(problemsOf(d)).toContain("archipelago 'bal' has army edges (tar); armies reach it by convoy only");
  });

  it('rejects a wrong home-centre count', () => {
    const d = copy();
    delete d.provinces.find((p) => p.id === 'mem')!.home;
    d.startingUnits = d.startingUnits.filter((u) => u.loc !== 'mem');
    const problems = problemsOf(d);
    expect(problems).toContain('expected 15 home centres, found 14');
    expect(problems).toContain('expected 15 starting units, found 14');
  });

  it('rejects a starting unit of a power that is not on this map', () => {
    const d = copy();
    d.startingUnits[0].power = 'austria';
    expect(problemsOf(d)).toEqual(['startingUnits[0]: needs power (one of rome, carthage, greece, persia, egypt), type A or F, and loc']);
  });

  it('rejects a Nile bank that is not on the waterway list, and a bank inland', () => {
    const d = copy();
    d.waterways[0].banks = d.waterways[0].banks.filter((b) => b !== 'bay');
    d.waterways[1].banks.push('ara');
    const problems = problemsOf(d);
    expect(problems).toContain("'bay' is coastal but no fleet edge links it to a sea province");
    expect(problems).toContain("waterway 'canal': bank 'ara' is inland, not coastal or sea");
  });

  it('rejects a passage that marks no edge, a pair marked twice, and a delta whose spaces do not all touch', () => {
    const d = copy();
    d.passages[0].pairs.push(['cor', 'sic']);
    d.passages[2].pairs.push(['sad', 'cor']);
    d.passages[3].spaces!.push('mem');
    const problems = problemsOf(d);
    expect(problems).toContain("passage 'strait-cor-sad': cor-sic is no edge of the adjacency, for armies or fleets; a passage marks an edge, it adds none");
    expect(problems).toContain("passage 'strait-mau-sag': sad-cor is marked by another passage already");
    expect(problems).toContain("passage 'delta': its spaces gop and mem do not touch for fleets");
  });

  it('rejects an asymmetric edge, as on the standard map', () => {
    const d = copy();
    d.adjacency.fleet.aus = d.adjacency.fleet.aus.filter((x) => x !== 'tyn');
    expect(problemsOf(d)).toEqual(["fleet edge tyn-aus is not symmetric: 'aus' does not list 'tyn'"]);
  });
});

describe('seed 004, special rules as adjacency facts', () => {
  it('§4: the Atlantic is not a space, and its name says so', () => {
    for (const name of ['Atlantic', 'Océan Atlantique']) {
      const r = map.lookup(name);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/the Atlantic Ocean, which is impassable/);
    }
    // The western edge: the Iberian Sea touches only Saguntum, Mauretania and the Berber Sea.
    expect(map.neighbours('F', 'ibe')).toEqual(['ber', 'mau', 'sag']);
  });

  it('§5: islands have one coast; the fleet Egyptian Sea -> Crete -> Aegean Sea', () => {
    expect(both('F', 'egy', 'cre')).toBe(true);
    expect(both('F', 'cre', 'aeg')).toBe(true);
    for (const island of ['cre', 'cyp', 'cor', 'sad', 'sic']) {
      expect(map.province(island)!.terrain).toBe('coastal');
      expect(map.province(island)!.coasts).toEqual([]);
    }
    // Crete and Cyprus have no land neighbour: armies leave them by convoy only.
    expect(map.neighbours('A', 'cre')).toEqual([]);
    expect(map.neighbours('A', 'cyp')).toEqual([]);
  });

  it('§6: straits (the three arrows) join land for armies and fleets; Tyrrhenean and Ausonian seas touch', () => {
    for (const [a, b] of [['cor', 'sad'], ['nea', 'sic'], ['sag', 'mau']]) {
      expect(both('A', a, b)).toBe(true);
      expect(both('F', a, b)).toBe(true);
    }
    expect(both('F', 'tyn', 'aus')).toBe(true);
    // The passages table marks exactly these edges as straits (the explanations name §6 from it).
    const straits = ANCIENT_MED_PASSAGES.filter((p) => p.kind === 'strait').flatMap((p) => p.pairs.map((x) => [...x].sort().join('-')));
    expect(straits.sort()).toEqual(['aus-tyn', 'cor-sad', 'mau-sag', 'nea-sic']);
  });

  it('§7: Byzantium works like Constantinople: fleets pass between the Black and Aegean seas through it', () => {
    expect(both('F', 'bla', 'byz')).toBe(true);
    expect(both('F', 'byz', 'aeg')).toBe(true);
    expect(neither('F', 'bla', 'aeg')).toBe(true);
    expect(map.province('byz')!.supplyCenter).toBe(true);
    for (const land of ['mac', 'dac', 'bit', 'gal', 'mil']) expect(both('A', 'byz', land)).toBe(true);
  });

  it('§8: the Baleares hold either unit, have no army border, touch the Berber and Ligurian seas', () => {
    const bal = map.province('bal')!;
    expect(bal.terrain).toBe('archipelago');
    expect(bal.supplyCenter).toBe(true);
    expect(map.locsOf('bal', 'A')).toEqual(['bal']);
    expect(map.locsOf('bal', 'F')).toEqual(['bal']);
    expect(map.neighbours('A', 'bal')).toEqual([]);
    for (const land of ['tar', 'sag']) {
      expect(neither('A', land, 'bal')).toBe(true);
      expect(both('F', land, 'bal')).toBe(true);
    }
    expect(both('F', 'bal', 'ber')).toBe(true);
    expect(both('F', 'bal', 'lig')).toBe(true);
    // No army anywhere lists the Baleares.
    for (const id of map.provinceIds) expect(map.neighbours('A', id)).not.toContain('bal');
  });

  it('§9: the Ausonian, Messenian, Libyan seas and the Gulf of Tacape are each adjacent to the other three', () => {
    const four = ['aus', 'mes', 'got', 'lib'];
    for (const a of four) for (const b of four) if (a !== b) expect(adjacent('F', a, b)).toBe(true);
  });

  it('§10: the Diolkos lets fleets through Athens but the Ionian and Aegean seas stay apart', () => {
    expect(neither('F', 'ion', 'aeg')).toBe(true);
    expect(both('F', 'aeg', 'ath')).toBe(true);
    expect(both('F', 'ath', 'ion')).toBe(true);
    expect(both('F', 'ath', 'spa')).toBe(true);
    expect(both('A', 'ath', 'spa')).toBe(true);
    expect(map.province('ath')!.coasts).toEqual([]);
    expect(map.province('spa')!.coasts).toEqual([]);
  });

  it('§11: fleets sail the Nile (Sinai -> Thebes -> Memphis -> Alexandria) but not Memphis -> Cyrene', () => {
    expect(both('F', 'sii', 'the')).toBe(true);
    expect(both('F', 'the', 'mem')).toBe(true);
    expect(both('F', 'mem', 'ale')).toBe(true);
    expect(neither('F', 'mem', 'cyr')).toBe(true);
    expect(both('A', 'mem', 'cyr')).toBe(true);
    // Egypt may build fleets on each home centre: each is a fleet location.
    for (const home of ['ale', 'mem', 'the']) expect(map.locsOf(home, 'F')).toEqual([home]);
  });

  it('§11: the canal joins the Reed Sea to Sinai and Thebes, not to the Gulf of Pelusium or Alexandria', () => {
    expect(both('F', 'ree', 'sii')).toBe(true);
    expect(both('F', 'ree', 'the')).toBe(true);
    expect(neither('F', 'ree', 'gop')).toBe(true);
    expect(neither('F', 'ree', 'ale')).toBe(true);
    // Armies cross the Nile and the canal freely.
    expect(both('A', 'sii', 'the')).toBe(true);
    expect(both('A', 'the', 'mem')).toBe(true);
    expect(both('A', 'mem', 'ale')).toBe(true);
  });

  it('§12: the delta makes Alexandria, Thebes, Sinai and the Gulf of Pelusium adjacent to each other', () => {
    const delta = ['ale', 'the', 'sii', 'gop'];
    for (const a of delta) for (const b of delta) if (a !== b) expect(adjacent('F', a, b)).toBe(true);
    const land = ['ale', 'the', 'sii'];
    for (const a of land) for (const b of land) if (a !== b) expect(adjacent('A', a, b)).toBe(true);
    // The passages table: the delta's spaces, and the two pairs the seed says to remember, which
    // touch only through it (the explanations name §12 from it).
    const [delta2] = ANCIENT_MED_PASSAGES.filter((p) => p.kind === 'delta');
    expect([...delta2.spaces!].sort()).toEqual([...delta].sort());
    expect(delta2.pairs.map((x) => [...x].sort().join('-')).sort()).toEqual(['ale-sii', 'gop-the']);
  });

  it('§13: only seas and the Baleares can hold a convoying fleet; islands, Byzantium and the Nile banks are land', () => {
    for (const id of ['cre', 'cyp', 'sic', 'cor', 'sad', 'byz', 'ath', 'spa', 'ale', 'mem', 'the', 'sii', 'bay']) {
      expect(map.province(id)!.terrain).toBe('coastal');
    }
    expect(map.province('bal')!.terrain).toBe('archipelago');
  });

  it('§14: every id is the first three letters of its English name (without Sea/Strait), the initials of a three-word name, or a listed exception', () => {
    const exceptions: Record<string, string> = {
      gop: 'Gulf of Pelusium', gos: 'Gulf of Syrtis', got: 'Gulf of Tacape', sad: 'Sardinia', sam: 'Sarmatia',
      sii: 'Sinai', sip: 'Sinope', tye: 'Tyre', tyn: 'Tyrrhenean Sea',
    };
    for (const id of map.provinceIds) {
      const en = map.province(id)!.name.en;
      if (id in exceptions) {
        expect(en).toBe(exceptions[id]);
        continue;
      }
      const words = en.split(' ').filter((w) => !/^(sea|strait)$/i.test(w));
      const rule = words.length === 3 ? words.map((w) => w[0]).join('') : words[0].slice(0, 3);
      expect(rule.toLowerCase(), en).toBe(id);
    }
  });

  it('§14: names in both languages and DPjudge codes are read', () => {
    const cases: Array<[string, string]> = [
      ['Thèbes', 'the'], ['Thebes', 'the'], ['THB', 'the'], ['Sinaï', 'sii'], ['SIN', 'sii'], ['GoP', 'gop'],
      ['Byzance', 'byz'], ['Baléares', 'bal'], ['Carthago', 'car'], ['Carthage', 'car'], ['Mer rouge', 'ree'],
      ['Reed Sea', 'ree'], ['Tyrrhenean Sea', 'tyn'], ['Athènes', 'ath'], ["Mer d'Egée", 'aeg'],
    ];
    for (const [text, id] of cases) expect(map.lookup(text), text).toEqual({ ok: true, loc: id });
  });
});
