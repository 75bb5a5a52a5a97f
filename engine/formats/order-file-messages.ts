// The order file's problems said in English or French: their catalogue
// (engine/language/messages/order-file.ts) joins the language layer when the reader first makes one,
// so it travels with the reader and not with every page that says anything.
import { addMessages, fact, listArg, powerArg, render, type Arg, type Fact, type Lang } from '../language/index.js';
import type { GameMap } from '../map/types.js';
import { ORDER_FILE_EN_MESSAGES, ORDER_FILE_FR_MESSAGES } from '../language/messages/order-file.js';
import type { FileProblem } from './file-problem.js';

function addOrderFileMessages(): void {
  addMessages('en', ORDER_FILE_EN_MESSAGES);
  addMessages('fr', ORDER_FILE_FR_MESSAGES);
}

/**
 * A problem of the file at its place, as a fact (`id` of the order-file catalogue and its values);
 * its English `message` is rendered from the fact when first read (places as ids), as it always was.
 */
export function fileProblem(line: number, column: number, id: string, args: Record<string, Arg> = {}, map?: GameMap): FileProblem {
  addOrderFileMessages();
  const problem = { line, column, fact: fact(id, args) } as FileProblem;
  let message: string | undefined;
  Object.defineProperty(problem, 'message', { enumerable: true, configurable: true, get: () => (message ??= fileProblemText(problem, 'en', map)) });
  return problem;
}

/** A problem of an order file in `lang`: its fact rendered (the order reader's or the file's), or its message. */
export function fileProblemText(p: FileProblem, lang: Lang, map?: GameMap): string {
  if (!p.fact) return p.message;
  addOrderFileMessages();
  return render(p.fact, lang, map ? { map: map as unknown as GameMap<string> } : {});
}

/** The board's powers for "(powers: …)": ids in English (as the reader always wrote them), names in French. */
export const powersArgs = (map: GameMap): Record<string, Arg> => ({ powerIds: map.powers.join(', '), powers: listArg(map.powers.map((p) => powerArg(p)), ',') });

/** An English text and its French, for the writer's notation that differs by language (examples, lists of ids). */
export const byLang = (en: string, fr: string): Arg => ({ text: { en, fr } });

export type { Fact };
