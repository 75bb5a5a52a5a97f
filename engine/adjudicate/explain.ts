// The step-by-step explanation of a movement phase, built from resolved values only:
// supports first, then convoys, then each contested province with its strengths, then who is
// dislodged and where it may retreat. Each step names the orders and provinces it is about (the
// site draws one picture per step) and cites the 2000 rulebook's rules its own facts state, and
// only those: a rule that decided another province's battle is cited in that battle's step.

import { CONVOY, MOVE, SUPPORT, type RejectionCode } from './movement/board.js';
import type { MovementResult, Reason } from './movement/index.js';
import { brokenRouteFact, convoyRouteFact, fleetsOnRoute } from './explanation/convoy-route.js';
import { fact, listArg, placeArg, rulesOf, texts, unitArg, type Arg, type Fact, type UnitArg } from './explanation/render.js';
import type { GameMap } from '../map/types.js';
import {
  attackCutsSupport,
  attackStrength,
  defendStrength,
  headToHead,
  holdStrength,
  path,
  preventStrength,
  supportAimedAt,
} from './movement/rules.js';

export interface ExplanationStep {
  kind: 'illegal' | 'supports' | 'convoy' | 'province' | 'dislodged' | 'nothing' | 'retreat' | 'centres' | 'adjustment' | 'variant';
  /** Rendered on first read from `facts`: English in the protocol's notation, French with names. */
  readonly title: { readonly en: string; readonly fr: string };
  readonly text: { readonly en: string; readonly fr: string };
  /** The language-free facts the title and the text (its sentences, in order) are rendered from. */
  facts: { title: Fact; text: Fact[] };
  /** The rules its facts state (`rulesOf`), in increasing order. */
  rules: number[];
  /** The province a battle step is about, or the convoyed army's province for a convoy step. */
  subject?: string;
  /** Input order indices this step is about. */
  orders: number[];
  provinces: string[];
}

/** A step's fields but its rules, which come from its facts (`rules: []` is accepted and ignored). */
type StepFields = Omit<ExplanationStep, 'title' | 'text' | 'facts' | 'rules'> & { rules?: [] };

/** A step citing the rules its facts state, whose texts are rendered from those facts when first read. */
export function makeStep(fields: StepFields, title: Fact, text: Fact[], map?: GameMap<string>): ExplanationStep {
  const opts = map ? { map } : {};
  return Object.assign(fields, { rules: rulesOf([title, ...text]), facts: { title, text }, title: texts(title, opts), text: texts(text, opts) });
}

/**
 * `explained`: orders another step already tells (a variant's closed provinces, its dormant powers),
 * left out of the illegal orders' step; `texts`: the orders as given, quoted there when an order
 * names no unit of the board.
 */
