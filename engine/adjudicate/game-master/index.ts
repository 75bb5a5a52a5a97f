// The game master's side of a phase (001, chapter 3), around the phase adjudicators and never
// inside their loops: a power's later order sheet replaces its earlier ones (§3.4.3), a power whose
// orders did not arrive is marked NMR (§3.5.4), the conditional orders sent ahead are carried to
// the phase they belong to (§3.4.2; read by retreat.ts and adjustment.ts), and the game may end
// (./end.ts). phase.ts asks `gameMasterOf(input)` once: undefined, the usual case, costs nothing more.

import type { GameMap, LocId, PowerId, ProvinceId, Unit } from '../../map/types.js';
import type { ParseResult } from '../../orders/ast.js';
import type { ConditionalOrdersJson, ConditionalRetreatJson, DislodgedJson, EndOfGameJson, PhaseInput, PhaseOutput } from '../../protocol/types.js';
import type { SubmittedOrder } from '../movement/board.js';
import type { MovementOrderOutcome, MovementResult, Reason } from '../movement/index.js';
import type { RetreatResult } from '../retreat.js';
import { makeStep, type ExplanationStep } from '../explain.js';
import { defineTexts, fact, listArg, powerArg, render, unitArg, type Fact } from '../../language/render.js';
import type { AdjudicationDetail } from '../detail.js';
import type { RuleOptions } from '../../rules/options.js';
import { InputError } from '../detail.js';
import { gameEndOf, type VictoryContext } from './end.js';

export interface GameMasterPhase {
  /** Orders of a sheet a later version of the same power replaced (§3.4.3), by input index. */
  superseded: Map<number, { power: PowerId; version: number; ruled: number; loc?: LocId }>;
  /** Per power that sent several versions: the one ruled and the orders set aside. */
  sheets: { power: PowerId; ruled: number; setAside: number[] }[];
  nmr: readonly PowerId[];
  conditional?: ConditionalOrdersJson;
  endOfGame?: EndOfGameJson;
}

/** The game master's part of a phase, or undefined when the input has none (no field, no version). */
export function gameMasterOf(input: PhaseInput): GameMasterPhase | undefined {
  let versioned = false;
  for (const o of input.orders) if (o.version !== undefined) versioned = true;
  if (!versioned && input.nmr === undefined && input.conditional === undefined && input.endOfGame === undefined) return undefined;
  const gm: GameMasterPhase = { superseded: new Map(), sheets: [], nmr: input.nmr ?? [] };
  if (input.conditional) gm.conditional = input.conditional;
  if (input.endOfGame) gm.endOfGame = input.endOfGame;
  if (!versioned) return gm;
  // A power's latest sheet is ruled; the orders of its earlier ones are set aside (001 §3.4.3).
  const latest = new Map<PowerId, number>();
  for (const o of input.orders) latest.set(o.power, Math.max(latest.get(o.power) ?? 0, o.version ?? 1));
  input.orders.forEach((o, i) => {
    const ruled = latest.get(o.power)!;
    if ((o.version ?? 1) < ruled) gm.superseded.set(i, { power: o.power, version: o.version ?? 1, ruled });
  });
  for (const [power, ruled] of latest) {
    const setAside = [...gm.superseded].filter(([, s]) => s.power === power).map(([i]) => i);
    if (setAside.length) gm.sheets.push({ power, ruled, setAside });
  }
  return gm;
}

/** What a superseded order becomes for the adjudicator: an order that addresses nobody. */
const SET_ASIDE: ParseResult = { ok: false, error: { message: 'replaced by a later order sheet', span: { start: 0, end: 0 } } };

/** The orders of earlier sheets leave the resolution (their units are ordered by the latest sheet, or hold). */
export function setAsideSuperseded(gm: GameMasterPhase, submitted: SubmittedOrder[]): void {
  for (const [i, s] of gm.superseded) {
    const o = submitted[i];
    if (o.parsed.ok && o.parsed.value.order.kind !== 'waive') s.loc = o.parsed.value.order.unit.loc;
    submitted[i] = { power: o.power, text: o.text, parsed: SET_ASIDE };
  }
}

function supersededFact(s: { power: PowerId; version: number; ruled: number }): Fact {
  return fact('gm-superseded', { power: powerArg(s.power), version: s.version, ruled: s.ruled });
}

/** A retreat or adjustment reason: a fact, rendered when read. */
export function plainGameMasterReason(map: GameMap, f: Fact): { fact: Fact; rules: number[]; readonly en: string; readonly fr: string } {
  const opts = { map: map as unknown as GameMap<string> };
  return defineTexts({ fact: f, rules: [] as number[] }, (lang) => render(f, lang, opts));
}

