// The Ancient Mediterranean's facts other than the board (seed 004): its powers, their names and
// colours, its victory count, first year and waterways. Read from its data without building the
// board (./index.ts builds it), so that pages and the desk's drawings may name and colour its
// powers without carrying the board.
import type { PowerName } from '../types.js';
import variant from './data/variant.json' with { type: 'json' };

export const ANCIENT_MED_POWERS = ['rome', 'carthage', 'greece', 'persia', 'egypt'] as const;
export type AncientMedPower = (typeof ANCIENT_MED_POWERS)[number];

/** The five powers' names (English, and French as seed 004 §1 prints them). */
export const ANCIENT_MED_POWER_NAMES: Readonly<Record<AncientMedPower, PowerName>> = Object.freeze(
  Object.fromEntries(variant.powers.map((p) => [p.id, Object.freeze(p.name)])) as Record<AncientMedPower, PowerName>,
);

/** The variant's facts other than the board: name, victory count, first year, waterways. */
export const ancientMediterranean = Object.freeze({
  id: variant.id,
  name: variant.name,
  /** Supply centres that win (18; seed 004 §2 prints 13, see ERRATA.md). */
  victoryCenters: variant.victoryCenters,
  firstYear: variant.firstYear,
  colours: Object.fromEntries(variant.powers.map((p) => [p.id, p.colour])) as Record<AncientMedPower, string>,
  waterways: variant.waterways,
});
