// The principle behind fleet orders on a board's navigable waterways (engine/map/build.ts `Waterway`):
// the Ancient Mediterranean's Nile and its canal to the Reed Sea (seed 004 §11). The Nile is no
// space, yet fleets sail it between the spaces on its banks, so a fleet reaches Memphis; the canal
// lets fleets pass between Sinai, Thebes and the Reed Sea, and no further. The adjacency already
// holds these edges and the standard rules carry the orders out; what a reader misses is why a
// fleet sailed inland, or why Alexandria's fleet cannot enter the Reed Sea next door. Like the
// passages' notes (./passage-notes.ts), these state no result: a move along the Nile still succeeds
// or fails for its own reasons, and an illegal order's step has already said it was illegal.

import { MOVE, SUPPORT } from '../adjudicate/movement/board.js';
import type { MovementResult } from '../adjudicate/movement/index.js';
import { supportAimedAt } from '../adjudicate/movement/rules.js';
import type { StepNote } from '../adjudicate/variant-rules.js';
import type { Passage } from '../map/build.js';
import type { GameMap, ProvinceId } from '../map/types.js';
import { fact, listArg, placeArg, unitArg, type Arg, type Fact, type TextArg } from '../language/render.js';

/** A waterway as the variant's data names it: its banks, and where the seed states it ("004 §11"). */
export interface NamedWaterway {
  id: string;
  name: { en: string; fr: string };
  banks: readonly ProvinceId[];
  seed: string;
}

/** "§11" from "004 §11" (the first section where a waterway is cited in several). */
const sectionOf = (w: NamedWaterway) => /§\d+/.exec(w.seed)?.[0] ?? w.seed;

/**
 * The notes of one movement phase. `rules`: the variant's name as the citation writes it; `passages`:
 * the edges another principle explains (the delta's), which get no waterway note.
 */
export function waterwayNotes(waterways: readonly NamedWaterway[], passages: readonly Passage[], rules: TextArg, map: GameMap, m: MovementResult, stepOf: (order: number) => number): StepNote[] {
  const explained = new Set(passages.flatMap((p) => p.pairs.map(([a, b]) => pairKey(a, b))));
  /** The waterway a fleet sails from one province to the other: both on its banks, the edge no passage's. */
  const along = (from: ProvinceId, to: ProvinceId) => (explained.has(pairKey(from, to)) ? undefined : waterways.find((w) => w.banks.includes(from) && w.banks.includes(to)));
  const groups = new Map<string, { step: number; waterway: NamedWaterway; order: 'move' | 'support'; items: Arg[] }>();
  const add = (order: number, waterway: NamedWaterway, kind: 'move' | 'support', item: Arg) => {
    const step = stepOf(order);
    if (step < 0) return;
    const key = `${step}|${waterway.id}|${kind}`;
    (groups.get(key) ?? groups.set(key, { step, waterway, order: kind, items: [] }).get(key)!).items.push(item);
  };
  const b = m.board;
  for (let u = 0; u < b.units.length; u++) {
    const order = b.orderOf[u];
    if (order < 0 || b.units[u].type !== 'F') continue;
    const unit = `${b.units[u].type} ${b.units[u].loc}`;
    if (b.kind[u] === MOVE && b.viaConvoy[u] !== 1 && b.dest[u] !== undefined) {
      const w = along(b.prov[u], b.dest[u]!);
      if (w) add(order, w, 'move', fact('unopposed-move', { unit: unitArg(unit), dest: placeArg(b.destLoc[u] ?? b.dest[u]!) }));
    } else if (b.kind[u] === SUPPORT) {
      const w = along(b.prov[u], supportAimedAt(b, u));
      if (w) add(order, w, 'support', unitArg(unit));
    }
  }
  const notes: StepNote[] = [...groups.values()].map((g) => ({
    step: g.step,
    fact: fact(g.order === 'move' ? 'waterway-move' : 'waterway-support', { [g.order === 'move' ? 'moves' : 'units']: listArg(g.items), count: g.items.length, ...about(g.waterway, rules) }),
  }));
  m.outcomes.forEach((o, order) => {
    const note = unreachable(map, waterways, passages, o.reason.fact, rules);
    const step = note ? stepOf(order) : -1;
    if (note && step >= 0) notes.push({ step, fact: note });
  });
  return notes.sort((x, y) => x.step - y.step);
}

/** The waterway's name, the spaces along it, and the citation. */
function about(w: NamedWaterway, rules: TextArg): Record<string, Arg> {
  return { waterway: { text: w.name }, banks: listArg(w.banks.map((p) => fact('passage-space', { place: placeArg(p) }))), rules, section: sectionOf(w) };
}

