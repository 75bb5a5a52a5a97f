// The casebook's own game file: a GameJson (engine/protocol/game.ts) as JSON, with a first field
// saying what it is. Read with a Zod schema (the published JSON Schema engine/protocol/game.schema.json
// is generated from it), written so that reading the text back gives the same game.
//
//   { "format": "casebook-game", "version": 1, "variant": "standard", "ruleset": "rulebook-2000",
//     "origin": { "format": "cicero", "id": "433761" },
//     "phases": [ { "phase": { "season": "spring", "year": 1901, "type": "movement" },
//                   "position": { "units": [...], "supplyCenters": {...} },
//                   "orders": [ { "power": "france", "text": "A Par - Bur" } ],
//                   "published": { "units": [...], "dislodged": [...], "supplyCenters": {...} } } ] }
//
// A phase without `position` starts from the board the phase before leaves; the first phase of a
// game without one starts from the variant's starting position. Orders are the protocol's.

import { z } from 'zod';
import type { GameJson } from '../protocol/game.js';
import { shortPhaseName } from '../game/phase-order.js';
import { parseJsonText, zodProblems, type RecordRead } from './records/problems.js';

export const GAME_FILE_FORMAT = 'casebook-game';
export const GAME_FILE_VERSION = 1;

const power = z.string().min(1).describe('a power id of the game\'s board: "france"');
const loc = z.string().min(1).describe('a location id: "par", "stp/sc"');
const unit = z.object({ power, type: z.enum(['A', 'F']), loc }).strict();
const phaseId = z
  .object({
    season: z.enum(['spring', 'fall', 'winter']),
    year: z.number().int().min(1).max(9999),
    type: z.enum(['movement', 'retreat', 'adjustment', 'bidding']),
  })
  .strict();
const centres = z.record(power, z.array(loc)).describe('the owner of each supply centre, by power');
const dislodged = unit
  .extend({
    attackerFrom: loc.optional().describe('where the dislodging attack came from; absent: read from the ruling of the movement before'),
    viaConvoy: z.boolean().optional().describe('the dislodging army came by convoy'),
  })
  .strict();
const position = z
  .object({
    units: z.array(unit),
    dislodged: z.array(dislodged).optional().describe('retreat phase: the units dislodged in the movement before'),
    contested: z.array(loc).optional().describe('retreat phase: provinces a standoff left empty; absent: the ruling\'s of the movement before'),
    supplyCenters: centres.optional(),
  })
  .strict()
  .describe('the board the phase starts from');
const publishedOrder = z
  .object({
    succeeded: z.boolean().optional(),
    dislodged: z.boolean().optional(),
    marks: z.array(z.string()).optional().describe('the record\'s own words: "bounce", "cut", "void"…'),
  })
  .strict();
const published = z
  .object({
    orders: z.array(publishedOrder.nullable()).optional().describe('per order, by index: what the record says it did (null: nothing)'),
    units: z.array(unit).optional().describe('the units after the phase, the dislodged ones apart'),
    dislodged: z.array(unit.extend({ retreats: z.array(loc).optional() }).strict()).optional(),
    supplyCenters: centres.optional(),
    next: phaseId.optional().describe('the phase the record plays next'),
  })
  .strict()
  .describe('what the record published happened in this phase');
const phase = z
  .object({
    phase: phaseId,
    position: position.optional(),
    orders: z.array(z.object({ power, text: z.string() }).strict()),
    published: published.optional(),
    source: z.string().optional().describe('where the phase is in the record it was read from'),
  })
  .strict();

export const gameFileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT).describe('says what the file is'),
    version: z.literal(GAME_FILE_VERSION),
    variant: z.string().optional().describe('the game played: standard by default'),
    ruleset: z.string().optional().describe('the rule preset: rulebook-2000 by default'),
    origin: z
      .object({ format: z.enum(['casebook', 'cicero', 'judge', 'webdiplomacy']), id: z.string().optional(), name: z.string().optional() })
      .strict()
      .optional()
      .describe('the record the game was read from'),
    phases: z.array(phase).min(1),
  })
  .strict();

// Compile-time guard: the schema and the protocol's GameJson must stay the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesProtocol: Same<Omit<z.infer<typeof gameFileSchema>, 'format' | 'version'>, GameJson> = true;
void schemaMatchesProtocol;

/** Whether parsed JSON is a casebook game file (its `format` field says so). */
export function isGameFile(json: unknown): boolean {
  return (json as { format?: unknown })?.format === GAME_FILE_FORMAT;
}

/** A game file's text, or its problems (JSON pointer, phase). */
export function readGameFile(text: string): RecordRead<GameJson> {
  const json = parseJsonText(text);
  return json.ok ? gameFromJson(json.value) : json;
}

export function gameFromJson(json: unknown): RecordRead<GameJson> {
  const parsed = gameFileSchema.safeParse(json);
  if (!parsed.success) {
    const phases = (json as { phases?: { phase?: unknown }[] })?.phases;
    const nameOf = (i: number): string | undefined => {
      const p = phaseId.safeParse(phases?.[i]?.phase);
      return p.success ? shortPhaseName(p.data) : undefined;
    };
    return { ok: false, problems: zodProblems(parsed.error.issues, (path) => (path[0] === 'phases' && typeof path[1] === 'number' ? nameOf(path[1]) : undefined)) };
  }
  const { format: _format, version: _version, ...game } = parsed.data;
  return { ok: true, value: game };
}

/** The game as a game file, fields in a fixed order; `readGameFile` gives the same game back. */
export function writeGameFile(game: GameJson): string {
  const { variant, ruleset, origin, phases } = game;
  const file = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    ...(variant !== undefined ? { variant } : {}),
    ...(ruleset !== undefined ? { ruleset } : {}),
    ...(origin !== undefined ? { origin } : {}),
    phases,
  };
  return JSON.stringify(file, null, 1) + '\n';
}
