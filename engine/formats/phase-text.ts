// What `casebook adjudicate FILE` makes of a phase's text before ruling it: a JSON phase or an order
// file, on the board of `--variant` (or of the file's own "variant:" line or field). Kept apart from
// main.ts so that tests take exactly the command's path. The order file's reader is ./order-text.ts.
import { resolveVariant } from '../adjudicate/variant-rules.js';
import type { PhaseInput } from '../protocol/types.js';
import { orderFileVariantAt } from './order-file.js';
import { readOrderText } from './order-text.js';
import { readJson } from './json-text.js';
import { fileProblemText } from './order-file-messages.js';
import { render, type Lang } from '../language/index.js';

export { gameMasterPrepared, gameMasterToLoad, prepareAllVariants, prepareGameMaster, prepareVariant, readOrderText, variantPrepared } from './order-text.js';

/** The phase, or the problems to print (`source:line:col: message`, the order file's in `lang`), in reading order. */
export function phaseFromText(text: string, source: string, variant?: string, lang: Lang = 'en'): { input: PhaseInput } | { problems: string[] } {
  if (/^\s*[{[]/.test(text)) {
    const read = readJson(text);
    if ('problem' in read) return { problems: [`${source}:${read.problem.line}:${read.problem.column}: ${read.problem.message}`] };
    const input = read.value as PhaseInput;
    if (variant !== undefined && typeof input === 'object' && input !== null) {
      if (input.variant !== undefined && input.variant !== variant) {
        return { problems: [`${source}: the phase says "variant": ${JSON.stringify(input.variant)} but --variant says ${variant}`] };
      }
      input.variant = variant;
    }
    return { input };
  }
  // The board comes from --variant, else from the file's "variant:" line (the two must agree).
  const named = variant === undefined ? orderFileVariantAt(text) : undefined;
  const board = resolveVariant(variant ?? named?.name);
  if ('error' in board) return { problems: [`${source}:${named ? `${named.line}:${named.column}:` : ''} ${lang === 'en' ? board.error : render(board.fact, lang)}`] };
  const read = readOrderText(text, { variant });
  if (!read.input) return { problems: read.problems.map((p) => `${source}:${p.line}:${p.column}: ${lang === 'en' ? p.message : fileProblemText(p, lang, board.map)}`) };
  return { input: read.input };
}

/**
 * The line that ends a list of problems cut short, in `lang`: "... and 3 more problems (23 in all)".
 * The counts as digits alone, as the command always wrote them.
 */
export function moreProblemsLine(rest: number, all: number, lang: Lang = 'en'): string {
  return render({ id: 'file-more-problems', args: { n: rest, more: String(rest), all: String(all) } }, lang);
}
