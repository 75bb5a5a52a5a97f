// The paragraph a game master hands to players after a phase: what happened, in a few sentences
// grouped so that a player reads it fast (moves made, each contested province, who dislodged whom
// and where it may retreat, supports cut, convoys disrupted, the principle behind a non-obvious
// result, retreats, builds and removals, centres changing hands). Built from the engine's typed
// facts only (the orders' reasons and the explanation's steps), and rendered by the language layer:
// every "why" in it is a fact the ruling itself states, never a sentence made up here.

import type { AdjudicationDetail } from '../detail.js';
import type { ExplanationStep } from '../explain.js';
import type { MovementResult } from '../movement/index.js';
import { MOVE } from '../movement/board.js';
import type { GameMap } from '../../map/types.js';
import { fact, listArg, placeArg, sentences, unitArg, type Arg, type Fact, type Lang } from '../../language/render.js';
import type { TextOptions } from './in-language.js';

/** Loop steps whose last sentence is the principle that settled them (a ring of moves, rule 21); a paradox is told by its convoy. */
const LOOP_PRINCIPLES = new Set(['loop-circular-title', 'loop-rule-21-title']);

/**
 * Sentences of the movement steps that state a principle the result rests on (DATC 4.A.3, 4.B.5,
 * 6.D.16, 6.H.13, rule 15; a variant's passages: the Ancient Mediterranean's straits and delta, its Nile, canal and Diolkos).
 */
const STEP_PRINCIPLES = new Set([
  'convoy-intent',
  'convoy-against-own-unit',
  'order-wrong-coast',
  'step-dislodged-no-retreat-help',
  'step-dislodged-still-cuts',
  'passage-strait-move',
  'passage-strait-support',
  'passage-delta-move',
  'passage-delta-support',
  'passage-delta-paths-cross',
  'passage-delta-swap',
  'waterway-move',
  'waterway-support',
  'waterway-unreachable-into',
  'waterway-unreachable-off',
  'crossing-move',
  'crossing-sea-to-sea',
]);

/** A support's note that says nothing unusual: it was not attacked, and it adds 1 as ordered. */
const PLAIN_SUPPORT = new Set(['not-attacked', 'effect-hold', 'effect-move']);

/** The paragraph's facts, in reading order: language-free, rendered by `phaseSummary`. */
export function phaseSummaryFacts(detail: AdjudicationDetail): Fact[] {
  const facts: Fact[] = [];
  if (detail.movement) facts.push(...movementFacts(detail, detail.movement));
  facts.push(...stepFacts(detail.explanation));
  facts.push(...illegalFacts(detail));
  if (facts.length === 0) facts.push(fact('summary-nothing'));
  return facts;
}

/** The phase in a few sentences, in `lang` (English in the protocol's notation unless `names`; French with names). */
export function phaseSummary(detail: AdjudicationDetail, lang: Lang, opts: TextOptions = {}): string {
  const map = opts.map as unknown as GameMap<string> | undefined;
  return sentences(phaseSummaryFacts(detail), lang, { ...(lang === 'en' && opts.names ? { names: true } : {}), ...(map ? { map } : {}) });
}

const reasonCode = (detail: AdjudicationDetail, i: number): string | undefined => (detail.reasons[i] as { code?: string } | undefined)?.code;

const argOf = (f: Fact, key: string): Arg => f.args?.[key] ?? '';

