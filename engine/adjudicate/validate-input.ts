// Checks a phase input before adjudication: the published JSON Schema's rules (engine/protocol/
// schema.ts: types, required and unknown fields) plus the board's consistency (one unit per
// province, one owner per centre, armies off coasts, dislodged units where someone dislodged them).
// Every problem is a plain sentence naming the field. Input arrives as untrusted JSON, so nothing
// is assumed about its types. (Order text problems are not errors here: they become `illegal`.)
// Hand-written rather than a schema library call: it runs once per phase on the batch path.

import type { GameMap } from '../map/types.js';
import { provinceNumbers } from '../map/numbers.js';
import type { PhaseInput } from '../protocol/types.js';
import { VARIANT_OPTION_CHOICES, VARIANT_OPTION_KEYS } from '../protocol/variant-option-choices.js';
import { listedVariants } from './variant-rules.js';
import { clip, show } from '../util/show.js';
import { minusOnes } from '../util/arrays.js';
import { OPTION_GAMES } from '../protocol/variant-options.js';
import { GAME_MASTER_FIELDS, gameMaster, usesGameMaster } from './game-master/door.js';

const SEASONS = ['spring', 'fall', 'winter'];
const TYPES = ['movement', 'retreat', 'adjustment', 'bidding'];
/** The fast path knows only these; a phase with a variant's own fields (Intimate's home, credits, bids…) takes the full check. */
const PLAIN_FIELDS = new Set(['id', 'ruleset', 'variant', 'phase', 'units', 'dislodged', 'contested', 'supplyCenters', 'orders', 'control', 'closedProvinces', 'coin']);
/** Every field a phase may have: the plain ones, the variants' own (their catalogue entries), the readings, the game master's. */
const inputFields = (): ReadonlySet<string> => new Set([...PLAIN_FIELDS, ...listedVariants().flatMap((e) => e.ownFields ?? []), 'variantOptions', ...GAME_MASTER_FIELDS]);
const DORMANT_KINDS = ['left-out', 'neutral', 'anarchy'];
const UNIT_FIELDS = new Set(['power', 'type', 'loc']);
const DISLODGED_FIELDS = new Set(['power', 'type', 'loc', 'attackerFrom', 'retreats', 'viaConvoy']);
const ORDER_FIELDS = new Set(['power', 'text', 'version']);
/** Phases a season can have: no movement in winter, no adjustments in spring or fall. */
const SEASON_PHASES: Record<string, readonly string[]> = {
  spring: ['bidding', 'movement', 'retreat'],
  fall: ['movement', 'retreat'],
  winter: ['adjustment'],
};

type Problems = string[];
/** Years as the protocol's schema bounds them (a game in year 1e308 is a typo, not a game). */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
const isYear = (y: unknown): boolean => Number.isInteger(y) && (y as number) >= MIN_YEAR && (y as number) <= MAX_YEAR;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * What the quick check learnt of a phase it let by, for the adjudicator to reuse: `plain` when the
 * phase has only the plain fields (no variant's own, no game master's, no order but power and
 * text), and then each unit's location number (map/numbers.ts), so the board need not look them
 * up again. Neither is set when the phase took the full check.
 */
export class PhaseCheck {
  plain = false;
  /** The phase's own (made by the check that let it by): the board reads it as its location column, and nobody writes it. */
  locations: readonly number[] = [];
}

/** `check`, when given, receives what the quick check learnt (see PhaseCheck). */
export function validatePhaseInput(map: GameMap, raw: PhaseInput, check?: PhaseCheck): string[] {
  if (isPlainlyValid(map, raw, check)) {
    if (check) check.plain = true;
    return [];
  }
  if (check) check.locations = [];
  return findProblems(map, raw);
}

