// Retreats, adjustments and phase sequencing.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { nextPhase } from './phase.js';
import { play } from './test-helpers.js';

const HOME = (power: string) => standardMap.provinceIds.filter((p) => standardMap.province(p)!.home === power);

describe('retreats', () => {
  it('lists only free provinces: not occupied, not the attacker’s origin, not a standoff province', () => {
    const r = play({
      units: ['germany A mun', 'austria A boh', 'austria A tyr', 'france A bur', 'russia A war', 'russia A pru'],
      orders: ['austria: A boh - mun', 'austria: A tyr S A boh - mun', 'russia: A war - sil', 'russia: A pru - sil'],
    });
    expect(r.output.dislodged).toEqual([{ power: 'germany', type: 'A', loc: 'mun', attackerFrom: 'boh', retreats: ['ber', 'kie', 'ruh'] }]);
    expect(r.output.contested).toEqual(['sil']);
  });

  const base = {
    type: 'retreat' as const,
    // The attackers stand where they dislodged (from bur and ven); another French army moved into bur.
    units: ['france A bur', 'germany A ber', 'france A mun', 'italy A tyr'],
    dislodged: [
      { power: 'germany' as const, type: 'A' as const, loc: 'mun', attackerFrom: 'bur' },
      { power: 'austria' as const, type: 'A' as const, loc: 'tyr', attackerFrom: 'ven' },
    ],
    contested: ['sil'],
  };

  it('moves a unit that retreats to a free province', () => {
    const r = play({ ...base, orders: ['germany: A mun - ruh', 'austria: A tyr - boh'] });
    expect(r.results).toEqual(['succeeds', 'succeeds']);
    expect(r.position).toEqual(['austria A boh', 'france A bur', 'france A mun', 'germany A ber', 'germany A ruh', 'italy A tyr']);
  });

  it('refuses a retreat to an occupied, origin or standoff province, and the unit disbands', () => {
    const r = play({ ...base, orders: ['germany: A mun - bur', 'austria: A tyr - ven'] });
    expect(r.results).toEqual(['illegal', 'illegal']);
    const standoff = play({ ...base, orders: ['germany: A mun - sil'] });
    expect(standoff.results).toEqual(['illegal']);
    expect(standoff.position).toEqual(['france A bur', 'france A mun', 'germany A ber', 'italy A tyr']);
  });

  it('disbands both units when two retreat to the same province', () => {
    const r = play({ ...base, orders: ['germany: A mun - boh', 'austria: A tyr - boh'] });
    expect(r.results).toEqual(['fails', 'fails']);
    expect(r.position).toEqual(['france A bur', 'france A mun', 'germany A ber', 'italy A tyr']);
  });

  it('disbands an unordered dislodged unit (2000) and accepts a voluntary disband', () => {
    const r = play({ ...base, orders: ['germany: A mun disband'] });
    expect(r.results).toEqual(['succeeds']);
    expect(r.position).toEqual(['france A bur', 'france A mun', 'germany A ber', 'italy A tyr']);
  });

  it('under the 1971 postal defaults, retreats an unordered unit towards its home centres', () => {
    const r = play({ ...base, ruleset: 'rulebook-1971', orders: [] });
    // Munich's free neighbours: boh, kie, ruh (sil is a standoff, bur and tyr occupied). Kie is a German home centre.
    expect(r.position).toContain('germany A kie');
  });
});

