// The step-by-step explanation of a movement phase, built from resolved values only:
// supports first, then convoys, then each contested province with its strengths, then who is
// dislodged and where it may retreat. Each step names the orders and provinces it is about (the
// site draws one picture per step) and cites the 2000 rulebook's rule numbers.

import { CONVOY, MOVE, SUPPORT } from './movement/board.js';
import type { MovementResult } from './movement/index.js';
import { brokenRouteFact, convoyRouteFact } from './explanation/convoy-route.js';
import { fact, listArg, placeArg, texts, unitArg, type Fact, type UnitArg } from './explanation/render.js';
import type { GameMap } from '../map/types.js';
import {
  attackStrength,
  defendStrength,
  headToHead,
  holdStrength,
  path,
  supportAimedAt,
} from './movement/rules.js';

export interface ExplanationStep {
  kind: 'supports' | 'convoy' | 'province' | 'dislodged' | 'nothing' | 'retreat' | 'centres' | 'adjustment' | 'variant';
  /** Rendered on first read from `facts`: English in the protocol's notation, French with names. */
  readonly title: { readonly en: string; readonly fr: string };
  readonly text: { readonly en: string; readonly fr: string };
  /** The language-free facts the title and the text (its sentences, in order) are rendered from. */
  facts: { title: Fact; text: Fact[] };
  rules: number[];
  /** The province a battle step is about, or the convoyed army's province for a convoy step. */
  subject?: string;
  /** Input order indices this step is about. */
  orders: number[];
  provinces: string[];
}

type StepFields = Omit<ExplanationStep, 'title' | 'text' | 'facts'>;

/** A step whose texts are rendered from its facts when first read. */
export function makeStep(fields: StepFields, title: Fact, text: Fact[], map?: GameMap<string>): ExplanationStep {
  const opts = map ? { map } : {};
  return Object.assign(fields, { facts: { title, text }, title: texts(title, opts), text: texts(text, opts) });
}