function findProblems(map: GameMap, raw: PhaseInput): string[] {
  const input: unknown = raw;
  if (!isObject(input)) return [`the phase must be a JSON object {phase, units, orders, ...}, not ${show(input)}`];
  const problems: Problems = [];
  const powers = placesOf(map).powers;
  unknownFields(input, inputFields(), '', problems);
  if (input.ruleset !== undefined && typeof input.ruleset !== 'string') problems.push(`"ruleset" must be a string, not ${show(input.ruleset)}`);
  if (input.variant !== undefined && typeof input.variant !== 'string') problems.push(`"variant" must be a string, not ${show(input.variant)}`);
  problems.push(...ownedElsewhere(input));
  checkPhase(input.phase, problems);
  const units = listField(input, 'units', true, problems);
  const orders = listField(input, 'orders', true, problems);
  const dislodged = listField(input, 'dislodged', false, problems);
  const contested = listField(input, 'contested', false, problems);
  if (problems.length) return problems;

  const occupant = new Map<string, number>(); // province -> index of the unit standing there
  units!.forEach((u, i) => {
    const p = checkUnit(map, u, `units[${i}]`, UNIT_FIELDS, problems);
    if (p === undefined) return;
    const other = occupant.get(p);
    if (other === undefined) occupant.set(p, i);
    else problems.push(`units[${i}]: ${p} already holds ${describe(units![other])}; two units cannot share a province`);
  });
  checkDislodged(map, input, dislodged ?? [], occupant, problems);
  (contested ?? []).forEach((c, i) => {
    if (typeof c !== 'string' || !map.province(c)) problems.push(`contested[${i}]: unknown province ${show(c)}`);
  });
  checkCentres(map, input.supplyCenters, problems);
  checkGameFields(map, input, problems);
  orders!.forEach((o, i) => {
    if (!isObject(o)) return void problems.push(`orders[${i}] must be an object {power, text}, not ${show(o)}`);
    unknownFields(o, ORDER_FIELDS, `orders[${i}].`, problems);
    if (!powers.has(o.power as string)) problems.push(`orders[${i}]: unknown power ${show(o.power)} (powers: ${map.powers.join(', ')})`);
    if (typeof o.text !== 'string') problems.push(`orders[${i}]: "text" must be a string, not ${show(o.text)}`);
  });
  // The game master's fields (001, chapter 3) and the end of the game: game-master/input.ts, behind its door.
  if (!problems.length && usesGameMaster(input)) gameMaster().checkGameMasterFields(map, input, problems);
  return problems;
}

/**
 * A variant's own fields and phase kinds (its catalogue entry) belong to it: on a phase of any other
 * game they would be silently ignored, so they are refused.
 */
function ownedElsewhere(input: Record<string, unknown>): string[] {
  const variant = input.variant === undefined ? 'the standard game' : `variant ${show(input.variant)}`;
  const others = listedVariants().filter((e) => e.id !== input.variant);
  const problems = others.flatMap((e) => (e.ownFields ?? []).filter((k) => input[k] !== undefined).map((k) => `"${k}" is only read in the ${e.id} variant, not in ${variant}`));
  const phase = input.phase;
  const kind = typeof phase === 'object' && phase !== null ? (phase as Record<string, unknown>).type : undefined;
  for (const e of others) if (e.ownPhaseKinds?.includes(kind as never)) problems.push(`phase.type: a ${String(kind)} phase belongs to the ${e.id} variant, not to ${variant}`);
  return problems;
}


function unknownFields(o: Record<string, unknown>, known: ReadonlySet<string>, prefix: string, problems: Problems): void {
  for (const k in o) if (!known.has(k)) problems.push(`unknown field "${prefix}${clip(k)}" (known: ${[...known].join(', ')})`);
}

/** A list field: missing (allowed when optional) or a JSON array; a string is not read as a list. */
function listField(input: Record<string, unknown>, name: string, required: boolean, problems: Problems): unknown[] | undefined {
  const v = input[name];
  if (v === undefined) {
    if (required) problems.push(`"${name}" is missing: it must be a list`);
    return undefined;
  }
  if (!Array.isArray(v)) {
    problems.push(`"${name}" must be a list, not ${show(v)}`);
    return undefined;
  }
  return v;
}

