// Intimate Diplomacy (variant `intimate`, seed 002) wired into the phase protocol. The standard
// adjudicator does the movement, retreat and adjustment work; this module runs around it, never
// inside its loops: it checks the Intimate fields, sets aside the orders of powers in anarchy, makes
// the default mercenary builds, adds the credits after Fall, judges victory, and adjudicates the
// bidding phase itself. Interpretations are numbered as in ./README.md.

import { POWERS, type GameMap, type Power, type ProvinceId } from '../map/types.js';
import { standardMap } from '../map/index.js';
import type { AdjustmentJson, PowerControl as ControlJson, OrderJson, OrderResultJson, PhaseId, PhaseInput, PhaseOutput, VerdictJson } from '../protocol/types.js';
import type { RuleOptions } from '../rules/options.js';
import { presetOptions, DEFAULT_PRESET } from '../rules/presets.js';
import { makeStep, type ExplanationStep } from '../adjudicate/explain.js';
import { fact, listArg, powerArg, unitArg, type Fact } from '../language/render.js';
import { adjudicateInGame, standardNextPhase, withSetAsideStep } from '../adjudicate/phase.js';
import { InputError, inputErrorOf, plainReason, type AdjudicationDetail, type OrderReason } from '../adjudicate/detail.js';
import { MAX_CREDITS } from '../protocol/intimate.js';
import type { VariantRules } from '../adjudicate/variant-rules.js';
import { parseOrder } from '../orders/parse.js';
import { variantById } from './load.js';
import { variantOptions, type VariantOptions } from '../protocol/variant-options.js';
import { dormantBuilds, type Controller } from './fewer-players.js';
import { phaseGameOf, type PhaseGame } from './phase-rules.js';
import { dormantPowersGame } from './dormant-powers.js';
import { firstPhaseOf } from './fewer-players-game.js';
import { carryIntimate } from './intimate-fields.js';
import { own } from '../util/own.js';
import { assignHomePowers, creditIncome, defaultMercenaryBuilds, intimateVictory, resolveBidding, startingCredits, stalemateVerdict, type BiddingResult } from './intimate.js';
import { show } from '../util/show.js';

const POWER_SET: ReadonlySet<string> = new Set(POWERS);
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= MAX_CREDITS;

// ---------------------------------------------------------------------------------------------
// Checking the Intimate fields, each problem naming its field

interface Checked {
  home: Record<string, Power>;
  players: [string, string];
  credits?: Record<string, number>;
  assignedAt?: number | 'coin';
}

function checkHome(input: PhaseInput, problems: string[]): Checked | undefined {
  const bidding = input.phase.type === 'bidding';
  if (input.preferences !== undefined) {
    if (!bidding) problems.push('"preferences": home powers are chosen from preference lists only in the first bidding phase');
    if (input.home !== undefined) problems.push('give either "home" or "preferences", not both');
    const lists = input.preferences;
    if (!isObject(lists)) return void problems.push(`"preferences" must be an object { player: [seven powers] }, not ${show(lists)}`);
    const ids = Object.keys(lists);
    if (ids.length !== 2) return void problems.push(`"preferences": Intimate Diplomacy has two players, not ${ids.length}`);
    for (const id of ids) {
      const list: unknown = lists[id];
      if (!Array.isArray(list)) {
        problems.push(`preferences.${id} must be a list of the seven powers, best first`);
        continue;
      }
      list.forEach((p, i) => {
        if (!POWER_SET.has(p as string)) problems.push(`preferences.${id}[${i}]: unknown power ${show(p)} (${POWERS.join(', ')})`);
      });
      const missing = POWERS.filter((p) => !list.includes(p));
      if (list.length !== 7 || missing.length) problems.push(`preferences.${id} must name each of the seven powers once${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`);
    }
    const coin = input.coin;
    if (coin !== undefined && (!isObject(coin) || !ids.includes(coin.winner as string))) problems.push(`coin.winner must be one of the players (${ids.join(' or ')})`);
    if (problems.length) return undefined;
    try {
      const a = assignHomePowers(lists as Record<string, Power[]>, coin?.winner);
      return { home: a.home, players: ids as [string, string], assignedAt: a.decidedAt };
    } catch (e) {
      return void problems.push(`coin: ${(e as Error).message}`);
    }
  }
  const home = input.home;
  if (home === undefined) {
    return void problems.push(`"home": an Intimate Diplomacy phase needs each player's home power, e.g. { "alice": "france", "bob": "germany" }${bidding ? ' (or "preferences" for the first bidding)' : ''}`);
  }
  if (!isObject(home)) return void problems.push(`"home" must be an object { player: power }, not ${show(home)}`);
  const ids = Object.keys(home);
  if (ids.length !== 2) return void problems.push(`"home": Intimate Diplomacy has two players, not ${ids.length}`);
  for (const id of ids) if (!POWER_SET.has(home[id] as string)) problems.push(`home.${id}: unknown power ${show(home[id])} (${POWERS.join(', ')})`);
  if (home[ids[0]!] === home[ids[1]!]) problems.push(`"home": both players have ${String(home[ids[0]!])}; each needs a home power of their own`);
  return problems.length ? undefined : { home: home as Record<string, Power>, players: ids as [string, string] };
}

