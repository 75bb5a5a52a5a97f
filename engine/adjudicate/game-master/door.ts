// The game master's chapter (001, chapter 3: order sheets, NMR, conditional orders, the end of the
// game) behind one door, as each variant is behind the registry of ../variant-rules.ts: the
// pipeline (../phase.ts, ../validate-input.ts) asks `usesGameMaster(input)`, which reads only
// whether the input has one of the chapter's fields, and calls the chapter through `gameMaster()`
// when it does, or when a phase ends the game. The chapter is loaded once with `loadGameMaster()`
// (a dynamic import, a chunk of its own in a browser bundle): the engine's entry, the command line
// and the tests load it with every variant (engine/formats `prepareAllVariants`); the dispute desk
// when a phase needs it. Its texts come with it. A phase that needs it before it is loaded is refused with
// GameMasterNotLoaded, never ruled without it.

import { addMessages } from '../../language/render.js';

import { GAME_MASTER_FIELDS } from './fields.js';

export { GAME_MASTER_FIELDS };

type Chapter = typeof import('./chapter.js');

let chapter: Chapter | undefined;

/** Thrown when a phase needs the game master's chapter and it is not loaded: the caller's to load (`loadGameMaster`), then rule again. */
export class GameMasterNotLoaded extends Error {
  constructor() {
    super("the game master's chapter is not loaded: await loadGameMaster() (engine/formats: prepareGameMaster()) before ruling this phase");
    this.name = 'GameMasterNotLoaded';
  }
}

/** Whether an input (checked or not) has one of the chapter's fields or an order sheet's `version`. */
export function usesGameMaster(input: object): boolean {
  const fields = input as Record<string, unknown>;
  if (GAME_MASTER_FIELDS.some((k) => fields[k] !== undefined)) return true;
  const orders = fields.orders;
  return Array.isArray(orders) && orders.some((o) => typeof o === 'object' && o !== null && (o as Record<string, unknown>).version !== undefined);
}

/** Loads the chapter once, with its texts in both languages (engine/language/messages/game-master.ts). */
export async function loadGameMaster(): Promise<void> {
  if (chapter) return;
  const [loaded, texts] = await Promise.all([import('./chapter.js'), import('../../language/messages/game-master.js')]);
  addMessages('en', texts.GAME_MASTER_EN_MESSAGES);
  addMessages('fr', texts.GAME_MASTER_FR_MESSAGES);
  chapter = loaded;
}

export function gameMasterLoaded(): boolean {
  return chapter !== undefined;
}

/** The chapter, loaded first (`loadGameMaster`), else GameMasterNotLoaded. */
export function gameMaster(): Chapter {
  if (!chapter) throw new GameMasterNotLoaded();
  return chapter;
}
