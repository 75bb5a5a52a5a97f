// Replaying a game: each phase ruled, in order, from the board it starts from, and compared with what
// its record published.
//
// The board of a phase is the one its record gives (`position`), or the one the ruling of the phase
// before leaves (carried: units, dislodged units and where their attackers came from, standoffs,
// centres after a Fall). Ruling every phase from its recorded board keeps one difference from
// spilling into the phases after it; `carryFrom` rules the phases after a given one from the
// engine's own boards instead (a what-if: change a phase, see what follows), inserting the phases
// the rules call for that the record lacks and passing over those they do not.

import type { GameMap, LocId, ProvinceId } from '../map/types.js';
import { adjudicatePhase, carryOver, InputError, type AdjudicationDetail } from '../adjudicate/phase.js';
import { boardOf } from '../adjudicate/variant-rules.js';
import { parseOrder } from '../orders/index.js';
import type { DislodgedJson, OrderJson, PhaseId, PhaseInput, PhaseOutput } from '../protocol/types.js';
import type { GameDislodgedJson, GameJson, GamePhaseJson, GamePositionJson } from '../protocol/game.js';
import type { RuleOptions } from '../rules/options.js';
import { DEFAULT_PRESET } from '../rules/presets.js';
import { differencesOf, type Difference } from './differences.js';
import { comparePhases, shortPhaseName } from './phase-order.js';
import { nothingDue } from './adjustments-due.js';

export interface ReplayOptions {
  /** The rule preset (default: the game's own `ruleset`, else rulebook-2000). */
  ruleset?: string;
  /** Rule options replacing the preset's (to find which option explains a difference). */
  options?: RuleOptions;
  /**
   * Phases after this index start from the board the ruling of the phase before leaves, not from
   * their record's (a what-if after an edit of that phase), and are not compared with the record; the
   * phase at this index still starts from its record's board and is set beside its record. Default:
   * every recorded board is used.
   */
  carryFrom?: number;
}

export interface PhaseRuling {
  /** The phase's index in the game; undefined for a phase the rules called for that the game lacks. */
  index?: number;
  phase: PhaseId;
  /** The phase as it was ruled (board, orders, ruleset). */
  input: PhaseInput;
  /** The engine's ruling; absent when the phase could not be ruled (see `error`). */
  detail?: AdjudicationDetail;
  /** Why the phase could not be ruled: its board or orders are not a phase of this game. */
  error?: string;
  /** The record published something to compare the ruling with. */
  compared: boolean;
  differences: Difference[];
}

export interface GameReplay {
  ruleset: string;
  rulings: PhaseRuling[];
}

/** Replays every phase of `game`; never throws for a bad phase (its ruling carries the error). */
export function replayGame(game: GameJson, opts: ReplayOptions = {}): GameReplay {
  const ruleset = opts.ruleset ?? game.ruleset ?? DEFAULT_PRESET;
  const map = boardOf({ variant: game.variant });
  const rulings: PhaseRuling[] = [];
  let previous: PhaseRuling | undefined;
  const carryFrom = opts.carryFrom ?? Infinity;
  for (let i = 0; i < game.phases.length; i++) {
    const recorded = game.phases[i];
    if (i > carryFrom && previous?.detail) {
      // What-if: first the phases the rules call for before this one; a phase they pass over is left out.
      let next = previous.detail.output.next;
      while (next && comparePhases(next, recorded.phase) < 0) {
        const inserted = rule(map, game, ruleset, opts, undefined, { phase: next, orders: [] }, previous, true);
        rulings.push(inserted);
        previous = inserted;
        next = inserted.detail?.output.next;
      }
      if (next && comparePhases(next, recorded.phase) > 0) continue;
    }
    const ruling = rule(map, game, ruleset, opts, i, recorded, previous, i > carryFrom);
    rulings.push(ruling);
    previous = ruling;
  }
  return { ruleset, rulings };
}

