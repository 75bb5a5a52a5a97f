// A false sentence of issue #25: a fight of three or more where a move fails in a standoff (or is
// prevented) only because rule 12 keeps supports of the power of the unit in place from counting
// against it (DATC 6.E.7, 6.E.8, 6.E.10): its reason must credit rule 12, not the standoff alone.
// Checked on the facts (strengths, supports given, the powers) over every case and preset and
// random phases. The battle's step says so too: a step crediting a standoff ("the strongest attacks
// stand each other off") is one where no move was stopped by rule 12, and every battle rule 12
// decided is told as such.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { boardOf } from '../../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { randomPhase } from '../random-phase.js';

const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc'] as const;

/** Moves that rule 12 stopped, whose reason does not say so; and how many it stopped. */
function check(detail: AdjudicationDetail): { bad: string[]; decided: number } {
  const m = detail.movement;
  if (!m) return { bad: [], decided: 0 };
  const b = m.board;
  const bad: string[] = [];
  let decided = 0;
  /** Provinces where rule 12 stopped a move that would otherwise have got in. */
  const byRule12 = new Set<string>();
  m.outcomes.forEach((o, i) => {
    const reason = o.reason;
    if (reason.code !== 'standoff' && reason.code !== 'prevented') return;
    const u = o.unit;
    const w = b.slot[b.dn[u]];
    if (w === undefined || w < 0 || w === u) return;
    const own = b.supportsFor[u].filter((s) => detail.output.orders[b.orderOf[s]]?.result === 'given' && b.units[s].power === b.units[w].power).length;
    if (own === 0 || (reason.attack ?? 0) + own <= (reason.against ?? 0)) return;
    decided++;
    byRule12.add(b.dest[u]!);
    if (!reason.rules.includes(12)) bad.push(`${detail.output.orders[i].text}: ${reason.en}`);
    if (!/\(rule 12\)/.test(reason.en) || !/\(règle 12\)/.test(reason.fr)) bad.push(`${detail.output.orders[i].text}: rule 12 not said in both languages`);
  });
  // The battle's step says what decided it: rule 12, never "the strongest attacks stand each other off".
  for (const st of detail.explanation) {
    // The first part of a battle the causal order split tells moves, not the battle's outcome.
    if (st.kind !== 'province' || st.subject === undefined || st.facts.title.id === 'battle-first-title') continue;
    const outcome = st.facts.text.map((f) => f.id).find((id) => id.startsWith('step-out-'));
    if (byRule12.has(st.subject) && outcome !== 'step-out-rule-12') bad.push(`step "${st.title.en}" credits ${outcome ?? 'nothing'}, but rule 12 decided it`);
    if (!byRule12.has(st.subject) && outcome === 'step-out-rule-12') bad.push(`step "${st.title.en}" credits rule 12, which decided nothing there`);
    if (outcome === 'step-out-rule-12' && (!/\(rule 12\)/.test(st.text.en) || !/règle 12\)/.test(st.text.fr))) bad.push(`step "${st.title.en}": rule 12 not said in both languages`);
  }
  return { bad, decided };
}

describe('a fight decided by rule 12 credits rule 12, in the reason and in the step', () => {
  it('over every case and preset (6.E.7 among them)', () => {
    const bad: string[] = [];
    const decidedIn = new Set<string>();
    for (const c of sharedCases()) {
      for (const preset of presetsOf(c)) {
        runPhases(c, preset, (input) => {
          const detail = adjudicatePhase(boardOf(input), input);
          const r = check(detail);
          if (r.decided) decidedIn.add(c.id);
          bad.push(...r.bad.map((x) => `${c.id} (${preset}): ${x}`));
          return detail.output;
        });
      }
    }
    expect(bad).toEqual([]);
    expect([...decidedIn]).toEqual(expect.arrayContaining(['datc-6.E.7', 'datc-6.E.8', 'datc-6.E.10']));
  });

  it('over 1,500 random phases, the presets in turn', () => {
    const bad: string[] = [];
    for (let seed = 1; seed <= 1_500 && bad.length < 5; seed++) {
      const ruleset = PRESETS[seed % 3];
      bad.push(...check(adjudicatePhase(standardMap, { ...randomPhase(standardMap, seed), ruleset })).bad.map((x) => `seed ${seed} (${ruleset}): ${x}`));
    }
    expect(bad).toEqual([]);
  });
});
