// A false sentence of issue #25: "every order is carried out" where an order was illegal or void.
// Checked on the facts against the results: the "nothing contested" step says "every order" only when
// no order was set aside, "every other order" only when one was, and the orders it lists all did
// what they were ordered to do. Over every case under every preset it names, and random phases.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../../map/index.js';
import { boardOf } from '../../index.js';
import { adjudicatePhase, type AdjudicationDetail } from '../phase.js';
import { sharedCases } from '../../testing/casebook.js';
import { presetsOf, runPhases } from '../../casebook/run.js';
import { randomPhase } from '../random-phase.js';
import { randomConvoySwapPhase } from '../random-convoy-phase.js';

const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc'] as const;
const SET_ASIDE = new Set(['illegal', 'invalid']);
const CARRIED_OUT = new Set(['succeeds', 'holds', 'given', 'available']);

/** Each "nothing contested" step against the phase's results, in words. */
function violations(detail: AdjudicationDetail): string[] {
  const out: string[] = [];
  const orders = detail.output.orders;
  for (const st of detail.explanation) {
    const f = st.facts.text.find((x) => x.id === 'step-nothing-text');
    if (!f) continue;
    const setAside = orders.filter((o) => SET_ASIDE.has(o.result));
    if (f.args?.others === 'no' && setAside.length) out.push(`says every order is carried out, but "${setAside[0].text}" is ${setAside[0].result}`);
    if (f.args?.others === 'yes' && st.orders.length === orders.length) out.push('says "every other order" of every order');
    for (const i of st.orders) if (!CARRIED_OUT.has(orders[i].result)) out.push(`counts "${orders[i].text}" (${orders[i].result}) as carried out`);
    if (f.args?.others === 'no' && st.orders.length !== orders.length) out.push(`says every order, lists ${st.orders.length} of ${orders.length}`);
  }
  return out;
}

describe('"every order is carried out" agrees with the results', () => {
  it('over every case and preset', () => {
    const bad: string[] = [];
    let seen = 0;
    for (const c of sharedCases()) {
      for (const preset of presetsOf(c)) {
        runPhases(c, preset, (input) => {
          const detail = adjudicatePhase(boardOf(input), input);
          seen += detail.explanation.filter((s) => s.facts.text.some((x) => x.id === 'step-nothing-text')).length;
          for (const v of violations(detail)) bad.push(`${c.id} (${preset}): ${v}`);
          return detail.output;
        });
      }
    }
    expect(bad).toEqual([]);
    expect(seen).toBeGreaterThan(0);
  });

  it('over 800 random phases, the same without their moves (nothing contested, supports left void), and 300 convoyed swaps, the presets in turn', () => {
    const bad: string[] = [];
    let seen = 0;
    for (let seed = 1; seed <= 800 && bad.length < 5; seed++) {
      const ruleset = PRESETS[seed % 3];
      const phase = randomPhase(standardMap, seed);
      // Without its moves a phase has nothing contested: the step this test is about, with the
      // supports of moves no one ordered set aside beside it.
      const still = { ...phase, orders: phase.orders.filter((o) => !/ - /.test(o.text)) };
      const inputs = [phase, still, ...(seed <= 300 ? [randomConvoySwapPhase(standardMap, seed)] : [])];
      for (const input of inputs) {
        const detail = adjudicatePhase(standardMap, { ...input, ruleset });
        seen += detail.explanation.filter((s) => s.facts.text.some((x) => x.id === 'step-nothing-text')).length;
        for (const v of violations(detail)) bad.push(`seed ${seed} (${ruleset}): ${v}`);
      }
    }
    expect(bad).toEqual([]);
    expect(seen).toBeGreaterThan(100);
  });
});
