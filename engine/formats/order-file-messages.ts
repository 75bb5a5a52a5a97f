// The order file's problems as facts: a message id of the main catalogues
// (engine/language/messages/en.ts and fr.ts, "The order file's own problems") and its values,
// said in English or French by the language layer. In the main catalogues rather than a catalogue
// of their own (as the record readers' are): the order-file reader is part of every desk and of the
// CLI, and the desk already loads the main catalogue of its page's language, one language only,
// before its first ruling; a catalogue of both languages would have come with the desk's script.
import { fact, listArg, powerArg, render, type Arg, type Lang } from '../language/index.js';
import type { GameMap } from '../map/types.js';
import type { FileProblem } from './file-problem.js';

/**
 * A problem of the file at its place, as a fact (`id` and its values); its English `message` is
 * rendered from the fact when first read (places as ids), the reader's sentence as it always was.
 */
export function fileProblem(line: number, column: number, id: string, args: Record<string, Arg> = {}, map?: GameMap): FileProblem {
  const problem = { line, column, fact: fact(id, args) } as FileProblem;
  let message: string | undefined;
  Object.defineProperty(problem, 'message', { enumerable: true, configurable: true, get: () => (message ??= fileProblemText(problem, 'en', map)) });
  return problem;
}

/** A problem of an order file in `lang`: its fact rendered (the order reader's or the file's), or its message. */
export function fileProblemText(p: FileProblem, lang: Lang, map?: GameMap): string {
  return p.fact ? render(p.fact, lang, map ? { map: map as unknown as GameMap<string> } : {}) : p.message;
}

/** The board's powers for "(powers: …)": ids in English (as the reader always wrote them), names in French. */
export const powersArgs = (map: GameMap): Record<string, Arg> => ({ powerIds: map.powers.join(', '), powers: listArg(map.powers.map((p) => powerArg(p)), ',') });

/** An English text and its French, for the writer's notation that differs by language (the examples of a unit). */
export const byLang = (en: string, fr: string): Arg => ({ text: { en, fr } });
