// The input check of the game master's fields (engine/protocol/postal.ts) and of an order's sheet
// `version`, called by ../validate-input.ts on its slow path (a phase with any of these fields never
// takes the fast path) and by the order-file reader (engine/formats/order-file.ts). A problem of the
// JSON's shape (not an object, an unknown field, a value the order file cannot write) is a plain
// English sentence naming the field, as in ../validate-input.ts; a refusal a game master can meet
// in a file he wrote (a build outside the home centres, a retreat the unit could never make, a vote
// by a power out of the game) is a fact of the chapter's catalogue (language/messages/game-master.ts,
// gm-refuse-*), so that the order reader says it in the file's language. Its English is the sentence
// the protocol has always written: the powers are named by their ids there (`power`), by name in
// French (`powerName`), as the order reader's powersArgs do.
// What cannot be right whatever the movement does is refused here: a conditional retreat to a
// province the unit could never reach, a build outside the power's home centres, more builds
// than it has home centres, a list for a unit that is not there, a vote by a power out of the game.

import type { GameMap, LocId, PowerId, ProvinceId } from '../../map/types.js';
import { render } from '../../language/render.js';
import { fact, listArg, placeArg, powerArg, unitArg, type Arg, type Fact } from '../../util/facts.js';
import { GAME_MASTER_FIELDS } from './fields.js';

export { GAME_MASTER_FIELDS };

/** A refusal of a game master's field: the field's path ("conditional.builds[3]") and what it says. */
export interface GameMasterRefusal {
  path: string;
  fact: Fact;
}

type Problems = (string | GameMasterRefusal)[];

const refusal = (path: string, id: string, args: Record<string, Arg>): GameMasterRefusal => ({ path, fact: fact(`gm-refuse-${id}`, args) });
/** A power as the English sentence names it (its id) and as the French one does (its name). */
const powerArgs = (power: string, key = 'power'): Record<string, Arg> => ({ [key]: power, [`${key}Name`]: powerArg(power) });
/** Several powers: their ids for English, their names for French; "none" when there are none. */
const powersListArgs = (powers: readonly string[], key: string): Record<string, Arg> => ({
  [`${key}Ids`]: powers.join(', ') || 'none',
  [key]: powers.length ? listArg(powers.map((p) => powerArg(p)), ',') : { text: { en: 'none', fr: 'aucune' } },
});
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const show = (x: unknown): string => (typeof x === 'string' ? `"${x}"` : Array.isArray(x) ? 'a list' : x === null ? 'null' : typeof x === 'object' ? 'an object' : String(x));
/** What was written, as `show` says it in English and in French (« … » around a text). */
const shownArg = (x: unknown): Arg => ({
  text: { en: show(x), fr: typeof x === 'string' ? `« ${x} »` : Array.isArray(x) ? 'une liste' : x === null ? 'null' : typeof x === 'object' ? 'un objet' : String(x) },
});

interface Placed {
  power: PowerId;
  type: 'A' | 'F';
  loc: LocId;
}

/** The units of the phase an entry may name: the board's, and in a retreat phase the dislodged ones too. */
function unitsOf(input: Record<string, unknown>): { board: Placed[]; dislodged: Placed[] } {
  const list = (x: unknown): Placed[] => (Array.isArray(x) ? x.filter((u): u is Placed => isObject(u) && typeof u.loc === 'string' && typeof u.power === 'string') : []);
  return { board: list(input.units), dislodged: list(input.dislodged) };
}

/**
 * Checks `conditional`, `nmr`, `endOfGame` and the orders' `version`, each problem an English
 * sentence that starts with its field's path. Called after the board's own checks passed, so
 * units, orders and the phase have their shapes.
 */
export function checkGameMasterFields(map: GameMap, input: Record<string, unknown>, problems: string[]): void {
  for (const p of gameMasterRefusals(map, input)) problems.push(typeof p === 'string' ? p : refusalText(p, 'en'));
}

/** A refusal as the protocol writes it: its path, then its sentence. */
export function refusalText(r: GameMasterRefusal, lang: 'en' | 'fr'): string {
  return `${r.path}${lang === 'fr' ? ' : ' : ': '}${render(r.fact, lang)}`;
}

/** The same checks as checkGameMasterFields: a shape problem as its English sentence, a refusal as a fact with its path. */
export function gameMasterRefusals(map: GameMap, input: Record<string, unknown>): Problems {
  const problems: Problems = [];
  checkFields(map, input, problems);
  return problems;
}

