// Every DATC case page's standing, from the data: the DATC column is the DATC's answer, and a preset
// whose results differ from it is never shown as agreeing (issue 25: a green "agrees" over a deviation).
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/index.js';
import { compareDislodged, compareOrders, comparePositionAfter, expectedOrders, runPhases, PRESETS, type Case } from '../../engine/casebook/index.js';
import { DATC_ISSUES } from '../../engine/rules/index.js';
import { datcStanding, isDatcCase } from './datc-deviations.js';
import { datcConformance } from './conformance.js';
import { sharedCases } from '../../engine/testing/casebook.js';

const datcCases = sharedCases().filter(isDatcCase);

/** Does `preset` give the DATC's answer on every check? Asked of the casebook's own checks, apart from the model. */
function agreesWithDatc(c: Case, preset: (typeof PRESETS)[number]): boolean {
  const runs = runPhases(c, preset, adjudicate);
  return (c.phases ?? []).every((ph, i) => {
    const out = runs[i].output;
    return out !== undefined && [compareOrders(ph, 'datc', out), compareDislodged(ph, 'datc', out), comparePositionAfter(ph, 'datc', out)].every((v) => v.ok);
  });
}

describe('a DATC case page against the DATC', () => {
  it('finds the DATC cases', () => expect(datcCases.length).toBeGreaterThanOrEqual(164));

  it('writes every DATC case under the datc preset, so its DATC column is the DATC’s preferred answer', () => {
    for (const c of datcCases) {
      expect(c.ruleset, c.id).toBe('datc');
      for (const ph of c.phases ?? []) {
        expect(ph.expect.expectBy?.datc, c.id).toBeUndefined();
        for (const [k, e] of expectedOrders(ph, c.ruleset).entries()) expect([c.id, k, e.expect]).toEqual([c.id, k, ph.orders[k].expect]);
      }
    }
  });

  it('never counts a deviating preset as agreeing, and names every deviation', () => {
    for (const c of datcCases) {
      if (!(c.phases ?? []).length) continue;
      const s = datcStanding(c);
      for (const p of s.presets) expect([c.id, p.preset, p.agrees]).toEqual([c.id, p.preset, agreesWithDatc(c, p.preset)]);
      expect(s.deviating.map((p) => p.preset)).toEqual(s.presets.filter((p) => !p.agrees).map((p) => p.preset));
      for (const p of s.deviating) {
        expect(p.orders.length + p.otherChecks.length, `${c.id} ${p.preset}`).toBeGreaterThan(0);
        expect(p.reasons.length, `${c.id} ${p.preset}: a deviation without its reason`).toBeGreaterThan(0);
        for (const r of p.reasons) for (const text of [r.preferred, r.choice, r.source]) expect(text?.en && text.fr, `${c.id} ${p.preset} ${r.option}`).toBeTruthy();
      }
    }
  });

  it('flags every preset a case file itself expects to differ from the DATC', () => {
    for (const c of datcCases) {
      const s = datcStanding(c);
      for (const ph of c.phases ?? []) {
        const named = new Set([
          ...ph.orders.flatMap((o) =>
            Object.entries(o.expectBy ?? {})
              .filter(([, r]) => r !== o.expect)
              .map(([p]) => p),
          ),
          ...Object.keys(ph.expect.expectBy ?? {}),
        ]);
        for (const preset of named)
          expect(
            s.deviating.map((p) => p.preset),
            `${c.id}: ${preset}`,
          ).toContain(preset);
      }
    }
  });

  it('6.I.1: the datc preset agrees, the presets that void colliding builds deviate on DATC 4.D.4', () => {
    const s = datcStanding(datcCases.find((c) => c.id === 'datc-6.I.1')!);
    expect(s.presets.find((p) => p.preset === 'datc')?.agrees).toBe(true);
    const r2000 = s.deviating.find((p) => p.preset === 'rulebook-2000')!;
    expect(r2000.orders).toEqual([{ phase: 0, index: 1, datc: 'succeeds', here: 'fails' }]);
    expect(r2000.reasons.map((r) => [r.option, r.issues.map((d) => d.issue)])).toEqual([['adjustmentConflicts', ['4.D.4']]]);
    expect(r2000.reasons[0].source?.en).toMatch(/2000 book is silent/);
    expect(s.deviating.map((p) => p.preset)).toContain('webdiplomacy');
  });

  it('names only the option that decides: 6.H.11 deviates under rulebook-2000 on DATC 4.A.5 alone', () => {
    const s = datcStanding(datcCases.find((c) => c.id === 'datc-6.H.11')!);
    const r2000 = s.deviating.find((p) => p.preset === 'rulebook-2000')!;
    expect(r2000.reasons.map((r) => r.issues.map((d) => d.issue))).toEqual([['4.A.5']]);
  });

  it('6.G.8: webdiplomacy deviates on 4.A.3’s second question, the fall-back of a "via convoy" move', () => {
    const s = datcStanding(datcCases.find((c) => c.id === 'datc-6.G.8')!);
    const web = s.deviating.find((p) => p.preset === 'webdiplomacy')!;
    expect(web.reasons.map((r) => [r.option, r.issues.map((d) => d.issue)])).toEqual([['viaConvoyFallback', ['4.A.3']]]);
    expect(web.reasons[0].preferred.en).toMatch(/fails/);
  });

  it('the datc preset agrees with every DATC case, the §4 issues holding no deviation of the engine', () => {
    expect(DATC_ISSUES.filter((d) => d.deviation)).toEqual([]);
    const off = datcCases.filter((c) => (c.phases ?? []).length && !datcStanding(c).presets.find((p) => p.preset === 'datc')!.agrees).map((c) => c.id);
    expect(off).toEqual([]);
  });
});

describe('the conformance page’s DATC counts', () => {
  it('counts each deviation as one, per preset, and never as agreement', () => {
    const sections = datcConformance(datcCases);
    const total = sections.reduce((n, s) => n + s.cases.length, 0);
    expect(total).toBe(datcCases.length);
    for (const s of sections) {
      for (const row of s.cases) {
        const dev = datcStanding(row.c).deviating.map((p) => p.preset);
        expect(row.deviating.map((p) => p.preset)).toEqual(dev);
      }
      for (const [preset, n] of Object.entries(s.deviationsByPreset)) expect(n).toBe(s.cases.filter((r) => r.deviating.some((p) => p.preset === preset)).length);
      expect(s.withDeviation).toBe(s.cases.filter((r) => r.deviating.length).length);
    }
  });
});
