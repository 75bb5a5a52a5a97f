// The route grid a board's art carries (site/pages/maps/board-[board].json.ts, made at build time
// with paintedGrid) is, decoded in the browser, the very grid the renderer paints itself; a grid
// that does not cover the map (cut, or for another size) is refused, and the renderer paints its own.

import { describe, expect, it } from 'vitest';
import { baseMap } from './base-map.js';
import { BOARD_IDS, onBoard } from './board.js';
import { decodeGrid, mapGrid, paintedGrid } from './route.js';

describe('the route grid carried with a board’s art', () => {
  for (const board of BOARD_IDS) {
    it(`${board}: decoded from its runs, cell for cell the grid painted`, () => {
      onBoard(board, () => {
        const { width, height } = baseMap();
        const painted = mapGrid().grid;
        const given = paintedGrid();
        const decoded = decodeGrid(given, width, height);
        expect(decoded?.width).toBe(painted.width);
        expect(decoded?.height).toBe(painted.height);
        expect(Buffer.from(decoded!.labels.buffer).equals(Buffer.from(painted.labels.buffer))).toBe(true);
        // Runs, not cells: what the JSON carries stays small.
        expect(given.runs.length).toBeLessThan(painted.labels.length / 20);
      });
    });
  }

  it('refuses a grid that does not cover the map as painted', () => {
    onBoard('standard', () => {
      const { width, height } = baseMap();
      const given = paintedGrid();
      expect(decodeGrid({ ...given, runs: given.runs.slice(0, -2) }, width, height)).toBeUndefined();
      expect(decodeGrid({ ...given, runs: [...given.runs, 0, 1] }, width, height)).toBeUndefined();
      expect(decodeGrid({ ...given, runs: [...given.runs.slice(0, -1), -3] }, width, height)).toBeUndefined();
      expect(decodeGrid({ ...given, width: given.width + 1 }, width, height)).toBeUndefined();
      expect(decodeGrid(undefined, width, height)).toBeUndefined();
    });
  });
});