/** A movement phase's orders, grouped: unopposed moves, each contested province, dislodgements, supports, convoys. */
function movementFacts(detail: AdjudicationDetail, m: MovementResult): Fact[] {
  const b = m.board;
  const out = detail.output;
  const unitOf = (u: number) => unitArg(`${b.units[u].type} ${b.units[u].loc}`);
  const names = b.units.map((x) => `${x.type} ${x.loc}`);
  const unopposed: Fact[] = [];
  /** Per destination province, in the order its first move was given: the sentences about it. */
  const provinces = new Map<string, { winner?: Fact; standoff: number[]; standoffReason?: Fact; prevented: Fact[]; others: Fact[] }>();
  const at = (p: string) => {
    let entry = provinces.get(p);
    if (!entry) provinces.set(p, (entry = { standoff: [], prevented: [], others: [] }));
    return entry;
  };
  const supports: Fact[] = [];
  const convoys: Fact[] = [];
  out.orders.forEach((o, i) => {
    const u = b.orderUnit[i];
    const code = reasonCode(detail, i);
    const reason = detail.reasons[i]?.fact;
    if (u === undefined || u < 0 || !reason || code === undefined || code === 'rejected') return;
    if (b.kind[u] === MOVE && b.dest[u] !== undefined) {
      const dest = b.dest[u]!;
      const move = fact('unopposed-move', { unit: unitOf(u), dest: placeArg(b.destLoc[u] ?? dest) });
      if (code === 'circular') return; // told by its loop step, with the rule that lets a ring move
      if (o.result === 'succeeds' && (reason.id === 'move-unopposed' || reason.id === 'move-into-vacated')) return void unopposed.push(move);
      const entry = at(dest);
      if (o.result === 'succeeds') {
        entry.winner = fact('summary-enters', { unit: unitOf(u), prov: placeArg(dest), attack: argOf(reason, 'attack'), against: argOf(reason, 'against'), beat: argOf(reason, 'beat'), silenced: argOf(reason, 'silenced') });
      } else if (code === 'standoff') {
        entry.standoff.push(u, ...m.outcomes[i].reason.culprits.map((c) => names.indexOf(c.unit)).filter((x) => x >= 0));
        entry.standoffReason ??= reason;
      } else if (code === 'prevented') {
        entry.prevented.push(fact('summary-prevented', { unit: unitOf(u), prov: placeArg(dest), movers: argOf(reason, 'movers'), attack: argOf(reason, 'attack'), against: argOf(reason, 'against'), still: argOf(reason, 'still') }));
      } else entry.others.push(fact('summary-order', { order: move, reason }));
      return;
    }
    if (code === 'cut' || code === 'cutByDislodgement') return void supports.push(fact('summary-support', { unit: unitOf(u), reason }));
    if (code === 'given' && unusualSupport(reason)) return void supports.push(fact('summary-support', { unit: unitOf(u), reason }));
    if (code === 'disrupted' || code === 'paradox') convoys.push(fact('summary-convoy', { unit: unitOf(u), reason }));
  });

  const facts: Fact[] = [];
  if (unopposed.length) facts.push(fact('summary-unopposed', { moves: listArg(unopposed), count: unopposed.length }));
  for (const [p, entry] of provinces) {
    if (entry.winner) facts.push(entry.winner);
    if (entry.standoff.length) {
      const who = [...new Set(entry.standoff)].sort((x, y) => x - y);
      const r = entry.standoffReason!;
      facts.push(fact('summary-standoff', { units: listArg(who.map(unitOf)), count: who.length, prov: placeArg(p), strength: argOf(r, 'attack'), still: argOf(r, 'still') }));
    }
    // A rival that got in names the moves it beat: only a standoff among stronger moves needs them told.
    if (!entry.winner) facts.push(...entry.prevented);
    facts.push(...entry.others);
  }
  m.dislodged.forEach((d, k) => {
    const retreats = out.dislodged[k]?.retreats ?? d.retreats;
    const options = retreats.length ? fact('summary-may-retreat', { options: listArg(retreats.map(placeArg), 'or') }) : fact('summary-no-retreat');
    facts.push(fact('summary-dislodged', { by: unitOf(d.attacker), unit: unitOf(d.unit), prov: placeArg(b.prov[d.unit]), options }));
  });
  facts.push(...supports, ...convoys);
  return facts;
}

/** A support given that a player would not expect: attacked and still standing, or counting for nothing (rule 12). */
function unusualSupport(reason: Fact): boolean {
  const ids: string[] = [];
  const walk = (x: Arg | undefined): void => {
    if (x === undefined || typeof x !== 'object') return;
    if ('list' in x) return x.list.forEach(walk);
    if ('id' in x) ids.push(x.id);
  };
  const notes = reason.args?.notes;
  walk(notes);
  walk(reason.args?.effect);
  return ids.some((id) => !PLAIN_SUPPORT.has(id));
}

