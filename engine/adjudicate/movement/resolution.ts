// The resolution of a movement phase as data, language-free: what each decision was decided from,
// the loops (decisions that depend on one another) and how each was settled, and a graph of the
// orders (nodes) and what they did to one another (edges) for drawing.
//
// Decisions are named by string keys over unit indices:
//   move:u       the move of unit u succeeds
//   support:s    the support of unit s is given
//   convoy:f     the fleet f stands (its convoy is available)
//   route:a      the convoyed army a has an unbroken route
//   dislodged:u  unit u is dislodged
// "Decided from" is read off the rule functions themselves: once everything is resolved, each
// decision is worked out once more through a read function that records what it reads. So the
// relation is exactly what the rules looked at to reach the result (up to the first fact that
// settled it), not a second model of the rules. The explanation orders its steps by it (a step comes
// after the steps establishing what it was decided from), and tests check that order on these facts.
//
// Built only when an explanation or the graph is asked for: the batch path never builds it.

import { CONVOY, MOVE, SUPPORT, type Board } from './board.js';
import { adjudicate, attackCutsSupport, attackStrength, defendStrength, dislodgedBy, headToHead, holdStrength, path, preventStrength, type Read } from './rules.js';
import type { MovementResult } from './index.js';
import type { ResolutionEdgeJson, ResolutionGraphJson, ResolutionLoopJson, ResolutionNodeJson } from '../../protocol/types.js';

export type DecisionKey = string;

/**
 * How a loop of decisions was settled: 'paradox' (a convoy paradox, no consistent outcome or two,
 * settled by the backup rule: the convoying fleets hold, Szykman), 'circular' (moves round a ring,
 * rule 7, or a swap by convoy, rule 19: each moves only if the next leaves, all move), 'convoyRule'
 * (the loop rule 21 of the 2000 book, or 001 §2.12.5, keeps from forming: a convoyed army does not cut
 * the support of an attack on a fleet of its own convoy), 'consistent' (one consistent outcome).
 */
export type LoopKind = ResolutionLoopJson['kind'];

export interface Loop {
  kind: LoopKind;
  /** The decisions of the loop, in the order they lead to one another (each depends on the next). */
  cycle: DecisionKey[];
  /** The decisions the backup rule fixed (paradox, circular), or the support the convoy rule keeps (convoyRule). */
  settled: DecisionKey[];
  /** paradox: how many consistent outcomes there were (0 or 2). */
  solutions?: 0 | 2;
}

export interface Resolution {
  /** For each decision: the decisions its result was read from. */
  decidedFrom: ReadonlyMap<DecisionKey, readonly DecisionKey[]>;
  /** Each decision's result. */
  value: ReadonlyMap<DecisionKey, boolean>;
  loops: Loop[];
  graph: ResolutionGraph;
}

export type ResolutionNode = ResolutionNodeJson;
export type ResolutionEdge = ResolutionEdgeJson;
export type EdgeKind = ResolutionEdgeJson['kind'];
export type ResolutionGraph = ResolutionGraphJson;

const KIND_WORDS = ['hold', 'move', 'support', 'convoy'] as const;

/** The key of the decision the resolver keeps for unit u (by the order it carries out). */
export function decisionOf(b: Board, u: number): DecisionKey | undefined {
  switch (b.kind[u]) {
    case MOVE:
      return `move:${u}`;
    case SUPPORT:
      return `support:${u}`;
    case CONVOY:
      return `convoy:${u}`;
    default:
      return undefined;
  }
}

export const unitOfKey = (k: DecisionKey): number => Number(k.slice(k.indexOf(':') + 1));
export const kindOfKey = (k: DecisionKey): string => k.slice(0, k.indexOf(':'));