function checkFields(map: GameMap, input: Record<string, unknown>, problems: Problems): void {
  const phase = isObject(input.phase) ? input.phase : {};
  const type = phase.type as string;
  const season = phase.season as string;
  const intimate = input.variant === 'intimate';
  const present = GAME_MASTER_FIELDS.filter((k) => input[k] !== undefined);
  const orders = Array.isArray(input.orders) ? input.orders.filter(isObject) : [];
  if (intimate && (present.length || orders.some((o) => o.version !== undefined))) {
    problems.push(`${present.length ? present.map((k) => `"${k}"`).join(', ') : '"version"'}: the intimate variant has its own end of game and order sheets; these fields are read in the other games`);
    return;
  }
  const { board, dislodged } = unitsOf(input);
  const nmr = checkNmr(map, input.nmr, problems);
  checkVersions(orders, problems);
  orders.forEach((o, i) => {
    if (nmr.has(o.power as string)) problems.push(refusal(`orders[${i}]`, 'nmr-ordered', powerArgs(o.power as string)));
  });
  if (input.conditional !== undefined) checkConditional(map, input.conditional, { type, season, board, dislodged, nmr }, problems);
  if (input.endOfGame !== undefined) checkEndOfGame(map, input.endOfGame, type === 'retreat' ? [...board, ...dislodged] : board, problems);
}

function checkNmr(map: GameMap, nmr: unknown, problems: Problems): Set<string> {
  const out = new Set<string>();
  if (nmr === undefined) return out;
  if (!Array.isArray(nmr)) {
    problems.push(`"nmr" must be a list of powers (no orders received), not ${show(nmr)}`);
    return out;
  }
  nmr.forEach((p, i) => {
    if (typeof p !== 'string' || !map.powers.includes(p)) problems.push(`nmr[${i}]: unknown power ${show(p)} (powers: ${map.powers.join(', ')})`);
    else if (out.has(p)) problems.push(`nmr[${i}]: ${p} is listed twice`);
    else out.add(p);
  });
  return out;
}

/**
 * 001 §3.4.3: a later sheet is a whole new version of one power's orders. A version above 1 for a
 * power that sent no earlier sheet is a sheet written under the wrong power (its first version is
 * someone else's), so it is refused rather than ruled as that power's only orders.
 */
function checkVersions(orders: Record<string, unknown>[], problems: Problems): void {
  const versions = new Map<string, Set<number>>();
  const add = (power: string, v: number) => {
    let set = versions.get(power);
    if (!set) versions.set(power, (set = new Set()));
    set.add(v);
  };
  orders.forEach((o, i) => {
    const v = o.version ?? 1;
    if (!Number.isInteger(v) || (v as number) < 1) return void problems.push(`orders[${i}].version must be a whole number from 1 (the order sheet: 1, 2 for "2e version"...), not ${show(v)}`);
    add(o.power as string, v as number);
  });
  orders.forEach((o, i) => {
    const v = o.version;
    if (typeof v !== 'number' || v < 2 || !Number.isInteger(v)) return;
    const own = versions.get(o.power as string)!;
    const missing = Array.from({ length: v - 1 }, (_, k) => k + 1).filter((k) => !own.has(k));
    if (missing.length) {
      const versions: Arg = { text: { en: missing.join(' or '), fr: missing.join(' ou ') } };
      problems.push(refusal(`orders[${i}].version`, 'version-gap', { version: String(v), missing: versions, ...powerArgs(o.power as string) }));
    }
  });
}

interface Context {
  type: string;
  season: string;
  board: Placed[];
  dislodged: Placed[];
  nmr: ReadonlySet<string>;
}

function checkConditional(map: GameMap, c: unknown, ctx: Context, problems: Problems): void {
  if (!isObject(c)) return void problems.push(`"conditional" must be an object {retreats, builds, removals}, not ${show(c)}`);
  for (const k of Object.keys(c)) if (!['retreats', 'builds', 'removals'].includes(k)) problems.push(`unknown field "conditional.${k}" (known: retreats, builds, removals)`);
  if (c.retreats !== undefined) checkRetreatLists(map, c.retreats, ctx, problems);
  for (const kind of ['builds', 'removals'] as const) {
    if (c[kind] === undefined) continue;
    if (ctx.season === 'spring') problems.push(refusal(`conditional.${kind}`, 'spring-adjustments', {}));
    else if (kind === 'builds') checkBuildLists(map, c.builds, ctx, problems);
    else checkRemovalLists(map, c.removals, ctx, problems);
  }
}

