// The game master's lines of an order file (./game-master-lines.ts: order sheets, conditional
// orders, NMR, the end of the game, a postal report's marks) behind the chapter's door
// (engine/adjudicate/game-master/door.ts): the reader and writer load with the chapter
// (./order-text.ts `prepareGameMaster`). An order file is given to the reader only when
// `mayHoldGameMasterLines` finds one of the marks the reader takes; a file without any is read
// the same without it (engine/formats/game-master-door.test.ts holds the two to each other). A file
// with one, before the chapter is loaded, is refused with GameMasterNotLoaded, never misread.
import { GameMasterNotLoaded } from '../adjudicate/game-master/door.js';
import type { GameMasterLines } from './game-master-lines.js';
import { mayHoldGameMasterLines } from './game-master-marks.js';

export { mayHoldGameMasterLines };

type Lines = typeof import('./game-master-lines.js');

let lines: Lines | undefined;

/** Loads the lines' reader and writer once. */
export async function loadGameMasterLines(): Promise<void> {
  lines ??= await import('./game-master-lines.js');
}

export function gameMasterLinesLoaded(): boolean {
  return lines !== undefined;
}

/** The reader and writer, loaded first, else GameMasterNotLoaded. */
export function gameMasterLines(): Lines {
  if (!lines) throw new GameMasterNotLoaded();
  return lines;
}

/** What the reader gives for a file without its lines: the file as it is. */
export function noGameMasterLines(text: string): GameMasterLines {
  return { rest: text, fields: {}, versionAt: () => 1, units: [], unreadableOnPurpose: new Set(), problems: [], placeOf: () => undefined };
}