function checkPhase(phase: unknown, problems: Problems): void {
  const shape = `"phase" must be {season: spring|fall|winter, year: ${MIN_YEAR}..${MAX_YEAR}, type: movement|retreat|adjustment|bidding}`;
  if (!isObject(phase) || !SEASONS.includes(phase.season as string) || !TYPES.includes(phase.type as string) || !isYear(phase.year)) {
    problems.push(shape);
    return;
  }
  unknownFields(phase, new Set(['season', 'year', 'type']), 'phase.', problems);
  if (!SEASON_PHASES[phase.season as string].includes(phase.type as string)) {
    problems.push(`"phase": there is no ${String(phase.type)} phase in ${String(phase.season)} (spring and fall have movement and retreats, winter has adjustments; Intimate Diplomacy's bidding is in spring)`);
  }
}

/** Checks one unit; returns its province when the location is known. Messages are built only on failure. */
function checkUnit(map: GameMap, u: unknown, where: string, fields: ReadonlySet<string>, problems: Problems): string | undefined {
  if (!isObject(u)) {
    problems.push(`${where} must be an object {power, type, loc}, not ${show(u)}`);
    return undefined;
  }
  unknownFields(u, fields, `${where}.`, problems);
  if (!placesOf(map).powers.has(u.power as string)) problems.push(`${where}: unknown power ${show(u.power)} (powers: ${map.powers.join(', ')})`);
  if (u.type !== 'A' && u.type !== 'F') problems.push(`${where}: unit type must be "A" or "F", not ${show(u.type)}`);
  if (typeof u.loc !== 'string') {
    problems.push(`${where}: "loc" must be a location id such as "par" or "stp/sc", not ${show(u.loc)}`);
    return undefined;
  }
  const p = map.provinceOf(u.loc);
  const province = map.province(p);
  if (!province) {
    const guess = map.lookup(u.loc);
    problems.push(`${where}: unknown location "${u.loc}"${guess.ok ? ` (did you mean "${guess.loc}"?)` : ''}`);
    return undefined;
  }
  const onCoast = p !== u.loc;
  if (onCoast && !map.locsOf(p, 'F').includes(u.loc)) problems.push(`${where}: "${u.loc}" is not a coast of ${p}`);
  if (u.type === 'A' && onCoast) problems.push(`${where}: an army stands in a province, not on a coast: write "${p}", not "${u.loc}"`);
  if (u.type === 'A' && province.terrain === 'sea') problems.push(`${where}: an army cannot stand at sea (${u.loc})`);
  if (u.type === 'F' && province.terrain === 'inland') problems.push(`${where}: a fleet cannot stand inland (${u.loc})`);
  if (u.type === 'F' && province.coasts.length > 0 && !onCoast) {
    problems.push(`${where}: a fleet in ${p} must say which coast (${province.coasts.map((c) => `${p}/${c}`).join(' or ')})`);
  }
  return p;
}

/** Dislodged units: retreat phases only, one per province, each where its attacker now stands. */
function checkDislodged(map: GameMap, input: Record<string, unknown>, dislodged: unknown[], occupant: ReadonlyMap<string, number>, problems: Problems): void {
  const type = isObject(input.phase) ? input.phase.type : undefined;
  if (dislodged.length && type !== 'retreat') {
    problems.push(`"dislodged" lists units, but only a retreat phase has dislodged units (this is a ${String(type)} phase)`);
  }
  const seen = new Map<string, number>();
  dislodged.forEach((d, i) => {
    const where = `dislodged[${i}]`;
    const p = checkUnit(map, d, where, DISLODGED_FIELDS, problems);
    if (!isObject(d)) return;
    if (typeof d.attackerFrom !== 'string' || !map.province(d.attackerFrom.split('/')[0])) problems.push(`${where}: unknown "attackerFrom" ${show(d.attackerFrom)}`);
    if (d.viaConvoy !== undefined && typeof d.viaConvoy !== 'boolean') problems.push(`${where}: "viaConvoy" must be true or false`);
    if (d.retreats !== undefined && (!Array.isArray(d.retreats) || d.retreats.some((r) => typeof r !== 'string'))) {
      problems.push(`${where}: "retreats" must be a list of location ids`);
    }
    if (p === undefined) return;
    const twin = seen.get(p);
    if (twin !== undefined) problems.push(`${where}: dislodged[${twin}] is already dislodged from ${p}; one province held one unit`);
    else seen.set(p, i);
    if (!occupant.has(p)) problems.push(`${where}: nobody stands in ${p}, yet a dislodged unit's province is held by the unit that dislodged it`);
  });
}

