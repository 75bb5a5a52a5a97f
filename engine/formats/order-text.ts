// An order file read on the board its "variant:" line names, with the variant's own lines (loaded
// with its plug-in: prepareVariant): what the dispute desk reads as the user types, and what
// `casebook adjudicate` reads for a phase that is not JSON (./phase-text.ts). Apart from the JSON
// reader, so that the desk's script does not carry it (jsonc-parser).
import { loadAllVariants, loadVariant, resolveVariant, variantLoaded } from '../adjudicate/variant-rules.js';
import { standardMap, type GameMap } from '../map/index.js';
import type { PhaseInput } from '../protocol/types.js';
import { orderFileVariant, parseOrderFile, type FileProblem, type OrderFileOptions } from './order-file.js';
import { gameMasterLoaded, loadGameMaster } from '../adjudicate/game-master/door.js';
import { gameMasterLinesLoaded, loadGameMasterLines, mayHoldGameMasterLines } from './game-master-door.js';

/** A variant's own lines of an order file, read apart and blanked for the ordinary reader. */
interface OwnLines {
  rest: string;
  problems: FileProblem[];
  /** The phase the ordinary reader made, with the variant's fields. */
  apply(input: PhaseInput): PhaseInput;
}

/**
 * The variants that add lines of their own to an order file (Intimate's home powers, credits and
 * bids: intimate-file.ts), each reader a module loaded with its variant (prepareVariant), so that a
 * bundle carries it only when a phase names the variant.
 */
const OWN_LINES: Readonly<Record<string, () => Promise<(text: string) => OwnLines>>> = {
  intimate: () =>
    import('./intimate-file.js').then(({ readIntimateLines, withIntimate }) => (text: string) => {
      const read = readIntimateLines(text);
      return { rest: read.rest, problems: read.problems, apply: (input) => withIntimate(input, read) };
    }),
};
const ownLines = new Map<string, (text: string) => OwnLines>();

/** A variant's plug-in and its order-file lines, loaded once: a bundle awaits it before reading or ruling a phase of the variant. */
export async function prepareVariant(id: string): Promise<void> {
  await loadVariant(id);
  if (Object.hasOwn(OWN_LINES, id) && !ownLines.has(id)) ownLines.set(id, await OWN_LINES[id]!());
}

/** Whether a variant's plug-in and order-file lines are at hand. */
export function variantPrepared(id: string): boolean {
  return variantLoaded(id) && (!Object.hasOwn(OWN_LINES, id) || ownLines.has(id));
}

/**
 * The game master's chapter (engine/adjudicate/game-master/door.ts) and its order-file lines
 * (./game-master-door.ts), loaded once: a bundle awaits it before reading or ruling a phase that
 * uses them (order sheets, NMR, conditional orders, a vote, a postal report, a whole game), or
 * rules again a phase refused with GameMasterNotLoaded (a phase that ends the game).
 */
export async function prepareGameMaster(): Promise<void> {
  await Promise.all([loadGameMaster(), loadGameMasterLines()]);
}

/** Whether the game master's chapter and lines are at hand. */
export function gameMasterPrepared(): boolean {
  return gameMasterLoaded() && gameMasterLinesLoaded();
}

/** Whether a text needs the game master's chapter that is not loaded yet: it may hold one of its lines. */
export function gameMasterToLoad(text: string): boolean {
  return !gameMasterPrepared() && mayHoldGameMasterLines(text);
}

/** Every variant's plug-in and order-file lines, and the game master's chapter (the engine's entry, the command line, the tests). */
export async function prepareAllVariants(): Promise<void> {
  await Promise.all([loadAllVariants(), prepareGameMaster()]);
  await Promise.all(Object.keys(OWN_LINES).map(prepareVariant));
}

/** Whether a variant's own order-file lines, if it has any, are loaded (a reader that never throws checks it first). */
export function ownLinesLoaded(id: string): boolean {
  return !Object.hasOwn(OWN_LINES, id) || ownLines.has(id);
}

/** The reader of a variant's own lines, if it has any: loaded first (prepareVariant), or a caller's bug. */
function ownLinesOf(id: string): ((text: string) => OwnLines) | undefined {
  if (!Object.hasOwn(OWN_LINES, id)) return undefined;
  const reader = ownLines.get(id);
  if (!reader) throw new Error(`the ${id} variant's order-file lines are not loaded: call prepareVariant("${id}") first`);
  return reader;
}

/**
 * An order file on the board of its variant (`options.variant`, else its "variant:" line; an unknown
 * one is reported at that line, the file read on the standard board), the variant's own lines
 * included (Intimate Diplomacy's): the phase, or the problems in reading order.
 */
export function readOrderText(text: string, options: OrderFileOptions = {}): { input?: PhaseInput; problems: FileProblem[]; unreadable: FileProblem[] } {
  const named = resolveVariant(options.variant ?? orderFileVariant(text));
  const board = 'error' in named ? undefined : named;
  const own = board ? ownLinesOf(board.id)?.(text) : undefined;
  const read = parseOrderFile(board?.map ?? (standardMap as GameMap), own?.rest ?? text, options);
  const problems = [...(own?.problems ?? []), ...read.problems].sort((a, b) => a.line - b.line || a.column - b.column);
  const input = read.input && !problems.length ? (own ? own.apply(read.input) : read.input) : undefined;
  return { ...(input ? { input } : {}), problems, unreadable: read.unreadable };
}