/** Works out the resolution of a resolved movement phase. */
export function resolutionOf(m: MovementResult): Resolution {
  const { board: b, read: r } = m;
  const n = b.units.length;
  const decidedFrom = new Map<DecisionKey, DecisionKey[]>();
  const value = new Map<DecisionKey, boolean>();
  /** The decisions `compute` reads, as keys, in the order it reads them. */
  /** The decisions `compute` reads, as unit ids, in the order it reads them. */
  const readsOf = (compute: (rec: Read) => unknown): number[] => {
    const seen: number[] = [];
    compute((id) => {
      if (!seen.includes(id)) seen.push(id);
      return r(id);
    });
    return seen;
  };
  /**
   * Of the decisions `compute` reads, a smallest set that suffices for its answer: with those results
   * kept and every other one it reads flipped, the answer is the same. Reads are dropped greedily, in
   * the order they were read. A read whose flip alone changes the answer is always kept; a result two
   * causes each suffice for keeps the first one the rules look at.
   */
  const decisive = (compute: (rec: Read) => unknown, dropFirst?: ReadonlySet<DecisionKey>): DecisionKey[] => {
    const reads = readsOf(compute);
    const base = compute(r);
    const kept = new Set(reads);
    // Dropped first: what lies on a circle, then what is itself contested (a move, a support or a
    // fleet under attack), so that a result is told from the plainest causes that suffice.
    const rank = (id: number) => (dropFirst?.has(decisionOf(b, id)!) ? 0 : b.kind[id] === MOVE || (b.movesInto.get(b.prov[id]) ?? []).length > 0 ? 1 : 2);
    // Enough: the answer stands with every other read flipped together, and with each flipped alone
    // (flipping them together can cancel out: a broken route and an open one traded).
    const enough = () =>
      compute((x) => (kept.has(x) || !reads.includes(x) ? r(x) : !r(x))) === base && reads.every((y) => kept.has(y) || compute((x) => (x === y ? !r(x) : r(x))) === base);
    for (const id of [...reads].sort((x, y) => rank(x) - rank(y))) {
      kept.delete(id);
      if (!enough()) kept.add(id);
    }
    return reads.filter((id) => kept.has(id)).map((id) => decisionOf(b, id)!);
  };
  const dislodger = new Map(m.dislodged.map((d) => [d.unit, d.attacker]));
  const computeOf = new Map<DecisionKey, (rec: Read) => unknown>();
  for (let u = 0; u < n; u++) {
    const k = decisionOf(b, u);
    if (k !== undefined) {
      computeOf.set(k, (rec) => adjudicate(b, u, rec));
      value.set(k, r(u));
    }
    if (b.kind[u] === MOVE && b.viaConvoy[u] === 1) {
      computeOf.set(`route:${u}`, (rec) => path(b, u, rec));
      value.set(`route:${u}`, path(b, u, r));
    }
    if (!m.moved[u] && (b.movesInto.get(b.prov[u]) ?? []).length > 0) {
      computeOf.set(`dislodged:${u}`, (rec) => dislodgedBy(b, u, rec) >= 0);
      value.set(`dislodged:${u}`, dislodger.has(u));
    }
  }
  for (const [k, compute] of computeOf) decidedFrom.set(k, decisive(compute));
  // Where the sets chosen read one another round a circle the backup rule never had to settle (a
  // convoy with two routes, each enough), choose again, dropping first what lies on the circle.
  for (let pass = 0; pass < 3; pass++) {
    const circles = cyclesOf(decidedFrom).filter((g) => !g.some((k) => isForced(m, k)));
    if (!circles.length) break;
    for (const group of circles) {
      const members = new Set(group);
      for (const k of group) decidedFrom.set(k, decisive(computeOf.get(k)!, members));
    }
  }
  const loops = loopsOf(b, m, decidedFrom, r);
  return { decidedFrom, value, loops, graph: graphOf(b, m, r, loops) };
}

/** Was this decision fixed by the backup rule? */
function isForced(m: MovementResult, k: DecisionKey): boolean {
  return !k.startsWith('route:') && !k.startsWith('dislodged:') && m.forced.has(unitOfKey(k));
}

/** Strongly connected groups of decisions (Tarjan), each with more than one decision or reading itself. */
function cyclesOf(decidedFrom: ReadonlyMap<DecisionKey, readonly DecisionKey[]>): DecisionKey[][] {
  const index = new Map<DecisionKey, number>();
  const low = new Map<DecisionKey, number>();
  const stack: DecisionKey[] = [];
  const onStack = new Set<DecisionKey>();
  const out: DecisionKey[][] = [];
  let next = 0;
  const visit = (v: DecisionKey): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of decidedFrom.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: DecisionKey[] = [];
    let w: DecisionKey;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (decidedFrom.get(v) ?? []).includes(v)) out.push(group);
  };
  for (const k of decidedFrom.keys()) if (!index.has(k)) visit(k);
  return out;
}

/** A simple cycle through `start` inside `group`, following "decided from" (each depends on the next). */
function cycleThrough(start: DecisionKey, group: ReadonlySet<DecisionKey>, decidedFrom: ReadonlyMap<DecisionKey, readonly DecisionKey[]>): DecisionKey[] {
  const pathTo: DecisionKey[] = [];
  const seen = new Set<DecisionKey>();
  const dfs = (v: DecisionKey): boolean => {
    pathTo.push(v);
    seen.add(v);
    for (const w of decidedFrom.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) return true;
      if (!seen.has(w) && dfs(w)) return true;
    }
    pathTo.pop();
    return false;
  };
  return dfs(start) ? pathTo : [start];
}

