// The record readers' problems said in English or French: their catalogue
// (engine/language/messages/records.ts) joins the language layer the first time one is said, so it
// travels with the readers (the desk loads them on demand) and not with every page.
import { addMessages, render, type Fact, type Lang } from '../language/index.js';
import type { GameMap } from '../map/types.js';
import { RECORDS_EN_MESSAGES, RECORDS_FR_MESSAGES } from '../language/messages/records.js';

let added = false;

/** A record problem's fact in `lang` (places and units as ids in English, by name in French). */
export function recordText(f: Fact, lang: Lang, map?: GameMap): string {
  if (!added) {
    addMessages('en', RECORDS_EN_MESSAGES);
    addMessages('fr', RECORDS_FR_MESSAGES);
    added = true;
  }
  return render(f, lang, map ? { map: map as unknown as GameMap<string> } : {});
}

/** `target` with an English `message` read from `fact` when first asked for (a batch that only counts problems words none). */
export function withEnglishMessage<T extends { fact: Fact }>(target: T, map?: GameMap): T & { readonly message: string } {
  let message: string | undefined;
  Object.defineProperty(target, 'message', { enumerable: true, configurable: true, get: () => (message ??= recordText(target.fact, 'en', map)) });
  return target as T & { readonly message: string };
}
