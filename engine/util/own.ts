// Reading a plain object by a key the user gave (a variant id, a player, a power word, an option
// name). `table[key]` also finds what every object inherits: `table["toString"]` is a function and
// `table["__proto__"]` is Object.prototype, so a lookup that trusts it returns a value nobody wrote
// (the TypeError of issue 28, round 3). Every such read goes through `own`; every table filled from
// user keys is a Map or is written with Object.fromEntries (which makes "__proto__" an own key).

/** The value `record` holds under `key` itself; undefined for a key it only inherits. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && record !== null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether `key` is one of `record`'s own keys (a type guard for tables keyed by a union of ids). */
export function ownKey<K extends string>(record: Readonly<Record<K, unknown>>, key: string): key is K {
  return Object.hasOwn(record, key);
}
