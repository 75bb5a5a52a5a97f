// Turning a case into PhaseInputs, running an adjudicator over its phases, and comparing the
// results with the case's expectations. Pure functions over data: cases/casebook.test.ts uses
// them with our engine, and a `casebook check` CLI can use them with an external adjudicator.

import type { GameMap, LocId, PowerId, UnitType } from '../map/types.js';
import type { PhaseInput, PhaseOutput, UnitJson } from '../protocol/types.js';
import type { Case, CasePhase, CentresByPower, GeographyEntry, Preset, ResultKind, UnitsByPower } from './schema.js';
import { PRESETS } from './schema.js';
import { carryOver } from '../adjudicate/phase.js';
import { variantById } from '../variants/load.js';
import { variantOptions } from '../protocol/variant-options.js';
import { gameFieldsOf } from '../variants/phase-rules.js';

export type Adjudicator = (input: PhaseInput) => PhaseOutput;

/** The result of one comparison: `message` explains a failure and is empty on success. */
export interface Verdict {
  ok: boolean;
  message: string;
}

const PASS: Verdict = { ok: true, message: '' };

// ---------------------------------------------------------------------------------------------
// Presets and labels

/** The case's own ruleset first, then every other preset named in any `expectBy`. */
export function presetsOf(c: Case): Preset[] {
  const named = new Set<Preset>([c.ruleset]);
  for (const ph of c.phases ?? []) {
    for (const o of ph.orders) for (const p of Object.keys(o.expectBy ?? {})) named.add(p as Preset);
    for (const p of Object.keys(ph.expect.expectBy ?? {})) named.add(p as Preset);
  }
  return [c.ruleset, ...PRESETS.filter((p) => p !== c.ruleset && named.has(p))];
}

/** "" for a one-phase case, else "fall 1901 retreat › " to put in front of test names. */
export function phasePrefix(c: Case, index: number): string {
  const phases = c.phases ?? [];
  if (phases.length <= 1) return '';
  const { season, year, type } = phases[index].phase;
  return `${season} ${year} ${type} › `;
}

/** " [datc]" for a preset other than the case's own. */
export function presetSuffix(c: Case, preset: Preset): string {
  return preset === c.ruleset ? '' : ` [${preset}]`;
}

// ---------------------------------------------------------------------------------------------
// Unit notation

export function parseUnitText(text: string): { type: UnitType; loc: LocId } {
  const [type, loc] = text.split(' ');
  return { type: type as UnitType, loc };
}

export function unitText(u: { type: UnitType; loc: LocId }): string {
  return `${u.type} ${u.loc}`;
}

function unitsJson(units: UnitsByPower): UnitJson[] {
  const out: UnitJson[] = [];
  for (const [power, list] of Object.entries(units) as [PowerId, string[] | undefined][]) {
    for (const t of list ?? []) out.push({ power, ...parseUnitText(t) });
  }
  return out;
}

function centresJson(sc: CentresByPower | undefined): PhaseInput['supplyCenters'] {
  if (!sc) return undefined;
  const out: Record<PowerId, string[]> = {};
  for (const [power, list] of Object.entries(sc) as [PowerId, string[] | undefined][]) out[power] = [...(list ?? [])];
  return out;
}

// ---------------------------------------------------------------------------------------------
// Case -> PhaseInput

function ordersJson(ph: CasePhase): PhaseInput['orders'] {
  return ph.orders.map((o) => ({ power: o.power, text: o.read ?? o.printed, ...(o.version !== undefined ? { version: o.version } : {}) }));
}

