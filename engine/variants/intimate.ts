// Pure rules of Intimate Diplomacy (seed 002): home powers from two preference lists, the yearly
// bidding for the five mercenaries, credits, default mercenary builds, and the occupation victory.
// Player ids are free strings; a game has exactly two.
import { z } from 'zod';
import { POWERS, standardMap, type GameMap, type Power, type ProvinceId } from '../map/index.js';
import type { AdjustmentJson, MercenaryJson, UnitJson } from '../protocol/types.js';
import { DEFAULT_VARIANT_OPTIONS, type VariantOptions } from '../protocol/variant-options.js';
import type { Variant } from './schema.js';
import { VariantRuleError, type Controller } from './fewer-players.js';
import { own } from '../util/own.js';

const powerSchema = z.enum(POWERS);

/** A preference list: the seven powers, each once, best first. */
export const preferenceListSchema = z
  .array(powerSchema)
  .length(7)
  .refine((l) => new Set(l).size === 7, 'each of the seven powers exactly once');

export interface HomeAssignment {
  home: Record<string, Power>;
  /** 1-based rank of the choices given, or 'coin' when the lists were identical. */
  decidedAt: number | 'coin';
}

/**
 * 002, "Attribution des pays d'origine": walk both lists rank by rank; at the first rank where the
 * choices differ, each player gets his own. Identical lists: the coin's winner gets his first choice,
 * the loser his second. `coinWinner` is only read in that last case.
 */
export function assignHomePowers(lists: Record<string, readonly Power[]>, coinWinner?: string): HomeAssignment {
  const players = Object.keys(lists);
  if (players.length !== 2) throw new VariantRuleError('Intimate Diplomacy has exactly two players');
  const [a, b] = players as [string, string];
  const la = preferenceListSchema.parse(lists[a]);
  const lb = preferenceListSchema.parse(lists[b]);
  for (let i = 0; i < 7; i++) {
    if (la[i] !== lb[i]) return { home: { [a]: la[i]!, [b]: lb[i]! }, decidedAt: i + 1 };
  }
  if (coinWinner !== a && coinWinner !== b) throw new VariantRuleError(`identical preference lists: the coin toss decides (winner: ${a} or ${b})`);
  const loser = coinWinner === a ? b : a;
  return { home: { [coinWinner]: la[0]!, [loser]: la[1]! }, decidedAt: 'coin' };
}

/** Credits before the first bidding: by home power (002, "Attribution des crédits"). */
export function startingCredits(variant: Variant, home: Record<string, Power>): Record<string, number> {
  if (!variant.bidding) throw new VariantRuleError(`${variant.id} has no bidding`);
  const table = variant.bidding.startingCredits;
  return Object.fromEntries(Object.entries(home).map(([player, power]) => [player, table[power] ?? 0]));
}

/** After each Fall: one credit per supply centre of the player's home power. */
export function creditIncome(home: Record<string, Power>, credits: Record<string, number>, supplyCenters: Partial<Record<Power, readonly string[]>>): Record<string, number> {
  return Object.fromEntries(Object.entries(home).map(([player, power]) => [player, (own(credits, player) ?? 0) + (supplyCenters[power]?.length ?? 0)]));
}

/** A player's bids: whole credits, per mercenary; a power left out is a bid of 0. */
export const bidsSchema = z.record(powerSchema, z.number().int().nonnegative());
export type Bids = z.infer<typeof bidsSchema>;

/** One mercenary's bidding outcome: the protocol's own shape, so the answer carries it as it is. */
export type MercenaryOutcome = MercenaryJson;

export interface BiddingResult {
  mercenaries: MercenaryOutcome[];
  /** Players whose bids exceeded their reserve: they lose it all. */
  overbid: string[];
  /** Reserves after the bidding. */
  credits: Record<string, number>;
  /** Control for the year (Spring, Fall and Winter adjustments), home powers included. */
  control: Record<Power, Controller>;
}

