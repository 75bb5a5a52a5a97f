// A replayed game as a report in one language: per phase, "agrees" or each difference between the
// record and the ruling, the casebook's side of it (the reasons of the orders and the steps it is
// about, in the usual words) and who would rule as the record does (a preset, one rule option).
// `casebook replay --json` prints it; its text form and the desk read it.

import type { GameMap, ProvinceId } from '../map/types.js';
import { orderReason, stepsIn } from '../adjudicate/explanation/in-language.js';
import { fact, listArg, placeArg, powerArg, render, unitArg, type Fact, type Lang } from '../language/render.js';
import { boardOf } from '../adjudicate/variant-rules.js';
import { parseOrder } from '../orders/index.js';
import { phaseName, resultName } from '../protocol/phase-names.js';
import type { ExplanationStepJson, OrderResultKind, PhaseId } from '../protocol/types.js';
import type { GameJson, PublishedOrderJson } from '../protocol/game.js';
import { agreementOf, type Agreement } from './agreement.js';
import { gameMasterErrorOf, stalemateDrawOf, type GameMasterError, type StalemateDraw } from './game-master.js';
import { errorClassFact, lateNoticeFact, remedyFact } from '../adjudicate/game-master/errors.js';
import type { Difference } from './differences.js';
import { shortPhaseName } from './phase-order.js';
import { replayGame, type GameReplay, type PhaseRuling, type ReplayOptions } from './replay.js';

export type PhaseStatus = 'agrees' | 'differs' | 'not-compared' | 'not-ruled';

export interface PhaseReportJson {
  /** The phase's index in the game; absent for a phase the rules called for that the game lacks. */
  index?: number;
  phase: PhaseId;
  /** "S1901M". */
  name: string;
  /** "Spring 1901 movement", in the report's language. */
  title: string;
  status: PhaseStatus;
  /** Each difference, typed, with its sentence. */
  differences: (Difference & { text: string })[];
  /** The casebook's side of the differences: its reasons for the orders and the steps they are about. */
  explanation?: { orders: { index: number; power: string; text: string; result: OrderResultKind; reason: string; rules: number[] }[]; steps: ExplanationStepJson[] };
  /** Who would rule as the record does. */
  agreement?: Agreement & { text: string[] };
  /**
   * When no preset and no single option rules as the record does: the game master's error it reads
   * as (001 §3.7), what shows it, and the book's remedies, each sentence rendered.
   */
  gameMasterError?: GameMasterError & { text: string[] };
  /** Why the phase was not ruled. */
  error?: string;
}

export interface GameReportJson {
  ruleset: string;
  phases: PhaseReportJson[];
  summary: { phases: number; agree: number; differ: number; notCompared: number; notRuled: number; text: string };
  /** Three game years with no centre changing hands: the draw the game master may declare (001 §3.8). */
  stalemate?: StalemateDraw & { name: string; text: string };
}

/**
 * Replays `game` and reports it in `lang`; `explain: false` leaves out the casebook's side and the
 * agreement search. `replay`: the game's replay under the same options when the caller has it
 * already (the desk shows the rulings and reports them: one replay, not two).
 */
export function gameReport(game: GameJson, lang: Lang, opts: ReplayOptions & { explain?: boolean; replay?: GameReplay } = {}): GameReportJson {
  const replay = opts.replay ?? replayGame(game, opts);
  const map = boardOf({ variant: game.variant });
  const phases = replay.rulings.map((r) => phaseReport(map, game, r, lang, opts.explain !== false));
  const count = (s: PhaseStatus) => phases.filter((p) => p.status === s).length;
  const summary = { phases: phases.length, agree: count('agrees'), differ: count('differs'), notCompared: count('not-compared'), notRuled: count('not-ruled') };
  const text = render(fact('replay-summary', { phases: summary.phases, agree: summary.agree, differ: summary.differ, none: summary.notCompared, errors: summary.notRuled }), lang);
  const stalemate = stalemateDrawOf(replay);
  return { ruleset: replay.ruleset, phases, summary: { ...summary, text }, ...(stalemate ? { stalemate: stalemateReport(stalemate, lang) } : {}) };
}

function stalemateReport(s: StalemateDraw, lang: Lang): StalemateDraw & { name: string; text: string } {
  const text = render(fact('gm-stalemate', { since: String(s.since), last: String(s.after.year), powers: listArg(s.result.powers.map(powerArg)) }), lang);
  return { ...s, name: shortPhaseName(s.after), text };
}

