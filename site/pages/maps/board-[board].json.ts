// Each board's art for the dispute desk (/maps/board-standard.json, /maps/board-ancient-mediterranean.json):
// its drawing's shapes, labels and centres and its anchors, read from site/map/ at build time
// (site/render/base-map.ts, boardArt), so that the desk's first picture waits for a JSON.parse
// rather than for the SVG parsed as XML in the page.
import type { APIRoute } from 'astro';
import { boardArt } from '../../render/base-map.js';
import { BOARD_IDS, type BoardId } from '../../render/board.js';

export function getStaticPaths() {
  return BOARD_IDS.map((board) => ({ params: { board } }));
}

export const GET: APIRoute = ({ params }) => new Response(JSON.stringify(boardArt(params.board as BoardId)), { headers: { 'Content-Type': 'application/json' } });
