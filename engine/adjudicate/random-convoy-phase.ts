// Seeded random phases built around convoyed swaps, for the property tests (`engine/testing/preset-properties.ts`
// and the deep run). The plain generator (`random-phase.ts`) meets a convoyed swap with a third
// army moving in about once in 130,000 phases; the stacking bug of issue #17 lived exactly there.
// Each phase here has one or two "gadgets" — two armies exchanging provinces, at least one of them
// by convoy, written with or without "via convoy", convoyed by fleets of the same or another power —
// plus third-party movers and supports aimed at both provinces, on a board filled densely around
// them with random units and orders.

import type { GameMap, PowerId, ProvinceId, Unit } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';
import { prng } from '../util/random.js';

type Order = PhaseInput['orders'][number];

export function randomConvoySwapPhase(map: GameMap, seed: number): PhaseInput {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const powers = map.powers as readonly PowerId[];
  const units: Unit[] = [];
  const orders: Order[] = [];
  const taken = new Set<ProvinceId>();
  const name = (u: Unit) => `${u.type} ${u.loc}`;
  const place = (power: PowerId, type: 'A' | 'F', province: ProvinceId): Unit | undefined => {
    if (taken.has(province)) return undefined;
    const locs = map.locsOf(province, type);
    if (!locs.length) return undefined;
    const u: Unit = { power, type, loc: pick(locs) };
    taken.add(province);
    units.push(u);
    return u;
  };
  const seas = map.provinceIds.filter((p) => map.province(p)!.terrain === 'sea');
  const coastsOf = (sea: ProvinceId) =>
    map.adjacentProvinces(sea).filter((p) => map.province(p)!.terrain === 'coastal' && map.canReachProvince('F', sea, p));

  const gadgets = 1 + (rnd() < 0.4 ? 1 : 0);
  for (let g = 0; g < gadgets; g++) {
    const sea = pick(seas);
    const shore = coastsOf(sea).filter((p) => !taken.has(p));
    if (shore.length < 2 || taken.has(sea)) continue;
    const a = pick(shore);
    const b = pick(shore.filter((p) => p !== a));
    const owner = pick(powers);
    const x = place(owner, 'A', a)!;
    const y = place(rnd() < 0.6 ? owner : pick(powers), 'A', b)!;
    const fleet = place(rnd() < 0.5 ? owner : pick(powers), 'F', sea)!;
    const via = () => (rnd() < 0.5 ? ' via convoy' : '');
    orders.push({ power: x.power, text: `${name(x)} - ${b}${via()}` });
    orders.push({ power: fleet.power, text: `${name(fleet)} C ${name(x)} - ${b}` });
    // The other army comes back overland when it can, else by a second convoy, else by the same sea.
    const otherSea = coastsOf(a).length ? seas.find((s) => s !== sea && !taken.has(s) && coastsOf(s).includes(a) && coastsOf(s).includes(b)) : undefined;
    if (map.canReachProvince('A', b, a) && rnd() < 0.6) {
      orders.push({ power: y.power, text: `${name(y)} - ${a}${rnd() < 0.2 ? ' via convoy' : ''}` });
    } else if (otherSea) {
      const f2 = place(rnd() < 0.5 ? y.power : pick(powers), 'F', otherSea)!;
      orders.push({ power: y.power, text: `${name(y)} - ${a}${via()}` });
      orders.push({ power: f2.power, text: `${name(f2)} C ${name(y)} - ${a}` });
    } else {
      orders.push({ power: y.power, text: `${name(y)} - ${a}` });
    }
    // Third parties into either province, some supported; supports for the swapping armies.
    for (const target of [a, b]) {
      for (const from of map.adjacentProvinces(target)) {
        if (taken.has(from) || rnd() < 0.5) continue;
        const type = map.province(from)!.terrain === 'sea' ? 'F' : map.province(from)!.terrain === 'inland' ? 'A' : rnd() < 0.6 ? 'A' : 'F';
        const u = place(pick(powers), type, from);
        if (!u) continue;
        if (map.canReachProvince(u.type, u.loc, target) && rnd() < 0.6) {
          orders.push({ power: u.power, text: `${name(u)} - ${target}` });
        } else {
          const mover = pick([x, y]);
          const dest = mover === x ? b : a;
          orders.push({ power: u.power, text: rnd() < 0.5 ? `${name(u)} S ${name(mover)} - ${dest}` : `${name(u)} S ${name(pick(units))}` });
        }
      }
    }
  }
  fillDensely(map, rnd, units, orders, taken);
  return { phase: { season: 'spring', year: 1901, type: 'movement' }, units, orders };
}