function phaseReport(map: GameMap, game: GameJson, r: PhaseRuling, lang: Lang, explain: boolean): PhaseReportJson {
  const base = { ...(r.index !== undefined ? { index: r.index } : {}), phase: r.phase, name: shortPhaseName(r.phase), title: phaseName(r.phase, lang) };
  if (r.error || !r.detail) return { ...base, status: 'not-ruled', differences: [], error: r.error ?? '' };
  const status: PhaseStatus = !r.compared ? 'not-compared' : r.differences.length ? 'differs' : 'agrees';
  const differences = r.differences.map((d) => ({ ...d, text: render(differenceFact(d, lang), lang, { map: map as never }) }));
  const report: PhaseReportJson = { ...base, status, differences };
  if (status !== 'differs' || !explain) return report;
  const provinces = new Set(r.differences.flatMap((d) => provincesOf(map, d)));
  const involved = r.detail.output.orders.flatMap((o, index) => (orderTouches(map, r, index, provinces) || r.differences.some((d) => d.kind === 'order' && d.index === index) ? [index] : []));
  report.explanation = {
    orders: involved.map((index) => {
      const o = r.detail!.output.orders[index];
      return { index, power: o.power, text: o.text, result: o.result, ...orderReason(r.detail!, index, lang) };
    }),
    steps: stepsIn(r.detail.explanation, lang).filter((s) => (s.provinces ?? []).some((p) => provinces.has(map.provinceOf(p)))),
  };
  const published = r.index !== undefined ? game.phases[r.index].published : undefined;
  const agreement = agreementOf(r, published);
  const text: string[] = [];
  text.push(render(agreement.presets.length ? fact('replay-presets', { count: agreement.presets.length, presets: listArg(agreement.presets) }) : fact('replay-no-preset'), lang));
  for (const o of agreement.options) text.push(render(fact('replay-option', { about: { text: o.about }, value: o.value, instead: o.instead }), lang));
  report.agreement = { ...agreement, text };
  if (agreement.presets.length || agreement.options.length) return report;
  const error = gameMasterErrorOf(map, r);
  if (error) report.gameMasterError = { ...error, text: gameMasterErrorText(error, lang, map) };
  return report;
}

/** The error's class, what shows it, the remedies open to the game master, and the late-notice rule. */
function gameMasterErrorText(e: GameMasterError, lang: Lang, map: GameMap): string[] {
  const opts = { map: map as never };
  const about = (f: GameMasterError['findings'][number]) => (f.unit ? unitArg(f.unit) : f.province ? placeArg(f.province) : (f.order ?? ''));
  return [
    render(fact('gm-error-unexplained'), lang, opts),
    `${render(errorClassFact(e.kind), lang, opts)}.`,
    ...e.findings.map((f) => render(fact('gm-error-finding', { cause: f.cause, about: about(f) }), lang, opts)),
    render(fact('gm-error-remedies'), lang, opts),
    ...e.remedies.map((r) => `– ${render(remedyFact(r), lang, opts)}.`),
    render(lateNoticeFact(), lang, opts),
  ];
}

const unitText = (u: { type: string; loc: string }) => unitArg(`${u.type} ${u.loc}`);

function differenceFact(d: Difference, lang: Lang): Fact {
  switch (d.kind) {
    case 'unit':
      return fact(d.where === 'record' ? 'replay-unit-record' : 'replay-unit-ruling', { unit: unitText(d.unit), power: powerArg(d.unit.power) });
    case 'dislodged':
      return fact(d.where === 'record' ? 'replay-dislodged-record' : 'replay-dislodged-ruling', { unit: unitText(d.unit), power: powerArg(d.unit.power) });
    case 'retreats': {
      const places = (list: string[]) => (list.length ? listArg(list.map(placeArg), 'or') : fact('replay-nowhere'));
      return fact('replay-retreats', { unit: unitText(d.unit), recorded: places(d.recorded), ruled: places(d.ruled) });
    }
    case 'centre':
      return fact('replay-centre', {
        prov: placeArg(d.province),
        recorded: d.recorded ? powerArg(d.recorded) : fact('replay-nobody'),
        ruled: d.ruled ? powerArg(d.ruled) : fact('replay-nobody'),
      });
    case 'next':
      return fact('replay-next', { recorded: shortPhaseName(d.recorded), ruled: shortPhaseName(d.ruled) });
    case 'order':
      return fact('replay-order', { power: powerArg(d.power), order: d.text, recorded: recordedFact(d.recorded), ruled: resultName(d.ruled, lang), dislodged: d.ruledDislodged ? 'yes' : 'no' });
  }
}

function recordedFact(r: PublishedOrderJson): Fact {
  const outcome = r.marks?.includes('void') ? 'replay-recorded-void' : r.succeeded === true ? 'replay-recorded-succeeded' : r.succeeded === false ? 'replay-recorded-failed' : r.dislodged ? 'replay-recorded-dislodged' : 'replay-recorded-kept';
  const said = r.marks?.length ? fact('replay-recorded-marks', { outcome: fact(outcome), marks: listArg(r.marks, ',') }) : fact(outcome);
  return said;
}

/** The provinces a difference is about. */
function provincesOf(map: GameMap, d: Difference): ProvinceId[] {
  switch (d.kind) {
    case 'unit':
    case 'dislodged':
    case 'retreats':
      return [map.provinceOf(d.unit.loc)];
    case 'centre':
      return [d.province];
    default:
      return [];
  }
}

/** Order `index` is about a unit standing in, or moving to, one of `provinces`. */
function orderTouches(map: GameMap, r: PhaseRuling, index: number, provinces: ReadonlySet<ProvinceId>): boolean {
  const o = r.input.orders[index];
  const type = r.input.phase.type === 'bidding' ? undefined : r.input.phase.type;
  const parsed = parseOrder(o.text, { phase: type, map });
  if (!parsed.ok) return false;
  const order = parsed.value.order;
  if (order.kind === 'waive') return false;
  if (provinces.has(map.provinceOf(order.unit.loc))) return true;
  return 'to' in order && order.to !== undefined && provinces.has(map.provinceOf(order.to));
}
