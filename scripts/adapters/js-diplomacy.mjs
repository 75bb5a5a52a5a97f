#!/usr/bin/env node
// Adapter for js-diplomacy 0.1.5 (npm, MIT, 2017): an adjudicator nobody in this project wrote,
// checked with `casebook check --adjudicator "node scripts/adapters/js-diplomacy.mjs"`.
//
// It speaks the casebook's JSON-lines protocol (engine/protocol/types.ts): one phase per line on
// standard input, one result per line on standard output, {"error": "..."} when js-diplomacy throws
// or rejects the phase. Everything here is translation; every decision is js-diplomacy's:
//   - our location ids <-> its Location objects (mao <-> Mid, stp/nc <-> StP_NC, ...);
//   - canonical order texts ("A pru - war", "F nth C A lon - nwy", "Build F edi") <-> its Order
//     objects. An order it cannot express (no such unit, another power's unit, unreadable text) is not
//     sent and is reported `illegal`; a support or convoy of a unit that is not there is `invalid`;
//   - one phase at a time: its Rule.resolve() plays on through phases that need no orders, so the
//     adapter turns that off to read the board right after the phase asked for. A Fall movement with
//     nobody dislodged is followed by js-diplomacy's own (empty) retreat phase, which is where it
//     updates supply-centre ownership;
//   - its results -> ours: Move Success = succeeds, else fails; Hold = holds; Support Cut or
//     Dislodged = cut, NoCorrespondingOrder = invalid, else given; Convoy Dislodged = disrupted,
//     NoCorrespondingOrder = invalid, else available; an order it replaced by a hold = illegal.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const jsd = require('js-diplomacy');

const { standardMap, standardRule, standardBoard } = jsd;
const { Unit, Board, State, Phase, Dislodged, ProvinceStatus, Result, MilitaryBranch, Utils } = standardRule;
const { Hold, Move, Support, Convoy, Retreat, Disband, Build } = standardRule.Order;
const { Turn, Season } = standardBoard;
const { Power } = standardMap;

// ---------------------------------------------------------------------------------------------
// Names

const RENAMED = { gol: 'lyo', mid: 'mao', nat: 'nao', nrg: 'nwg', tyn: 'tys' };
/** Our location id -> its Location, and back. */
const locationOf = new Map();
const idOfLocation = new Map();
/** Its Province -> our province id. */
const idOfProvince = new Map();
for (const [key, location] of Object.entries(standardMap.locations)) {
  const [base, coast] = key.toLowerCase().split('_');
  const province = RENAMED[base] ?? base;
  const id = coast ? `${province}/${coast}` : province;
  locationOf.set(id, location);
  idOfLocation.set(location, id);
  if (!coast) idOfProvince.set(location.province, province);
}
const POWERS = ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'];
const powerOf = (name) => Power[name[0].toUpperCase() + name.slice(1)];
const powerName = (p) => POWERS[p - 1];
const branchOf = (type) => (type === 'A' ? MilitaryBranch.Army : MilitaryBranch.Fleet);
const typeOf = (branch) => (branch === MilitaryBranch.Army ? 'A' : 'F');
const provinceOfId = (id) => id.split('/')[0];

function location(id) {
  const l = locationOf.get(id);
  if (!l) throw new Error(`js-diplomacy has no location "${id}"`);
  return l;
}

/** Where an army or fleet ordered to `id` goes: a bare province id names its only location. */
function destination(id) {
  return locationOf.get(id) ?? location(provinceOfId(id));
}

// ---------------------------------------------------------------------------------------------
// One phase at a time

const rule = new standardRule.Rule();
// Rule.resolve() resolves, then keeps resolving any following phase whose orders it can make up
// (no retreats to make, builds that balance...). The protocol asks for one phase: turn that off.
for (const phaseRule of rule.phaseRules.values()) phaseRule.orderGenerator.ordersToSkipPhase = () => null;

function turnOf(phase) {
  return new Turn(phase.year, phase.season === 'spring' ? Season.Spring : Season.Autumn);
}

