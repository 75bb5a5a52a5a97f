// Runs cases against an adapter, with the casebook's own runner functions (engine/casebook/run.ts:
// runPhases, reachableAlone and the compare* verdicts), which call a synchronous Adjudicator.
// An external program answers asynchronously, so each case is replayed: the runner function runs
// against a cache of answers; every phase it asks for that is not cached yet is collected, the
// adapter is asked for all of them at once, and the function runs again. A multi-phase case takes
// one round per phase (each phase starts from the adapter's own previous answer); a geography sweep
// takes one round for all its phases.

import { standardMap } from '../map/index.js';
import { resolveVariant } from '../adjudicate/variant-rules.js';
import type { Unit } from '../map/types.js';
import { parseOrder, printOrder } from '../orders/index.js';
import type { Order, UnitRef } from '../orders/ast.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import {
  compareDislodged,
  compareIntimate,
  compareGeography,
  compareOrders,
  comparePositionAfter,
  geographyNames,
  phasePrefix,
  presetSuffix,
  reachableAlone,
  runPhases,
  type Adjudicator,
} from '../casebook/run.js';
import type { Case, Preset } from '../casebook/schema.js';
import type { Adapter, AdapterOutput, Reply } from './adapter.js';

/** How the order texts of a case are sent. */
export type OrderStyle = 'canonical' | 'printed';

export interface RunOptions {
  /** Per phase, in ms: each answer must come within this time of the one before (or of the question). */
  timeoutMs: number;
  /** 'canonical' (default): `A pru - war`, as engine/orders/print.ts writes it; 'printed': the book's text. */
  orders?: OrderStyle;
}

/** One difference or failure, located in the case. */
export interface Problem {
  /** "spring 1901 movement [datc]", "geography A par", or "" for the whole case. */
  where: string;
  /**
   * `file:line:col` of what the case says there (the expected units, the dislodged units, the
   * order, the phase): every difference points into the case file.
   */
  at?: string;
  /** Which comparison: board-level ones, the order results, or the adapter failing to answer. */
  what: 'orders' | 'dislodged' | 'position' | 'geography' | 'answer' | 'variant';
  message: string;
}

export type BoardVerdict = 'pass' | 'fail' | 'error';
/** `not given`: the adapter returned no order results; `none`: the case has no orders (geography). */
export type OrdersVerdict = 'pass' | 'fail' | 'not given' | 'none';

export interface CaseResult {
  id: string;
  file: string;
  /** The case's folder under cases/. */
  source: string;
  title: string;
  rules: number[];
  topics: string[];
  presets: Preset[];
  /** `unsupported`: the case's variant is one the adjudicator declared or answered it does not play. */
  status: 'pass' | 'fail' | 'error' | 'unsupported';
  /** The deepest level the case passed at: 'orders' (board and every order result), 'board', or none. */
  passedAt: 'orders' | 'board' | null;
  board: BoardVerdict;
  orders: OrdersVerdict;
  problems: Problem[];
  /** Phases the adapter was asked to adjudicate. */
  asked: number;
  ms: number;
}

/** The adapter broke (crash, hang, early exit, not JSON): the case stops there. */
class Broken extends Error {
  constructor(
    message: string,
    /** The phase it was on, and where the case file says it. */
    readonly where: Pick<Problem, 'where' | 'at'>,
  ) {
    super(message);
    this.name = 'Broken';
  }
}

/** An Error whose text the casebook runner shows as it is (its errorText prints a stack otherwise). */
function plain(message: string): Error {
  const e = new Error(message);
  e.stack = '';
  return e;
}

const PENDING = 'awaiting the adjudicator';

/** Replays synchronous runner code against an adapter, one case at a time. */
class Replay {
  readonly #cache = new Map<string, Reply>();
  asked = 0;
  /** The adjudicator's answer refusing the phase's variant, if it gave one. */
  unsupported: string | undefined;