/** What the steps tell beyond the orders' results: principles, retreats, adjustments, centres, a variant's and the game master's rulings. */
function stepFacts(steps: readonly ExplanationStep[]): Fact[] {
  const facts: Fact[] = [];
  const retreated: Fact[] = [];
  const disbanded: Fact[] = [];
  const collided = new Set<string>();
  const sentBy: Fact[] = [];
  for (const s of steps) {
    const { title, text } = s.facts;
    switch (s.kind) {
      case 'loop':
        if (LOOP_PRINCIPLES.has(title.id)) facts.push(fact('summary-sentence', { text: title }), text[text.length - 1]);
        break;
      case 'convoy':
      case 'dislodged':
      case 'province':
      case 'supports':
      case 'illegal':
        facts.push(...text.filter((f) => STEP_PRINCIPLES.has(f.id)));
        break;
      case 'retreat':
        if (title.id === 'retreat-step-moves-title') {
          retreated.push(title);
          // Sent there by a rule rather than by its own order: the rule is the principle a player needs.
          const fate = text[text.length - 1]?.id;
          if (fate === 'fate-default' || fate === 'fate-conditional') sentBy.push(fact('summary-retreat-how', { unit: argOf(title, 'unit'), how: fate === 'fate-default' ? 'default' : 'conditional' }));
        }
        else {
          const collision = collisionOf(text);
          if (!collision) disbanded.push(fact('summary-disbanded', { unit: argOf(title, 'unit'), how: disbandFact(text) }));
          else if (!collided.has(String(placeKey(collision)))) {
            // Told once for all the units that met there: each of their steps tells the same collision.
            collided.add(String(placeKey(collision)));
            const others = collision.args?.others;
            const all = listArg([argOf(title, 'unit'), ...(others && typeof others === 'object' && 'list' in others ? others.list : [])]);
            disbanded.push(fact('summary-retreat-collision', { units: all, count: all.list.length, prov: argOf(collision, 'prov') }));
          }
        }
        break;
      case 'adjustment':
        facts.push(fact('summary-sentence', { text: title }), ...text.filter((f) => f.id !== 'civil-disorder-counting'));
        break;
      case 'centres':
        facts.push(...(title.id === 'centres-none-title' ? [fact('summary-sentence', { text: title })] : text));
        break;
      case 'variant':
      case 'gameMaster':
        facts.push(fact('summary-sentence', { text: title }));
        break;
      default:
        break;
    }
  }
  const before: Fact[] = [];
  if (retreated.length) before.push(fact('summary-sentence', { text: listArg(retreated) }), ...sentBy);
  return [...before, ...disbanded, ...facts];
}

/** Why a dislodged unit is disbanded, from its retreat step's last sentence. */
function disbandFact(text: readonly Fact[]): Fact | string {
  const fate = text[text.length - 1];
  if (!fate) return '';
  const how: Record<string, string> = {
    'fate-disbanded': 'ordered',
    'fate-unordered': text.some((f) => f.id === 'retreat-step-nowhere') ? 'nowhere' : 'unordered',
    'fate-illegal': 'illegal',
    'fate-conditional-disband': 'conditional',
  };
  return how[fate.id] ? fact('summary-disband-how', { how: how[fate.id] }) : '';
}

/** The collision a retreat step tells (its fate, or the fate its conditional list led to), if any. */
function collisionOf(text: readonly Fact[]): Fact | undefined {
  const fate = text[text.length - 1];
  if (fate?.id === 'fate-collision') return fate;
  const nested = fate?.id === 'fate-conditional-collision' ? fate.args?.collision : undefined;
  return nested && typeof nested === 'object' && 'id' in nested ? nested : undefined;
}

const placeKey = (collision: Fact): string => {
  const p = collision.args?.prov;
  return p && typeof p === 'object' && 'place' in p ? p.place : '';
};

/** The orders not carried out at all (illegal or void), each with the reason the engine gives. */
function illegalFacts(detail: AdjudicationDetail): Fact[] {
  return detail.output.orders.flatMap((o, i) => (o.result === 'illegal' || o.result === 'invalid' ? [fact('summary-illegal-order', { order: o.text, reason: detail.reasons[i]?.fact ?? '' })] : []));
}
