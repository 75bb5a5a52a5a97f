// Pure rules for the 2000 book's games for fewer than seven (000, "Formes de jeu alternatives"):
// who controls each power in a given season, what dormant units do, closed provinces, the 1914
// coin, and victory by player. Nothing here calls the adjudicator: the engine calls these.
import { POWERS, standardMap, type GameMap, type Power, type PowerId, type ProvinceId } from '../map/index.js';
import type { Order } from '../orders/index.js';
import type { DislodgedJson, OrderJson, UnitJson } from '../protocol/types.js';
import { comparePhase } from './phase.js';
import { DEFAULT_VARIANT_OPTIONS, type VariantOptions } from '../protocol/variant-options.js';
import type { PhaseRef, Variant } from './schema.js';
import type { Controller, DormantReason } from '../adjudicate/variant-rules.js';

// Who orders a power, in the plug-in interface's terms (the pipeline reads them too).
export type { Controller, DormantReason } from '../adjudicate/variant-rules.js';

/**
 * One mechanism for every power nobody orders (dormant-powers.ts): its orders are set aside, its
 * units hold and never support one another, a dislodged unit never retreats. Where the rules
 * differ, the difference is this data (README.md, "One mechanism for powers nobody orders"):
 * - `removal`: 000 removes a left-out power's dislodged unit "immediately", so no retreat phase is
 *   called for it; anarchy is civil disorder, whose unit is disbanded in the retreat phase for want
 *   of a retreat order, so its options are still listed and the retreat phase removes it.
 * - `builds`: a left-out or neutral power never builds; a power in anarchy follows the reading
 *   chosen by `anarchyBuilds` (the default mercenary builds, or none as in civil disorder).
 */
export const DORMANCY: Readonly<Record<DormantReason, { removal: 'atOnce' | 'inRetreatPhase'; builds: 'never' | 'byOption' }>> = {
  'left-out': { removal: 'atOnce', builds: 'never' },
  neutral: { removal: 'atOnce', builds: 'never' },
  anarchy: { removal: 'inRetreatPhase', builds: 'byOption' },
};

/** Whether a power nobody orders gets builds: never, or the default mercenary builds (Intimate's anarchy, by option). */
export function dormantBuilds(reason: DormantReason, options: VariantOptions = DEFAULT_VARIANT_OPTIONS): 'never' | 'mercenaryDefault' {
  return DORMANCY[reason].builds === 'byOption' && options.anarchyBuilds === 'mercenaryDefault' ? 'mercenaryDefault' : 'never';
}

/** The 1914 coin: the id of the player who won the toss. Required from the joining season on. */
export interface CoinToss {
  winner: string;
}

export class VariantRuleError extends Error {}

function hasJoined(variant: Variant, phase: PhaseRef): boolean {
  return variant.joining !== undefined && comparePhase(phase, variant.joining.joinsAt) >= 0;
}

/** Who orders each power in this season. For Intimate, use intimate.ts's bidding result instead. */
export function controlAt(variant: Variant, phase: PhaseRef, coin?: CoinToss): Record<Power, Controller> {
  if (variant.bidding) throw new VariantRuleError('control in Intimate Diplomacy comes from the bidding phase');
  const out = {} as Record<Power, Controller>;
  for (const pl of variant.players) for (const p of pl.powers) out[p] = { kind: 'player', player: pl.id };
  for (const p of variant.dormant) out[p] = { kind: 'dormant', reason: 'left-out' };
  for (const p of variant.neutral) out[p] = { kind: 'dormant', reason: 'neutral' };
  if (variant.joining && hasJoined(variant, phase)) {
    out[variant.joining.power] = { kind: 'player', player: coinWinner(variant, coin) };
  }
  return out;
}

function coinWinner(variant: Variant, coin: CoinToss | undefined): string {
  const ids = variant.players.map((p) => p.id);
  if (!coin) throw new VariantRuleError(`${variant.id}: the coin toss is needed from ${describe(variant.joining?.joinsAt)} on (winner: ${ids.join(' or ')})`);
  if (!ids.includes(coin.winner)) throw new VariantRuleError(`${variant.id}: coin winner "${coin.winner}" is not a player (${ids.join(' or ')})`);
  return coin.winner;
}

function describe(p: PhaseRef | undefined): string {
  return p ? `${p.season} ${p.year}` : '?';
}

/** Powers whose units only hold this season, in the map's power order. */
export function dormantPowers(control: Record<Power, Controller>): Power[] {
  return POWERS.filter((p) => control[p].kind === 'dormant');
}

export interface DormancyResult {
  /** What the engine adjudicates: players' orders, plus a hold for every dormant unit. */
  orders: OrderJson[];
  /** Orders written for dormant units: ignored (a dormant unit holds, so never supports). */
  ignored: OrderJson[];
}

/**
 * Movement phase: every dormant unit holds. Orders given for dormant units are set aside, which is
 * also what stops two dormant units supporting each other; others may still support them.
 */