function checkCredits(input: PhaseInput, c: Checked, problems: string[]): void {
  const credits = input.credits;
  if (credits === undefined) {
    const first = variantById('intimate')!.start.year;
    if (input.phase.type === 'bidding' && input.phase.year === first) {
      c.credits = startingCredits(variantById('intimate')!, c.home);
      return;
    }
    problems.push(`"credits": each player's credits are needed (${c.players.join(', ')}); only the first bidding, in ${first}, starts from the seed's starting credits`);
    return;
  }
  if (!isObject(credits)) return void problems.push(`"credits" must be an object { player: credits }, not ${show(credits)}`);
  for (const id of Object.keys(credits)) {
    if (!c.players.includes(id)) problems.push(`credits.${id}: not a player (${c.players.join(' or ')})`);
    else if (!isCount(credits[id])) problems.push(`credits.${id} must be a whole number of credits from 0 to ${MAX_CREDITS.toLocaleString('en')}, not ${show(credits[id])}`);
  }
  for (const id of c.players) if (own(credits, id) === undefined) problems.push(`credits.${id} is missing: give both players' credits`);
  c.credits = credits as Record<string, number>;
}

function checkBids(input: PhaseInput, c: Checked, problems: string[]): void {
  const bids = input.bids;
  if (input.phase.type !== 'bidding') {
    if (bids !== undefined) problems.push('"bids" are only given in a bidding phase');
    return;
  }
  if (bids === undefined) return void problems.push('"bids": a bidding phase needs each player\'s bids, e.g. { "alice": { "austria": 5 } } (a power left out is a bid of 0)');
  if (!isObject(bids)) return void problems.push(`"bids" must be an object { player: { power: credits } }, not ${show(bids)}`);
  const owner = new Map(Object.entries(c.home).map(([pl, p]) => [p as string, pl]));
  for (const id of Object.keys(bids)) {
    const mine = bids[id];
    if (!c.players.includes(id)) {
      problems.push(`bids.${id}: not a player (${c.players.join(' or ')})`);
      continue;
    }
    if (!isObject(mine)) {
      problems.push(`bids.${id} must be an object { power: credits }, not ${show(mine)}`);
      continue;
    }
    for (const [p, bid] of Object.entries(mine)) {
      const field = `bids.${id}.${p}`;
      if (!POWER_SET.has(p)) problems.push(`${field}: unknown power (${POWERS.join(', ')})`);
      else if (owner.get(p) === id) problems.push(`${field}: ${p} is ${id}'s own home power; a player bids only on the five mercenaries`);
      else if (owner.has(p)) problems.push(`${field}: ${p} is ${owner.get(p)}'s home power, not a mercenary`);
      else if (!isCount(bid)) problems.push(`${field}: a bid is a whole number of credits from 0 to ${MAX_CREDITS.toLocaleString('en')}, not ${show(bid)}`);
    }
  }
}