/** The game master's fields a case phase gives (001, chapter 3): conditional orders, NMR powers, the end of the game. */
function gameMasterFields(ph: CasePhase): Pick<PhaseInput, 'conditional' | 'nmr' | 'endOfGame'> {
  const out: Pick<PhaseInput, 'conditional' | 'nmr' | 'endOfGame'> = {};
  if (ph.nmr) out.nmr = [...ph.nmr];
  if (ph.endOfGame) out.endOfGame = structuredClone(ph.endOfGame);
  const c = ph.conditional;
  if (c) {
    const listed = (byPower: UnitsByPower | undefined) => Object.entries(byPower ?? {}).flatMap(([power, list]) => (list ?? []).map((t) => ({ power, ...parseUnitText(t) })));
    out.conditional = {
      ...(c.retreats ? { retreats: c.retreats.map((r) => ({ power: r.power, ...parseUnitText(r.unit), to: [...r.to], ...(r.otherwise ? { otherwise: r.otherwise } : {}) })) } : {}),
      ...(c.builds ? { builds: listed(c.builds) } : {}),
      ...(c.removals ? { removals: listed(c.removals) } : {}),
    };
  }
  return out;
}

/**
 * A game variant's fields for one phase: its id, the coin, and (for the fewer-player games) who
 * orders each power and which provinces are closed, sent explicitly so that an adapter can rule the
 * phase without a variant table. Throws when the variant needs a coin the case does not give.
 */
export function variantFields(c: Case, phase: CasePhase['phase']): Pick<PhaseInput, 'variant' | 'coin' | 'control' | 'closedProvinces' | 'variantOptions'> {
  if (c.variant === undefined || c.variant === 'standard') return {};
  const game = variantById(c.variant);
  const coin = c.coin ? { coin: { ...c.coin } } : {};
  // The readings travel too: Intimate's bidding and Winter builds read them from the phase, and the
  // Ancient Mediterranean (a board, not a game of #15) its French text's readings.
  const readings = c.variantOptions && Object.keys(c.variantOptions).length ? { variantOptions: { ...c.variantOptions } } : {};
  if (!game) return { variant: c.variant, ...coin, ...readings };
  return { variant: c.variant, ...coin, ...readings, ...gameFieldsOf(game, phase, c.coin, variantOptions(c.variantOptions)) };
}

/** The first phase's input, from the case's `position`. */
export function firstPhaseInput(c: Case, preset: Preset): PhaseInput {
  const ph = (c.phases ?? [])[0];
  if (!ph?.position) throw new Error(`${c.id}: the first phase has no position`);
  const pos = ph.position;
  const input: PhaseInput = { ruleset: preset, ...variantFields(c, ph.phase), phase: { ...ph.phase }, units: unitsJson(pos.units), orders: ordersJson(ph) };
  if (pos.dislodged) {
    input.dislodged = pos.dislodged.map((d) => ({ power: d.power, ...parseUnitText(d.unit), attackerFrom: d.attackerFrom }));
  }
  if (pos.contested) input.contested = [...pos.contested];
  const sc = centresJson(pos.supplyCenters);
  if (sc) input.supplyCenters = sc;
  for (const k of ['home', 'preferences', 'credits', 'control', 'playOn'] as const) if (pos[k] !== undefined) Object.assign(input, { [k]: structuredClone(pos[k]) });
  return withPhaseFields(input, ph);
}

/** A phase's own fields: Intimate's bids and a stalemate declared; the game master's (they replace what was carried). */
function withPhaseFields(input: PhaseInput, ph: CasePhase): PhaseInput {
  if (ph.bids !== undefined) input.bids = structuredClone(ph.bids);
  if (ph.declareStalemate !== undefined) input.declareStalemate = ph.declareStalemate;
  return Object.assign(input, gameMasterFields(ph));
}

/**
 * A later phase's input: the board the engine produced in the phase before (units and centres,
 * and for a retreat phase its dislodged units and contested provinces), with this phase's orders.
 */
export function nextPhaseInput(c: Case, index: number, preset: Preset, prevInput: PhaseInput, prevOutput: PhaseOutput): PhaseInput {
  const ph = (c.phases ?? [])[index];
  return withPhaseFields({ ruleset: preset, ...variantFields(c, ph.phase), ...carryOver(prevInput, prevOutput, ph.phase), orders: ordersJson(ph) }, ph);
}

export interface PhaseRun {
  input?: PhaseInput;
  output?: PhaseOutput;
  /** Why there is no output: the adjudicator threw, or an earlier phase failed. */
  error?: string;
}