export function dormantOrders(dormant: readonly PowerId[], units: readonly UnitJson[], orders: readonly OrderJson[]): DormancyResult {
  const isDormant = (p: PowerId): boolean => dormant.includes(p);
  const holds = units.filter((u) => isDormant(u.power)).map((u) => ({ power: u.power, text: `${u.type} ${u.loc} H` }));
  return {
    orders: [...orders.filter((o) => !isDormant(o.power)), ...holds],
    ignored: orders.filter((o) => isDormant(o.power)),
  };
}

/** A support the engine must void: both supporter and supported unit belong to dormant powers. */
export function isVoidSupport(dormant: readonly PowerId[], supporter: PowerId, supported: PowerId | undefined): boolean {
  return dormant.includes(supporter) && supported !== undefined && dormant.includes(supported);
}

/** Retreat phase: dislodged dormant units are removed at once; the others retreat as usual. */
export function dormantRetreats(dormant: readonly PowerId[], dislodged: readonly DislodgedJson[]): { removed: DislodgedJson[]; retreating: DislodgedJson[] } {
  return {
    removed: dislodged.filter((d) => dormant.includes(d.power)),
    retreating: dislodged.filter((d) => !dormant.includes(d.power)),
  };
}

/** Is this province closed to every unit in this season? */
export function isClosed(variant: Variant, province: ProvinceId, phase: PhaseRef, options: VariantOptions = DEFAULT_VARIANT_OPTIONS): boolean {
  if (!variant.closedProvinces.includes(province)) return false;
  if (options.italyClosed === 'wholeGame') return true;
  return !hasJoined(variant, phase);
}

/**
 * The closed province an order would enter or act on (move, retreat, support, convoy, build), or
 * undefined. The engine reports such an order as illegal with the province's name.
 */
export function closedProvinceOf(variant: Variant, order: Order, phase: PhaseRef, options: VariantOptions = DEFAULT_VARIANT_OPTIONS, map: GameMap = standardMap): ProvinceId | undefined {
  const targets: string[] = [];
  switch (order.kind) {
    case 'move':
    case 'retreat':
    case 'convoy':
      targets.push(order.to);
      break;
    case 'support':
      targets.push(order.to ?? order.target.loc);
      break;
    case 'build':
      targets.push(order.unit.loc);
      break;
    default:
      break;
  }
  return targets.map((t) => map.provinceOf(t)).find((p) => isClosed(variant, p, phase, options));
}

/** Supply centres owned, added up by player (dormant powers' centres count for nobody). */
export function centresByPlayer(control: Record<Power, Controller>, supplyCenters: Partial<Record<Power, readonly string[]>>): Record<string, number> {
  // Player ids are the user's: a Map, so that a player named "__proto__" is counted like any other.
  const out = new Map<string, number>();
  for (const p of POWERS) {
    const c = control[p];
    if (c.kind !== 'player') continue;
    out.set(c.player, (out.get(c.player) ?? 0) + (supplyCenters[p]?.length ?? 0));
  }
  return Object.fromEntries(out);
}

export type Victory = { winner: string; power?: Power; centres: number };

/**
 * After a Fall's ownership update: the winning player, if any. 'centresByPower' (every book game but
 * 1914): a power with enough centres wins for its player; 'centresByPlayer' (1914): a player's
 * powers are added up. Intimate's rule is in intimate.ts.
 */
export function victoryByCentres(variant: Variant, control: Record<Power, Controller>, supplyCenters: Partial<Record<Power, readonly string[]>>): Victory | undefined {
  const rule = variant.victory;
  if (rule.kind === 'centresByPlayer') {
    const best = Object.entries(centresByPlayer(control, supplyCenters)).sort((a, b) => b[1] - a[1])[0];
    return best && best[1] >= rule.centres ? { winner: best[0], centres: best[1] } : undefined;
  }
  if (rule.kind === 'centresByPower') {
    for (const p of POWERS) {
      const c = control[p];
      const n = supplyCenters[p]?.length ?? 0;
      if (c.kind === 'player' && n >= rule.centres) return { winner: c.player, power: p, centres: n };
    }
    return undefined;
  }
  throw new VariantRuleError(`${variant.id} is not won by counting centres`);
}

/**
 * Builds (positive) and removals (negative) due, power by power: a player's powers are never pooled
 * (000: centres and adjustments stay counted per power in the 2-, 3- and 4-player games). Dormant
 * powers never build: their count is capped at 0 (removals still apply, by the civil-disorder rule),
 * except Intimate's powers in anarchy under the 'mercenaryDefault' reading (see options.ts).
 */
export function adjustmentsDue(
  control: Record<Power, Controller>,
  supplyCenters: Partial<Record<Power, readonly string[]>>,
  units: readonly UnitJson[],
  options: VariantOptions = DEFAULT_VARIANT_OPTIONS,
): Record<Power, number> {
  const out = {} as Record<Power, number>;
  for (const p of POWERS) {
    const due = (supplyCenters[p]?.length ?? 0) - units.filter((u) => u.power === p).length;
    out[p] = mayBuild(control[p], options) ? due : Math.min(0, due);
  }
  return out;
}

function mayBuild(c: Controller, options: VariantOptions): boolean {
  return c.kind === 'player' || dormantBuilds(c.reason, options) !== 'never';
}
