// The protocol as Zod schemas, from which the published JSON Schemas are emitted
// (engine/protocol/phase-input.schema.json, phase-output.schema.json). The TypeScript types in
// types.ts are checked against these at compile time, so the two cannot drift apart.

import { z } from 'zod';
import type { CaseReportJson, PhaseAnswer, PhaseInput } from './types.js';
import { intimateInputShape, intimateOutputShape } from './intimate.js';
import { postalInputShape, postalOutputShape } from './postal.js';
import type { VariantOptions } from './variant-options.js';
import { VARIANT_OPTION_CHOICES, VARIANT_OPTION_KEYS } from './variant-option-choices.js';

const power = z
  .string()
  .describe("a power id of the phase's board: austria, england, france, germany, italy, russia, turkey on the standard board; rome, carthage, greece, persia, egypt on ancient-mediterranean");
const ruleNumber = z.number().int().min(1).max(22);
const loc = z.string().describe('canonical location id: "lon", "stp/sc"');
const unit = z.object({ power, type: z.enum(['A', 'F']), loc }).strict();
const phase = z
  .object({
    season: z.enum(['spring', 'fall', 'winter']),
    year: z.number().int().min(1).max(9999),
    type: z.enum(['movement', 'retreat', 'adjustment', 'bidding']),
  })
  .strict();
const dislodged = unit
  .extend({
    attackerFrom: loc.describe('the province the dislodging attack came from'),
    retreats: z.array(loc).optional().describe('in results: where the unit may retreat; in input, checked against the board'),
    viaConvoy: z.boolean().optional().describe('the dislodging army came by convoy (DATC 4.A.5); results give it when true'),
  })
  .strict();
const centres = z.record(power, z.array(loc)).describe('owner of each supply centre, by power');
const requestId = z
  .union([z.number().int(), z.string()])
  .describe('optional request tag: `casebook check` numbers each line; an adjudicator that copies it into its answer lets the harness detect answers out of step');

const powerControl = z
  .union([
    z.object({ player: z.string().min(1).describe('the id of the player who orders this power') }).strict(),
    z
      .object({ dormant: z.enum(['left-out', 'neutral', 'anarchy']).describe('nobody orders it: its units hold, never support one another, are removed when dislodged') })
      .strict(),
  ])
  .describe('who orders a power: a player, or nobody (dormant)');

/** What each reading decides (engine/variants/README.md, interpretations 2, 7, 9 and 10). */
const VARIANT_OPTION_TEXT: Record<keyof VariantOptions, string> = {
  italyClosed: "1914: Italy's provinces closed while it is neutral (default) or the whole game",
  overbidTest: 'intimate, bidding: an overbid is counted on the bids a player wins (default) or on all the bids he writes',
  overbidTransfer: "intimate, bidding: after an overbid the opponent takes the powers the overbidder won (default) or every power he bid on",
  anarchyBuilds: 'intimate, winter: a power in anarchy gets the default mercenary builds (default) or none (civil disorder)',
  alphabet: "intimate, winter: the alphabet of the default builds' order, English (default) or French",
  ancmedVictory: 'ancient-mediterranean: the supply centres that win, 18 (default, the author\'s rules) or 13 (the French text, seed 004 §2)',
  ancmedCapture: 'ancient-mediterranean: centres change hands after Fall only (default) or after Spring too (the French text, seed 004 §3)',
};

/** The readings of the variant rules, one optional key each: the protocol's and the case format's. */
export const variantOptionsSchema = z
  .object(
    Object.fromEntries(VARIANT_OPTION_KEYS.map((k) => [k, z.enum(VARIANT_OPTION_CHOICES[k] as [string, ...string[]]).optional().describe(VARIANT_OPTION_TEXT[k])])) as {
      [K in keyof VariantOptions]: z.ZodOptional<z.ZodEnum<[VariantOptions[K], ...VariantOptions[K][]]>>;
    },
  )
  .strict();

