// The principles behind moves and supports across a board's passages (engine/map/build.ts `Passage`):
// the Ancient Mediterranean's straits (seed 004 §6) and delta (§12). The standard rules carry these
// orders out unchanged, since the adjacency already joins the pairs; what a reader misses is why an
// army crossed water with no convoy, or why Thebes touches the Gulf of Pelusium. A plug-in gives
// these notes through its `movementNotes` hook; they state no result (a move across a strait still
// succeeds or fails for its own reasons), only why the move or support could be ordered at all.

import { MOVE, SUPPORT } from '../adjudicate/movement/board.js';
import type { MovementResult } from '../adjudicate/movement/index.js';
import { supportAimedAt } from '../adjudicate/movement/rules.js';
import type { StepNote } from '../adjudicate/variant-rules.js';
import type { Passage } from '../map/build.js';
import type { GameMap, ProvinceId } from '../map/types.js';
import { fact, listArg, placeArg, unitArg, type Arg, type TextArg } from '../language/render.js';

/** Who crosses: an army, a fleet from coast to coast, a fleet from sea to sea. */
type Who = 'army' | 'fleet' | 'seas';

interface Group {
  step: number;
  passage: Passage;
  /** 'move' or 'support'. */
  order: 'move' | 'support';
  who: Who;
  items: Arg[];
}

/** "§6" from "004 §6": the section of the variant's rules the passage is stated in. */
const sectionOf = (p: Passage) => p.seed.slice(p.seed.indexOf('§'));

/**
 * The notes of one movement phase. `rules`: the variant's name as the citation writes it ("Ancient
 * Mediterranean, §6"). Moves that go by convoy cross no passage: the note is about the land route.
 */
export function passageNotes(passages: readonly Passage[], rules: TextArg, map: GameMap, m: MovementResult, stepOf: (order: number) => number): StepNote[] {
  const b = m.board;
  const byPair = new Map<string, Passage>();
  for (const p of passages) for (const [x, y] of p.pairs) byPair.set(pairKey(x, y), p);
  const isSea = (id: ProvinceId) => map.province(id)?.terrain === 'sea';
  const groups = new Map<string, Group>();
  /** The moves along each pair of a delta: along different pairs they cross inside it, along one pair they trade places. */
  const deltaMoves = new Map<Passage, Map<string, { step: number; move: Arg }[]>>();
  const add = (order: number, passage: Passage, kind: Group['order'], who: Who, item: Arg) => {
    const step = stepOf(order);
    if (step < 0) return;
    // The straits of one section are told together; a delta names its own spaces.
    const key = passage.kind === 'delta' ? `${step}|${passage.id}|${kind}` : `${step}|${passage.seed}|${kind}|${who}`;
    const g = groups.get(key) ?? groups.set(key, { step, passage, order: kind, who, items: [] }).get(key)!;
    g.items.push(item);
  };
  for (let u = 0; u < b.units.length; u++) {
    const order = b.orderOf[u];
    if (order < 0) continue;
    const from = b.prov[u];
    const type = b.units[u].type;
    if (b.kind[u] === MOVE && b.viaConvoy[u] !== 1 && b.dest[u] !== undefined) {
      const passage = byPair.get(pairKey(from, b.dest[u]!));
      if (!passage) continue;
      const move = fact('unopposed-move', { unit: unitArg(`${type} ${b.units[u].loc}`), dest: placeArg(b.destLoc[u] ?? b.dest[u]!) });
      add(order, passage, 'move', type === 'A' ? 'army' : isSea(from) && isSea(b.dest[u]!) ? 'seas' : 'fleet', move);
      if (passage.kind === 'delta') {
        const moves = deltaMoves.get(passage) ?? deltaMoves.set(passage, new Map()).get(passage)!;
        const key = pairKey(from, b.dest[u]!);
        moves.set(key, [...(moves.get(key) ?? []), { step: stepOf(order), move }]);
      }
    } else if (b.kind[u] === SUPPORT) {
      const passage = byPair.get(pairKey(from, supportAimedAt(b, u)));
      if (passage) add(order, passage, 'support', type === 'A' ? 'army' : 'fleet', unitArg(`${type} ${b.units[u].loc}`));
    }
  }
  const notes: StepNote[] = [...groups.values()].map((g) => {
    const cite = { rules, section: sectionOf(g.passage), count: g.items.length, who: g.who };
    const list = listArg(g.items);
    if (g.passage.kind === 'strait') return { step: g.step, fact: fact(g.order === 'move' ? 'passage-strait-move' : 'passage-strait-support', { ...cite, [g.order === 'move' ? 'moves' : 'units']: list }) };
    const spaces = listArg((g.passage.spaces ?? []).map((s) => fact('passage-space', { place: placeArg(s) })));
    return { step: g.step, fact: fact(g.order === 'move' ? 'passage-delta-move' : 'passage-delta-support', { ...cite, spaces, [g.order === 'move' ? 'moves' : 'units']: list }) };
  });
  // Two moves along different pairs of the delta cross inside it (§12's example): no exchange of
  // places. Two along one pair trade places, which the delta does not allow any more than a border.
  for (const [passage, moves] of deltaMoves) {
    const cite = { rules, section: sectionOf(passage) };
    const lanes = [...moves.values()];
    if (lanes.length >= 2) {
      const crossing = lanes.map((lane) => lane[0]);
      notes.push({ step: Math.max(...crossing.map((c) => c.step)), fact: fact('passage-delta-paths-cross', { moves: listArg(crossing.map((c) => c.move)), ...cite }) });
    }
    for (const lane of lanes) {
      if (lane.length === 2) notes.push({ step: Math.max(lane[0].step, lane[1].step), fact: fact('passage-delta-swap', { moves: listArg(lane.map((c) => c.move)), ...cite }) });
    }
  }
  return notes.sort((x, y) => x.step - y.step);
}

function pairKey(a: ProvinceId, b: ProvinceId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