export function explainMovement(m: MovementResult, explained: ReadonlySet<number> = new Set(), texts: readonly string[] = []): ExplanationStep[] {
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
  /**
   * " (supported by A mun and A boh)": the supports given to `u` that its strength counts, or nothing.
   * A support of the power of a foreign unit that stays in `u`'s target counts for nothing (rule 12);
   * against a unit of its own power the move is told with every support (the strength it brings).
   */
  const supportersOf = (u: number) => {
    const t = b.kind[u] === MOVE ? b.unitAt.get(b.dest[u]!) : undefined;
    const stays = t !== undefined && b.units[t].power !== b.units[u].power && !(b.kind[t] === MOVE && r(t) && !headToHead(b, u, t));
    const list = b.supportsFor[u].filter((x) => r(x) && !(stays && b.units[x].power === b.units[t].power)).map(unit);
    return list.length ? fact('supported-by', { units: listArg(list) }) : '';
  };
  /** Given supports that do not count for `u`'s attack: they back it against a unit of their own power. */
  const uncountedSupports = (u: number) => {
    const t = b.kind[u] === MOVE ? b.unitAt.get(b.dest[u]!) : undefined;
    return t === undefined ? [] : b.supportsFor[u].filter((x) => r(x) && b.units[x].power === b.units[t].power);
  };
  /** " (the support of A sil is cut)": supports ordered for `u` that a cut or a dislodgement took away. */
  const lostSupports = (u: number) => {
    const list = b.supportsFor[u].filter((x) => !r(x)).map(unit);
    return list.length ? fact('step-support-lost', { units: listArg(list), count: list.length }) : '';
  };
  /**
   * The battle's outcome in one sentence: who got in and with what, or why nobody did. It states the
   * rules of the reasons it sums up: the winner's (its move into this province), or else those the
   * losers' own reasons state at their head (a standoff, a move prevented or blocked here: rules 1,
   * 3, 5). A loser beaten head to head, or stopped by its own power's unit, is told by its own note.
   */
  const battleOutcome = (winner: number | undefined, w: number | undefined, wDislodged: boolean, losers: readonly number[]): Fact => {
    if (winner !== undefined) {
      const rw = reasonOf(winner);
      const a = rw.fact.args ?? {};
      return fact('step-out-enters', { unit: unit(winner), attack: rw.attack ?? 1, against: rw.against ?? 0, notes: listArg([a.silenced ?? '', a.route ?? ''], 'seq') }, rw.rules);
    }
    const reasons = losers.map(reasonOf);
    const summed = reasons.filter((x) => SUMMED_CODES.has(x.code)).flatMap((x) => x.fact.rules ?? []);
    // A standoff: nobody got in and at least two of the strongest attacks are as strong as each other.
    const top = Math.max(0, ...reasons.map((x) => x.attack ?? 0));
    if (top > 0 && reasons.filter((x) => x.attack === top).length >= 2) {
      const garrison = reasons.some((x) => x.rules.includes(4));
      const stays = w !== undefined && !wDislodged && !(b.kind[w] === MOVE && r(w));
      return fact(
        'step-out-standoff',
        { strength: top, garrison: stays ? fact(garrison ? 'step-garrison-rule-4' : 'step-garrison-stays', { unit: unit(w) }, garrison ? [4] : []) : '' },
        [3, ...summed],
      );
    }
    if (w !== undefined && !wDislodged && !(b.kind[w] === MOVE && r(w))) return fact('step-out-stays', { unit: unit(w) }, summed);
    return fact('step-out-nobody', undefined, summed);
  };

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
        orders: unique([i, ...o.reason.culprits.flatMap((c) => (c.order !== undefined ? [c.order] : []))]),
        provinces: unique([b.prov[s], supportAimedAt(b, s)]).sort(),
        subject: b.prov[s],
      },
      fact(cut ? 'step-support-cut-title' : 'step-support-stands-title', { unit: unit(s) }),
      [fact('step-support-text', { unit: unit(s), reason: o.reason.fact })],
    );
    if (o.reason.code === 'cutByDislodgement') needsBattle.set(st, [b.prov[s]]);
    // Rule 15: "dislodged itself, it still cuts" uses the battle that dislodges the cutter.
    const dislodgedCutters = (b.movesInto.get(b.prov[s]) ?? []).filter((a) => m.dislodged.some((d) => d.unit === a));
    if (cut && o.reason.code === 'cut' && dislodgedCutters.length) needsBattle.set(st, dislodgedCutters.map((a) => b.prov[a]));
    // A convoyed army that cuts because it arrives, or does not because it does not: its convoy first.
    const convoyed = (b.movesInto.get(b.prov[s]) ?? []).filter((a) => b.viaConvoy[a] === 1);
    const routeDecides = convoyed.filter((a) => {
      const why = attackCutsSupport(b, a, s, r);
      return why === undefined || why === 'noPath';
    });
    if (routeDecides.length) needsConvoyOf.set(st, routeDecides);
  }

  // 2. Convoys: does each convoyed army have a route?
  for (let a = 0; a < n; a++) {
    if (b.kind[a] !== MOVE || b.viaConvoy[a] === 0) continue;
    const fleets = b.convoysFor[a];
    const route = convoyRouteFact(b, a, r, m.forced);
    const dest = placeArg(b.dest[a]!);
    let text: Fact;
    if (route.kind === 'open') {
      // Rule 20: one open route is enough when another broke.
      const broken = route.broken.length ? fact('route-partly-broken', { fleets: listArg(route.broken.map((x) => unit(x.fleet))) }, [20]) : '';
      text = fact('step-convoy-open-text', { army: unit(a), dest, fleets: listArg(fleetsOnRoute(b, a, route.open).map(unit)), broken });
    } else {
      text = fact('step-convoy-broken-text', { why: brokenRouteFact(route, unit, b.dest[a]!).fact, dest });
    }
    const convoyStep = add(
      {
        kind: 'convoy',
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

  // 3. Each province someone moves into: who comes with what strength, who is there, and the outcome
  // with its decisive facts, each said once (every order's own reason stays in the results table).
  // Unopposed moves into empty provinces are gathered in one step.
  const provinces = [...b.movesInto.keys()].sort();
  const unopposed: number[] = [];
  const reasonOf = (u: number) => outcomes[orderOf(u)].reason;
  for (const p of provinces) {
    const movers = b.movesInto.get(p)!;
    const w = b.unitAt.get(p);
    // An army that was not carried was already explained in its convoy step: it contests nothing.
    const carried = movers.filter((u) => path(b, u, r));
    if (carried.length === 0) continue;
    if (movers.length === 1 && w === undefined && b.viaConvoy[movers[0]] === 0 && outcomes[orderOf(movers[0])].result === 'succeeds') {
      unopposed.push(movers[0]);
      continue;
    }
    const orders: number[] = [];
    const involved = new Set<string>([p]);
    for (const u of movers) {
      orders.push(orderOf(u), ...b.supportsFor[u].map(orderOf));
      involved.add(b.prov[u]);
    }
    const contenders = carried.map((u) => {
      const attack = reasonOf(u).attack ?? attackStrength(b, u, r);
      // Against a unit of its own power a move attacks with less than it blocks others with
      // (DATC 6.E.12): say both, or the rival's bounce reads as 2 losing to 1.
      const prevent = carried.length > 1 ? preventStrength(b, u, r) : 0;
      const backers = prevent > attack ? uncountedSupports(u) : [];
      const keeps: Arg =
        prevent <= attack ? '' : backers.length ? fact('step-contender-prevent-with', { prevent, units: listArg(backers.map(unit)) }) : fact('step-contender-prevent', { prevent });
      return fact('step-contender', { unit: unit(u), attack, sup: supportersOf(u), lost: lostSupports(u), keeps });
    });
    const parts: Fact[] = [fact('step-contenders', { prov: placeArg(p), movers: listArg(contenders) })];
    const lost = movers.filter((u) => !path(b, u, r));
    if (lost.length) parts.push(fact('step-not-carried', { units: listArg(lost.map(unit)), count: lost.length }));
    const winner = movers.find((u) => m.moved[u]);
    const wDislodged = w !== undefined && m.dislodged.some((d) => d.unit === w);
    if (w !== undefined) {
      if (orderOf(w) >= 0) orders.push(orderOf(w));
      if (b.kind[w] === MOVE && r(w)) {
        // It has left: it defends nothing here, whatever it did where it went.
        parts.push(fact('step-leaves', { unit: unit(w) }));
      } else if (b.kind[w] === MOVE && movers.some((u) => headToHead(b, u, w))) {
        parts.push(fact('step-defends', { unit: unit(w), strength: defendStrength(b, w, r) }, [6]));
      } else if (b.kind[w] === MOVE) {
        parts.push(fact('step-stuck', { unit: unit(w), to: placeArg(b.dest[w]!), strength: holdStrength(b, p, r) }));
      } else {
        orders.push(...b.supportsFor[w].map(orderOf));
        // Rule 5 comes with the reason of a move it blocked, not with every unit in place.
        parts.push(fact('step-holds', { unit: unit(w), strength: holdStrength(b, p, r), sup: supportersOf(w) }));
      }
    }
    const contested = m.contested.includes(p);
    parts.push(battleOutcome(winner, w, wDislodged, carried.filter((u) => u !== winner)));
    // Causes beyond the strengths: an own unit in the way, a dislodged unit's effect (rules 10, 11), a
    // convoyed army going home (18), supports that count for nothing (12). Each said once.
    const seen = new Set<string>();
    for (const u of carried) {
      if (u === winner) continue;
      for (const note of specialNotes(reasonOf(u).fact)) {
        // The winner's own clause already says that this loser has no effect here (rule 11).
        if (winner !== undefined && (note.id === 'no-effect-on-dest' || note.id === 'move-head-to-head')) continue;
        const key = JSON.stringify(note);
        if (seen.has(key)) continue;
        seen.add(key);
        parts.push(note.id.startsWith('move-') ? fact('step-reason', { unit: unit(u), reason: note }) : fact('step-note', { unit: unit(u), clause: note }));
      }
    }
    const battle = add(
      { kind: 'province', orders: unique(orders.filter((i) => i >= 0)), provinces: [...involved].sort(), subject: p },
      battleTitle(p, winner, w !== undefined && !m.moved[w] && !wDislodged ? w : undefined, contested, unit),
      parts,
    );
    supportsUsedBy.set(battle, [...movers, ...(w !== undefined ? [w] : [])].flatMap((u) => b.supportsFor[u].map((x) => b.prov[x])));
    battleStepOf.set(p, battle);
    needsConvoyOf.set(battle, movers.filter((u) => b.viaConvoy[u] === 1));
    // A move that lost a head-to-head battle elsewhere failed here because of that battle.
    if (w !== undefined && m.moved[w]) needsBattle.set(battle, movers.filter((u) => headToHead(b, u, w)).map((u) => b.prov[u]));
  }

  if (unopposed.length) {
    const moves = listArg(unopposed.map((u) => fact('unopposed-move', { unit: unit(u), dest: placeArg(b.dest[u]!) })));
    steps.unshift(
      makeStep(
        { kind: 'province', orders: unopposed.map(orderOf), provinces: unique(unopposed.flatMap((u) => [b.prov[u], b.dest[u]!])) },
        fact('step-unopposed-title'),
        [fact('step-unopposed-text', { moves, count: unopposed.length })],
        map,
      ),
    );
  }

  // 4. Dislodgements and the retreats left.
  for (const d of m.dislodged) {
    const options = d.retreats.length ? listArg(d.retreats.map(placeArg), 'or') : fact('no-retreat');
    // Rule 11: a retreat option some move failed to enter is open when that move had no effect there.
    const opened = unique(d.retreats.map((l) => l.split('/')[0])).flatMap((p) => {
      const silent = (b.movesInto.get(p) ?? []).filter((v) => !m.moved[v] && path(b, v, r) && preventStrength(b, v, r) === 0);
      return silent.length ? [fact('retreat-open-rule-11', { prov: placeArg(p), units: listArg(silent.map(unit)), count: silent.length }, [11])] : [];
    });
    // What its order loses with it: a dislodged unit's support is cut (rule 14), its convoy fails (rule 17).
    const loses = b.kind[d.unit] === SUPPORT ? [fact('step-dislodged-support', undefined, [14])] : b.kind[d.unit] === CONVOY ? [fact('step-dislodged-convoy', undefined, [17])] : [];
    add(
      {
        kind: 'dislodged',
        orders: unique([orderOf(d.unit), orderOf(d.attacker)].filter((i) => i >= 0)),
        provinces: unique([b.prov[d.unit], d.attackerFrom, ...d.retreats.map((l) => l.split('/')[0])]),
      },
      fact('step-dislodged-title', { unit: unit(d.unit) }),
      [fact('step-dislodged-text', { by: unit(d.attacker), unit: unit(d.unit), from: placeArg(d.attackerFrom), options }, [2]), ...loses, ...opened],
    );
  }

  // 0. Orders set aside before resolution, told first: their units hold in every battle below.
  const setAside = outcomes.flatMap((o, i) => ((o.result === 'illegal' || o.result === 'invalid') && !explained.has(i) ? [i] : []));
  const carriedOut = outcomes.flatMap((o, i) => (o.result === 'illegal' || o.result === 'invalid' || explained.has(i) ? [] : [i]));
  if (steps.length === 0 && carriedOut.length > 0) {
    add({ kind: 'nothing', orders: carriedOut, provinces: [] }, fact('step-nothing-title'), [fact('step-nothing-text', { others: carriedOut.length < outcomes.length ? 'yes' : 'no' })]);
  }
  if (setAside.length) {
    const told = setAside.map((i): SetAsideOrder => {
      const o = outcomes[i];
      const u = o.unit >= 0 ? b.units[o.unit] : undefined;
      const code = b.rejections[i]?.code;
      const holds = u !== undefined && code !== undefined && !NO_HOLD_CLAUSE.has(code);
      return { index: i, result: o.result, reason: o.reason.fact, ...(u ? { unit: `${u.type} ${u.loc}` } : texts[i] ? { text: texts[i] } : {}), holds };
    });
    steps.unshift(illegalStep(told, map));
  }
  return causalOrder(steps, (step) => [
    ...(needsBattle.get(step) ?? []).map((p) => battleStepOf.get(p)),
    ...(needsConvoyOf.get(step) ?? []).map((a) => convoyStepOf.get(a)),
    // A battle uses the supports step when a support it counts was attacked there.
    ...(supportsUsedBy.get(step) ?? []).map((p) => steps.find((t) => t.kind === 'supports' && t.subject === p)),
  ]);
}

/** Rejections whose reason already says what becomes of the unit, or that order no unit of the power's own. */
const NO_HOLD_CLAUSE = new Set<RejectionCode>(['unreadable', 'noUnit', 'foreignUnit', 'duplicate']);

/** An order not carried out (illegal or void), as the step about such orders tells it. */
export interface SetAsideOrder {
  /** Its index in the input. */
  index: number;
  result: string;
  reason: Fact;
  /** The unit it addressed ("A mun"), when there is one. */
  unit?: string;
  /** Else the order as given, quoted after its reason. */
  text?: string;
  /** Its unit holds instead (movement): said after the reason. */
  holds: boolean;
}

/**
 * The orders set aside (illegal or void), each with its reason and, in a movement phase, what its
 * unit does instead (it holds). Its picture shows the units and the places the reasons name.
 * `before`: an earlier such step of the phase, whose orders come first in this one.
 */
export function illegalStep(orders: readonly SetAsideOrder[], map: GameMap<string>, before?: ExplanationStep): ExplanationStep {
  const provinces = new Set<string>(before?.provinces ?? []);
  const text = orders.map((o) => {
    if (o.unit) provinces.add(o.unit.split(' ')[1].split('/')[0]);
    for (const p of placesIn(o.reason)) provinces.add(p.split('/')[0]);
    const args = { reason: o.reason, result: o.result, holds: o.holds ? 'yes' : 'no' };
    return o.unit || !o.text ? fact('step-illegal-order', { ...args, unit: o.unit ? unitArg(o.unit) : '' }) : fact('step-illegal-order-quoted', { ...args, order: o.text });
  });
  const all = [...(before?.facts.text ?? []), ...text];
  const kinds = new Set(all.map((f) => f.args?.result));
  const kind = kinds.size > 1 ? 'both' : kinds.has('invalid') ? 'invalid' : 'illegal';
  return makeStep(
    { kind: 'illegal', orders: [...(before?.orders ?? []), ...orders.map((o) => o.index)], provinces: [...provinces].filter((p) => map.province(p)).sort() },
    fact('step-illegal-title', { kind, count: all.length }),
    all,
    map,
  );
}

/** The places a fact names, its nested facts' included. */
function placesIn(f: Arg | undefined): string[] {
  if (f === undefined || typeof f !== 'object') return [];
  if ('place' in f) return [f.place];
  if ('list' in f) return f.list.flatMap(placesIn);
  if ('id' in f) return Object.values(f.args ?? {}).flatMap(placesIn);
  return [];
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

/** Reasons whose head (rules 1, 3, 5) a battle's outcome sums up: a standoff, a move prevented or blocked there. */
const SUMMED_CODES = new Set<Reason['code']>(['standoff', 'prevented', 'blocked']);

/** Clauses that generic ones ("stronger", "as strong") do not tell; ids below say which are generic. */
const GENERIC_CLAUSES = new Set(['standoff-garrison-stays', 'tie-stays-home', 'also-standoff']);
const OWN_UNIT_FACTS = new Set(['move-own-unit', 'move-swap-forbidden']);

/** The parts of a failed move's reason a battle step repeats: a whole own-unit reason, or its rule clauses. */
function specialNotes(f: Fact): Fact[] {
  // A head-to-head battle lost is told where it was fought; here it is why this move failed.
  if (OWN_UNIT_FACTS.has(f.id) || f.id === 'move-head-to-head') return [f];
  const out: Fact[] = [];
  const collect = (x: Arg | undefined) => {
    if (x === undefined || typeof x !== 'object') return;
    if ('list' in x) for (const y of x.list) collect(y);
    else if ('id' in x && !GENERIC_CLAUSES.has(x.id)) out.push(x);
  };
  for (const k of ['still', 'note', 'silenced']) collect(f.args?.[k]);
  return out;
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
