// Power colours and letters. Colour only tells powers apart; what an order is and how it ended are
// carried by line style and glyphs. The colours are the Okabe–Ito palette ("Color Universal
// Design", 2002), assigned to keep the board's traditional hues: Austria red, England dark blue,
// France light blue, Germany black, Italy green, Russia purple, Turkey yellow. palette.test.ts
// checks that every pair stays apart (CIEDE2000 >= 10) under protan, deutan and tritan vision.

import { luminance, parseHex } from './color.js';
import type { Power } from '../../engine/map/types.js';

export const POWER_COLOURS: Readonly<Record<Power, string>> = {
  austria: '#D55E00', // vermillion
  england: '#0072B2', // blue
  france: '#56B4E9', // sky blue
  germany: '#000000', // black
  italy: '#009E73', // bluish green
  russia: '#CC79A7', // reddish purple
  turkey: '#F0E442', // yellow
};

/** The one-letter badge drawn on every unit, so the power reads without colour. */
export const POWER_LETTERS: Readonly<Record<Power, string>> = {
  austria: 'A',
  england: 'E',
  france: 'F',
  germany: 'G',
  italy: 'I',
  russia: 'R',
  turkey: 'T',
};

/** Colour of units whose power is unknown (bad input). */
export const UNKNOWN_COLOUR = '#9a9a9a';
/** Illegal / invalid orders. */
export const GREY = '#8a8a8a';
/** Casing under order lines and outlines of glyphs. */
export const INK = '#1b1b1b';
/** The "went wrong" glyphs (✕, cut, bounce): their shape carries the meaning, the colour helps. */
export const ALERT = '#c0001a';

export function powerColour(power: string | undefined): string {
  return (power && (POWER_COLOURS as Record<string, string>)[power]) || UNKNOWN_COLOUR;
}

export function powerLetter(power: string | undefined): string {
  return (power && (POWER_LETTERS as Record<string, string>)[power]) || '?';
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
