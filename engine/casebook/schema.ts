// The case file format, as one Zod schema. vitest (cases/casebook.test.ts), the Astro site and the
// JSON Schema in cases/case.schema.json (scripts/emit-json-schemas.ts) all derive from this module,
// so a field is added or renamed here and nowhere else. cases/FORMAT.md explains every field.
//
// The schema checks structure only. Checks that need the map or the order parser (unknown
// provinces, orders for absent units, expectations that do not fit the order) live in load.ts.

import { z } from 'zod';
import type { OrderResultKind } from '../protocol/types.js';
import type { PresetName } from '../rules/presets.js';
import { intimateInputShape, intimateOutputShape } from '../protocol/intimate.js';
import { variantOptionsSchema as protocolVariantOptions } from '../protocol/schema.js';
import { postalInputShape, postalOutputShape } from '../protocol/postal.js';

/** Rule presets a case can be adjudicated under (engine/rules/presets.ts). The engine receives the name as `ruleset`. */
export const PRESETS = ['rulebook-2000', 'rulebook-1971', 'datc', 'webdiplomacy'] as const;
export type Preset = (typeof PRESETS)[number];

/** Order results, the same vocabulary as the protocol's OrderResultKind (checked below). */
export const RESULT_KINDS = [
  'succeeds',
  'fails',
  'holds',
  'given',
  'cut',
  'available',
  'disrupted',
  'illegal',
  'invalid',
  'superseded',
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
// Compile-time guard: the two lists must stay identical.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const resultKindsMatchProtocol: Same<ResultKind, OrderResultKind> = true;
const presetsMatchEngine: Same<Preset, PresetName> = true;
void resultKindsMatchProtocol;
void presetsMatchEngine;

export const SEASONS = ['spring', 'fall', 'winter'] as const;
export const PHASE_TYPES = ['movement', 'retreat', 'adjustment', 'bidding'] as const;

// A power id of the case's board (checked against the board by load.ts, which lists its powers).
const power = z
  .string()
  .regex(/^[a-z][a-z-]*$/, { message: 'a power is a lowercase id, such as "germany" (or "rome" on ancient-mediterranean)' })
  .describe("A power id of the case's board: austria england france germany italy russia turkey on the standard board; rome carthage greece persia egypt on ancient-mediterranean.");
const preset = z.enum(PRESETS).describe('A rule preset: rulebook-2000, rulebook-1971, datc or webdiplomacy.');
const result = z.enum(RESULT_KINDS).describe('The result of one order (see cases/FORMAT.md, "Results").');

const provinceId = z
  .string()
  .regex(/^[a-z]{3}$/, { message: 'a province is its canonical 3-letter id, such as "mun" or "nth"' })
  .describe('Canonical province id, such as "mun".');
const locId = z
  .string()
  .regex(/^[a-z]{3}(\/(nc|sc|ec))?$/, {
    message: 'a location is a canonical id, with a coast only for fleets: "mun", "stp/sc"',
  })
  .describe('Canonical location id: "mun", or "stp/sc" for a fleet on a coast.');
const unitText = z
  .string()
  .regex(/^[AF] [a-z]{3}(\/(nc|sc|ec))?$/, {
    message: 'a unit is written "A par" or "F stp/sc": A or F, one space, a canonical location id',
  })
  .describe('A unit: "A par", "F nth", "F stp/sc".');

const localised = z
  .object({
    en: z.string().min(1),
    fr: z.string().min(1),
  })
  .strict()
  .describe('A text in English and French, in our own words.');

/** Older files give some texts in English only; a French page then shows the English, marked so. */
const localisedOrEnglish = z.union([z.string().min(1), localised]);

/** The text to show a reader of `lang`, and the language it is really in. */
export function textFor(
  text: string | { en: string; fr: string },
  lang: 'en' | 'fr',
): { text: string; lang: 'en' | 'fr' } {
  return typeof text === 'string' ? { text, lang: 'en' } : { text: text[lang], lang };
}

const ruleNumber = z.number().int().min(1).max(22);

// Case files come from contributors, and titles end up in page <title>s, meta tags and the search
// index: one line of readable text, checked here so that a bad title names its field and line.
/** No C0/C1 control character (tab and newline included: a title is one line). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** What a browser would show of a title: markup and the content of script/style elements removed. */
export function visibleText(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-z!?/][^>]*>?/gi, '')
    .trim();
}
const titleText = z
  .string()
  .min(1)
  .regex(ONE_LINE, { message: 'a title is one line of text, with no control characters (tab, newline, \\u0000-\\u001f)' })
  .refine((t) => /[\p{L}\p{N}]/u.test(visibleText(t)), { message: 'a title needs readable words, not markup only' });