function checkControl(input: PhaseInput, c: Checked, problems: string[]): void {
  const control = input.control;
  if (control === undefined) return;
  if (input.phase.type === 'bidding') return void problems.push('"control": a bidding phase decides control; give its bids instead');
  if (!isObject(control)) return void problems.push(`"control" must be an object { power: { "player": id } or { "dormant": "anarchy" } }, not ${show(control)}`);
  for (const [p, who] of Object.entries(control as Record<string, unknown>)) {
    const field = `control.${p}`;
    if (!POWER_SET.has(p)) problems.push(`${field}: unknown power (${POWERS.join(', ')})`);
    else if (isObject(who) && typeof who.player === 'string' && Object.keys(who).length === 1) {
      if (!c.players.includes(who.player)) problems.push(`${field}.player: "${who.player}" is not a player (${c.players.join(' or ')})`);
      else if (Object.values(c.home).includes(p as Power) && c.home[who.player] !== p) problems.push(`${field}: ${p} is a home power; only its own player orders it`);
    } else if (isObject(who) && who.dormant === 'anarchy' && Object.keys(who).length === 1) {
      if (Object.values(c.home).includes(p as Power)) problems.push(`${field}: a home power is never in anarchy`);
    } else problems.push(`${field} must be { "player": id } or { "dormant": "anarchy" }, not ${show(who)}`);
  }
}

function checkIntimate(input: PhaseInput): Checked {
  const problems: string[] = [];
  const c = checkHome(input, problems);
  if (c) {
    checkCredits(input, c, problems);
    checkBids(input, c, problems);
    checkControl(input, c, problems);
  }
  if (input.declareStalemate !== undefined && typeof input.declareStalemate !== 'boolean') problems.push(`"declareStalemate" must be true or false, not ${show(input.declareStalemate)}`);
  if (input.playOn !== undefined && typeof input.playOn !== 'boolean') problems.push(`"playOn" must be true or false, not ${show(input.playOn)}`);
  if (input.phase.type === 'bidding' && input.orders.length > 0) problems.push('"orders": a bidding phase takes bids (the "bids" field), not orders');
  if (problems.length || !c) throw inputErrorOf(problems);
  return c;
}

// ---------------------------------------------------------------------------------------------
// Control

