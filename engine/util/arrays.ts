// Small per-phase arrays. Plain arrays, not typed arrays: V8 allocates small typed arrays slowly
// and counts their buffers as external memory, which made the garbage collector run far more
// often in the benchmark (a third of its time).
//
// Each is a copy of a template kept per length (`slice()` of a packed array: one allocation and a
// block copy), not `new Array(n)` filled by a loop: the loop costs a store per element, dearest
// before the JIT has compiled the caller (a fresh CLI process), and leaves a holey array whose
// every later read checks for holes.

/** Copies of one value's templates, one template per length asked (lengths up to MAX_TEMPLATE). */
export class Filler<T> {
  readonly #byLength: T[][] = [];
  constructor(readonly value: T) {}
  /** A packed array of `length` copies of the value, fresh for the caller to change. */
  copy(length: number): T[] {
    // The template read here rather than through template(): a call fewer per copy, which counts
    // before the JIT has compiled the caller (a dozen copies a phase).
    const t = this.#byLength[length];
    return t !== undefined ? t.slice() : this.template(length).slice();
  }
  /**
   * The template itself, for a column most phases leave as it is: shared by every caller, so it
   * is read-only; whoever must write takes a copy first.
   */
  shared(length: number): readonly T[] {
    return this.template(length);
  }
  private template(length: number): T[] {
    if (length > MAX_TEMPLATE) return packed(length, this.value);
    return (this.#byLength[length] ??= packed(length, this.value));
  }
}

// Boards have tens of units and under a hundred provinces; a longer array is filled by a loop
// rather than kept for ever.
const MAX_TEMPLATE = 1024;

function packed<T>(length: number, value: T): T[] {
  const a: T[] = [];
  for (let i = 0; i < length; i++) a.push(value);
  return a;
}

export const minusOnes = new Filler(-1);
export const zeros = new Filler(0);

/** A packed array of `length` copies of `value`. */
export function filled(length: number, value: number): number[] {
  if (value === -1) return minusOnes.copy(length);
  if (value === 0) return zeros.copy(length);
  return packed(length, value);
}

/** A packed array of `length` undefined elements, to be set one by one. */
export const unset = new Filler(undefined);
