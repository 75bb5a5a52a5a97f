// The step-by-step explanation of a movement phase, built from resolved values only:
// supports first, then convoys, then each contested province with its strengths, then who is
// dislodged and where it may retreat. Each step names the orders and provinces it is about (the
// site draws one picture per step) and cites the 2000 rulebook's rules its own facts state, and
// only those: a rule that decided another province's battle is cited in that battle's step.

import { CONVOY, MOVE, SUPPORT, type RejectionCode } from './movement/board.js';
import type { MovementResult, Reason } from './movement/index.js';
import { brokenRouteFact, convoyRouteFact, fleetsOnRoute } from './explanation/convoy-route.js';
import { resolutionOf, unitOfKey, type DecisionKey, type Resolution } from './movement/resolution.js';
import { loopSteps } from './explanation/loops.js';
import { mentionsOf, unitIndexOf } from './explanation/mentions.js';
import { fact, listArg, placeArg, rulesOf, texts, unitArg, type Arg, type Fact, type ListArg, type UnitArg } from '../language/render.js';
import type { GameMap } from '../map/types.js';
import { parseOrder } from '../orders/parse.js';
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
  kind: 'loop' | 'illegal' | 'supports' | 'convoy' | 'province' | 'dislodged' | 'nothing' | 'retreat' | 'centres' | 'adjustment' | 'variant' | 'gameMaster';
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
  /**
   * Movement phases: the decisions this step establishes (keys of movement/resolution.ts: "move:3",
   * "support:5", "route:2", "dislodged:4"...). The steps are ordered so that every decision a step's
   * results were decided from is established by an earlier step (or is settled by a loop step first).
   */
  decides?: string[];
}