/** Supply centres: known powers, real centres, one owner each. */
function checkCentres(map: GameMap, centres: unknown, problems: Problems): void {
  if (centres === undefined) return;
  if (!isObject(centres)) return void problems.push(`"supplyCenters" must be an object {power: [centre, ...]}, not ${show(centres)}`);
  const ownerOf = new Map<string, string>();
  for (const [power, list] of Object.entries(centres)) {
    if (!placesOf(map).powers.has(power)) problems.push(`supplyCenters: unknown power "${power}" (powers: ${map.powers.join(', ')})`);
    if (!Array.isArray(list)) {
      problems.push(`supplyCenters.${power} must be a list of centres, not ${show(list)}`);
      continue;
    }
    for (const p of list) {
      if (typeof p !== 'string' || !map.province(p)?.supplyCenter) {
        problems.push(`supplyCenters.${power}: ${show(p)} is not a supply centre`);
        continue;
      }
      const first = ownerOf.get(p);
      if (first === undefined) ownerOf.set(p, power);
      else problems.push(`supplyCenters.${power}: ${p} is already owned by ${first}; a centre has one owner`);
    }
  }
}

/** control, closedProvinces, coin: their shapes (whether they fit the variant is checked by the variant layer). */
function checkGameFields(map: GameMap, input: Record<string, unknown>, problems: Problems): void {
  const { control, closedProvinces, coin } = input;
  if (control !== undefined) {
    if (!isObject(control)) problems.push(`"control" must be an object {power: {player: id} or {dormant: left-out|neutral|anarchy}}, not ${show(control)}`);
    else {
      for (const [power, c] of Object.entries(control)) {
        if (!placesOf(map).powers.has(power)) problems.push(`control: unknown power "${power}" (powers: ${map.powers.join(', ')})`);
        const player = isObject(c) && Object.keys(c).length === 1 && typeof c.player === 'string' && c.player !== '';
        const dormant = isObject(c) && Object.keys(c).length === 1 && DORMANT_KINDS.includes(c.dormant as string);
        if (!player && !dormant) problems.push(`control.${power} must be {player: "<id>"} or {dormant: "left-out"|"neutral"|"anarchy"}, not ${JSON.stringify(c) ?? show(c)}`);
      }
    }
  }
  if (closedProvinces !== undefined) {
    if (!Array.isArray(closedProvinces)) problems.push(`"closedProvinces" must be a list of province ids, not ${show(closedProvinces)}`);
    else closedProvinces.forEach((p, i) => {
      if (typeof p !== 'string' || !map.province(p)) problems.push(`closedProvinces[${i}]: unknown province ${show(p)}`);
    });
  }
  if (coin !== undefined && !(isObject(coin) && Object.keys(coin).length === 1 && typeof coin.winner === 'string' && coin.winner !== '')) {
    problems.push(`"coin" must be {winner: "<player id>"}, not ${JSON.stringify(coin) ?? show(coin)}`);
  }
  checkVariantOptions(input, problems);
}

/** variantOptions: known keys and values, each given only to a game that reads it (elsewhere it would be silently ignored). */
function checkVariantOptions(input: Record<string, unknown>, problems: Problems): void {
  const options = input.variantOptions;
  if (options === undefined) return;
  const readers = new Set(Object.values(OPTION_GAMES).flat());
  const game = typeof input.variant === 'string' && readers.has(input.variant) ? input.variant : undefined;
  if (!game) return void problems.push(`"variantOptions" is read only by ${[...readers].join(', ')}, not by ${input.variant === undefined ? 'the standard game' : `variant ${show(input.variant)}`}`);
  if (!isObject(options)) return void problems.push(`"variantOptions" must be an object {key: value}, not ${show(options)}`);
  for (const [key, value] of Object.entries(options)) {
    const choices = (VARIANT_OPTION_CHOICES as Record<string, readonly string[]>)[key];
    if (!Object.hasOwn(VARIANT_OPTION_CHOICES, key) || !choices) problems.push(`variantOptions: unknown key "${key}" (known: ${VARIANT_OPTION_KEYS.join(', ')})`);
    else if (!choices.includes(value as string)) problems.push(`variantOptions.${key}: unknown value ${show(value)} (${key} is ${choices.join(' or ')})`);
    else if (!OPTION_GAMES[key as keyof typeof OPTION_GAMES].includes(game)) problems.push(`variantOptions.${key} is a reading of ${OPTION_GAMES[key as keyof typeof OPTION_GAMES].join(', ')}, not of ${game}: it would be ignored`);
  }
}

