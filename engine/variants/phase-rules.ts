// What one phase needs from a game for fewer than seven (#15): who orders each power, which
// powers are dormant, which provinces are closed, and the variant's victory rule. Read from the
// protocol's explicit fields (control, closedProvinces) when the input gives them, otherwise
// derived from the variant and the coin. `undefined` for the standard game: its path pays nothing.
import { POWERS, type Power, type PowerId, type ProvinceId } from '../map/index.js';
import type { PhaseId, PhaseInput, PowerControl } from '../protocol/types.js';
import { controlAt, isClosed, VariantRuleError, type Controller, type CoinToss } from './fewer-players.js';
import { variantById } from './load.js';
import { DEFAULT_VARIANT_OPTIONS, variantOptions, type VariantOptions } from '../protocol/variant-options.js';
import type { Variant } from './schema.js';

export interface PhaseGame {
  /** The variant, when the input names one of #15's games (absent: explicit fields only). */
  variant?: Variant;
  /** Every power of the (standard) board; other ids are nobody's. */
  control: Readonly<Record<PowerId, Controller>>;
  /** Powers nobody orders this phase, in the map's order. */
  dormant: readonly PowerId[];
  closed: ReadonlySet<ProvinceId>;
  /** The readings chosen where the rules leave room (the input's variantOptions, else the defaults). */
  options: VariantOptions;
  /** Orders (by input index) that the rules themselves added, such as Intimate's default builds: never set aside. */
  exempt?: ReadonlySet<number>;
}

/** The protocol's fields that carry a variant's rules to an adjudicator that has no variant table. */
export interface GameFields {
  control?: Record<PowerId, PowerControl>;
  closedProvinces?: ProvinceId[];
}

const toJson = (c: Controller): PowerControl => (c.kind === 'player' ? { player: c.player } : { dormant: c.reason });
const fromJson = (power: Power, c: PowerControl | undefined): Controller =>
  c === undefined ? { kind: 'player', player: power } : 'player' in c ? { kind: 'player', player: c.player } : { kind: 'dormant', reason: c.dormant };

/** Closed provinces of a variant in this season, under the options (1914: Italy's while it is neutral). */
export function closedProvincesAt(variant: Variant, phase: Pick<PhaseId, 'season' | 'year'>, options: VariantOptions = DEFAULT_VARIANT_OPTIONS): ProvinceId[] {
  return variant.closedProvinces.filter((p) => isClosed(variant, p, phase, options));
}

/**
 * The explicit fields for a phase of a variant: what `casebook check`, the case runner and the CLI
 * send, so that an adapter needs no variant table. Throws VariantRuleError (coin missing or wrong).
 */
export function gameFieldsOf(variant: Variant, phase: Pick<PhaseId, 'season' | 'year'>, coin?: CoinToss, options: VariantOptions = DEFAULT_VARIANT_OPTIONS): GameFields {
  if (variant.bidding) return {}; // Intimate Diplomacy: control comes from its bidding phase.
  const control = controlAt(variant, phase, coin);
  const fields: GameFields = {};
  const listed = POWERS.filter((p) => !(control[p].kind === 'player' && control[p].player === p));
  if (listed.length) fields.control = Object.fromEntries(listed.map((p) => [p, toJson(control[p])]));
  const closed = closedProvincesAt(variant, phase, options);
  if (closed.length) fields.closedProvinces = closed;
  return fields;
}

/**
 * The game a phase is played under, or undefined for the standard game without explicit fields.
 * Returns `{ error }` (a sentence naming the field) for a coin that is missing or names no player.
 */
export function phaseGameOf(input: Pick<PhaseInput, 'variant' | 'phase' | 'control' | 'closedProvinces' | 'coin' | 'variantOptions'>): PhaseGame | { error: string } | undefined {
  const variant = input.variant === undefined || input.variant === 'standard' ? undefined : variantById(input.variant);
  if (!variant && input.control === undefined && input.closedProvinces === undefined) return undefined;
  let control: Record<Power, Controller>;
  if (input.control !== undefined) {
    control = Object.fromEntries(POWERS.map((p) => [p, fromJson(p, input.control![p])])) as Record<Power, Controller>;
  } else if (variant && !variant.bidding) {
    if (input.coin !== undefined && !variant.players.some((pl) => pl.id === input.coin!.winner)) {
      return { error: `"coin": winner "${input.coin.winner}" is not a player of the ${variant.id} game (${variant.players.map((pl) => pl.id).join(' or ')})` };
    }
    try {
      control = controlAt(variant, input.phase, input.coin);
    } catch (e) {
      if (e instanceof VariantRuleError) return { error: `"coin": ${e.message}` };
      throw e;
    }
  } else {
    control = Object.fromEntries(POWERS.map((p) => [p, fromJson(p, undefined)])) as Record<Power, Controller>;
  }
  // Without a variant, a power in anarchy is in the standard game's civil disorder: it never builds (000 "TROUBLES CIVILS").
  const options = variant ? variantOptions(input.variantOptions) : variantOptions({ anarchyBuilds: 'none' });
  const closed = new Set(input.closedProvinces ?? (variant ? closedProvincesAt(variant, input.phase, options) : []));
  return { ...(variant ? { variant } : {}), control, dormant: POWERS.filter((p) => control[p].kind === 'dormant'), closed, options };
}
