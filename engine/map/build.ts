// Turn map data (the JSON files in ./data) into a GameMap, validating it first.
// Every problem found is collected, so one run shows everything wrong with the data.
// All queries the adjudicator asks in its inner loops are answered from tables built here.

import { buildNameIndex, type NameIndex, type NamesData } from './names.js';
import { POWER_NAMES } from './powers.js';
import {
  POWERS,
  type CoastId,
  type GameMap,
  type PowerName,
  type LocId,
  type Power,
  type Province,
  type ProvinceId,
  type Terrain,
  type Unit,
  type UnitType,
} from './types.js';

/** The shape of data/provinces.json, data/adjacency.json, data/starting-position.json and data/names.json together. */
export interface MapData<P extends string = Power> {
  /** The map's powers; the standard seven when absent. */
  powers?: readonly P[];
  /** Their names (required with `powers`; the standard seven's when absent). */
  powerNames?: Readonly<Record<P, PowerName>>;
  /** Centres that win; a majority of the supply centres when absent (18 of 34 on the standard board). */
  victoryCenters?: number;
  provinces: readonly Province<P>[];
  adjacency: {
    /** Land province -> land provinces an army reaches in one move. */
    army: Readonly<Record<ProvinceId, readonly ProvinceId[]>>;
    /** Fleet location (sea, coastal province, or coast 'stp/nc') -> fleet locations reached in one move. */
    fleet: Readonly<Record<LocId, readonly LocId[]>>;
  };
  startingUnits: readonly Unit<P>[];
  names: NamesData;
  /** Navigable rivers and canals: their banks count as coastal even where no fleet edge reaches a sea directly. */
  waterways?: readonly Waterway[];
  /** Edges the rules explain by a passage (a strait, a delta): marks on the adjacency above, which adds no edge. */
  passages?: readonly Passage[];
}

/**
 * A passage the rules name (seed 004 §6's straits, §12's delta): the adjacency already joins its
 * pairs, and this says why, so that an explanation can name the principle a move across it rests
 * on. A delta lists its spaces, each of which touches the others.
 */
export interface Passage {
  id: string;
  kind: 'strait' | 'delta';
  /** Provinces joined across it, each pair an edge of the adjacency for armies or fleets. */
  pairs: readonly (readonly [ProvinceId, ProvinceId])[];
  /** A delta's spaces: every pair of them must touch (fleets), and every pair of land ones too (armies). */
  spaces?: readonly ProvinceId[];
  /** Where the seed states it ("004 §6"). */
  seed: string;
}

/** A river or canal fleets sail along (the Nile): not a space, only a reason why its banks have fleet edges. */
export interface Waterway {
  id: string;
  banks: readonly ProvinceId[];
}

/** Counts the data must have; the standard board's by default. */
export interface ExpectedCounts {
  provinces: number;
  supplyCenters: number;
  startingUnits: number;
  /** Checked when given. */
  homeCenters?: number;
}

export const STANDARD_COUNTS: ExpectedCounts = Object.freeze({ provinces: 75, supplyCenters: 34, startingUnits: 22 });

/** Thrown by buildMap when the data is wrong; `problems` lists every problem found, one sentence each. */
export class MapDataError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`Map data is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n  - ${problems.join('\n  - ')}`);
    this.name = 'MapDataError';
    this.problems = problems;
  }
}