const title = z
  .object({ en: titleText, fr: titleText })
  .strict()
  .describe('The case title in English and French: one line of plain text.');

// One optional list per power of the board; absent powers have no units.
const unitsByPower = z.record(power, z.array(unitText)).describe('Units per power: { germany: [A ber, F kie] }.');

const centresByPower = z.record(power, z.array(provinceId)).describe('Supply centre owners: { france: [bre, mar, par] }.');

/** Per-preset overrides, keyed by preset name. Any other key is an unknown preset. */
function byPreset<T extends z.ZodTypeAny>(value: T) {
  return z
    .object({
      'rulebook-2000': value.optional(),
      'rulebook-1971': value.optional(),
      datc: value.optional(),
      webdiplomacy: value.optional(),
    })
    .strict();
}

export const erratumSchema = z
  .object({
    id: z.number().int().positive(),
    printed: z.string().min(1).describe('Exactly what the seed prints (OCR errors included).'),
    read: z.string().min(1).describe('How we read it.'),
    why: localisedOrEnglish.describe('The evidence, in our own words (English, or { en, fr }).'),
  })
  .strict();

export const orderSchema = z
  .object({
    power: power,
    printed: z.string().min(1).describe("The order as printed, in the book's own notation."),
    read: z
      .string()
      .min(1)
      .optional()
      .describe('The reading we adjudicate when it differs from `printed` (cite an erratum).'),
    erratum: z.number().int().positive().optional().describe('Id of the erratum that justifies `read`.'),
    expect: result,
    expectBy: byPreset(result).optional().describe('Results under presets that disagree with `expect`.'),
    because: z
      .array(ruleNumber)
      .min(1)
      .optional()
      .describe("The 2000 book's rules that explain this order's result: the engine's reason must cite each."),
    reported: z
      .enum(['succeeded', 'failed', 'cut'])
      .optional()
      .describe('The postal report mark of 001 (`=` succeeded, `:` failed, `s` cut).'),
    version: z
      .number()
      .int()
      .min(2)
      .optional()
      .describe('001 §3.4.3: the order sheet it is on, when the power sent several ("2e version"); 1 when absent. Orders of an earlier version than the power\'s last expect `superseded`.'),
  })
  .strict();

const dislodgedInPosition = z
  .object({
    unit: unitText,
    power: power,
    attackerFrom: provinceId.describe('Province the dislodging attack came from.'),
  })
  .strict();

const dislodgedExpected = z
  .object({
    unit: unitText,
    power: power,
    attackerFrom: provinceId,
    retreats: z.array(locId).describe('Where the unit may retreat (empty: it must disband).'),
  })
  .strict();

const adjustmentExpected = z
  .object({
    power: power,
    action: z.enum(['build', 'remove']),
    unit: unitText,
    default: z.boolean().optional().describe('True when the rules chose it (civil disorder), not the player.'),
  })
  .strict();

export const positionSchema = z
  .object({
    units: unitsByPower,
    dislodged: z.array(dislodgedInPosition).optional().describe('Retreat phase only.'),
    contested: z.array(provinceId).optional().describe('Retreat phase only: provinces left empty by a standoff.'),
    supplyCenters: centresByPower.optional(),
    // Intimate Diplomacy (variant: intimate): the same fields as the protocol's.
    home: intimateInputShape.home.describe('Intimate: each player\'s home power, { alice: france, bob: germany }.'),
    preferences: intimateInputShape.preferences.describe('Intimate, first bidding, instead of home: each player\'s seven powers, best first.'),
    credits: intimateInputShape.credits.describe('Intimate: each player\'s credits before the phase (the 1901 bidding may omit them: starting credits).'),
    control: intimateOutputShape.control.describe('Intimate: who orders each power this year, { austria: { player: alice }, italy: { dormant: anarchy } }.'),
    playOn: intimateInputShape.playOn.describe('Intimate: an earlier verdict was play on and no Fall has ended since (later phases get it from the engine).'),
  })
  .strict();

