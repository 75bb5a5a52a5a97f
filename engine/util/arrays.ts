// Small per-phase arrays of numbers. Plain arrays, not typed arrays: V8 allocates small typed
// arrays slowly and counts their buffers as external memory, which made the garbage collector
// run far more often in the benchmark (a third of its time).
export function filled(length: number, value: number): number[] {
  return new Array<number>(length).fill(value);
}