function describe(u: unknown): string {
  return isObject(u) ? `${String(u.type)} ${String(u.loc)}` : 'a unit';
}

// ---------------------------------------------------------------------------------------------
// The fast path. Nearly every phase is valid, and checking one takes a few table reads per unit;
// only a phase that fails (or uses a field this path does not check: dislodged units, contested
// provinces) goes through findProblems, which words the problems. It must never accept what
// findProblems rejects: each test below is one of findProblems' rules, stated for valid input.

/**
 * Where each unit type may stand on a map: exactly the locations checkUnit accepts, with their
 * location number (map/numbers.ts; locProvince gives the province's), so that "one unit per
 * province" is a typed array read rather than a set of strings.
 */
interface Places {
  A: ReadonlyMap<string, number>;
  F: ReadonlyMap<string, number>;
  locProvince: Int32Array;
  /** Each supply centre's province number. */
  centres: ReadonlyMap<string, number>;
  powers: ReadonlySet<string>;
  /** The quick check's power test (isPowerOf): each power in its slot, or undefined when two share one. */
  powerSlots: readonly (string | undefined)[] | undefined;
  /**
   * Province k is taken in the phase being checked when taken[k] === check (no array per phase).
   * A stale mark after the counter wraps only sends a phase to the full check, never lets one by.
   */
  taken: Int32Array;
  check: number;
}
const placesByMap = new WeakMap<GameMap, Places>();

function placesOf(map: GameMap): Places {
  let places = placesByMap.get(map);
  if (places) return places;
  const A = new Map<string, number>();
  const F = new Map<string, number>();
  const centres = new Map<string, number>();
  const nums = provinceNumbers(map);
  map.provinceIds.forEach((p) => {
    const province = map.province(p)!;
    if (province.supplyCenter) centres.set(p, nums.of.get(p)!);
    if (province.terrain !== 'sea') A.set(p, nums.locOf.get(p)!);
    if (province.terrain !== 'inland' && province.coasts.length === 0) F.set(p, nums.locOf.get(p)!);
    if (province.terrain !== 'inland') for (const loc of map.locsOf(p, 'F')) if (loc !== p && map.provinceOf(loc) === p) F.set(loc, nums.locOf.get(loc)!);
  });
  places = { A, F, locProvince: nums.locProvince, centres, taken: new Int32Array(map.provinceIds.length), check: 0, powers: new Set(map.powers), powerSlots: powerSlotsOf(map.powers) };
  placesByMap.set(map, places);
  return places;
}

/** The quick check's power test looks in one of 64 slots: the id's length × 6 plus its first letter's code (NaN for '' gives 0). */
const POWER_SLOTS = 64;
const powerSlot = (id: string): number => (id.length * 6 + id.charCodeAt(0)) & (POWER_SLOTS - 1);

/** Each of the map's powers in its slot; undefined when two land in one (isPowerOf then asks the Set). */
function powerSlotsOf(powers: readonly string[]): readonly (string | undefined)[] | undefined {
  const slots = new Array<string | undefined>(POWER_SLOTS).fill(undefined);
  for (const p of powers) {
    const k = powerSlot(p);
    if (slots[k] !== undefined) return undefined;
    slots[k] = p;
  }
  return slots;
}

/**
 * Whether `p` names one of the map's powers: the one id in its slot compared with it, which for
 * ids read from JSON (interned) is mostly one pointer comparison. The Set's lookup cost about 75
 * instructions and a string comparison for each unit and order: this test takes 0.9k
 * instructions off a warm phase (callgrind, 300 phases, passes 10 to 40).
 */