/** What a bidding phase decided; the credits before are the position's. */
const biddingExpected = intimateOutputShape.bidding.unwrap().omit({ before: true });

const expectFields = {
  dislodged: z
    .array(dislodgedExpected)
    .optional()
    .describe('Units dislodged in this phase with their retreat options; omitted means none.'),
  units: unitsByPower.describe('The full position after the phase (dislodged units not included).'),
  contested: z
    .array(provinceId)
    .optional()
    .describe('Provinces left empty by a standoff; compared only when given.'),
  supplyCenters: centresByPower.optional().describe('Owners after the phase; compared only when given.'),
  adjustments: z.array(adjustmentExpected).optional().describe('Adjustment phase: builds and removals.'),
  winner: z
    .string()
    .min(1)
    .optional()
    .describe('Adjustment phase: the power that owns the winning number of centres, or in a game with players the player who wins by the variant\'s rule (1914: entente or central); "none" when nobody wins; compared only when given.'),
  home: intimateOutputShape.home.describe('Intimate: the home powers (a bidding phase that assigns them).'),
  credits: intimateOutputShape.credits.describe('Intimate: credits after the phase; required in every phase of an Intimate case.'),
  control: intimateOutputShape.control.describe('Intimate, bidding phase: who orders each of the seven powers this year.'),
  bidding: biddingExpected.optional().describe('Intimate, bidding phase: each mercenary\'s outcome and the overbidders.'),
  verdict: intimateOutputShape.verdict.describe('Intimate: a win, a draw or play on after this phase; in an Intimate case, absent means none.'),
  nmr: z.array(power).optional().describe('001 §3.5.4: the powers the result marks NMR (no orders received); compared when given.'),
  gameResult: z
    .union([z.literal('none'), postalOutputShape.gameResult.unwrap()])
    .optional()
    .describe('How the game ends after this phase (victory, draw, concession, timeLimit), or "none"; compared when given.'),
  vote: postalOutputShape.vote.describe('The outcome of the phase\'s vote, { proposal, carried }; compared when given.'),
};

const expectOverride = z.object(expectFields).partial().strict();

export const phaseExpectSchema = z
  .object({
    ...expectFields,
    expectBy: byPreset(expectOverride)
      .optional()
      .describe('Per-preset replacements for the fields above.'),
  })
  .strict();

export const phaseSchema = z
  .object({
    phase: z
      .object({
        season: z.enum(SEASONS),
        year: z.number().int().min(1).max(9999).describe('1901 onwards on the standard board; the Ancient Mediterranean starts in year 1.'),
        type: z.enum(PHASE_TYPES),
      })
      .strict(),
    position: positionSchema.optional().describe('First phase only; later phases start from the engine result.'),
    orders: z.array(orderSchema),
    bids: intimateInputShape.bids.describe('Intimate, bidding phase: each player\'s bid per mercenary, { alice: { austria: 5 } }.'),
    declareStalemate: intimateInputShape.declareStalemate,
    conditional: z
      .object({
        retreats: z
          .array(
            z
              .object({
                power,
                unit: unitText,
                to: z.array(locId).describe('Where it retreats if dislodged, best first.'),
                otherwise: z.literal('disband').optional().describe('When none is open: disband (else the preset\'s rule for an unordered unit).'),
              })
              .strict(),
          )
          .optional(),
        builds: unitsByPower.optional().describe('Builds in order of preference, per power: { russia: [F sev, A mos] }.'),
        removals: unitsByPower.optional().describe('Removals in order of preference, per power, each unit where it stands at the start of this phase.'),
      })
      .strict()
      .optional()
      .describe('001 §3.4.2: conditional retreats, builds and removals sent with this phase\'s orders (the runner carries them to the phase they belong to).'),
    nmr: postalInputShape.nmr.describe('001 §3.5.4: powers whose orders were not received this season.'),
    endOfGame: postalInputShape.endOfGame.describe('The game stops with this phase: { timeLimit: true }, or { proposal, votes, abstentions } (001 §3.8).'),
    expect: phaseExpectSchema,
    decidedBy: z.string().min(1).optional().describe('The rule option that makes presets disagree.'),
  })
  .strict();

export const geographySchema = z
  .object({
    unit: unitText,
    reaches: z.array(locId).optional().describe('Locations the unit can move to in one step.'),
    notReaches: z.array(locId).optional().describe('Nearby locations it cannot move to.'),
    exactly: z.boolean().optional().describe('True when `reaches` is the complete list.'),
  })
  .strict();