/** A step's fields but its rules, which come from its facts (`rules: []` is accepted and ignored). */
type StepFields = Omit<ExplanationStep, 'title' | 'text' | 'facts' | 'rules' | 'decides'> & { rules?: [] };

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
  // The causal order: the decisions each step establishes, and the ones it restates without
  // establishing (a loop step settled them first); the resolution says what each was decided from.
  const resolution = resolutionOf(m);
  const unitIndex = unitIndexOf(b);
  const loops = loopSteps(m, resolution).map((l) => ({ ...l, step: makeStep({ kind: 'loop', orders: l.orders, provinces: l.provinces }, l.title, l.text, map) }));
  const settledByLoop = new Set(loops.flatMap((l) => l.settles));
  /** The decisions each step tells: those it must establish unless an earlier step did, and those it may. */
  const decides = new Map<ExplanationStep, DecisionKey[]>();
  const mayDecide = new Map<ExplanationStep, DecisionKey[]>();
  const restates = new Map<ExplanationStep, DecisionKey[]>();
  /** What a step's text states besides what its own results were decided from. */
  const uses = new Map<ExplanationStep, DecisionKey[]>();
  /** Results a step would rather come after, but can word otherwise when they come later (a broken route beside an open one). */
  const weakUses = new Map<ExplanationStep, DecisionKey[]>();
  const establish = (step: ExplanationStep, keys: DecisionKey[], optional: DecisionKey[] = []) => {
    const known = keys.filter((k) => resolution.value.has(k));
    decides.set(step, known.filter((k) => !settledByLoop.has(k)));
    mayDecide.set(step, optional.filter((k) => resolution.value.has(k) && !settledByLoop.has(k)));
    restates.set(step, known.filter((k) => settledByLoop.has(k)));
  };
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
   * A loser that rule 12 stopped (DATC 6.E.7, 6.E.8): the supports of the power of the unit in place
   * do not count for its attack on that unit, and with them it would have been stronger than all
   * that opposed it. Its supporters are those uncounted supports.
   */
  const rule12Stopped = (losers: readonly number[]): { unit: number; supporters: number[] } | undefined => {
    for (const u of losers) {
      const own = uncountedSupports(u);
      const rs = reasonOf(u);
      if (own.length && (rs.code === 'standoff' || rs.code === 'prevented') && (rs.attack ?? 0) + own.length > (rs.against ?? 0)) return { unit: u, supporters: own };
    }
    return undefined;
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
    const stays = w !== undefined && !wDislodged && !(b.kind[w] === MOVE && r(w));
    const garrisonOf = (unitInPlace: number) => (reasons.some((x) => x.rules.includes(4)) ? fact('step-garrison-rule-4', { unit: unit(unitInPlace) }, [4]) : fact('step-garrison-stays', { unit: unit(unitInPlace) }));
    // Rule 12 decided it, not a standoff (DATC 6.E.7): a move whose own power's supports would have
    // carried it in counts less against the unit in place, and that is what stops it.
    const stopped = rule12Stopped(losers);
    if (stopped !== undefined && w !== undefined) {
      const rs = reasonOf(stopped.unit);
      return fact(
        'step-out-rule-12',
        { unit: unit(stopped.unit), held: unit(w), attack: rs.attack ?? 0, against: rs.against ?? 0, supporters: listArg(stopped.supporters.map(unit)), count: stopped.supporters.length, garrison: stays ? garrisonOf(w) : '' },
        [3, 12, ...summed],
      );
    }
    // A standoff: nobody got in and at least two of the strongest attacks are as strong as each other.
    const top = Math.max(0, ...reasons.map((x) => x.attack ?? 0));
    if (top > 0 && reasons.filter((x) => x.attack === top).length >= 2) {
      return fact('step-out-standoff', { strength: top, garrison: stays ? garrisonOf(w) : '' }, [3, ...summed]);
    }
    if (w !== undefined && !wDislodged && !(b.kind[w] === MOVE && r(w))) return fact('step-out-stays', { unit: unit(w) }, summed);
    return fact('step-out-nobody', undefined, summed);
  };

  /**
   * An open route: the fleets that carry the army, and (rule 20) those whose route broke, or that it
   * does not need and whose fate is told elsewhere (`spare`), or whose breaking is told later (`later`).
   */
  const convoyOpenText = (a: number, spare: readonly number[], later: readonly number[]): Fact => {
    const route = convoyRouteFact(b, a, r, m.forced) as Extract<ReturnType<typeof convoyRouteFact>, { kind: 'open' }>;
    const broken = route.broken.filter((x) => !later.includes(x.fleet));
    const whatever = [...spare, ...later];
    const brokenFact = broken.length ? fact('route-partly-broken', { fleets: listArg(broken.map((x) => unit(x.fleet))) }, [20]) : '';
    const whateverFact = whatever.length ? fact('route-enough-whatever', { fleets: listArg(whatever.map(unit)), count: whatever.length }, [20]) : '';
    const carriers = fleetsOnRoute(b, a, route.open).filter((f) => !spare.includes(f));
    return fact('step-convoy-open-text', { army: unit(a), dest: placeArg(b.dest[a]!), fleets: listArg(carriers.map(unit)), broken: listArg([brokenFact, whateverFact], 'seq') });
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
      // Rule 15 (a dislodged unit still cuts) is told with the cutter's dislodgement, which comes later.
      [fact('step-support-text', { unit: unit(s), reason: o.reason.fact.id === 'support-cut-by-dislodged' ? { ...o.reason.fact, id: 'support-cut', rules: [13] } : o.reason.fact })],
    );
    establish(st, [`support:${s}`]);
    // What its text states besides its own result: a cutter dislodged itself (rule 15), a convoyed
    // army that cuts because it arrives or does not because it does not (its route).
    const attackers = b.movesInto.get(b.prov[s]) ?? [];
    uses.set(st, [
      ...(o.reason.code === 'cutByDislodgement' ? [`dislodged:${s}`] : []),
      ...(cut && o.reason.code === 'cut' ? attackers.filter((a) => m.dislodged.some((d) => d.unit === a)).map((a) => `dislodged:${a}`) : []),
      ...attackers.filter((a) => b.viaConvoy[a] === 1 && [undefined, 'noPath'].includes(attackCutsSupport(b, a, s, r))).map((a) => `route:${a}`),
    ]);
  }

  /**
   * DATC 6.D.16: fleets convoying a foreign army against a unit of their own power. Rule 12 keeps a
   * power from dislodging its own unit by its own move or support; a convoy is neither, so the fleets
   * carry the army all the same.
   */
  const ownUnitConvoyed = (a: number, fleets: readonly number[]): Fact[] => {
    const t = b.unitAt.get(b.dest[a]!);
    if (t === undefined || b.units[t].power === b.units[a].power) return [];
    const own = fleets.filter((f) => b.units[f].power === b.units[t].power);
    return own.length ? [fact('convoy-against-own-unit', { fleets: listArg(own.map(unit)), count: own.length, unit: unit(t) })] : [];
  };

  /**
   * DATC 4.A.3 (6.G.6): an army that could go overland goes by sea because of the reading of intent
   * the preset takes: its order says "via convoy", a fleet of its own power is ordered to convoy it
   * (wherever that fleet is), or any convoy ordered for it shows the intent (001 §2.12.6).
   */
  const intentToConvoy = (a: number, fleets: readonly number[]): Fact[] => {
    const dest = b.dest[a]!;
    if (!b.map.neighbours('A', b.units[a].loc).some((l) => b.map.provinceOf(l) === dest)) return [];
    const parsed = texts[orderOf(a)] !== undefined ? parseOrder(texts[orderOf(a)], { phase: 'movement', map: b.map }) : undefined;
    const order = parsed?.ok ? parsed.value.order : undefined;
    const via = order?.kind === 'move' && order.viaConvoy;
    const own = fleets.filter((f) => b.units[f].power === b.units[a].power);
    const reading = via ? 'via' : b.opts.adjacentConvoy === 'ownFleetOrVia' && own.length ? 'ownFleet' : b.opts.adjacentConvoy === 'anyConvoy' ? 'anyConvoy' : undefined;
    if (!reading) return [];
    return [fact('convoy-intent', { reading, army: unit(a), dest: placeArg(dest), own: listArg(own.map(unit)), count: own.length })];
  };

  // 2. Convoys: does each convoyed army have a route?
  for (let a = 0; a < n; a++) {
    if (b.kind[a] !== MOVE || b.viaConvoy[a] === 0) continue;
    const fleets = b.convoysFor[a];
    const route = convoyRouteFact(b, a, r, m.forced);
    const dest = placeArg(b.dest[a]!);
    let text: Fact;
    // Fleets the route does not need, whose fate is told in a battle of their own: the route is open whatever it is.
    const needed = new Set((resolution.decidedFrom.get(`route:${a}`) ?? []).map(unitOfKey));
    const spare = route.kind === 'open' ? fleetsOnRoute(b, a, route.open).filter((f) => !needed.has(f) && (b.movesInto.get(b.prov[f]) ?? []).length > 0) : [];
    if (route.kind === 'open') {
      text = convoyOpenText(a, spare, []);
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
      [text, ...intentToConvoy(a, fleets), ...ownUnitConvoyed(a, fleets)],
    );
    // A route that breaks also decides the move: the army is not carried.
    establish(convoyStep, route.kind === 'open' ? [`route:${a}`] : [`route:${a}`, `move:${a}`]);
    // An open route restates the fleets that carry it; a broken fleet beside it is told as broken
    // only if its battle came first (leavingToldLater below words it otherwise).
    uses.set(convoyStep, route.kind === 'broken' ? route.broken.flatMap((x) => [`convoy:${x.fleet}`, `dislodged:${x.fleet}`]) : route.kind === 'open' ? route.open.filter((f) => !spare.includes(f)).map((f) => `convoy:${f}`) : []);
    if (route.kind === 'open') weakUses.set(convoyStep, route.broken.flatMap((x) => [`convoy:${x.fleet}`, `dislodged:${x.fleet}`]));
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
      if (b.kind[w] === MOVE && !r(w) && movers.some((u) => headToHead(b, u, w))) {
        // A head-to-head battle it did not win: what decides it here is its defence.
        parts.push(fact('step-defends', { unit: unit(w), strength: defendStrength(b, w, r) }, [6]));
      } else if (b.kind[w] === MOVE && r(w)) {
        // It has left: it defends nothing here, whatever it did where it went.
        parts.push(fact('step-leaves', { unit: unit(w) }));
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
    const byRule12 = winner === undefined ? rule12Stopped(carried) : undefined;
    for (const u of carried) {
      if (u === winner) continue;
      for (const note of specialNotes(reasonOf(u).fact)) {
        // The winner's own clause already says that this loser has no effect here (rule 11).
        if (winner !== undefined && (note.id === 'no-effect-on-dest' || note.id === 'move-head-to-head')) continue;
        // The outcome already says which supports rule 12 kept from counting.
        if (byRule12?.unit === u && note.id === 'own-support-void') continue;
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
    // Each move is told in the battle of the province it goes to; battles that wait on one another
    // are split by the causal order (its first part tells the moves decided already). Except the move
    // of a unit dislodged by the unit coming from where it was going (head-on, or by convoy under
    // rule 11): the battle that dislodges it may tell that its own move failed.
    const beatenFromItsTarget = w !== undefined && b.kind[w] === MOVE && m.dislodged.some((d) => d.unit === w && d.attackerFrom === b.dest[w]);
    establish(
      battle,
      [...carried.map((u) => `move:${u}`), ...(w !== undefined ? [`dislodged:${w}`, ...(b.kind[w] === CONVOY ? [`convoy:${w}`] : [])] : [])],
      beatenFromItsTarget ? [`move:${w}`] : [],
    );
    // Restated here: the supports each strength counts, the convoys of the armies, the unit in place leaving or not.
    uses.set(battle, [
      ...[...carried, ...(w !== undefined ? [w] : [])].flatMap((u) => b.supportsFor[u].map((x) => `support:${x}`)),
      ...movers.filter((u) => b.viaConvoy[u] === 1).map((u) => `route:${u}`),
      ...(w !== undefined && b.kind[w] === MOVE && !carried.some((u) => headToHead(b, u, w)) ? [`move:${w}`] : []),
      // A rival dislodged by the unit coming from here has no effect here (rule 11).
      ...carried.filter((u) => m.dislodged.some((d) => d.unit === u && d.attackerFrom === p)).map((u) => `dislodged:${u}`),
    ]);
  }

  if (unopposed.length) {
    const moves = listArg(unopposed.map((u) => fact('unopposed-move', { unit: unit(u), dest: placeArg(b.dest[u]!) })));
    const st = makeStep(
      { kind: 'province', orders: unopposed.map(orderOf), provinces: unique(unopposed.flatMap((u) => [b.prov[u], b.dest[u]!])) },
      fact('step-unopposed-title'),
      [fact('step-unopposed-text', { moves, count: unopposed.length })],
      map,
    );
    steps.unshift(st);
    establish(st, unopposed.map((u) => `move:${u}`));
  }

  /**
   * A convoy or a move support of this unit set aside this phase because it did not make that move
   * (DATC 6.H.13, 6.H.14): once the unit is dislodged, that order does nothing for its retreat either,
   * since a retreat can be neither convoyed nor supported (000 "RÉDACTION DES ORDRES DE RETRAITE").
   */
  const ordersForNoRetreat = (u: number): Fact[] =>
    b.units.flatMap((_, x) => {
      const code = b.rejections[orderOf(x)]?.code;
      if (code === 'convoyMismatch' && b.cvArmy[x] === u && b.dest[x] !== undefined) {
        return [fact('step-dislodged-no-retreat-help', { kind: 'convoy', by: unit(x), to: placeArg(b.dest[x]!) })];
      }
      if (code === 'supportMismatch' && b.supTarget[x] === u && b.supDest[x] !== undefined) {
        return [fact('step-dislodged-no-retreat-help', { kind: 'support', by: unit(x), to: placeArg(b.supDest[x]!) })];
      }
      return [];
    });

  // 4. Dislodgements and the retreats left.
  for (const d of m.dislodged) {
    const options = d.retreats.length ? listArg(d.retreats.map(placeArg), 'or') : fact('no-retreat');
    // Rule 11: a retreat option some move failed to enter is open when that move had no effect there.
    const opened = unique(d.retreats.map((l) => l.split('/')[0])).flatMap((p) => {
      const silent = (b.movesInto.get(p) ?? []).filter((v) => !m.moved[v] && path(b, v, r) && preventStrength(b, v, r) === 0);
      return silent.length ? [fact('retreat-open-rule-11', { prov: placeArg(p), units: listArg(silent.map(unit)), count: silent.length }, [11])] : [];
    });
    // What its order loses with it: a dislodged unit's support is cut (rule 14), its convoy fails (rule 17).
    // Rule 15: the supports it attacked stay cut.
    const stillCut = (b.dest[d.unit] !== undefined ? [b.unitAt.get(b.dest[d.unit]!)] : []).filter(
      (s): s is number => s !== undefined && b.kind[s] === SUPPORT && outcomes[orderOf(s)].reason.fact.id === 'support-cut-by-dislodged',
    );
    // A fleet the backup rule held in a paradox lost its convoy to the loop, not to this dislodgement.
    const loses = b.kind[d.unit] === SUPPORT ? [fact('step-dislodged-support', undefined, [14])] : b.kind[d.unit] === CONVOY && m.forced.get(d.unit) !== 'paradox' ? [fact('step-dislodged-convoy', undefined, [17])] : [];
    const st = add(
      {
        kind: 'dislodged',
        orders: unique([orderOf(d.unit), orderOf(d.attacker)].filter((i) => i >= 0)),
        provinces: unique([b.prov[d.unit], d.attackerFrom, ...d.retreats.map((l) => l.split('/')[0])]),
      },
      fact('step-dislodged-title', { unit: unit(d.unit) }),
      [
        fact('step-dislodged-text', { by: unit(d.attacker), unit: unit(d.unit), from: placeArg(d.attackerFrom), origin: d.origin, options }, [2]),
        ...loses,
        ...stillCut.map((s) => fact('step-dislodged-still-cuts', { unit: unit(s) }, [15])),
        ...opened,
        ...ordersForNoRetreat(d.unit),
      ],
    );
    establish(st, []);
    // Its retreat options come from the battles around it: who moved into each neighbour, who left.
    const around = b.map.neighbours(b.units[d.unit].type, b.units[d.unit].loc).map((l) => b.map.provinceOf(l));
    uses.set(st, [
      `dislodged:${d.unit}`,
      ...around.flatMap((q) => [...(b.movesInto.get(q) ?? []), ...((w) => (w !== undefined && b.kind[w] === MOVE ? [w] : []))(b.unitAt.get(q))].map((v) => `move:${v}`)),
    ]);
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
  // Loop steps come first: each settles the decisions of its loop, which the others then use; a
  // loop the rules keep from forming (rule 21) is told before the support it keeps.
  loops.forEach((l, i) => {
    for (const k of l.before) {
      const later = steps.find((t) => (decides.get(t) ?? []).includes(k));
      if (later) uses.set(later, [...(uses.get(later) ?? []), `loop:${i}`]);
    }
    decides.set(l.step, [...l.settles, `loop:${i}`]);
  });
  steps.unshift(...loops.map((l) => l.step));
  /** The first part of a battle the causal order must split: the moves into it that are decided already. */
  const firstPart = (st: ExplanationStep, keys: DecisionKey[]): ExplanationStep => {
    const movers = keys.filter((k) => k.startsWith('move:')).map(unitOfKey);
    return makeStep(
      { kind: 'province', orders: unique(movers.flatMap((u) => [orderOf(u), ...b.supportsFor[u].map(orderOf)]).filter((i) => i >= 0)), provinces: st.provinces, subject: st.subject },
      fact('battle-first-title', { prov: placeArg(st.subject!), moves: listArg(movers.map((u) => fact('battle-first-move', { unit: unit(u), result: m.moved[u] ? 'succeeds' : 'fails' }))) }),
      movers.map((u) => fact('step-reason', { unit: unit(u), reason: reasonOf(u).fact })),
      map,
    );
  };
  const ordered = causalOrder(
    steps,
    resolution,
    (st) => ({ must: decides.get(st) ?? [], may: mayDecide.get(st) ?? [] }),
    (st) => {
      const weak = weakUses.get(st) ?? [];
      const stated = mentionsOf(unitIndex, [st.facts.title, ...st.facts.text]).map((x) => x.key);
      return { strong: unique([...(restates.get(st) ?? []), ...(uses.get(st) ?? []), ...stated]).filter((k) => !weak.includes(k)), weak };
    },
    firstPart,
  );
  const toldAtMap = new Map<DecisionKey, number>();
  ordered.forEach((st, i) => {
    for (const k of st.decides ?? []) if (!toldAtMap.has(k)) toldAtMap.set(k, i);
  });
  return withWrongCoasts(ordered.map((st, i) => leavingToldLater(st, i, ordered)));

  /**
   * DATC 4.B.5 (6.B.10): an order finds its unit by province, so a coast written for the ordered
   * fleet that is not the one it stands on is ignored. Said in the first step about that order. The
   * order is read again only for a fleet on a coast, and only when the explanation is read.
   */
  function withWrongCoasts(list: ExplanationStep[]): ExplanationStep[] {
    const notes = texts.flatMap((text, i) => {
      const u = b.orderUnit[i];
      const actual = u >= 0 ? b.units[u] : undefined;
      if (!actual || !actual.loc.includes('/')) return [];
      const parsed = parseOrder(text, { phase: 'movement', map: b.map });
      const order = parsed.ok ? parsed.value.order : undefined;
      const written = order && 'unit' in order ? order.unit.loc : undefined;
      if (!written || !written.includes('/') || written === actual.loc) return [];
      return [{ i, note: fact('order-wrong-coast', { prov: placeArg(b.prov[u]), written: placeArg(written), actual: placeArg(actual.loc) }) }];
    });
    if (!notes.length) return list;
    const out = [...list];
    for (const { i, note } of notes) {
      const at = out.findIndex((st) => st.orders.includes(i));
      if (at < 0) continue;
      const st = out[at];
      const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, st.facts.title, [...st.facts.text, note], map);
      rebuilt.decides = st.decides;
      out[at] = rebuilt;
    }
    return out;
  }

  /**
   * A rival's effect kept although it is dislodged (rule 10; DATC 4.A.7 for a convoyed dislodger),
   * where that dislodgement is told later: the clause says the effect holds whatever becomes of it.
   */
  function dislodgedToldLater(st: ExplanationStep, i: number, toldAt: (k: DecisionKey) => number): ExplanationStep {
    if (st.kind !== 'province') return st;
    let changed = false;
    const later = (x: Fact) => ((x.args?.units as ListArg | undefined)?.list ?? []).some((u) => toldAt(`dislodged:${unitIndex.get((u as UnitArg).unit)}`) > i);
    const rewrite = (x: Arg): Arg => {
      if (typeof x !== 'object') return x;
      if ('list' in x) return listArg(x.list.map(rewrite), x.sep);
      if (!('id' in x)) return x;
      if ((x.id === 'dislodged-still-prevents' || x.id === 'convoy-dislodger-no-rule-11') && later(x)) {
        changed = true;
        return fact(x.id === 'dislodged-still-prevents' ? 'still-prevents-whatever' : 'convoy-dislodger-whatever', x.args, x.rules);
      }
      return x.args ? { ...x, args: Object.fromEntries(Object.entries(x.args).map(([k, v]) => [k, rewrite(v)])) } : x;
    };
    const text = st.facts.text.map((f) => rewrite(f) as Fact);
    if (!changed) return st;
    const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, st.facts.title, text, map);
    rebuilt.decides = st.decides;
    return rebuilt;
  }

  /**
   * Supports whose own step comes later (they read one another round a circle: each stands only if
   * the attack the other backs fails) are named as pending, not as given.
   */
  function pendingSupports(st: ExplanationStep, i: number, toldAt: (k: DecisionKey) => number): ExplanationStep {
    if (st.kind !== 'province') return st;
    let changed = false;
    const rewrite = (x: Arg): Arg => {
      if (typeof x !== 'object' || !('id' in x)) return typeof x === 'object' && 'list' in x ? listArg(x.list.map(rewrite), x.sep) : x;
      if (x.id === 'supported-by') {
        const units = (x.args!.units as ListArg).list as UnitArg[];
        if (units.some((u) => toldAt(`support:${unitIndex.get(u.unit)}`) > i)) {
          changed = true;
          return fact('supported-by-pending', x.args);
        }
        return x;
      }
      return x.args ? { ...x, args: Object.fromEntries(Object.entries(x.args).map(([k, v]) => [k, rewrite(v)])) } : x;
    };
    const text = st.facts.text.map((f) => rewrite(f) as Fact);
    if (!changed) return st;
    const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, st.facts.title, text, map);
    rebuilt.decides = st.decides;
    return rebuilt;
  }

  /**
   * A battle told before the move of the unit that stood there (two moves each enough on its own,
   * a swap by convoy): nothing in it needs that unit to leave, so it says so and tells the winner's
   * strength without what it beat, instead of stating a move established only later.
   */
  function leavingToldLater(st: ExplanationStep, i: number, all: readonly ExplanationStep[]): ExplanationStep {
    const toldAt = (k: DecisionKey) => toldAtMap.get(k) ?? -1;
    st = pendingSupports(st, i, toldAt);
    st = dislodgedToldLater(st, i, toldAt);
    if (st.kind === 'convoy' && st.facts.text[0]?.id === 'step-convoy-open-text') {
      // A route broken beside the open one, where that fleet's battle comes later: "whatever becomes of it".
      const a = b.unitAt.get(st.subject!)!;
      const route = convoyRouteFact(b, a, r, m.forced);
      if (route.kind !== 'open') return st;
      const later = route.broken.map((x) => x.fleet).filter((f) => toldAt(`dislodged:${f}`) > i);
      if (!later.length) return st;
      const needed = new Set((resolution.decidedFrom.get(`route:${a}`) ?? []).map(unitOfKey));
      const spare = fleetsOnRoute(b, a, route.open).filter((f) => !needed.has(f) && (b.movesInto.get(b.prov[f]) ?? []).length > 0);
      const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, st.facts.title, [convoyOpenText(a, spare, later), ...st.facts.text.slice(1)], map);
      rebuilt.decides = st.decides;
      return rebuilt;
    }
    if (st.kind === 'province' && st.subject !== undefined && st.facts.text.some((f) => f.id === 'step-stuck')) {
      // The unit in place failed to leave, told later: this battle did not need it (nobody got in).
      const w = b.unitAt.get(st.subject)!;
      if (toldAt(`move:${w}`) <= i) return st;
      const dropGarrison = (x: Arg): Arg => (typeof x === 'object' && 'id' in x && (x.id === 'step-garrison-stays' || x.id === 'step-garrison-rule-4') ? '' : x);
      const text = st.facts.text.map((f) => {
        if (f.id === 'step-stuck') return fact('step-stuck-later', { unit: unit(w), to: placeArg(b.dest[w]!) });
        if (f.id === 'step-out-stays') return fact('step-out-nobody', undefined, f.rules);
        if (f.id === 'step-out-standoff') return fact(f.id, { ...f.args, garrison: dropGarrison(f.args!.garrison) }, f.rules);
        return f;
      });
      const title = st.facts.title.id === 'battle-stays' ? fact(m.contested.includes(st.subject) ? 'battle-standoff' : 'battle-nobody', { prov: placeArg(st.subject) }) : st.facts.title;
      const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, title, text, map);
      rebuilt.decides = st.decides;
      return rebuilt;
    }
    if (st.kind !== 'province' || st.subject === undefined || !st.facts.text.some((f) => f.id === 'step-leaves')) return st;
    const w = b.unitAt.get(st.subject)!;
    if (toldAt(`move:${w}`) <= i || all.length === 0) return st;
    const dropSwap = (x: Arg): Arg => (typeof x === 'object' && 'list' in x ? listArg(x.list.map(dropSwap).filter((y) => !(typeof y === 'object' && 'id' in y && y.id === 'swap-convoy')), x.sep) : typeof x === 'object' && 'id' in x && x.id === 'swap-convoy' ? '' : x);
    const text = st.facts.text.map((f) => {
      if (f.id === 'step-leaves') return fact('step-leaving-later', { unit: unit(w), to: placeArg(b.dest[w]!) });
      if (f.id === 'step-out-enters') return fact('step-out-enters-plain', { unit: f.args!.unit, attack: f.args!.attack, notes: dropSwap(f.args!.notes) }, f.rules);
      return f;
    });
    const rebuilt = makeStep({ kind: st.kind, orders: st.orders, provinces: st.provinces, subject: st.subject }, st.facts.title, text, map);
    rebuilt.decides = st.decides;
    return rebuilt;
  }
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
 * Steps in causal order, read off the resolution (movement/resolution.ts). Each step tells some
 * decisions: it may come once every decision they were decided from is established, by an earlier
 * step or by itself (a head-to-head battle decides both of its moves at once, so either battle may
 * tell it). Among the steps free to come next, the first whose restated results are all established
 * goes first, then one whose only missing ones it can word otherwise, else the first free one (a
 * battle waiting on another is split instead of a dislodgement told early), in the order they were built (loops, supports, convoys,
 * battles by province, dislodgements). A loop step settles its decisions from nothing. Sets each
 * step's `decides` to what it established.
 */