  constructor(
    private readonly adapter: Adapter,
    private readonly answerMs: number,
    private readonly style: OrderStyle,
  ) {}

  /** Run `compute` until every phase it asks for has been answered; `where` names a phase for messages. */
  async run<T>(compute: (adjudicate: Adjudicator) => T, where: (input: PhaseInput) => Pick<Problem, 'where' | 'at'>): Promise<T> {
    for (;;) {
      const missing = new Map<string, PhaseInput>();
      const adjudicate: Adjudicator = (input) => {
        const sent = this.style === 'canonical' ? canonicalInput(input) : input;
        const key = JSON.stringify(sent);
        const reply = this.#cache.get(key);
        if (!reply) {
          missing.set(key, sent);
          throw plain(PENDING);
        }
        if (reply.kind === 'output') return reply.output as PhaseOutput;
        if (reply.kind === 'refused') {
          if (refusesVariant(sent, reply.message)) this.unsupported ??= reply.message;
          throw plain(`it answered with an error: ${reply.message}`);
        }
        throw plain(reply.message);
      };
      const result = compute(adjudicate);
      if (missing.size === 0) return result;
      const keys = [...missing.keys()];
      this.asked += keys.length;
      const replies = await this.adapter.ask([...missing.values()], this.answerMs);
      if (replies.length !== keys.length) throw new Error(`the adapter gave ${replies.length} replies to ${keys.length} phases`);
      const b = replies.findIndex((r) => r.kind === 'broken');
      if (b >= 0) throw new Broken((replies[b] as Extract<Reply, { kind: 'broken' }>).message, where([...missing.values()][b]));
      keys.forEach((key, i) => this.#cache.set(key, replies[i]));
    }
  }
}

/**
 * An error answer to a phase of another game that names the variant ("unsupported variant:
 * ancient-mediterranean", "unknown variant ..."): the adjudicator does not play that game, which
 * is not a wrong result. The protocol asks adapters that play the standard game only to answer so.
 */
function refusesVariant(input: PhaseInput, message: string): boolean {
  return input.variant !== undefined && input.variant !== 'standard' && /variant/i.test(message);
}

/** What every case result says of its case, whatever its status. */
function caseHeader(c: Case, info: { file: string; source: string; presets: Preset[] }) {
  return { id: c.id, file: info.file, source: info.source, title: c.title.en, rules: c.rules, topics: c.topics, presets: info.presets };
}

/** A case of a variant the adjudicator does not play: not run further, not a failure. */
export function unsupportedCase(c: Case, info: { file: string; source: string; presets: Preset[] }, why: string, asked = 0, ms = 0): CaseResult {
  return {
    ...caseHeader(c, info),
    status: 'unsupported',
    passedAt: null,
    board: 'pass',
    orders: 'none',
    problems: [{ where: '', what: 'variant', message: `unsupported variant ${c.variant ?? 'standard'}: ${why}` }],
    asked,
    ms,
  };
}

/** Where in its file a case says something (LoadedCase.where): `file:line:col`. */
export type CaseWhere = (path: readonly (string | number)[]) => string;

/**
 * The expectation a comparison of phase `i` read: the preset's own (`expectBy`) when it gives
 * one, else the phase's `expect` field, else the `expect` block itself.
 */
function expectPath(c: Case, i: number, preset: Preset, key: string): (string | number)[] {
  const expect = (c.phases ?? [])[i]?.expect as (Record<string, unknown> & { expectBy?: Record<string, Record<string, unknown> | undefined> }) | undefined;
  const base = ['phases', i, 'expect'];
  if (expect?.expectBy?.[preset]?.[key] !== undefined) return [...base, 'expectBy', preset, key];
  return expect && key in expect ? [...base, key] : base;
}

/** Run one case (all its presets, then its geography) against the adapter. */
export async function runCase(
  c: Case,
  info: { file: string; source: string; presets: Preset[]; where?: CaseWhere },
  adapter: Adapter,
  options: RunOptions,
): Promise<CaseResult> {
  const located = (path: (string | number)[]) => (info.where ? { at: info.where(path) } : {});
  const start = Date.now();
  const replay = new Replay(adapter, options.timeoutMs, options.orders ?? 'canonical');
  const problems: Problem[] = [];
  let ordersGiven = false;
  const ordersChecked = info.presets.length > 0 && (c.phases ?? []).some((ph) => ph.orders.length > 0);
  let broken: Broken | undefined;

  try {
    for (const preset of info.presets) {
      const where = (i: number) => {
        const phase = phasePrefix(c, i).replace(/ › $/, '');
        return phase ? `${phase}${presetSuffix(c, preset)}` : preset;
      };
      const runs = await replay.run(
        (adj) => runPhases(c, preset, adj),
        (input) => ({ where: where(phaseIndex(c, input)), ...located(['phases', phaseIndex(c, input)]) }),
      );
      (c.phases ?? []).forEach((ph, i) => {
        const at = where(i);
        const run = runs[i];
        if (!run.output) {
          problems.push({ where: at, ...located(['phases', i]), what: 'answer', message: run.error ?? 'no result' });
          return;
        }
        const out = run.output as AdapterOutput;
        const verdicts: [Problem['what'], { ok: boolean; message: string }, (string | number)[]][] = [
          ['dislodged', compareDislodged(ph, preset, out as PhaseOutput), expectPath(c, i, preset, 'dislodged')],
          ['position', comparePositionAfter(ph, preset, out as PhaseOutput), expectPath(c, i, preset, 'units')],
        ];
        // Intimate Diplomacy: credits, control, the bidding's outcome and the verdict are the position too.
        if (c.variant === 'intimate') verdicts.push(['position', compareIntimate(c, ph, preset, out as PhaseOutput), expectPath(c, i, preset, 'credits')]);
        if (ph.orders.length > 0 && out.orders && out.orders.length > 0) {
          ordersGiven = true;
          const orderAt = info.where ? (j: number) => info.where!(['phases', i, 'orders', j]) : undefined;
          verdicts.unshift(['orders', compareOrders(ph, preset, out as PhaseOutput, orderAt), ['phases', i, 'orders']]);
        }
        for (const [what, v, path] of verdicts) if (!v.ok) problems.push({ where: at, ...located(path), what, message: v.message });
      });
    }
    if (info.presets.includes(c.ruleset)) {
      for (const [k, g] of (c.geography ?? []).entries()) {
        const here = located(['geography', k]);
        const target = (input: PhaseInput) => input.orders[0].text.split(' - ')[1];
        const where = `geography ${g.unit}`;
        const sweep = await replay.run((adj) => reachableAlone(g.unit, boardOfCase(c), geographyAdjudicator(adj, target), c.variant), () => ({ where, ...here }));
        const errors = sweep.errors.filter((e) => !e.endsWith(PENDING));
        if (errors.length) {
          problems.push({ where, ...here, what: 'answer', message: `${errors.length} of the phases failed:\n  ${errors.slice(0, 5).join('\n  ')}` });
          continue;
        }
        const v = compareGeography(g, sweep.reached, boardOfCase(c));
        const names = geographyNames(g);
        if (!v.reaches.ok) problems.push({ where: names.reaches ?? where, ...located(['geography', k, 'reaches']), what: 'geography', message: v.reaches.message });
        if (!v.notReaches.ok) problems.push({ where: names.notReaches ?? where, ...located(['geography', k, 'notReaches']), what: 'geography', message: v.notReaches.message });
      }
    }
  } catch (e) {
    if (!(e instanceof Broken)) throw e;
    broken = e;
  }

  if (replay.unsupported !== undefined) return unsupportedCase(c, info, `the adjudicator answered: ${replay.unsupported}`, replay.asked, Date.now() - start);
  if (broken) problems.push({ ...broken.where, what: 'answer', message: broken.message });
  const answerProblems = problems.some((p) => p.what === 'answer');
  const boardProblems = problems.some((p) => p.what !== 'orders' && p.what !== 'answer');
  const board: BoardVerdict = answerProblems ? 'error' : boardProblems ? 'fail' : 'pass';
  const orders: OrdersVerdict = !ordersChecked
    ? 'none'
    : problems.some((p) => p.what === 'orders')
      ? 'fail'
      : ordersGiven && board !== 'error'
        ? 'pass'
        : 'not given';
  const status = board === 'error' ? 'error' : board === 'fail' || orders === 'fail' ? 'fail' : 'pass';
  const passedAt = board !== 'pass' ? null : orders === 'pass' ? 'orders' : 'board';
  return {
    ...caseHeader(c, info),
    status,
    passedAt,
    board,
    orders,
    problems,
    asked: replay.asked,
    ms: Date.now() - start,
  };
}

/** The board a case is played on (the loader has checked its variant). */
function boardOfCase(c: Case) {
  const r = resolveVariant(c.variant);
  return 'error' in r ? standardMap : r.map;
}

/** Which phase of the case an input is (by its date and type). */
function phaseIndex(c: Case, input: PhaseInput): number {
  const phases = c.phases ?? [];
  const i = phases.findIndex((ph) => ph.phase.season === input.phase.season && ph.phase.year === input.phase.year && ph.phase.type === input.phase.type);
  return Math.max(0, i);
}

/**
 * Geography is a board-level check: a lone unit's move succeeded when the unit stands on the target
 * afterwards, whatever order result the adapter reports (or none).
 */
function geographyAdjudicator(adj: Adjudicator, target: (input: PhaseInput) => string): Adjudicator {
  return (input) => {
    const out = adj(input);
    const to = target(input);
    const moved = out.units.some((u) => u.loc === to);
    const o = input.orders[0];
    return { ...out, orders: [{ power: o.power, text: o.text, result: moved ? 'succeeds' : 'fails', dislodged: false, reason: '' }] };
  };
}

// ---------------------------------------------------------------------------------------------
// Order texts in canonical form

/**
 * The phase with each order rewritten in canonical English (`A pru - war`, `F nth C A lon - nwy`,
 * `Build F stp/nc`), unit types filled in from the board, so that an adapter needs to read one
 * notation only. An order our parser cannot read, or that names no unit, is sent as printed.
 */
export function canonicalInput(input: PhaseInput): PhaseInput {
  // The units orders are given to: the dislodged ones in a retreat phase, else the board.
  // On the phase's own board; a variant we do not know is the adjudicator's to refuse: sent as it is.
  const resolved = resolveVariant(input.variant);
  if ('error' in resolved) return input;
  const map = resolved.map;
  const board = new Map<string, Unit>();
  const onBoard = input.phase?.type === 'retreat' ? (input.dislodged ?? []) : (input.units ?? []);
  for (const u of onBoard) board.set(map.provinceOf(u.loc), u);
  const anyUnit = (loc: string) => board.get(map.provinceOf(loc));
  const orders = (input.orders ?? []).map((o) => {
    const type = input.phase?.type;
    const parsed = parseOrder(o.text, { phase: type === 'bidding' ? undefined : type, map, unitAt: anyUnit });
    if (!parsed.ok) return o;
    const order = fillTypes(parsed.value.order, anyUnit);
    return { ...o, text: printOrder(order) };
  });
  return { ...input, orders };
}

function fillTypes(order: Order, at: (loc: string) => { type: 'A' | 'F' } | undefined): Order {
  const fill = (u: UnitRef): UnitRef => (u.type ? u : { ...u, ...(at(u.loc) ? { type: at(u.loc)!.type } : {}) });
  switch (order.kind) {
    case 'waive':
    case 'build':
      return order;
    case 'support':
    case 'convoy':
      return { ...order, unit: fill(order.unit), target: fill(order.target) };
    default:
      return { ...order, unit: fill(order.unit) };
  }
}