export function explainMovement(m: MovementResult): ExplanationStep[] {
  const { board: b, read: r, outcomes } = m;
  const map = b.map as unknown as GameMap<string>;
  const steps: ExplanationStep[] = [];
  const add = (fields: StepFields, title: Fact, text: Fact[]) => {
    const st = makeStep(fields, title, text, map);
    steps.push(st);
    return st;
  };
  // What each step builds on, for the causal order: provinces whose battle it needs, armies whose convoy it needs.
  const needsBattle = new Map<ExplanationStep, string[]>();
  const needsConvoyOf = new Map<ExplanationStep, number[]>();
  const convoyStepOf = new Map<number, ExplanationStep>();
  const battleStepOf = new Map<string, ExplanationStep>();
  const supportsUsedBy = new Map<ExplanationStep, string[]>();
  const unit = (u: number) => unitArg(`${b.units[u].type} ${b.units[u].loc}`);
  const orderOf = (u: number) => b.orderOf[u];
  const n = b.units.length;

  // 1. Supports under attack, one step each: a support cut by dislodgement is told after the
  // battle that dislodges its unit, and each battle after the supports it counts.
  for (let s = 0; s < n; s++) {
    if (b.kind[s] !== SUPPORT) continue;
    const i = orderOf(s);
    const o = outcomes[i];
    const attacked = (b.movesInto.get(b.prov[s]) ?? []).length > 0;
    if (o.result !== 'cut' && !attacked) continue;
    const cut = o.result === 'cut';
    const st = add(
      {
        kind: 'supports',
        rules: [...o.reason.rules].sort((x, y) => x - y),
        orders: unique([i, ...o.reason.culprits.flatMap((c) => (c.order !== undefined ? [c.order] : []))]),
        provinces: unique([b.prov[s], supportAimedAt(b, s)]).sort(),
        subject: b.prov[s],
      },
      fact(cut ? 'step-support-cut-title' : 'step-support-stands-title', { unit: unit(s) }),
      [fact('step-support-text', { unit: unit(s), reason: o.reason.fact })],
    );
    if (o.reason.code === 'cutByDislodgement') needsBattle.set(st, [b.prov[s]]);
  }

  // 2. Convoys: does each convoyed army have a route?
  for (let a = 0; a < n; a++) {
    if (b.kind[a] !== MOVE || b.viaConvoy[a] === 0) continue;
    const fleets = b.convoysFor[a];
    const route = convoyRouteFact(b, a, r, m.forced);
    const dest = placeArg(b.dest[a]!);
    let text: Fact;
    let routeRules: number[];
    if (route.kind === 'open') {
      const broken = route.broken.length ? fact('route-partly-broken', { fleets: listArg(route.broken.map((x) => unit(x.fleet))) }) : '';
      text = fact('step-convoy-open-text', { army: unit(a), dest, fleets: listArg(route.open.map(unit)), broken });
      routeRules = route.broken.length ? [20] : [];
    } else {
      const why = brokenRouteFact(route, unit, b.dest[a]!);
      text = fact('step-convoy-broken-text', { why: why.fact, dest });
      routeRules = why.rules;
    }
    const convoyStep = add(
      {
        kind: 'convoy',
        rules: routeRules,
        orders: unique([orderOf(a), ...fleets.map(orderOf)]),
        provinces: unique([b.prov[a], b.dest[a]!, ...fleets.map((f) => b.prov[f])]),
        subject: b.prov[a],
      },
      fact(route.kind === 'open' ? 'step-convoy-open-title' : 'step-convoy-broken-title', { army: unit(a), dest }),
      [text],
    );
    convoyStepOf.set(a, convoyStep);
    if (route.kind === 'broken') needsBattle.set(convoyStep, route.broken.map((x) => b.prov[x.fleet]));
  }

  // 3. Each province someone moves into: the strengths and the outcome. Unopposed moves into
  // empty provinces are gathered in one step.
  const provinces = [...b.movesInto.keys()].sort();
  const unopposed: number[] = [];
  for (const p of provinces) {
    const movers = b.movesInto.get(p)!;
    const w = b.unitAt.get(p);
    // An army that was not carried was already explained in its convoy step; alone, it contests nothing.
    if (w === undefined && movers.every((u) => !path(b, u, r))) continue;
    if (movers.length === 1 && w === undefined && b.viaConvoy[movers[0]] === 0 && outcomes[orderOf(movers[0])].result === 'succeeds') {
      unopposed.push(movers[0]);
      continue;
    }
    const parts: Fact[] = [];
    const rules = new Set<number>();
    const orders: number[] = [];
    const involved = new Set<string>([p]);
    for (const u of movers) {
      orders.push(orderOf(u), ...b.supportsFor[u].map(orderOf));
      involved.add(b.prov[u]);
      const res = outcomes[orderOf(u)];
      // A move barred by its own side's unit is told with the strength it brought (rule 5), not 0.
      const atk = res.reason.attack ?? (path(b, u, r) ? attackStrength(b, u, r) : 0);
      parts.push(fact('step-attack', { unit: unit(u), attack: atk, result: res.result === 'succeeds' ? 'succeeds' : 'fails', reason: res.reason.fact }));
      for (const rule of res.reason.rules) rules.add(rule);
    }
    if (w !== undefined) {
      if (orderOf(w) >= 0) orders.push(orderOf(w));
      if (b.kind[w] === MOVE && movers.some((u) => headToHead(b, u, w))) {
        parts.push(fact('step-defends', { unit: unit(w), strength: defendStrength(b, w, r) }));
        rules.add(6);
      } else if (b.kind[w] !== MOVE || !r(w)) {
        orders.push(...b.supportsFor[w].filter(() => b.kind[w] !== MOVE).map(orderOf));
        parts.push(fact('step-holds', { unit: unit(w), strength: holdStrength(b, p, r) }));
        rules.add(5);
      } else {
        parts.push(fact('step-leaves', { unit: unit(w) }));
      }
    }
    const contested = m.contested.includes(p);
    if (contested) {
      parts.push(fact('step-stays-empty', { prov: placeArg(p) }));
      rules.add(3);
    }
    const battle = add(
      { kind: 'province', rules: [...rules].sort((x, y) => x - y), orders: unique(orders.filter((i) => i >= 0)), provinces: [...involved].sort(), subject: p },
      battleTitle(p, movers.find((u) => m.moved[u]), w, contested, unit),
      parts,
    );
    supportsUsedBy.set(battle, [...movers, ...(w !== undefined ? [w] : [])].flatMap((u) => b.supportsFor[u].map((x) => b.prov[x])));
    battleStepOf.set(p, battle);
    needsConvoyOf.set(battle, movers.filter((u) => b.viaConvoy[u] === 1));
  }

  if (unopposed.length) {
    const moves = listArg(unopposed.map((u) => fact('unopposed-move', { unit: unit(u), dest: placeArg(b.dest[u]!) })));
    steps.unshift(
      makeStep(
        { kind: 'province', rules: [], orders: unopposed.map(orderOf), provinces: unique(unopposed.flatMap((u) => [b.prov[u], b.dest[u]!])) },
        fact('step-unopposed-title'),
        [fact('step-unopposed-text', { moves, count: unopposed.length })],
        map,
      ),
    );
  }

  // 4. Dislodgements and the retreats left.
  for (const d of m.dislodged) {
    const options = d.retreats.length ? listArg(d.retreats.map(placeArg), 'or') : fact('no-retreat');
    add(
      {
        kind: 'dislodged',
        rules: [2, ...(b.kind[d.unit] === SUPPORT ? [14] : b.kind[d.unit] === CONVOY ? [17] : [])],
        orders: unique([orderOf(d.unit), orderOf(d.attacker)].filter((i) => i >= 0)),
        provinces: unique([b.prov[d.unit], d.attackerFrom, ...d.retreats.map((l) => l.split('/')[0])]),
      },
      fact('step-dislodged-title', { unit: unit(d.unit) }),
      [fact('step-dislodged-text', { by: unit(d.attacker), unit: unit(d.unit), from: placeArg(d.attackerFrom), options })],
    );
  }

  if (steps.length === 0) {
    add({ kind: 'nothing', rules: [], orders: outcomes.map((_, i) => i), provinces: [] }, fact('step-nothing-title'), [fact('step-nothing-text')]);
  }
  return causalOrder(steps, (step) => [
    ...(needsBattle.get(step) ?? []).map((p) => battleStepOf.get(p)),
    ...(needsConvoyOf.get(step) ?? []).map((a) => convoyStepOf.get(a)),
    // A battle uses the supports step when a support it counts was attacked there.
    ...(supportsUsedBy.get(step) ?? []).map((p) => steps.find((t) => t.kind === 'supports' && t.subject === p)),
  ]);
}

