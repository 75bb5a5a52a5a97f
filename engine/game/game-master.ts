// The game master's side of a whole game (001 §3.7 and §3.8), which no single phase can tell:
// - where a record's published result differs from the ruling and no preset or rule option explains
//   it, the kind of game-master error the book names (transcription, position, ruling) and the
//   remedies it gives;
// - three game years with no supply centre changing hands: the game master may then declare the game
//   drawn among every power still in it, even against some players' wishes.
// The classes, remedies and their words are engine/adjudicate/game-master/errors.ts's; this file only
// decides which applies.

import type { GameMap, PowerId } from '../map/types.js';
import { parseOrder } from '../orders/index.js';
import type { GameResultJson, OrderResultKind, PhaseId, UnitJson } from '../protocol/types.js';
import { REMEDIES, type GmErrorClass, type GmRemedy } from '../adjudicate/game-master/errors.js';
import type { Difference } from './differences.js';
import type { GameReplay, PhaseRuling } from './replay.js';

/**
 * What in the record shows the error, in 001 §3.7's terms:
 * - transcription: `resultOnly` (a result reported wrong, no other unit affected), `unitType` (A for
 *   F), `unitForgotten` (a unit that exists left out);
 * - position: `unitMisplaced` (a unit in the wrong province), `unitInvented` (a unit that does not exist);
 * - ruling: `impossibleMove` (an order the rules refuse carried out), `conflict` (a result wrong with
 *   an effect on other units), `dislodgement` (a unit dislodged, or its retreats, otherwise),
 *   `adjustment` (a build refused or given, a removal forced), `centre` (a centre's owner), `sequence`
 *   (another phase played next).
 */
export type GmErrorCause =
  | 'resultOnly'
  | 'unitType'
  | 'unitForgotten'
  | 'unitMisplaced'
  | 'unitInvented'
  | 'impossibleMove'
  | 'conflict'
  | 'dislodgement'
  | 'adjustment'
  | 'centre'
  | 'sequence';

const CLASS_OF: Readonly<Record<GmErrorCause, GmErrorClass>> = {
  resultOnly: 'transcription',
  unitType: 'transcription',
  unitForgotten: 'transcription',
  unitMisplaced: 'position',
  unitInvented: 'position',
  impossibleMove: 'ruling',
  conflict: 'ruling',
  dislodgement: 'ruling',
  adjustment: 'ruling',
  centre: 'ruling',
  sequence: 'ruling',
};

const SEVERITY: readonly GmErrorClass[] = ['transcription', 'position', 'ruling'];

export interface GmErrorFinding {
  cause: GmErrorCause;
  /** The order it is about, as written ("A Bud - Gal"). */
  order?: string;
  /** The unit it is about ("F lon"). */
  unit?: string;
  /** The centre it is about. */
  province?: string;
}

export interface GameMasterError {
  /** The most serious class among the findings: it decides the remedies. */
  kind: GmErrorClass;
  findings: GmErrorFinding[];
  remedies: readonly GmRemedy[];
}

const unitKey = (u: UnitJson) => `${u.type} ${u.loc}`;
const REFUSED: ReadonlySet<OrderResultKind> = new Set(['illegal', 'invalid']);

/** The game-master error a phase's differences show, read in 001 §3.7's classes. */
export function gameMasterErrorOf(map: GameMap, ruling: PhaseRuling): GameMasterError | undefined {
  const ds = ruling.differences;
  if (!ds.length) return undefined;
  const findings = ruling.phase.type === 'adjustment' ? adjustmentFindings(ds) : phaseFindings(map, ruling, ds);
  const kind = findings.reduce<GmErrorClass>((worst, f) => (SEVERITY.indexOf(CLASS_OF[f.cause]) > SEVERITY.indexOf(worst) ? CLASS_OF[f.cause] : worst), 'transcription');
  return { kind, findings, remedies: REMEDIES[kind] };
}

/** In Winter, a unit or a centre otherwise than the rules is a build or a removal wrongly made or refused. */
function adjustmentFindings(ds: readonly Difference[]): GmErrorFinding[] {
  return ds.map((d) => {
    if (d.kind === 'order') return { cause: d.recorded.succeeded && REFUSED.has(d.ruled) ? 'impossibleMove' : 'adjustment', order: d.text };
    if (d.kind === 'unit') return { cause: 'adjustment', unit: unitKey(d.unit) };
    if (d.kind === 'centre') return { cause: 'centre', province: d.province };
    if (d.kind === 'next') return { cause: 'sequence' };
    return { cause: 'dislodgement', unit: unitKey(d.unit) };
  });
}

