// For tests of what is shared between phases (the parse table's entries): every object a value
// holds, to check that each of them is frozen.

/** Every object reachable from `x` through data properties (accessors are not read). */
export function objectsIn(x: unknown, out: object[] = []): object[] {
  if (typeof x !== 'object' || x === null || out.includes(x)) return out;
  out.push(x);
  for (const d of Object.values(Object.getOwnPropertyDescriptors(x))) if ('value' in d) objectsIn(d.value, out);
  return out;
}
