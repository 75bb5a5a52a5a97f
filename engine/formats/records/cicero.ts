// The game JSON of dipcc, Cicero and diplomacy-py ("Diplomacy Game JSON Specification, Version 1.0",
// docs/game_json_spec.md in facebookresearch/diplomacy_cicero; the 30 games of ../shared/realgames/).
//
//   { id, map: "standard", phases: [ { name: "S1901M", state, orders: {POWER: ["A PAR - BUR", ...]},
//     results }, ..., { name: "COMPLETED", state } ] }
//
// A phase's `state` is the board it starts from: units per power ("*F BLA" dislodged, in a retreat
// phase), `centers`, `retreats` (each dislodged unit's allowed provinces). What a phase did is the
// next phase's state, so each phase's published result is read from the one after it (the last
// real phase's from COMPLETED). diplomacy-py fills `results` per unit ("bounce", "cut", "void",
// "dislodged", "no convoy"); dipcc and Cicero leave it empty.

import { z } from 'zod';
import type { GameMap, PowerId } from '../../map/types.js';
import { standardMap } from '../../map/index.js';
import { parseOrder } from '../../orders/index.js';
import type { OrderJson, UnitJson } from '../../protocol/types.js';
import type { GameJson, GamePhaseJson, GamePositionJson, PublishedOrderJson, PublishedResultJson } from '../../protocol/game.js';
import { parseShortPhaseName } from '../../game/phase-order.js';
import { boardPower, orderProblem, phaseOrderProblems, positionProblems, readLoc, readUnit, unknownPower } from './common.js';
import { pointer, problem, zodProblems, type RecordProblem, type RecordRead } from './problems.js';
import { fact, listArg, placeArg, powerArg, unitArg } from '../../language/index.js';

const stringList = z.array(z.string());
const stateSchema = z.object({
  name: z.string().optional(),
  units: z.record(z.string(), stringList),
  centers: z.record(z.string(), stringList),
  retreats: z.record(z.string(), z.record(z.string(), stringList)).optional(),
  homes: z.record(z.string(), stringList).optional(),
  builds: z.record(z.string(), z.unknown()).optional(),
});
const phaseSchema = z.object({
  name: z.string(),
  state: stateSchema,
  orders: z.record(z.string(), stringList.nullable()).optional(),
  results: z.record(z.string(), stringList).optional(),
});
const gameSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  map: z.string().optional(),
  phases: z.array(phaseSchema).min(1),
});

type CiceroState = z.infer<typeof stateSchema>;
type CiceroPhase = z.infer<typeof phaseSchema>;

/** Whether parsed JSON looks like this format: phases named like "S1901M", each with a state. */
export function isCiceroGame(json: unknown): boolean {
  const phases = (json as { phases?: unknown })?.phases;
  return Array.isArray(phases) && phases.length > 0 && typeof phases[0]?.name === 'string' && typeof phases[0]?.state === 'object';
}

export function readCiceroGame(json: unknown): RecordRead<GameJson> {
  const parsed = gameSchema.safeParse(json);
  if (!parsed.success) {
    const names = (json as { phases?: { name?: unknown }[] })?.phases;
    return { ok: false, problems: zodProblems(parsed.error.issues, (path) => (path[0] === 'phases' && typeof path[1] === 'number' ? String(names?.[path[1]]?.name ?? '') || undefined : undefined)) };
  }
  const record = parsed.data;
  if (record.map !== undefined && record.map !== 'standard') return { ok: false, problems: [problem('/map', fact('record-map-cicero', { map: record.map }))] };
  const map: GameMap = standardMap;
  const problems: RecordProblem[] = [];
  const states: ReturnType<typeof readState>[] = [];
  record.phases.forEach((p, i) => states.push(readState(map, p.state, p.name, `/phases/${i}/state`, p.name === 'COMPLETED' ? 'movement' : (parseShortPhaseName(p.name)?.type ?? 'movement'), problems)));
  const phases: GamePhaseJson[] = [];
  record.phases.forEach((p, i) => {
    if (p.name === 'COMPLETED') {
      if (i !== record.phases.length - 1) problems.push(problem(`/phases/${i}/name`, fact('record-completed-not-last'), p.name));
      return;
    }
    const phase = parseShortPhaseName(p.name);
    if (!phase) return void problems.push(problem(`/phases/${i}/name`, fact('record-phase-name', { name: p.name })));
    const position = states[i].position;
    const orders = readOrders(map, p, i, problems);
    for (const o of orders) {
      const wrong = orderProblem(map, phase, position, o.order);
      if (wrong) problems.push(problem(o.at, wrong, p.name));
    }
    const next = states[i + 1];
    const gamePhase: GamePhaseJson = { phase, position, orders: orders.map((o) => o.order), source: `/phases/${i}` };
    if (next) gamePhase.published = publishedOf(map, phase.type, orders.map((o) => o.order), p, next, record.phases[i + 1].name);
    phases.push(gamePhase);
  });
  problems.push(...phaseOrderProblems(phases));
  if (problems.length) return { ok: false, problems };
  return { ok: true, value: { origin: { format: 'cicero', ...(record.id !== undefined ? { id: String(record.id) } : {}) }, phases } };
}

