// The protocol fields of the game master's side of the game (001, chapter 3, and the end of the game
// in 000 "OBJECTIF" and 001 §2.2, §2.3, §3.8): the conditional retreats and builds a postal player
// sends with his movement orders, the missed orders (NMR), and how a game ends. Types and their Zod
// shapes side by side, as ./intimate.ts does: ./schema.ts spreads the shapes into the phase input and
// output, ./types.ts extends the interfaces, and the compile-time check there keeps them in step.
// A later full order sheet ("2e version", §3.4.3) is the `version` of an order (./types.ts, OrderJson).

import { z } from 'zod';
import type { LocId, PowerId, UnitType } from '../map/types.js';

/** A unit as the protocol writes it everywhere: its power, its type and where it stands. */
interface UnitJson {
  power: PowerId;
  type: UnitType;
  loc: LocId;
}

/**
 * 001 §3.4.2: where a unit should retreat if it is dislodged, best first. The first province still
 * open after the movement is taken; when none is, `otherwise` says what the player wants, else the
 * preset's rule for a dislodged unit without an order applies (001 §3.5.3 or the 2000 book).
 */
export interface ConditionalRetreatJson extends UnitJson {
  to: LocId[];
  /** `disband`: when no province of the list is open, the unit disbands (the player's own last choice). */
  otherwise?: 'disband';
}

/**
 * Orders sent ahead of the phase they belong to (001 §3.4.2), each entry naming its unit where it
 * stands at the start of the phase the input is for (`carryOver` follows a unit that moves).
 */
export interface ConditionalOrdersJson {
  /** Per unit that may be dislodged: its retreats in order of preference. */
  retreats?: ConditionalRetreatJson[];
  /** Builds in order of preference, per power: as many as the power is due and can make, in this order. */
  builds?: UnitJson[];
  /** Removals in order of preference, per power: as many as the power owes, in this order. */
  removals?: UnitJson[];
}

/** What a player proposes to end the game on (001 §3.8): a draw among every power still in the game, or a concession. */
export type ProposalJson = { result: 'draw' } | { result: 'concession'; to: PowerId };

export type VoteChoice = 'for' | 'against' | 'abstain';

/** How a game is stopped with this phase: at the agreed time limit, or by a unanimous vote. */
export type EndOfGameJson =
  /** 000 "OBJECTIF", 001 §2.3: the time agreed beforehand is up; the rule preset says who wins (timeLimitWinner). */
  | { timeLimit: true }
  /**
   * 001 §3.8 (and 000 "OBJECTIF", 001 §2.2 for the draw): each power still in the game votes on the
   * proposal; it carries only if every vote is for. A power that does not vote abstains;
   * `abstentions` is how the game master counts abstentions (against by default).
   */
  | { proposal: ProposalJson; votes: Record<PowerId, VoteChoice>; abstentions?: 'for' | 'against' };

/**
 * How the game ended after this phase. `victory`: a power reached the winning count (18 in the
 * standard game), or in a game with players the variant's count; `draw` and `concession`: a
 * unanimous vote (`by: 'vote'`), or (`by: 'stalemate'`) the game master's draw when no centre has
 * changed hands for three game years (001 §3.8), which needs a whole game and no phase gives alone;
 * `timeLimit`: the leaders at the time limit, by centres (000) or by units (001 §2.3).
 */
export type GameResultJson =
  | { result: 'victory'; power?: PowerId; player?: string; centres: number }
  | { result: 'draw'; powers: PowerId[]; by: 'vote' | 'stalemate' }
  | { result: 'concession'; power: PowerId; by: 'vote' }
  | { result: 'timeLimit'; by: 'centres' | 'units'; leaders: PowerId[]; counts: Record<PowerId, number> };

/** A vote's outcome as the game master publishes it (001 §3.8): only whether it carried, never who voted how. */
export interface VoteJson {
  proposal: ProposalJson;
  carried: boolean;
}

export interface PostalInput {
  /** Conditional retreats, builds and removals sent ahead (001 §3.4.2); carried to the phase they belong to. */
  conditional?: ConditionalOrdersJson;
  /** Powers whose orders did not arrive (001 §3.5.4 "ONR", NMR): their units hold, the defaults rule the rest. */
  nmr?: PowerId[];
  /** The game stops with this phase: at the time limit, or by a vote. */
  endOfGame?: EndOfGameJson;
}

