// A postal game master's season (001 §3.2): the players send their movement orders with their
// conditional retreats and, in the Fall, their builds and removals; the game master rules the
// movement, then the retreats and the Winter adjustments from those lists (or by his defaults,
// §3.5.3), and publishes one report. This runs the phases of one season from its first phase's
// input: the retreats when someone is dislodged, and after a Fall the adjustments when the
// centres are known. A proposal or a time limit is decided with the season's last phase.

import type { GameMap } from '../../map/types.js';
import type { PhaseInput } from '../../protocol/types.js';
import { adjudicatePhase, carryOver, type AdjudicationDetail } from '../phase.js';

export interface SeasonPhase {
  input: PhaseInput;
  detail: AdjudicationDetail;
}

export interface SeasonRun {
  phases: SeasonPhase[];
  /** Why the season stops before its Winter adjustments (the phase has no supply centres). */
  stopped?: 'noCentres';
}

export function adjudicateSeason(map: GameMap, first: PhaseInput, adjudicate: (map: GameMap, input: PhaseInput) => AdjudicationDetail = adjudicatePhase): SeasonRun {
  const { endOfGame, ...withoutEnd } = first;
  const phases: SeasonPhase[] = [];
  let input: PhaseInput = withoutEnd;
  let stopped: SeasonRun['stopped'];
  for (;;) {
    const detail = adjudicate(map, input);
    phases.push({ input, detail });
    const next = detail.output.next;
    const sameSeason = next?.type === 'retreat' || (next?.type === 'adjustment' && input.phase.type !== 'adjustment');
    if (!next || !sameSeason) break;
    if (next.type === 'adjustment' && !detail.output.supplyCenters) {
      stopped = 'noCentres';
      break;
    }
    // The game's coin stays with it (the 1914 game needs it once it is tossed).
    input = { ...(input.ruleset ? { ruleset: input.ruleset } : {}), ...carryOver(input, detail.output), ...(first.coin ? { coin: { ...first.coin } } : {}), orders: [] };
  }
  // The vote or the time limit goes with the season's report: its last phase.
  if (endOfGame) {
    const last = phases.length - 1;
    const withEnd = { ...phases[last].input, endOfGame };
    phases[last] = { input: withEnd, detail: adjudicate(map, withEnd) };
  }
  return { phases, ...(stopped ? { stopped } : {}) };
}