/** Run every phase of a case under one preset, each phase starting from the previous output. */
export function runPhases(c: Case, preset: Preset, adjudicate: Adjudicator): PhaseRun[] {
  const runs: PhaseRun[] = [];
  const phases = c.phases ?? [];
  for (let i = 0; i < phases.length; i++) {
    const prev = runs[i - 1];
    if (i > 0 && !prev.output) {
      runs.push({ error: `not run: the ${describePhase(phases[i - 1])} phase before it produced no result` });
      continue;
    }
    let input: PhaseInput;
    try {
      input = i === 0 ? firstPhaseInput(c, preset) : nextPhaseInput(c, i, preset, prev.input!, prev.output!);
    } catch (e) {
      runs.push({ error: errorText(e) });
      continue;
    }
    try {
      runs.push({ input, output: adjudicate(input) });
    } catch (e) {
      runs.push({ input, error: `the adjudicator failed: ${errorText(e)}` });
    }
  }
  return runs;
}

function describePhase(ph: CasePhase): string {
  return `${ph.phase.season} ${ph.phase.year} ${ph.phase.type}`;
}

function errorText(e: unknown): string {
  if (e instanceof Error) {
    // An InputError is a plain sentence; anything else is a bug worth its stack.
    return e.name === 'InputError' || !e.stack ? e.message : e.stack;
  }
  return String(e);
}

// ---------------------------------------------------------------------------------------------
// Expectations under a preset

export interface ExpectedOrder {
  power: PowerId;
  text: string;
  printed: string;
  expect: ResultKind;
}

export function expectedOrders(ph: CasePhase, preset: Preset): ExpectedOrder[] {
  return ph.orders.map((o) => ({
    power: o.power,
    text: o.read ?? o.printed,
    printed: o.printed,
    expect: o.expectBy?.[preset] ?? o.expect,
  }));
}

export type MergedExpect = Omit<CasePhase['expect'], 'expectBy'>;

