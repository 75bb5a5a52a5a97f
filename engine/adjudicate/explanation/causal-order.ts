// The causal-order property of an explanation: no step states a result that only a later step
// establishes. Used by tests over the casebook and over random phases.

import type { ExplanationStep } from '../explain.js';
import type { MovementResult } from '../movement/index.js';
import { MOVE, SUPPORT } from '../movement/board.js';
import { headToHead, path } from '../movement/rules.js';
import { convoyRouteFact } from './convoy-route.js';

/** Sentences naming each step that uses a result established only later. */
export function causalOrderViolations(m: MovementResult, steps: readonly ExplanationStep[]): string[] {
  const { board: b, read: r } = m;
  const at = (kind: ExplanationStep['kind'], subject: string) => steps.findIndex((s) => s.kind === kind && s.subject === subject);
  const out: string[] = [];
  const before = (uses: number, used: number, what: string) => {
    if (uses >= 0 && used > uses) out.push(`step ${uses + 1} "${steps[uses].title.en}" uses ${what}, established only in step ${used + 1}`);
  };
  for (let a = 0; a < b.units.length; a++) {
    if (b.viaConvoy[a] !== 1) continue;
    const convoy = at('convoy', b.prov[a]);
    const fact = convoyRouteFact(b, a, r, m.forced);
    const battle = at('province', b.dest[a]!);
    const cycle = fact.kind === 'broken' && fact.broken.some((x) => x.dislodgedBy >= 0 && b.prov[x.dislodgedBy] === b.dest[a]);
    if (fact.kind === 'broken') {
      for (const x of fact.broken) if (x.dislodgedBy >= 0) before(convoy, at('province', b.prov[x.fleet]), `the dislodgement of the fleet in ${b.prov[x.fleet]}`);
    }
    if (!cycle) before(battle, convoy, `the convoy of the army from ${b.prov[a]}`);
  }
  m.outcomes.forEach((o) => {
    if (o.unit >= 0 && b.kind[o.unit] === SUPPORT && o.result === 'cut' && o.reason.code === 'cutByDislodgement') {
      before(at('supports', b.prov[o.unit]), at('province', b.prov[o.unit]), `the dislodgement of the supporting unit in ${b.prov[o.unit]}`);
    }
    // Rule 15: a support cut by a unit said to be dislodged itself is told after that unit's battle.
    if (o.unit >= 0 && b.kind[o.unit] === SUPPORT && o.reason.code === 'cut' && o.reason.rules.includes(15)) {
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
  // A move beaten head-on where its rival entered is told after that battle.
  for (let u = 0; u < b.units.length; u++) {
    const w = b.kind[u] === MOVE ? b.unitAt.get(b.dest[u]!) : undefined;
    if (w !== undefined && !m.moved[u] && m.moved[w] && headToHead(b, u, w)) before(at('province', b.dest[u]!), at('province', b.prov[u]), `the head-to-head battle in ${b.prov[u]}`);
  }
  return out;
}
