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

import { zeros } from '../util/arrays.js';

/**
 * A decision's status, value and, while it is guessed, the stack depth its value rests on, all in
 * one number: one array per phase where there were three (status, value, depth; the warm phase
 * allocated five arrays here, see GuessResolver). A guessed decision is one being worked out on a
 * guess, or provisional (its value rests on a guess further up the stack): GUESSED + 2 * depth +
 * value, so its value is the low bit and its depth the rest.
 */
const UNRESOLVED = 0;
const RESOLVED_FALSE = 1;
const RESOLVED_TRUE = 2;
const GUESSED = 4;
const guessedAt = (depth: number, v: boolean): number => GUESSED + 2 * depth + (v ? 1 : 0);
const isGuessed = (s: number): boolean => s >= GUESSED;
const guessedValue = (s: number): boolean => (s & 1) === 1;
/** The shallowest stack depth a guessed decision's value rests on. */
const restsOn = (s: number): number => (s - GUESSED) >> 1;
const NONE = 0x7fffffff;
/** What every resolver reads as its list of guesses read until it makes its own: shared, hence never written. */
const NO_DEPS: number[] = [];
/** What every resolver that settled no cycle reports: shared, hence read-only. */
const NOTHING_FORCED: ReadonlyMap<number, string> = new Map();
const NO_CYCLES: readonly SettledCycle[] = Object.freeze([]);

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
 * functions read decisions through it). The spec is called as an object (`spec.adjudicate(...)`),
 * so a caller may hand a class instance instead of two closures.
 */
class GuessResolver implements Resolver {
  private readonly spec: ResolverSpec;
  private readonly size: number;
  /**
   * Each decision's status and value, and for a guessed one the shallowest stack depth its value
   * rests on: its own position on the recursion stack while it is being worked out, the
   * shallowest guess it read once provisional (guessedAt).
   */
  private readonly status: number[];
  /** Made on the first read of a guess (most phases have no cycle): 1 for decisions listed in `deps`. */
  private inDeps: number[] | undefined;
  /** Decisions whose guessed or provisional value was read (the shared empty list until the first). */
  private deps: number[] = NO_DEPS;
  /** Made when the backup rule settles a cycle (most phases have none): a Map and an array fewer per phase. */
  #forced: Map<number, string> | undefined;
  #cycles: SettledCycle[] | undefined;
  private stackDepth = 0;
  /** The shallowest guess read during the adjudication in progress. */
  private curLow = NONE;
  readonly resolve: (id: number) => boolean = (id) => this.decide(id);

  get forced(): ReadonlyMap<number, string> {
    return this.#forced ?? NOTHING_FORCED;
  }
  get cycles(): readonly SettledCycle[] {
    return this.#cycles ?? NO_CYCLES;
  }

  constructor(spec: ResolverSpec) {
    this.spec = spec;
    this.size = spec.size;
    this.status = zeros.copy(this.size); // UNRESOLVED
  }

  isQuiescent(): boolean {
    return this.stackDepth === 0 && this.deps.length === 0 && this.curLow === NONE && !this.status.some(isGuessed);
  }

  private noteDep(id: number): void {
    if (this.inDeps === undefined) {
      this.inDeps = zeros.copy(this.size);
      this.deps = [];
    }
    if (this.inDeps[id] === 0) {
      this.inDeps[id] = 1;
      this.deps.push(id);
    }
  }

  /** Forget every provisional result recorded since `mark` (they rested on a guess now withdrawn). */
  private resetFrom(mark: number, keep: number): void {
    const { deps, status } = this;
    if (deps.length === mark) return;
    const inDeps = this.inDeps!; // made by the noteDep that listed them
    for (let i = mark; i < deps.length; i++) {
      const d = deps[i];
      inDeps[d] = 0;
      if (d !== keep && isGuessed(status[d])) status[d] = UNRESOLVED;
    }
    deps.length = mark;
  }

  private decide(id: number): boolean {
    const { status } = this;
    const s = status[id];
    if (s === RESOLVED_TRUE) return true;
    if (s === RESOLVED_FALSE) return false;
    if (s !== UNRESOLVED) {
      const d = restsOn(s);
      if (d < this.curLow) this.curLow = d;
      this.noteDep(id);
      return guessedValue(s);
    }

    const savedLow = this.curLow;
    const myDepth = this.stackDepth++;
    const mark = this.deps.length;

    status[id] = guessedAt(myDepth, false);
    this.curLow = NONE;
    const r1 = this.spec.adjudicate(id, this.resolve);

    if (this.curLow === NONE) return this.finish(id, r1, savedLow);
    if (this.curLow < myDepth) return this.provisional(id, r1, savedLow);

    // `id` heads its cycle: try the other guess.
    this.resetFrom(mark, id);
    status[id] = guessedAt(myDepth, true);
    this.curLow = NONE;
    const r2 = this.spec.adjudicate(id, this.resolve);
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
    (this.#cycles ??= []).push({ decisions: cycle, solutions: r1 ? 0 : 2 });
    let decisions = this.spec.backup(cycle);
    if (decisions.length === 0) {
      // Cannot happen on the standard map; fail the whole cycle rather than loop for ever.
      decisions = cycle.map((c) => ({ id: c, value: false, why: 'unresolved' }));
    }
    const forced = (this.#forced ??= new Map());
    for (const f of decisions) {
      status[f.id] = f.value ? RESOLVED_TRUE : RESOLVED_FALSE;
      forced.set(f.id, f.why);
    }
    this.stackDepth--;
    this.curLow = savedLow;
    if (status[id] === RESOLVED_TRUE || status[id] === RESOLVED_FALSE) return status[id] === RESOLVED_TRUE;
    status[id] = UNRESOLVED;
    return this.decide(id);
  }

  private finish(id: number, v: boolean, savedLow: number): boolean {
    this.status[id] = v ? RESOLVED_TRUE : RESOLVED_FALSE;
    this.stackDepth--;
    this.curLow = savedLow;
    return v;
  }

  private provisional(id: number, v: boolean, savedLow: number): boolean {
    this.status[id] = guessedAt(this.curLow, v);
    this.stackDepth--;
    this.noteDep(id);
    this.curLow = Math.min(savedLow, this.curLow);
    return v;
  }
}
