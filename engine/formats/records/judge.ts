// The Judge Output Format of the e-mail judges (njudge): the result mails a game master pastes, one
// block per phase, read as the judges write them (njudge's docs/mail_format.html, "Movement results";
// its retreat and adjustment reports, which that document leaves out, as the judge prints them).
//
//   Movement results for Spring of 1901.  (game.001)
//
//   Austria: Army Budapest -> Serbia.
//   Austria: Army Vienna -> Galicia.  (*bounce*)
//   England: Army Yorkshire -> North Sea -> Norway.          (a move by convoy: its route)
//   France: Army Burgundy SUPPORT Fleet Picardy -> Belgium.  (*cut*)
//   Germany: Fleet North Sea CONVOY English Army London -> Norway.
//   Italy: Army Venice HOLD.
//
//   The following units were dislodged:
//
//   The French Army in Burgundy can retreat to Gascony or Paris.
//   The Russian Fleet in Rumania with no valid retreats was destroyed.
//
//   Ownership of supply centers:                       (after a Fall, at the end of its last report)
//
//   Austria:   Budapest, Greece, Trieste, Vienna.
//
//   Retreat results for Fall of 1902.  (game.006)      France: Army  Burgundy -> Gascony.
//   Adjustment results for Winter of 1902.  (game.007) Austria: Builds an army in Vienna.
//                                                      Russia:  Removes the army in Galicia.
//                                                      Germany: Build waived.
//
// Anything else in the mails (headers, press, deadlines, the adjustment counts) is passed over. Long
// lines wrap onto the next; a line that starts neither an order nor a sentence continues the one
// before. The first movement report is the board: every unit has a line in it. The board of each
// later phase is what the reports say the phase before did; the centres are the starting ones until
// an ownership list says otherwise.

import type { GameMap, LocId, PowerId, UnitType } from '../../map/types.js';
import { standardMap } from '../../map/index.js';
import type { OrderJson, PhaseId, UnitJson } from '../../protocol/types.js';
import type { GameDislodgedJson, GameJson, GamePhaseJson, GamePositionJson, PublishedOrderJson, PublishedResultJson } from '../../protocol/game.js';
import { shortPhaseName } from '../../game/phase-order.js';
import { boardPower, orderProblem, phaseOrderProblems, positionProblems, unknownPower } from './common.js';
import { MAX_RECORD_CHARS, problem, tooLong, type RecordProblem, type RecordRead } from './problems.js';
import { fact, placeArg, powerArg, unitArg, type Fact } from '../../language/index.js';

const HEADER = /^(Movement|Retreat|Adjustment) (results|orders) for (Spring|Summer|Fall|Autumn|Winter) of (\d{1,4})\./;

/** Whether a text holds judge reports: a line "Movement results for Spring of 1901." or the like. */
export function isJudgeOutput(text: string): boolean {
  return text.split(/\r?\n/, 20_000).some((l) => HEADER.test(l.trim()));
}

interface Line {
  text: string;
  /** 1-based line number of its first physical line. */
  line: number;
  column: number;
}

interface Block {
  phase: PhaseId;
  name: string;
  line: number;
  orders: Line[];
  dislodged: Line[];
  ownership: Line[];
}

type Section = 'orders' | 'dislodged' | 'ownership' | 'counts' | 'other';