/** The phase expectation with the preset's overrides replacing whole fields. */
export function expectedPhase(ph: CasePhase, preset: Preset): MergedExpect {
  const { expectBy, ...base } = ph.expect;
  const override = expectBy?.[preset] ?? {};
  const merged: MergedExpect = { ...base };
  for (const [k, v] of Object.entries(override)) if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Comparisons

/** Every order's result, as a table with the book's reading and the engine's. */
export function compareOrders(ph: CasePhase, preset: Preset, output: PhaseOutput, where?: (orderIndex: number) => string): Verdict {
  const expected = expectedOrders(ph, preset);
  const got = output.orders;
  const header = ['', 'power', 'order', 'book', 'engine'];
  const rows: string[][] = [];
  const reasons: string[] = [];
  let bad = 0;
  if (got.length !== expected.length) {
    return {
      ok: false,
      message: `the case has ${expected.length} orders but the adjudicator returned ${got.length} results (results must follow the input order, one per order)`,
    };
  }
  expected.forEach((e, i) => {
    const g = got[i];
    const ok = g.result === e.expect;
    if (!ok) {
      bad++;
      reasons.push(`  ${e.power} "${e.text}"${where ? ` at ${where(i)}` : ''}: engine's reason: ${g.reason}`);
    }
    rows.push([ok ? '' : '✗', e.power, e.text, e.expect, g.result]);
  });
  if (bad === 0) return PASS;
  return {
    ok: false,
    message: `${bad} of ${expected.length} order results differ (${preset}):\n${table([header, ...rows])}\n${reasons.join('\n')}`,
  };
}

/**
 * Every rule a `because:` names must be cited by the engine's reason for that order. Checked under
 * the case's own ruleset only (the rules are the 2000 book's; other presets may decide otherwise).
 * `cited(k)` gives the engine's reason for order k and the rules it cites.
 */
export function compareBecause(
  c: Case,
  phaseIndex: number,
  cited: (orderIndex: number) => { reason: string; rules: readonly number[] } | undefined,
  where?: (orderIndex: number) => string,
): Verdict {
  const ph = (c.phases ?? [])[phaseIndex];
  const lines: string[] = [];
  ph.orders.forEach((o, k) => {
    if (!o.because) return;
    const got = cited(k);
    const missing = o.because.filter((n) => !got?.rules.includes(n));
    if (missing.length === 0) return;
    const order = `${o.power} "${o.read ?? o.printed}"${where ? ` (${where(k)})` : ''}`;
    const what = `${missing.length > 1 ? 'rules' : 'rule'} ${missing.join(', ')}`;
    const engine = got
      ? `it cites ${got.rules.length ? `rule${got.rules.length > 1 ? 's' : ''} ${got.rules.join(', ')}` : 'no rule'}: "${got.reason}"`
      : 'the engine gave no reason';
    lines.push(`  ${order}: the engine's reason does not cite ${what} (${engine})`);
  });
  if (lines.length === 0) return PASS;
  const phase = describePhase(ph);
  return { ok: false, message: `${c.id}, ${phase}: the case says these orders are explained by rules the engine does not cite:\n${lines.join('\n')}` };
}

/** The dislodged units, with the province the attack came from and the retreat options. */
export function compareDislodged(ph: CasePhase, preset: Preset, output: PhaseOutput): Verdict {
  const expected = expectedPhase(ph, preset).dislodged ?? [];
  const got = new Map(output.dislodged.map((d) => [`${d.power} ${unitText(d)}`, d]));
  const lines: string[] = [];
  for (const e of expected) {
    const key = `${e.power} ${e.unit}`;
    const g = got.get(key);
    if (!g) {
      lines.push(`  ${key}: the book dislodges it (attacked from ${e.attackerFrom}); the engine does not`);
      continue;
    }
    got.delete(key);
    if (g.attackerFrom !== e.attackerFrom) {
      lines.push(`  ${key}: attacked from ${e.attackerFrom} in the book, from ${g.attackerFrom} by the engine`);
    }
    const diff = setDiff(e.retreats, g.retreats ?? []);
    if (diff) lines.push(`  ${key}: retreats differ: book [${[...e.retreats].sort().join(', ')}], engine [${[...(g.retreats ?? [])].sort().join(', ')}]`);
  }
  for (const [key, g] of got) lines.push(`  ${key}: the engine dislodges it (attacked from ${g.attackerFrom}); the book does not`);
  return lines.length === 0 ? PASS : { ok: false, message: `dislodged units differ (${preset}):\n${lines.join('\n')}` };
}

/** The board after the phase: units, and contested provinces, centres and adjustments when given. */
export function comparePositionAfter(ph: CasePhase, preset: Preset, output: PhaseOutput): Verdict {
  const e = expectedPhase(ph, preset);
  const lines: string[] = [];

  const bookUnits = unitsJson(e.units).map((u) => `${u.power} ${unitText(u)}`);
  const engineUnits = output.units.map((u) => `${u.power} ${unitText(u)}`);
  const unitDiff = setDiff(bookUnits, engineUnits);
  if (unitDiff) lines.push(`  units: ${unitDiff}`);

  if (e.contested) {
    const d = setDiff(e.contested, output.contested);
    if (d) lines.push(`  contested: ${d}`);
  }
  if (e.supplyCenters) {
    const flat = (sc: Record<PowerId, string[]> | undefined) =>
      Object.entries(sc ?? {}).flatMap(([p, l]) => (l ?? []).map((c) => `${c} ${p}`));
    const d = setDiff(flat(e.supplyCenters), flat(output.supplyCenters));
    if (d) lines.push(`  supply centres: ${d}`);
  }
  if (e.adjustments) {
    const got = output.adjustments ?? [];
    const key = (power: string, action: string, unit: string) => `${power} ${action} ${unit}`;
    const d = setDiff(
      e.adjustments.map((a) => key(a.power, a.action, a.unit)),
      got.map((a) => key(a.power, a.action, `${a.type} ${a.loc}`)),
    );
    if (d) lines.push(`  adjustments: ${d}`);
    // `default` (chosen by the rules, not the player) is compared only when the case states it.
    for (const a of e.adjustments) {
      const g = got.find((x) => key(x.power, x.action, `${x.type} ${x.loc}`) === key(a.power, a.action, a.unit));
      if (g && a.default !== undefined && g.default !== a.default) {
        lines.push(`  adjustments: ${key(a.power, a.action, a.unit)} is ${a.default ? '' : 'not '}a default in the book, ${g.default ? '' : 'not '}in the engine`);
      }
    }
  }
  if (e.winner !== undefined) {
    // A game with players names the winning player; otherwise the winning power; 'none' for nobody.
    const got = output.winnerPlayer ?? output.winner ?? 'none';
    if (got !== e.winner) lines.push(`  winner: ${e.winner} in the book, ${got} by the engine`);
  }
  // The game master's marks and the end of the game (001, chapter 3), when the case gives them.
  if (e.nmr) {
    const d = setDiff(e.nmr, output.nmr ?? []);
    if (d) lines.push(`  NMR powers: ${d}`);
  }
  // Lists of powers (the leaders, those sharing a draw) compare as sets.
  const norm = (x: unknown): unknown => (Array.isArray(x) && x.every((y) => typeof y === 'string') ? [...x].sort() : Array.isArray(x) ? x.map(norm) : typeof x === 'object' && x !== null ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, norm(v)])) : x);
  const same = (a: unknown, b: unknown) => JSON.stringify(sorted(norm(a))) === JSON.stringify(sorted(norm(b)));
  if (e.gameResult !== undefined) {
    const got = output.gameResult ?? 'none';
    if (!same(e.gameResult, got)) lines.push(`  end of the game: book ${JSON.stringify(sorted(e.gameResult))}, engine ${JSON.stringify(sorted(got))}`);
  }
  if (e.vote && !same(e.vote, output.vote)) lines.push(`  vote: book ${JSON.stringify(sorted(e.vote))}, engine ${JSON.stringify(sorted(output.vote) ?? null)}`);
  return lines.length === 0 ? PASS : { ok: false, message: `the position after the phase differs (${preset}):\n${lines.join('\n')}` };
}