export interface PostalOutput {
  /** The input's NMR powers, repeated: the result marks them. */
  nmr?: PowerId[];
  /**
   * The conditional orders still to be used after this phase (the retreats of the units just
   * dislodged, the builds and removals of a Fall), each unit named where it now stands: `carryOver`
   * hands them to the next phase.
   */
  conditional?: ConditionalOrdersJson;
  /** Set when the game ends with this phase. */
  gameResult?: GameResultJson;
  /** Set when the phase carried a vote. */
  vote?: VoteJson;
}

// ---------------------------------------------------------------------------------------------
// Zod shapes (the powers and places are the board's: validate-input.ts checks them against it)

const power = z.string().describe("a power id of the phase's board");
const loc = z.string().describe('canonical location id: "lon", "stp/sc"');
const unit = z.object({ power, type: z.enum(['A', 'F']), loc }).strict();
const proposal = z
  .union([z.object({ result: z.literal('draw') }).strict(), z.object({ result: z.literal('concession'), to: power }).strict()])
  .describe('a draw among every power still in the game, or a concession to one power');

const conditional = z
  .object({
    retreats: z
      .array(
        unit
          .extend({
            to: z.array(loc).describe('retreats in order of preference; the first open one is taken'),
            otherwise: z.literal('disband').optional().describe('when none is open the unit disbands (else the preset\'s rule for an unordered dislodged unit)'),
          })
          .strict(),
      )
      .optional()
      .describe('001 §3.4.2: per unit that may be dislodged, where it retreats, best first'),
    builds: z.array(unit).optional().describe("001 §3.4.2: builds in order of preference, per power: as many as it is due and can make"),
    removals: z.array(unit).optional().describe('001 §3.4.2: removals in order of preference, per power: as many as it owes'),
  })
  .strict()
  .describe('orders sent ahead with the movement orders (001 §3.4.2); each entry names its unit where it stands at the start of this phase');

export const postalInputShape = {
  conditional: conditional.optional(),
  nmr: z.array(power).optional().describe('001 §3.5.4: powers whose orders were not received (NMR); they may have no orders in the phase'),
  endOfGame: z
    .union([
      z.object({ timeLimit: z.literal(true) }).strict().describe('000 "OBJECTIF", 001 §2.3: the agreed time is up'),
      z
        .object({
          proposal,
          votes: z.record(power, z.enum(['for', 'against', 'abstain'])).describe('each power still in the game: for, against or abstain (absent: abstains)'),
          abstentions: z.enum(['for', 'against']).optional().describe('how the game master counts an abstention (001 §3.8); against by default'),
        })
        .strict()
        .describe('001 §3.8: a proposal voted on; it carries only unanimously'),
    ])
    .optional()
    .describe('the game stops with this phase: at the time limit, or by a unanimous vote'),
};

const gameResult = z
  .union([
    z.object({ result: z.literal('victory'), power: power.optional(), player: z.string().optional(), centres: z.number().int() }).strict(),
    z.object({ result: z.literal('draw'), powers: z.array(power), by: z.enum(['vote', 'stalemate']) }).strict(),
    z.object({ result: z.literal('concession'), power, by: z.literal('vote') }).strict(),
    z
      .object({ result: z.literal('timeLimit'), by: z.enum(['centres', 'units']), leaders: z.array(power), counts: z.record(power, z.number().int()) })
      .strict(),
  ])
  .describe('how the game ended after this phase: victory, draw, concession, or the leaders at the time limit');

export const postalOutputShape = {
  nmr: z.array(power).optional().describe("the input's NMR powers (001 §3.5.4), repeated"),
  conditional: conditional.optional().describe('the conditional orders still to be used after this phase, each unit named where it now stands (the next phase\'s input takes them)'),
  gameResult: gameResult.optional(),
  vote: z.object({ proposal, carried: z.boolean() }).strict().optional().describe('a vote\'s outcome: only whether it carried (001 §3.8)'),
};