/** Splits the text into phase blocks, each line joined with the lines that continue it. */
function blocksOf(text: string, problems: RecordProblem[]): Block[] {
  const blocks: Block[] = [];
  let block: Block | undefined;
  let section: Section = 'other';
  let current: Line | undefined;
  // A ":: Judge:" line opens a report; one that no phase heading follows is a report cut short.
  let opened: number | undefined;
  const cutAfter = (line: number) => problems.push(problem(`${line}:1`, fact('judge-cut-no-heading')));
  const flush = () => {
    if (current && block && section !== 'other' && section !== 'counts') block[section].push(current);
    current = undefined;
  };
  text.split(/\r?\n/).forEach((raw, k) => {
    const line = k + 1;
    const trimmed = raw.trim();
    const header = HEADER.exec(trimmed);
    if (header) {
      opened = undefined;
      flush();
      const phase = headerPhase(header, line, problems);
      if (header[2] === 'orders') problems.push(problem(`${line}:1`, fact('judge-orders-not-results', { text: trimmed })));
      block = phase ? { phase, name: shortPhaseName(phase), line, orders: [], dislodged: [], ownership: [] } : undefined;
      if (block) blocks.push(block);
      section = 'orders';
      return;
    }
    if (/^::\s*Judge:/.test(trimmed)) {
      if (opened !== undefined) cutAfter(opened);
      opened = line;
    }
    if (!block) return;
    if (trimmed === '') return flush();
    if (/^The following units? (were|was) dislodged:?$/.test(trimmed)) {
      flush();
      section = 'dislodged';
      return;
    }
    if (/^Ownership of supply cent(er|re)s:?$/.test(trimmed)) {
      flush();
      section = 'ownership';
      return;
    }
    const column = raw.length - raw.trimStart().length + 1;
    const starts = section === 'dislodged' ? /^The\s/.test(trimmed) : /^[A-Za-z][A-Za-z-]*:/.test(trimmed);
    if (section === 'ownership' && /^[A-Za-z][A-Za-z-]*:\s+\d+\s+Supply cent/.test(trimmed)) {
      flush();
      section = 'counts';
      return;
    }
    if (/^(The next phase|The deadline|The game is over|::)/.test(trimmed)) {
      flush();
      section = 'other';
      return;
    }
    if (section === 'other' || section === 'counts') return;
    if (starts) {
      flush();
      current = { text: trimmed, line, column };
    } else if (current) current.text += ' ' + trimmed;
    else if (section === 'orders') problems.push(problem(`${line}:${column}`, fact('judge-not-a-line', { text: trimmed }), block.name));
  });
  flush();
  if (opened !== undefined) cutAfter(opened);
  return blocks;
}

const SEASON: Record<string, PhaseId['season']> = { Spring: 'spring', Fall: 'fall', Autumn: 'fall', Winter: 'winter' };

function headerPhase(h: RegExpExecArray, line: number, problems: RecordProblem[]): PhaseId | undefined {
  const type = h[1] === 'Movement' ? 'movement' : h[1] === 'Retreat' ? 'retreat' : 'adjustment';
  const season = SEASON[h[3]];
  if (!season) return void problems.push(problem(`${line}:1`, fact('judge-season', { season: h[3] })));
  if ((type === 'adjustment') !== (season === 'winter')) return void problems.push(problem(`${line}:1`, fact('judge-winter', { heading: h[0], adjustment: type === 'adjustment' ? 'yes' : 'no' })));
  return { season, year: Number(h[4]), type };
}

export function readJudgeOutput(text: string, map: GameMap = standardMap): RecordRead<GameJson> {
  if (text.length > MAX_RECORD_CHARS) return { ok: false, problems: [tooLong(text.length)] };
  const problems: RecordProblem[] = [];
  const blocks = blocksOf(text, problems);
  if (blocks.length === 0 && problems.length === 0) problems.push(problem('1:1', fact('judge-no-report')));
  const phases: GamePhaseJson[] = [];
  let board: GamePositionJson | undefined;
  let attacks = new Map<string, { from: LocId; viaConvoy: boolean }>();
  for (const block of blocks) {
    const read = readBlock(map, block, board, attacks, problems);
    if (!read) break;
    phases.push(read.phase);
    board = read.after;
    attacks = read.attacks;
  }
  problems.push(...phaseOrderProblems(phases));
  if (problems.length) return { ok: false, problems };
  return { ok: true, value: { origin: { format: 'judge' }, phases } };
}

interface ReadBlock {
  phase: GamePhaseJson;
  /** The board the next phase starts from, by this report. */
  after: GamePositionJson;
  /** Where the attack on each dislodged unit came from ("power type loc" -> origin). */
  attacks: Map<string, { from: LocId; viaConvoy: boolean }>;
}

const at = (l: Line) => `${l.line}:${l.column}`;
const unitKey = (u: UnitJson) => `${u.power} ${u.type} ${u.loc}`;

