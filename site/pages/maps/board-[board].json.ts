// Each board's art for the dispute desk (/maps/board-standard.json, /maps/board-ancient-mediterranean.json):
// its drawing's shapes, labels and centres and its anchors, read from site/map/ at build time
// (site/render/base-map.ts, boardArt), so that the desk's first picture waits for a JSON.parse
// rather than for the SVG parsed as XML in the page; and the grid its order lines are routed on,
// painted here by the renderer's own code (site/render/route.ts, paintedGrid) rather than in the
// browser before the first picture (issue 27); so are each shape's rings as numbers (in place of
// its path data: no path parsed in the browser), box, junctions and simplification levels and the locator's land (site/render/base-map.ts, outlinedArt), and the routes of the moves between
// neighbouring places that are no straight line (site/render/scene.ts, moveRoutes: a fleet's route
// search covers the whole board, ~170 ms in the browser). The development server leaves the routes
// out: made when the desk asks for its board, they would hold it ~15 s.
import type { APIRoute } from 'astro';
import { outlinedArt } from '../../render/base-map.js';
import { onBoard, BOARD_IDS, type BoardId } from '../../render/board.js';
import { paintedGrid } from '../../render/route.js';
import { moveRoutes } from '../../render/scene.js';

export function getStaticPaths() {
  return BOARD_IDS.map((board) => ({ params: { board } }));
}

export const GET: APIRoute = ({ params }) => {
  const board = params.board as BoardId;
  const art = { ...outlinedArt(board), grid: onBoard(board, paintedGrid), ...(import.meta.env.DEV ? {} : { routes: onBoard(board, moveRoutes) }) };
  return new Response(JSON.stringify(art), { headers: { 'Content-Type': 'application/json' } });
};
