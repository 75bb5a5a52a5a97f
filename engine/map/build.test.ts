// The loader accepts the standard data and rejects broken copies with a clear, complete message.

import { describe, expect, it } from 'vitest';
import { buildMap, MapDataError, type MapData } from './build.js';
import { standardMapData } from './standard.js';

/** A deep copy of the standard data, loosely typed so that a test may break it. */
interface Breakable {
  provinces: Array<{ id: string; terrain: string; supplyCenter: boolean; home?: string; coasts: string[] }>;
  adjacency: { army: Record<string, string[]>; fleet: Record<string, string[]> };
  startingUnits: Array<{ power: string; type: string; loc: string }>;
  names: MapData['names'];
}
function copy(): Breakable {
  return structuredClone(standardMapData) as unknown as Breakable;
}

/** The problems buildMap reports for this data (fails the test if it builds). */
function problemsOf(data: unknown): readonly string[] {
  try {
    buildMap(data as MapData);
  } catch (e) {
    expect(e).toBeInstanceOf(MapDataError);
    return (e as MapDataError).problems;
  }
  throw new Error('expected buildMap to reject the data');
}

describe('buildMap on the standard data', () => {
  it('builds without problems', () => {
    expect(() => buildMap(standardMapData)).not.toThrow();
  });
});

describe('buildMap rejects broken data', () => {
  it('an asymmetric fleet edge', () => {
    const d = copy();
    d.adjacency.fleet.nth = d.adjacency.fleet.nth.filter((x) => x !== 'eng');
    expect(problemsOf(d)).toEqual(['fleet edge eng-nth is not symmetric: \'nth\' does not list \'eng\'']);
  });

  it('an asymmetric army edge', () => {
    const d = copy();
    d.adjacency.army.den.push('ber');
    expect(problemsOf(d)).toContain("army edge den-ber is not symmetric: 'ber' does not list 'den'");
  });

  it('a coast of the wrong province', () => {
    const d = copy();
    d.adjacency.fleet.mao = d.adjacency.fleet.mao.map((x) => (x === 'spa/nc' ? 'spa/ec' : x));
    const problems = problemsOf(d);
    expect(problems).toContain("fleet edge mao-spa/ec: 'spa/ec' is not a coast of 'spa' (its coasts: nc, sc)");
    // spa/nc now lacks its edge back from mao:
    expect(problems).toContain("fleet edge spa/nc-mao is not symmetric: 'mao' does not list 'spa/nc'");
  });

  it('a coast on a province that has none', () => {
    const d = copy();
    d.adjacency.fleet.lyo = [...d.adjacency.fleet.lyo, 'mar/sc'];
    expect(problemsOf(d)).toContain("fleet edge lyo-mar/sc: 'mar/sc': 'mar' has no separate coasts");
  });

  it('a fleet edge to an inland province, an army edge to the sea', () => {
    const d = copy();
    d.adjacency.fleet.pic.push('par');
    d.adjacency.army.pic.push('eng');
    const problems = problemsOf(d);
    expect(problems).toContain("fleet edge pic-par: 'par' is inland; fleets stand on coastal or sea locations only");
    expect(problems).toContain("army edge pic-eng: 'eng' is a sea province; armies stand on land only");
  });

  it('a fleet edge to a two-coast province without its coast', () => {
    const d = copy();
    d.adjacency.fleet.gas = [...d.adjacency.fleet.gas, 'spa'];
    expect(problemsOf(d)).toContain(
      "fleet edge gas-spa: 'spa' has separate coasts; a fleet must stand on one of spa/nc, spa/sc",
    );
  });

  it('a supply centre at sea, and the count it throws off', () => {
    const d = copy();
    d.provinces.find((p) => p.id === 'nth')!.supplyCenter = true;
    const problems = problemsOf(d);
    expect(problems).toContain("supply centre 'nth' is at sea; supply centres are on land");
    expect(problems).toContain('expected 34 supply centres, found 35');
  });

  it('wrong counts of provinces and starting units', () => {
    const d = copy();
    d.provinces = d.provinces.filter((p) => p.id !== 'yor');
    for (const table of [d.adjacency.army, d.adjacency.fleet]) {
      delete table.yor;
      for (const k of Object.keys(table)) table[k] = table[k].filter((x) => x !== 'yor');
    }
    d.startingUnits.pop();
    const problems = problemsOf(d);
    expect(problems).toContain('expected 75 provinces, found 74');
    expect(problems).toContain('expected 22 starting units, found 21');
  });

  it('a home centre that is not a supply centre', () => {
    const d = copy();
    d.provinces.find((p) => p.id === 'pic')!.home = 'france';
    expect(problemsOf(d)).toContain("'pic' is a home centre of france but not a supply centre");
  });

  it('starting units off their own home centres', () => {
    const d = copy();
    d.startingUnits[0].loc = 'tyr'; // austria A vie -> tyr
    d.startingUnits[3].power = 'france'; // england F edi
    const problems = problemsOf(d);
    expect(problems).toContain("starting unit austria A tyr: 'tyr' is not a home centre of austria");
    expect(problems).toContain("starting unit france F edi: 'edi' is not a home centre of france (it is england's)");
  });

  it('a fleet starting on a two-coast province without its coast', () => {
    const d = copy();
    d.startingUnits.find((u) => u.loc === 'stp/sc')!.loc = 'stp';
    expect(problemsOf(d)).toContain(
      "starting unit russia F stp: 'stp' has separate coasts; a fleet must stand on one of stp/nc, stp/sc",
    );
  });

  it('collects every problem into one message', () => {
    const d = copy();
    d.adjacency.fleet.nth = d.adjacency.fleet.nth.filter((x) => x !== 'eng');
    d.provinces.find((p) => p.id === 'nth')!.supplyCenter = true;
    try {
      buildMap(d as unknown as MapData);
      expect.unreachable();
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toMatch(/^Map data is invalid \(3 problems\):/);
      expect(message).toContain('fleet edge eng-nth is not symmetric');
      expect(message).toContain("supply centre 'nth' is at sea");
      expect(message).toContain('expected 34 supply centres, found 35');
    }
  });

  it('malformed records are reported, not crashed on', () => {
    const d = copy() as unknown as { provinces: unknown[]; startingUnits: unknown[] };
    d.provinces[0] = { id: 'ADR', terrain: 'lake', name: { en: '' }, supplyCenter: 'no', coasts: ['xc'] };
    d.startingUnits[0] = { power: 'prussia', type: 'A', loc: 'vie' };
    const problems = problemsOf(d);
    expect(problems).toContain('provinces[0]: id "ADR" is not a lowercase 3-letter id');
    expect(problems).toContain('province \'ADR\': terrain "lake" is not one of inland, coastal, sea, archipelago');
    expect(problems).toContain("province 'ADR': name must have non-empty en and fr");
    expect(problems).toContain("province 'ADR': coasts must be a list of nc, sc, ec");
    expect(problems.some((p) => p.startsWith('startingUnits[0]: needs power'))).toBe(true);
  });

  it('an alias given to two provinces', () => {
    const d = copy();
    const names = structuredClone(d.names) as { aliases: Record<string, { otherNames?: string[] }> };
    names.aliases.lon.otherNames = ['Bourgogne'];
    expect(problemsOf({ ...d, names })).toEqual([
      "names: 'Bourgogne' (otherNames) names 'lon' but the same spelling already names 'bur' (French name 'Bourgogne')",
    ]);
  });
});
