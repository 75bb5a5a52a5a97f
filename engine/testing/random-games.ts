// Seeded random games of every variant and phase kind, for the property run over whole games
// (all-games.properties.test.ts, `npm run test:deep`): a random position of the variant's board
// and game, then random orders for whichever phase the engine says comes next. Orders are mostly
// sensible (moves to neighbours, supports of real moves, convoys, retreats to open provinces,
// builds in home centres) with some noise: another power's unit, a second order for one unit, a
// retreat to a closed province, garbage.

import { standardMap } from '../map/index.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import type { GameMap, PowerId, Unit } from '../map/types.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { randomPhase } from '../adjudicate/random-phase.js';
import { randomConvoySwapPhase } from '../adjudicate/random-convoy-phase.js';
import { prng } from '../util/random.js';

type Order = PhaseInput['orders'][number];

/** Every game the protocol plays, with its board and first year. */
export const GAMES = [
  { variant: 'standard', map: standardMap, start: 1901 },
  { variant: 'ancient-mediterranean', map: ancientMediterraneanMap, start: 1 },
  { variant: 'six-players', map: standardMap, start: 1901 },
  { variant: 'five-players', map: standardMap, start: 1901 },
  { variant: 'four-players', map: standardMap, start: 1901 },
  { variant: 'three-players', map: standardMap, start: 1901 },
  { variant: '1914', map: standardMap, start: 1914 },
  { variant: 'intimate', map: standardMap, start: 1901 },
] as const satisfies readonly { variant: string; map: GameMap<string>; start: number }[];
export type Game = (typeof GAMES)[number];

export const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc'] as const;

