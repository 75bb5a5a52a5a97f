// The causal-order property of an explanation: no step states a result that only a later step
// establishes. Used by tests over the casebook and over random phases. Checked on the resolution's
// facts (movement/resolution.ts), not on the text: each decision the phase turns on is established by
// exactly one step, and every decision a step's results were decided from is established at or before
// it (a loop step settles the decisions of its loop, from nothing). The older pattern checks follow.

import type { ExplanationStep } from '../explain.js';
import type { MovementResult } from '../movement/index.js';
import { MOVE, SUPPORT } from '../movement/board.js';
import { path } from '../movement/rules.js';
import { convoyRouteFact } from './convoy-route.js';
import { mentionsOf, unitIndexOf } from './mentions.js';
import { resolutionOf, unitOfKey } from '../movement/resolution.js';

/** Sentences naming each step that uses a result established only later. */
export function causalOrderViolations(m: MovementResult, steps: readonly ExplanationStep[]): string[] {
  const { board: b, read: r } = m;
  const at = (kind: ExplanationStep['kind'], subject: string) => steps.findIndex((s) => s.kind === kind && s.subject === subject);
  const out: string[] = [];
  const before = (uses: number, used: number, what: string) => {
    if (uses >= 0 && used > uses) out.push(`step ${uses + 1} "${steps[uses].title.en}" uses ${what}, established only in step ${used + 1}`);
  };
  out.push(...decisionOrderViolations(m, steps), ...mentionViolations(m, steps));
  for (let a = 0; a < b.units.length; a++) {
    if (b.viaConvoy[a] !== 1) continue;
    const convoy = at('convoy', b.prov[a]);
    const fact = convoyRouteFact(b, a, r, m.forced);
    const battle = at('province', b.dest[a]!);
    const cycle = fact.kind === 'broken' && fact.broken.some((x) => x.dislodgedBy >= 0 && b.prov[x.dislodgedBy] === b.dest[a]);
    if (fact.kind === 'broken') {
      // A fleet the backup rule held in a paradox broke the route by the loop, not by its dislodgement.
      for (const x of fact.broken) if (x.dislodgedBy >= 0 && !x.paradox) before(convoy, at('province', b.prov[x.fleet]), `the dislodgement of the fleet in ${b.prov[x.fleet]}`);
    }
    if (!cycle) before(battle, convoy, `the convoy of the army from ${b.prov[a]}`);
  }
  m.outcomes.forEach((o) => {
    if (o.unit >= 0 && b.kind[o.unit] === SUPPORT && o.result === 'cut' && o.reason.code === 'cutByDislodgement') {
      before(at('supports', b.prov[o.unit]), at('province', b.prov[o.unit]), `the dislodgement of the supporting unit in ${b.prov[o.unit]}`);
    }
    // Rule 15: a supports step saying its cutter is dislodged itself is told after that unit's battle.
    const step = at('supports', b.prov[o.unit]);
    if (o.unit >= 0 && b.kind[o.unit] === SUPPORT && step >= 0 && steps[step].rules.includes(15)) {
      for (const a of b.movesInto.get(b.prov[o.unit]) ?? []) {
        if (m.dislodged.some((d) => d.unit === a)) before(at('supports', b.prov[o.unit]), at('province', b.prov[a]), `the dislodgement of the cutting unit in ${b.prov[a]}`);
      }
    }
  });
  // A support cut by a convoyed army is told after the convoy that carries it.
  m.outcomes.forEach((o) => {
    if (o.unit < 0 || b.kind[o.unit] !== SUPPORT || o.reason.code !== 'cut') return;
    for (const a of b.movesInto.get(b.prov[o.unit]) ?? []) {
      if (b.viaConvoy[a] === 1 && path(b, a, r)) before(at('supports', b.prov[o.unit]), at('convoy', b.prov[a]), `the convoy of the army from ${b.prov[a]}`);
    }
  });
  // A battle saying the unit in place moved out is told after the battle it moved into (a head-to-head
  // battle is told by the defence instead, which its own battle decides).
  steps.forEach((st, i) => {
    if (st.kind !== 'province' || !st.facts.text.some((f) => f.id === 'step-leaves')) return;
    const w = b.unitAt.get(st.subject!);
    const told = steps.findIndex((t) => (t.decides ?? []).includes(`move:${w}`));
    if (w !== undefined && b.kind[w] === MOVE && m.moved[w]) before(i, told, `the move of the unit in ${st.subject} into ${b.dest[w]}`);
  });
  return out;
}