export const phaseInputSchema = z
  .object({
    id: requestId.optional(),
    ruleset: z.string().optional().describe('rulebook-2000 (default), rulebook-1971 or datc'),
    variant: z
      .string()
      .optional()
      .describe('the game played: standard (default), six-players, five-players, four-players, three-players, 1914, intimate, or ancient-mediterranean (another board: its own power and province ids)'),
    phase,
    units: z.array(unit),
    dislodged: z.array(dislodged).optional().describe('retreat phase: the units dislodged just before'),
    contested: z.array(loc).optional().describe('retreat phase: provinces left empty by a standoff'),
    supplyCenters: centres.optional(),
    orders: z.array(
      z
        .object({
          power,
          text: z.string(),
          version: z.number().int().min(1).optional().describe('001 §3.4.3: the order sheet it was written on (1 when absent); only the highest version of a power is ruled'),
        })
        .strict(),
    ),
    control: z
      .record(power, powerControl)
      .optional()
      .describe('games for fewer than seven: who orders each power (a power not listed is played by a player of its own name); derived from variant and coin when absent'),
    closedProvinces: z
      .array(loc)
      .optional()
      .describe('provinces no unit may enter, support into or retreat to (1914: Italy while neutral); derived from variant when absent'),
    coin: z
      .object({ winner: z.string().min(1) })
      .strict()
      .optional()
      .describe('1914: the player who won the coin toss (entente or central); Italy joins that side from Spring 1915'),
    variantOptions: variantOptionsSchema
      .optional()
      .describe('games for fewer than seven: the readings chosen where the rules leave room (engine/protocol/variant-options.ts); the defaults for the keys absent'),
    ...intimateInputShape,
    ...postalInputShape,
  })
  .strict();

/** An order's result (the protocol's OrderResultKind), one list for the results and the resolution graph's nodes. */
const orderResultKind = z.enum(['succeeds', 'fails', 'holds', 'given', 'cut', 'available', 'disrupted', 'illegal', 'invalid', 'superseded']);

export const orderResultSchema = z
  .object({
    power: power.optional().describe("the input order's power (a power id of the phase's board), repeated (--jsonl: only with --echo)"),
    text: z.string().optional().describe("the input order's text, repeated (--jsonl: only with --echo)"),
    unit: z.string().optional(),
    result: orderResultKind,
    dislodged: z.boolean(),
    reason: z
      .string()
      .optional()
      .describe('why, naming the orders responsible: in English, or in the language of --lang (casebook adjudicate --json); from --jsonl only with --reasons'),
    rules: z
      .array(ruleNumber)
      .optional()
      .describe("casebook adjudicate --json: the numbers of the 2000 rulebook's resolution rules that decided this result (empty when none did, e.g. an unopposed move)"),
  })
  .strict();

const explanationStep = z
  .object({
    title: z.string().describe("one line stating the step's outcome"),
    text: z.string(),
    rules: z.array(ruleNumber).describe("the 2000 rulebook's rules the step applies"),
    orders: z.array(z.number().int()).describe('input order indices the step is about'),
    provinces: z
      .array(z.string())
      .optional()
      .describe('casebook adjudicate --json and casebook show --json: the provinces the step is about'),
  })
  .strict();

const resolutionGraph = z
  .object({
    nodes: z.array(
      z
        .object({
          unit: z.string(),
          power,
          order: z.number().int().describe('index of the input order the unit carried out, or -1'),
          kind: z.enum(['hold', 'move', 'support', 'convoy']),
          result: orderResultKind,
          dislodged: z.boolean(),
        })
        .strict(),
    ),
    edges: z.array(
      z
        .object({
          from: z.number().int(),
          to: z.number().int(),
          kind: z.enum(['support', 'convoy', 'cut', 'dislodge', 'prevent', 'hold']),
          effective: z.boolean(),
        })
        .strict(),
    ),
    loops: z.array(
      z
        .object({
          kind: z.enum(['paradox', 'circular', 'convoyRule', 'consistent']),
          units: z.array(z.number().int()),
          solutions: z.union([z.literal(0), z.literal(2)]).optional(),
        })
        .strict(),
    ),
  })
  .strict()
  .describe('casebook adjudicate --json --explain, movement phases: the resolution as a graph (nodes: one per unit; edges: what the orders did to one another; loops)');