export class Dice {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = prng(seed);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  int(below: number): number {
    return Math.floor(this.next() * below);
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

const name = (u: { type: string; loc: string }) => `${u.type} ${u.loc}`;

/** Random owners for the board's centres: mostly home centres to their powers, some left unowned. */
function randomCentres(map: GameMap, dice: Dice): Record<PowerId, string[]> {
  const out: Record<PowerId, string[]> = {};
  for (const c of map.provinceIds.filter((p) => map.province(p)!.supplyCenter)) {
    if (dice.chance(0.15)) continue;
    const home = map.province(c)!.home as PowerId | undefined;
    (out[home && dice.chance(0.6) ? home : dice.pick(map.powers)] ??= []).push(c);
  }
  return out;
}

/** The game's own fields, fixed for the whole game: 1914's coin and readings, Intimate's players and readings. */
function gameFields(game: Game, dice: Dice, year: number): Partial<PhaseInput> {
  const fields: Partial<PhaseInput> = game.variant === 'standard' && dice.chance(0.5) ? {} : { variant: game.variant };
  if (game.variant === '1914') {
    if (year >= 1915 || dice.chance(0.5)) fields.coin = { winner: dice.pick(['entente', 'central']) };
    if (dice.chance(0.3)) fields.variantOptions = { italyClosed: dice.pick(['whileNeutral', 'wholeGame'] as const) };
  }
  if (game.variant === 'intimate') {
    const [a, b] = dice.shuffle(standardMap.powers);
    fields.home = { alice: a, bob: b };
    fields.credits = { alice: dice.int(30), bob: dice.int(30) };
    if (dice.chance(0.3)) {
      fields.variantOptions = {
        anarchyBuilds: dice.pick(['mercenaryDefault', 'none'] as const),
        alphabet: dice.pick(['en', 'fr'] as const),
        overbidTest: dice.pick(['wonBids', 'allBids'] as const),
        overbidTransfer: dice.pick(['wonPowers', 'allBidPowers'] as const),
      };
    }
  }
  return fields;
}

/** Intimate's control for the year: each mercenary to a player or in anarchy (a bidding decides it in play). */
function intimateControl(input: Partial<PhaseInput>, dice: Dice): PhaseInput['control'] {
  const homes = Object.values(input.home ?? {});
  const control: NonNullable<PhaseInput['control']> = {};
  for (const p of standardMap.powers) {
    if (homes.includes(p)) continue;
    control[p] = dice.chance(0.25) ? { dormant: 'anarchy' } : { player: dice.pick(['alice', 'bob']) };
  }
  return control;
}

/** A random first phase of a random game: a movement, an adjustment or (Intimate) a bidding. */
export function randomGameStart(seed: number): { game: Game; input: PhaseInput } {
  const dice = new Dice(seed);
  const game = dice.pick(GAMES);
  const map = game.map as GameMap;
  const year = game.start + dice.int(4);
  const fields: Partial<PhaseInput> = { ruleset: dice.pick(PRESETS), ...gameFields(game, dice, year) };
  const kind = dice.next();
  const g = dice.next();
  const board = g < 0.5 ? randomPhase(map, seed) : g < 0.7 && map === standardMap ? randomConvoySwapPhase(map, seed) : { units: randomUnits(map, dice) };
  // Centres on every phase: an Intimate game needs them when a Fall ends, a winter always.
  const supplyCenters = randomCentres(map, dice);
  if (game.variant === 'intimate' && kind < 0.15) {
    const input: PhaseInput = { ...fields, phase: { season: 'spring', year, type: 'bidding' }, units: board.units, supplyCenters, orders: [] };
    return { game, input: { ...input, bids: randomBids(input, dice) } };
  }
  if (game.variant === 'intimate') fields.control = intimateControl(fields, dice);
  if (kind < 0.75) {
    const input: PhaseInput = { ...fields, phase: { season: dice.pick(['spring', 'fall'] as const), year, type: 'movement' }, units: board.units, supplyCenters, orders: [] };
    return { game, input: { ...input, orders: randomOrders(map, input, dice) } };
  }
  const input: PhaseInput = { ...fields, phase: { season: 'winter', year, type: 'adjustment' }, units: board.units, supplyCenters, orders: [] };
  return { game, input: { ...input, orders: randomOrders(map, input, dice) } };
}

/** 1 to 40 units on random provinces, or most of the board. */
function randomUnits(map: GameMap, dice: Dice): Unit[] {
  const count = dice.chance(0.3) ? Math.floor(map.provinceIds.length * (0.6 + 0.4 * dice.next())) : 1 + dice.int(40);
  return dice.shuffle(map.provinceIds).slice(0, count).map((p) => {
    const prov = map.province(p)!;
    const type = prov.terrain === 'sea' ? 'F' : prov.terrain === 'inland' ? 'A' : dice.chance(0.5) ? 'A' : 'F';
    return { power: dice.pick(map.powers), type, loc: dice.pick(map.locsOf(p, type)) };
  });
}

/**
 * The phase after `output`, as a game goes on: the engine's own carry-over, and half the time the
 * movement's retreat options carried as well (the protocol allows them, and an adapter copying the
 * output into the next input sends them), then random orders for it.
 */
export function nextInput(map: GameMap, prev: PhaseInput, output: PhaseOutput, carried: Omit<PhaseInput, 'orders'>, dice: Dice): PhaseInput {
  const input: PhaseInput = { ...carried, ...(prev.ruleset ? { ruleset: prev.ruleset } : {}), orders: [] };
  // 1914: the coin is tossed when the game reaches 1915 (the players say who won; the engine cannot).
  if (input.variant === '1914' && !input.coin && input.phase.year >= 1915) input.coin = { winner: dice.pick(['entente', 'central']) };
  if (input.dislodged && dice.chance(0.5)) input.dislodged = output.dislodged.map((d) => ({ ...d }));
  if (input.phase.type === 'bidding') return { ...input, bids: randomBids(input, dice) };
  return { ...input, orders: randomOrders(map, input, dice) };
}

/** Orders for whatever kind of phase `input` is. */
export function randomOrders(map: GameMap, input: PhaseInput, dice: Dice): Order[] {
  switch (input.phase.type) {
    case 'retreat':
      return retreatOrders(map, input, dice);
    case 'adjustment':
      return adjustmentOrders(map, input, dice);
    case 'bidding':
      return [];
    default:
      return movementOrders(map, input.units, dice);
  }
}

function movementOrders(map: GameMap, units: readonly Unit[], dice: Dice): Order[] {
  const at = new Map(units.map((u) => [map.provinceOf(u.loc), u]));
  const moves = new Map<Unit, string>();
  for (const u of units) {
    if (!dice.chance(0.45)) continue;
    const near = map.neighbours(u.type, u.loc);
    const coastal = u.type === 'A' && dice.chance(0.15) ? map.provinceIds.filter((p) => map.province(p)!.terrain === 'coastal') : [];
    moves.set(u, coastal.length ? dice.pick(coastal) : near.length && dice.chance(0.95) ? map.provinceOf(dice.pick(near)) : dice.pick(map.provinceIds));
  }
  const orders: Order[] = [];
  for (const u of units) {
    const power = dice.chance(0.04) ? dice.pick(map.powers) : u.power;
    const to = moves.get(u);
    let text: string;
    if (to !== undefined) text = `${name(u)} - ${to}${u.type === 'A' && dice.chance(0.15) ? ' via convoy' : ''}`;
    else {
      const x = dice.next();
      const movers = [...moves.keys()].filter((v) => v !== u && map.canReachProvince(u.type, u.loc, moves.get(v)!));
      const armies = [...moves.keys()].filter((v) => v.type === 'A');
      const near = map.adjacentProvinces(map.provinceOf(u.loc)).map((p) => at.get(p)).filter((v): v is Unit => v !== undefined);
      if (x < 0.15) text = `${name(u)} H`;
      else if (x < 0.5 && movers.length) {
        const v = dice.pick(movers);
        text = `${name(u)} S ${name(v)} - ${moves.get(v)}`;
      } else if (x < 0.65 && near.length) text = `${name(u)} S ${name(dice.pick(near))}`;
      else if (x < 0.8 && u.type === 'F' && armies.length) {
        const a = dice.pick(armies);
        text = `${name(u)} C ${name(a)} - ${moves.get(a)}`;
      } else if (x < 0.9) continue; // no order: the unit holds
      else text = dice.pick([`${name(u)} H`, 'waive', `Build A ${u.loc}`, `${name(u)} R ${dice.pick(map.provinceIds)}`, 'gibberish ###', `A ${dice.pick(map.provinceIds)} - ${dice.pick(map.provinceIds)}`]);
    }
    orders.push({ power, text });
    if (dice.chance(0.03)) orders.push({ power, text: `${name(u)} H` }); // a second order for the unit
  }
  return orders;
}

function retreatOrders(map: GameMap, input: PhaseInput, dice: Dice): Order[] {
  const orders: Order[] = [];
  for (const d of input.dislodged ?? []) {
    const power = dice.chance(0.04) ? dice.pick(map.powers) : d.power;
    const near = map.neighbours(d.type, d.loc);
    const x = dice.next();
    if (x < 0.6 && near.length) orders.push({ power, text: `${name(d)} - ${dice.pick(near)}` });
    else if (x < 0.8) orders.push({ power, text: `${name(d)} disband` });
    else if (x < 0.85) orders.push({ power, text: `${name(d)} H` });
    if (dice.chance(0.05) && near.length) orders.push({ power, text: `${name(d)} - ${dice.pick(near)}` });
  }
  return orders;
}

function adjustmentOrders(map: GameMap, input: PhaseInput, dice: Dice): Order[] {
  const orders: Order[] = [];
  const homes = map.provinceIds.filter((p) => map.province(p)!.home);
  for (const power of map.powers) {
    const mine = input.units.filter((u) => u.power === power);
    for (let k = dice.int(5); k > 0; k--) {
      const x = dice.next();
      if (x < 0.5) {
        const own = homes.filter((p) => map.province(p)!.home === power);
        const c = dice.chance(0.85) && own.length ? dice.pick(own) : dice.pick(homes);
        const type = dice.chance(0.5) ? 'A' : 'F';
        const coasts = map.locsOf(c, 'F');
        orders.push({ power, text: `Build ${type} ${type === 'F' && coasts.length ? dice.pick(coasts) : c}` });
      } else if (x < 0.85 && mine.length) orders.push({ power, text: `Remove ${name(dice.pick(mine))}` });
      else if (x < 0.95) orders.push({ power, text: 'waive' });
      else orders.push({ power, text: `${dice.pick(['A', 'F'])} ${dice.pick(map.provinceIds)}` });
    }
  }
  return orders;
}

/** Intimate's bids: each player on some mercenaries, now and then more than the credits held. */
function randomBids(input: PhaseInput, dice: Dice): NonNullable<PhaseInput['bids']> {
  const homes = Object.values(input.home ?? {});
  const mercenaries = standardMap.powers.filter((p) => !homes.includes(p));
  const bids: NonNullable<PhaseInput['bids']> = {};
  for (const player of Object.keys(input.home ?? {})) {
    const mine: Record<string, number> = {};
    for (const p of mercenaries) if (dice.chance(0.6)) mine[p] = dice.int(dice.chance(0.2) ? 40 : 10);
    bids[player] = mine;
  }
  return bids;
}