function controlJson(control: Record<Power, Controller>): Partial<Record<Power, ControlJson>> {
  const out: Partial<Record<Power, ControlJson>> = {};
  for (const p of POWERS) {
    const c = control[p];
    out[p] = c.kind === 'player' ? { player: c.player } : { dormant: c.reason };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The phase

/**
 * Intimate Diplomacy's plug-in: it runs the pipeline itself (the bidding phase, the credits, the
 * verdicts around the standard phases), and a bidding comes before each Spring.
 */
export const intimateRules: VariantRules = {
  id: 'intimate',
  map: standardMap as unknown as GameMap<string>,
  firstPhase: firstPhaseOf(variantById('intimate')!),
  players: variantById('intimate')!.players.map((p) => p.id),
  adjudicate: adjudicateIntimate,
  nextPhase: intimateNextPhase,
  carryOver: carryIntimate,
};

/** After the Winter adjustments comes the next year's bidding. */
function intimateNextPhase(p: PhaseId, anyDislodged: boolean): PhaseId {
  return p.type === 'adjustment' ? { season: 'spring', year: p.year + 1, type: 'bidding' } : standardNextPhase(p, anyDislodged);
}

/** Adjudicate one phase of Intimate Diplomacy (the input's variant is `intimate`). */
export function adjudicateIntimate(map: GameMap, input: PhaseInput, override?: RuleOptions): AdjudicationDetail {
  const c = checkIntimate(input);
  if (input.phase.type === 'bidding') return adjudicateBidding(map, input, c, override);
  return adjudicateSeason(map, input, c, override);
}

/** The game's readings where the seed leaves room (interpretations 7, 9, 10): the input's, else the defaults. */
const readingsOf = (input: PhaseInput): VariantOptions => variantOptions(input.variantOptions);

function optionsOf(input: PhaseInput, override?: RuleOptions): RuleOptions {
  const options = override ?? presetOptions(input.ruleset ?? DEFAULT_PRESET);
  if (!options) throw new InputError(`unknown ruleset "${input.ruleset}"`);
  return options;
}

function adjudicateBidding(map: GameMap, input: PhaseInput, c: Checked, override?: RuleOptions): AdjudicationDetail {
  const before = c.credits!;
  const r = resolveBidding(c.home, before, (input.bids ?? {}) as Record<string, Partial<Record<Power, number>>>, readingsOf(input));
  const output: PhaseOutput = {
    orders: [],
    dislodged: [],
    units: input.units.map((u) => ({ power: u.power, type: u.type, loc: u.loc })),
    contested: [],
    ...(input.supplyCenters ? { supplyCenters: input.supplyCenters } : {}),
    next: intimateNextPhase(input.phase, false),
    home: c.home,
    credits: r.credits,
    control: controlJson(r.control),
    bidding: { mercenaries: r.mercenaries, overbid: r.overbid, before, ...(c.assignedAt !== undefined ? { homeDecidedAt: c.assignedAt } : {}) },
  };
  return detail(output, optionsOf(input, override), [], () => explainBidding(map, input, c, r));
}

/** Movement, retreat and adjustment: the standard adjudicator, with Intimate's rules around it. */
function adjudicateSeason(map: GameMap, input: PhaseInput, c: Checked, override?: RuleOptions): AdjudicationDetail {
  // Powers in anarchy go through the hooks every dormant power goes through (dormant-powers.ts):
  // their orders set aside, their units holding, their dislodged units removed; DORMANCY
  // (fewer-players.ts) says where anarchy differs from a left-out power.
  const game = intimateGame(input);
  const type = input.phase.type;
  const base: PhaseInput = {
    ...(input.ruleset !== undefined ? { ruleset: input.ruleset } : {}),
    phase: input.phase,
    units: input.units,
    orders: input.orders,
    ...(input.supplyCenters ? { supplyCenters: input.supplyCenters } : {}),
    ...(input.contested ? { contested: input.contested } : {}),
    ...(input.dislodged ? { dislodged: input.dislodged } : {}),
  };

  let inner = adjudicateInGame(map, base, dormantPowersGame(game), override);
  let defaults: AdjustmentJson[] = [];
  let waivers: number[] = [];
  if (type === 'adjustment') {
    ({ inner, defaults, waivers } = withDefaultBuilds(map, base, c, game, inner, override));
  }

  const endsSeason = type === 'retreat' || (type === 'movement' && inner.output.dislodged.length === 0);
  const endsFall = endsSeason && input.phase.season === 'fall';
  if (endsFall && !inner.output.supplyCenters) throw new InputError('"supplyCenters": the phase that ends a Fall adds each player\'s credits from the home power\'s centres, so it needs the owners');
  const credits = endsFall ? creditIncome(c.home, c.credits!, inner.output.supplyCenters!) : { ...c.credits! };
  const verdict = verdictOf(input, c, inner.output, credits, endsSeason);

  const results: OrderResultJson[] = [...inner.output.orders];
  const reasons: OrderReason[] = [...inner.reasons];
  for (const i of waivers) {
    const why = reasonOf(map, fact('mercenary-no-waive', { power: powerArg(input.orders[i]!.power) }));
    results[i] = { power: input.orders[i]!.power, text: input.orders[i]!.text, result: 'illegal', dislodged: false, reason: why.en };
    reasons[i] = why;
  }

  const { winner: _standardWinner, winnerPlayer: _player, ...rest } = inner.output; // 002: 18 centres do not end this game
  void _standardWinner;
  void _player;
  const output: PhaseOutput = {
    ...rest,
    orders: results,
    ...(defaults.length ? { adjustments: [...(rest.adjustments ?? []), ...defaults] } : {}),
    next: intimateNextPhase(input.phase, inner.output.dislodged.length > 0),
    home: c.home,
    credits,
    ...(input.control ? { control: input.control } : {}),
    ...(verdict ? { verdict } : {}),
  };
  const explain = (): ExplanationStep[] => {
    const steps: ExplanationStep[] = [...inner.explanation];
    if (defaults.length) steps.push(...defaultBuildSteps(map, defaults));
    if (endsFall) steps.push(creditsStep(map, c, credits, inner.output.supplyCenters!));
    if (verdict) steps.push(verdictStep(map, c, verdict, credits));
    else if (endsSeason && waitsForFall(input) && !input.declareStalemate) steps.push(playingOnStep(map));
    // An order dropped before the inner run (an illegal waiver) is told with the other illegal orders.
    return withSetAsideStep(steps, output, reasons, map);
  };
  return detail(output, inner.options, reasons, explain, inner.movement);
}

/** The game of an Intimate phase for the shared hooks: who orders what (anarchy: dormant), the readings. */
function intimateGame(input: PhaseInput, exempt?: ReadonlySet<number>): PhaseGame {
  const game = phaseGameOf({ ...input, closedProvinces: [] });
  if (!game || 'error' in game) throw new InputError(game ? game.error : '"variant": intimate');
  return exempt ? { ...game, exempt } : game;
}

/** A step of the standard adjudicator told about the input's own order numbers. */
function withOrders(st: ExplanationStep, orders: number[]): ExplanationStep {
  return { ...st, orders };
}

const reasonOf = plainReason;

function detail(output: PhaseOutput, options: RuleOptions, reasons: readonly OrderReason[], explain: () => ExplanationStep[], movement?: AdjudicationDetail['movement']): AdjudicationDetail {
  let steps: ExplanationStep[] | undefined;
  return {
    output,
    options,
    reasons,
    ...(movement ? { movement } : {}),
    get explanation() {
      return (steps ??= explain());
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Winter: builds a mercenary is due but nobody ordered

function homeCentresOf(map: GameMap, power: Power): ProvinceId[] {
  return [...map.provinces.values()].filter((p) => p.home === power && p.supplyCenter).map((p) => p.id);
}

/**
 * 002, "Constructions de mercenaires" and "Séquence de jeu": a mercenary's builds are all made
 * where possible; those its controller did not order are armies (fleets for England) in its free
 * home centres in alphabetical order (interpretation 10), and so are those of a power in anarchy
 * (interpretation 7). A waiver does not count as an order for a mercenary. The default builds are
 * adjudicated with the players' orders (a second run) so that every step tells the same board.
 */
function withDefaultBuilds(map: GameMap, base: PhaseInput, c: Checked, game: PhaseGame, first: AdjudicationDetail, override?: RuleOptions) {
  const homes = new Set(Object.values(c.home));
  const options = game.options;
  const inAnarchy = (p: string) => game.dormant.includes(p);
  // Mercenaries a player orders, and (by option) powers in anarchy, get the builds nobody made.
  const mayDefault = (p: string) => !homes.has(p as Power) && (!inAnarchy(p) || dormantBuilds('anarchy', options) === 'mercenaryDefault');
  const isWaive = (text: string) => {
    const parsed = parseOrder(text, { phase: 'adjustment', map });
    return parsed.ok && parsed.value.order.kind === 'waive';
  };
  // A waiver for a power in anarchy is set aside by the hooks like its other orders.
  const waivers = base.orders.flatMap((o, k) => (mayDefault(o.power) && !inAnarchy(o.power) && isWaive(o.text) ? [k] : []));
  const orders = base.orders.filter((_, k) => !waivers.includes(k));
  const run = waivers.length ? adjudicateInGame(map, { ...base, orders }, dormantPowersGame(game), override) : first;
  const after = run.output.units;
  const sc = base.supplyCenters ?? {};
  const extra: OrderJson[] = [];
  const planned: AdjustmentJson[] = [];
  for (const p of POWERS) {
    if (!mayDefault(p)) continue;
    const due = (sc[p]?.length ?? 0) - base.units.filter((u) => u.power === p).length;
    const made = (run.output.adjustments ?? []).filter((a) => a.power === p && a.action === 'build').length;
    if (due - made <= 0) continue;
    const owned = new Set(sc[p] ?? []);
    const free = homeCentresOf(map, p).filter((h) => owned.has(h) && !after.some((u) => map.provinceOf(u.loc) === h));
    for (const b of defaultMercenaryBuilds(p, due - made, free, options, map)) {
      planned.push(b);
      extra.push({ power: p, text: `Build ${b.type} ${b.loc}` });
    }
  }
  if (!extra.length) {
    if (!waivers.length) return { inner: first, defaults: [], waivers: [] };
    return { inner: reindexed(run, base.orders.length, waivers), defaults: [], waivers };
  }
  const n = orders.length;
  // The default builds are the rules' own orders: the hooks must not set them aside as orders of a power in anarchy.
  const exempt = new Set(extra.map((_, k) => n + k));
  const full = adjudicateInGame(map, { ...base, orders: [...orders, ...extra] }, dormantPowersGame({ ...game, exempt }), override);
  const defaults = (full.output.adjustments ?? [])
    .filter((a) => planned.some((b) => b.power === a.power && b.loc === a.loc && b.type === a.type))
    .map((a) => ({ ...a, default: true }));
  const trimmed: AdjudicationDetail = {
    ...full,
    output: { ...full.output, orders: full.output.orders.slice(0, n), adjustments: (full.output.adjustments ?? []).filter((a) => !defaults.some((d) => d.loc === a.loc)) },
    reasons: full.reasons.slice(0, n),
    get explanation() {
      return full.explanation.map((st) => withOrders(st, st.orders.filter((k) => k < n)));
    },
  };
  return { inner: reindexed(trimmed, base.orders.length, waivers), defaults, waivers };
}

/** A detail computed without the orders at `dropped` (by index), its results put back at `length` places. */
function reindexed(d: AdjudicationDetail, length: number, dropped: readonly number[]): AdjudicationDetail {
  if (!dropped.length) return d;
  const keep = [...Array(length).keys()].filter((k) => !dropped.includes(k));
  const orders: OrderResultJson[] = new Array(length);
  const reasons: OrderReason[] = new Array(length);
  keep.forEach((k, j) => {
    orders[k] = d.output.orders[j]!;
    reasons[k] = d.reasons[j]!;
  });
  return {
    ...d,
    output: { ...d.output, orders },
    reasons,
    get explanation() {
      return d.explanation.map((st) => withOrders(st, st.orders.filter((j) => j < keep.length).map((j) => keep[j]!)));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Victory

/** After a "play on", a season that is not a Fall is not judged (002: play goes on until the next Fall). */
const waitsForFall = (input: PhaseInput): boolean => input.playOn === true && input.phase.season !== 'fall';

function verdictOf(input: PhaseInput, c: Checked, out: PhaseOutput, credits: Record<string, number>, endsSeason: boolean): VerdictJson | undefined {
  if (input.declareStalemate) {
    try {
      const s = stalemateVerdict(c.home, out.supplyCenters ?? {}, out.units);
      return s.result === 'win' ? { result: 'win', winner: s.winner, by: 'stalemate', centres: s.centres } : { result: 'draw', by: 'stalemate', centres: s.centres };
    } catch (e) {
      throw new InputError(`"declareStalemate": ${(e as Error).message}`);
    }
  }
  if (!endsSeason || waitsForFall(input)) return undefined;
  const v = intimateVictory(variantById('intimate')!, c.home, out.units, credits);
  return v.result === 'none' ? undefined : v;
}

// ---------------------------------------------------------------------------------------------
// Explanations

function explainBidding(map: GameMap, input: PhaseInput, c: Checked, r: BiddingResult): ExplanationStep[] {
  const m = map as unknown as GameMap<string>;
  const steps: ExplanationStep[] = [];
  const step = (title: Fact, text: Fact[], provinces: string[] = []) => steps.push(makeStep({ kind: 'variant', rules: [], orders: [], provinces }, title, text, m));
  const [a, b] = c.players;
  const homeArgs = { a, b, pa: powerArg(c.home[a]), pb: powerArg(c.home[b]) };
  if (c.assignedAt !== undefined) {
    const lists = input.preferences!;
    const why =
      c.assignedAt === 'coin'
        ? fact('bid-home-coin', { winner: input.coin!.winner, loser: input.coin!.winner === a ? b : a, first: powerArg(lists[a]![0]!), second: powerArg(lists[a]![1]!) })
        : fact('bid-home-rank', { rank: c.assignedAt, agreed: c.assignedAt - 1, ...homeArgs });
    step(fact('bid-home-title', homeArgs), [why, fact('bid-credits-start', { ca: c.credits![a]!, cb: c.credits![b]!, ...homeArgs })]);
  }
  const bidOf = (pl: string, p: Power) => input.bids?.[pl]?.[p] ?? 0;
  for (const o of r.mercenaries) {
    const bids = fact('bid-bids', { a, b, ba: bidOf(a, o.power), bb: bidOf(b, o.power), power: powerArg(o.power) });
    const homes = homeCentresOf(map, o.power);
    if (o.result === 'won') step(fact('bid-won-title', { power: powerArg(o.power), player: o.player, price: o.price }), [bids, fact('bid-won', { player: o.player, price: o.price, power: powerArg(o.power) })], homes);
    else if (o.result === 'anarchy' && bidOf(a, o.power) !== bidOf(b, o.power)) {
      // Unequal bids in anarchy: its winner and the other player both overbid (interpretation 9).
      const top = bidOf(a, o.power) > bidOf(b, o.power) ? a : b;
      step(fact('bid-anarchy-overbid-title', { power: powerArg(o.power) }), [bids, fact('bid-anarchy-overbid', { player: top, bid: bidOf(top, o.power), power: powerArg(o.power) })], homes);
    } else if (o.result === 'anarchy') step(fact('bid-anarchy-title', { power: powerArg(o.power) }), [bids, fact('bid-anarchy', { bid: o.bid, power: powerArg(o.power) })], homes);
    else step(fact('bid-transferred-title', { power: powerArg(o.power), player: o.player, price: o.price }), [bids, fact('bid-transferred', { player: o.player, from: o.from, bid: bidOf(o.from, o.power), price: o.price, power: powerArg(o.power), won: bidOf(o.from, o.power) > bidOf(o.player, o.power) ? 'yes' : 'no' })], homes);
  }
  const test = readingsOf(input).overbidTest;
  if (r.overbid.length === 2) step(fact('bid-overbid-both-title'), [fact('bid-overbid-both', { a, b, ra: c.credits![a]!, rb: c.credits![b]!, test })]);
  for (const pl of r.overbid.length === 1 ? r.overbid : []) {
    const other = pl === a ? b : a;
    // What was counted against the reserve: the bids won, or under 'allBids' every bid written.
    const counted = (input.bids?.[pl] ? Object.entries(input.bids[pl]!) : []).filter(([p, bid]) => test === 'allBids' || bid! > bidOf(other, p as Power));
    const spent = counted.reduce((s, [, bid]) => s + (bid ?? 0), 0);
    step(fact('bid-overbid-title', { player: pl }), [fact('bid-overbid', { player: pl, spent, reserve: c.credits![pl]!, test })]);
  }
  const entry = (pl: string) => fact('bid-credits-entry', { player: pl, before: c.credits![pl]!, after: r.credits[pl]! });
  step(fact('bid-credits-title'), [fact('bid-credits', { list: listArg([entry(a), entry(b)], ';') })]);
  return steps;
}

function playingOnStep(map: GameMap): ExplanationStep {
  const m = map as unknown as GameMap<string>;
  return makeStep({ kind: 'variant', rules: [], orders: [], provinces: [] }, fact('verdict-waiting-title'), [fact('verdict-waiting')], m);
}

function defaultBuildSteps(map: GameMap, defaults: readonly AdjustmentJson[]): ExplanationStep[] {
  const m = map as unknown as GameMap<string>;
  const powers = [...new Set(defaults.map((d) => d.power))];
  return powers.map((p) => {
    const mine = defaults.filter((d) => d.power === p);
    const units = listArg(mine.map((d) => unitArg(`${d.type} ${d.loc}`)));
    return makeStep(
      { kind: 'variant', rules: [], orders: [], provinces: mine.map((d) => map.provinceOf(d.loc)) },
      fact('mercenary-builds-title', { power: powerArg(p), units }),
      [fact('mercenary-builds', { power: powerArg(p), units, count: mine.length, fleets: p === 'england' ? 'yes' : 'no' })],
      m,
    );
  });
}

function creditsStep(map: GameMap, c: Checked, after: Record<string, number>, sc: Partial<Record<Power, string[]>>): ExplanationStep {
  const m = map as unknown as GameMap<string>;
  const text = c.players.map((pl) => fact('credits-income', { player: pl, power: powerArg(c.home[pl]!), count: sc[c.home[pl]!]?.length ?? 0, before: c.credits![pl]!, after: after[pl]! }));
  return makeStep({ kind: 'variant', rules: [], orders: [], provinces: [] }, fact('credits-income-title'), text, m);
}

function verdictStep(map: GameMap, c: Checked, v: VerdictJson, credits: Record<string, number>): ExplanationStep {
  const m = map as unknown as GameMap<string>;
  const [a, b] = c.players;
  const other = (pl: string) => (pl === a ? b : a);
  const homeCentres = (pl: string) => homeCentresOf(map, c.home[pl]!);
  if ('centres' in v) {
    const args = { a, b, na: v.centres[a] ?? 0, nb: v.centres[b] ?? 0 };
    const title = v.result === 'win' ? fact('verdict-stalemate-win-title', { player: v.winner }) : fact('verdict-stalemate-draw-title');
    return makeStep({ kind: 'variant', rules: [], orders: [], provinces: [] }, title, [fact('verdict-stalemate', args)], m);
  }
  const occ = { a, b, oa: v.occupied[a] ?? 0, ob: v.occupied[b] ?? 0, pa: powerArg(c.home[a]!), pb: powerArg(c.home[b]!) };
  const cr = { ca: credits[a] ?? 0, cb: credits[b] ?? 0 };
  const provinces = [...homeCentres(a), ...homeCentres(b)];
  const capped = Object.values(c.home).includes('russia') ? [fact('verdict-russia-cap')] : [];
  if (v.result === 'playOn') return makeStep({ kind: 'variant', rules: [], orders: [], provinces }, fact('verdict-playon-title'), [fact('verdict-both', occ), ...capped, fact('verdict-playon', { ...occ, ...cr })], m);
  const w = v.winner;
  const args = { player: w, opponent: other(w), power: powerArg(c.home[w]!), opp: powerArg(c.home[other(w)]!), count: v.occupied[w] ?? 0 };
  if (v.by === 'occupation') return makeStep({ kind: 'variant', rules: [], orders: [], provinces }, fact('verdict-win-title', { player: w }), [fact('verdict-occupation', args)], m);
  if (v.by === 'moreCentresOccupied') return makeStep({ kind: 'variant', rules: [], orders: [], provinces }, fact('verdict-win-title', { player: w }), [fact('verdict-both', occ), ...capped, fact('verdict-more', args)], m);
  return makeStep({ kind: 'variant', rules: [], orders: [], provinces }, fact('verdict-win-title', { player: w }), [fact('verdict-both', occ), ...capped, fact('verdict-credits', { ...args, ...cr, a, b })], m);
}
