// The centre owners a phase writes back when none changed hands (centresJson) are exactly what the
// Map the rules read would write (ownersJson(ownersFrom(...))): same powers, same order, same lists.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { PowerId } from '../map/types.js';
import { centresJson, ownersFrom, ownersJson } from './phase.js';
import { play } from './test-helpers.js';

const CENTRES = standardMap.provinceIds.filter((p) => standardMap.province(p)!.supplyCenter);
const POWERS = standardMap.powers;

/** Any legal owner record: each centre owned by one power or none, powers in any order (some with an empty list), lists in any order. */
const ownerRecords = fc
  .tuple(
    fc.array(fc.integer({ min: -1, max: POWERS.length - 1 }), { minLength: CENTRES.length, maxLength: CENTRES.length }),
    fc.shuffledSubarray([...POWERS], { minLength: 0, maxLength: POWERS.length }),
    fc.infiniteStream(fc.nat()),
  )
  .map(([ownerOf, listed, noise]) => {
    const record: Record<PowerId, string[]> = {};
    for (const power of listed) record[power] = [];
    CENTRES.forEach((c, i) => {
      const power = POWERS[ownerOf[i]];
      if (power !== undefined && record[power]) record[power].push(c);
    });
    // Shuffle each list: real records are not always sorted.
    for (const list of Object.values(record)) {
      for (let i = list.length - 1; i > 0; i--) {
        const j = noise.next().value % (i + 1);
        [list[i], list[j]] = [list[j], list[i]];
      }
    }
    return record;
  });

describe('centre owners written back unchanged', () => {
  it('are what the Map of owners writes: the same powers in the same order, each list sorted', () => {
    fc.assert(
      fc.property(ownerRecords, (record) => {
        const written = centresJson(record);
        expect(JSON.stringify(written)).toBe(JSON.stringify(ownersJson(ownersFrom(record))));
        // And directly: every owned centre kept under its owner, in sort() order.
        const expected = Object.fromEntries(Object.entries(record).filter(([, list]) => list.length > 0).map(([power, list]) => [power, [...list].sort()]));
        expect(JSON.stringify(written)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 300 },
    );
  });

  it('are fresh lists: changing the output changes nothing the caller gave', () => {
    const given = { england: ['lon', 'edi', 'lvp'], france: ['bre', 'mar', 'par'] };
    const out = centresJson(given);
    expect(out).toEqual({ england: ['edi', 'lon', 'lvp'], france: ['bre', 'mar', 'par'] });
    expect(out.france).not.toBe(given.france);
    out.france!.push('bel');
    out.england!.pop();
    expect(given).toEqual({ england: ['lon', 'edi', 'lvp'], france: ['bre', 'mar', 'par'] });
  });

  it('in a Spring phase: sorted, powers owning none left out, a centre entered not captured', () => {
    const r = play({
      units: ['france A bur', 'germany A mun'],
      orders: ['france: A bur - bel', 'germany: A mun H'],
      supplyCenters: { russia: [], germany: ['mun', 'kie', 'ber'], france: ['par', 'bre'] },
    });
    expect(r.results).toEqual(['succeeds', 'holds']);
    expect(JSON.stringify(r.output.supplyCenters)).toBe(JSON.stringify({ germany: ['ber', 'kie', 'mun'], france: ['bre', 'par'] }));
  });

  it('in a Fall phase: the centre entered is captured', () => {
    const r = play({
      season: 'fall',
      units: ['france A bur', 'germany A mun'],
      orders: ['france: A bur - bel', 'germany: A mun H'],
      supplyCenters: { germany: ['mun', 'kie', 'ber'], france: ['par', 'bre'] },
    });
    expect(r.results).toEqual(['succeeds', 'holds']);
    expect(r.output.supplyCenters).toEqual({ germany: ['ber', 'kie', 'mun'], france: ['bel', 'bre', 'par'] });
  });
});