/** Movement: each superseded order is answered `superseded`, naming the version ruled. */
export function markSupersededMovement(gm: GameMasterPhase, map: GameMap, units: readonly Unit[], m: MovementResult): void {
  const opts = { map: map as unknown as GameMap<string> };
  const unitIn = new Map(units.map((u, k) => [map.provinceOf(u.loc), k] as const));
  const dislodged = new Set(m.dislodged.map((d) => d.unit));
  for (const [i, s] of gm.superseded) {
    const k = s.loc === undefined ? undefined : unitIn.get(map.provinceOf(s.loc));
    const f = supersededFact(s);
    const reason: Reason = defineTexts({ code: 'rejected' as const, culprits: [], rules: [] as number[], fact: f }, (lang) => render(f, lang, opts));
    const outcome: MovementOrderOutcome = { result: 'superseded', unit: k ?? -1, dislodged: k !== undefined && dislodged.has(k), reason };
    m.outcomes[i] = outcome;
  }
}

/** Retreat phase: the same, with the dislodged unit the order named. */
export function markSupersededRetreats(gm: GameMasterPhase, map: GameMap, dislodged: readonly Unit[], r: RetreatResult): void {
  for (const [i, s] of gm.superseded) {
    const k = s.loc === undefined ? -1 : dislodged.findIndex((d) => map.provinceOf(d.loc) === map.provinceOf(s.loc!));
    r.outcomes[i] = { result: 'superseded', unit: k, ...plainGameMasterReason(map, supersededFact(s)) };
  }
}

/** Adjustment phase: the same. */
export function markSupersededAdjustments(gm: GameMasterPhase, map: GameMap, outcomes: { result: string }[]): void {
  for (const [i, s] of gm.superseded) outcomes[i] = { result: 'superseded', ...plainGameMasterReason(map, supersededFact(s)) };
}

/** Each dislodged unit's conditional retreats, when it has a list (same order as `dislodged`). */
export function retreatListsFor(gm: GameMasterPhase | undefined, map: GameMap, dislodged: readonly Unit[]): (ConditionalRetreatJson | undefined)[] | undefined {
  const lists = gm?.conditional?.retreats;
  if (!lists?.length) return undefined;
  return dislodged.map((d) => lists.find((l) => l.power === d.power && map.provinceOf(l.loc) === map.provinceOf(d.loc)));
}

/** The steps told before the phase's own: the sheets set aside, and the powers that sent no orders. */
export function gameMasterStepsBefore(gm: GameMasterPhase, map: GameMap, input: PhaseInput): ExplanationStep[] {
  const mp = map as unknown as GameMap<string>;
  const steps: ExplanationStep[] = [];
  for (const s of gm.sheets) {
    const earlier = [...new Set(s.setAside.map((i) => input.orders[i].version ?? 1))].sort((a, b) => a - b);
    steps.push(
      makeStep(
        { kind: 'gameMaster', rules: [], orders: s.setAside, provinces: [] },
        fact('gm-step-sheets-title', { power: powerArg(s.power), ruled: s.ruled }),
        [fact('gm-step-sheets-text', { power: powerArg(s.power), count: s.setAside.length, earlier: listArg(earlier) })],
        mp,
      ),
    );
  }
  const type = input.phase.type;
  for (const power of gm.nmr) {
    const own = [...input.units, ...(type === 'retreat' ? (input.dislodged ?? []) : [])].filter((u) => u.power === power);
    const units = own.length ? listArg(own.map((u) => unitArg(`${u.type} ${u.loc}`))) : fact('no-unit-left');
    steps.push(
      makeStep(
        { kind: 'gameMaster', rules: [], orders: [], provinces: own.map((u) => map.provinceOf(u.loc)) },
        fact('gm-step-nmr-title', { power: powerArg(power) }),
        [fact('gm-step-nmr-text', { power: powerArg(power), units, count: own.length, phase: type })],
        mp,
      ),
    );
  }
  return steps;
}

/**
 * The conditional orders still to come after this phase, each unit where it now stands, for
 * `carryOver` to hand on: after a movement, the retreats of the units dislodged and the builds and
 * removals; after a retreat phase, the builds and removals. A removal follows its unit through a
 * move or a retreat (the list names it where it stood when the orders were written, 001 §3.4.2);
 * the entries of a unit that is gone are dropped.
 */