export const phaseOutputSchema = z
  .object({
    id: requestId.optional().describe('the input\'s id, copied back (optional)'),
    orders: z.array(orderResultSchema).describe('one per input order, in input order'),
    dislodged: z.array(dislodged),
    units: z.array(unit).describe('the position after the phase, dislodged units excluded'),
    contested: z.array(loc),
    supplyCenters: centres.optional(),
    adjustments: z
      .array(z.object({ power, action: z.enum(['build', 'remove']), type: z.enum(['A', 'F']), loc, default: z.boolean() }).strict())
      .optional(),
    next: phase.optional(),
    winner: power.optional(),
    winnerPlayer: z
      .string()
      .optional()
      .describe("a variant's adjustment phase: the player who wins by the variant's rule (1914: 24 centres over a player's powers)"),
    explanation: z
      .array(explanationStep)
      .optional()
      .describe('--explain only: the step-by-step explanation of a movement phase, in English or in the language of --lang (casebook adjudicate --json)'),
    resolution: resolutionGraph.optional(),
    ...intimateOutputShape,
    ...postalOutputShape,
  })
  .strict();

const resultKind = orderResultSchema.shape.result;

/** `casebook show CASE-ID --json`. */
export const caseReportSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    source: z.object({ doc: z.string(), ref: z.string(), section: z.string().optional() }).strict(),
    rules: z.array(ruleNumber).describe("the 2000 rulebook's rules the case illustrates"),
    ruleset: z.string().describe('the preset the case is ruled under (its own)'),
    book: z.string().describe('what the book says happens, in our words, in the language of --lang'),
    notes: z.string().optional(),
    errata: z.array(z.object({ id: z.number().int(), printed: z.string(), read: z.string(), why: z.string() }).strict()).optional(),
    phases: z.array(
      z
        .object({
          phase,
          position: z
            .object({ units: z.array(unit), dislodged: z.array(dislodged).optional() })
            .strict()
            .optional()
            .describe("the board the phase starts from: the case's position, then the engine's result of the phase before"),
          orders: z.array(
            z
              .object({
                power,
                unit: z.string().optional().describe('the ordered unit, e.g. "A bul"; absent for builds and waives'),
                text: z.string().describe("the order as adjudicated (the case's reading when it corrects the print)"),
                printed: z.string().optional().describe('the order as printed, when the case reads it differently'),
                erratum: z.number().int().optional(),
                expected: resultKind.describe("the book's result"),
                result: resultKind.optional().describe("the engine's result; absent when the phase did not run"),
                reason: z.string().optional().describe("the engine's reason, in the language of --lang"),
                rules: z.array(ruleNumber).optional().describe("the rules the engine's reason cites"),
                because: z.array(ruleNumber).optional().describe('the rules the case says explain this result'),
              })
              .strict(),
          ),
          explanation: z.array(explanationStep),
          output: phaseOutputSchema.omit({ orders: true, explanation: true, resolution: true, id: true }).optional().describe('what the engine made of the phase, the orders apart'),
          error: z.string().optional().describe('why the phase has no result'),
        })
        .strict(),
    ),
    geography: z
      .array(
        z
          .object({
            unit: z.string(),
            reaches: z.array(loc).optional(),
            notReaches: z.array(loc).optional(),
            exactly: z.boolean().optional(),
            engine: z.array(loc).describe('where the engine moves the unit when it stands alone'),
            agrees: z.boolean(),
          })
          .strict(),
      )
      .optional()
      .describe('schemas 1-3: where a lone unit may move'),
  })
  .strict();

/** A line of `--jsonl` output that could not be processed. */
export const errorOutputSchema = z.object({ id: requestId.optional(), error: z.string() }).strict();

// Compile-time agreement between the schemas and the hand-written types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inputAgrees: Same<z.infer<typeof phaseInputSchema>, PhaseInput> = true;
const outputAgrees: Same<z.infer<typeof phaseOutputSchema>, PhaseAnswer> = true;
const caseReportAgrees: Same<z.infer<typeof caseReportSchema>, CaseReportJson> = true;
void caseReportAgrees;
void inputAgrees;
void outputAgrees;
