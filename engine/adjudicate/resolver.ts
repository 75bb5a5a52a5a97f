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
  return new GuessResolver(spec);
}

/**
 * One object per phase, its state in fields: the closures a factory made for each helper cost an
 * allocation each per phase on the warm path. `resolve` is the one function handed out (the rule
 * functions read decisions through it).
 */
class GuessResolver implements Resolver {
  private readonly adjudicate: ResolverSpec['adjudicate'];
  private readonly backup: ResolverSpec['backup'];
  private readonly state: number[];
  private readonly value: number[];
  /** Position on the recursion stack, -1 when not on it. */
  private readonly depth: number[];
  /** For provisional decisions: the shallowest guess they read. */
  private readonly low: number[];
  private readonly inDeps: number[];
  /** Decisions whose guessed or provisional value was read. */
  private readonly deps: number[] = [];
  readonly forced = new Map<number, string>();
  readonly cycles: SettledCycle[] = [];
  private stackDepth = 0;
  /** The shallowest guess read during the adjudication in progress. */
  private curLow = NONE;
  readonly resolve: (id: number) => boolean = (id) => this.decide(id);

  constructor(spec: ResolverSpec) {
    const { size } = spec;
    this.adjudicate = spec.adjudicate;
    this.backup = spec.backup;
    this.state = filled(size, 0);
    this.value = filled(size, 0);
    this.depth = filled(size, -1);
    this.low = filled(size, 0);
    this.inDeps = filled(size, 0);
  }

  isQuiescent(): boolean {
    return this.stackDepth === 0 && this.deps.length === 0 && this.curLow === NONE && !this.state.includes(GUESSING);
  }

  private noteDep(id: number): void {
    if (this.inDeps[id] === 0) {
      this.inDeps[id] = 1;
      this.deps.push(id);
    }
  }

  /** Forget every provisional result recorded since `mark` (they rested on a guess now withdrawn). */
  private resetFrom(mark: number, keep: number): void {
    const { deps, inDeps, state } = this;
    for (let i = mark; i < deps.length; i++) {
      const d = deps[i];
      inDeps[d] = 0;
      if (d !== keep && state[d] !== RESOLVED) state[d] = UNRESOLVED;
    }
    deps.length = mark;
  }

  private decide(id: number): boolean {
    const { state, value, depth } = this;
    const s = state[id];
    if (s === RESOLVED) return value[id] === 1;
    if (s === GUESSING) {
      const d = depth[id] >= 0 ? depth[id] : this.low[id];
      if (d < this.curLow) this.curLow = d;
      this.noteDep(id);
      return value[id] === 1;
    }

    const savedLow = this.curLow;
    const myDepth = this.stackDepth++;
    const mark = this.deps.length;
    depth[id] = myDepth;

    state[id] = GUESSING;
    value[id] = 0;
    this.curLow = NONE;
    const r1 = this.adjudicate(id, this.resolve);

    if (this.curLow === NONE) return this.finish(id, r1, savedLow);
    if (this.curLow < myDepth) return this.provisional(id, r1, savedLow);

    // `id` heads its cycle: try the other guess.
    this.resetFrom(mark, id);
    value[id] = 1;
    this.curLow = NONE;
    const r2 = this.adjudicate(id, this.resolve);
    if (this.curLow !== NONE && this.curLow < myDepth) {
      // The second guess reached an outer guess: the outer head will settle the whole thing.
      return this.provisional(id, r2, savedLow);
    }
    if (r1 === r2) {
      this.resetFrom(mark, id);
      return this.finish(id, r1, savedLow);
    }

    // Both guesses consistent (two solutions) or neither (a paradox): the backup rule decides.
    const deps = this.deps;
    const cycle = [id];
    for (let i = mark; i < deps.length; i++) if (deps[i] !== id) cycle.push(deps[i]);
    this.resetFrom(mark, id);
    // Guessing false gave false and true gave true: two outcomes; the other way round: none.
    this.cycles.push({ decisions: cycle, solutions: r1 ? 0 : 2 });
    let decisions = this.backup(cycle);
    if (decisions.length === 0) {
      // Cannot happen on the standard map; fail the whole cycle rather than loop for ever.
      decisions = cycle.map((c) => ({ id: c, value: false, why: 'unresolved' }));
    }
    for (const f of decisions) {
      state[f.id] = RESOLVED;
      value[f.id] = f.value ? 1 : 0;
      this.forced.set(f.id, f.why);
    }
    depth[id] = -1;
    this.stackDepth--;
    this.curLow = savedLow;
    if (state[id] === RESOLVED) return value[id] === 1;
    state[id] = UNRESOLVED;
    return this.decide(id);
  }

  private finish(id: number, v: boolean, savedLow: number): boolean {
    this.state[id] = RESOLVED;
    this.value[id] = v ? 1 : 0;
    this.depth[id] = -1;
    this.stackDepth--;
    this.curLow = savedLow;
    return v;
  }

  private provisional(id: number, v: boolean, savedLow: number): boolean {
    this.value[id] = v ? 1 : 0;
    this.low[id] = this.curLow;
    this.depth[id] = -1;
    this.stackDepth--;
    this.noteDep(id);
    this.curLow = Math.min(savedLow, this.curLow);
    return v;
  }
}