function phaseFindings(map: GameMap, ruling: PhaseRuling, ds: readonly Difference[]): GmErrorFinding[] {
  const findings: GmErrorFinding[] = [];
  const orders = ds.filter((d): d is Extract<Difference, { kind: 'order' }> => d.kind === 'order');
  const units = ds.filter((d): d is Extract<Difference, { kind: 'unit' }> => d.kind === 'unit');
  // The provinces each differing order is about: its unit's and its destination's.
  const explained = new Set<string>();
  for (const o of orders) {
    const provinces = orderProvinces(map, ruling, o.index);
    const own = units.filter((u) => provinces.has(map.provinceOf(u.unit.loc)) && u.unit.power === o.power);
    for (const u of own) explained.add(`${u.where} ${unitKey(u.unit)}`);
    const others = ds.filter((d) => d !== o && !(d.kind === 'unit' && own.includes(d)) && d.kind !== 'centre');
    const cause: GmErrorCause = o.recorded.succeeded && REFUSED.has(o.ruled) ? 'impossibleMove' : orders.length === 1 && others.length === 0 ? 'resultOnly' : 'conflict';
    findings.push({ cause, order: o.text });
  }
  findings.push(...unitFindings(map, units.filter((u) => !explained.has(`${u.where} ${unitKey(u.unit)}`))));
  for (const d of ds) {
    if (d.kind === 'dislodged' || d.kind === 'retreats') findings.push({ cause: 'dislodgement', unit: unitKey(d.unit) });
    if (d.kind === 'next') findings.push({ cause: 'sequence' });
  }
  // A centre's owner otherwise, with the units alike: the capture itself was ruled wrongly.
  if (!findings.length) for (const d of ds) if (d.kind === 'centre') findings.push({ cause: 'centre', province: d.province });
  return findings;
}

/** Units on one side only, paired: same province (the kind of unit), same unit elsewhere (its place), or alone. */
function unitFindings(map: GameMap, units: readonly Extract<Difference, { kind: 'unit' }>[]): GmErrorFinding[] {
  const recorded = units.filter((u) => u.where === 'record').map((u) => u.unit);
  const ruled = units.filter((u) => u.where === 'ruling').map((u) => u.unit);
  const findings: GmErrorFinding[] = [];
  for (const r of recorded) {
    const sameProvince = ruled.findIndex((u) => u.power === r.power && map.provinceOf(u.loc) === map.provinceOf(r.loc));
    const elsewhere = sameProvince < 0 ? ruled.findIndex((u) => u.power === r.power && u.type === r.type) : -1;
    const pair = sameProvince >= 0 ? sameProvince : elsewhere;
    // In its province as another kind of unit: A for F; on another coast, or elsewhere: its place.
    const cause: GmErrorCause = pair < 0 ? 'unitInvented' : sameProvince >= 0 && ruled[pair].type !== r.type ? 'unitType' : 'unitMisplaced';
    if (pair >= 0) ruled.splice(pair, 1);
    findings.push({ cause, unit: unitKey(r) });
  }
  for (const u of ruled) findings.push({ cause: 'unitForgotten', unit: unitKey(u) });
  return findings;
}

function orderProvinces(map: GameMap, ruling: PhaseRuling, index: number): Set<string> {
  const o = ruling.input.orders[index];
  const type = ruling.input.phase.type === 'bidding' ? undefined : ruling.input.phase.type;
  const parsed = o ? parseOrder(o.text, { phase: type, map }) : undefined;
  if (!parsed?.ok || parsed.value.order.kind === 'waive') return new Set();
  const order = parsed.value.order;
  const out = new Set([map.provinceOf(order.unit.loc)]);
  if ('to' in order && order.to !== undefined) out.add(map.provinceOf(order.to));
  return out;
}

/** No centre has changed hands for this many game years: the game master may declare a draw (001 §3.8). */
export const STALEMATE_YEARS = 3;

export interface StalemateDraw {
  /** The last phase of the third year without a change: the draw may be declared from there on. */
  after: PhaseId;
  /** The first of the years without a change. */
  since: number;
  /** The draw the game master may declare: every power still in the game. */
  result: Extract<GameResultJson, { result: 'draw' }>;
}

/**
 * The first point of a replayed game where no centre has changed hands for STALEMATE_YEARS game years
 * (each year's owners read from its last ruled phase, the year before the first from the first
 * phase's board). Undefined when the game never gets there, or a phase could not be ruled.
 */
export function stalemateDrawOf(replay: GameReplay): StalemateDraw | undefined {
  const rulings = replay.rulings;
  if (!rulings.length || rulings.some((r) => !r.detail)) return undefined;
  let owners = ownersKey(rulings[0].input.supplyCenters);
  let still = 0;
  for (let i = 0; i < rulings.length; i++) {
    const r = rulings[i];
    const lastOfYear = i === rulings.length - 1 || rulings[i + 1].phase.year !== r.phase.year;
    // A year counts once its Fall is ruled: a record that stops in Spring has not finished the year.
    if (!lastOfYear || r.phase.season === 'spring') continue;
    const after = ownersKey(r.detail!.output.supplyCenters ?? r.input.supplyCenters);
    still = after === owners ? still + 1 : 0;
    owners = after;
    if (still === STALEMATE_YEARS) {
      const powers = [...new Set(r.detail!.output.units.map((u) => u.power))].sort() as PowerId[];
      return { after: r.phase, since: r.phase.year - STALEMATE_YEARS + 1, result: { result: 'draw', powers, by: 'stalemate' } };
    }
  }
  return undefined;
}

/** Each centre's owner, as one comparable string. */
function ownersKey(centres: Readonly<Record<string, readonly string[] | undefined>> | undefined): string {
  const pairs = Object.entries(centres ?? {}).flatMap(([power, list]) => (list ?? []).map((c) => `${c}:${power}`));
  return pairs.sort().join(' ');
}
