// Small per-phase arrays of numbers. Plain arrays, not typed arrays: V8 allocates small typed
// arrays slowly and counts their buffers as external memory, which made the garbage collector
// run far more often in the benchmark (a third of its time). Filled by a loop: for the ~30
// elements of a phase that is faster than `new Array(n).fill(value)`.
export function filled(length: number, value: number): number[] {
  const a = new Array<number>(length);
  for (let i = 0; i < length; i++) a[i] = value;
  return a;
}
