// A problem of a file the order reader read, at its place: shared by the order-file reader and the
// game master's lines it reads (game-master-lines.ts), so kept apart from both.
import type { Fact } from '../util/facts.js';

export interface FileProblem {
  line: number;
  column: number;
  /** The problem in English. */
  message: string;
  /**
   * The same problem as a language-free fact, when the order reader found it (render it in the
   * reader's language); `message` is then rendered in English only when read, so a page that has
   * loaded only its own language's texts never asks for the English ones.
   */
  fact?: Fact;
}
