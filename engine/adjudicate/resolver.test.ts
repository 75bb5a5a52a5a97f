// The generic resolver on toy dependency problems, before any Diplomacy rule uses it.
import { describe, expect, it } from 'vitest';
import { createResolver, type Forced } from './resolver.js';

type Rules = ((r: (id: number) => boolean) => boolean)[];

function run(rules: Rules, backup: (cycle: readonly number[]) => Forced[] = () => []) {
  const cycles: number[][] = [];
  const resolver = createResolver({
    size: rules.length,
    adjudicate: (id, r) => rules[id](r),
    backup: (cycle) => {
      cycles.push([...cycle].sort());
      return backup(cycle);
    },
  });
  const values = rules.map((_, i) => resolver.resolve(i));
  expect(resolver.isQuiescent()).toBe(true);
  return { values, cycles, forced: resolver.forced };
}

describe('generic resolver', () => {
  it('resolves decisions without dependencies', () => {
    expect(run([() => true, () => false]).values).toEqual([true, false]);
  });

  it('follows a chain of dependencies without guessing', () => {
    const { values, cycles } = run([(r) => !r(1), (r) => r(2), () => true]);
    expect(values).toEqual([false, true, true]);
    expect(cycles).toEqual([]);
  });

  it('settles a cycle with exactly one consistent solution without the backup rule', () => {
    // a = b, b = a AND false: only a = b = false is consistent.
    const { values, cycles } = run([(r) => r(1), (r) => r(0) && false]);
    expect(values).toEqual([false, false]);
    expect(cycles).toEqual([]);
  });

  it('settles a one-solution cycle whose answer is "true"', () => {
    // a = b OR true-ish through c; b = a; c = true.
    const { values, cycles } = run([(r) => r(1) || r(2), (r) => r(0), () => true]);
    expect(values).toEqual([true, true, true]);
    expect(cycles).toEqual([]);
  });

  it('calls the backup rule for a cycle with two solutions', () => {
    // a = b, b = a: both all-true and all-false are consistent.
    const { values, cycles, forced } = run([(r) => r(1), (r) => r(0)], (cycle) =>
      cycle.map((id) => ({ id, value: true, why: 'circular' })),
    );
    expect(cycles).toEqual([[0, 1]]);
    expect(values).toEqual([true, true]);
    expect(forced.get(0)).toBe('circular');
  });

  it('calls the backup rule for a cycle with no solution', () => {
    // a = NOT a: a paradox.
    const { values, cycles } = run([(r) => !r(0)], (cycle) => [{ id: cycle[0], value: false, why: 'paradox' }]);
    expect(cycles).toEqual([[0]]);
    expect(values).toEqual([false]);
  });

  it('lets the backup rule fix only part of a cycle and re-derives the rest', () => {
    // a = NOT b, b = c, c = a: no solution. Fixing c = false gives b = false, a = true.
    const { values } = run([(r) => !r(1), (r) => r(2), (r) => r(0)], () => [{ id: 2, value: false, why: 'paradox' }]);
    expect(values).toEqual([true, false, false]);
  });

  it('does not let an inner decision settle a cycle that runs through an outer guess', () => {
    // Outer cycle a -> b -> a, and b also sits on an inner loop b -> c -> b.
    // a = b; b = c OR a; c = b.  Two solutions overall (all true / all false).
    const { values, cycles } = run([(r) => r(1), (r) => r(2) || r(0), (r) => r(1)], (cycle) =>
      cycle.map((id) => ({ id, value: true, why: 'circular' })),
    );
    expect(values).toEqual([true, true, true]);
    expect(cycles.length).toBe(1);
    expect(cycles[0]).toEqual([0, 1, 2]);
  });

  it('gives the same answers whatever order the decisions are asked in', () => {
    const rules: Rules = [(r) => r(1) && !r(3), (r) => r(2), (r) => r(0) || r(3), () => false];
    const backup = (cycle: readonly number[]) => cycle.map((id) => ({ id, value: true, why: 'x' }));
    const forward = run(rules, backup).values;
    const resolver = createResolver({ size: 4, adjudicate: (id, r) => rules[id](r), backup });
    const backward = [3, 2, 1, 0].map((i) => resolver.resolve(i)).reverse();
    expect(backward).toEqual(forward);
  });

  // Each decision's status, value and guessed depth share one number, and every resolver starts
  // from one shared empty list of guesses read: a resolver that settled deep cycles must leave the
  // next one blank, and a cycle headed deep in the stack must be told from the guesses above it.
  it('settles a cycle headed deep in the stack, and leaves the next resolver blank', () => {
    // 0 -> 1 -> 2 -> 3 -> 4, then 4 = 5, 5 = 4: a two-solution cycle five levels down.
    const deep: Rules = [(r) => r(1), (r) => !r(2), (r) => r(3), (r) => r(4), (r) => r(5), (r) => r(4)];
    const first = run(deep, (cycle) => cycle.map((id) => ({ id, value: true, why: 'circular' })));
    expect(first.cycles).toEqual([[4, 5]]);
    expect(first.values).toEqual([false, false, true, true, true, true]);
    const next = createResolver({ size: 2, adjudicate: (id) => id === 0, backup: () => [] });
    expect(next.isQuiescent()).toBe(true);
    expect([next.resolve(0), next.resolve(1)]).toEqual([true, false]);
    expect(next.isQuiescent()).toBe(true);
    expect(next.cycles).toEqual([]);
  });
});
