// What `casebook adjudicate FILE` and the dispute desk make of a phase's text before ruling it: a
// JSON phase or an order file, on the board of `--variant` (or of the file's own "variant:" line or
// field). Kept apart from main.ts so that tests take exactly the command's path.
import { resolveVariant } from '../adjudicate/variant-rules.js';
import { standardMap, type GameMap } from '../map/index.js';
import type { PhaseInput } from '../protocol/types.js';
import { orderFileVariant, parseOrderFile, type FileProblem, type OrderFileOptions } from './order-file.js';
import { readIntimateLines, withIntimate } from './intimate-file.js';

/**
 * An order file on the board of its variant (`options.variant`, else its "variant:" line; an unknown
 * one is reported at that line, the file read on the standard board), Intimate Diplomacy's own lines
 * included (intimate-file.ts): the phase, or the problems in reading order.
 */
export function readOrderText(text: string, options: OrderFileOptions = {}): { input?: PhaseInput; problems: FileProblem[]; unreadable: FileProblem[] } {
  const named = resolveVariant(options.variant ?? orderFileVariant(text));
  const board = 'error' in named ? undefined : named;
  const intimate = board?.id === 'intimate' ? readIntimateLines(text) : undefined;
  const read = parseOrderFile(board?.map ?? (standardMap as GameMap), intimate?.rest ?? text, options);
  const problems = [...(intimate?.problems ?? []), ...read.problems].sort((a, b) => a.line - b.line || a.column - b.column);
  const input = read.input && !problems.length ? (intimate ? withIntimate(read.input, intimate) : read.input) : undefined;
  return { ...(input ? { input } : {}), problems, unreadable: read.unreadable };
}

/** The phase, or the problems to print (`source:line:col: message`), in reading order. */
export function phaseFromText(text: string, source: string, variant?: string): { input: PhaseInput } | { problems: string[] } {
  if (/^\s*[{[]/.test(text)) {
    let input: PhaseInput;
    try {
      input = JSON.parse(text) as PhaseInput;
    } catch (e) {
      return { problems: [`${source}: not valid JSON: ${(e as Error).message}`] };
    }
    if (variant !== undefined && typeof input === 'object' && input !== null) {
      if (input.variant !== undefined && input.variant !== variant) {
        return { problems: [`${source}: the phase says "variant": ${JSON.stringify(input.variant)} but --variant says ${variant}`] };
      }
      input.variant = variant;
    }
    return { input };
  }
  // The board comes from --variant, else from the file's "variant:" line (the two must agree).
  const board = resolveVariant(variant ?? orderFileVariant(text));
  if ('error' in board) return { problems: [`${source}: ${board.error}`] };
  const read = readOrderText(text, { variant });
  if (!read.input) return { problems: read.problems.map((p) => `${source}:${p.line}:${p.column}: ${p.message}`) };
  return { input: read.input };
}
