// Checks a phase input before adjudication: every problem is a plain sentence that says where.
// (Order text problems are not errors here: they become `illegal` results.)

import { POWERS, type GameMap, type Power } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';

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

  const seen = new Map<string, string>();
  const checkUnit = (u: { power?: unknown; type?: unknown; loc?: unknown }, where: string) => {
    if (!POWERS.includes(u.power as Power)) problems.push(`${where}: unknown power "${String(u.power)}" (powers: ${POWERS.join(', ')})`);
    if (u.type !== 'A' && u.type !== 'F') problems.push(`${where}: unit type must be "A" or "F", not "${String(u.type)}"`);
    if (typeof u.loc !== 'string') {
      problems.push(`${where}: "loc" must be a location id such as "par" or "stp/sc"`);
      return;
    }
    const p = u.loc.split('/')[0];
    const province = map.province(p);
    if (!province) {
      const guess = map.lookup(u.loc);
      problems.push(`${where}: unknown location "${u.loc}"${guess.ok ? ` (did you mean "${guess.loc}"?)` : ''}`);
      return;
    }
    if (u.loc.includes('/') && !map.locsOf(p, 'F').includes(u.loc)) problems.push(`${where}: "${u.loc}" is not a coast of ${p}`);
    if (u.type === 'A' && province.terrain === 'sea') problems.push(`${where}: an army cannot stand at sea (${u.loc})`);
    if (u.type === 'F' && province.terrain === 'inland') problems.push(`${where}: a fleet cannot stand inland (${u.loc})`);
    if (u.type === 'F' && province.coasts.length > 0 && !u.loc.includes('/')) problems.push(`${where}: a fleet in ${p} must say which coast (${province.coasts.map((c) => `${p}/${c}`).join(' or ')})`);
    return p;
  };
  input.units.forEach((u, i) => {
    const p = checkUnit(u, `units[${i}]`);
    if (p) {
      const other = seen.get(p);
      if (other) problems.push(`units[${i}]: ${p} already holds ${other}; two units cannot share a province`);
      else seen.set(p, `${u.type} ${u.loc}`);
    }
  });
  (input.dislodged ?? []).forEach((u, i) => {
    checkUnit(u, `dislodged[${i}]`);
    if (typeof u.attackerFrom !== 'string' || !map.province(u.attackerFrom.split('/')[0])) problems.push(`dislodged[${i}]: unknown "attackerFrom" "${String(u.attackerFrom)}"`);
  });
  for (const c of input.contested ?? []) if (!map.province(c)) problems.push(`contested: unknown province "${c}"`);
  for (const [power, list] of Object.entries(input.supplyCenters ?? {})) {
    if (!POWERS.includes(power as Power)) problems.push(`supplyCenters: unknown power "${power}"`);
    for (const p of list ?? []) if (!map.province(p)?.supplyCenter) problems.push(`supplyCenters.${power}: "${p}" is not a supply centre`);
  }
  input.orders.forEach((o, i) => {
    if (!POWERS.includes(o?.power)) problems.push(`orders[${i}]: unknown power "${String(o?.power)}"`);
    if (typeof o?.text !== 'string') problems.push(`orders[${i}]: "text" must be a string`);
  });
  return problems;
}
