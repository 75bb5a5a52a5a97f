// Checks every record reader makes: powers of the board, units written as the records write them
// ("A VIE", "F STP/SC"), phases in the order a game plays them, and orders that read and name a
// unit that is there. Each problem names its place and phase.

import type { GameMap, LocId, PowerId, UnitType } from '../../map/types.js';
import { parseOrder } from '../../orders/index.js';
import type { OrderJson, PhaseId, UnitJson } from '../../protocol/types.js';
import type { GamePhaseJson, GamePositionJson } from '../../protocol/game.js';
import { comparePhases, shortPhaseName } from '../../game/phase-order.js';
import { fact, listArg, placeArg, powerArg, unitArg, type Fact } from '../../language/index.js';
import { problem, type RecordProblem } from './problems.js';

/** A power of the board by any of its names ("AUSTRIA", "Austria", "austria"), or undefined. */
export function boardPower(map: GameMap, name: string): PowerId | undefined {
  const id = name.trim().toLowerCase();
  if (map.powers.includes(id)) return id;
  return map.powers.find((p) => map.powerNames[p].en.toLowerCase() === id);
}

/** A name that is no power of the board, with the board's powers. */
export function unknownPower(map: GameMap, name: string): Fact {
  return fact('record-unknown-power', { name, powers: listArg(map.powers.map(powerArg)) });
}

/** "A VIE", "F STP/SC", "*F BLA" (the star: dislodged) as a unit of the board, or what is wrong with it. */
export function readUnit(map: GameMap, power: PowerId, text: string): { unit: UnitJson; dislodged: boolean } | { error: Fact } {
  const m = /^\s*(\*?)\s*([AF])\s+(\S+)\s*$/i.exec(text);
  if (!m) return { error: fact('record-unit-unreadable', { text }) };
  const type = m[2].toUpperCase() as UnitType;
  const loc = readLoc(map, m[3]);
  if ('error' in loc) return loc;
  const canStand = map.locsOf(map.provinceOf(loc.loc), type);
  if (!canStand.includes(loc.loc)) {
    return { error: fact('record-unit-cannot-stand', { text, type, loc: placeArg(loc.loc), count: canStand.length, options: listArg(canStand.map(placeArg), 'or') }) };
  }
  return { unit: { power, type, loc: loc.loc }, dislodged: m[1] === '*' };
}

/** A location id as the records write it ("STP/SC", "mun"): the board's id, or what is wrong with it. */
export function readLoc(map: GameMap, text: string): { loc: LocId } | { error: Fact } {
  const id = text.trim().toLowerCase();
  const province = map.province(map.provinceOf(id));
  if (!province) return { error: fact('record-place-unknown', { text }) };
  if (id.includes('/') && !province.coasts.includes(id.slice(id.indexOf('/') + 1) as never)) return { error: fact('record-place-no-coast', { text, province: placeArg(province.id) }) };
  return { loc: id };
}

/** Phases must follow one another as a game plays them; the first out of order is a problem. */
export function phaseOrderProblems(phases: readonly GamePhaseJson[]): RecordProblem[] {
  for (let i = 1; i < phases.length; i++) {
    if (comparePhases(phases[i - 1].phase, phases[i].phase) >= 0) {
      const same = comparePhases(phases[i - 1].phase, phases[i].phase) === 0 ? 'yes' : 'no';
      return [problem(phases[i].source ?? String(i), fact('record-phases-out-of-order', { before: shortPhaseName(phases[i - 1].phase), same }), shortPhaseName(phases[i].phase))];
    }
  }
  return [];
}

/** Two units in one province of a recorded board. */
export function positionProblems(map: GameMap, position: GamePositionJson, at: string, phase: string): RecordProblem[] {
  const seen = new Map<string, UnitJson>();
  const problems: RecordProblem[] = [];
  for (const u of position.units) {
    const p = map.provinceOf(u.loc);
    const other = seen.get(p);
    if (other) {
      const units = { first: unitArg(`${other.type} ${other.loc}`), firstPower: powerArg(other.power), second: unitArg(`${u.type} ${u.loc}`), secondPower: powerArg(u.power) };
      problems.push(problem(at, fact('record-two-units', { province: placeArg(p), ...units }), phase));
    }
    seen.set(p, u);
  }
  return problems;
}

/**
 * An order that does not read, or that names no unit of its power where the phase has one (a
 * movement's units, a retreat's dislodged units, a removal's unit), is a fault of the record.
 */
export function orderProblem(map: GameMap, phase: PhaseId, position: GamePositionJson, order: OrderJson): Fact | undefined {
  const type = phase.type === 'bidding' ? undefined : phase.type;
  const r = parseOrder(order.text, { phase: type, map });
  if (!r.ok) return fact('record-order-unreadable', { order: order.text, why: r.error.fact ?? fact('plain', { text: r.error.message }) });
  const o = r.value.order;
  if (o.kind === 'waive' || o.kind === 'build') return undefined;
  const province = map.provinceOf(o.unit.loc);
  const pool = phase.type === 'retreat' ? (position.dislodged ?? []) : position.units;
  const unit = pool.find((u) => map.provinceOf(u.loc) === province);
  const retreat = phase.type === 'retreat' ? 'yes' : 'no';
  if (!unit) return fact('record-order-no-unit', { order: order.text, retreat, province: placeArg(province) });
  if (unit.power !== order.power) return fact('record-order-wrong-power', { order: order.text, retreat, province: placeArg(province), power: powerArg(order.power), owner: powerArg(unit.power) });
  // "Army Picardy" for the fleet there: the record names another unit than the one it orders.
  if (o.unit.type && o.unit.type !== unit.type) return fact('record-order-wrong-type', { order: order.text, retreat, province: placeArg(province), written: o.unit.type, actual: unit.type });
  return undefined;
}
