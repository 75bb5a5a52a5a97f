// A generic resolver for boolean decisions that depend on each other, after Kruijswijk's guess
// algorithm (DATC v3.0 §5; our notes in ../shared/research/code-anchors.md §2.4). It knows nothing
// of Diplomacy: decisions are numbers 0..n-1, `adjudicate(id, resolve)` computes one decision by
// reading others through `resolve`, and `backup(cycle)` settles a cycle that has zero or two
// consistent solutions.
//
// Cycle detection works like Tarjan's low-link: every decision being adjudicated has a depth on the
// recursion stack; reading a guessed value records the smallest depth it depends on. A decision
// whose reads reach no further up than itself heads its cycle and may try the second guess; one
// that depends on an outer guess stays provisional until the outer head settles it. This handles
// cycles that are not clean loops (Pandin's paradox) without a separate hit counter.

import { filled } from '../util/arrays.js';

const UNRESOLVED = 0;
const GUESSING = 1;
const RESOLVED = 2;
const NONE = 0x7fffffff;

/** A decision the backup rule fixes, with a short tag saying why (kept for explanations). */
export interface Forced {
  id: number;
  value: boolean;
  why: string;
}

export interface ResolverSpec {
  size: number;
  adjudicate: (id: number, resolve: (id: number) => boolean) => boolean;
  /** Given the decisions of a cycle with 0 or 2 solutions, fix some of them. */
  backup: (cycle: readonly number[]) => readonly Forced[];
}

/** A cycle the backup rule settled: its decisions, and how many consistent outcomes it had (0: a paradox). */
export interface SettledCycle {
  decisions: readonly number[];
  solutions: 0 | 2;
}

export interface Resolver {
  resolve(id: number): boolean;
  /** Decisions fixed by the backup rule, with the reason it gave. */
  readonly forced: ReadonlyMap<number, string>;
  /** The cycles the backup rule settled (for explanations: the loop and the rule that broke it). */
  readonly cycles: readonly SettledCycle[];
  /** For tests: true when no decision is left half-done between top-level calls. */
  isQuiescent(): boolean;
}

export function createResolver(spec: ResolverSpec): Resolver {
  const { size, adjudicate, backup } = spec;
  const state = filled(size, 0);
  const value = filled(size, 0);
  const depth = filled(size, -1); // position on the recursion stack, -1 when not on it
  const low = filled(size, 0); // for provisional decisions: the shallowest guess they read
  const inDeps = filled(size, 0);
  const deps: number[] = []; // decisions whose guessed or provisional value was read
  const forced = new Map<number, string>();
  const cycles: SettledCycle[] = [];
  let stackDepth = 0;
  let curLow = NONE; // shallowest guess read during the adjudication in progress

  function noteDep(id: number): void {
    if (inDeps[id] === 0) {
      inDeps[id] = 1;
      deps.push(id);
    }
  }

  /** Forget every provisional result recorded since `mark` (they rested on a guess now withdrawn). */
  function resetFrom(mark: number, keep: number): void {
    for (let i = mark; i < deps.length; i++) {
      const d = deps[i];
      inDeps[d] = 0;
      if (d !== keep && state[d] !== RESOLVED) state[d] = UNRESOLVED;
    }
    deps.length = mark;
  }

  function resolve(id: number): boolean {
    const s = state[id];
    if (s === RESOLVED) return value[id] === 1;
    if (s === GUESSING) {
      const d = depth[id] >= 0 ? depth[id] : low[id];
      if (d < curLow) curLow = d;
      noteDep(id);
      return value[id] === 1;
    }

    const savedLow = curLow;
    const myDepth = stackDepth++;
    const mark = deps.length;
    depth[id] = myDepth;

    state[id] = GUESSING;
    value[id] = 0;
    curLow = NONE;
    const r1 = adjudicate(id, resolve);

    if (curLow === NONE) return finish(id, r1, savedLow);
    if (curLow < myDepth) return provisional(id, r1, savedLow);

    // `id` heads its cycle: try the other guess.
    resetFrom(mark, id);
    value[id] = 1;
    curLow = NONE;
    const r2 = adjudicate(id, resolve);
    if (curLow !== NONE && curLow < myDepth) {
      // The second guess reached an outer guess: the outer head will settle the whole thing.
      return provisional(id, r2, savedLow);
    }
    if (r1 === r2) {
      resetFrom(mark, id);
      return finish(id, r1, savedLow);
    }

    // Both guesses consistent (two solutions) or neither (a paradox): the backup rule decides.
    const cycle = [id];
    for (let i = mark; i < deps.length; i++) if (deps[i] !== id) cycle.push(deps[i]);
    resetFrom(mark, id);
    // Guessing false gave false and true gave true: two outcomes; the other way round: none.
    cycles.push({ decisions: cycle, solutions: r1 ? 0 : 2 });
    let decisions = backup(cycle);
    if (decisions.length === 0) {
      // Cannot happen on the standard map; fail the whole cycle rather than loop for ever.
      decisions = cycle.map((c) => ({ id: c, value: false, why: 'unresolved' }));
    }
    for (const f of decisions) {
      state[f.id] = RESOLVED;
      value[f.id] = f.value ? 1 : 0;
      forced.set(f.id, f.why);
    }
    depth[id] = -1;
    stackDepth--;
    curLow = savedLow;
    if (state[id] === RESOLVED) return value[id] === 1;
    state[id] = UNRESOLVED;
    return resolve(id);
  }

  function finish(id: number, v: boolean, savedLow: number): boolean {
    state[id] = RESOLVED;
    value[id] = v ? 1 : 0;
    depth[id] = -1;
    stackDepth--;
    curLow = savedLow;
    return v;
  }

  function provisional(id: number, v: boolean, savedLow: number): boolean {
    value[id] = v ? 1 : 0;
    low[id] = curLow;
    depth[id] = -1;
    stackDepth--;
    noteDep(id);
    curLow = Math.min(savedLow, curLow);
    return v;
  }

  return {
    resolve,
    forced,
    cycles,
    isQuiescent: () => stackDepth === 0 && deps.length === 0 && curLow === NONE && !state.includes(GUESSING),
  };
}
