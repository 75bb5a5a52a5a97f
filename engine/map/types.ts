// The standard map's vocabulary. These types are the contract between the map data,
// the order parser, the adjudicator and the renderer: change them with care.

import type { Fact } from '../util/facts.js';

export const POWERS = ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'] as const;
export type Power = (typeof POWERS)[number];
/**
 * A power id on any board: one of the standard seven, or another map's ('rome'). Code that works
 * on every board (the adjudicator, the protocol, the case runner) uses this; the board's own list
 * is `GameMap.powers`.
 */
export type PowerId = string;

export type UnitType = 'A' | 'F';

/** Canonical lowercase 3-letter province id: 'lon', 'nth', 'stp'. */
export type ProvinceId = string;
/** A place a unit can stand: a province id, or a province id with a coast: 'stp/nc', 'spa/sc', 'bul/ec'. */
export type LocId = string;
export type CoastId = 'nc' | 'sc' | 'ec';

/**
 * 'archipelago': a sea space with islands (the Baleares of the Ancient Mediterranean): holds an army
 * or a fleet, has no army borders (armies arrive and leave by convoy only) and convoys like a sea.
 */
export type Terrain = 'inland' | 'coastal' | 'sea' | 'archipelago';

export interface LocalisedName {
  en: string;
  /** As printed in the 2000 rulebook's table, accents kept. */
  fr: string;
}

/** A power's name; `frArticle: false` for a city read without an article in French ("Rome prend", not "la Rome"). */
export interface PowerName extends LocalisedName {
  frArticle?: boolean;
}

/** `P`: the map's power ids (any string by default; `Power` for the standard board). */
export interface Province<P extends string = string> {
  id: ProvinceId;
  terrain: Terrain;
  name: LocalisedName;
  supplyCenter: boolean;
  /** The power whose home centre this is, if any. */
  home?: P;
  /** Separate coasts ('nc', 'sc', 'ec'), only for Spain, St Petersburg and Bulgaria. */
  coasts: readonly CoastId[];
}

export interface Unit<P extends string = string> {
  power: P;
  type: UnitType;
  /** Fleets in a two-coast province carry the coast: 'stp/sc'. */
  loc: LocId;
}

/**
 * Result of looking a name up: a location, or an error that says why (unknown / ambiguous).
 * `message` is a plain sentence for the user ("Marseilles has no separate coasts"). Results are
 * shared and frozen: copy `candidates` before changing it.
 */
export type NameLookup =
  | { ok: true; loc: LocId }
  /** `fact`: the message as a typed fact ("name-*" in the explanation catalogues), where the parser quotes it. */
  | { ok: false; kind: 'unknown'; candidates: LocId[]; message?: string; fact?: Fact }
  | { ok: false; kind: 'ambiguous'; candidates: LocId[]; message?: string; fact?: Fact };

/** `suggest: false`: a name that is no province gets no "did you mean" (an edit distance to every spelling), for a caller that only asks whether it is one. */
export interface LookupOptions {
  suggest?: boolean;
}

export interface GameMap<P extends string = string> {
  readonly provinces: ReadonlyMap<ProvinceId, Province<P>>;
  /** Provinces in a stable order (alphabetical by id). */
  readonly provinceIds: readonly ProvinceId[];
  readonly powers: readonly P[];
  /** Each power's name, English and French (for reports, order files and pictures). */
  readonly powerNames: Readonly<Record<P, PowerName>>;
  /** Supply centres one power must own to win (18 on the standard board). */
  readonly victoryCenters: number;
  readonly startingUnits: readonly Unit<P>[];

  province(id: ProvinceId): Province<P> | undefined;
  /** 'stp/nc' -> 'stp'; 'lon' -> 'lon'. */
  provinceOf(loc: LocId): ProvinceId;
  /** Locations where a unit of this type may stand inside a province: ['stp/nc','stp/sc'] for a fleet at stp. */
  locsOf(province: ProvinceId, type: UnitType): readonly LocId[];

  /** Can a unit of this type standing at `from` move to `to` in one step (no convoy)? `to` must be exact (coast for fleets). */
  canMove(type: UnitType, from: LocId, to: LocId): boolean;
  /** Locations reachable in one step by a unit of this type from `from`. */
  neighbours(type: UnitType, from: LocId): readonly LocId[];
  /** Can a unit of this type at `from` reach some location of this province (used for supports)? */
  canReachProvince(type: UnitType, from: LocId, province: ProvinceId): boolean;
  /** Provinces adjacent to this one by any route (army or fleet), for distances and art. */
  adjacentProvinces(province: ProvinceId): readonly ProvinceId[];

  /** Resolve a province name or abbreviation in any accepted notation, accents and case optional. */
  lookup(name: string, opts?: LookupOptions): NameLookup;
}