/**
 * Intimate Diplomacy's results: home powers, credits, control, the bidding's outcome and the
 * verdict. Each is compared when the case gives it; in an Intimate case the verdict is always
 * compared (none expected when absent) and the credits must be given (see cases/FORMAT.md).
 */
export function compareIntimate(c: Case, ph: CasePhase, preset: Preset, output: PhaseOutput): Verdict {
  const e = expectedPhase(ph, preset);
  const lines: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
  const compare = (what: string, book: unknown, engine: unknown) => {
    if (!same(book, engine)) lines.push(`  ${what}: book ${JSON.stringify(sorted(book))}, engine ${JSON.stringify(sorted(engine) ?? null)}`);
  };
  if (e.home) compare('home', e.home, output.home);
  if (e.credits) compare('credits', e.credits, output.credits);
  else if (c.variant === 'intimate') lines.push('  credits: an Intimate case states the credits after every phase');
  if (e.control) compare('control', e.control, output.control);
  if (e.bidding) {
    const { before: _before, ...got } = output.bidding ?? { before: {} };
    void _before;
    compare('bidding', e.bidding, got);
  } else if (ph.phase.type === 'bidding') lines.push('  bidding: a bidding phase states each mercenary\'s outcome ("bidding") and "control"');
  if (ph.phase.type === 'bidding' && !e.control) lines.push('  control: a bidding phase states who controls each power');
  if (e.verdict || c.variant === 'intimate') compare('verdict', e.verdict, output.verdict);
  return lines.length === 0 ? PASS : { ok: false, message: `Intimate Diplomacy results differ (${preset}):\n${lines.join('\n')}` };
}

/** A copy with object keys in order, so that two records compare whatever order they were written in. */
function sorted(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(sorted);
  if (typeof x !== 'object' || x === null) return x;
  return Object.fromEntries(Object.keys(x).sort().map((k) => [k, sorted((x as Record<string, unknown>)[k])]));
}

