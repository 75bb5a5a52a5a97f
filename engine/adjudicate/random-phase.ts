// Seeded random full-board movement phases, for the property tests and the benchmark:
// 22-34 units on random provinces, every unit ordered — holds, moves, matched and mismatched
// supports, convoy chains, and a few illegal orders (foreign units, unreachable destinations).

import type { GameMap, LocId, PowerId, Unit } from '../map/types.js';
import { convoyEnd } from '../map/terrain.js';
import type { PhaseInput } from '../protocol/types.js';
import { prng } from '../util/random.js';

export { prng };

export function randomPhase(map: GameMap, seed: number): PhaseInput {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const shuffled = [...map.provinceIds].sort(() => rnd() - 0.5);
  const count = 22 + Math.floor(rnd() * 13);
  const units: Unit[] = [];
  for (const p of shuffled.slice(0, count)) {
    const prov = map.province(p)!;
    const type = prov.terrain === 'sea' ? 'F' : prov.terrain === 'inland' ? 'A' : rnd() < 0.5 ? 'A' : 'F';
    const loc: LocId = type === 'F' ? pick(map.locsOf(p, 'F')) : p;
    units.push({ power: pick(map.powers) as PowerId, type, loc });
  }
  const at = new Map(units.map((u) => [map.provinceOf(u.loc), u]));
  const name = (u: Unit) => `${u.type} ${u.loc}`;
  const moveTarget = new Map<Unit, string>();

  // First the moves (so that supports and convoys can match or mismatch them).
  const kinds = new Map<Unit, string>();
  for (const u of units) {
    const x = rnd();
    const kind = x < 0.15 ? 'hold' : x < 0.55 ? 'move' : x < 0.85 ? 'support' : 'convoy';
    kinds.set(u, kind);
    if (kind === 'move') {
      const options = map.neighbours(u.type, u.loc);
      // An army may aim anywhere a convoy could take it (coasts, and the Baleares on the ancient board).
      const far = u.type === 'A' && convoyEnd(map.province(map.provinceOf(u.loc))) && rnd() < 0.3;
      const coastal = map.provinceIds.filter((p) => convoyEnd(map.province(p)));
      moveTarget.set(u, far ? pick(coastal) : options.length ? pick(options) : map.provinceOf(u.loc));
    }
  }
  const orders: PhaseInput['orders'] = [];
  for (const u of units) {
    const kind = kinds.get(u)!;
    // A few orders are given by the wrong power: they must come back as illegal.
    const power = rnd() < 0.03 ? pick(map.powers) : u.power;
    if (kind === 'hold') orders.push({ power, text: `${name(u)} H` });
    else if (kind === 'move') {
      const via = u.type === 'A' && rnd() < 0.1 ? ' via convoy' : '';
      orders.push({ power, text: `${name(u)} - ${moveTarget.get(u)}${via}` });
    } else if (kind === 'support') {
      const near = map.adjacentProvinces(map.provinceOf(u.loc)).map((p) => at.get(p)).filter((v): v is Unit => !!v);
      const movers = units.filter((v) => v !== u && moveTarget.has(v) && map.canReachProvince(u.type, u.loc, map.provinceOf(moveTarget.get(v)!)));
      if (movers.length && rnd() < 0.6) {
        const v = pick(movers);
        const to = rnd() < 0.85 ? map.provinceOf(moveTarget.get(v)!) : pick(map.adjacentProvinces(map.provinceOf(u.loc)));
        orders.push({ power, text: `${name(u)} S ${name(v)} - ${to}` });
      } else if (near.length) {
        orders.push({ power, text: `${name(u)} S ${name(pick(near))}` });
      } else orders.push({ power, text: `${name(u)} H` });
    } else {
      // Convoy: a fleet at sea carries an adjacent army towards the army's target, or anywhere.
      const armies = units.filter((v) => v.type === 'A' && map.canReachProvince('F', u.loc, map.provinceOf(v.loc)));
      if (u.type === 'F' && armies.length) {
        const a = pick(armies);
        const to = moveTarget.get(a) ?? pick(map.provinceIds.filter((p) => convoyEnd(map.province(p))));
        orders.push({ power, text: `${name(u)} C ${name(a)} - ${map.provinceOf(to)}` });
      } else if (u.type === 'A' && rnd() < 0.5) {
        orders.push({ power, text: `${name(u)} - ${pick(map.provinceIds)}` }); // mostly unreachable: illegal
      } else orders.push({ power, text: `${name(u)} H` });
    }
  }
  return { phase: { season: 'spring', year: 1901, type: 'movement' }, units, orders };
}
