// Reasons told from their real cause (issue #10, and #17 item 11's explanation defect), checked on
// named reproducers and over every movement phase of the casebook.

import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { parseOrderFile } from '../../formats/order-file.js';
import { ordersOf, unitsOf } from '../test-helpers.js';
import { REPRO_DIR } from '../../testing/shared-data.js';

/** A spring 1901 movement phase, with its lazily built explanation kept (a spread would drop the getter). */
function play(spec: { units: string[]; orders: string[] }) {
  const detail = adjudicatePhase(standardMap, {
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: unitsOf(spec.units),
    orders: ordersOf(spec.orders),
  });
  return { output: detail.output, explanation: detail.explanation, results: detail.output.orders.map((o) => o.result) };
}

const REPRO = REPRO_DIR;

/** Every movement phase the casebook plays, with its detail, under every preset of its case. */
function casebookMovementDetails(): { where: string; detail: AdjudicationDetail }[] {
  const out: { where: string; detail: AdjudicationDetail }[] = [];
  for (const c of sharedCases()) {
    for (const preset of presetsOf(c)) {
      runPhases(c, preset, (input) => {
        const detail = adjudicatePhase(standardMap, input);
        if (input.phase.type === 'movement') out.push({ where: `${c.id} ${input.phase.season} ${input.phase.year} (${preset})`, detail });
        return detail.output;
      });
    }
  }
  return out;
}

describe('explanation of a convoy that reaches nowhere (issue #17 item 11, repro/explain-missing-fleet-name.txt)', () => {
  const r = play({
    units: ['france A bel', 'england F eng', 'england F mao', 'italy F wes', 'italy F lyo'],
    orders: ['france: A bel - mar via convoy', 'england: F eng C A bel - mar', 'england: F mao C A bel - mar', 'italy: F wes H', 'italy: F lyo H'],
  });
  const steps = r.explanation;
  const convoyStep = steps.find((s) => s.kind === 'convoy')!;

  it('names the convoying fleets and says they stand but form no chain to Marseilles, in the step and in every reason', () => {
    expect(r.results).toEqual(['fails', 'available', 'available', 'holds', 'holds']);
    for (const text of [convoyStep.text.en, r.output.orders[0].reason, r.output.orders[1].reason, r.output.orders[2].reason]) {
      expect(text).toContain('F eng and F mao');
      expect(text).toContain('do not form a chain of seas reaching mar');
      expect(text).not.toMatch(/no fleet convoys it|:\s+is dislodged|loses its convoy/);
    }
    expect(convoyStep.text.fr).toContain("ne forment pas de chaîne de mers jusqu'à Marseille");
    expect(convoyStep.rules).toEqual([]); // no fleet was dislodged: rule 17 did not decide it
  });

  it('the repro file itself, read by the order-file reader, gives the same explanation', () => {
    const parsed = parseOrderFile(standardMap, readFileSync(path.join(REPRO, 'explain-missing-fleet-name.txt'), 'utf8'));
    expect(parsed.problems).toEqual([]);
    const detail = adjudicatePhase(standardMap, parsed.input!);
    expect(detail.explanation.find((s) => s.kind === 'convoy')!.text.en).toContain('F eng and F mao');
  });

  it('a convoy broken by a dislodged fleet names the fleet and who dislodged it (rule 17)', () => {
    const b = play({
      units: ['england A lon', 'england F nth', 'germany F hel', 'germany F den'],
      orders: ['england: A lon - nwy', 'england: F nth C A lon - nwy', 'germany: F hel - nth', 'germany: F den S F hel - nth'],
    });
    expect(b.output.orders[0].reason).toBe('fails, not carried: the convoy breaks, as F nth is dislodged by F hel; the army stays where it is');
    expect(b.explanation.find((s) => s.kind === 'convoy')!.rules).toEqual([17]);
  });
});

describe('no false standoff: rule 11 (schema 13 pattern)', () => {
  // Rumania, supported, beats Bulgaria head to head; Bulgaria then has no effect on Rumania, and Sevastopol enters it.
  const r = play({
    units: ['russia A rum', 'russia A ser', 'russia A sev', 'turkey A bul'],
    orders: ['russia: A rum - bul', 'russia: A ser S A rum - bul', 'russia: A sev - rum', 'turkey: A bul - rum'],
  });
  it('the Bulgarian army lost a head-to-head battle; Sevastopol enters because of rule 11', () => {
    expect(r.results).toEqual(['succeeds', 'given', 'succeeds', 'fails']);
    expect(r.output.orders[3].reason).toMatch(/head-to-head/);
    expect(r.output.orders[3].reason).not.toMatch(/standoff/);
    expect(r.output.orders[2].reason).toMatch(/A bul has no effect on rum.*rule 11/);
  });
});

describe('a support says whether it counted (schema 22 pattern, rule 12)', () => {
  it('a French support for an attack on a French army is given but counts for nothing', () => {
    const r = play({
      units: ['france A par', 'france A mar', 'france A bur', 'germany A ruh'],
      orders: ['germany: A ruh - bur', 'france: A mar S A ruh - bur', 'france: A par H', 'france: A bur H'],
    });
    expect(r.results).toEqual(['fails', 'given', 'holds', 'holds']);
    expect(r.output.orders[1].reason).toMatch(/^given \(not attacked\), but it counts for nothing: it backs an attack on A bur, a unit of its own power \(rule 12\)$/);
  });
});

describe('over the whole casebook', () => {
  const all = casebookMovementDetails();

  it('plays some movement phases', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('calls a move a standoff only when no unit entered its destination', () => {
    const bad: string[] = [];
    for (const { where, detail } of all) {
      const m = (detail as unknown as { movement: import('../movement/index.js').MovementResult }).movement;
      m.outcomes.forEach((o, i) => {
        if (o.reason.code !== 'standoff') return;
        const dest = m.board.dest[o.unit]!;
        if ((m.board.movesInto.get(dest) ?? []).some((v) => m.moved[v])) bad.push(`${where}: ${detail.output.orders[i].text}: ${o.reason.en}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('gives no hold, support or convoy reason that is only the result word', () => {
    const bare = new Set(['holds', 'available', 'given', 'tient sa position', 'disponible', 'donné']);
    const bad: string[] = [];
    for (const { where, detail } of all) {
      const m = (detail as unknown as { movement: import('../movement/index.js').MovementResult }).movement;
      for (const o of m.outcomes) if (bare.has(o.reason.en) || bare.has(o.reason.fr)) bad.push(`${where}: ${o.reason.en}`);
    }
    expect(bad).toEqual([]);
  });

});