/** Random units on a good share of the free provinces, each with a random order around it. */
function fillDensely(map: GameMap, rnd: () => number, units: Unit[], orders: Order[], taken: Set<ProvinceId>): void {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const powers = map.powers as readonly PowerId[];
  const free = map.provinceIds.filter((p) => !taken.has(p)).sort(() => rnd() - 0.5);
  const extra = free.slice(0, Math.floor(free.length * (0.3 + rnd() * 0.5)));
  const placed: Unit[] = [];
  for (const p of extra) {
    const terrain = map.province(p)!.terrain;
    const type = terrain === 'sea' ? 'F' : terrain === 'inland' ? 'A' : rnd() < 0.5 ? 'A' : 'F';
    const u: Unit = { power: pick(powers), type, loc: pick(map.locsOf(p, type)) };
    taken.add(p);
    units.push(u);
    placed.push(u);
  }
  const name = (u: Unit) => `${u.type} ${u.loc}`;
  for (const u of placed) {
    const x = rnd();
    const near = map.neighbours(u.type, u.loc);
    if (x < 0.2 || !near.length) orders.push({ power: u.power, text: `${name(u)} H` });
    else if (x < 0.65) orders.push({ power: u.power, text: `${name(u)} - ${map.provinceOf(pick(near))}` });
    else {
      const other = pick(units);
      const to = pick(map.adjacentProvinces(map.provinceOf(other.loc)));
      orders.push({ power: u.power, text: rnd() < 0.6 ? `${name(u)} S ${name(other)} - ${to}` : `${name(u)} S ${name(other)}` });
    }
  }
}

/**
 * A retreat phase after a random movement phase (or undefined when nobody was dislodged), with 0 to
 * 2 random retreat or disband orders per dislodged unit, some of them to closed provinces.
 */
export function randomRetreatPhase(map: GameMap, seed: number, after: (input: PhaseInput) => import('../protocol/types.js').PhaseOutput): PhaseInput | undefined {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const movement = randomConvoySwapPhase(map, seed);
  const out = after(movement);
  if (!out.dislodged.length) return undefined;
  const orders: Order[] = [];
  for (const d of out.dislodged) {
    const count = Math.floor(rnd() * 3);
    for (let k = 0; k < count; k++) {
      const near = map.neighbours(d.type, d.loc);
      orders.push({ power: d.power, text: rnd() < 0.2 || !near.length ? `${d.type} ${d.loc} disband` : `${d.type} ${d.loc} - ${pick(near)}` });
    }
  }
  return {
    phase: { season: 'spring', year: 1901, type: 'retreat' },
    units: out.units,
    dislodged: out.dislodged.map((d) => ({ power: d.power, type: d.type, loc: d.loc, attackerFrom: d.attackerFrom, ...(d.viaConvoy ? { viaConvoy: true } : {}) })),
    contested: out.contested,
    orders,
  };
}

/** A winter phase: random centre owners, random units, random builds, removals and waivers. */
export function randomAdjustmentPhase(map: GameMap, seed: number): PhaseInput {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const powers = map.powers as readonly PowerId[];
  const centres = map.provinceIds.filter((p) => map.province(p)!.supplyCenter);
  const supplyCenters: Record<PowerId, string[]> = {};
  for (const c of centres) {
    if (rnd() < 0.2) continue;
    const home = map.province(c)!.home as PowerId | undefined;
    const owner = home && rnd() < 0.7 ? home : pick(powers);
    (supplyCenters[owner] ??= []).push(c);
  }
  const units: Unit[] = [];
  const taken = new Set<ProvinceId>();
  for (const p of map.provinceIds) {
    if (rnd() < 0.6) continue;
    const terrain = map.province(p)!.terrain;
    const type = terrain === 'sea' ? 'F' : terrain === 'inland' ? 'A' : rnd() < 0.5 ? 'A' : 'F';
    units.push({ power: pick(powers), type, loc: pick(map.locsOf(p, type)) });
    taken.add(p);
  }
  const orders: Order[] = [];
  for (const power of powers) {
    const homes = centres.filter((c) => map.province(c)!.home === power);
    const mine = units.filter((u) => u.power === power);
    const count = Math.floor(rnd() * 5);
    for (let k = 0; k < count; k++) {
      const x = rnd();
      if (x < 0.45 && homes.length) {
        const c = pick(homes);
        const type = rnd() < 0.5 ? 'A' : 'F';
        const loc = type === 'F' && map.locsOf(c, 'F').length ? pick(map.locsOf(c, 'F')) : c;
        orders.push({ power, text: `Build ${type} ${loc}` });
      } else if (x < 0.85 && mine.length) {
        const u = pick(mine);
        orders.push({ power, text: `Remove ${u.type} ${u.loc}` });
      } else orders.push({ power, text: 'Waive' });
    }
  }
  return { phase: { season: 'winter', year: 1901, type: 'adjustment' }, units, supplyCenters, orders };
}