export function pendingConditional(
  gm: GameMasterPhase | undefined,
  map: GameMap,
  input: PhaseInput,
  output: PhaseOutput,
  where: (loc: LocId) => LocId | undefined,
): ConditionalOrdersJson | undefined {
  const c = gm?.conditional;
  if (!c || input.phase.type === 'adjustment') return undefined;
  const out: ConditionalOrdersJson = {};
  if (input.phase.type === 'movement' && c.retreats) {
    const dislodgedAt = new Set(output.dislodged.map((d) => map.provinceOf(d.loc)));
    const retreats = c.retreats.filter((l) => dislodgedAt.has(map.provinceOf(l.loc)));
    if (retreats.length) out.retreats = retreats.map((l) => ({ ...l, to: [...l.to] }));
  }
  if (input.phase.season === 'fall') {
    if (c.builds?.length) out.builds = c.builds.map((b) => ({ ...b }));
    const removals = (c.removals ?? []).flatMap((r) => {
      const now = where(r.loc);
      return now === undefined ? [] : [{ ...r, loc: now }];
    });
    if (removals.length) out.removals = removals;
  }
  return Object.keys(out).length ? out : undefined;
}

/** After a movement: where the unit that stood at `loc` is now (undefined: dislodged, it is not on the board). */
export function movedTo(map: GameMap, units: readonly Unit[], m: MovementResult): (loc: LocId) => LocId | undefined {
  const dislodged = new Set(m.dislodged.map((d) => d.unit));
  return (loc) => {
    const k = units.findIndex((u) => map.provinceOf(u.loc) === map.provinceOf(loc));
    if (k < 0) return undefined;
    if (dislodged.has(k)) return units[k].loc; // still there until its retreat
    return m.moved[k] ? m.board.destLoc[k]! : units[k].loc;
  };
}

/** After a retreat phase: units that stayed keep their place; a dislodged unit is where it retreated, or gone. */
export function retreatedTo(map: GameMap, units: readonly Unit[], dislodged: readonly DislodgedJson[], r: RetreatResult): (loc: LocId) => LocId | undefined {
  return (loc) => {
    const p: ProvinceId = map.provinceOf(loc);
    const k = dislodged.findIndex((d) => map.provinceOf(d.loc) === p);
    if (k >= 0) {
      const fate = r.fates[k];
      const stays = fate && fate.to !== undefined && !fate.collidedWith?.length && fate.how !== 'disbanded';
      return stays ? fate.to : undefined;
    }
    return units.find((u) => map.provinceOf(u.loc) === p)?.loc;
  };
}

/**
 * The phase's detail with the game master's part: the NMR powers and the pending conditional
 * orders on the output, the end of the game (./end.ts), and their steps around the phase's own.
 * `where`: where a unit of the phase's start now stands (for the pending removals).
 */
export function withGameMaster(
  map: GameMap,
  input: PhaseInput,
  detail: AdjudicationDetail,
  gm: GameMasterPhase | undefined,
  victory: VictoryContext,
  where?: (loc: LocId) => LocId | undefined,
): AdjudicationDetail {
  const out = detail.output;
  if (gm?.nmr.length) out.nmr = [...gm.nmr];
  if (gm && where) {
    const pending = pendingConditional(gm, map, input, out, where);
    if (pending) out.conditional = pending;
  }
  const end = gameEndOf(map, input, out, detail.options, victory);
  if (end && 'error' in end) throw new InputError(end.error);
  if (end?.gameResult) out.gameResult = end.gameResult;
  if (end?.vote) out.vote = end.vote;
  const told = gm !== undefined && (gm.sheets.length > 0 || gm.nmr.length > 0);
  if (!told && !end) return detail;
  return new GameMasterDetail(detail, gm && told ? () => gameMasterStepsBefore(gm, map, input) : () => [], end ? end.steps : () => [], (gm?.superseded.size ?? 0) > 0);
}

/** A phase's detail with steps before and after its own; everything else is the phase's (own fields, as a spread keeps them). */
class GameMasterDetail implements AdjudicationDetail {
  #explanation: ExplanationStep[] | undefined;
  readonly output: PhaseOutput;
  readonly options: RuleOptions;
  readonly movement?: MovementResult;
  readonly retreat?: RetreatResult;
  constructor(
    readonly inner: AdjudicationDetail,
    private readonly before: () => ExplanationStep[],
    private readonly after: () => ExplanationStep[],
    /** Some orders were set aside: "every order is carried out" would be false. */
    private readonly setAside: boolean,
  ) {
    this.output = inner.output;
    this.options = inner.options;
    if (inner.movement) this.movement = inner.movement;
    if (inner.retreat) this.retreat = inner.retreat;
  }
  get reasons(): AdjudicationDetail['reasons'] {
    return this.inner.reasons;
  }
  get explanation(): ExplanationStep[] {
    const own = this.inner.explanation.filter((s) => !(this.setAside && s.kind === 'nothing'));
    return (this.#explanation ??= [...this.before(), ...own, ...this.after()]);
  }
}
