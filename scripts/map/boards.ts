// The boards we draw: for each, the engine map it must agree with, where it sits on the globe,
// its hand inputs (boards/<id>/seeds.json and masks.json), its outputs in site/map/, and the pairs
// the rules call adjacent although the drawing keeps them apart (straits, points where spaces meet).
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { standardMap, type GameMap } from '../../engine/map/index.js';
import { ANCIENT_MED_PASSAGES, ancientMediterraneanMap, ancientMediterranean } from '../../engine/map/ancient-mediterranean/index.js';
import type { Frame } from './geometry.js';

const here = dirname(fileURLToPath(import.meta.url));
const siteMap = join(here, '..', '..', 'site', 'map');

/**
 * How a pair adjacent in the rules but apart on the drawing is shown: an `arrow` across water
 * (seed 004 §6), a dashed `line` across a narrow sound (the Øresund), or a `point` where several
 * spaces meet at one corner (seed 004 §9's four seas, §12's delta).
 */
export type LinkStyle = 'arrow' | 'line' | 'point';

export interface Board {
  id: string;
  map: GameMap<string>;
  /** <title> of the SVG. */
  title: string;
  frame: Frame;
  /** Folder of seeds.json and masks.json. */
  inputs: string;
  outSvg: string;
  outAnchors: string;
  /** Rules pairs shown by a mark rather than a shared border (masks.json `links` draws them). */
  links: readonly { between: readonly [string, string]; style: LinkStyle }[];
  /** Fallback stroke colour of each power's home-centre ring (the site overrides with --power-<id>). */
  powerColours: Readonly<Record<string, string>>;
  /** Navigable rivers and canals: their banks count as coasts though they touch no sea (seed 004 §11). */
  waterwayBanks: readonly string[];
}

/** Colour names of seed 004 §1 as strokes that read on the map's land colour. */
const NAMED_COLOURS: Record<string, string> = { red: '#c33', blue: '#33a', green: '#3a3', purple: '#a3a', yellow: '#cc3' };

export const BOARDS: readonly Board[] = [
  {
    id: 'standard',
    map: standardMap as unknown as GameMap<string>,
    title: 'Map of the standard Diplomacy board (Europe, 1901)',
    /**
     * A Lambert conformal conic centred on 15°E, fitted so that these points touch the frame (west
     * of Ireland and Portugal, Armenia, the North Cape, the Libyan coast), then squashed vertically
     * to the classic board's wide proportions (its Scandinavia is short, its Mediterranean long),
     * the crowded west and centre given more room than Russia, Africa and the Atlantic.
     */
    frame: {
      width: 1200,
      parallels: [40, 60],
      centralMeridian: 15,
      fitPoints: [
        [-13.5, 37.5],
        [-12.5, 52],
        [44.5, 40],
        [20, 72.8],
        [15, 32],
      ],
      squash: 0.85,
      lens: {
        x: { centre: 0.37, spread: 0.26, gain: 1.5 },
        y: { centre: 0.48, spread: 0.3, gain: 0.7 },
      },
    },
    inputs: join(here, 'boards', 'standard'),
    outSvg: join(siteMap, 'standard.svg'),
    outAnchors: join(siteMap, 'anchors.json'),
    // Kiel–Denmark share a land border in Jutland and Constantinople is one piece (the Sea of
    // Marmara is drawn as its land), so only Denmark–Sweden crosses water.
    links: [{ between: ['den', 'swe'], style: 'line' }],
    powerColours: { austria: '#c33', england: '#33a', france: '#39c', germany: '#555', italy: '#3a3', russia: '#a3a', turkey: '#cc3' },
    waterwayBanks: [],
  },
  {
    id: 'ancient-mediterranean',
    map: ancientMediterraneanMap as unknown as GameMap<string>,
    title: 'Map of the Ancient Mediterranean board (Don Hessong’s variant)',
    /** Centred on 20°E, from the Atlantic coast of Iberia to the Caucasus, the Alps to Nubia. */
    frame: {
      width: 1200,
      parallels: [30, 42],
      centralMeridian: 20,
      fitPoints: [
        [-10.5, 38],
        [46.5, 37],
        [18, 49.5],
        [30, 21.5],
      ],
      squash: 0.95,
      lens: {
        x: { centre: 0.5, spread: 0.3, gain: 0 },
        y: { centre: 0.5, spread: 0.3, gain: 0 },
      },
    },
    inputs: join(here, 'boards', 'ancient-mediterranean'),
    outSvg: join(siteMap, 'ancient-mediterranean.svg'),
    outAnchors: join(siteMap, 'ancient-mediterranean.anchors.json'),
    links: [
      // §6: the straits of the board's passages table, drawn as arrows where they join two coasts
      // (the Tyrrhenean and Ausonian seas meet in the widened strait of masks.json, with no mark).
      ...ANCIENT_MED_PASSAGES
        .filter((p) => p.kind === 'strait')
        .flatMap((p) => p.pairs.filter((pair) => pair.every((id) => ancientMediterraneanMap.province(id)?.terrain !== 'sea')))
        .map((pair) => ({ between: pair, style: 'arrow' as const })),
      // §9: four seas meeting at a point; the diagonals touch only there.
      { between: ['aus', 'lib'], style: 'point' },
      { between: ['got', 'mes'], style: 'point' },
      // §12: the delta's pairs of the passages table (Alexandria–Sinai, Thebes–Gulf of Pelusium) meet only there.
      ...ANCIENT_MED_PASSAGES.filter((p) => p.kind === 'delta').flatMap((p) => p.pairs.map((pair) => ({ between: pair, style: 'point' as const }))),
    ],
    powerColours: Object.fromEntries(Object.entries(ancientMediterranean.colours).map(([p, c]) => [p, NAMED_COLOURS[c] ?? c])),
    waterwayBanks: [...new Set(ancientMediterranean.waterways.flatMap((w) => w.banks))].sort(),
  },
];

export function boardById(id: string): Board {
  const b = BOARDS.find((x) => x.id === id);
  if (!b) throw new Error(`unknown board '${id}' (known: ${BOARDS.map((x) => x.id).join(', ')})`);
  return b;
}