function causalOrder(
  steps: readonly ExplanationStep[],
  resolution: Resolution,
  tells: (s: ExplanationStep) => { must: DecisionKey[]; may: DecisionKey[] },
  restated: (s: ExplanationStep) => { strong: DecisionKey[]; weak: DecisionKey[] },
  firstPart: (s: ExplanationStep, keys: DecisionKey[]) => ExplanationStep,
): ExplanationStep[] {
  const restatedOnce = new Map<ExplanationStep, { strong: DecisionKey[]; weak: DecisionKey[] }>();
  const restatedBy = (st: ExplanationStep) => restatedOnce.get(st) ?? restatedOnce.set(st, restated(st)).get(st)!;
  const established = new Set<DecisionKey>();
  const told = new Set<DecisionKey>(steps.flatMap((st) => [...tells(st).must, ...tells(st).may]));
  const known = (k: DecisionKey) => established.has(k) || !told.has(k);
  /** What `st` would establish now, or undefined if a decision it must tell is not yet decidable. */
  const wouldEstablish = (st: ExplanationStep): DecisionKey[] | undefined => {
    if (st.kind === 'loop') return tells(st).must;
    const { must, may } = tells(st);
    const now = new Set(must.filter((k) => !established.has(k)));
    const from = (k: DecisionKey) => (resolution.decidedFrom.get(k) ?? []).every((d) => known(d) || now.has(d));
    if ([...now].every(from)) return [...now];
    // Only when it needs them: the optional decisions it can tell from what is known (a fixed point:
    // they may need each other). A move is told in its own battle when it can be.
    let grew = true;
    while (grew) {
      grew = false;
      for (const k of may) {
        if (now.has(k) || established.has(k) || !from(k)) continue;
        now.add(k);
        grew = true;
      }
    }
    return [...now].every(from) ? [...now] : undefined;
  };
  const out: ExplanationStep[] = [];
  const left = [...steps];
  const decidable = (k: DecisionKey) => !established.has(k) && (resolution.decidedFrom.get(k) ?? []).every(known);
  while (left.length) {
    const free = left.map((st) => ({ st, keys: wouldEstablish(st) })).filter((x) => x.keys !== undefined);
    // Free and restating nothing unknown; else a free step that decides something (a dislodgement
    // step only restates: it waits for its battle); else split a battle that waits on another.
    const knownBy = (x: { keys?: DecisionKey[] }) => (k: DecisionKey) => known(k) || x.keys!.includes(k);
    // A step telling only its own decisions before one that must borrow another battle's move.
    const ownOnly = (x: { st: ExplanationStep; keys?: DecisionKey[] }) => x.keys!.every((k) => tells(x.st).must.includes(k));
    let pick =
      free.find((x) => ownOnly(x) && restatedBy(x.st).strong.every(knownBy(x)) && restatedBy(x.st).weak.every(knownBy(x))) ??
      free.find((x) => restatedBy(x.st).strong.every(knownBy(x)) && restatedBy(x.st).weak.every(knownBy(x))) ??
      free.find((x) => restatedBy(x.st).strong.every(knownBy(x))) ??
      free.find((x) => x.st.kind !== 'dislodged');
    if (!pick) {
      // Battles waiting on one another (a province's moves decided at different points of a chain):
      // tell first the moves of a battle that are decided already, the rest of it later.
      const split = left.find((st) => st.kind === 'province' && tells(st).must.some((k) => k.startsWith('move:') && decidable(k)));
      if (split) {
        const keys = tells(split).must.filter((k) => k.startsWith('move:') && decidable(k));
        pick = { st: firstPart(split, keys), keys };
      } else pick = free[0] ?? { st: left[0], keys: tells(left[0]).must.filter((k) => !established.has(k)) };
    }
    pick.st.decides = pick.keys!;
    for (const k of pick.keys!) established.add(k);
    out.push(pick.st);
    const at = left.indexOf(pick.st);
    if (at >= 0) left.splice(at, 1);
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