function isPowerOf(places: Places, p: unknown): boolean {
  const slots = places.powerSlots;
  if (slots === undefined) return places.powers.has(p as string);
  return typeof p === 'string' && slots[powerSlot(p)] === p;
}

function onlyKeys3(o: object, a: string, b: string, c: string): boolean {
  for (const k in o) if (k !== a && k !== b && k !== c) return false;
  return true;
}

/**
 * The fields of the fewer-player games (#15): checked on the slow path only, like dislodged units.
 * Read by name, not in a loop over their names: a loop's `input[k]` is a keyed, megamorphic load.
 */
function hasGameFields(input: Record<string, unknown>): boolean {
  return input.control !== undefined || input.closedProvinces !== undefined || input.coin !== undefined;
}

function isPlainlyValid(map: GameMap, raw: PhaseInput, check: PhaseCheck | undefined): boolean {
  const input: unknown = raw;
  if (!isObject(input)) return false;
  for (const k in input) if (!PLAIN_FIELDS.has(k)) return false;
  if (input.ruleset !== undefined && typeof input.ruleset !== 'string') return false;
  if (input.variant !== undefined && typeof input.variant !== 'string') return false;
  if (hasGameFields(input)) return false;
  const phase = input.phase;
  if (!isObject(phase) || !onlyKeys3(phase, 'season', 'year', 'type') || !isYear(phase.year)) return false;
  const season = phase.season;
  const type = phase.type;
  if (season === 'winter' ? type !== 'adjustment' : (season !== 'spring' && season !== 'fall') || (type !== 'movement' && type !== 'retreat')) return false;
  const { units, orders, dislodged, contested } = input;
  if (!Array.isArray(units) || !Array.isArray(orders)) return false;
  if (dislodged !== undefined && !(Array.isArray(dislodged) && dislodged.length === 0)) return false;
  if (contested !== undefined && !(Array.isArray(contested) && contested.length === 0)) return false;
  const places = placesOf(map);
  const { taken, locProvince } = places;
  const mark = (places.check = (places.check + 1) | 0 || 1);
  // Sized once (pushing 28 units grew the list twice: GrowFastSmiOrObjectElements in the profile)
  // and packed, not `new Array(n)`: the board takes it as its location column (indexUnitsByProvince),
  // whose every read would otherwise check for holes. Made even when nobody asked for it (a caller
  // without `check`, rare): a column that may be undefined cost a truth test per unit.
  const locations = minusOnes.copy(units.length);
  if (check) check.locations = locations;
  for (let i = 0; i < units.length; i++) {
    const u: unknown = units[i];
    if (!isObject(u) || !onlyKeys3(u, 'power', 'type', 'loc') || !isPowerOf(places, u.power)) return false;
    const at = u.type === 'A' ? places.A : u.type === 'F' ? places.F : undefined;
    const l = at?.get(u.loc as string);
    if (l === undefined) return false;
    const p = locProvince[l];
    if (taken[p] === mark) return false;
    taken[p] = mark;
    locations[i] = l;
  }
  if (input.supplyCenters !== undefined && !centresPlainlyValid(places, input.supplyCenters)) return false;
  for (let i = 0; i < orders.length; i++) {
    const o: unknown = orders[i];
    if (!isObject(o) || typeof o.text !== 'string' || !isPowerOf(places, o.power)) return false;
    for (const k in o) if (k !== 'power' && k !== 'text') return false;
  }
  return true;
}

function centresPlainlyValid(places: Places, centres: unknown): boolean {
  if (!isObject(centres)) return false;
  // A centre listed twice is found as the units' provinces are, by a mark in `taken` (a mark of its
  // own: the units' one is spent), not by a Set filled per phase.
  const mark = (places.check = (places.check + 1) | 0 || 1);
  const { taken } = places;
  for (const power in centres) {
    const list = centres[power];
    if (!places.powers.has(power) || !Array.isArray(list)) return false;
    for (let i = 0; i < list.length; i++) {
      const k = places.centres.get(list[i]);
      if (k === undefined || taken[k] === mark) return false;
      taken[k] = mark;
    }
  }
  return true;
}
