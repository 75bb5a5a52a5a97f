// The protocol as Zod schemas, from which the published JSON Schemas are emitted
// (engine/protocol/phase-input.schema.json, phase-output.schema.json). The TypeScript types in
// types.ts are checked against these at compile time, so the two cannot drift apart.

import { z } from 'zod';
import { POWERS } from '../map/types.js';
import type { PhaseAnswer, PhaseInput } from './types.js';

const power = z.enum(POWERS);
const loc = z.string().describe('canonical location id: "lon", "stp/sc"');
const unit = z.object({ power, type: z.enum(['A', 'F']), loc }).strict();
const phase = z
  .object({
    season: z.enum(['spring', 'fall', 'winter']),
    year: z.number().int().min(1).max(9999),
    type: z.enum(['movement', 'retreat', 'adjustment']),
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

export const phaseInputSchema = z
  .object({
    id: requestId.optional(),
    ruleset: z.string().optional().describe('rulebook-2000 (default), rulebook-1971 or datc'),
    phase,
    units: z.array(unit),
    dislodged: z.array(dislodged).optional().describe('retreat phase: the units dislodged just before'),
    contested: z.array(loc).optional().describe('retreat phase: provinces left empty by a standoff'),
    supplyCenters: centres.optional(),
    orders: z.array(z.object({ power, text: z.string() }).strict()),
  })
  .strict();

export const orderResultSchema = z
  .object({
    power,
    text: z.string(),
    unit: z.string().optional(),
    result: z.enum(['succeeds', 'fails', 'holds', 'given', 'cut', 'available', 'disrupted', 'illegal', 'invalid']),
    dislodged: z.boolean(),
    reason: z.string().optional().describe('why, in English; from casebook adjudicate --jsonl only with --reasons'),
  })
  .strict();

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
    explanation: z
      .array(z.object({ title: z.string(), text: z.string(), rules: z.array(z.number().int()), orders: z.array(z.number().int()) }).strict())
      .optional()
      .describe('casebook adjudicate --jsonl --explain only: the step-by-step explanation, in English'),
  })
  .strict();

/** A line of `--jsonl` output that could not be processed. */
export const errorOutputSchema = z.object({ id: requestId.optional(), error: z.string() }).strict();

// Compile-time agreement between the schemas and the hand-written types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inputAgrees: Same<z.infer<typeof phaseInputSchema>, PhaseInput> = true;
const outputAgrees: Same<z.infer<typeof phaseOutputSchema>, PhaseAnswer> = true;
void inputAgrees;
void outputAgrees;