describe('adjustments', () => {
  const centres = { france: ['bre', 'mar', 'par', 'spa', 'por'], germany: ['ber', 'kie'], russia: ['mos', 'sev', 'stp', 'war'] };

  it('builds only on vacant home centres still owned, and lets builds be waived', () => {
    const r = play({
      type: 'adjustment',
      season: 'winter',
      units: ['france A spa', 'france F por', 'france A par', 'russia A mos'],
      supplyCenters: centres,
      orders: ['france: Build A par', 'france: Build F mar', 'france: Build A mun', 'russia: Build F stp', 'russia: Build F stp/nc', 'russia: Waive'],
    });
    expect(r.results).toEqual(['fails', 'succeeds', 'illegal', 'illegal', 'succeeds', 'succeeds']);
    expect(r.output.adjustments).toEqual([
      { power: 'france', action: 'build', type: 'F', loc: 'mar', default: false },
      { power: 'russia', action: 'build', type: 'F', loc: 'stp/nc', default: false },
    ]);
  });

  it('does not build on a home centre another power owns', () => {
    const r = play({
      type: 'adjustment',
      season: 'winter',
      units: ['germany A mun'],
      supplyCenters: { germany: ['ber', 'kie'], france: ['mun'] },
      orders: ['germany: Build A ber', 'germany: Build A mun'],
    });
    expect(r.results).toEqual(['succeeds', 'fails']);
  });

  it('refuses a fleet built inland', () => {
    const r = play({ type: 'adjustment', season: 'winter', units: [], supplyCenters: { germany: ['mun'] }, orders: ['germany: Build F mun'] });
    expect(r.results).toEqual(['illegal']);
  });

  it('removes the units ordered, and the farthest first when a power orders too few (2000)', () => {
    const r = play({
      type: 'adjustment',
      season: 'winter',
      units: ['germany A ber', 'germany F nao', 'germany A tun', 'germany A mun'],
      supplyCenters: { germany: ['ber', 'kie'] },
      orders: [],
    });
    // Distance to the nearest German home centre: nao 4? tun far; fleets before armies on ties.
    expect(r.output.adjustments!.map((a) => `${a.type} ${a.loc}`)).toEqual(['A tun', 'F nao']);
    expect(r.output.adjustments!.every((a) => a.default)).toBe(true);
    expect(r.position).toEqual(['germany A ber', 'germany A mun']);
  });

  it('follows 001 §3.5.3 under the 1971 preset: the sum of distances, A mos (13) before A mar (12)', () => {
    const setup = {
      type: 'adjustment' as const,
      season: 'winter' as const,
      units: ['england A mar', 'england A mos', 'england F lon'],
      supplyCenters: { england: ['lon', 'edi'] },
      orders: [],
    };
    expect(play({ ...setup, ruleset: 'rulebook-1971' }).output.adjustments!.map((a) => a.loc)).toEqual(['mos']);
    // The 2000 rule measures to the nearest home centre: both at 4, so alphabetical order takes Marseilles.
    expect(play(setup).output.adjustments!.map((a) => a.loc)).toEqual(['mar']);
  });

  it('declares a winner at 18 centres', () => {
    const eighteen = standardMap.provinceIds.filter((p) => standardMap.province(p)!.supplyCenter).slice(0, 18);
    const r = play({ type: 'adjustment', season: 'winter', units: [], supplyCenters: { france: eighteen }, orders: [] });
    expect(r.output.winner).toBe('france');
    expect(HOME('france')).toEqual(['bre', 'mar', 'par']);
  });
});

describe('phase sequencing and centre ownership', () => {
  it('goes movement -> retreats only when someone is dislodged -> adjustments after Fall -> Spring', () => {
    expect(nextPhase({ season: 'spring', year: 1901, type: 'movement' }, false)).toEqual({ season: 'fall', year: 1901, type: 'movement' });
    expect(nextPhase({ season: 'spring', year: 1901, type: 'movement' }, true)).toEqual({ season: 'spring', year: 1901, type: 'retreat' });
    expect(nextPhase({ season: 'spring', year: 1901, type: 'retreat' }, false)).toEqual({ season: 'fall', year: 1901, type: 'movement' });
    expect(nextPhase({ season: 'fall', year: 1901, type: 'movement' }, false)).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
    expect(nextPhase({ season: 'fall', year: 1901, type: 'retreat' }, false)).toEqual({ season: 'winter', year: 1901, type: 'adjustment' });
    expect(nextPhase({ season: 'winter', year: 1901, type: 'adjustment' }, false)).toEqual({ season: 'spring', year: 1902, type: 'movement' });
  });

  it('changes centre owners after Fall, not after Spring', () => {
    const setup = { units: ['france A bur'], orders: ['france: A bur - bel'], supplyCenters: { france: ['par'] } };
    expect(play(setup).output.supplyCenters).toEqual({ france: ['par'] });
    expect(play({ ...setup, season: 'fall' }).output.supplyCenters).toEqual({ france: ['bel', 'par'] });
  });

  it('waits for the Fall retreats before changing owners, and counts the retreats', () => {
    const fall = play({
      season: 'fall',
      units: ['france A bur', 'germany A mun', 'germany A ruh'],
      orders: ['germany: A ruh - bur', 'germany: A mun S A ruh - bur'],
      supplyCenters: { france: ['par'], germany: ['mun'] },
    });
    expect(fall.output.next).toEqual({ season: 'fall', year: 1901, type: 'retreat' });
    expect(fall.output.supplyCenters).toEqual({ france: ['par'], germany: ['mun'] });
    const retreat = play({
      season: 'fall',
      type: 'retreat',
      units: ['germany A bur', 'germany A mun'],
      dislodged: [{ power: 'france', type: 'A', loc: 'bur', attackerFrom: 'ruh' }],
      orders: ['france: A bur - bel'],
      supplyCenters: { france: ['par'], germany: ['mun'] },
    });
    expect(retreat.output.supplyCenters).toEqual({ france: ['bel', 'par'], germany: ['mun'] });
  });
});