function readBlock(map: GameMap, block: Block, board: GamePositionJson | undefined, attacks: Map<string, { from: LocId; viaConvoy: boolean }>, problems: RecordProblem[]): ReadBlock | undefined {
  const before = problems.length;
  const lines = block.orders.map((l) => ({ l, read: readOrderLine(map, block.phase, l.text) }));
  for (const { l, read } of lines) if ('error' in read) problems.push(problem(at(l), read.error, block.name));
  if (problems.length > before) return undefined;
  const entries = lines.map(({ l, read }) => ({ l, ...(read as OrderLine) }));
  const position = startOf(map, block, board, entries, attacks, problems);
  if (!position) return undefined;
  problems.push(...missingLines(map, block, position, entries));
  const orders: OrderJson[] = [];
  const published: (PublishedOrderJson | null)[] = [];
  for (const e of entries) {
    if (!e.order) continue;
    const wrong = orderProblem(map, block.phase, position, e.order);
    if (wrong) problems.push(problem(at(e.l), wrong, block.name));
    orders.push(e.order);
    published.push(e.published);
  }
  const after = afterOf(map, block, position, entries, problems);
  if (problems.length > before) return undefined;
  const result: PublishedResultJson = { orders: published, units: after.units };
  if (block.phase.type === 'movement') result.dislodged = after.dislodged;
  if (after.supplyCenters !== position.supplyCenters && after.supplyCenters) result.supplyCenters = after.supplyCenters;
  const phase: GamePhaseJson = { phase: block.phase, position, orders, published: result, source: `${block.line}:1` };
  const next: GamePositionJson = { units: after.units, ...(after.supplyCenters ? { supplyCenters: after.supplyCenters } : {}) };
  if (after.dislodged.length) next.dislodged = after.dislodged.filter((d) => d.retreats.length > 0).map(({ retreats: _r, ...u }) => u);
  return { phase, after: next, attacks: after.attacks };
}

interface OrderLine {
  power: PowerId;
  unit: UnitJson;
  /** Absent for "No Order Processed": the unit is on the board and holds. */
  order?: OrderJson;
  published: PublishedOrderJson | null;
  move?: { to: LocId; viaConvoy: boolean };
  removes?: boolean;
  build?: boolean;
}

const COASTS: Record<string, string> = { 'north coast': 'nc', 'south coast': 'sc', 'east coast': 'ec', 'west coast': 'wc' };

/** "St Petersburg (south coast)", "the North Sea" as a location of the board. */
function placeOf(map: GameMap, text: string): LocId | { error: Fact } {
  const m = /^(?:the\s+)?(.*?)\s*(?:\((north|south|east|west) coast\))?$/i.exec(text.trim());
  const name = m?.[1] ?? text;
  const found = map.lookup(name);
  if (!found.ok || found.loc.includes('/')) return { error: fact('record-place-unknown', { text: text.trim() }) };
  if (!m?.[2]) return found.loc;
  const coast = COASTS[`${m[2].toLowerCase()} coast`];
  const loc = `${found.loc}/${coast}`;
  return map.province(found.loc)?.coasts.includes(coast as never) ? loc : { error: fact('record-place-no-coast', { text: text.trim(), province: placeArg(found.loc) }) };
}

const TYPE: Record<string, UnitType> = { army: 'A', fleet: 'F' };

/** "Army Budapest", "Fleet St Petersburg (south coast)", "Turkish Army Bulgaria" (the power's adjective dropped). */
function unitOf(map: GameMap, text: string): { type: UnitType; loc: LocId } | { error: Fact } {
  const m = /^(?:[A-Z][a-z-]+\s+)?(Army|Fleet)\s+(.+)$/i.exec(text.trim());
  if (!m) return { error: fact('judge-unit-unreadable', { text: text.trim() }) };
  const loc = placeOf(map, m[2]);
  if (typeof loc !== 'string') return loc;
  const type = TYPE[m[1].toLowerCase()];
  return { type, loc: type === 'A' ? map.provinceOf(loc) : loc };
}

const idOf = (u: { type: UnitType; loc: LocId }) => `${u.type} ${u.loc}`;

