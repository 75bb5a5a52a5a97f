// A whole game: the phase protocol's sibling (engine/protocol/types.ts). A phase in, a result out is
// what every adjudicator speaks (`casebook check` sends phases); a game is what records keep and what
// the desk holds: an ordered list of phases, each with its orders and, when a record says so, what it
// published happened. It is a type of its own rather than a `game` field of PhaseInput, so that no
// adjudicator meets a field it cannot rule and the phase protocol stays one phase.
//
// The game file format (engine/formats/game-file.ts, JSON Schema engine/protocol/game.schema.json)
// is this type as JSON. The engine carries each phase to the next (engine/game/).

import type { LocId, PowerId, UnitType } from '../map/types.js';
import type { OrderJson, PhaseId, UnitJson } from './types.js';

/** The board a phase starts from. */
export interface GamePositionJson {
  units: UnitJson[];
  /**
   * Retreat phase: the units dislodged in the movement before. A record that does not say where the
   * attack came from (or whether it was convoyed) leaves it to the ruling of that movement phase.
   */
  dislodged?: GameDislodgedJson[];
  /** Retreat phase: provinces a standoff left empty; absent, they are the ruling's of the movement before. */
  contested?: LocId[];
  /** The owner of each supply centre. */
  supplyCenters?: Record<PowerId, LocId[]>;
}

export interface GameDislodgedJson {
  power: PowerId;
  type: UnitType;
  loc: LocId;
  attackerFrom?: LocId;
  viaConvoy?: boolean;
}

/** What a record says one order did, in its own terms (each record says less or more). */
export interface PublishedOrderJson {
  /** The order succeeded (webDiplomacy's `success`; no failure mark in a judge's report). */
  succeeded?: boolean;
  /** The unit was dislodged. */
  dislodged?: boolean;
  /** The record's own marks, as printed: "bounce", "cut", "void", "no convoy", "destroyed"… */
  marks?: string[];
}

/** What a record says a phase did. Every field is optional: a record publishes what it publishes. */
export interface PublishedResultJson {
  /** Per order of the phase, by index; null where the record says nothing of that order. */
  orders?: (PublishedOrderJson | null)[];
  /** The units after the phase, the dislodged ones apart. */
  units?: UnitJson[];
  /** The units dislodged, with the provinces the record lets each retreat to. */
  dislodged?: (UnitJson & { retreats?: LocId[] })[];
  /** The owner of each supply centre after the phase. */
  supplyCenters?: Record<PowerId, LocId[]>;
  /** The phase the record plays next (a record may skip a Winter where nobody adjusts). */
  next?: PhaseId;
}

export interface GamePhaseJson {
  phase: PhaseId;
  /** The board the phase starts from; absent, the board the phase before leaves (the engine carries it). */
  position?: GamePositionJson;
  orders: OrderJson[];
  /** What the record published happened, when the game comes from a record. */
  published?: PublishedResultJson;
  /** Where the phase is in its source, for messages: "S1901M", "line 12", "/phases/3". */
  source?: string;
}

/** The record a game was read from. */
export type GameFormat = 'casebook' | 'cicero' | 'judge' | 'webdiplomacy';

export interface GameJson {
  /** The game played (`standard` by default), as PhaseInput's `variant`. */
  variant?: string;
  /** The rule preset the game is ruled under (`rulebook-2000` by default). */
  ruleset?: string;
  /** Where the game comes from: the format it was read from, and the record's own id or name. */
  origin?: { format: GameFormat; id?: string; name?: string };
  phases: GamePhaseJson[];
}