function readState(map: GameMap, state: CiceroState, name: string, at: string, type: string, problems: RecordProblem[]) {
  const units: UnitJson[] = [];
  const dislodged: UnitJson[] = [];
  for (const [powerName, list] of Object.entries(state.units)) {
    const power = boardPower(map, powerName);
    if (!power) {
      problems.push(problem(`${at}${pointer(['units', powerName])}`, unknownPower(map, powerName), name));
      continue;
    }
    list.forEach((text, k) => {
      const u = readUnit(map, power, text);
      if ('error' in u) return void problems.push(problem(`${at}${pointer(['units', powerName, k])}`, u.error, name));
      (u.dislodged ? dislodged : units).push(u.unit);
    });
  }
  const supplyCenters: Record<PowerId, string[]> = {};
  const owner = new Map<string, PowerId>();
  for (const [powerName, list] of Object.entries(state.centers)) {
    const power = boardPower(map, powerName);
    if (!power) {
      problems.push(problem(`${at}${pointer(['centers', powerName])}`, unknownPower(map, powerName), name));
      continue;
    }
    list.forEach((text, k) => {
      const loc = readLoc(map, text);
      const province = 'loc' in loc ? map.province(map.provinceOf(loc.loc)) : undefined;
      const here = `${at}${pointer(['centers', powerName, k])}`;
      if (!province?.supplyCenter) return void problems.push(problem(here, 'loc' in loc ? fact('record-not-a-centre', { text }) : loc.error, name));
      const before = owner.get(province.id);
      if (before && before !== power) return void problems.push(problem(here, fact('record-centre-two-owners', { province: placeArg(province.id), first: powerArg(before), second: powerArg(power) }), name));
      owner.set(province.id, power);
      (supplyCenters[power] ??= []).push(province.id);
    });
  }
  const retreats = new Map<string, string[]>();
  for (const [powerName, byUnit] of Object.entries(state.retreats ?? {})) {
    const power = boardPower(map, powerName);
    for (const [unitText, options] of Object.entries(byUnit)) {
      const u = power ? readUnit(map, power, unitText) : undefined;
      if (u && 'unit' in u) retreats.set(`${u.unit.power} ${u.unit.type} ${u.unit.loc}`, options.map((o) => o.toLowerCase()));
    }
  }
  const position: GamePositionJson = { units, supplyCenters };
  if (type === 'retreat') position.dislodged = dislodged;
  else if (dislodged.length) problems.push(problem(`${at}/units`, fact('record-dislodged-outside-retreat', { units: listArg(dislodged.map((d) => unitArg(`${d.type} ${d.loc}`))) }), name));
  problems.push(...positionProblems(map, { units }, `${at}/units`, name));
  return { name, at, position, retreats, dislodged };
}

function readOrders(map: GameMap, p: CiceroPhase, i: number, problems: RecordProblem[]): { order: OrderJson; at: string }[] {
  const out: { order: OrderJson; at: string }[] = [];
  for (const [powerName, list] of Object.entries(p.orders ?? {})) {
    const power = boardPower(map, powerName);
    if (!power) {
      problems.push(problem(`/phases/${i}${pointer(['orders', powerName])}`, unknownPower(map, powerName), p.name));
      continue;
    }
    (list ?? []).forEach((text, k) => out.push({ order: { power, text }, at: `/phases/${i}${pointer(['orders', powerName, k])}` }));
  }
  return out;
}

/** What the record says a phase did: the next phase's state, and diplomacy-py's per-unit results. */
function publishedOf(map: GameMap, type: string, orders: readonly OrderJson[], p: CiceroPhase, next: ReturnType<typeof readState>, nextName: string): PublishedResultJson {
  const published: PublishedResultJson = {
    units: next.position.units,
    dislodged: next.dislodged.map((d) => ({ ...d, retreats: next.retreats.get(`${d.power} ${d.type} ${d.loc}`) ?? [] })),
    ...(next.position.supplyCenters ? { supplyCenters: next.position.supplyCenters } : {}),
  };
  const following = parseShortPhaseName(nextName);
  if (following) published.next = following;
  const results = p.results ?? {};
  if (Object.keys(results).length) published.orders = orders.map((o) => resultOf(map, type, o, results));
  return published;
}

/** diplomacy-py's results of the order's unit ("A PAR": ["bounce"]), as the record's outcome of the order. */
function resultOf(map: GameMap, type: string, order: OrderJson, results: Record<string, string[]>): PublishedOrderJson | null {
  const r = parseOrder(order.text, { phase: type === 'retreat' ? 'retreat' : type === 'adjustment' ? 'adjustment' : 'movement', map });
  if (!r.ok || r.value.order.kind === 'waive' || r.value.order.kind === 'build') return null;
  const unit = r.value.order.unit;
  const key = Object.keys(results).find((k) => k.replace(/^\*/, '').trim().toLowerCase().split(/\s+/)[1] === unit.loc || k.trim().toLowerCase().split(/\s+/)[1]?.split('/')[0] === map.provinceOf(unit.loc));
  if (key === undefined) return null;
  const marks = results[key].map((m) => m.toLowerCase());
  const out: PublishedOrderJson = { marks, dislodged: marks.includes('dislodged') };
  const kind = r.value.order.kind;
  if (kind === 'move' || kind === 'retreat') out.succeeded = !marks.some((m) => m !== 'dislodged');
  if (kind === 'support') out.succeeded = !marks.some((m) => m === 'cut' || m === 'void' || m === 'dislodged');
  return out;
}
