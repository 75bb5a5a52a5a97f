// How a game ends (000 "OBJECTIF"; 001 §2.2, §2.3, §3.8): a victory at the winning count, the
// leaders at an agreed time limit (by centres in 000, by units in 001: the preset's
// timeLimitWinner), or a result every power still in the game votes for (a draw shared by them all,
// or a concession). The game master's draw after three years without a centre changing hands
// (§3.8) needs a whole game: its `{ result: 'draw', by: 'stalemate' }` is for the game layer.

import type { GameMap, PowerId } from '../../map/types.js';
import type { GameResultJson, PhaseInput, PhaseOutput, ProposalJson, VoteJson } from '../../protocol/types.js';
import type { RuleOptions } from '../../rules/options.js';
import { makeStep, type ExplanationStep } from '../explain.js';
import { fact, listArg, powerArg, type Fact } from '../../language/render.js';

/** What the phase knows of the winning count: the board's (or variant's) target, whether a variant step already told the win, a player's total. */
export interface VictoryContext {
  centres: number;
  stepTold: boolean;
  playerCentres?: number;
}

export interface GameEnd {
  gameResult?: GameResultJson;
  vote?: VoteJson;
  steps: () => ExplanationStep[];
}

/**
 * The end of the game after this phase, if any. `victoryCentres`: the count that wins on this board;
 * `victoryStepTold`: a variant already has a step saying who won (its player), so none is added.
 */
export function gameEndOf(map: GameMap, input: PhaseInput, output: PhaseOutput, options: RuleOptions, victory: VictoryContext): GameEnd | { error: string } | undefined {
  const mp = map as unknown as GameMap<string>;
  const step = (title: Fact, text: Fact[]) => makeStep({ kind: 'gameMaster', rules: [], orders: [], provinces: [] }, title, text, mp);
  const steps: ExplanationStep[] = [];
  let gameResult: GameResultJson | undefined;
  let vote: VoteJson | undefined;

  if (output.winner !== undefined || output.winnerPlayer !== undefined) {
    const power = output.winner;
    const centres = power !== undefined ? (output.supplyCenters?.[power]?.length ?? 0) : (victory.playerCentres ?? 0);
    gameResult = { result: 'victory', ...(power !== undefined ? { power } : {}), ...(output.winnerPlayer !== undefined && output.winnerPlayer !== power ? { player: output.winnerPlayer } : {}), centres };
    if (!victory.stepTold && power !== undefined) steps.push(step(fact('gm-step-victory-title', { power: powerArg(power) }), [fact('gm-step-victory-text', { power: powerArg(power), centres, target: victory.centres })]));
  }

  const end = input.endOfGame;
  if (end && 'timeLimit' in end) {
    const by = options.timeLimitWinner === 'mostUnits' ? 'units' : 'centres';
    if (by === 'centres' && !output.supplyCenters) return { error: '"endOfGame": a game stopped at its time limit is won by the most supply centres under this ruleset (timeLimitWinner: mostCentres), so the phase needs "supplyCenters"' };
    const counts: Record<PowerId, number> = {};
    if (by === 'centres') {
      for (const [p, list] of Object.entries(output.supplyCenters!)) if (list?.length) counts[p] = list.length;
    } else {
      for (const u of output.units) counts[u.power] = (counts[u.power] ?? 0) + 1;
    }
    const best = Math.max(0, ...Object.values(counts));
    const leaders = map.powers.filter((p) => best > 0 && counts[p] === best);
    const ordered = Object.fromEntries(map.powers.filter((p) => counts[p] !== undefined).map((p) => [p, counts[p]]));
    if (!gameResult) gameResult = { result: 'timeLimit', by, leaders, counts: ordered };
    const table = listArg(Object.entries(ordered).map(([p, n]) => fact('gm-count', { power: powerArg(p), count: n, by })), ';');
    const named = listArg(leaders.map(powerFact));
    const outcome = gameResult.result === 'victory' ? fact('gm-time-limit-victory-stands') : leaders.length === 0 ? fact('gm-time-limit-nobody') : leaders.length === 1 ? fact('gm-time-limit-winner', { leaders: named }) : fact('gm-time-limit-tie', { leaders: named });
    steps.push(step(fact('gm-step-time-limit-title'), [fact('gm-step-time-limit-text', { by, counts: table }), outcome]));
  } else if (end) {
    const inGame = new Set([...input.units, ...(input.phase.type === 'retreat' ? (input.dislodged ?? []) : [])].map((u) => u.power));
    const abstention = end.abstentions ?? 'against';
    const carried = [...inGame].every((p) => {
      const v = end.votes[p] ?? 'abstain';
      return v === 'for' || (v === 'abstain' && abstention === 'for');
    });
    vote = { proposal: { ...end.proposal }, carried };
    const survivors = map.powers.filter((p) => output.units.some((u) => u.power === p));
    const proposal = proposalFact(end.proposal);
    const text: Fact[] = [];
    if (!carried) text.push(fact('gm-step-vote-rejected'));
    else if (end.proposal.result === 'draw') text.push(fact('gm-step-vote-draw', { powers: listArg(survivors.map(powerFact)) }));
    else text.push(fact('gm-step-vote-concession', { power: powerArg(end.proposal.to) }));
    // How abstentions counted matters only when someone abstained or did not vote.
    if ([...inGame].some((p) => (end.votes[p] ?? 'abstain') === 'abstain')) text.push(fact('gm-step-vote-abstentions', { abstention }));
    if (carried && gameResult) text.push(fact('gm-step-vote-after-victory'));
    steps.push(step(fact('gm-step-vote-title', { proposal, carried: carried ? 'yes' : 'no' }), text));
    if (carried && !gameResult) gameResult = end.proposal.result === 'draw' ? { result: 'draw', powers: survivors, by: 'vote' } : { result: 'concession', power: end.proposal.to, by: 'vote' };
  }
  if (!gameResult && !vote) return undefined;
  return { ...(gameResult ? { gameResult } : {}), ...(vote ? { vote } : {}), steps: () => steps };
}

/** A power in running prose: "France", "la France". */
const powerFact = (p: PowerId): Fact => fact('gm-power', { power: powerArg(p) });

function proposalFact(p: ProposalJson): Fact {
  return p.result === 'draw' ? fact('gm-proposal-draw') : fact('gm-proposal-concession', { power: powerArg(p.to) });
}