/**
 * 002, "Enchères", "Enchère à découvert", "Anarchie": settle one bidding season. For each mercenary
 * the higher bid wins and is paid; equal bids (0 against 0 too) leave it in anarchy. A player whose
 * winning bids (see options.overbidTest) exceed his reserve forfeits the whole reserve, and his
 * opponent takes the powers he bid on at half his bid, rounded up. When both overbid, both forfeit
 * and the powers they won fall into anarchy (nobody has credits left to take them: our reading).
 * The opponent pays what he can; his reserve never goes below 0.
 */
export function resolveBidding(
  home: Record<string, Power>,
  reserves: Record<string, number>,
  bids: Record<string, Bids>,
  options: VariantOptions = DEFAULT_VARIANT_OPTIONS,
): BiddingResult {
  const players = Object.keys(home);
  if (players.length !== 2) throw new VariantRuleError('Intimate Diplomacy has exactly two players');
  const [a, b] = players as [string, string];
  const homes = new Set(Object.values(home));
  const mercenaries = POWERS.filter((p) => !homes.has(p));
  const bidOf = (pl: string, p: Power): number => bidsSchema.parse(own(bids, pl) ?? {})[p] ?? 0;
  const strangers = Object.keys(bids).filter((pl) => !players.includes(pl));
  if (strangers.length > 0) throw new VariantRuleError(`bids from ${strangers.join(', ')}, who is not a player (${a} or ${b})`);
  for (const pl of players) {
    for (const p of Object.keys(own(bids, pl) ?? {}) as Power[]) {
      if (homes.has(p)) throw new VariantRuleError(`${pl} bid on ${p}, a home power`);
    }
  }

  const first: MercenaryOutcome[] = mercenaries.map((p) => {
    const [ba, bb] = [bidOf(a, p), bidOf(b, p)];
    if (ba === bb) return { power: p, result: 'anarchy', bid: ba };
    return ba > bb ? { power: p, result: 'won', player: a, price: ba } : { power: p, result: 'won', player: b, price: bb };
  });
  const spent = (pl: string): number =>
    options.overbidTest === 'allBids'
      ? mercenaries.reduce((s, p) => s + bidOf(pl, p), 0)
      : first.reduce((s, o) => s + (o.result === 'won' && o.player === pl ? o.price : 0), 0);
  const overbid = players.filter((pl) => spent(pl) > (own(reserves, pl) ?? 0));

  const credits: Record<string, number> = { ...reserves };
  const outcomes = first.map((o): MercenaryOutcome => {
    if (overbid.length === 2) return o.result === 'won' ? { power: o.power, result: 'anarchy', bid: o.price } : o;
    const bidder = overbid[0];
    if (bidder === undefined) return o;
    const taker = bidder === a ? b : a;
    const bidderBid = bidOf(bidder, o.power);
    const taken =
      options.overbidTransfer === 'allBidPowers' ? bidderBid > 0 && !(o.result === 'won' && o.player === taker) : o.result === 'won' && o.player === bidder;
    return taken ? { power: o.power, result: 'transferred', player: taker, from: bidder, price: Math.ceil(bidderBid / 2) } : o;
  });

  for (const pl of overbid) credits[pl] = 0;
  for (const pl of players.filter((p) => !overbid.includes(p))) {
    const cost = outcomes.reduce((s, o) => s + (o.result !== 'anarchy' && o.player === pl ? o.price : 0), 0);
    credits[pl] = Math.max(0, (own(credits, pl) ?? 0) - cost);
  }
  const control = {} as Record<Power, Controller>;
  for (const [pl, p] of Object.entries(home)) control[p] = { kind: 'player', player: pl };
  for (const o of outcomes) control[o.power] = o.result === 'anarchy' ? { kind: 'dormant', reason: 'anarchy' } : { kind: 'player', player: o.player };
  return { mercenaries: outcomes, overbid, credits, control };
}

const ALPHABET_NAME = (map: GameMap, id: ProvinceId, alphabet: 'en' | 'fr'): string => map.province(id)?.name[alphabet] ?? id;

/**
 * 002, "Constructions de mercenaires": builds a mercenary is due but whose controller did not order
 * (and, by our reading, a mercenary in anarchy: options.anarchyBuilds) are made by default: armies,
 * or fleets for England, in its free home centres taken in alphabetical order of their names.
 * `freeHomeCentres`: home centres the power still owns with no unit on them.
 */
