// Which board the renderer draws on. Each entry point (renderPhase, the site's helpers) picks it from
// the phase's `variant` with `onBoard`, for the duration of one synchronous call; everything below
// (base map, anchors, order parsing, adjacency, names, power colours) asks `currentBoard()`. So the
// many small functions of the renderer need no extra parameter, and no state survives a call.
import { boardOf, MAP_VARIANT_IDS } from '../../engine/core.js';
import type { GameMap } from '../../engine/map/index.js';

/** 'standard' or a variant with its own board ('ancient-mediterranean'). */
export type BoardId = 'standard' | (typeof MAP_VARIANT_IDS)[number];

export const BOARD_IDS: readonly BoardId[] = ['standard', ...MAP_VARIANT_IDS];

/**
 * The board art's format (site/render/board-art.ts), named in its address. The desk trusts the
 * shapes' boxes and junctions the art carries and no longer computes them, so a browser holding an
 * earlier art in its cache (the file's address has no content hash) must fetch the new one, not
 * fail to draw. Raise it whenever the art's fields change.
 */
const BOARD_ART_FORMAT = 3;

/** Where the site serves a board's art for the dispute desk (site/pages/maps/board-[board].json.ts), under the site's base. */
export const boardArtUrl = (base: string, board: BoardId) => `${base.replace(/\/?$/, '/')}maps/board-${board}.json?format=${BOARD_ART_FORMAT}`;

let current: BoardId = 'standard';

/** The board of a variant id: its own for a map variant, the standard board otherwise (and for unknown ids). */
export function boardIdOf(variant: unknown): BoardId {
  return typeof variant === 'string' && (MAP_VARIANT_IDS as readonly string[]).includes(variant) ? (variant as BoardId) : 'standard';
}

export function currentBoard(): BoardId {
  return current;
}

/** Run `f` with the board of `variant` as the current board, then restore the previous one. */
export function onBoard<T>(variant: unknown, f: () => T): T {
  const before = current;
  current = boardIdOf(variant);
  try {
    return f();
  } finally {
    current = before;
  }
}

/** The engine's map of the current board (province names, parsing, adjacency), as the engine picks it. */
export function gameMap(board: BoardId = current): GameMap {
  return boardOf({ variant: board });
}