/**
 * A fleet's move refused as out of reach, where a waterway is why: the move tried to enter a
 * waterway's space from the water next to it, another waterway or the delta, without being on it
 * (the canal's Reed Sea from Alexandria or the Gulf of Pelusium, seed 004 §11's own two), or to leave
 * a waterway for a bordering space that is not on it (Memphis to Cyrene, §11's example). A fleet far
 * from the water gets no note: no waterway is why it cannot reach.
 */
function unreachable(map: GameMap, waterways: readonly NamedWaterway[], passages: readonly Passage[], f: Fact, rules: TextArg): Fact | undefined {
  if (f.id !== 'reject-cannot-reach') return undefined;
  const unit = (f.args?.unit as { unit?: string } | undefined)?.unit;
  const to = (f.args?.to as { place?: string } | undefined)?.place;
  if (!unit?.startsWith('F ') || !to) return undefined;
  const from = map.provinceOf(unit.slice(2));
  const dest = map.provinceOf(to);
  const touches = (a: ProvinceId, c: ProvinceId) => map.adjacentProvinces(a).includes(c);
  const onWater = waterways.some((w) => w.banks.includes(from)) || passages.some((p) => p.spaces?.includes(from));
  const into = onWater ? waterways.find((w) => w.banks.includes(dest) && !w.banks.includes(from) && w.banks.some((x) => x !== dest && touches(from, x))) : undefined;
  if (into) {
    const others = into.banks.filter((p) => p !== dest);
    return fact('waterway-unreachable-into', { dest: placeArg(dest), from: placeArg(from), others: listArg(others.map((p) => fact('waterway-space-to', { place: placeArg(p) }))), ...about(into, rules) });
  }
  const off = waterways.find((w) => w.banks.includes(from) && !w.banks.includes(dest) && touches(from, dest));
  return off ? fact('waterway-unreachable-off', { dest: placeArg(dest), ...about(off, rules) }) : undefined;
}

/**
 * The notes of a crossing (seed 004 §10, the Diolkos): a way across an isthmus at the border of its
 * banks, which gives each bank one continuous coast. A fleet moving between a bank and a sea is told
 * why the coast is one; a fleet refused a move between two seas that each touch a bank is told that
 * the crossing goes through the banks, one move in and one out (§10: never sea to sea in one move).
 */
export function crossingNotes(crossings: readonly NamedWaterway[], rules: TextArg, map: GameMap, m: MovementResult, stepOf: (order: number) => number): StepNote[] {
  const isSea = (p: ProvinceId) => map.province(p)?.terrain === 'sea';
  const touches = (a: ProvinceId, c: ProvinceId) => map.adjacentProvinces(a).includes(c);
  const groups = new Map<string, { step: number; crossing: NamedWaterway; items: Arg[] }>();
  const b = m.board;
  for (let u = 0; u < b.units.length; u++) {
    const order = b.orderOf[u];
    const to = b.dest[u];
    if (order < 0 || b.units[u].type !== 'F' || b.kind[u] !== MOVE || b.viaConvoy[u] === 1 || to === undefined) continue;
    const from = b.prov[u];
    const crossing = crossings.find((c) => (c.banks.includes(from) && isSea(to)) || (c.banks.includes(to) && isSea(from)));
    const step = crossing ? stepOf(order) : -1;
    if (!crossing || step < 0) continue;
    const key = `${step}|${crossing.id}`;
    (groups.get(key) ?? groups.set(key, { step, crossing, items: [] }).get(key)!).items.push(fact('unopposed-move', { unit: unitArg(`F ${b.units[u].loc}`), dest: placeArg(b.destLoc[u] ?? to) }));
  }
  const notes: StepNote[] = [...groups.values()].map((g) => ({ step: g.step, fact: fact('crossing-move', { moves: listArg(g.items), ...about(g.crossing, rules) }) }));
  m.outcomes.forEach((o, order) => {
    const f = o.reason.fact;
    if (f.id !== 'reject-cannot-reach') return;
    const unit = (f.args?.unit as { unit?: string } | undefined)?.unit;
    const to = (f.args?.to as { place?: string } | undefined)?.place;
    if (!unit?.startsWith('F ') || !to) return;
    const from = map.provinceOf(unit.slice(2));
    const dest = map.provinceOf(to);
    const crossing = isSea(from) && isSea(dest) ? crossings.find((c) => c.banks.some((x) => touches(from, x)) && c.banks.some((x) => touches(dest, x))) : undefined;
    const step = crossing ? stepOf(order) : -1;
    if (crossing && step >= 0) {
      const banks = listArg(crossing.banks.map((p) => fact('passage-space', { place: placeArg(p) })), 'or');
      notes.push({ step, fact: fact('crossing-sea-to-sea', { ...about(crossing, rules), banks, from: placeArg(from), dest: placeArg(dest) }) });
    }
  });
  return notes.sort((x, y) => x.step - y.step);
}

function pairKey(a: ProvinceId, b: ProvinceId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
