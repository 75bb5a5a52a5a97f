// Checks every record reader makes: powers of the board, units written as the records write them
// ("A VIE", "F STP/SC"), phases in the order a game plays them, and orders that read and name a
// unit that is there. Each problem names its place and phase.

import type { GameMap, LocId, PowerId, UnitType } from '../../map/types.js';
import { parseOrder } from '../../orders/index.js';
import type { OrderJson, PhaseId, UnitJson } from '../../protocol/types.js';
import type { GamePhaseJson, GamePositionJson } from '../../protocol/game.js';
import { comparePhases, shortPhaseName } from '../../game/phase-order.js';
import type { RecordProblem } from './problems.js';

/** A power of the board by any of its names ("AUSTRIA", "Austria", "austria"), or undefined. */
export function boardPower(map: GameMap, name: string): PowerId | undefined {
  const id = name.trim().toLowerCase();
  if (map.powers.includes(id)) return id;
  return map.powers.find((p) => map.powerNames[p].en.toLowerCase() === id);
}

export function unknownPower(map: GameMap, name: string): string {
  return `"${name}" is not a power of this game (its powers: ${map.powers.join(', ')})`;
}

/** "A VIE", "F STP/SC", "*F BLA" (the star: dislodged) as a unit of the board, or a sentence saying why not. */
export function readUnit(map: GameMap, power: PowerId, text: string): { unit: UnitJson; dislodged: boolean } | { error: string } {
  const m = /^\s*(\*?)\s*([AF])\s+(\S+)\s*$/i.exec(text);
  if (!m) return { error: `"${text}" is not a unit: write "A VIE" or "F STP/SC"` };
  const type = m[2].toUpperCase() as UnitType;
  const loc = readLoc(map, m[3]);
  if ('error' in loc) return { error: `"${text}": ${loc.error}` };
  const canStand = map.locsOf(map.provinceOf(loc.loc), type);
  if (!canStand.includes(loc.loc)) {
    return { error: `"${text}": ${type === 'A' ? 'an army' : 'a fleet'} cannot stand in ${loc.loc}${canStand.length ? ` (it may stand in ${canStand.join(' or ')})` : ''}` };
  }
  return { unit: { power, type, loc: loc.loc }, dislodged: m[1] === '*' };
}

/** A location id as the records write it ("STP/SC", "mun"): the board's id, or a sentence. */
export function readLoc(map: GameMap, text: string): { loc: LocId } | { error: string } {
  const id = text.trim().toLowerCase();
  const province = map.province(map.provinceOf(id));
  if (!province) return { error: `"${text}" is not a province of this board` };
  if (id.includes('/') && !province.coasts.includes(id.slice(id.indexOf('/') + 1) as never)) return { error: `"${text}": ${province.id} has no such coast` };
  return { loc: id };
}

/** Phases must follow one another as a game plays them; the first out of order is a problem. */
export function phaseOrderProblems(phases: readonly GamePhaseJson[]): RecordProblem[] {
  for (let i = 1; i < phases.length; i++) {
    if (comparePhases(phases[i - 1].phase, phases[i].phase) >= 0) {
      return [{ at: phases[i].source ?? String(i), phase: shortPhaseName(phases[i].phase), message: `this phase comes after ${shortPhaseName(phases[i - 1].phase)} in the record, but a game plays it ${comparePhases(phases[i - 1].phase, phases[i].phase) === 0 ? 'only once' : 'before'}: the phases are out of order` }];
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
    if (other) problems.push({ at, phase, message: `two units in ${p}: ${other.power} ${other.type} ${other.loc} and ${u.power} ${u.type} ${u.loc}` });
    seen.set(p, u);
  }
  return problems;
}

/**
 * An order that does not read, or that names no unit of its power where the phase has one (a
 * movement's units, a retreat's dislodged units, a removal's unit), is a fault of the record.
 */
export function orderProblem(map: GameMap, phase: PhaseId, position: GamePositionJson, order: OrderJson): string | undefined {
  const type = phase.type === 'bidding' ? undefined : phase.type;
  const r = parseOrder(order.text, { phase: type, map });
  if (!r.ok) return `"${order.text}" is not an order: ${r.error.message}`;
  const o = r.value.order;
  if (o.kind === 'waive' || o.kind === 'build') return undefined;
  const province = map.provinceOf(o.unit.loc);
  const pool = phase.type === 'retreat' ? (position.dislodged ?? []) : position.units;
  const unit = pool.find((u) => map.provinceOf(u.loc) === province);
  const what = phase.type === 'retreat' ? 'dislodged unit' : 'unit';
  if (!unit) return `"${order.text}": there is no ${what} in ${province} this phase`;
  if (unit.power !== order.power) return `"${order.text}" is given by ${order.power}, but the ${what} in ${province} is ${unit.power}'s`;
  return undefined;
}