/** The board of a protocol phase, with each protocol unit's js-diplomacy Unit. */
function boardOf(input) {
  const units = input.units.map((u) => ({ json: u, unit: new Unit(branchOf(u.type), location(u.loc), powerOf(u.power)) }));
  const dislodged = (input.dislodged ?? []).map((d) => ({
    json: d,
    unit: new Unit(branchOf(d.type), location(d.loc), powerOf(d.power)),
    from: location(d.attackerFrom).province,
  }));
  const statuses = new Map();
  for (const [power, centres] of Object.entries(input.supplyCenters ?? {})) {
    for (const c of centres ?? []) statuses.set(location(c).province, new ProvinceStatus(powerOf(power), false));
  }
  for (const c of input.contested ?? []) {
    const p = location(c).province;
    statuses.set(p, new ProvinceStatus(statuses.get(p)?.occupied ?? null, true));
  }
  const phase = { movement: Phase.Movement, retreat: Phase.Retreat, adjustment: Phase.Build }[input.phase.type];
  const board = new Board(
    standardMap.map,
    new State(turnOf(input.phase), phase),
    [...units.map((u) => u.unit), ...dislodged.map((d) => d.unit)],
    dislodged.map((d) => [d.unit, new Dislodged(d.from)]),
    [...statuses],
  );
  return { board, units, dislodged };
}

// ---------------------------------------------------------------------------------------------
// Orders

const UNIT = String.raw`([AF]) ([a-z]{3}(?:/[a-z]{2})?)`;
const PATTERNS = [
  ['hold', new RegExp(`^${UNIT} H$`)],
  ['move', new RegExp(`^${UNIT} - ([a-z]{3}(?:/[a-z]{2})?)( via convoy)?$`)],
  ['support', new RegExp(`^${UNIT} S (?:[a-z]+ )?${UNIT}(?: - ([a-z]{3}(?:/[a-z]{2})?))?$`)],
  ['convoy', new RegExp(`^${UNIT} C (?:[a-z]+ )?A ([a-z]{3}) - ([a-z]{3})$`)],
  ['disband', new RegExp(`^${UNIT} disband$`)],
  ['build', new RegExp(`^Build ${UNIT}$`)],
  ['waive', /^Waive$/],
];

function readOrder(text) {
  for (const [kind, re] of PATTERNS) {
    const m = re.exec(text.trim());
    if (m) return { kind, m };
  }
  return undefined;
}

/**
 * Each protocol order as a js-diplomacy Order, or the result we give it without asking
 * (`illegal`: it cannot be expressed; `invalid`: it supports or convoys nobody).
 */
function ordersOf(input, b) {
  const atProvince = (list, id) => list.find((x) => idOfProvince.get(x.unit.location.province) === provinceOfId(id));
  return input.orders.map((o) => {
    const read = readOrder(o.text);
    if (!read) return { result: 'illegal' };
    const { kind, m } = read;
    if (kind === 'waive') return { result: 'succeeds' };
    if (kind === 'build') {
      return { order: new Build(new Unit(branchOf(m[1]), destination(m[2]), powerOf(o.power))) };
    }
    const own = atProvince(input.phase.type === 'retreat' ? b.dislodged : b.units, m[2]);
    if (!own || own.json.power !== o.power) return { result: 'illegal' };
    const unit = own.unit;
    const phase = input.phase.type;
    if (kind === 'disband') return { order: new Disband(unit), unit: own.json };
    if (kind === 'hold') return phase === 'movement' ? { order: new Hold(unit), unit: own.json } : { result: 'illegal' };
    if (kind === 'move') {
      if (phase === 'retreat') return { order: new Retreat(unit, destination(m[3])), unit: own.json };
      if (phase !== 'movement') return { result: 'illegal' };
      return { order: new Move(unit, destination(m[3]), Boolean(m[4])), unit: own.json };
    }
    if (phase !== 'movement') return { result: 'illegal' };
    if (kind === 'support') {
      const target = atProvince(b.units, m[4]);
      if (!target) return { order: new Hold(unit), unit: own.json, result: 'invalid' };
      const supported = m[5] ? new Move(target.unit, destination(m[5])) : new Hold(target.unit);
      return { order: new Support(unit, supported), unit: own.json };
    }
    const army = atProvince(b.units, m[3]);
    if (!army) return { order: new Hold(unit), unit: own.json, result: 'invalid' };
    return { order: new Convoy(unit, new Move(army.unit, destination(m[4]), true)), unit: own.json };
  });
}

function resultOf(order, r, replaced) {
  if (replaced) return 'illegal';
  if (order instanceof Move) return r === Result.Success ? 'succeeds' : 'fails';
  if (order instanceof Hold) return 'holds';
  if (order instanceof Support) {
    if (r === Result.Cut || r === Result.Dislodged) return 'cut';
    return r === Result.NoCorrespondingOrder ? 'invalid' : 'given';
  }
  if (order instanceof Convoy) {
    if (r === Result.Dislodged) return 'disrupted';
    return r === Result.NoCorrespondingOrder ? 'invalid' : 'available';
  }
  if (order instanceof Retreat) return r === Result.Success ? 'succeeds' : 'fails';
  return r === Result.Success ? 'succeeds' : 'fails'; // Disband, Build
}

