// The dispute desk's work, without the page: read an order file (engine/cli/order-file.ts, the
// format `casebook adjudicate` reads), rule it with the engine, compare the presets
// (engine/adjudicate/compare.ts, as `casebook adjudicate --compare`), and write the next phase.
// Runs in the browser and in vitest; never throws.

import { adjudicateWithDetail, InputError, standardMap, type AdjudicationDetail, type PhaseInput } from '../../../engine/index.js';
import { carryOver } from '../../../engine/adjudicate/phase.js';
import { homeCentres } from '../../../engine/adjudicate/distance.js';
import { compareRulesets, type RulesetDifference } from '../../../engine/adjudicate/compare.js';
import { formatOrderFile, parseOrderFile, type FileProblem } from '../../../engine/cli/order-file.js';
import { DEFAULT_PRESET, PRESET_NAMES } from '../../../engine/rules/presets.js';

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

/** The preset a file asks for ("ruleset: datc" line) wins over the page's choice. */
export function ruleDesk(text: string, preset: string): DeskRuling {
  const read = parseOrderFile(standardMap, text, { keepUnreadable: true });
  const out: DeskRuling = { problems: read.problems, unreadable: read.unreadable };
  if (!read.input) return out;
  const ruleset = read.input.ruleset ?? ((PRESET_NAMES as readonly string[]).includes(preset) ? preset : DEFAULT_PRESET);
  const input: PhaseInput = { ...read.input, ruleset };
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
    return compareRulesets(standardMap, input).differences;
  } catch {
    return [];
  }
}

/** The order file of the phase that follows a ruled one: its board, no orders yet. */
export function nextPhaseText(input: PhaseInput, detail: AdjudicationDetail): string {
  const { ruleset: _ruleset, ...next } = { ...carryOver(input, detail.output), orders: [] };
  return formatOrderFile(next);
}

/** Spring 1901 from the map's own data: every unit listed (holding until ordered), the home
 * centres owned, and an empty heading per power to write orders under. */
export function spring1901Text(): string {
  const supplyCenters: PhaseInput['supplyCenters'] = {};
  for (const power of standardMap.powers) supplyCenters[power] = homeCentres(standardMap, power);
  const text = formatOrderFile({ phase: { season: 'spring', year: 1901, type: 'movement' }, units: [...standardMap.startingUnits], supplyCenters, orders: [] });
  return text + standardMap.powers.map((p) => `${p[0].toUpperCase()}${p.slice(1)}:\n`).join('');
}