const TERRAINS: readonly Terrain[] = ['inland', 'coastal', 'sea', 'archipelago'];
const COASTS: readonly CoastId[] = ['nc', 'sc', 'ec'];
const EMPTY: readonly never[] = Object.freeze([]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Shape checks, so that the semantic checks below can trust field types. */
function checkShape(data: MapData<string>, powers: readonly string[], problems: string[]): void {
  if (!isObject(data)) {
    problems.push('map data is not an object');
    return;
  }
  if (!Array.isArray(data.provinces)) problems.push('provinces: not a list');
  else {
    data.provinces.forEach((p: unknown, i) => {
      const at = `provinces[${i}]`;
      if (!isObject(p)) return void problems.push(`${at}: not an object`);
      const id = typeof p.id === 'string' ? p.id : undefined;
      const where = id ? `province '${id}'` : at;
      if (!id || !/^[a-z]{3}$/.test(id)) problems.push(`${at}: id ${JSON.stringify(p.id)} is not a lowercase 3-letter id`);
      if (!TERRAINS.includes(p.terrain as Terrain)) problems.push(`${where}: terrain ${JSON.stringify(p.terrain)} is not one of ${TERRAINS.join(', ')}`);
      if (!isObject(p.name) || typeof p.name.en !== 'string' || !p.name.en || typeof p.name.fr !== 'string' || !p.name.fr) {
        problems.push(`${where}: name must have non-empty en and fr`);
      }
      if (typeof p.supplyCenter !== 'boolean') problems.push(`${where}: supplyCenter must be true or false`);
      if (p.home !== undefined && !powers.includes(p.home as string)) problems.push(`${where}: home ${JSON.stringify(p.home)} is not a power`);
      if (!isStringArray(p.coasts) || !p.coasts.every((c) => COASTS.includes(c as CoastId))) {
        problems.push(`${where}: coasts must be a list of ${COASTS.join(', ')}`);
      }
    });
  }
  const adj = data.adjacency;
  if (!isObject(adj)) problems.push('adjacency: missing');
  else {
    for (const type of ['army', 'fleet'] as const) {
      const table: unknown = adj[type];
      if (!isObject(table)) problems.push(`adjacency.${type}: missing`);
      else for (const [from, to] of Object.entries(table)) if (!isStringArray(to)) problems.push(`adjacency.${type}['${from}']: not a list of ids`);
    }
  }
  if (!Array.isArray(data.startingUnits)) problems.push('startingUnits: not a list');
  else {
    data.startingUnits.forEach((u: unknown, i) => {
      if (!isObject(u) || typeof u.loc !== 'string' || (u.type !== 'A' && u.type !== 'F') || !powers.includes(u.power as string)) {
        problems.push(`startingUnits[${i}]: needs power (one of ${powers.join(', ')}), type A or F, and loc`);
      }
    });
  }
  if (!isObject(data.names) || !isObject(data.names.aliases)) problems.push('names: aliases missing');
}

/** Validate map data and build the GameMap. Throws MapDataError listing every problem. */
export function buildMap<P extends string = Power>(data: MapData<P>, expected: ExpectedCounts = STANDARD_COUNTS): GameMap<P> {
  const problems: string[] = [];
  const powers = (data.powers ?? POWERS) as readonly P[];
  if (!Array.isArray(powers) || !powers.length || new Set(powers).size !== powers.length) problems.push('powers: must be a list of distinct ids');
  checkShape(data, powers, problems);
  const powerNames = (data.powerNames ?? (data.powers ? undefined : POWER_NAMES)) as Readonly<Record<P, PowerName>> | undefined;
  for (const power of powers) {
    const n = powerNames?.[power as P];
    if (typeof n?.en !== 'string' || typeof n.fr !== 'string') problems.push(`powerNames: ${power} needs an English and a French name`);
  }
  const majority = Math.floor(data.provinces.filter((p) => p.supplyCenter).length / 2) + 1;
  const victoryCenters = data.victoryCenters ?? majority;
  if (!Number.isInteger(victoryCenters) || victoryCenters < 1 || victoryCenters > 2 * majority) problems.push(`victoryCenters: ${String(victoryCenters)} is not a number of centres on this board`);
  if (problems.length) throw new MapDataError(problems);

  // ---- provinces -------------------------------------------------------------------------
  const provinces = new Map<ProvinceId, Province<P>>();
  for (const p of data.provinces) {
    if (provinces.has(p.id)) problems.push(`province '${p.id}' is listed twice`);
    provinces.set(p.id, Object.freeze({ ...p, name: Object.freeze({ ...p.name }), coasts: Object.freeze([...p.coasts]) }));
    if (p.coasts.length && p.terrain !== 'coastal') problems.push(`province '${p.id}' has coasts but is ${p.terrain}`);
    if (p.coasts.length === 1) problems.push(`province '${p.id}' lists a single coast; separate coasts come at least in pairs`);
    if (new Set(p.coasts).size !== p.coasts.length) problems.push(`province '${p.id}' lists a coast twice`);
    if (p.supplyCenter && p.terrain === 'sea') problems.push(`supply centre '${p.id}' is at sea; supply centres are on land`);
    if (p.home && !p.supplyCenter) problems.push(`'${p.id}' is a home centre of ${p.home} but not a supply centre`);
  }

  const scCount = data.provinces.filter((p) => p.supplyCenter).length;
  if (provinces.size !== expected.provinces) problems.push(`expected ${expected.provinces} provinces, found ${provinces.size}`);
  if (scCount !== expected.supplyCenters) problems.push(`expected ${expected.supplyCenters} supply centres, found ${scCount}`);
  if (data.startingUnits.length !== expected.startingUnits) {
    problems.push(`expected ${expected.startingUnits} starting units, found ${data.startingUnits.length}`);
  }
  const homeCount = data.provinces.filter((p) => p.home !== undefined).length;
  if (expected.homeCenters !== undefined && homeCount !== expected.homeCenters) {
    problems.push(`expected ${expected.homeCenters} home centres, found ${homeCount}`);
  }
  for (const power of powers) {
    if (!data.provinces.some((p) => p.home === power)) problems.push(`${power} has no home centre`);
  }

  // ---- locations ---------------------------------------------------------------------------
  // Armies stand on land provinces and archipelagos. Fleets stand at sea, on archipelagos, on coastal
  // provinces with one coast, or on one coast of a two-coast province.
  const armyLocs = new Set<LocId>();
  const fleetLocs = new Set<LocId>();
  const locProvince = new Map<LocId, ProvinceId>();
  for (const p of provinces.values()) {
    locProvince.set(p.id, p.id);
    if (p.terrain !== 'sea') armyLocs.add(p.id);
    if (p.terrain === 'sea' || p.terrain === 'archipelago' || (p.terrain === 'coastal' && p.coasts.length === 0)) fleetLocs.add(p.id);
    for (const c of p.coasts) {
      fleetLocs.add(`${p.id}/${c}`);
      locProvince.set(`${p.id}/${c}`, p.id);
    }
  }

  /** Why `loc` cannot hold a unit of this type, or undefined if it can. */
  const badLoc = (type: UnitType, loc: LocId): string | undefined => {
    const slash = loc.indexOf('/');
    const pid = slash < 0 ? loc : loc.slice(0, slash);
    const p = provinces.get(pid);
    if (!p) return `'${loc}' is not a province`;
    if (slash >= 0 && !p.coasts.includes(loc.slice(slash + 1) as CoastId)) {
      return p.coasts.length
        ? `'${loc}' is not a coast of '${pid}' (its coasts: ${p.coasts.join(', ')})`
        : `'${loc}': '${pid}' has no separate coasts`;
    }
    if (type === 'A') {
      if (p.terrain === 'sea') return `'${loc}' is a sea province; armies stand on land only`;
      if (slash >= 0) return `'${loc}' is a coast; armies stand on the province '${pid}'`;
    } else {
      if (p.terrain === 'inland') return `'${loc}' is inland; fleets stand on coastal or sea locations only`;
      if (slash < 0 && p.coasts.length) return `'${loc}' has separate coasts; a fleet must stand on one of ${p.coasts.map((c) => `${pid}/${c}`).join(', ')}`;
    }
    return undefined;
  };

  // ---- adjacency ---------------------------------------------------------------------------
  const neighbourList: Record<UnitType, Map<LocId, readonly LocId[]>> = { A: new Map(), F: new Map() };
  const neighbourSet: Record<UnitType, Map<LocId, ReadonlySet<LocId>>> = { A: new Map(), F: new Map() };
  const reachProvince: Record<UnitType, Map<LocId, ReadonlySet<ProvinceId>>> = { A: new Map(), F: new Map() };
  const tables: Record<UnitType, Readonly<Record<LocId, readonly LocId[]>>> = { A: data.adjacency.army, F: data.adjacency.fleet };
  const kindWord = { A: 'army', F: 'fleet' } as const;

  for (const type of ['A', 'F'] as const) {
    const table = tables[type];
    const word = kindWord[type];
    const valid = type === 'A' ? armyLocs : fleetLocs;
    for (const [from, tos] of Object.entries(table)) {
      const bad = badLoc(type, from);
      if (bad) {
        problems.push(`${word} adjacency of '${from}': ${bad}`);
        continue;
      }
      const seen = new Set<LocId>();
      for (const to of tos) {
        const badTo = badLoc(type, to);
        if (badTo) problems.push(`${word} edge ${from}-${to}: ${badTo}`);
        else if (locProvince.get(to) === locProvince.get(from)) problems.push(`${word} edge ${from}-${to} stays inside one province`);
        else if (seen.has(to)) problems.push(`${word} edge ${from}-${to} is listed twice`);
        else if (!(table[to] ?? EMPTY).includes(from)) problems.push(`${word} edge ${from}-${to} is not symmetric: '${to}' does not list '${from}'`);
        seen.add(to);
      }
      const clean = [...seen].filter((to) => valid.has(to)).sort();
      neighbourList[type].set(from, Object.freeze(clean));
      neighbourSet[type].set(from, new Set(clean));
      reachProvince[type].set(from, new Set(clean.map((l) => locProvince.get(l)!)));
    }
    for (const loc of valid) if (!(loc in table)) problems.push(`${word} adjacency has no entry for '${loc}'`);
  }
  // An archipelago is reached by armies through convoys only.
  for (const p of provinces.values()) {
    if (p.terrain === 'archipelago' && (data.adjacency.army[p.id] ?? EMPTY).length) {
      problems.push(`archipelago '${p.id}' has army edges (${data.adjacency.army[p.id].join(', ')}); armies reach it by convoy only`);
    }
  }
  // A coastal province (or each of its coasts) must touch the sea, or lie on a navigable waterway.
  const onWaterway = new Set<ProvinceId>();
  for (const w of data.waterways ?? EMPTY) {
    for (const bank of w.banks) {
      const t = provinces.get(bank)?.terrain;
      if (t === 'coastal' || t === 'sea') onWaterway.add(bank);
      else problems.push(`waterway '${w.id}': bank '${bank}' is ${t ? `${t}, not coastal or sea` : 'not a province'}`);
    }
  }
  checkPassages(data, provinces, problems);
  for (const loc of fleetLocs) {
    const p = provinces.get(locProvince.get(loc)!)!;
    if (p.terrain !== 'coastal' || onWaterway.has(p.id)) continue;
    const touchesSea = (data.adjacency.fleet[loc] ?? EMPTY).some((n) => provinces.get(locProvince.get(n) ?? '')?.terrain === 'sea');
    if (!touchesSea) problems.push(`'${loc}' is coastal but no fleet edge links it to a sea province`);
  }

  // ---- starting units ----------------------------------------------------------------------
  const occupied = new Map<ProvinceId, Unit<P>>();
  for (const u of data.startingUnits) {
    const label = `starting unit ${u.power} ${u.type} ${u.loc}`;
    const bad = badLoc(u.type, u.loc);
    if (bad) {
      problems.push(`${label}: ${bad}`);
      continue;
    }
    const pid = locProvince.get(u.loc)!;
    const p = provinces.get(pid)!;
    if (p.home !== u.power) {
      problems.push(`${label}: '${pid}' is not a home centre of ${u.power}${p.home ? ` (it is ${p.home}'s)` : ''}`);
    }
    const other = occupied.get(pid);
    if (other) problems.push(`${label}: '${pid}' already holds ${other.power} ${other.type} ${other.loc}`);
    occupied.set(pid, u);
  }

  // ---- names -------------------------------------------------------------------------------
  let names: NameIndex | undefined;
  if (!problems.length) {
    const built = buildNameIndex(provinces, data.names);
    problems.push(...built.problems);
    names = built.index;
  }

  if (problems.length) throw new MapDataError(problems);
  return makeGameMap(provinces, powers, { powerNames: powerNames!, victoryCenters }, data.startingUnits, names!, { neighbourList, neighbourSet, reachProvince, locProvince, armyLocs, fleetLocs });
}

/** A passage marks edges the adjacency has: one that joins no edge, or repeats a pair, is a data error. */
function checkPassages(data: MapData<string>, provinces: ReadonlyMap<ProvinceId, Province<string>>, problems: string[]): void {
  // Either direction: a one-way edge is the symmetry check's to report.
  const edge = (type: 'army' | 'fleet', a: ProvinceId, b: ProvinceId) => (data.adjacency[type][a] ?? EMPTY).includes(b) || (data.adjacency[type][b] ?? EMPTY).includes(a);
  const ids = new Set<string>();
  const marked = new Set<string>();
  for (const passage of data.passages ?? EMPTY) {
    const at = `passage '${passage.id}'`;
    if (ids.has(passage.id)) problems.push(`${at} is listed twice`);
    ids.add(passage.id);
    if (passage.kind !== 'strait' && passage.kind !== 'delta') problems.push(`${at}: kind ${JSON.stringify(passage.kind)} is not strait or delta`);
    if (!Array.isArray(passage.pairs) || !passage.pairs.length) problems.push(`${at}: pairs must list at least one pair of provinces`);
    for (const pair of passage.pairs ?? EMPTY) {
      const [a, b] = pair;
      if (pair.length !== 2 || !provinces.has(a) || !provinces.has(b)) {
        problems.push(`${at}: ${JSON.stringify(pair)} is not a pair of provinces`);
        continue;
      }
      if (!edge('army', a, b) && !edge('fleet', a, b)) problems.push(`${at}: ${a}-${b} is no edge of the adjacency, for armies or fleets; a passage marks an edge, it adds none`);
      const key = [a, b].sort().join('-');
      if (marked.has(key)) problems.push(`${at}: ${a}-${b} is marked by another passage already`);
      marked.add(key);
      if (passage.spaces && !(passage.spaces.includes(a) && passage.spaces.includes(b))) problems.push(`${at}: ${a}-${b} joins provinces that are not among its spaces`);
    }
    if (passage.kind === 'delta') {
      const spaces = passage.spaces ?? EMPTY;
      if (spaces.length < 3) problems.push(`${at}: a delta lists its spaces, at least three`);
      for (const a of spaces) {
        if (!provinces.has(a)) problems.push(`${at}: space '${a}' is not a province`);
        for (const b of spaces) {
          if (a >= b || !provinces.has(a) || !provinces.has(b)) continue;
          if (!edge('fleet', a, b)) problems.push(`${at}: its spaces ${a} and ${b} do not touch for fleets`);
          const land = (p: ProvinceId) => provinces.get(p)!.terrain !== 'sea';
          if (land(a) && land(b) && !edge('army', a, b)) problems.push(`${at}: its land spaces ${a} and ${b} do not touch for armies`);
        }
      }
    } else if (passage.spaces) problems.push(`${at}: only a delta lists spaces`);
  }
}

interface Tables {
  neighbourList: Record<UnitType, Map<LocId, readonly LocId[]>>;
  neighbourSet: Record<UnitType, Map<LocId, ReadonlySet<LocId>>>;
  reachProvince: Record<UnitType, Map<LocId, ReadonlySet<ProvinceId>>>;
  locProvince: Map<LocId, ProvinceId>;
  armyLocs: Set<LocId>;
  fleetLocs: Set<LocId>;
}

/** Maps built here carry their name index, so helpers can reach it without widening GameMap. */
const nameIndexes = new WeakMap<GameMap<string>, NameIndex>();

/** The name index of a map built by buildMap (for abbreviations and the like). */
export function nameIndexOf(map: GameMap<string>): NameIndex | undefined {
  return nameIndexes.get(map);
}

function makeGameMap<P extends string>(
  provinces: Map<ProvinceId, Province<P>>,
  powers: readonly P[],
  game: { powerNames: Readonly<Record<P, PowerName>>; victoryCenters: number },
  units: readonly Unit<P>[],
  names: NameIndex,
  t: Tables,
): GameMap<P> {
  const provinceIds = Object.freeze([...provinces.keys()].sort());

  const locsOf: Record<UnitType, Map<ProvinceId, readonly LocId[]>> = { A: new Map(), F: new Map() };
  for (const p of provinces.values()) {
    locsOf.A.set(p.id, Object.freeze(t.armyLocs.has(p.id) ? [p.id] : []));
    const fleet = p.coasts.length ? p.coasts.map((c) => `${p.id}/${c}`) : t.fleetLocs.has(p.id) ? [p.id] : [];
    locsOf.F.set(p.id, Object.freeze(fleet));
  }

  // Provinces adjacent by any route, both unit types and all coasts merged.
  const adjacent = new Map<ProvinceId, readonly ProvinceId[]>();
  for (const id of provinceIds) {
    const set = new Set<ProvinceId>();
    for (const type of ['A', 'F'] as const) {
      for (const loc of [id, ...locsOf.F.get(id)!]) for (const p of t.reachProvince[type].get(loc) ?? EMPTY) set.add(p);
    }
    adjacent.set(id, Object.freeze([...set].sort()));
  }

  const startingUnits = Object.freeze(units.map((u) => Object.freeze({ power: u.power, type: u.type, loc: u.loc })));
  // The adjudicator's inner loops ask these for every order: one table per unit type, picked by a
  // comparison rather than by indexing a record with the type letter.
  const [armyNext, fleetNext] = [t.neighbourSet.A, t.neighbourSet.F];
  const [armyReach, fleetReach] = [t.reachProvince.A, t.reachProvince.F];
  const [armyList, fleetList] = [t.neighbourList.A, t.neighbourList.F];
  const [armyLocsOf, fleetLocsOf] = [locsOf.A, locsOf.F];

  const map: GameMap<P> = {
    provinces,
    provinceIds,
    powers: Object.freeze([...powers]),
    powerNames: Object.freeze(Object.fromEntries(powers.map((p) => [p, Object.freeze({ ...game.powerNames[p] })])) as Record<P, PowerName>),
    victoryCenters: game.victoryCenters,
    startingUnits,
    province: (id) => provinces.get(id),
    provinceOf: (loc) => {
      // Hot path: every province id has three letters, so a three-letter location is a province.
      if (loc.length === 3) return loc;
      const p = t.locProvince.get(loc);
      if (p !== undefined) return p;
      const slash = loc.indexOf('/');
      return slash < 0 ? loc : loc.slice(0, slash);
    },
    locsOf: (province, type) => (type === 'A' ? armyLocsOf : fleetLocsOf).get(province) ?? EMPTY,
    canMove: (type, from, to) => (type === 'A' ? armyNext : fleetNext).get(from)?.has(to) ?? false,
    neighbours: (type, from) => (type === 'A' ? armyList : fleetList).get(from) ?? EMPTY,
    canReachProvince: (type, from, province) => (type === 'A' ? armyReach : fleetReach).get(from)?.has(province) ?? false,
    adjacentProvinces: (province) => adjacent.get(province) ?? EMPTY,
    lookup: names.lookup,
  };
  Object.freeze(map);
  nameIndexes.set(map, names);
  return map;
}