/** "book only: x, y; engine only: z", or '' when the two lists hold the same items. */
function setDiff(book: readonly string[], engine: readonly string[]): string {
  const b = new Set(book);
  const g = new Set(engine);
  const onlyBook = [...b].filter((x) => !g.has(x)).sort();
  const onlyEngine = [...g].filter((x) => !b.has(x)).sort();
  const parts: string[] = [];
  if (onlyBook.length) parts.push(`book only: ${onlyBook.join(', ')}`);
  if (onlyEngine.length) parts.push(`engine only: ${onlyEngine.join(', ')}`);
  return parts.join('; ');
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => '  ' + r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd()).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Geography

/** Test names: "A par reaches bre, bur, gas, pic (exactly)", "F rom does not reach apu, ven". */
export function geographyNames(g: GeographyEntry): { reaches?: string; notReaches?: string } {
  return {
    ...(g.reaches ? { reaches: `${g.unit} reaches ${[...g.reaches].sort().join(', ')}${g.exactly ? ' (exactly)' : ''}` } : {}),
    ...(g.notReaches ? { notReaches: `${g.unit} does not reach ${[...g.notReaches].sort().join(', ')}` } : {}),
  };
}

/**
 * Which places a unit standing alone reaches in one move, found through the adjudicator so that an
 * external one can be checked the same way: a lone unit's move succeeds exactly when it is legal.
 * Candidates are every location of the map a unit of that type can stand on.
 */
export function reachableAlone(unit: string, map: GameMap, adjudicate: Adjudicator, variant?: string): { reached: LocId[]; errors: string[] } {
  const { type, loc } = parseUnitText(unit);
  const home = map.provinceOf(loc);
  const reached: LocId[] = [];
  const errors: string[] = [];
  for (const prov of map.provinceIds) {
    if (prov === home) continue;
    for (const target of map.locsOf(prov, type)) {
      // Any power of the board will do: the unit stands alone.
      const power = map.powers[0];
      const input: PhaseInput = {
        ...(variant !== undefined ? { variant } : {}),
        phase: { season: 'spring', year: 1901, type: 'movement' },
        units: [{ power, type, loc }],
        orders: [{ power, text: `${type} ${loc} - ${target}` }],
      };
      try {
        if (adjudicate(input).orders[0]?.result === 'succeeds') reached.push(target);
      } catch (e) {
        errors.push(`${type} ${loc} - ${target}: ${errorText(e)}`);
      }
    }
  }
  return { reached, errors };
}

/** Compare a geography entry with the places found reachable. Bare province ids match any coast. */
export function compareGeography(g: GeographyEntry, reached: readonly LocId[], map: GameMap): { reaches: Verdict; notReaches: Verdict } {
  const covers = (entry: LocId, loc: LocId) => entry === loc || (!entry.includes('/') && map.provinceOf(loc) === entry);
  const reachedBy = (entry: LocId) => reached.some((l) => covers(entry, l));
  const shown = [...reached].sort().join(', ') || 'nothing';

  let reaches = PASS;
  if (g.reaches) {
    const missing = g.reaches.filter((e) => !reachedBy(e));
    const extra = g.exactly ? reached.filter((l) => !g.reaches!.some((e) => covers(e, l))) : [];
    if (missing.length || extra.length) {
      const parts = [];
      if (missing.length) parts.push(`the book says it reaches ${missing.join(', ')}, the engine does not move there`);
      if (extra.length) parts.push(`the engine also moves it to ${extra.sort().join(', ')}, which the book's complete list leaves out`);
      reaches = { ok: false, message: `${g.unit}: ${parts.join('; ')} (engine reaches: ${shown})` };
    }
  }
  let notReaches = PASS;
  if (g.notReaches) {
    const wrong = g.notReaches.filter((e) => reachedBy(e));
    if (wrong.length) {
      notReaches = { ok: false, message: `${g.unit}: the book says it cannot reach ${wrong.join(', ')}, but the engine moves it there (engine reaches: ${shown})` };
    }
  }
  return { reaches, notReaches };
}