/** One entry's unit: {power, type, loc} with a known power and a place its type can stand on; its province, or undefined. */
function entryUnit(map: GameMap, e: unknown, where: string, fields: readonly string[], ctx: Context, problems: Problems): ProvinceId | undefined {
  if (!isObject(e)) return void problems.push(`${where} must be an object {power, type, loc}, not ${show(e)}`);
  for (const k of Object.keys(e)) if (!fields.includes(k)) problems.push(`unknown field "${where}.${k}" (known: ${fields.join(', ')})`);
  if (typeof e.power !== 'string' || !map.powers.includes(e.power)) return void problems.push(`${where}: unknown power ${show(e.power)} (powers: ${map.powers.join(', ')})`);
  if (ctx.nmr.has(e.power)) problems.push(refusal(where, 'nmr-conditional', powerArgs(e.power)));
  if (e.type !== 'A' && e.type !== 'F') return void problems.push(`${where}: unit type must be "A" or "F", not ${show(e.type)}`);
  const coasts = typeof e.loc === 'string' && e.type === 'F' ? (map.province(e.loc)?.coasts ?? []).map((c) => `${e.loc as string}/${c}`) : [];
  if (coasts.length) return void problems.push(refusal(where, 'fleet-coast', { prov: placeArg(e.loc as string), coasts: coasts.join(' or '), coastNames: listArg(coasts.map((c) => placeArg(c)), 'or') }));
  if (typeof e.loc !== 'string' || !map.locsOf(map.provinceOf(e.loc), e.type).includes(e.loc)) {
    return void problems.push(refusal(where, 'cannot-stand', { shown: shownArg(e.loc), type: e.type }));
  }
  return map.provinceOf(e.loc);
}

function checkRetreatLists(map: GameMap, lists: unknown, ctx: Context, problems: Problems): void {
  if (ctx.type === 'adjustment') return void problems.push(refusal('conditional.retreats', 'retreats-in-adjustment', {}));
  if (!Array.isArray(lists)) return void problems.push(`conditional.retreats must be a list, not ${show(lists)}`);
  const on = ctx.type === 'retreat' ? ctx.dislodged : ctx.board;
  const seen = new Map<ProvinceId, number>();
  lists.forEach((e, i) => {
    const where = `conditional.retreats[${i}]`;
    const p = entryUnit(map, e, where, ['power', 'type', 'loc', 'to', 'otherwise'], ctx, problems);
    if (p === undefined || !isObject(e)) return;
    const unit = on.find((u) => map.provinceOf(u.loc) === p);
    // entryUnit checked the type and that the place is one the type can stand on.
    const what = unitArg(`${String(e.type)} ${String(e.loc)}`);
    if (!unit) problems.push(refusal(where, ctx.type === 'retreat' ? 'no-dislodged-unit' : 'no-unit', { unit: what }));
    else if (unit.power !== e.power || unit.type !== e.type || unit.loc !== e.loc) {
      problems.push(refusal(where, 'other-unit', { prov: placeArg(p), found: unitArg(`${unit.type} ${unit.loc}`), named: what, ...powerArgs(unit.power, 'owner'), ...powerArgs(e.power as string) }));
    }
    if (seen.has(p)) problems.push(refusal(where, 'retreat-list-twice', { unit: what, earlier: String(seen.get(p)) }));
    seen.set(p, i);
    if (e.otherwise !== undefined && e.otherwise !== 'disband') problems.push(`${where}.otherwise must be "disband" (or absent), not ${show(e.otherwise)}`);
    if (!Array.isArray(e.to)) return void problems.push(`${where}.to must be a list of provinces, best first, not ${show(e.to)}`);
    const near = map.neighbours(e.type as 'A' | 'F', e.loc as LocId);
    const named = new Set<ProvinceId>();
    e.to.forEach((loc, j) => {
      const at = `${where}.to[${j}]`;
      if (typeof loc !== 'string' || !map.province(map.provinceOf(loc))) return void problems.push(refusal(at, 'unknown-province', { shown: shownArg(loc) }));
      const prov = map.provinceOf(loc);
      const reachable = near.filter((n) => map.provinceOf(n) === prov);
      if (!reachable.length || (loc !== prov && !reachable.includes(loc))) {
        const options = [...new Set(near)].sort();
        // `loc` is named in French only if it is a place of the map (its province is, a coast it names may not be).
        const known = loc === prov || map.province(prov)!.coasts.some((c) => `${prov}/${c}` === loc);
        const args = { unit: what, loc, locName: known ? placeArg(loc) : shownArg(loc), from: placeArg(e.loc as LocId), type: e.type as string };
        problems.push(refusal(at, 'never-retreat', { ...args, options: options.join(', '), optionNames: listArg(options.map((n) => placeArg(n)), ',') }));
      }
      if (named.has(prov)) problems.push(refusal(at, 'retreat-listed-twice', { prov: placeArg(prov) }));
      named.add(prov);
    });
  });
}