function rule(map: GameMap, game: GameJson, ruleset: string, opts: ReplayOptions, index: number | undefined, recorded: GamePhaseJson, previous: PhaseRuling | undefined, carried: boolean): PhaseRuling {
  const where = `${shortPhaseName(recorded.phase)}${recorded.source ? ` (${recorded.source})` : ''}`;
  let input: PhaseInput = { ...(game.variant !== undefined ? { variant: game.variant } : {}), ruleset, phase: recorded.phase, units: [], orders: recorded.orders };
  const base: Omit<PhaseRuling, 'input'> = { ...(index !== undefined ? { index } : {}), phase: recorded.phase, compared: false, differences: [] };
  try {
    const position = carried ? undefined : recorded.position;
    input = { ...input, ...boardOfPhase(map, recorded, position, previous) };
    const detail = adjudicatePhase(map, input, opts.options);
    const published = recorded.published;
    if (!published || carried) return { ...base, input, detail };
    const skippable = published.next !== undefined && winterSkipped(map, input, detail.output, published.next);
    return { ...base, input, detail, compared: true, differences: differencesOf(map, input, detail.output, published, skippable) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { ...base, input, error: `${where}: ${e.message}` };
  }
}

/** The board fields of a phase's input: its recorded position, else the one the phase before leaves. */
function boardOfPhase(map: GameMap, recorded: GamePhaseJson, position: GamePositionJson | undefined, previous: PhaseRuling | undefined): Pick<PhaseInput, 'units' | 'dislodged' | 'contested' | 'supplyCenters'> {
  const carried = previous?.detail ? carryOver(previous.input, previous.detail.output, recorded.phase) : undefined;
  if (!position) {
    if (carried) return pickBoard(carried);
    if (previous) throw new InputError(`the phase before (${shortPhaseName(previous.phase)}) could not be ruled, and this phase gives no board of its own`);
    return startingBoard(map, recorded.phase);
  }
  const board: Pick<PhaseInput, 'units' | 'dislodged' | 'contested' | 'supplyCenters'> = { units: position.units.map((u) => ({ ...u })) };
  const centres = position.supplyCenters ?? carried?.supplyCenters;
  if (centres) board.supplyCenters = centres;
  if (recorded.phase.type === 'retreat') {
    board.dislodged = (position.dislodged ?? []).map((d) => completeDislodged(map, d, previous));
    board.contested = position.contested ?? previous?.detail?.output.contested ?? [];
  }
  return board;
}

function pickBoard(input: Omit<PhaseInput, 'orders'>): Pick<PhaseInput, 'units' | 'dislodged' | 'contested' | 'supplyCenters'> {
  const { units, dislodged, contested, supplyCenters } = input;
  return { units, ...(dislodged ? { dislodged } : {}), ...(contested ? { contested } : {}), ...(supplyCenters ? { supplyCenters } : {}) };
}

/** The variant's starting board, for a game whose first phase gives none: only its first phase. */
function startingBoard(map: GameMap, phase: PhaseId): Pick<PhaseInput, 'units' | 'supplyCenters'> {
  if (phase.type !== 'movement' || phase.season !== 'spring') {
    throw new InputError(`the game's first phase gives no board, and only a game's first Spring starts from the starting position`);
  }
  const supplyCenters: Record<string, LocId[]> = {};
  for (const p of map.provinceIds) {
    const home = map.province(p)!.home;
    if (home && map.province(p)!.supplyCenter) (supplyCenters[home] ??= []).push(p);
  }
  return { units: map.startingUnits.map((u) => ({ power: u.power, type: u.type, loc: u.loc })), supplyCenters };
}

/**
 * A dislodged unit as the protocol needs it: where its attacker came from, and whether by convoy.
 * A record that does not say is read through the ruling of the movement before (the same unit
 * dislodged there), else through that movement's orders (the move into the unit's province).
 */
function completeDislodged(map: GameMap, d: GameDislodgedJson, previous: PhaseRuling | undefined): DislodgedJson {
  if (d.attackerFrom !== undefined) return { power: d.power, type: d.type, loc: d.loc, attackerFrom: d.attackerFrom, ...(d.viaConvoy ? { viaConvoy: true } : {}) };
  const province = map.provinceOf(d.loc);
  const ruled = previous?.detail?.output.dislodged.find((x) => x.power === d.power && map.provinceOf(x.loc) === province);
  if (ruled) return { power: d.power, type: d.type, loc: d.loc, attackerFrom: ruled.attackerFrom, ...(ruled.viaConvoy ? { viaConvoy: true } : {}) };
  const from = previous ? attackOrigin(map, previous.input.orders, previous.input.phase, province) : undefined;
  if (from === undefined) throw new InputError(`dislodged: the record does not say where the attack on ${d.type} ${d.loc} came from, and no move into ${province} was ordered the phase before`);
  return { power: d.power, type: d.type, loc: d.loc, attackerFrom: from.from, ...(from.viaConvoy ? { viaConvoy: true } : {}) };
}

function attackOrigin(map: GameMap, orders: readonly OrderJson[], phase: PhaseId, province: ProvinceId): { from: ProvinceId; viaConvoy: boolean } | undefined {
  if (phase.type !== 'movement') return undefined;
  for (const o of orders) {
    const r = parseOrder(o.text, { phase: 'movement', map });
    if (r.ok && r.value.order.kind === 'move' && map.provinceOf(r.value.order.to) === province) {
      return { from: map.provinceOf(r.value.order.unit.loc), viaConvoy: r.value.order.viaConvoy };
    }
  }
  return undefined;
}

/**
 * The ruling says a Winter comes next, the record goes straight to the next Spring: right when that
 * Winter has nothing to do (no power may build, none must remove), as the records' sites skip it.
 */
function winterSkipped(map: GameMap, input: PhaseInput, output: PhaseOutput, recordedNext: PhaseId): boolean {
  const next = output.next;
  if (!next || next.type !== 'adjustment' || recordedNext.season !== 'spring' || recordedNext.year !== next.year + 1) return false;
  return nothingDue(map, carryOver(input, output, next));
}
