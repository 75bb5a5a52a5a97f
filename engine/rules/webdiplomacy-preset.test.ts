// The webdiplomacy preset's three deviations from the 2000 book, each on a phase where it changes the
// ruling, and each next to the preset that rules the other way.
import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail } from '../index.js';
import type { PhaseInput } from '../protocol/types.js';
import { PRESETS, differingOptions } from './presets.js';

const results = (input: PhaseInput) => adjudicate(input).orders.map((o) => o.result);
const reasons = (input: PhaseInput) => adjudicateWithDetail(input).reasons.map((r) => r.en);

describe('the webdiplomacy preset', () => {
  it('differs from the 2000 book in the adjacent convoy, its fallback and civil disorder only', () => {
    expect(differingOptions(PRESETS['rulebook-2000'], PRESETS.webdiplomacy).sort()).toEqual(['adjacentConvoy', 'civilDisorder', 'viaConvoyFallback']);
  });

  // DATC 6.G.1: an army convoyed to a neighbouring province by its own fleet, without "via convoy".
  const ownFleet: PhaseInput = {
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: [
      { power: 'england', type: 'A', loc: 'nwy' },
      { power: 'england', type: 'F', loc: 'ska' },
      { power: 'russia', type: 'A', loc: 'swe' },
    ],
    orders: [
      { power: 'england', text: 'A Nwy - Swe' },
      { power: 'england', text: 'F Ska C A Nwy - Swe' },
      { power: 'russia', text: 'A Swe - Nwy' },
    ],
  };

  it('sends an army to a neighbouring province by sea only when its order says via convoy (DATC 4.A.3)', () => {
    expect(results({ ...ownFleet, ruleset: 'rulebook-2000' })).toEqual(['succeeds', 'available', 'succeeds']);
    expect(results({ ...ownFleet, ruleset: 'webdiplomacy' })).toEqual(['fails', 'invalid', 'fails']);
    expect(reasons({ ...ownFleet, ruleset: 'webdiplomacy' })[1]).toMatch(/does not say "via convoy"/);
    const via = { ...ownFleet, orders: [{ power: 'england', text: 'A NWY - SWE VIA' }, ...ownFleet.orders.slice(1)] };
    expect(results({ ...via, ruleset: 'webdiplomacy' })).toEqual(['succeeds', 'available', 'succeeds']);
  });

  const noFleet: PhaseInput = {
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: [{ power: 'england', type: 'A', loc: 'nwy' }],
    orders: [{ power: 'england', text: 'A Nwy - Swe via convoy' }],
  };

  it('lets a via convoy move with no convoy route ordered fall back on the land route (DATC v2)', () => {
    expect(results({ ...noFleet, ruleset: 'datc' })).toEqual(['fails']);
    expect(results({ ...noFleet, ruleset: 'webdiplomacy' })).toEqual(['succeeds']);
    expect(adjudicate({ ...noFleet, ruleset: 'webdiplomacy' }).units).toEqual([{ power: 'england', type: 'A', loc: 'swe' }]);
  });

  it('falls back when the fleets ordered make no whole route, and says why the convoy is not used', () => {
    // By sea, Liverpool to Yorkshire needs three fleets (Irish Sea or North Atlantic, then on to the North Sea): one is ordered.
    const broken: PhaseInput = {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'england', type: 'A', loc: 'lvp' },
        { power: 'england', type: 'F', loc: 'nth' },
      ],
      orders: [
        { power: 'england', text: 'A Lvp - Yor via convoy' },
        { power: 'england', text: 'F Nth C A Lvp - Yor' },
      ],
    };
    expect(results({ ...broken, ruleset: 'webdiplomacy' })).toEqual(['succeeds', 'invalid']);
    expect(reasons({ ...broken, ruleset: 'webdiplomacy' })[1]).toMatch(/make no route/);
    expect(results({ ...broken, ruleset: 'rulebook-2000' })[0]).toBe('fails');
  });

  // Germany owns one centre and keeps two units, orders no removal: civil disorder picks one.
  const disorder: PhaseInput = {
    phase: { season: 'winter', year: 1905, type: 'adjustment' },
    units: [
      { power: 'germany', type: 'F', loc: 'adr' },
      { power: 'germany', type: 'A', loc: 'sev' },
    ],
    supplyCenters: { germany: ['mun'] },
    orders: [],
  };

  it('measures a fleet in civil disorder by fleet moves from home, an army over land and sea (DATC 4.D.8)', () => {
    const removed = (ruleset: string) => adjudicate({ ...disorder, ruleset }).adjustments?.map((a) => `${a.action} ${a.type} ${a.loc}`);
    // Any terrain: A sev is 4 from Munich or Berlin, F adr 3 (mun-tyr-ven-adr). By sea from Kiel, F adr is 8.
    expect(removed('rulebook-2000')).toEqual(['remove A sev']);
    expect(removed('webdiplomacy')).toEqual(['remove F adr']);
    const step = adjudicateWithDetail({ ...disorder, ruleset: 'webdiplomacy' }).explanation.map((s) => s.text.en).join(' ');
    expect(step).toMatch(/a fleet by fleet moves/);
    expect(step).toMatch(/F adr \(8\)/);
  });
});