/** The readings of engine/protocol/variant-options.ts a case may choose (README.md there, "Interpretations"): the protocol's own field. */
const variantOptionsSchema = protocolVariantOptions.describe('Readings of the variant rules where the seeds leave room (engine/protocol/variant-options.ts); the defaults otherwise. The runner sends them with every phase.');

/** How the casebook's own cases are named (a house rule: a user's own cases may use any id). */
export const CASEBOOK_ID =
  /^(schema-[1-9][0-9]*|example-[1-9][0-9]*|sample-game(-[a-z0-9-]+)?|prose-[a-z0-9-]+|datc-6\.[A-J]\.[1-9][0-9]*(-b)?|ancmed-[a-z0-9-]+|(six|five|four|three)-players-[a-z0-9-]+|1914-[a-z0-9-]+|intimate-[a-z0-9-]+|fleet-rome-[a-z0-9-]+)$/;
export const CASEBOOK_ID_RULE =
  'an id of the casebook is schema-N, example-N, sample-game, prose-<slug>, datc-6.X.N, ancmed-<slug> (Ancient Mediterranean), or <variant>-<slug> for the games on the standard board (six-players-..., 1914-..., intimate-..., fleet-rome-...)';

export const caseSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'an id is letters, digits, dots and hyphens, such as my-convoy-case' })
      .describe('The case\'s name, also its file name. The casebook\'s own cases follow CASEBOOK_ID: schema-N | example-N | sample-game | prose-<slug> | datc-6.X.N (-b for a DATC case\'s second situation) | ancmed-<slug> | six-players-<slug>, five-, four-, three-players-<slug>, 1914-<slug>, intimate-<slug>.'),
    title,
    source: z
      .object({
        doc: z.string().min(1).describe('Seed file name, such as 000_a224e2262e586961.txt, or DATC_v3_0.html for the DATC.'),
        ref: z.string().min(1).describe('Schema or example number as printed: "Schéma 12"; the DATC number: "6.F.14".'),
        section: z.string().min(1).optional().describe('Section heading of the book where it sits.'),
      })
      .strict(),
    rules: z
      .array(ruleNumber)
      .describe("The 2000 rulebook's numbered resolution rules (1-22) the case illustrates."),
    topics: z.array(z.string().regex(/^[a-z0-9-]+$/, { message: 'a topic is a lowercase tag such as "supports"' })),
    ruleset: preset.default('rulebook-2000').describe('The preset whose results `expect` gives.'),
    variant: z
      .string()
      .min(1)
      .optional()
      .describe('The game played, as the protocol names it: standard (default), six-players, five-players, four-players, three-players, 1914, intimate, or ancient-mediterranean (another board: its own power and province ids). The runner sends it with every phase.'),
    variantOptions: variantOptionsSchema.optional(),
    coin: z
      .object({ winner: z.string().min(1).describe('The player who won the toss: entente or central.') })
      .strict()
      .optional()
      .describe('The 1914 game: the coin toss that sends Italy to a side from Spring 1915; Intimate Diplomacy: who won the toss between identical preference lists (an input, never random).'),
    book: localisedOrEnglish.describe('What the source says happens, in our own words (English, or { en, fr }).'),
    notes: localised.optional(),
    errata: z.array(erratumSchema).optional(),
    related: z
      .array(z.string().regex(/^[a-zA-Z0-9.-]+$/, { message: 'a related case is named by its id, such as "datc-6.F.14"' }))
      .optional()
      .describe('Ids of cases in other sources that test the same situation or rule (book cases <-> DATC cases).'),
    phases: z.array(phaseSchema).min(1).optional(),
    geography: z.array(geographySchema).min(1).optional(),
  })
  .strict();

export type Case = z.output<typeof caseSchema>;
export type CaseInput = z.input<typeof caseSchema>;
export type CasePhase = Case['phases'] extends (infer P)[] | undefined ? P : never;
export type CaseOrder = CasePhase['orders'][number];
export type CaseExpect = CasePhase['expect'];
export type ExpectOverride = z.output<typeof expectOverride>;
export type UnitsByPower = z.output<typeof unitsByPower>;
export type CentresByPower = z.output<typeof centresByPower>;
export type GeographyEntry = z.output<typeof geographySchema>;
export type Erratum = z.output<typeof erratumSchema>;
