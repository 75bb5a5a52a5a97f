// The text typed into the desk and not ruled yet, kept with the history entry it was typed into.
// The desk rules a typed text 250 ms after the last keystroke, and writes the ruling into the
// current history entry then. The browser's own Back and Forward change the entry before the desk
// hears of it (popstate), and leaving the page (pagehide) may give no time at all: the text of each
// keystroke is kept here first, keyed to its entry, and ruled into that entry's phase when the
// desk shows that entry again. In the tab's session storage, so that a page opened again from the
// history finds it too; in memory when the browser refuses storage.

const PREFIX = 'casebook-desk-typed:';

/** The store: the tab's session storage, or a map of this page's own when it is refused. */
export interface TypedStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const inMemory: TypedStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** The tab's session storage when the browser allows it (a sandboxed page or a refusal throws). */
function sessionStore(): TypedStore {
  try {
    return (globalThis as { sessionStorage?: TypedStore }).sessionStorage ?? inMemory;
  } catch {
    return inMemory;
  }
}

/**
 * An entry's key: the page (the English and French desks are two) and the fragment the desk wrote
 * for it ("" for the entry the desk has not written yet).
 */
export const entryKey = (page: string, fragment: string): string => `${PREFIX}${page}${fragment}`;

/** Keep `text` as typed into `entry`; a storage that is full or refuses keeps it in memory. */
export function holdTyped(entry: string, text: string, store: TypedStore = sessionStore()): void {
  try {
    store.setItem(entry, text);
  } catch {
    inMemory.setItem(entry, text);
  }
}

/** The text typed into `entry` and not ruled, taken out of the store (once); undefined when none. */
export function takeTyped(entry: string, store: TypedStore = sessionStore()): string | undefined {
  let text: string | null = null;
  try {
    text = store.getItem(entry);
    store.removeItem(entry);
  } catch {
    // Storage refused on reading: what memory holds is all there is.
  }
  text ??= inMemory.getItem(entry);
  inMemory.removeItem(entry);
  return text ?? undefined;
}

/** The entry's text is ruled (and in its link): nothing to keep for it any more. */
export function dropTyped(entry: string, store: TypedStore = sessionStore()): void {
  try {
    store.removeItem(entry);
  } catch {
    // Nothing could be stored there either.
  }
  inMemory.removeItem(entry);
}