function loopsOf(b: Board, m: MovementResult, decidedFrom: ReadonlyMap<DecisionKey, readonly DecisionKey[]>, r: Read): Loop[] {
  const loops: Loop[] = [];
  for (const group of cyclesOf(decidedFrom)) {
    const members = new Set(group);
    const forced = group.filter((k) => isForced(m, k));
    const paradox = forced.filter((k) => m.forced.get(unitOfKey(k)) === 'paradox');
    const circular = forced.filter((k) => m.forced.get(unitOfKey(k)) === 'circular');
    const kind: LoopKind = paradox.length ? 'paradox' : circular.length ? 'circular' : 'consistent';
    const settled = kind === 'paradox' ? paradox : kind === 'circular' ? circular : [];
    const start = settled[0] ?? group.find((k) => k.startsWith('move:')) ?? group[0];
    const loop: Loop = { kind, cycle: cycleThrough(start, members, decidedFrom), settled };
    if (kind === 'paradox') {
      const cycle = m.cycles.find((c) => c.decisions.some((d) => paradox.includes(decisionOf(b, d) ?? '')));
      loop.solutions = cycle?.solutions ?? 0;
    }
    loops.push(loop);
  }
  // Rule 21 (001 §2.12.5): the loop the convoy rule keeps from forming. Without it, the support's cut
  // would depend on the army's route, the route on the fleet, the fleet on the attack the support backs.
  for (let s = 0; s < b.units.length; s++) {
    if (b.kind[s] !== SUPPORT) continue;
    for (const a of b.movesInto.get(b.prov[s]) ?? []) {
      if (attackCutsSupport(b, a, s, r) !== 'convoyedAgainstItsConvoy') continue;
      const attacker = (b.movesInto.get(b.supDest[s]!) ?? []).find((x) => b.supportsFor[x].includes(s));
      const fleet = b.convoysFor[a].find((f) => b.prov[f] === b.supDest[s]);
      if (attacker === undefined || fleet === undefined) continue;
      loops.push({ kind: 'convoyRule', cycle: [`support:${s}`, `route:${a}`, `convoy:${fleet}`, `move:${attacker}`], settled: [`support:${s}`] });
    }
  }
  return loops;
}

function graphOf(b: Board, m: MovementResult, r: Read, loops: readonly Loop[]): ResolutionGraph {
  const n = b.units.length;
  const dislodged = new Map(m.dislodged.map((d) => [d.unit, d.attacker]));
  const nodes: ResolutionNode[] = [];
  for (let u = 0; u < n; u++) {
    const order = b.orderOf[u];
    nodes.push({
      unit: `${b.units[u].type} ${b.units[u].loc}`,
      power: b.units[u].power,
      order,
      kind: KIND_WORDS[b.kind[u]],
      result: order >= 0 ? m.outcomes[order].result : 'holds',
      dislodged: dislodged.has(u),
    });
  }
  const edges: ResolutionEdge[] = [];
  for (let u = 0; u < n; u++) {
    if (b.kind[u] === SUPPORT && b.supTarget[u] >= 0) edges.push({ from: u, to: b.supTarget[u], kind: 'support', effective: r(u) });
    if (b.kind[u] === SUPPORT) {
      for (const a of b.movesInto.get(b.prov[u]) ?? []) {
        if (attackCutsSupport(b, a, u, r) === undefined) edges.push({ from: a, to: u, kind: 'cut', effective: true });
      }
    }
    if (b.kind[u] === MOVE) {
      for (const f of b.convoysFor[u]) edges.push({ from: f, to: u, kind: 'convoy', effective: r(f) && m.forced.get(f) !== 'paradox' });
      if (!m.moved[u]) edges.push(...stoppers(b, u, r).map((x) => ({ from: x.unit, to: u, kind: x.kind, effective: true })));
    }
  }
  for (const [d, a] of dislodged) edges.push({ from: a, to: d, kind: 'dislodge', effective: true });
  // A loop runs through its decisions' units and the armies its convoys carry (whose arrival closes
  // it), in the cycle's order: each depends on the next, so an army comes just before its fleet (its
  // arrival depends on the fleet; what depends on the army comes before it).
  const loopUnits = (l: Loop) => [...new Set(l.cycle.flatMap((k) => [...(kindOfKey(k) === 'convoy' && b.cvArmy[unitOfKey(k)] >= 0 ? [b.cvArmy[unitOfKey(k)]] : []), unitOfKey(k)]))];
  const graphLoops = loops.map((l) => ({ kind: l.kind, units: loopUnits(l), ...(l.solutions !== undefined ? { solutions: l.solutions } : {}) }));
  return { nodes, edges, loops: graphLoops };
}

/** What stopped a failed move that had a route: rivals as strong, the defender of a head-to-head, the unit that stayed. */
function stoppers(b: Board, u: number, r: Read): { unit: number; kind: 'prevent' | 'hold' }[] {
  if (!path(b, u, r)) return [];
  const out: { unit: number; kind: 'prevent' | 'hold' }[] = [];
  const attack = attackStrength(b, u, r);
  const dest = b.dn[u];
  const w = b.slot[dest];
  // Against a unit of its own power the attack is 0: what it would bring is what rivals are measured against.
  const raw = attack === 0 && w >= 0 ? 1 + b.supportsFor[u].filter((s) => r(s)).length : attack;
  for (const v of b.into[dest] ?? []) if (v !== u && preventStrength(b, v, r) >= raw) out.push({ unit: v, kind: 'prevent' });
  if (w >= 0 && w !== u) {
    if (headToHead(b, u, w)) {
      if (attack <= defendStrength(b, w, r)) out.push({ unit: w, kind: 'prevent' });
    } else if (!(b.kind[w] === MOVE && r(w)) && attack <= holdStrength(b, b.prov[w], r) && !out.some((x) => x.unit === w)) {
      out.push({ unit: w, kind: 'hold' });
    }
  }
  return out;
}

