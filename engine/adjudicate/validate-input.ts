// Checks a phase input before adjudication: every problem is a plain sentence that says where.
// (Order text problems are not errors here: they become `illegal` results.)

import { POWERS, type GameMap } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';

const POWER_SET: ReadonlySet<string> = new Set(POWERS);
const SEASONS = ['spring', 'fall', 'winter'];
const TYPES = ['movement', 'retreat', 'adjustment'];

export function validatePhaseInput(map: GameMap, input: PhaseInput): string[] {
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null) return ['the phase must be a JSON object'];
  const phase = input.phase;
  if (!phase || !SEASONS.includes(phase.season) || !TYPES.includes(phase.type) || !Number.isInteger(phase.year)) {
    problems.push('"phase" must be {season: spring|fall|winter, year: <integer>, type: movement|retreat|adjustment}');
  }
  if (!Array.isArray(input.units)) problems.push('"units" must be a list');
  if (!Array.isArray(input.orders)) problems.push('"orders" must be a list');
  if (problems.length) return problems;

  const seen = new Map<string, number>(); // province -> index of the unit standing there
  for (let i = 0; i < input.units.length; i++) {
    const u = input.units[i];
    const p = checkUnit(map, u, 'units', i, problems);
    if (p === undefined) continue;
    const other = seen.get(p);
    if (other !== undefined) {
      const o = input.units[other];
      problems.push(`units[${i}]: ${p} already holds ${o.type} ${o.loc}; two units cannot share a province`);
    } else seen.set(p, i);
  }
  (input.dislodged ?? []).forEach((u, i) => {
    checkUnit(map, u, 'dislodged', i, problems);
    if (typeof u.attackerFrom !== 'string' || !map.province(u.attackerFrom.split('/')[0])) problems.push(`dislodged[${i}]: unknown "attackerFrom" "${String(u.attackerFrom)}"`);
  });
  for (const c of input.contested ?? []) if (!map.province(c)) problems.push(`contested: unknown province "${c}"`);
  for (const [power, list] of Object.entries(input.supplyCenters ?? {})) {
    if (!POWER_SET.has(power)) problems.push(`supplyCenters: unknown power "${power}"`);
    for (const p of list ?? []) if (!map.province(p)?.supplyCenter) problems.push(`supplyCenters.${power}: "${p}" is not a supply centre`);
  }
  for (let i = 0; i < input.orders.length; i++) {
    const o = input.orders[i];
    if (!POWER_SET.has(o?.power)) problems.push(`orders[${i}]: unknown power "${String(o?.power)}"`);
    if (typeof o?.text !== 'string') problems.push(`orders[${i}]: "text" must be a string`);
  }
  return problems;
}

/** Checks one unit; returns its province when the location is known. Messages are built only on failure. */
function checkUnit(
  map: GameMap,
  u: { power?: unknown; type?: unknown; loc?: unknown },
  list: string,
  i: number,
  problems: string[],
): string | undefined {
  if (!POWER_SET.has(u.power as string)) problems.push(`${list}[${i}]: unknown power "${String(u.power)}" (powers: ${POWERS.join(', ')})`);
  if (u.type !== 'A' && u.type !== 'F') problems.push(`${list}[${i}]: unit type must be "A" or "F", not "${String(u.type)}"`);
  if (typeof u.loc !== 'string') {
    problems.push(`${list}[${i}]: "loc" must be a location id such as "par" or "stp/sc"`);
    return undefined;
  }
  const p = map.provinceOf(u.loc);
  const province = map.province(p);
  if (!province) {
    const guess = map.lookup(u.loc);
    problems.push(`${list}[${i}]: unknown location "${u.loc}"${guess.ok ? ` (did you mean "${guess.loc}"?)` : ''}`);
    return undefined;
  }
  const hasCoast = p !== u.loc;
  if (hasCoast && !map.locsOf(p, 'F').includes(u.loc)) problems.push(`${list}[${i}]: "${u.loc}" is not a coast of ${p}`);
  if (u.type === 'A' && province.terrain === 'sea') problems.push(`${list}[${i}]: an army cannot stand at sea (${u.loc})`);
  if (u.type === 'F' && province.terrain === 'inland') problems.push(`${list}[${i}]: a fleet cannot stand inland (${u.loc})`);
  if (u.type === 'F' && province.coasts.length > 0 && !hasCoast) {
    problems.push(`${list}[${i}]: a fleet in ${p} must say which coast (${province.coasts.map((c) => `${p}/${c}`).join(' or ')})`);
  }
  return p;
}
