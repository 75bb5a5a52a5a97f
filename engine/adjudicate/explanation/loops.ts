// Loops told as loops: a step for each loop of the resolution (movement/resolution.ts) that states
// the cycle, link by link, and the rule that breaks it: the backup rule for a convoy paradox
// (Szykman), rule 7 or 19 for moves round a ring, rule 21 for the loop it keeps from forming.
// Language-free facts, rendered by ./render.ts.

import { CONVOY, MOVE, type Board } from '../movement/board.js';
import type { MovementResult } from '../movement/index.js';
import { kindOfKey, unitOfKey, type DecisionKey, type Loop, type Resolution } from '../movement/resolution.js';
import { fact, listArg, placeArg, unitArg, type Fact } from '../../language/render.js';

export interface LoopStep {
  /** The step's fields (explain.ts makes the step). */
  orders: number[];
  provinces: string[];
  title: Fact;
  text: Fact[];
  /** The decisions the step settles (the others of the loop follow from them). */
  settles: DecisionKey[];
  /** Decisions whose steps must come after it (rule 21: the support it keeps). */
  before: DecisionKey[];
}

export function loopSteps(m: MovementResult, res: Resolution): LoopStep[] {
  const b = m.board;
  return res.loops.map((loop) => {
    const units = [...new Set(loop.cycle.map(unitOfKey))];
    const { title, text } = loopFacts(b, loop);
    return {
      orders: units.map((u) => b.orderOf[u]).filter((i) => i >= 0),
      provinces: [...new Set(units.flatMap((u) => [b.prov[u], ...(b.kind[u] === MOVE ? [b.dest[u]!] : [])]))].sort(),
      title,
      text,
      settles: loop.settled,
      before: loop.kind === 'convoyRule' ? loop.settled : [],
    };
  });
}

const unitOf = (b: Board, u: number) => unitArg(`${b.units[u].type} ${b.units[u].loc}`);

function loopFacts(b: Board, loop: Loop): { title: Fact; text: Fact[] } {
  const unit = (u: number) => unitOf(b, u);
  if (loop.kind === 'convoyRule') {
    const [s, a, f, attacker] = loop.cycle.map(unitOfKey);
    const args = { supporter: unit(s), army: unit(a), fleet: unit(f), attacker: unit(attacker), dest: placeArg(b.dest[attacker]!) };
    return {
      title: fact('loop-rule-21-title', { supporter: unit(s) }, [21]),
      text: [fact('loop-rule-21-text', args), fact('loop-rule-21-breaks', { older: b.opts.convoyParadox === 'rulebook1971' ? 'yes' : 'no' }, [21])],
    };
  }
  const links = listArg(loop.cycle.map((k, i) => link(b, k, loop.cycle[(i + 1) % loop.cycle.length])), ';');
  const settledUnits = loop.settled.map(unitOfKey);
  if (loop.kind === 'circular') {
    const swap = settledUnits.length === 2 && settledUnits.some((u) => b.viaConvoy[u] === 1);
    return {
      title: fact('loop-circular-title', { units: listArg(settledUnits.map(unit)), count: settledUnits.length }),
      text: [fact('loop-chain', { links }), fact(swap ? 'loop-circular-swap' : 'loop-circular-ring', undefined, [swap ? 19 : 7])],
    };
  }
  if (loop.kind === 'paradox') {
    const fleets = settledUnits.filter((u) => b.kind[u] === CONVOY);
    const armies = [...new Set(fleets.flatMap((f) => (b.cvArmy[f] >= 0 ? [b.cvArmy[f]] : [])))];
    return {
      title: fact('loop-paradox-title', { fleets: listArg(fleets.map(unit)), count: fleets.length }),
      text: [
        fact('loop-chain', { links }),
        fact(loop.solutions === 2 ? 'loop-two-outcomes' : 'loop-no-outcome'),
        fact('loop-szykman', { fleets: listArg(fleets.map(unit)), count: fleets.length, armies: listArg(armies.map(unit)), armyCount: armies.length, preset: b.opts.convoyParadox }),
      ],
    };
  }
  // One consistent outcome (never met so far: the resolution's loops are settled by a backup rule).
  return { title: fact('loop-consistent-title'), text: [fact('loop-chain', { links })] };
}

/** "k depends on dep", worded by the kinds of the two decisions. */
function link(b: Board, k: DecisionKey, dep: DecisionKey): Fact {
  const u = unitOfKey(k);
  const d = unitOfKey(dep);
  const unit = (x: number) => unitOf(b, x);
  const move = (x: number) => fact('loop-move', { unit: unit(x), dest: placeArg(b.dest[x]!) });
  switch (`${kindOfKey(k)}>${kindOfKey(dep)}`) {
    case 'support>convoy':
    case 'support>route': {
      const army = kindOfKey(dep) === 'route' ? d : (b.movesInto.get(b.prov[u]) ?? []).find((a) => b.convoysFor[a].includes(d));
      if (army !== undefined) return fact('loop-link-cut-if-carried', { supporter: unit(u), army: unit(army), fleet: kindOfKey(dep) === 'convoy' ? unit(d) : 'none' });
      break;
    }
    case 'route>convoy':
    case 'move>convoy':
      return fact('loop-link-carried-if-stands', { army: unit(u), fleet: unit(d) });
    case 'move>route':
      return fact('loop-link-carried', { army: unit(u) });
    case 'convoy>move':
    case 'dislodged>move':
      return fact('loop-link-stands-if-fails', { unit: unit(u), move: move(d) });
    case 'move>support': {
      // The support may back the move itself or the unit it must beat (6.F.18: a hold support).
      if (b.supTarget[d] === u) return fact('loop-link-counts-support', { move: move(u), supporter: unit(d) });
      const defender = b.unitAt.get(b.dest[u]!);
      if (defender !== undefined && b.supTarget[d] === defender) return fact('loop-link-defence-counts-support', { move: move(u), defender: unit(defender), supporter: unit(d) });
      break;
    }
    case 'support>move':
      return fact('loop-link-support-if-fails', { supporter: unit(u), move: move(d) });
    case 'move>move':
      if (b.unitAt.get(b.dest[u]!) === d) return fact('loop-link-leaves', { move: move(u), unit: unit(d) });
      return fact('loop-link-depends', { a: move(u), b: move(d) });
  }
  return fact('loop-link-depends', { a: describe(b, k), b: describe(b, dep) });
}

function describe(b: Board, k: DecisionKey): Fact {
  const u = unitOfKey(k);
  return fact(`loop-key-${kindOfKey(k)}`, { unit: unitOf(b, u), ...(kindOfKey(k) === 'move' ? { dest: placeArg(b.dest[u]!) } : {}) });
}