function checkBuildLists(map: GameMap, lists: unknown, ctx: Context, problems: Problems): void {
  if (!Array.isArray(lists)) return void problems.push(`conditional.builds must be a list of units {power, type, loc}, best first, not ${show(lists)}`);
  const count = new Map<string, number>();
  const seen = new Map<string, number>();
  lists.forEach((e, i) => {
    const where = `conditional.builds[${i}]`;
    const p = entryUnit(map, e, where, ['power', 'type', 'loc'], ctx, problems);
    if (p === undefined || !isObject(e)) return;
    const power = e.power as string;
    const province = map.province(p)!;
    if (province.home !== power || !province.supplyCenter) problems.push(refusal(where, 'not-home', { prov: placeArg(p), ...powerArgs(power) }));
    const key = `${power} ${p}`;
    if (seen.has(key)) problems.push(refusal(where, 'build-twice', { prov: placeArg(p), earlier: String(seen.get(key)), ...powerArgs(power) }));
    seen.set(key, i);
    count.set(power, (count.get(power) ?? 0) + 1);
  });
  for (const [power, n] of count) {
    const homes = map.provinceIds.filter((id) => map.province(id)!.home === power && map.province(id)!.supplyCenter).length;
    if (n > homes) problems.push(refusal('conditional.builds', 'too-many-builds', { count: n, homes, ...powerArgs(power) }));
  }
}

function checkRemovalLists(map: GameMap, lists: unknown, ctx: Context, problems: Problems): void {
  if (!Array.isArray(lists)) return void problems.push(`conditional.removals must be a list of units {power, type, loc}, best first, not ${show(lists)}`);
  const on = ctx.type === 'retreat' ? [...ctx.board, ...ctx.dislodged] : ctx.board;
  const seen = new Map<ProvinceId, number>();
  lists.forEach((e, i) => {
    const where = `conditional.removals[${i}]`;
    const p = entryUnit(map, e, where, ['power', 'type', 'loc'], ctx, problems);
    if (p === undefined || !isObject(e)) return;
    const unit = on.find((u) => map.provinceOf(u.loc) === p && u.power === e.power);
    if (!unit || unit.type !== e.type) problems.push(refusal(where, 'removal-no-unit', { type: e.type as string, prov: placeArg(p), ...powerArgs(e.power as string) }));
    if (seen.has(p)) problems.push(refusal(where, 'removal-twice', { prov: placeArg(p), earlier: String(seen.get(p)) }));
    seen.set(p, i);
  });
}

/** 001 §3.8: the powers still in the game vote; a concession goes to one of them. */
function checkEndOfGame(map: GameMap, end: unknown, units: readonly Placed[], problems: Problems): void {
  if (!isObject(end)) return void problems.push(`"endOfGame" must be {timeLimit: true} or {proposal, votes}, not ${show(end)}`);
  if ('timeLimit' in end) {
    if (end.timeLimit !== true || Object.keys(end).length !== 1) problems.push('"endOfGame": the time limit is written {timeLimit: true}, alone');
    return;
  }
  for (const k of Object.keys(end)) if (!['proposal', 'votes', 'abstentions'].includes(k)) problems.push(`unknown field "endOfGame.${k}" (known: timeLimit, or proposal, votes, abstentions)`);
  const inGame = new Set(units.map((u) => u.power));
  const inGameArgs = powersListArgs([...inGame].sort(), 'inGame');
  const proposal = end.proposal;
  if (!isObject(proposal) || !(proposal.result === 'draw' || proposal.result === 'concession')) problems.push(`endOfGame.proposal must be {result: "draw"} or {result: "concession", to: <power>}, not ${JSON.stringify(proposal) ?? show(proposal)}`);
  else if (proposal.result === 'concession' && (typeof proposal.to !== 'string' || !inGame.has(proposal.to))) {
    // A power of the board is named in French; anything else is shown as written.
    const known = typeof proposal.to === 'string' && map.powers.includes(proposal.to);
    problems.push(refusal('endOfGame.proposal.to', known ? 'concession-out' : 'concession-unknown', { shown: shownArg(proposal.to), ...(known ? powerArgs(proposal.to as string, 'to') : {}), ...inGameArgs }));
  }
  if (end.abstentions !== undefined && end.abstentions !== 'for' && end.abstentions !== 'against') problems.push(`endOfGame.abstentions must be "for" or "against" (how the game master counts them), not ${show(end.abstentions)}`);
  if (!isObject(end.votes)) return void problems.push(`endOfGame.votes must be an object {power: for|against|abstain}, not ${show(end.votes)}`);
  for (const [power, vote] of Object.entries(end.votes)) {
    if (!map.powers.includes(power)) problems.push(refusal('endOfGame.votes', 'vote-unknown-power', { power, ...powersListArgs(map.powers, 'powers') }));
    else if (!inGame.has(power)) problems.push(refusal(`endOfGame.votes.${power}`, 'vote-out', { ...powerArgs(power), ...inGameArgs }));
    if (vote !== 'for' && vote !== 'against' && vote !== 'abstain') problems.push(`endOfGame.votes.${power} must be "for", "against" or "abstain", not ${show(vote)}`);
  }
}