/** One order line of a report, as an order, the unit it is for and what the report says it did. */
function readOrderLine(map: GameMap, phase: PhaseId, text: string): OrderLine | { error: Fact } {
  // The judge ends every line with a full stop (or a mark): a line without one was cut short.
  if (!/[.)]$/.test(text)) return { error: fact('judge-no-full-stop', { text }) };
  const m = /^([A-Za-z][A-Za-z-]*):\s*(.*?)\.?\s*(?:\(\*([^*]*)\*\))?\s*\.?$/.exec(text);
  if (!m) return { error: fact('judge-not-a-line', { text }) };
  const power = boardPower(map, m[1]);
  if (!power) return { error: unknownPower(map, m[1]) };
  const marks = (m[3] ?? '').split(',').map((x) => x.trim().toLowerCase()).filter(Boolean);
  const body = m[2].trim();
  if (phase.type === 'adjustment') return adjustmentLine(map, power, body, marks);
  const noOrder = /^(.*?),\s*No Order Processed/i.exec(body);
  const unitText = noOrder ? noOrder[1] : body.split(/\s+(?:->|HOLD\b|SUPPORT\b|CONVOY\b|DISBAND\b)/)[0];
  const unit = unitOf(map, unitText);
  if ('error' in unit) return unit;
  const u: UnitJson = { power, ...unit };
  const dislodged = marks.includes('dislodged');
  if (noOrder) return { power, unit: u, published: null };
  const rest = body.slice(unitText.length).trim();
  const published = (succeeded?: boolean): PublishedOrderJson => ({ ...(succeeded !== undefined ? { succeeded } : {}), ...(phase.type === 'movement' ? { dislodged } : {}), ...(marks.length ? { marks } : {}) });
  const failed = marks.some((x) => x !== 'dislodged');
  if (/^HOLD$/.test(rest)) return { power, unit: u, order: { power, text: `${idOf(u)} H` }, published: published() };
  if (/^DISBAND$/.test(rest)) return { power, unit: u, order: { power, text: `${idOf(u)} D` }, published: published(), removes: true };
  if (rest.startsWith('->')) {
    const places = rest.split('->').slice(1).map((x) => x.trim());
    const to = placeOf(map, places[places.length - 1]);
    if (typeof to !== 'string') return to;
    const viaConvoy = places.length > 1;
    const dest = u.type === 'A' ? map.provinceOf(to) : to;
    const verb = phase.type === 'retreat' ? 'R' : '-';
    return { power, unit: u, order: { power, text: `${idOf(u)} ${verb} ${dest}${viaConvoy ? ' VIA' : ''}` }, published: published(!failed), move: { to: dest, viaConvoy } };
  }
  const aided = /^(SUPPORT|CONVOY)\s+(.*?)(?:\s+->\s+(.*))?$/.exec(rest);
  if (aided) {
    const target = unitOf(map, aided[2]);
    if ('error' in target) return target;
    let to = '';
    if (aided[3] !== undefined) {
      const dest = placeOf(map, aided[3].split('->').pop()!);
      if (typeof dest !== 'string') return dest;
      to = ` - ${map.provinceOf(dest)}`;
    }
    if (aided[1] === 'CONVOY' && !to) return { error: fact('judge-convoy-no-destination', { text }) };
    const verb = aided[1] === 'SUPPORT' ? 'S' : 'C';
    const void_ = marks.includes('void');
    const succeeded = aided[1] === 'SUPPORT' ? !marks.some((x) => x === 'cut' || x === 'void') : void_ ? false : undefined;
    return { power, unit: u, order: { power, text: `${idOf(u)} ${verb} ${target.type} ${map.provinceOf(target.loc)}${to}` }, published: published(succeeded) };
  }
  return { error: fact('judge-order-unreadable', { text }) };
}

