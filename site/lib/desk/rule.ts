// The dispute desk's work, without the page: read an order file (engine/formats/order-file.ts, the
// format `casebook adjudicate` reads) on the board its `variant:` line names, rule it with the
// engine, compare the presets (engine/adjudicate/compare.ts, as `casebook adjudicate --compare`),
// and write the next phase. Runs in the browser and in vitest; never throws.
//
// In the browser the variant games and the second board come in a chunk of their own
// (site/desk/variant-layer.ts): the page loads it before it reads a text that needsVariants().

import { adjudicateWithDetail, boardOf, InputError, standardMap, type AdjudicationDetail, type PhaseInput } from '../../../engine/index.js';
import { carryOver } from '../../../engine/adjudicate/phase.js';
import { homeCentres } from '../../../engine/adjudicate/distance.js';
import { compareRulesets, type RulesetDifference } from '../../../engine/adjudicate/compare.js';
import { formatOrderFile, orderFileVariant, parseOrderFile, type FileProblem } from '../../../engine/formats/order-file.js';
import { readIntimateLines, withIntimate } from '../../../engine/formats/intimate-file.js';
import { resolveVariant } from '../../../engine/variants/game.js';
import { variantById } from '../../../engine/variants/load.js';
import { DEFAULT_PRESET, PRESET_NAMES } from '../../../engine/rules/presets.js';
import type { GameMap, Power } from '../../../engine/map/types.js';
import ancientMediterranean from '../../../engine/map/ancient-mediterranean/data/variant.json' with { type: 'json' };

export interface DeskRuling {
  /** Problems that stop the ruling, at line and column. */
  problems: FileProblem[];
  /** Orders the notation cannot read: ruled void by the engine, reported at line and column. */
  unreadable: FileProblem[];
  input?: PhaseInput;
  /** The engine refused the position (two units in a province, a fleet inland…), in words. */
  refused?: string;
  detail?: AdjudicationDetail;
}

/** Whether a text names a variant (other than the standard game): the page loads the variants first. */
export function needsVariants(text: string): boolean {
  const named = orderFileVariant(text);
  return named !== undefined && named !== 'standard';
}

/** The preset a file asks for ("ruleset: datc" line) wins over the page's choice. */
export function ruleDesk(text: string, preset: string): DeskRuling {
  // The board of the file's variant line; an unknown variant is reported at that line by the reader.
  const named = resolveVariant(orderFileVariant(text));
  const board = 'error' in named ? undefined : named;
  const intimate = board?.id === 'intimate' ? readIntimateLines(text) : undefined;
  const read = parseOrderFile(board?.map ?? standardMap, intimate?.rest ?? text, { keepUnreadable: true });
  const problems = [...(intimate?.problems ?? []), ...read.problems].sort((a, b) => a.line - b.line || a.column - b.column);
  const out: DeskRuling = { problems, unreadable: read.unreadable };
  if (!read.input || problems.length) return out;
  const ruleset = read.input.ruleset ?? ((PRESET_NAMES as readonly string[]).includes(preset) ? preset : DEFAULT_PRESET);
  const input: PhaseInput = { ...(intimate ? withIntimate(read.input, intimate) : read.input), ruleset };
  out.input = input;
  try {
    out.detail = adjudicateWithDetail(input);
  } catch (e) {
    out.refused = e instanceof InputError ? e.message : `the engine could not rule this position (${e instanceof Error ? e.message : String(e)})`;
    return out;
  }
  return out;
}

/**
 * The other presets that rule the phase differently, with the rule option that decides (as
 * `casebook adjudicate --compare`). Apart from ruleDesk: it adjudicates the phase several times
 * more, so the page draws the ruling first.
 */
export function otherRulesets(input: PhaseInput): RulesetDifference[] {
  try {
    return compareRulesets(boardOf(input), input).differences;
  } catch {
    return [];
  }
}

/** The order file of the phase that follows a ruled one: its board, no orders yet. */
export function nextPhaseText(input: PhaseInput, detail: AdjudicationDetail): string {
  const { ruleset: _ruleset, ...next } = { ...carryOver(input, detail.output), orders: [] };
  return formatOrderFile(next);
}

const heading = (power: string) => `${power[0].toUpperCase()}${power.slice(1)}:\n`;

/**
 * The first phase of a game from the engine's data: every unit listed (holding until ordered), the
 * home centres owned, and an empty heading per power to write orders under. The standard game
 * and the games for fewer players start in Spring of their first year on the standard board;
 * the Ancient Mediterranean on its own; Intimate Diplomacy with the bidding before Spring 1901,
 * where the two players' preference lists give their home powers.
 */
export function startText(variant = 'standard'): string {
  const resolved = resolveVariant(variant);
  const id = 'error' in resolved ? 'standard' : resolved.id;
  const map: GameMap<string> = 'error' in resolved ? standardMap : resolved.map;
  const game = id === 'standard' ? undefined : variantById(id);
  // The other board's first year from its data file, which the desk's bundle carries (not its map).
  const year = game?.start.year ?? (id === ancientMediterranean.id ? ancientMediterranean.firstYear : 1901);
  const variantLine = id === 'standard' ? {} : { variant: id };
  if (game?.bidding) {
    const powers = [...map.powers] as Power[];
    return (
      formatOrderFile({ ...variantLine, phase: { season: 'spring', year, type: 'bidding' }, units: [], orders: [], preferences: { alice: powers, bob: [...powers].reverse() } }) +
      'alice bids:\nbob bids:\n'
    );
  }
  const supplyCenters: PhaseInput['supplyCenters'] = {};
  for (const power of map.powers) supplyCenters[power] = homeCentres(map, power);
  const text = formatOrderFile({ ...variantLine, phase: { season: 'spring', year, type: 'movement' }, units: [...map.startingUnits], supplyCenters, orders: [] }, map);
  return text + map.powers.map(heading).join('');
}

/** Spring 1901 of the standard game. */
export function spring1901Text(): string {
  return startText('standard');
}
