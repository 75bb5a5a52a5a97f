// The step-by-step explanation of a movement phase, built from resolved values only:
// supports first, then convoys, then each contested province with its strengths, then who is
// dislodged and where it may retreat. Each step names the orders and provinces it is about (the
// site draws one picture per step) and cites the 2000 rulebook's rule numbers.

import { CONVOY, MOVE, SUPPORT } from './movement/board.js';
import type { MovementResult } from './movement/index.js';
import { brokenRouteText, convoyRouteFact } from './explanation/convoy-route.js';
import {
  attackStrength,
  defendStrength,
  headToHead,
  holdStrength,
  path,
  supportAimedAt,
} from './movement/rules.js';

export interface ExplanationStep {
  kind: 'supports' | 'convoy' | 'province' | 'dislodged' | 'nothing';
  title: { en: string; fr: string };
  text: { en: string; fr: string };
  rules: number[];
  /** The province a battle step is about, or the convoyed army's province for a convoy step. */
  subject?: string;
  /** Input order indices this step is about. */
  orders: number[];
  provinces: string[];
}

export function explainMovement(m: MovementResult): ExplanationStep[] {
  const { board: b, read: r, outcomes } = m;
  const steps: ExplanationStep[] = [];
  // What each step builds on, for the causal order: provinces whose battle it needs, armies whose convoy it needs.
  const needsBattle = new Map<ExplanationStep, string[]>();
  const needsConvoyOf = new Map<ExplanationStep, number[]>();
  const convoyStepOf = new Map<number, ExplanationStep>();
  const battleStepOf = new Map<string, ExplanationStep>();
  const supportsUsedBy = new Map<ExplanationStep, string[]>();
  const name = (u: number) => `${b.units[u].type} ${b.units[u].loc}`;
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
    steps.push({
      kind: 'supports',
      title: cut
        ? { en: `The support of ${name(s)} is cut`, fr: `Le soutien de ${name(s)} est bloqué` }
        : { en: `The support of ${name(s)} stands`, fr: `Le soutien de ${name(s)} tient` },
      text: { en: `${name(s)}: support ${o.reason.en}.`, fr: `${name(s)} : soutien ${o.reason.fr}.` },
      rules: [...o.reason.rules].sort((x, y) => x - y),
      orders: unique([i, ...o.reason.culprits.flatMap((c) => (c.order !== undefined ? [c.order] : []))]),
      provinces: unique([b.prov[s], supportAimedAt(b, s)]).sort(),
      subject: b.prov[s],
    });
    if (o.reason.code === 'cutByDislodgement') needsBattle.set(steps[steps.length - 1], [b.prov[s]]);
  }

  // 2. Convoys: does each convoyed army have a route?
  for (let a = 0; a < n; a++) {
    if (b.kind[a] !== MOVE || b.viaConvoy[a] === 0) continue;
    const fleets = b.convoysFor[a];
    const fact = convoyRouteFact(b, a, r, m.forced);
    const ok = fact.kind === 'open';
    let en: string;
    let fr: string;
    let routeRules: number[];
    if (fact.kind === 'open') {
      const via = fact.open.map(name).join(', ');
      const brokenNames = fact.broken.map((x) => name(x.fleet)).join(', ');
      en = `${name(a)} has a convoy route to ${b.dest[a]} through ${via}${fact.broken.length ? ` (the route through ${brokenNames} is broken, but one open route is enough)` : ''}.`;
      fr = `${name(a)} dispose d'une route de convoi vers ${b.dest[a]} par ${via}${fact.broken.length ? ` (la route par ${brokenNames} est rompue, mais une route ouverte suffit)` : ''}.`;
      routeRules = fact.broken.length ? [20] : [];
    } else {
      const why = brokenRouteText(fact, name, b.dest[a]!);
      en = `${capital(why.en)}. The army stays where it is and has no effect on ${b.dest[a]}.`;
      fr = `${capital(why.fr)}. L'armée reste où elle est et n'a aucun effet sur ${b.dest[a]}.`;
      routeRules = why.rules;
    }
    steps.push({
      kind: 'convoy',
      title: ok
        ? { en: `${name(a)} is convoyed to ${b.dest[a]}`, fr: `${name(a)} est convoyée jusqu'à ${b.dest[a]}` }
        : { en: `${name(a)} is not carried to ${b.dest[a]}`, fr: `${name(a)} n'est pas transportée jusqu'à ${b.dest[a]}` },
      text: { en, fr },
      rules: routeRules,
      orders: unique([orderOf(a), ...fleets.map(orderOf)]),
      provinces: unique([b.prov[a], b.dest[a]!, ...fleets.map((f) => b.prov[f])]),
    });
    const convoyStep = steps[steps.length - 1];
    convoyStep.subject = b.prov[a];
    convoyStepOf.set(a, convoyStep);
    if (fact.kind === 'broken') needsBattle.set(convoyStep, fact.broken.map((x) => b.prov[x.fleet]));
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
    const parts: string[] = [];
    const partsFr: string[] = [];
    const rules = new Set<number>();
    const orders: number[] = [];
    const involved = new Set<string>([p]);
    for (const u of movers) {
      orders.push(orderOf(u), ...b.supportsFor[u].map(orderOf));
      involved.add(b.prov[u]);
      const atk = path(b, u, r) ? attackStrength(b, u, r) : 0;
      const res = outcomes[orderOf(u)];
      parts.push(`${name(u)} attacks with ${atk} and ${res.result === 'succeeds' ? 'gets in' : 'fails'} (${res.reason.en}).`);
      partsFr.push(`${name(u)} attaque avec ${atk} et ${res.result === 'succeeds' ? 'entre' : 'échoue'} (${res.reason.fr}).`);
      for (const rule of res.reason.rules) rules.add(rule);
    }
    if (w !== undefined) {
      if (orderOf(w) >= 0) orders.push(orderOf(w));
      if (b.kind[w] === MOVE && movers.some((u) => headToHead(b, u, w))) {
        parts.push(`${name(w)} defends with ${defendStrength(b, w, r)} in the head-to-head battle.`);
        partsFr.push(`${name(w)} se défend avec ${defendStrength(b, w, r)} dans le face-à-face.`);
        rules.add(6);
      } else if (b.kind[w] !== MOVE || !r(w)) {
        orders.push(...b.supportsFor[w].filter(() => b.kind[w] !== MOVE).map(orderOf));
        parts.push(`${name(w)} holds ${p} with strength ${holdStrength(b, p, r)}.`);
        partsFr.push(`${name(w)} tient ${p} avec une force de ${holdStrength(b, p, r)}.`);
        rules.add(5);
      } else {
        parts.push(`${name(w)} leaves ${p}.`);
        partsFr.push(`${name(w)} quitte ${p}.`);
      }
    }
    const contested = m.contested.includes(p);
    if (contested) {
      parts.push(`${p} stays empty after the standoff.`);
      partsFr.push(`${p} reste vide après le statu quo.`);
      rules.add(3);
    }
    steps.push({
      kind: 'province',
      title: battleTitle(p, movers.find((u) => m.moved[u]), w, contested, name),
      text: { en: parts.join(' '), fr: partsFr.join(' ') },
      rules: [...rules].sort((x, y) => x - y),
      orders: unique(orders.filter((i) => i >= 0)),
      provinces: [...involved].sort(),
    });
    const battle = steps[steps.length - 1];
    battle.subject = p;
    supportsUsedBy.set(battle, [...movers, ...(w !== undefined ? [w] : [])].flatMap((u) => b.supportsFor[u].map((x) => b.prov[x])));
    battleStepOf.set(p, battle);
    needsConvoyOf.set(battle, movers.filter((u) => b.viaConvoy[u] === 1));
  }

  if (unopposed.length) {
    const list = unopposed.map((u) => `${name(u)} - ${b.dest[u]}`).join(', ');
    steps.unshift({
      kind: 'province',
      title: { en: 'Unopposed moves', fr: 'Mouvements sans opposition' },
      text: { en: `Nobody else wants these provinces and they are empty: ${list} succeed.`, fr: `Personne d'autre ne vise ces provinces vides : ${list} réussissent.` },
      rules: [],
      orders: unopposed.map(orderOf),
      provinces: unique(unopposed.flatMap((u) => [b.prov[u], b.dest[u]!])),
    });
  }

  // 4. Dislodgements and the retreats left.
  for (const d of m.dislodged) {
    const options = d.retreats.length ? d.retreats.join(', ') : 'none: it will be disbanded';
    const choix = d.retreats.length ? d.retreats.join(', ') : 'aucune : elle sera démobilisée';
    const ordersHere = [orderOf(d.unit), orderOf(d.attacker)].filter((i) => i >= 0);
    steps.push({
      kind: 'dislodged',
      title: { en: `${name(d.unit)} is dislodged`, fr: `${name(d.unit)} est délogée` },
      text: {
        en: `${name(d.attacker)} dislodges ${name(d.unit)}. It may not retreat to ${d.attackerFrom}, where the attack came from, nor to an occupied province or one left empty by a standoff. Retreat options: ${options}.`,
        fr: `${name(d.attacker)} déloge ${name(d.unit)}. Elle ne peut battre en retraite ni en ${d.attackerFrom}, d'où vient l'attaque, ni dans une province occupée ou laissée vide par un statu quo. Retraites possibles : ${choix}.`,
      },
      rules: b.kind[d.unit] === SUPPORT ? [14] : b.kind[d.unit] === CONVOY ? [17] : [],
      orders: unique(ordersHere),
      provinces: unique([b.prov[d.unit], d.attackerFrom, ...d.retreats.map((l) => l.split('/')[0])]),
    });
  }

  if (steps.length === 0) {
    steps.push({
      kind: 'nothing',
      title: { en: 'Nothing contested', fr: 'Aucun conflit' },
      text: { en: 'No unit moves into an occupied or disputed province: every order is carried out.', fr: 'Aucune unité ne cherche à entrer dans une province occupée ou disputée : tous les ordres sont exécutés.' },
      rules: [],
      orders: outcomes.map((_, i) => i),
      provinces: [],
    });
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
function battleTitle(p: string, winner: number | undefined, holder: number | undefined, standoff: boolean, name: (u: number) => string): { en: string; fr: string } {
  if (winner !== undefined) return { en: `${p}: ${name(winner)} gets in`, fr: `${p} : ${name(winner)} y entre` };
  if (standoff) return { en: `${p}: standoff, the province stays empty`, fr: `${p} : statu quo, la province reste vide` };
  if (holder !== undefined) return { en: `${p}: ${name(holder)} stays`, fr: `${p} : ${name(holder)} reste en place` };
  return { en: `${p}: nobody gets in`, fr: `${p} : personne n'y entre` };
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