function describe(err) {
  if (err === null || err === undefined) return 'unknown error';
  if (typeof err === 'string') return err;
  if (err instanceof Error) return err.message;
  const name = err.constructor?.name ?? 'Error';
  const what = err.unit ?? err.order ?? (err.power !== undefined ? powerName(err.power) : undefined) ?? (err.units ? [...err.units].join(', ') : undefined);
  return what !== undefined ? `${name} (${what})` : name;
}

class Rejected extends Error {}

function resolve(board, orders) {
  const r = rule.resolve(board, new Set(orders));
  if (!r.result) throw new Rejected(`js-diplomacy rejected the orders: ${describe(r.err)}`);
  return r.result;
}

// ---------------------------------------------------------------------------------------------
// Results back into the protocol

const unitJson = (u) => ({ power: powerName(u.power), type: typeOf(u.militaryBranch), loc: idOfLocation.get(u.location) });

function centresOf(board) {
  const out = {};
  for (const [province, status] of board.provinceStatuses) {
    if (!province.isSupplyCenter || status.occupied === null || status.occupied === undefined) continue;
    (out[powerName(status.occupied)] ??= []).push(idOfProvince.get(province));
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}

function adjudicate(input) {
  // js-diplomacy knows the standard board and game only: any other is refused in the protocol's words.
  if (input.variant !== undefined && input.variant !== 'standard') throw new Rejected(`unsupported variant: ${input.variant} (js-diplomacy plays the standard game only)`);
  const b = boardOf(input);
  const wanted = ordersOf(input, b);
  const result = resolve(
    b.board,
    wanted.filter((w) => w.order).map((w) => w.order),
  );
  const byOrder = new Map();
  for (const r of result.results) byOrder.set(r.target, r);

  const orders = input.orders.map((o, i) => {
    const w = wanted[i];
    const r = w.order ? byOrder.get(w.order) : undefined;
    const kind = w.result ?? (r ? resultOf(w.order, r.result, r instanceof jsd.rule.Replaced) : 'illegal');
    const dislodged = Boolean(w.unit && input.phase.type === 'movement' && [...result.board.unitStatuses.keys()].some((u) => idOfLocation.get(u.location) === w.unit.loc));
    return { power: o.power, text: o.text, ...(w.unit ? { unit: `${w.unit.type} ${w.unit.loc}` } : {}), result: kind, dislodged, reason: r ? `js-diplomacy: ${Object.keys(Result).find((k) => Result[k] === r.result) ?? r.result}` : 'not sent to js-diplomacy' };
  });

  let after = result.board;
  const out = { orders, dislodged: [], units: [], contested: [] };
  if (input.phase.type === 'movement') {
    const statuses = after.unitStatuses;
    out.units = [...after.units].filter((u) => !statuses.has(u)).map(unitJson);
    out.dislodged = [...statuses].map(([u, s]) => ({
      ...unitJson(u),
      attackerFrom: idOfProvince.get(s.attackedFrom),
      retreats: [...Utils.locationsToRetreat(after, u, s.attackedFrom)].map((l) => idOfLocation.get(l)).sort(),
    }));
    out.contested = [...after.provinceStatuses].filter(([, s]) => s.standoff).map(([p]) => idOfProvince.get(p)).sort();
    // Ownership changes in js-diplomacy's retreat phase; with nobody dislodged it has no orders.
    if (input.supplyCenters && input.phase.season === 'fall' && statuses.size === 0) after = resolve(after, []).board;
  } else {
    out.units = [...after.units].map(unitJson);
  }
  if (input.phase.type === 'adjustment') {
    out.adjustments = wanted.flatMap((w) => {
      const r = w.order && byOrder.get(w.order);
      if (!r || r.result !== Result.Success || r instanceof jsd.rule.Replaced) return [];
      const u = unitJson(w.order.unit);
      return [{ power: u.power, action: w.order instanceof Build ? 'build' : 'remove', type: u.type, loc: u.loc, default: false }];
    });
  }
  if (input.supplyCenters) out.supplyCenters = input.phase.type === 'adjustment' ? input.supplyCenters : centresOf(after);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The protocol loop: one answer per line, in order, whatever happens.

for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue;
  let answer;
  try {
    answer = adjudicate(JSON.parse(line));
  } catch (e) {
    const why = e instanceof SyntaxError ? `not valid JSON: ${e.message}` : e instanceof Rejected ? e.message : `js-diplomacy failed: ${describe(e)}`;
    answer = { error: why };
  }
  process.stdout.write(JSON.stringify(answer) + '\n');
}
