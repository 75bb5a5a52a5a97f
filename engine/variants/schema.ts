// The one schema for game variants (issue #15). Each variant is a data module in ./data, parsed
// here when first loaded, then checked against the standard map (powers, provinces).
import { z } from 'zod';
import { POWERS, standardMap, type Power } from '../map/index.js';

const power = z.enum(POWERS);
const province = z.string().regex(/^[a-z]{3}$/, 'a lowercase 3-letter province id');

const phaseRef = z.object({ season: z.enum(['spring', 'fall', 'winter']), year: z.number().int().min(1) }).strict();

/** A player and the powers they order (the book's groupings). */
const player = z.object({ id: z.string().min(1), powers: z.array(power).min(1) }).strict();

const victory = z.discriminatedUnion('kind', [
  /** Standard: a power (its player) owning `centres` supply centres after a Fall adjustment. */
  z.object({ kind: z.literal('centresByPower'), centres: z.number().int().positive() }).strict(),
  /** 1914: the centres of every power a player controls are added up. */
  z.object({ kind: z.literal('centresByPlayer'), centres: z.number().int().positive() }).strict(),
  /** Intimate Diplomacy: occupying an opponent's home centre with a unit of one's home power. */
  z.object({ kind: z.literal('homeOccupation'), occupiedCentresCap: z.number().int().positive() }).strict(),
]);

/** 1914: the coin decides which player a neutral power joins, and from when. */
const joining = z
  .object({
    power,
    /** The coin is tossed before the adjustments of this season. */
    tossBefore: phaseRef,
    /** The power is played by the coin's winner from this season on. */
    joinsAt: phaseRef,
  })
  .strict();

const bidding = z
  .object({
    /** Credits of each possible home power at the start (seed 002, "Attribution des crédits"). */
    startingCredits: z.record(power, z.number().int().nonnegative()),
    /** The bidding season comes before each Spring, from the first year on. */
    before: z.literal('spring'),
  })
  .strict();

export const variantSchema = z
  .object({
    /** The id of its plug-in in the catalogue (load.ts checks it names its data module; a test, that the catalogue lists it). */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Where the rule is written: document and section, never the text itself. */
    source: z.string().min(1),
    /** Fixed groupings; empty for Intimate, where control is decided by preference lists and bids. */
    players: z.array(player),
    /** Left out for the whole game: units hold, never support each other, removed when dislodged. */
    dormant: z.array(power),
    /** Neutral (1914's Italy): dormant, with its provinces closed, until it joins a side. */
    neutral: z.array(power),
    /** Provinces no unit may enter while closed (1914: Italy's six provinces, while Italy is neutral). */
    closedProvinces: z.array(province),
    start: z
      .object({
        year: z.number().int().min(1),
        position: z.literal('standard'),
        /** Units that stand instead of the standard unit of their province (Fleet Rome: Italy's F rom for A rom). */
        replaced: z.array(z.object({ power, type: z.enum(['A', 'F']), loc: z.string() }).strict()).optional(),
      })
      .strict(),
    victory,
    joining: joining.optional(),
    /** Intimate Diplomacy: a home power per player, the other five auctioned every year. */
    bidding: bidding.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Map<Power, string>();
    const claim = (p: Power, by: string): void => {
      const before = seen.get(p);
      if (before) ctx.addIssue({ code: 'custom', message: `${p} is listed twice (${before} and ${by})` });
      seen.set(p, by);
    };
    for (const pl of v.players) for (const p of pl.powers) claim(p, `player ${pl.id}`);
    for (const p of v.dormant) claim(p, 'dormant');
    for (const p of v.neutral) claim(p, 'neutral');
    const fixedControl = v.bidding === undefined;
    const joined = v.joining ? [v.joining.power] : [];
    const missing = POWERS.filter((p) => !seen.has(p));
    if (fixedControl && missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: `no player, dormant or neutral entry for ${missing.join(', ')}` });
    }
    if (!fixedControl && v.players.length > 0) ctx.addIssue({ code: 'custom', message: 'a bidding variant assigns powers by preference lists, not by fixed players' });
    for (const p of joined) if (!v.neutral.includes(p)) ctx.addIssue({ code: 'custom', message: `${p} joins a side but is not neutral` });
    for (const u of v.start.replaced ?? []) {
      const standard = standardMap.startingUnits.find((s) => standardMap.provinceOf(s.loc) === standardMap.provinceOf(u.loc));
      if (!standard) ctx.addIssue({ code: 'custom', message: `start.replaced: no standard unit stands in ${u.loc}` });
      else if (standard.power !== u.power) ctx.addIssue({ code: 'custom', message: `start.replaced: the unit in ${u.loc} is ${standard.power}'s, not ${u.power}'s` });
      if (!standardMap.locsOf(standardMap.provinceOf(u.loc), u.type).includes(u.loc)) ctx.addIssue({ code: 'custom', message: `start.replaced: ${u.type} cannot stand in ${u.loc}` });
    }
    for (const id of v.closedProvinces) {
      if (!standardMap.province(id)) ctx.addIssue({ code: 'custom', message: `unknown province ${id}` });
    }
    if (v.bidding) {
      const absent = POWERS.filter((p) => v.bidding?.startingCredits[p] === undefined);
      if (absent.length > 0) ctx.addIssue({ code: 'custom', message: `no starting credits for ${absent.join(', ')}` });
    }
    const ids = v.players.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'two players share an id' });
  });

export type Variant = z.infer<typeof variantSchema>;
export type VariantId = Variant['id'];
export type VictoryRule = Variant['victory'];
export type PhaseRef = z.infer<typeof phaseRef>;
