// The `datc` preset against an independent reading of the DATC v3.0 on random adjustment phases:
// builds and removals carried out one by one in the order written (4.D.4-4.D.6, choice b), and the
// units nobody removed chosen by the 2023 civil-disorder rule (4.D.8: farthest from the nearest
// owned centre counting land and sea for both unit types, fleets first, then the English names).
// The oracle below reads only the map's adjacencies and the order texts of the generator; it shares
// no code with engine/adjudicate/adjustment.ts or engine/adjudicate/distance.ts.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import type { GameMap, PowerId, ProvinceId, Unit } from '../map/types.js';
import type { PhaseInput } from '../protocol/types.js';
import { adjudicatePhase } from './phase.js';
import { randomAdjustmentPhase } from './random-convoy-phase.js';

const PHASES = Math.max(2_000, Number(process.env.PROPERTY_RUNS ?? 0) / 5);

interface Answer {
  /** Per input order: was it carried out? */
  done: boolean[];
  /** The position after, as sorted "power type loc". */
  units: string[];
}

const key = (u: Unit) => `${u.power} ${u.type} ${u.loc}`;

/** Each map's distance tables by starting province, made once: the map never changes, and the oracle asks for a centre's table in most of its phases. */
const distanceTables = new WeakMap<GameMap, Map<ProvinceId, ReadonlyMap<ProvinceId, number>>>();

/** Province-to-province distance where armies and fleets both cross land and sea (the 2023 rule). */
function distancesFrom(map: GameMap, from: ProvinceId): ReadonlyMap<ProvinceId, number> {
  let tables = distanceTables.get(map);
  if (!tables) distanceTables.set(map, (tables = new Map()));
  let table = tables.get(from);
  if (!table) tables.set(from, (table = breadthFirst(map, from)));
  return table;
}

function breadthFirst(map: GameMap, from: ProvinceId): Map<ProvinceId, number> {
  const next = (p: ProvinceId): ProvinceId[] => {
    const out = new Set<ProvinceId>();
    for (const type of ['A', 'F'] as const) for (const loc of map.locsOf(p, type)) for (const n of map.neighbours(type, loc)) out.add(map.provinceOf(n));
    return [...out];
  };
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const n of next(queue[i])) {
      if (dist.has(n)) continue;
      dist.set(n, dist.get(queue[i])! + 1);
      queue.push(n);
    }
  }
  return dist;
}

function datcOracle(map: GameMap, input: PhaseInput): Answer {
  const owners = new Map<ProvinceId, PowerId>();
  for (const [power, list] of Object.entries(input.supplyCenters ?? {})) for (const p of list) owners.set(p, power);
  const occupied = new Set(input.units.map((u) => map.provinceOf(u.loc)));
  const done = input.orders.map(() => false);
  const removed = new Set<number>();
  const built: Unit[] = [];
  for (const power of map.powers) {
    const centres = [...owners.values()].filter((o) => o === power).length;
    const due = centres - input.units.filter((u) => u.power === power).length;
    let used = 0;
    const places = new Set<ProvinceId>();
    input.orders.forEach((o, i) => {
      if (o.power !== power) return;
      const build = /^Build ([AF]) (\w+(?:\/\w+)?)$/.exec(o.text);
      const remove = /^Remove ([AF]) (\w+(?:\/\w+)?)$/.exec(o.text);
      if (o.text === 'Waive') {
        if (due > 0 && used < due) {
          used++;
          done[i] = true;
        }
      } else if (build) {
        const [, type, loc] = build;
        const p = map.provinceOf(loc);
        const prov = map.province(p)!;
        const legal =
          due > 0 &&
          prov.home === power &&
          owners.get(p) === power &&
          !occupied.has(p) &&
          (type === 'A' || (map.locsOf(p, 'F').length > 0 && (prov.coasts.length === 0 || loc.includes('/'))));
        if (legal && used < due && !places.has(p)) {
          used++;
          places.add(p);
          done[i] = true;
          built.push({ power, type: type as 'A' | 'F', loc: type === 'A' ? p : loc });
        }
      } else if (remove) {
        const p = map.provinceOf(remove[2]);
        const k = input.units.findIndex((u) => map.provinceOf(u.loc) === p && u.power === power);
        if (due < 0 && k >= 0 && used < -due && !removed.has(k)) {
          used++;
          removed.add(k);
          done[i] = true;
        }
      }
    });
    // Civil disorder for the removals nobody ordered.
    if (due < 0 && used < -due) {
      const owned = [...owners].filter(([, o]) => o === power).map(([p]) => p);
      const tables = owned.map((c) => distancesFrom(map, c));
      const distance = (u: Unit) => Math.min(Infinity, ...tables.map((t) => t.get(map.provinceOf(u.loc)) ?? Infinity));
      const candidates = input.units
        .map((u, k) => ({ u, k }))
        .filter(({ u, k }) => u.power === power && !removed.has(k))
        .sort(
          (a, b) =>
            distance(b.u) - distance(a.u) ||
            (a.u.type === 'F' ? 0 : 1) - (b.u.type === 'F' ? 0 : 1) ||
            map.province(map.provinceOf(a.u.loc))!.name.en.localeCompare(map.province(map.provinceOf(b.u.loc))!.name.en),
        );
      for (const { k } of candidates.slice(0, -due - used)) removed.add(k);
    }
  }
  const units = [...input.units.filter((_, k) => !removed.has(k)), ...built].map(key).sort();
  return { done, units };
}

describe(`the datc preset follows DATC v3.0 on ${PHASES} random adjustment phases`, () => {
  it('carries out the same orders and leaves the same position as an independent reading of 4.D.4-4.D.8', () => {
    let differing = 0;
    let collisions = 0;
    const first: string[] = [];
    for (let seed = 1; seed <= PHASES; seed++) {
      const input: PhaseInput = { ...randomAdjustmentPhase(standardMap, seed), ruleset: 'datc' };
      const out = adjudicatePhase(standardMap, input).output;
      const want = datcOracle(standardMap, input);
      const got: Answer = { done: out.orders.map((o) => o.result === 'succeeds'), units: out.units.map(key).sort() };
      if (out.orders.some((o) => o.reason.includes('earlier order') || o.reason.includes('already'))) collisions++;
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        differing++;
        if (first.length < 3) first.push(`seed ${seed}: ${JSON.stringify(input.orders)}\n engine ${JSON.stringify(got)}\n oracle ${JSON.stringify(want)}`);
      }
    }
    expect(first, first.join('\n')).toEqual([]);
    expect(differing).toBe(0);
    // The generator must exercise the question: orders past the allowance or for a used province.
    expect(collisions).toBeGreaterThan(PHASES / 10);
  });

  it('still differs from rulebook-2000, which voids colliding orders (so the check above can fail)', () => {
    let differing = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const input: PhaseInput = { ...randomAdjustmentPhase(standardMap, seed), ruleset: 'rulebook-2000' };
      const out = adjudicatePhase(standardMap, input).output;
      const want = datcOracle(standardMap, { ...input, ruleset: 'datc' });
      if (JSON.stringify(out.orders.map((o) => o.result === 'succeeds')) !== JSON.stringify(want.done)) differing++;
    }
    expect(differing).toBeGreaterThan(30);
  });
});