/**
 * Steps in causal order: a step comes after the steps whose results it uses. Where the uses go round
 * in a circle, the earliest remaining step in the original order is taken, so the cycle stays together.
 */
function causalOrder(steps: ExplanationStep[], uses: (s: ExplanationStep) => (ExplanationStep | undefined)[]): ExplanationStep[] {
  const needs = new Map(steps.map((s) => [s, new Set(uses(s).filter((t): t is ExplanationStep => t !== undefined && t !== s))]));
  const out: ExplanationStep[] = [];
  const left = [...steps];
  while (left.length) {
    let k = left.findIndex((s) => [...needs.get(s)!].every((t) => out.includes(t)));
    if (k < 0) k = 0;
    out.push(left.splice(k, 1)[0]);
  }
  return out;
}

/** A one-line title stating the battle's outcome. */
function battleTitle(p: string, winner: number | undefined, holder: number | undefined, standoff: boolean, unit: (u: number) => UnitArg): Fact {
  const prov = placeArg(p);
  if (winner !== undefined) return fact('battle-enters', { prov, unit: unit(winner) });
  if (standoff) return fact('battle-standoff', { prov });
  if (holder !== undefined) return fact('battle-stays', { prov, unit: unit(holder) });
  return fact('battle-nobody', { prov });
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