/** "Builds an army in Vienna.", "Removes the fleet in the North Sea.", "Build waived.". */
function adjustmentLine(map: GameMap, power: PowerId, body: string, marks: string[]): OrderLine | { error: Fact } {
  const none = { power, unit: { power, type: 'A' as UnitType, loc: '' }, published: null };
  if (/^Build waived$/i.test(body)) return { ...none, order: { power, text: 'Waive' } };
  if (/^\d+ (unusable )?builds? (waived|pending)$/i.test(body) || /^No order for/i.test(body)) return none;
  const build = /^Builds\s+an?\s+(army|fleet)\s+in\s+(.+)$/i.exec(body);
  const removal = /^Removes\s+the\s+(army|fleet)\s+in\s+(.+)$/i.exec(body);
  const m = build ?? removal;
  if (!m) return { error: fact('judge-adjustment-unreadable', { text: body }) };
  const type = TYPE[m[1].toLowerCase()];
  const loc = placeOf(map, m[2]);
  if (typeof loc !== 'string') return loc;
  const unit: UnitJson = { power, type, loc: type === 'A' ? map.provinceOf(loc) : loc };
  const published: PublishedOrderJson = { succeeded: true, ...(marks.length ? { marks } : {}) };
  return { power, unit, order: { power, text: `${idOf(unit)} ${build ? 'B' : 'D'}` }, published, ...(build ? { build: true } : { removes: true }) };
}

/**
 * A movement report lists every unit on the board, a retreat report every dislodged unit that may
 * retreat: one missing means the report was cut short, or does not follow the one before.
 */
function missingLines(map: GameMap, block: Block, position: GamePositionJson, entries: readonly OrderLine[]): RecordProblem[] {
  if (block.phase.type === 'adjustment') return [];
  const pool = block.phase.type === 'retreat' ? (position.dislodged ?? []) : position.units;
  const listed = new Set(entries.map((e) => map.provinceOf(e.unit.loc)));
  return pool
    .filter((u) => !listed.has(map.provinceOf(u.loc)))
    .map((u) => problem(`${block.line}:1`, fact('judge-missing-line', { power: powerArg(u.power), unit: unitArg(`${u.type} ${u.loc}`), kind: block.phase.type }), block.name));
}

/** The board a report's phase starts from: the one the report before leaves, else the units it lists. */
function startOf(map: GameMap, block: Block, board: GamePositionJson | undefined, entries: (OrderLine & { l: Line })[], attacks: Map<string, { from: LocId; viaConvoy: boolean }>, problems: RecordProblem[]): GamePositionJson | undefined {
  if (board) {
    const position: GamePositionJson = { units: board.units, ...(board.supplyCenters ? { supplyCenters: board.supplyCenters } : {}) };
    if (block.phase.type === 'retreat') {
      position.dislodged = (board.dislodged ?? []).map((d): GameDislodgedJson => {
        const a = attacks.get(unitKey(d));
        return { ...d, ...(a ? { attackerFrom: a.from, ...(a.viaConvoy ? { viaConvoy: true } : {}) } : {}) };
      });
    }
    return position;
  }
  if (block.phase.type !== 'movement') {
    problems.push(problem(`${block.line}:1`, fact('judge-first-not-movement'), block.name));
    return undefined;
  }
  const units = entries.map((e) => e.unit);
  const position: GamePositionJson = { units };
  if (block.phase.season === 'spring' && block.phase.year === 1901) position.supplyCenters = homeCentres(map);
  const wrong = positionProblems(map, position, `${block.line}:1`, block.name);
  problems.push(...wrong);
  return wrong.length ? undefined : position;
}

function homeCentres(map: GameMap): Record<PowerId, string[]> {
  const out: Record<PowerId, string[]> = {};
  for (const p of map.provinceIds) {
    const home = map.province(p)!.home;
    if (home && map.province(p)!.supplyCenter) (out[home] ??= []).push(p);
  }
  return out;
}

