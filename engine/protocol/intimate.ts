// The protocol fields of Intimate Diplomacy (variant `intimate`, seed 002): who the two players
// are and which home power each has, their credits, the yearly bids, who controls each power for
// the year, and the verdicts. Types and their Zod shapes side by side; ./schema.ts spreads the
// shapes into the phase input and output, ./types.ts extends the interfaces, and the compile-time
// check there keeps the two in step.

import { z } from 'zod';
import { POWERS, type Power } from '../map/types.js';
import type { PowerControl } from './control.js';

/** Who orders a power for the year: the protocol's PowerControl (anarchy: `{ dormant: 'anarchy' }`). */
export type ControlJson = PowerControl;

export type MercenaryJson =
  | { power: Power; result: 'won'; player: string; price: number }
  /** Equal bids: nobody controls it for the year. */
  | { power: Power; result: 'anarchy'; bid: number }
  /** Taken by the opponent of an overbidder at half the overbid, rounded up. */
  | { power: Power; result: 'transferred'; player: string; from: string; price: number };

export interface BiddingJson {
  /** One per mercenary, in the map's power order. */
  mercenaries: MercenaryJson[];
  /** Players whose winning bids exceeded their reserve: they lose it all. */
  overbid: string[];
  /** Credits each player held before the bidding. */
  before: Record<string, number>;
  /** Set when this bidding also assigned the home powers from the preference lists. */
  homeDecidedAt?: number | 'coin';
}

export type VerdictJson =
  | { result: 'win'; winner: string; by: 'occupation' | 'moreCentresOccupied' | 'credits'; occupied: Record<string, number> }
  | { result: 'playOn'; until: 'nextFall'; occupied: Record<string, number> }
  | { result: 'win'; winner: string; by: 'stalemate'; centres: Record<string, number> }
  | { result: 'draw'; by: 'stalemate'; centres: Record<string, number> };

export interface IntimateInput {
  /** Intimate: each player's home power, by player id (two players). */
  home?: Record<string, Power>;
  /** Intimate, first bidding only, instead of `home`: each player's seven powers, best first. */
  preferences?: Record<string, Power[]>;
  /** Intimate: each player's credits before the phase (the first bidding may omit it: starting credits). */
  credits?: Record<string, number>;
  /** Intimate, bidding phase: each player's bid per mercenary power (a power left out is 0). */
  bids?: Record<string, Partial<Record<Power, number>>>;
  /** Intimate: the players declare the stalemate of 002 §"Impasse" (every mercenary gone). */
  declareStalemate?: boolean;
  /**
   * Intimate: an earlier season's verdict was "play on" and no Fall has ended since (002, "Critère de
   * victoire"): victory is not judged again before the end of the next Fall. `carryOver` sets it.
   */
  playOn?: boolean;
}

export interface IntimateOutput {
  home?: Record<string, Power>;
  /** Credits after the phase: after a bidding, and after the phase that ends a Fall (income added). */
  credits?: Record<string, number>;
  control?: Partial<Record<Power, ControlJson>>;
  /** A bidding phase's outcome. */
  bidding?: BiddingJson;
  /** Intimate: a win, a draw or "play on" after this season. */
  verdict?: VerdictJson;
}

/**
 * The most credits a player may hold or bid: far above any game (a player earns one credit per
 * centre a year), and low enough that every sum and half of them stays an exact whole number.
 */
export const MAX_CREDITS = 1_000_000_000;

const power = z.enum(POWERS);
const player = z.string().min(1).describe('a player id');
const creditCount = z.number().int().nonnegative().max(MAX_CREDITS);
const control = z.union([
  z.object({ player }).strict(),
  z.object({ dormant: z.enum(['left-out', 'neutral', 'anarchy']) }).strict(),
]);
const credits = z.record(player, creditCount).describe('credits by player id');
const controlMap = z.record(power, control).describe('who orders each power this year: { player } or { dormant: anarchy }');
const homeMap = z.record(player, power).describe('each player\'s home power, by player id');

export const intimateInputShape = {
  home: homeMap.optional(),
  preferences: z.record(player, z.array(power)).optional().describe('intimate, first bidding: each player\'s seven powers, best first'),
  credits: credits.optional(),
  bids: z.record(player, z.record(power, creditCount)).optional().describe('bidding phase: bids per player and mercenary'),
  declareStalemate: z.boolean().optional().describe('intimate: the players declare a stalemate (002 "Impasse")'),
  playOn: z
    .boolean()
    .optional()
    .describe('intimate: an earlier verdict was play on and no Fall has ended since; victory is judged again only when the next Fall ends'),
};

/** `control` and `coin` are the protocol's own fields (schema.ts): Intimate reads them too (the coin for identical preference lists). */
export const intimateControlShape = controlMap;
export const intimateCoinShape = z.object({ winner: player }).strict();

const mercenary = z.discriminatedUnion('result', [
  z.object({ power, result: z.literal('won'), player, price: z.number().int() }).strict(),
  z.object({ power, result: z.literal('anarchy'), bid: z.number().int() }).strict(),
  z.object({ power, result: z.literal('transferred'), player, from: player, price: z.number().int() }).strict(),
]);
const counts = z.record(player, z.number().int());

export const intimateOutputShape = {
  home: homeMap.optional(),
  credits: credits.optional().describe('intimate: credits after the phase'),
  control: controlMap.optional(),
  bidding: z
    .object({
      mercenaries: z.array(mercenary),
      overbid: z.array(player),
      before: credits,
      homeDecidedAt: z.union([z.number().int(), z.literal('coin')]).optional(),
    })
    .strict()
    .optional()
    .describe('bidding phase: each mercenary\'s outcome, the overbidders, the credits before'),
  verdict: z
    .union([
      z.object({ result: z.literal('win'), winner: player, by: z.enum(['occupation', 'moreCentresOccupied', 'credits']), occupied: counts }).strict(),
      z.object({ result: z.literal('playOn'), until: z.literal('nextFall'), occupied: counts }).strict(),
      z.object({ result: z.literal('win'), winner: player, by: z.literal('stalemate'), centres: counts }).strict(),
      z.object({ result: z.literal('draw'), by: z.literal('stalemate'), centres: counts }).strict(),
    ])
    .optional()
    .describe('intimate: a win, a draw or play on after this season'),
};
