// Reads a case file and reports every problem as `file:line:col: sentence`, never as a stack
// trace: YAML syntax, schema violations (placed on the offending YAML node), and the checks that
// need the map and the order parser (unknown provinces, units listed twice, orders the parser
// cannot read or that name no unit on the board, orders without a fitting expectation).

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { ZodIssue, ZodInvalidUnionIssue } from 'zod';
import { resolveVariant } from '../adjudicate/variant-rules.js';
import { variantById } from '../variants/load.js';
import { PACKAGE_ROOT } from '../util/package-root.js';
import type { GameMap, LocId, PowerId, ProvinceId, UnitType } from '../map/types.js';
import { parseOrder } from '../orders/index.js';
import type { Order, PhaseType } from '../orders/ast.js';
import { CASEBOOK_ID, CASEBOOK_ID_RULE, caseSchema, PRESETS, RESULT_KINDS, type Case, type CasePhase, type ResultKind, type UnitsByPower } from './schema.js';
import { decodeUtf8, NOT_UTF8 } from '../util/utf8.js';
import { suggest } from '../util/suggest.js';

export interface Problem {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.col}: ${p.message}`;
}

export interface LoadedCase {
  /** The file name as given to the loader (relative paths stay relative). */
  file: string;
  data: Case;
  /** `file:line:col` of a node of the YAML document, for runner messages ("schema-12.yaml:31:9"). */
  where(path: readonly (string | number)[]): string;
}

export type LoadResult = { ok: true; loaded: LoadedCase } | { ok: false; problems: Problem[] };

/**
 * The casebook's own folder, holding case.schema.json. Its case files must start with a header
 * comment pointing there (a house rule, so that editors check them); a user's cases elsewhere need
 * no header, since the schema comment only helps an editor.
 */
export const CASES_DIR = path.join(PACKAGE_ROOT, 'cases') + path.sep;
const SCHEMA_FILE = path.join(CASES_DIR, 'case.schema.json');

/** Every case file under `dir` (default: cases/), sorted, skipping `fixtures/` folders. */
export function findCaseFiles(dir: string = CASES_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(path.join(d, entry.name));
      } else if (entry.name.endsWith('.yaml') || entry.name.endsWith('.yml')) {
        out.push(path.join(d, entry.name));
      }
    }
  };
  walk(dir);
  return out.sort(naturalCompare);
}

/** "schema-2" before "schema-10". */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export interface LoadOptions {
  /** The board to check the case on; by default the board of the case's `variant` (standard when absent). */
  map?: GameMap;
}

/** Read and check one case file. `file` is used as given in messages; make it relative for short ones. */
/** Every case of the casebook that loads (the casebook's own tests report the files that do not). */
export function loadCasebook(dir: string = CASES_DIR): Case[] {
  return findCaseFiles(dir).flatMap((file) => {
    const loaded = loadCaseFile(file);
    return loaded.ok ? [loaded.loaded.data] : [];
  });
}

export function loadCaseFile(file: string, options: LoadOptions = {}): LoadResult {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((e as Error).message);
    return { ok: false, problems: [{ file, line: 1, col: 1, message: `cannot read the case file: ${why}` }] };
  }
  // Read as bytes and decoded strictly: bytes that are not UTF-8 are refused where they stand.
  const read = decodeUtf8(bytes);
  if ('notUtf8' in read) return { ok: false, problems: [{ file, line: read.notUtf8.line, col: read.notUtf8.column, message: NOT_UTF8 }] };
  return loadCaseText(read.text, file, options);
}

type Path = readonly (string | number)[];

/** Book cases are a few kilobytes; a multi-megabyte file is a mistake or an attack, not a case. */
const MAX_CASE_CHARS = 1_000_000;
/** Past this many problems a file is not worth listing line by line. */
const MAX_PROBLEMS = 50;

function capped(problems: Problem[]): Problem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const rest = problems.length - MAX_PROBLEMS;
  const last = problems[MAX_PROBLEMS - 1];
  return [...problems.slice(0, MAX_PROBLEMS), { ...last, message: `… and ${rest} more problem${rest === 1 ? '' : 's'} (fix these first)` }];
}

const TOO_DEEP = 'the YAML is nested too deeply to read (far more levels than any case needs)';

type Guarded<T> = { ok: true; value: T } | { ok: false; message: string };

/** Run a step of the YAML library, turning what it throws into a plain sentence for the file. */
function guarded<T>(step: () => T): Guarded<T> {
  try {
    return { ok: true, value: step() };
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, message: TOO_DEEP };
    const why = e instanceof Error ? e.message : String(e);
    if (/alias/i.test(why)) return { ok: false, message: 'the YAML expands its aliases (*name) too many times: a case needs few aliases, if any' };
    return { ok: false, message: `the YAML cannot be read: ${why}` };
  }
}

/** Offset of the first alias (`*name`) in the text, where an alias problem is reported. */
function firstAlias(text: string): number {
  const m = /(^|[\s,[{:-])\*[^\s,\]}]+/m.exec(text);
  return m ? m.index + m[1].length : 0;
}

/** Check a case given as text. `file` names it in messages and locates the schema header. */
export function loadCaseText(text: string, file: string, options: LoadOptions = {}): LoadResult {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a UTF-8 byte-order mark is not content
  if (text.length > MAX_CASE_CHARS) {
    const size = `${(text.length / 1e6).toFixed(1)} million characters`;
    return { ok: false, problems: [{ file, line: 1, col: 1, message: `the case file is too large (${size}; a case is at most ${MAX_CASE_CHARS / 1e6} million)` }] };
  }
  const lineCounter = new LineCounter();
  const problems: Problem[] = [];
  const at = (offset: number, message: string): void => {
    const { line, col } = lineCounter.linePos(Math.max(0, Math.min(offset, text.length)));
    problems.push({ file, line, col, message });
  };
  const finish = (): LoadResult => {
    problems.sort((a, b) => a.line - b.line || a.col - b.col);
    return { ok: false, problems: capped(problems) };
  };

  const doc = guarded(() => parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }));
  if (!doc.ok) return { ok: false, problems: [{ file, line: 1, col: 1, message: doc.message }] };

  const ownCase = path.resolve(file).startsWith(CASES_DIR);
  if (ownCase) checkHeader(text, file, at);

  // The parser reports a stack overflow as a syntax error at whatever depth it gave up: not a place.
  if (doc.value.errors.some((e) => /call stack/i.test(e.message))) return { ok: false, problems: [{ file, line: 1, col: 1, message: TOO_DEEP }] };
  for (const e of doc.value.errors) at(e.pos[0], `YAML syntax error: ${plainYamlMessage(e.message)}`);
  if (doc.value.errors.length > 0) return finish();

  const locate = makeLocator(doc.value, text);
  // The yaml library refuses alias bombs ("billion laughs") while building the value.
  const js = guarded(() => doc.value.toJS({ maxAliasCount: 100 }) as unknown);
  if (!js.ok) {
    at(firstAlias(text), js.message);
    return finish();
  }
  const raw = js.value;
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      for (const { path: p, key, message } of describeIssue(issue, raw)) at(locate(p, key), message);
    }
    return finish();
  }

  const data = parsed.data;
  if (ownCase && !CASEBOOK_ID.test(data.id)) at(locate(['id']), `id is "${data.id}": ${CASEBOOK_ID_RULE}`);
  const board = options.map ? { map: options.map } : resolveVariant(data.variant);
  if ('error' in board) {
    at(locate(['variant']), board.error);
    return finish();
  }
  const map = board.map;
  new SemanticChecker(data, file, map, locate, (p) => scalarTextOffset(doc.value, p), at).run();
  if (problems.length > 0) return finish();

  const where = (p: Path): string => {
    const { line, col } = lineCounter.linePos(locate(p));
    return `${file}:${line}:${col}`;
  };
  return { ok: true, loaded: { file, data, where } };
}

// ---------------------------------------------------------------------------------------------
// Header and YAML errors

const HEADER = /^# yaml-language-server: \$schema=(\S+)\s*$/;

/** The casebook's own files must point to its case.schema.json by a relative path. */
function checkHeader(text: string, file: string, at: (offset: number, message: string) => void): void {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const m = HEADER.exec(first);
  const schemaFile = SCHEMA_FILE;
  const expected = path.relative(path.dirname(path.resolve(file)), schemaFile).split(path.sep).join('/');
  if (!m || path.resolve(path.dirname(path.resolve(file)), m[1]) !== schemaFile) {
    at(0, `the first line must be "# yaml-language-server: $schema=${expected}" so that editors check the file`);
  }
}

/** yaml's messages sometimes end with a code excerpt or "at line N"; keep the sentence. */
function plainYamlMessage(message: string): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return first.endsWith('.') ? first.slice(0, -1) : first;
}

// ---------------------------------------------------------------------------------------------
// Finding YAML nodes by path

/**
 * Returns a function giving the source offset of the node at `path` (or of the key `key` inside
 * the map at `path`). When the path goes further than the document (a missing field), it gives
 * the deepest node that exists, which is where the missing field belongs.
 */
function makeLocator(doc: Document, text: string) {
  return (p: Path, key?: string): number => {
    let node: unknown = doc.contents;
    let offset = rangeStart(node) ?? 0;
    const steps = key === undefined ? p : [...p, key];
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      const last = i === steps.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((it) => isPair(it) && isScalar(it.key) && String(it.key.value) === String(step));
        if (!pair) break;
        if (last && key !== undefined) {
          offset = rangeStart(pair.key) ?? offset;
          break;
        }
        const valueStart = rangeStart(pair.value);
        const keyStart = rangeStart(pair.key);
        // A key with no value (`expect:`) has no value node worth pointing at: point at the key.
        if (valueStart === undefined || (isScalar(pair.value) && pair.value.value === null)) {
          offset = keyStart ?? offset;
          node = pair.value;
          if (!isMap(node) && !isSeq(node)) break;
          continue;
        }
        offset = valueStart;
        node = pair.value;
      } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
        node = node.items[step];
        offset = rangeStart(node) ?? offset;
      } else {
        break;
      }
    }
    return Math.min(offset, text.length);
  };
}

function rangeStart(node: unknown): number | undefined {
  const r = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return r ? r[0] : undefined;
}

/** Offset of a character inside a scalar string: skips the opening quote of a quoted scalar. */
function scalarTextOffset(doc: Document, p: Path): number | undefined {
  const node = doc.getIn(p as (string | number)[], true);
  if (!isScalar(node) || !node.range) return undefined;
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
  return node.range[0] + (quoted ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Zod issues as sentences

interface Located {
  path: Path;
  key?: string;
  message: string;
}

function label(p: Path): string {
  let s = '';
  for (const step of p) s += typeof step === 'number' ? `[${step}]` : s === '' ? step : `.${step}`;
  return s === '' ? 'the file' : s;
}

function valueAt(raw: unknown, p: Path): unknown {
  let v = raw;
  for (const step of p) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

function orderText(raw: unknown, orderPath: Path): string | undefined {
  const o = valueAt(raw, orderPath) as { read?: unknown; printed?: unknown } | undefined;
  const t = o?.read ?? o?.printed;
  return typeof t === 'string' ? t : undefined;
}

const PRESET_LIST = PRESETS.join(', ');

function describeIssue(issue: ZodIssue, raw: unknown): Located[] {
  const p = issue.path;
  const lastKey = p[p.length - 1];
  const parent = p.slice(0, -1);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.received === 'undefined') {
        if (lastKey === 'expect' && parent[parent.length - 2] === 'orders') {
          const text = orderText(raw, parent);
          return [
            {
              path: parent,
              message: `order ${text ? `"${text}" ` : ''}has no expect: every order needs its expected result (${RESULT_KINDS.join(', ')})`,
            },
          ];
        }
        return [{ path: parent, message: `${label(parent)} is missing the field "${String(lastKey)}"` }];
      }
      if (p.length === 0) return [{ path: p, message: 'the file must be a YAML mapping of case fields (id, title, source, ...)' }];
      return [{ path: p, message: `${label(p)} should be ${article(issue.expected)}, not ${article(issue.received)}` }];
    }
    case 'invalid_enum_value': {
      const got = String(issue.received);
      if (sameSet(issue.options.map(String), [...PRESETS])) {
        return [{ path: p, message: `unknown preset "${got}": the presets are ${PRESET_LIST}` }];
      }
      const hint = suggest(got, issue.options.map(String));
      return [
        {
          path: p,
          message: `${label(p)} is "${got}", which is not one of ${issue.options.join(', ')}${hint ? `; did you mean "${hint}"?` : ''}`,
        },
      ];
    }
    case 'unrecognized_keys': {
      const allowed = allowedKeys(p);
      return issue.keys.map((k) => {
        if (lastKey === 'expectBy') {
          return { path: p, key: k, message: `unknown preset "${k}": the presets are ${PRESET_LIST}` };
        }
        const hint = suggest(k, allowed);
        return {
          path: p,
          key: k,
          message: `unknown field "${k}" in ${label(p)}${hint ? `; did you mean "${hint}"?` : ''}`,
        };
      });
    }
    case 'invalid_string': {
      const v = valueAt(raw, p);
      // JSON quoting: a control character in the value is shown escaped, never sent to the terminal.
      return [{ path: p, message: `${label(p)} is ${JSON.stringify(String(v))}: ${issue.message}` }];
    }
    case 'too_small': {
      if (issue.type === 'array') return [{ path: p, message: `${label(p)} must not be empty` }];
      if (issue.type === 'string') return [{ path: p, message: `${label(p)} must not be empty` }];
      return [{ path: p, message: `${label(p)} must be at least ${String(issue.minimum)}` }];
    }
    case 'too_big':
      if (lastKey !== undefined && p[p.length - 2] === 'rules') {
        return [{ path: p, message: `${label(p)} is ${String(valueAt(raw, p))}, but the 2000 book numbers its rules 1 to 22` }];
      }
      return [{ path: p, message: `${label(p)} must be at most ${String(issue.maximum)}` }];
    case 'invalid_union':
      return describeUnionIssue(issue, raw);
    case 'invalid_literal':
    case 'custom':
    default:
      return [{ path: p, message: `${label(p)}: ${issue.message}` }];
  }
}

/** A text given in English only or as { en, fr }: report the problems of the form the file chose. */
function describeUnionIssue(issue: ZodInvalidUnionIssue, raw: unknown): Located[] {
  const p = issue.path;
  const v = valueAt(raw, p);
  const parent = p.slice(0, -1);
  if (v === undefined) return [{ path: parent, message: `${label(parent)} is missing the field "${String(p[p.length - 1])}"` }];
  const wrongType = (i: ZodIssue) => i.code === 'invalid_type' && i.path.length === p.length;
  const chosen = issue.unionErrors.find((e) => !e.issues.some(wrongType));
  if (chosen) return chosen.issues.flatMap((i) => describeIssue(i, raw));
  const got = Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
  return [{ path: p, message: `${label(p)} should be a text, or a mapping { en, fr }, not ${article(got)}` }];
}

function article(t: string): string {
  if (t === 'null' || t === 'undefined') return 'empty';
  if (t === 'array') return 'a list';
  if (t === 'object') return 'a mapping';
  return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The keys the schema allows at `p`, for "did you mean" (found by walking the Zod shape). */
function allowedKeys(p: Path): string[] {
  // Walk the schema along the path; arrays and optionals are unwrapped.
  let s: unknown = caseSchema;
  const unwrap = (x: unknown): unknown => {
    let cur = x as { _def?: { innerType?: unknown; type?: unknown; typeName?: string } };
    for (;;) {
      const tn = cur?._def?.typeName;
      if (tn === 'ZodOptional' || tn === 'ZodDefault' || tn === 'ZodNullable') cur = cur._def!.innerType as typeof cur;
      else break;
    }
    return cur;
  };
  s = unwrap(s);
  for (const step of p) {
    const def = (s as { _def?: { typeName?: string; type?: unknown } })._def;
    if (def?.typeName === 'ZodArray' && typeof step === 'number') s = unwrap(def.type);
    else if (def?.typeName === 'ZodObject') s = unwrap((s as { shape: Record<string, unknown> }).shape[String(step)]);
    else return [];
    if (!s) return [];
  }
  const shape = (s as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

export { editDistance, suggest } from '../util/suggest.js';

// ---------------------------------------------------------------------------------------------
// Checks that need the map and the parser

interface BoardUnit {
  power: PowerId;
  type: UnitType;
  loc: LocId;
}

/** Which results can describe which kind of order (cases/FORMAT.md, "Results"). */
const RESULTS_BY_KIND: Record<Order['kind'], readonly ResultKind[]> = {
  hold: ['holds', 'illegal'],
  move: ['succeeds', 'fails', 'illegal'],
  support: ['given', 'cut', 'invalid', 'illegal'],
  convoy: ['available', 'disrupted', 'invalid', 'illegal'],
  retreat: ['succeeds', 'fails', 'illegal'],
  disband: ['succeeds', 'fails', 'illegal'],
  build: ['succeeds', 'fails', 'illegal'],
  waive: ['succeeds', 'fails', 'illegal'],
};

const KINDS_BY_PHASE: Record<PhaseType, readonly Order['kind'][]> = {
  movement: ['hold', 'move', 'support', 'convoy'],
  retreat: ['retreat', 'disband'],
  adjustment: ['build', 'disband', 'waive'],
};

const KIND_WORDS: Record<Order['kind'], string> = {
  hold: 'a hold',
  move: 'a move',
  support: 'a support',
  convoy: 'a convoy',
  retreat: 'a retreat',
  disband: 'a disband',
  build: 'a build',
  waive: 'a waive',
};

const TYPE_WORDS: Record<UnitType, string> = { A: 'an army', F: 'a fleet' };

class SemanticChecker {
  constructor(
    private readonly data: Case,
    private readonly file: string,
    private readonly map: GameMap,
    private readonly locate: (p: Path, key?: string) => number,
    /** Offset of the first character of a scalar's text (after an opening quote). */
    private readonly scalarAt: (p: Path) => number | undefined,
    private readonly at: (offset: number, message: string) => void,
  ) {}

  private report(p: Path, message: string): void {
    this.at(this.locate(p), message);
  }

  /** A power id must be one of the board's: reported at the key or value naming it. */
  /** A player of the case's game (1914: entente, central), who may be named as the winner. */
  private isPlayer(id: string): boolean {
    const game = this.data.variant === undefined ? undefined : variantById(this.data.variant);
    return game?.players.some((pl) => pl.id === id) ?? false;
  }

  private checkPower(power: PowerId, p: Path, key?: string): void {
    if (this.map.powers.includes(power)) return;
    const board = this.data.variant ?? 'standard';
    this.at(this.locate(p, key), `unknown power "${power}" on the ${board} board (its powers: ${this.map.powers.join(', ')})`);
  }

  run(): void {
    const d = this.data;
    // Intimate's players are named by the case's preference lists, and the engine checks its coin.
    const fixedPlayers = d.variant === undefined || !variantById(d.variant)?.bidding;
    if (d.coin && fixedPlayers && !this.isPlayer(d.coin.winner)) {
      const players = (d.variant === undefined ? undefined : variantById(d.variant))?.players.map((pl) => pl.id) ?? [];
      this.report(['coin', 'winner'], `the coin's winner "${d.coin.winner}" is not a player of the ${d.variant ?? 'standard'} game (${players.join(', ') || 'it has no coin toss'})`);
    }
    const base = path.basename(this.file).replace(/\.ya?ml$/, '');
    // The file is named after the id; files in prose/ may drop the "prose-" prefix.
    if (base !== d.id && `prose-${base}` !== d.id && `datc-${base}` !== d.id && `ancmed-${base}` !== d.id) {
      this.report(['id'], `the id "${d.id}" must match the file name "${base}.yaml"`);
    }
    if (!d.phases && !d.geography) this.report([], 'a case needs "phases" (orders and results) or "geography" (where units can go)');

    const errataIds = new Set<number>();
    (d.errata ?? []).forEach((e, i) => {
      if (errataIds.has(e.id)) this.report(['errata', i, 'id'], `erratum id ${e.id} is used twice`);
      errataIds.add(e.id);
    });

    (d.geography ?? []).forEach((g, i) => this.checkGeography(g, i));

    let board: BoardUnit[] = [];
    let dislodgedBefore: BoardUnit[] = [];
    (d.phases ?? []).forEach((ph, i) => {
      const p: Path = ['phases', i];
      const { season, type } = ph.phase;
      if ((type === 'adjustment') !== (season === 'winter')) {
        this.report(
          [...p, 'phase'],
          type === 'adjustment'
            ? `an adjustment phase happens in winter, not in ${season}`
            : `a ${type} phase happens in spring or fall, not in winter`,
        );
      }
      if (i === 0) {
        if (!ph.position) this.report(p, 'the first phase needs a "position" (the units on the board before the orders)');
        else {
          board = this.checkUnits(ph.position.units, [...p, 'position', 'units']);
          dislodgedBefore = (ph.position.dislodged ?? []).flatMap((u, j) => {
            this.checkPower(u.power, [...p, 'position', 'dislodged', j, 'power']);
            return this.checkUnitText(u.unit, u.power, [...p, 'position', 'dislodged', j, 'unit']);
          });
          (ph.position.dislodged ?? []).forEach((u, j) =>
            this.checkProvince(u.attackerFrom, [...p, 'position', 'dislodged', j, 'attackerFrom']),
          );
          (ph.position.contested ?? []).forEach((c, j) => this.checkProvince(c, [...p, 'position', 'contested', j]));
          this.checkCentres(ph.position.supplyCenters, [...p, 'position', 'supplyCenters']);
          if (type !== 'retreat' && (ph.position.dislodged?.length || ph.position.contested?.length)) {
            this.report([...p, 'position'], `"dislodged" and "contested" belong to the position of a retreat phase, not ${type}`);
          }
        }
      } else if (ph.position) {
        this.report(
          [...p, 'position'],
          'only the first phase has a "position": later phases start from the engine\'s result of the phase before',
        );
      }

      this.checkOrders(ph, p, errataIds, type === 'retreat' ? dislodgedBefore : board);
      this.checkGameMaster(ph, p);
      this.checkExpect(ph, p, board);

      // The next phase starts from what this one expects.
      board = this.checkUnits(ph.expect.units, [...p, 'expect', 'units'], false);
      dislodgedBefore = (ph.expect.dislodged ?? []).flatMap((u) => this.unitOf(u.unit, u.power));
    });
  }

  // -- units and places --

  private unitOf(text: string, power: PowerId): BoardUnit[] {
    const [type, loc] = text.split(' ') as [UnitType, LocId];
    return [{ power, type, loc }];
  }

  /** Check one "A par" string; returns the unit when it is valid. */
  private checkUnitText(text: string, power: PowerId, p: Path, report = true): BoardUnit[] {
    const [type, loc] = text.split(' ') as [UnitType, LocId];
    const problem = this.locProblem(loc, type);
    if (problem) {
      if (report) this.reportInScalar(p, problem, 2);
      return [];
    }
    return [{ power, type, loc }];
  }

  /** Report at a character inside a scalar (after its opening quote, if any). */
  private reportInScalar(p: Path, message: string, charOffset: number): void {
    const start = this.scalarAt(p);
    if (start !== undefined) this.at(start + charOffset, message);
    else this.report(p, message);
  }

  private checkUnits(units: UnitsByPower, p: Path, report = true): BoardUnit[] {
    const out: BoardUnit[] = [];
    const byProvince = new Map<ProvinceId, { unit: BoardUnit; text: string }>();
    for (const [power, list] of Object.entries(units) as [PowerId, string[] | undefined][]) {
      if (report) this.checkPower(power, p, power);
      (list ?? []).forEach((text, j) => {
        const up: Path = [...p, power, j];
        const [u] = this.checkUnitText(text, power, up, report);
        if (!u) return;
        const prov = this.map.provinceOf(u.loc);
        const other = byProvince.get(prov);
        if (other) {
          if (report) {
            const same = other.unit.power === power && other.text === text;
            this.reportInScalar(
              up,
              same
                ? `the unit "${text}" of ${power} is listed twice`
                : `two units in ${prov}: "${other.text}" (${other.unit.power}) and "${text}" (${power}); a province holds one unit`,
              0,
            );
          }
          return;
        }
        byProvince.set(prov, { unit: u, text });
        out.push(u);
      });
    }
    return out;
  }

  /** Why a location is not valid for a unit of this type, or undefined when it is. */
  private locProblem(loc: LocId, type?: UnitType): string | undefined {
    const prov = loc.slice(0, 3);
    const province = this.map.province(prov);
    if (!province) return this.unknownProvince(prov);
    const coast = loc.length > 3 ? loc.slice(4) : undefined;
    if (coast !== undefined && !province.coasts.includes(coast as never)) {
      return province.coasts.length === 0
        ? `${prov} has no separate coasts: write "${prov}"`
        : `${prov} has no coast "${coast}" (its coasts: ${province.coasts.join(', ')})`;
    }
    if (type === undefined) return undefined;
    const allowed = this.map.locsOf(prov, type);
    if (allowed.includes(loc)) return undefined;
    if (allowed.length === 0) {
      return type === 'A' ? `an army cannot stand in ${prov}, a sea` : `a fleet cannot stand in ${prov}, an inland province`;
    }
    if (coast === undefined) return `a fleet in ${prov} must name its coast: ${allowed.join(' or ')}`;
    return `an army in ${prov} takes no coast: write "${prov}"`;
  }

  private unknownProvince(name: string): string {
    const r = this.map.lookup(name);
    if (r.ok) return `"${name}" is not a canonical id: write "${r.loc}"`;
    const c = r.candidates.slice(0, 3);
    return `unknown province "${name}"${c.length ? ` (did you mean ${c.map((x) => `"${x}"`).join(' or ')}?)` : ''}`;
  }

  private checkProvince(id: ProvinceId, p: Path): void {
    if (!this.map.province(id)) this.reportInScalar(p, this.unknownProvince(id), 0);
  }

  private checkLocs(locs: readonly LocId[] | undefined, p: Path): void {
    (locs ?? []).forEach((l, j) => {
      const problem = this.locProblem(l);
      if (problem) this.reportInScalar([...p, j], problem, 0);
    });
  }

  private checkCentres(sc: Record<PowerId, string[]> | undefined, p: Path): void {
    const seen = new Map<string, PowerId>();
    for (const [power, list] of Object.entries(sc ?? {}) as [PowerId, string[] | undefined][]) {
      this.checkPower(power, p, power);
      (list ?? []).forEach((id, j) => {
        const province = this.map.province(id);
        if (!province) this.reportInScalar([...p, power, j], this.unknownProvince(id), 0);
        else if (!province.supplyCenter) this.reportInScalar([...p, power, j], `${id} is not a supply centre`, 0);
        else if (seen.has(id)) this.reportInScalar([...p, power, j], `${id} is owned twice (${seen.get(id)} and ${power})`, 0);
        seen.set(id, power);
      });
    }
  }

  // -- geography --

  private checkGeography(g: NonNullable<Case['geography']>[number], i: number): void {
    const p: Path = ['geography', i];
    this.checkUnitText(g.unit, this.map.powers[0], [...p, 'unit']); // the power is irrelevant to geography
    this.checkLocs(g.reaches, [...p, 'reaches']);
    this.checkLocs(g.notReaches, [...p, 'notReaches']);
    if (g.exactly && !g.reaches) this.report(p, '"exactly: true" needs a "reaches" list');
    if (!g.reaches && !g.notReaches) this.report(p, 'a geography entry needs "reaches" or "notReaches"');
  }

  // -- orders --

  private checkOrders(ph: CasePhase, p: Path, errataIds: Set<number>, units: BoardUnit[]): void {
    const type = ph.phase.type;
    if (type === 'bidding') {
      if (ph.orders.length) this.report([...p, 'orders'], 'a bidding phase has no orders: its bids go in "bids"');
      return;
    }
    const ordered = new Map<ProvinceId, number>();
    // 001 §3.4.3: a power's orders of an earlier sheet than its last are superseded, and only those.
    const latest = new Map<PowerId, number>();
    for (const o of ph.orders) latest.set(o.power, Math.max(latest.get(o.power) ?? 1, o.version ?? 1));
    ph.orders.forEach((o, j) => {
      const op: Path = [...p, 'orders', j];
      const superseded = (o.version ?? 1) < latest.get(o.power)!;
      const results = [o.expect, ...Object.values(o.expectBy ?? {})];
      if (superseded !== results.every((r) => r === 'superseded')) {
        this.report(
          [...op, 'expect'],
          superseded
            ? `order "${o.read ?? o.printed}" is on version ${o.version ?? 1} of ${o.power}'s orders, which sent version ${latest.get(o.power)}: it expects "superseded" (001 §3.4.3)`
            : `order "${o.read ?? o.printed}" is on ${o.power}'s last sheet: it is ruled, so "superseded" is not its result`,
        );
      }
      const field = o.read !== undefined ? 'read' : 'printed';
      const text = o.read ?? o.printed;
      this.checkPower(o.power, [...op, 'power']);
      if (o.erratum !== undefined && !errataIds.has(o.erratum)) {
        this.report([...op, 'erratum'], `order "${text}" cites erratum ${o.erratum}, but no erratum has that id`);
      }
      const unitAt = (prov: ProvinceId) => units.find((u) => this.map.provinceOf(u.loc) === prov);
      // A case may list an impossible order on purpose (the DATC tests them: an unreadable coast, an
      // order for another power's unit, a support in a retreat phase). Saying so with `illegal` under
      // every preset turns the checks below from typo guards into expectations the engine must meet.
      const deliberate = o.expect === 'illegal' && Object.values(o.expectBy ?? {}).every((r) => r === 'illegal');
      const r = parseOrder(text, { phase: type, map: this.map, unitAt });
      if (!r.ok && deliberate) return;
      if (!r.ok) {
        const msg = r.error.message.replace(/\.$/, '');
        this.reportInScalar([...op, field], `cannot read the order "${text}": ${lowerFirst(msg)}`, r.error.span.start);
        return;
      }
      const { order, power: namedPower } = r.value;
      if (namedPower && namedPower !== o.power) {
        this.report([...op, 'power'], `order "${text}" names ${namedPower} but is listed under ${o.power}`);
      }
      if (!KINDS_BY_PHASE[type].includes(order.kind)) {
        if (deliberate) return;
        this.report(op, `order "${text}" is ${KIND_WORDS[order.kind]} order, which has no place in a ${type} phase`);
        return;
      }
      for (const [preset, result] of [['', o.expect], ...Object.entries(o.expectBy ?? {})] as [string, ResultKind][]) {
        if (!RESULTS_BY_KIND[order.kind].includes(result) && !(superseded && result === 'superseded')) {
          this.report(
            [...op, preset ? 'expectBy' : 'expect', ...(preset ? [preset] : [])],
            `order "${text}" is ${KIND_WORDS[order.kind]} order; "${result}" is not a result it can have (${RESULTS_BY_KIND[order.kind].join(', ')})`,
          );
        }
      }
      if (order.kind === 'waive' || order.kind === 'build') return;
      const prov = this.map.provinceOf(order.unit.loc);
      const earlier = superseded ? undefined : ordered.get(prov);
      if (earlier !== undefined) {
        if (deliberate) return;
        // DATC 6.J.2: a unit removed twice on purpose; the second removal never succeeds (4.D.5-4.D.6).
        const repeatedRemoval = order.kind === 'disband' && type === 'adjustment' && [o.expect, ...Object.values(o.expectBy ?? {})].every((x) => x === 'fails' || x === 'illegal');
        if (repeatedRemoval) return;
        this.report(op, `order "${text}" is a second order for the unit in ${prov} (see orders[${earlier}])`);
        return;
      }
      if (!superseded) ordered.set(prov, j);
      const unit = unitAt(prov);
      const where = type === 'retreat' ? 'among the dislodged units' : 'on the board';
      if (!unit) {
        if (deliberate) return;
        this.report(op, `order "${text}" is for a unit in ${prov}, but there is no unit there ${where}`);
        return;
      }
      if (unit.power !== o.power) {
        if (deliberate) return;
        this.report(op, `order "${text}" is listed under ${o.power}, but the unit in ${prov} belongs to ${unit.power}`);
      } else if (order.unit.type && order.unit.type !== unit.type) {
        this.report(op, `order "${text}" names ${TYPE_WORDS[order.unit.type]}, but the unit in ${prov} is ${TYPE_WORDS[unit.type]}`);
      }
    });
  }

  /** The game master's fields (001, chapter 3): powers, units and places of the board; the engine checks the rest. */
  private checkGameMaster(ph: CasePhase, p: Path): void {
    (ph.nmr ?? []).forEach((power, j) => this.checkPower(power, [...p, 'nmr', j]));
    const c = ph.conditional;
    (c?.retreats ?? []).forEach((r, j) => {
      const rp: Path = [...p, 'conditional', 'retreats', j];
      this.checkPower(r.power, [...rp, 'power']);
      this.checkUnitText(r.unit, r.power, [...rp, 'unit']);
      this.checkLocs(r.to, [...rp, 'to']);
    });
    for (const kind of ['builds', 'removals'] as const) if (c?.[kind]) this.checkUnits(c[kind], [...p, 'conditional', kind]);
    const end = ph.endOfGame;
    if (end && 'votes' in end) for (const power of Object.keys(end.votes)) this.checkPower(power, [...p, 'endOfGame', 'votes'], power);
  }

  private checkExpect(ph: CasePhase, p: Path, before: BoardUnit[]): void {
    const ep: Path = [...p, 'expect'];
    const check = (e: Partial<CasePhase['expect']>, ip: Path): void => {
      if (e.units) this.checkUnits(e.units, [...ip, 'units']);
      (e.dislodged ?? []).forEach((u, j) => {
        const up: Path = [...ip, 'dislodged', j];
        this.checkPower(u.power, [...up, 'power']);
        const [unit] = this.checkUnitText(u.unit, u.power, [...up, 'unit']);
        this.checkProvince(u.attackerFrom, [...up, 'attackerFrom']);
        this.checkLocs(u.retreats, [...up, 'retreats']);
        if (unit && ph.phase.type === 'movement') {
          const was = before.find((b) => b.loc === unit.loc && b.type === unit.type && b.power === unit.power);
          if (!was) this.report(up, `the dislodged unit "${u.unit}" of ${u.power} is not in the position before the phase`);
        }
      });
      (e.contested ?? []).forEach((c, j) => this.checkProvince(c, [...ip, 'contested', j]));
      this.checkCentres(e.supplyCenters, [...ip, 'supplyCenters']);
      if (e.winner !== undefined && e.winner !== 'none' && !this.isPlayer(e.winner)) this.checkPower(e.winner, [...ip, 'winner']);
      (e.nmr ?? []).forEach((power, j) => this.checkPower(power, [...ip, 'nmr', j]));
      (e.adjustments ?? []).forEach((a, j) => {
        this.checkPower(a.power, [...ip, 'adjustments', j, 'power']);
        this.checkUnitText(a.unit, a.power, [...ip, 'adjustments', j, 'unit']);
      });
    };
    check(ph.expect, ep);
    for (const [preset, e] of Object.entries(ph.expect.expectBy ?? {})) if (e) check(e, [...ep, 'expectBy', preset]);
  }
}

function lowerFirst(s: string): string {
  return s.length > 1 && /[A-Z][a-z]/.test(s.slice(0, 2)) ? s[0].toLowerCase() + s.slice(1) : s;
}
