// Explanations of the retreat and adjustment phases, and of the supply centres that change hands
// after Fall: language-free facts, rendered by ./render.ts like the movement phase's steps.

import type { GameMap, PowerId, ProvinceId, Unit } from '../../map/types.js';
import type { RuleOptions } from '../../rules/options.js';
import type { DislodgedInput, RetreatResult } from '../retreat.js';
import type { AdjustmentResult, ConditionalAdjustments } from '../adjustment.js';
import { makeStep, type ExplanationStep } from '../explain.js';
import { fact, listArg, placeArg, powerArg, unitArg, type Fact } from '../../language/render.js';
import { compareIds } from '../../util/plain-intl.js';

const unitText = (u: Unit) => unitArg(`${u.type} ${u.loc}`);

/** One step per dislodged unit: where it could go, what closed the rest, and what became of it. */
export function explainRetreats(map: GameMap, dislodged: readonly DislodgedInput[], r: RetreatResult): ExplanationStep[] {
  const m = map as unknown as GameMap<string>;
  return dislodged.map((d, k) => {
    const fate = r.fates[k];
    const unit = unitText(d);
    const open = r.options[k];
    const closed = r.neighbours[k].filter((n) => n.closed).map((n) => n.closed!);
    const text: Fact[] = [open.length ? fact('retreat-step-options', { unit, options: listArg(open.map(placeArg), 'or') }) : fact('retreat-step-nowhere', { unit })];
    if (closed.length) text.push(fact('retreat-step-closed', { closed: listArg(closed, ';') }));
    // A conditional list passed over (all of it, when the unit then follows the default rule).
    const list = fate.conditional;
    if (list && fate.how !== 'conditional' && fate.how !== 'conditionalDisband' && !fate.collidedWith?.length) text.push(fact('fate-conditional-none', { passed: passedArg(list.passed) }));
    text.push(fateFact(map, dislodged, r, k));
    const moved = (fate.how === 'retreated' || fate.how === 'defaultRetreat' || fate.how === 'conditional') && fate.to !== undefined;
    const title = moved ? fact('retreat-step-moves-title', { unit, to: placeArg(fate.to!) }) : fact('retreat-step-disbanded-title', { unit });
    const orders = [fate.order, ...(fate.collidedWith ?? []).map((j) => r.fates[j].order)].filter((i): i is number => i !== undefined);
    const provinces = [...new Set([map.provinceOf(d.loc), d.attackerFrom, ...r.neighbours[k].map((n) => map.provinceOf(n.loc))])];
    return makeStep({ kind: 'retreat', rules: [], orders, provinces }, title, text, m);
  });
}

/** The choices of a conditional list passed over, each with why: "bud is occupied by A bud; tri: the attack came from tri". */
function passedArg(passed: readonly { loc: string; why: Fact }[]): Fact | string {
  return passed.length ? fact('conditional-passed', { list: listArg(passed.map((p) => fact('conditional-skip', { to: placeArg(p.loc), why: p.why })), ';') }) : '';
}

function fateFact(map: GameMap, dislodged: readonly DislodgedInput[], r: RetreatResult, k: number): Fact {
  const fate = r.fates[k];
  if (fate.collidedWith?.length) {
    const others = listArg(fate.collidedWith.map((j) => unitText(dislodged[j])));
    const collision = fact('fate-collision', { others, count: fate.collidedWith.length, prov: placeArg(map.provinceOf(fate.to!)) });
    // Sent there by its conditional list: which choice, and why the earlier ones were closed.
    return fate.conditional?.to !== undefined ? fact('fate-conditional-collision', { rank: fate.conditional.passed.length + 1, passed: passedArg(fate.conditional.passed), collision }) : collision;
  }
  if (fate.how === 'conditional') return fact('fate-conditional', { to: placeArg(fate.to!), rank: fate.conditional!.passed.length + 1, passed: passedArg(fate.conditional!.passed) });
  if (fate.how === 'conditionalDisband') return fact('fate-conditional-disband', { passed: passedArg(fate.conditional!.passed) });
  if (fate.how === 'retreated') return fact('fate-retreated', { to: placeArg(fate.to!) });
  if (fate.how === 'defaultRetreat') {
    const table = listArg((fate.ranking ?? []).map((x) => fact('distance-pair', { place: placeArg(x.loc), distance: x.distance })), ',');
    return fact('fate-default', { to: placeArg(fate.to!), table });
  }
  if (fate.how === 'defaultDisband') return fact('fate-unordered');
  return fate.order !== undefined && r.outcomes[fate.order].result === 'illegal' ? fact('fate-illegal') : fact('fate-disbanded');
}