/** What the report says the phase left: units moved, units dislodged with their retreats, builds, removals, owners. */
function afterOf(map: GameMap, block: Block, position: GamePositionJson, entries: OrderLine[], problems: RecordProblem[]) {
  const moved = new Map<string, LocId>();
  const removed = new Set<string>();
  const built: UnitJson[] = [];
  const attacks = new Map<string, { from: LocId; viaConvoy: boolean }>();
  for (const e of entries) {
    if (e.move && e.published?.succeeded) moved.set(unitKey(e.unit), e.move.to);
    if (e.removes && e.published?.succeeded !== false) removed.add(unitKey(e.unit));
    if (e.build) built.push(e.unit);
    if (block.phase.type === 'retreat' && e.move && !e.published?.succeeded) removed.add(unitKey(e.unit));
  }
  const dislodged: (UnitJson & { retreats: LocId[] })[] = [];
  for (const l of block.dislodged) {
    const d = readDislodged(map, l.text);
    if ('error' in d) {
      problems.push(problem(at(l), d.error, block.name));
      continue;
    }
    const unit = position.units.find((u) => u.type === d.type && map.provinceOf(u.loc) === map.provinceOf(d.loc));
    if (!unit) {
      problems.push(problem(at(l), fact('judge-dislodged-no-unit', { text: l.text, province: placeArg(map.provinceOf(d.loc)) }), block.name));
      continue;
    }
    dislodged.push({ ...unit, retreats: d.retreats });
    removed.add(unitKey(unit));
    const attacker = entries.find((e) => e.move?.to !== undefined && map.provinceOf(e.move.to) === map.provinceOf(unit.loc) && e.published?.succeeded);
    if (attacker) attacks.set(unitKey(unit), { from: map.provinceOf(attacker.unit.loc), viaConvoy: attacker.move!.viaConvoy });
  }
  const pool = block.phase.type === 'retreat' ? [...position.units, ...(position.dislodged ?? []).map((d) => ({ power: d.power, type: d.type, loc: d.loc }))] : position.units;
  const retreatingKeys = new Set((position.dislodged ?? []).map((d) => unitKey({ power: d.power, type: d.type, loc: d.loc })));
  const units = pool
    .filter((u) => !removed.has(unitKey(u)))
    // A dislodged unit with no order is disbanded; one ordered to retreat lands where it was sent.
    .filter((u) => block.phase.type !== 'retreat' || !retreatingKeys.has(unitKey(u)) || moved.has(unitKey(u)))
    .map((u) => ({ power: u.power, type: u.type, loc: moved.get(unitKey(u)) ?? u.loc }));
  units.push(...built);
  const supplyCenters = block.ownership.length ? readOwnership(map, block, problems) : position.supplyCenters;
  return { units, dislodged, attacks, ...(supplyCenters ? { supplyCenters } : {}) };
}

/** "The Austrian Army in Serbia can retreat to Albania or Budapest.", "... with no valid retreats was destroyed." */
function readDislodged(map: GameMap, text: string): { type: UnitType; loc: LocId; retreats: LocId[] } | { error: Fact } {
  const m = /^The\s+(?:[A-Z][a-z-]+\s+)?(Army|Fleet)\s+in\s+(.+?)\s+(?:can retreat to\s+(.+?)|with no valid retreats was destroyed)\.?$/i.exec(text);
  if (!m) return { error: fact('judge-dislodged-unreadable', { text }) };
  const unit = unitOf(map, `${m[1]} ${m[2]}`);
  if ('error' in unit) return unit;
  const retreats: LocId[] = [];
  for (const name of m[3] ? m[3].split(/\s+or\s+|,\s*/) : []) {
    const loc = placeOf(map, name);
    if (typeof loc !== 'string') return loc;
    retreats.push(unit.type === 'A' ? map.provinceOf(loc) : loc);
  }
  return { ...unit, retreats };
}

/** "Austria:   Budapest, Greece, Trieste, Vienna." lines; "Unowned:" is passed over. */
function readOwnership(map: GameMap, block: Block, problems: RecordProblem[]): Record<PowerId, string[]> {
  const out: Record<PowerId, string[]> = {};
  for (const l of block.ownership) {
    const m = /^([A-Za-z][A-Za-z-]*):\s*(.*?)\.?$/.exec(l.text);
    if (!m || /^(Unowned|Neutral)$/i.test(m[1])) continue;
    const power = boardPower(map, m[1]);
    if (!power) {
      problems.push(problem(at(l), unknownPower(map, m[1]), block.name));
      continue;
    }
    for (const name of m[2].split(',').map((x) => x.trim().replace(/^\(|\)$/g, '')).filter(Boolean)) {
      const loc = placeOf(map, name);
      const province = typeof loc === 'string' ? map.province(map.provinceOf(loc)) : undefined;
      if (!province?.supplyCenter) {
        problems.push(problem(at(l), fact('record-not-a-centre', { text: name }), block.name));
        continue;
      }
      (out[power] ??= []).push(province.id);
    }
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}
