// Power colours and marks. Colour only tells powers apart; what an order is and how it ended are
// carried by line style and glyphs. The colours keep the board's traditional hues (Austria red,
// England dark blue, France light blue, Germany black, Italy green, Russia purple, Turkey yellow),
// with England and France on hues of their own (indigo and cyan) rather than one blue in two
// lightnesses. Four come from the Okabe–Ito palette ("Color Universal Design", 2002); England,
// France and Russia were chosen in CIELCh to keep every pair apart. color.test.ts checks that every
// pair stays apart (CIEDE2000 >= 10) under protan, deutan and tritan vision, and that every two
// coloured powers differ in hue by at least 40 degrees.

import { luminance, parseHex } from './color.js';
import { ancientMediterranean, type Power } from '../../engine/map/index.js';
// The variant's facts only, not its board: the desk's bundle loads that board when a phase needs it.

export const POWER_COLOURS: Readonly<Record<Power, string>> = {
  austria: '#D55E00', // vermillion
  england: '#364B90', // indigo
  france: '#0DBCD8', // cyan
  germany: '#000000', // black
  italy: '#009E73', // bluish green
  russia: '#A86091', // purple
  turkey: '#F0E442', // yellow
};

/**
 * The mark drawn on every unit, so the power reads without colour. Shapes, not letters: a letter
 * on a unit is read as order notation (an "F" on an army, an "A" on a fleet). Path in units of the
 * token's radius, centred on 0 0; stroked in black or white, whichever reads on the colour. The
 * legend shows each power's token with its mark.
 */
export const POWER_MARKS: Readonly<Record<Power, string>> = {
  austria: 'M-.55 0H.55', // bar
  england: 'M-.5 0H.5M0-.5V.5', // plus
  france: 'M0-.14a.14 .14 0 1 0 .001 0Z', // dot (a ring thinner than its stroke)
  germany: 'M0-.55L.5 0 0 .55-.5 0Z', // diamond
  italy: 'M0-.55V.55', // upright bar
  russia: 'M0-.4a.4 .4 0 1 0 .001 0Z', // ring
  turkey: 'M0-.5L.5.4H-.5Z', // triangle
};

/** Colour of units whose power is unknown (bad input). */
export const UNKNOWN_COLOUR = '#9a9a9a';
/** Illegal / invalid orders. */
export const GREY = '#8a8a8a';
/** Casing under order lines and outlines of glyphs. */
export const INK = '#1b1b1b';
/** The "went wrong" glyphs (✕, cut, bounce): their shape carries the meaning, the colour helps. */
export const ALERT = '#c0001a';

/**
 * Other boards' powers take the colour and mark of the standard power of the same hue: the colour
 * names their author gives (seed 004 §1 for the Ancient Mediterranean) → the checked palette above.
 */
const SAME_HUE: Readonly<Record<string, Power>> = { red: 'austria', blue: 'england', green: 'italy', purple: 'russia', yellow: 'turkey' };
const OTHER_BOARDS: Readonly<Record<string, Power>> = Object.fromEntries(
  Object.entries(ancientMediterranean.colours).map(([id, colour]) => [id, SAME_HUE[colour]]),
);

/** The standard power whose look a power takes (itself on the standard board). */
const lookOf = (power: string): string => OTHER_BOARDS[power] ?? power;

export function powerColour(power: string | undefined): string {
  return (power && (POWER_COLOURS as Record<string, string>)[lookOf(power)]) || UNKNOWN_COLOUR;
}

/** The power's mark (see POWER_MARKS), or '' when the power is unknown. */
export function powerMark(power: string | undefined): string {
  return (power && (POWER_MARKS as Record<string, string>)[lookOf(power)]) || '';
}

/** Black or white, whichever reads better on the colour. */
export function textOn(hex: string): string {
  let l = 0.5;
  try {
    l = luminance(parseHex(hex));
  } catch {
    // Not a palette colour: keep the middle value, which picks black.
  }
  // Contrast with white (1.05 / (l + .05)) against contrast with black ((l + .05) / .05).
  return 1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/** A retreat option lifted in a step: a green wash with a dashed edge, unlike the step's own tint. */
export function OPTION_LOOK(lw: number): Record<string, string | number> {
  return { fill: '#2e9e5b', 'fill-opacity': 0.3, stroke: '#1d6b3c', 'stroke-width': lw * 0.7, 'stroke-dasharray': `${lw * 1.4} ${lw * 0.9}` };
}