/** Who takes which supply centre from whom at the end of a Fall turn, and each power's new count. */
export function explainCentres(map: GameMap, before: ReadonlyMap<ProvinceId, PowerId>, after: ReadonlyMap<ProvinceId, PowerId>): ExplanationStep {
  const m = map as unknown as GameMap<string>;
  const changes = [...after].filter(([p, owner]) => before.get(p) !== owner).sort(([a], [b]) => compareIds(a, b));
  if (!changes.length) return makeStep({ kind: 'centres', rules: [], orders: [], provinces: [] }, fact('centres-none-title'), [fact('centres-none')], m);
  const text = changes.map(([p, owner]) => {
    const old = before.get(p);
    return old ? fact('centre-taken', { power: powerArg(owner), prov: placeArg(p), old: powerArg(old) }) : fact('centre-neutral', { power: powerArg(owner), prov: placeArg(p) });
  });
  const concerned = [...new Set(changes.flatMap(([p, owner]) => [owner, before.get(p)]).filter((x): x is PowerId => x !== undefined))].sort();
  const count = (power: PowerId) => [...after.values()].filter((o) => o === power).length;
  const counts = listArg(concerned.map((power) => fact('centres-count', { power: powerArg(power), count: count(power) })), ';');
  return makeStep(
    { kind: 'centres', rules: [], orders: [], provinces: changes.map(([p]) => p) },
    fact('centres-title'),
    [...text, fact('centres-counts', { counts })],
    m,
  );
}

/** Per power whose units and centres differ: what it is owed, what it built or removed, and civil disorder's choice. */
export function explainAdjustments(
  map: GameMap,
  opts: RuleOptions,
  units: readonly Unit[],
  owners: ReadonlyMap<ProvinceId, PowerId>,
  a: AdjustmentResult,
  orderPowers: readonly PowerId[],
): ExplanationStep[] {
  const m = map as unknown as GameMap<string>;
  const steps: ExplanationStep[] = [];
  for (const power of map.powers) {
    const delta = a.delta[power] ?? 0;
    if (delta === 0) continue;
    const centres = [...owners.values()].filter((o) => o === power).length;
    const count = units.filter((u) => u.power === power).length;
    const mine = a.adjustments.filter((x) => x.power === power);
    const orders = orderPowers.flatMap((p, i) => (p === power ? [i] : []));
    const text: Fact[] = [];
    const args = { power: powerArg(power), centres, units: count, count: Math.abs(delta) };
    if (delta > 0) {
      const built = mine.filter((x) => x.action === 'build');
      const listed = a.conditional.find((c) => c.power === power);
      if (listed) text.push(conditionalFact(listed));
      else if (built.length) text.push(fact('adjust-built', { units: listArg(built.map((x) => unitArg(`${x.type} ${x.loc}`))) }));
      const waived = orders.filter((i) => a.outcomes[i].result === 'succeeds' && a.outcomes[i].fact.id === 'adjust-waived').length;
      if (built.length < delta) text.push(fact('adjust-unused', { count: delta - built.length, waived }));
      steps.push(makeStep({ kind: 'adjustment', rules: [], orders, provinces: built.map((x) => map.provinceOf(x.loc)) }, fact('adjust-builds-title', args), text, m));
      continue;
    }
    const ordered = mine.filter((x) => x.action === 'remove' && !x.default);
    const listed = a.conditional.find((c) => c.power === power);
    if (listed) text.push(conditionalFact(listed));
    else if (ordered.length) text.push(fact('adjust-removed', { units: listArg(ordered.map((x) => unitArg(`${x.type} ${x.loc}`))) }));
    const cd = a.civilDisorder.find((x) => x.power === power);
    if (cd && cd.removed > 0) {
      const removed = cd.ranked.slice(0, cd.removed);
      text.push(
        fact('civil-disorder', {
          count: cd.removed,
          units: listArg(removed.map((x) => unitText(x.unit))),
          measure: cd.measure,
          power: powerArg(power),
          table: listArg(cd.ranked.map((x) => fact('distance-entry', { unit: unitText(x.unit), distance: x.distance })), ';'),
        }),
        // How the distances were counted (DATC 6.J.9, 6.J.10: the route and the coast), per the preset's measure.
        fact('civil-disorder-counting', { measure: cd.measure }),
      );
    }
    const provinces = mine.map((x) => map.provinceOf(x.loc));
    steps.push(makeStep({ kind: 'adjustment', rules: [], orders, provinces }, fact('adjust-removals-title', args), text, m));
  }
  return steps;
}

/** 001 §3.4.2: a power's conditional builds or removals, entry by entry: made, or why not. */
function conditionalFact(c: ConditionalAdjustments): Fact {
  const entries = c.entries.map((e) => fact(e.taken ? 'conditional-taken' : 'conditional-not-taken', { unit: unitText(e.unit), action: c.action, ...(e.why ? { why: e.why } : {}) }));
  return fact('adjust-conditional', { action: c.action, entries: listArg(entries, ';') });
}