/** The decisions of the resolution against the steps that establish them. */
export function decisionOrderViolations(m: MovementResult, steps: readonly ExplanationStep[]): string[] {
  const { board: b } = m;
  const res = resolutionOf(m);
  const out: string[] = [];
  const at = new Map<string, number>();
  steps.forEach((st, i) => {
    for (const k of st.decides ?? []) {
      if (at.has(k)) out.push(`${k} is established twice, in steps ${at.get(k)! + 1} and ${i + 1}`);
      at.set(k, i);
    }
  });
  const name = (k: string) => `${k.split(':')[0]} of ${b.units[unitOfKey(k)]?.type} ${b.units[unitOfKey(k)]?.loc}`;
  // Every decision the phase turns on is told by some step: each move, each route, each support under attack, each dislodgement.
  for (const [k, v] of res.value) {
    const kind = k.split(':')[0];
    const told = kind === 'move' || kind === 'route' || (kind === 'support' && (res.decidedFrom.get(k) ?? []).length > 0) || (kind === 'dislodged' && v);
    if (told && !at.has(k)) out.push(`no step establishes the ${name(k)}`);
  }
  // A move told away from its own battle (in the battle of the province it left) must have a reason:
  // its own battle, coming later, needs something this step establishes (schema 5 told backwards:
  // "A ber, whose own move to pru failed" before the Prussia battle that decides it).
  steps.forEach((st, i) => {
    if (st.kind !== 'province') return;
    for (const k of st.decides ?? []) {
      if (!k.startsWith('move:')) continue;
      const dest = b.dest[unitOfKey(k)];
      const j = steps.findIndex((t) => t.kind === 'province' && t.subject === dest && t.facts.title.id !== 'battle-first-title');
      if (dest === st.subject || j < i) continue;
      const mine = new Set(st.decides);
      const needs =
        (steps[j].decides ?? []).some((x) => (res.decidedFrom.get(x) ?? []).some((d) => mine.has(d) && d !== k)) ||
        mentionsOf(unitIndexOf(b), [steps[j].facts.title, ...steps[j].facts.text]).some((x) => mine.has(x.key) && x.key !== k);
      if (!needs) out.push(`step ${i + 1} "${st.title.en}" tells the ${name(k)} before its own battle in ${dest} (step ${j + 1}), which needs nothing from it`);
    }
  });
  steps.forEach((st, i) => {
    if (st.kind === 'loop') return;
    for (const k of st.decides ?? []) {
      for (const dep of res.decidedFrom.get(k) ?? []) {
        const j = at.get(dep);
        if (j !== undefined && j > i) out.push(`step ${i + 1} "${steps[i].title.en}" establishes the ${name(k)}, decided from the ${name(dep)}, established only in step ${j + 1}`);
      }
    }
  });
  return out;
}

/** Every result a step's facts state is established at or before it (or by no step: uncontested). */
export function mentionViolations(m: MovementResult, steps: readonly ExplanationStep[]): string[] {
  const { board: b } = m;
  const unitIndex = unitIndexOf(b);
  const at = new Map<string, number>();
  steps.forEach((st, i) => {
    for (const k of st.decides ?? []) if (!at.has(k)) at.set(k, i);
  });
  const out: string[] = [];
  steps.forEach((st, i) => {
    for (const { key, fact } of mentionsOf(unitIndex, [st.facts.title, ...st.facts.text])) {
      const j = at.get(key);
      const u = b.units[unitOfKey(key)];
      if (j !== undefined && j > i) out.push(`step ${i + 1} "${st.title.en}" states the ${key.split(':')[0]} of ${u.type} ${u.loc} (${fact}), established only in step ${j + 1}`);
    }
  });
  return out;
}