export function defaultMercenaryBuilds(
  power: Power,
  missing: number,
  freeHomeCentres: readonly ProvinceId[],
  options: VariantOptions = DEFAULT_VARIANT_OPTIONS,
  map: GameMap = standardMap,
): AdjustmentJson[] {
  const collator = new Intl.Collator(options.alphabet, { sensitivity: 'base' });
  const order = [...freeHomeCentres].sort((x, y) => collator.compare(ALPHABET_NAME(map, x, options.alphabet), ALPHABET_NAME(map, y, options.alphabet)));
  const type = power === 'england' ? 'F' : 'A';
  return order.slice(0, Math.max(0, missing)).map((loc) => ({ power, action: 'build', type, loc, default: true }));
}

export type IntimateVerdict =
  | { result: 'none' }
  | { result: 'win'; winner: string; by: 'occupation' | 'moreCentresOccupied' | 'credits'; occupied: Record<string, number> }
  /** Both occupy, same count, same credits: play on; everything is looked at again after next Fall. */
  | { result: 'playOn'; until: 'nextFall'; occupied: Record<string, number> };

/**
 * 002, "Critère de victoire", checked after a season: a player wins by having a unit of his home
 * power on a home centre of the opponent's home power. If both do, the one on more such centres
 * wins, at most `occupiedCentresCap` counted (Russia's fourth does not count); then more credits
 * (the caller passes credits including this season's income); then play on to next Fall.
 */
export function intimateVictory(variant: Variant, home: Record<string, Power>, units: readonly UnitJson[], credits: Record<string, number>, map: GameMap = standardMap): IntimateVerdict {
  if (variant.victory.kind !== 'homeOccupation') throw new VariantRuleError(`${variant.id} is not won by occupation`);
  const cap = variant.victory.occupiedCentresCap;
  const [a, b] = Object.keys(home) as [string, string];
  const occupiedBy = (pl: string, opp: string): number => {
    const n = units.filter((u) => u.power === home[pl] && map.province(map.provinceOf(u.loc))?.home === home[opp] && map.province(map.provinceOf(u.loc))?.supplyCenter).length;
    return Math.min(cap, n);
  };
  const occupied = { [a]: occupiedBy(a, b), [b]: occupiedBy(b, a) };
  const [oa, ob] = [occupied[a]!, occupied[b]!];
  if (oa === 0 && ob === 0) return { result: 'none' };
  if (oa === 0 || ob === 0) return { result: 'win', winner: oa > 0 ? a : b, by: 'occupation', occupied };
  if (oa !== ob) return { result: 'win', winner: oa > ob ? a : b, by: 'moreCentresOccupied', occupied };
  const [ca, cb] = [own(credits, a) ?? 0, own(credits, b) ?? 0];
  if (ca !== cb) return { result: 'win', winner: ca > cb ? a : b, by: 'credits', occupied };
  return { result: 'playOn', until: 'nextFall', occupied };
}

export type StalemateVerdict = { result: 'win'; winner: string; centres: Record<string, number> } | { result: 'draw'; centres: Record<string, number> };

/**
 * 002, "Impasse": once every mercenary is eliminated (no centre, no unit) and the players agree (or
 * the game master rules) that neither can break through, the player with more centres wins. Equal
 * centres: a draw (the seed is silent; our reading).
 */
export function stalemateVerdict(home: Record<string, Power>, supplyCenters: Partial<Record<Power, readonly string[]>>, units: readonly UnitJson[]): StalemateVerdict {
  const homes = new Set(Object.values(home));
  const alive = POWERS.filter((p) => !homes.has(p) && ((supplyCenters[p]?.length ?? 0) > 0 || units.some((u) => u.power === p)));
  if (alive.length > 0) throw new VariantRuleError(`no stalemate while a mercenary remains: ${alive.join(', ')}`);
  const centres = Object.fromEntries(Object.entries(home).map(([pl, p]) => [pl, supplyCenters[p]?.length ?? 0]));
  const [[a, na], [b, nb]] = Object.entries(centres) as [[string, number], [string, number]];
  if (na === nb) return { result: 'draw', centres };
  return { result: 'win', winner: na > nb ? a : b, centres };
}
