// How a message quotes what the user sent: a string in quotes (cut when long: a message names a
// value, it does not repeat a megabyte of it), a list, an object, null named as such.

/** Characters of a user's string kept in a message. */
const MAX_QUOTED = 60;

/** A user's word (a key, a name) as a message shows it: cut past MAX_QUOTED characters. */
export function clip(word: string): string {
  return word.length > MAX_QUOTED ? `${word.slice(0, MAX_QUOTED)}… (${word.length.toLocaleString('en')} characters)` : word;
}

/** A user's value as a message shows it: `"text"`, `a list`, `an object`, `null`, `3`. */
export function show(x: unknown): string {
  if (typeof x === 'string') return `"${clip(x)}"`;
  if (Array.isArray(x)) return 'a list';
  if (x === null) return 'null';
  return typeof x === 'object' ? 'an object' : String(x);
}
