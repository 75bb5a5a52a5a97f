// The dispute desk's work, without the page: read an order file (engine/formats/, the format
// `casebook adjudicate` reads) on the board its `variant:` line names, rule it with the engine,
// compare the presets (engine/adjudicate/compare.ts, as `casebook adjudicate --compare`), and write
// the next phase. Runs in the browser and in vitest; never throws.
//
// In the browser a variant's plug-in and order-file lines come in chunks of their own when a phase
// names it (the engine's catalogue; `prepareVariant`): the page loads them before it reads a text
// that names one (variantToLoad); so does the game master's chapter (order sheets, NMR, conditional
// orders, the end of the game): a text that needs it before it is loaded is ruled once it has come
// (`needsGameMaster`).

import { adjudicateWithDetail, boardOf, GameMasterNotLoaded, InputError, resolveVariant, type AdjudicationDetail, type PhaseInput } from '../../../engine/core.js';
import { compareRulesets, homeCentres, loadedRules, variantEntry, type RulesetDifference } from '../../../engine/adjudicate/index.js';
import { formatOrderFile, orderFileVariant, readOrderText, variantPrepared, type FileProblem } from '../../../engine/formats/index.js';
import { DEFAULT_PRESET, PRESET_NAMES } from '../../../engine/rules/index.js';
import type { Power } from '../../../engine/map/index.js';
import type { Lang } from '../i18n.js';

export interface DeskRuling {
  /** Problems that stop the ruling, at line and column. */
  problems: FileProblem[];
  /** Orders the notation cannot read: ruled void by the engine, reported at line and column. */
  unreadable: FileProblem[];
  input?: PhaseInput;
  /** The engine refused the position (two units in a province, a fleet inland…), in words. */
  refused?: string;
  detail?: AdjudicationDetail;
  /** The text uses the game master's chapter, not loaded yet (engine/formats `prepareGameMaster`): nothing is ruled. */
  needsGameMaster?: true;
}

/** The variant a text names whose plug-in the page loads first: none for an unknown id (the reader reports it) or one at hand. */
export function variantToLoad(text: string): string | undefined {
  const named = orderFileVariant(text);
  return named !== undefined && variantEntry(named) && !variantPrepared(named) ? named : undefined;
}

/**
 * Whether a phase may change game keeping its position and orders: the same board, and neither game
 * has input fields of its own (Intimate's home powers, credits and bids). An unknown id reads as
 * the standard game, as the reader does.
 */
export function canSwitchInPlace(from: string, to: string): boolean {
  const [a, b] = [from, to].map((id) => variantEntry(id) ?? variantEntry('standard')!);
  return a.board === b.board && !a.ownFields && !b.ownFields;
}

/** The preset a file asks for ("ruleset: datc" line) wins over the page's choice. */
export function ruleDesk(text: string, preset: string): DeskRuling {
  try {
    return ruleLoaded(text, preset);
  } catch (e) {
    if (e instanceof GameMasterNotLoaded) return { problems: [], unreadable: [], needsGameMaster: true };
    throw e;
  }
}

function ruleLoaded(text: string, preset: string): DeskRuling {
  // On the board of the file's variant line; an unknown variant is reported at that line by the reader.
  const read = readOrderText(text, { keepUnreadable: true });
  const out: DeskRuling = { problems: read.problems, unreadable: read.unreadable };
  if (!read.input) return out;
  const ruleset = read.input.ruleset ?? ((PRESET_NAMES as readonly string[]).includes(preset) ? preset : DEFAULT_PRESET);
  const input: PhaseInput = { ...read.input, ruleset };
  out.input = input;
  try {
    out.detail = adjudicateWithDetail(input);
  } catch (e) {
    if (e instanceof GameMasterNotLoaded) throw e;
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


/**
 * The first phase of a game from its plug-in (loaded first): every unit listed (holding until
 * ordered), the home centres owned, and an empty heading per power to write orders under. Most
 * games start with the Spring movement of their first year on their board; a game whose first
 * phase is a bidding (Intimate Diplomacy) with the two players' preference lists, which give their
 * home powers.
 */
export function startText(variant = 'standard', lang: Lang = 'en'): string {
  const resolved = resolveVariant(variant);
  const rules = loadedRules('error' in resolved ? 'standard' : resolved.id);
  const map = rules.map;
  const phase = rules.firstPhase;
  const variantLine = rules.id === 'standard' ? {} : { variant: rules.id };
  if (phase.type === 'bidding') {
    const powers = [...map.powers] as Power[];
    return formatOrderFile({ ...variantLine, phase, units: [], orders: [], preferences: { alice: powers, bob: [...powers].reverse() } }, map, lang) + 'alice bids:\nbob bids:\n';
  }
  const supplyCenters: PhaseInput['supplyCenters'] = {};
  for (const power of map.powers) supplyCenters[power] = [...homeCentres(map, power)];
  const text = formatOrderFile({ ...variantLine, phase, units: [...map.startingUnits], supplyCenters, orders: [] }, map, lang);
  const heading = (power: string) => `${lang === 'en' ? `${power[0].toUpperCase()}${power.slice(1)}` : (map.powerNames[power]?.fr ?? power)}${lang === 'en' ? ':' : ' :'}\n`;
  return text + map.powers.map(heading).join('');
}

/** Spring 1901 of the standard game. */
export function spring1901Text(): string {
  return startText('standard');
}
