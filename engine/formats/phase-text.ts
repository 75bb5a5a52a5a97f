// What `casebook adjudicate FILE` makes of its input before ruling it: a JSON phase or an order
// file, on the board of `--variant` (or of the file's own "variant:" line or field). Kept apart from
// main.ts so that tests take exactly the command's path.
import { resolveVariant } from '../variants/game.js';
import type { PhaseInput } from '../protocol/types.js';
import { orderFileVariantAt, parseOrderFile } from './order-file.js';
import { readIntimateLines, withIntimate } from './intimate-file.js';
import { readJson } from './json-text.js';

/** The phase, or the problems to print (`source:line:col: message`), in reading order. */
export function phaseFromText(text: string, source: string, variant?: string): { input: PhaseInput } | { problems: string[] } {
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
  if ('error' in board) return { problems: [`${source}:${named ? `${named.line}:${named.column}:` : ''} ${board.error}`] };
  // Intimate Diplomacy's own lines (home, credits, bids…) are read apart (intimate-file.ts).
  const intimate = board.id === 'intimate' ? readIntimateLines(text) : undefined;
  const parsed = parseOrderFile(board.map, intimate?.rest ?? text, { variant });
  const problems = [...(intimate?.problems ?? []), ...parsed.problems].sort((a, b) => a.line - b.line || a.column - b.column);
  if (!parsed.input || problems.length) return { problems: problems.map((p) => `${source}:${p.line}:${p.column}: ${p.message}`) };
  return { input: intimate ? withIntimate(parsed.input, intimate) : parsed.input };
}
