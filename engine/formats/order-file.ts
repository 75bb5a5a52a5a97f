// Plain order files, as a person writes them by hand:
//
//   Spring 1901                      (phase: season + year, optionally "retreats"/"adjustments")
//   ruleset: rulebook-2000           (optional)
//   variant: ancient-mediterranean   (optional: the game and its board; standard by default)
//   England:                         (a power heading; "Angleterre :" works too)
//     F Lon - Nth
//     A Lvp - Yor
//   France: A Par - Bur              (power and order on one line)
//   England owns: lon edi lvp nwy    (supply centres, needed for adjustments)
//   England has: F lon, A yor        (units without an order, e.g. for adjustments)
//   Germany dislodged: A mun from boh   (retreat phases: "Spring 1901 retreats"; "by convoy" after
//   standoffs: bur, sil                  the province when the attack was convoyed)
//   coin: entente                    (the games of #15: the 1914 coin toss's winner,
//   control: italy neutral, austria bob  who orders a power — a player, or left-out, neutral or
//   closed: apu nap pie rom tus ven       anarchy — and the closed provinces; each is derived from
//                                         the variant when absent, as in the protocol)
//   option: italyClosed=wholeGame    (readings of a variant's rules, engine/protocol/variant-options.ts)
//
// Intimate Diplomacy's own lines (home, preferences, credits, bids, stalemate) are read by
// ./intimate-file.ts; formatOrderFile writes them too, so that any phase round-trips.
//
// The units are the ones listed with "has:" plus the ones the orders name. Problems are reported as
// file:line:col with a plain sentence.

import type { GameMap, PowerId, UnitType } from '../map/types.js';
import type { ParseError } from '../orders/ast.js';
import { parseOrder, powerNamed } from '../orders/index.js';
import { boardOf, loadedRules, resolveVariant, variantEntry } from '../adjudicate/variant-rules.js';
import { VARIANT_OPTION_CHOICES } from '../protocol/variant-option-choices.js';
import type { DislodgedJson, PhaseInput, PowerControl, Season, PhaseKind } from '../protocol/types.js';
import { suggest } from '../util/suggest.js';
import { OPTION_GAMES } from '../protocol/variant-options.js';
import { gameMasterLines, mayHoldGameMasterLines, noGameMasterLines } from './game-master-door.js';
import type { FileProblem } from './file-problem.js';
import { byLang, fileProblem, powersArgs } from './order-file-messages.js';
import { listArg, placeArg, powerArg } from '../language/index.js';
import { colon, FILE_WORDS, filePlace, powerName, type FileLang } from './file-words.js';
import { gameMaster, usesGameMaster } from '../adjudicate/game-master/door.js';

export type { FileProblem } from './file-problem.js';

/** A problem of an order the reader refused, at its place in the file, keeping the reader's fact. */
function orderProblem(line: number, column: number, error: ParseError): FileProblem {
  const problem = { line, column, fact: error.fact } as FileProblem;
  Object.defineProperty(problem, 'message', { enumerable: true, get: () => error.message });
  return problem;
}

const SEASON_WORDS: Record<string, Season> = {
  spring: 'spring', printemps: 'spring', fall: 'fall', autumn: 'fall', automne: 'fall', winter: 'winter', hiver: 'winter',
};

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

export interface OrderFileOptions {
  /**
   * Keep orders the notation cannot read: the engine rules them void (a real game does the same
   * with an unreadable order), and their problems come back as `unreadable` instead of blocking.
   */
  keepUnreadable?: boolean;
  /**
   * The variant the phase is played in (`casebook adjudicate --variant`); `map` must be its board.
   * A `variant:` line in the file says the same or is an error.
   */
  variant?: string;
}

/** The words that may follow the year, by the phase they name (none: the moves; winter: the adjustments). */
const PHASE_WORDS: Readonly<Record<Exclude<PhaseKind, 'bidding'>, readonly string[]>> = {
  movement: ['movement', 'movements', 'moves', 'mouvement', 'mouvements'],
  retreat: ['retreat', 'retreats', 'retraite', 'retraites'],
  adjustment: ['adjustment', 'adjustments', 'build', 'builds', 'ajustement', 'ajustements', 'constructions'],
};
/** Intimate Diplomacy's bidding phase (./intimate-file.ts reads it): anywhere else, a mistake to name. */
const BIDDING_WORDS = ['bidding', 'bids', 'encheres'];
const REPORT_MARK = /\s*—\s*(report|compte rendu)$/i;
const SEASON_LINE = /^(\s*)(spring|printemps|fall|autumn|automne|winter|hiver)(?=\s|$)(\s*)(\S*)(\s*)(.*?)\s*$/i;

/**
 * A phase line ("Spring 1901", "Fall 1901 retreats", "Hiver 1901"), or undefined for another
 * line. Every word of it is read: a year that is not a number standing alone ("Spring 19012") and
 * a word that names no phase ("adjusments") are refused at their column, never skipped.
 */
function readPhaseLine(content: string, line: number): { season: Season; year: number; type: PhaseKind } | { problem: FileProblem } | undefined {
  const m = SEASON_LINE.exec(content);
  if (!m) return undefined;
  const [, indent, seasonWord, , yearWord, , written] = m;
  // A postal report's heading is its phase line: "Spring 1901 — report", "Automne 1901 — compte rendu" (postal-report.ts).
  const rest = written.replace(REPORT_MARK, '');
  const season = SEASON_WORDS[seasonWord.toLowerCase()];
  const yearColumn = indent.length + seasonWord.length + m[3].length + 1;
  if (!/^\d{1,4}$/.test(yearWord) || Number(yearWord) < 1) {
    return { problem: fileProblem(line, yearColumn, 'file-year', { missing: yearWord ? 'no' : 'yes', year: yearWord, season: seasonWord }) };
  }
  const year = Number(yearWord);
  const column = yearColumn + yearWord.length + m[5].length;
  if (!rest) return { season, year, type: season === 'winter' ? 'adjustment' : 'movement' };
  const word = fold(rest);
  const type = (Object.keys(PHASE_WORDS) as (keyof typeof PHASE_WORDS)[]).find((t) => PHASE_WORDS[t].includes(word));
  if (BIDDING_WORDS.includes(word)) return { problem: fileProblem(line, column, 'file-bidding-phase') };
  if (type === undefined) {
    const near = suggest(word, Object.values(PHASE_WORDS).flat());
    return { problem: fileProblem(line, column, 'file-not-a-phase', { word: rest, near: near ?? 'none' }) };
  }
  if (season === 'winter' && type !== 'adjustment') return { problem: fileProblem(line, column, 'file-winter-phase', { season: seasonWord, kind: type }) };
  return { season, year, type };
}

// The whole rest of the line is the name: "variant: six players" is an unknown variant, not a power heading.
const VARIANT_LINE = /^\s*variant\s*:[ \t]*([^#\r\n]*?)[ \t]*(?:#.*)?$/im;

/** The variant a file names on a `variant:` line, if any: the caller picks the board from it. */
export function orderFileVariant(text: string): string | undefined {
  return VARIANT_LINE.exec(text)?.[1];
}

/** The `variant:` line's name with its place (1-based line, and the column of the name), if any. */
export function orderFileVariantAt(text: string): { name: string; line: number; column: number } | undefined {
  const m = VARIANT_LINE.exec(text);
  if (!m) return undefined;
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
  const colon = m[0].indexOf(':');
  const name = m[1];
  return { name, line, column: (name ? m[0].indexOf(name, colon) : colon + 1) + 1 };
}

export function parseOrderFile(
  map: GameMap,
  text: string,
  options: OrderFileOptions = {},
): { input?: PhaseInput; problems: FileProblem[]; unreadable: FileProblem[] } {
  const problems: FileProblem[] = [];
  const unreadable: FileProblem[] = [];
  let season: Season | undefined;
  let year = 0;
  let type = 'movement' as PhaseKind;
  let ruleset: string | undefined;
  let variant = options.variant;
  let power: PowerId | undefined;
  const orders: { power: PowerId; text: string; line: number; column: number }[] = [];
  const supplyCenters: Record<PowerId, string[]> = {};
  const ownerOf = new Map<string, PowerId>();
  const listed: { power: PowerId; type: UnitType; loc: string; line: number; column: number }[] = [];
  const dislodged: DislodgedJson[] = [];
  const contested: string[] = [];
  let retreatLine = 0;
  /** The line of the phase line, read or refused. */
  let phaseLine = 0;
  const game: GameFields = {};
  /** Where each game line was written: they are checked against the variant once it is known. */
  const gameLines: Partial<Record<keyof GameFields, { line: number; column: number }>> = {};

  // The game master's lines (sheets, conditional orders, NMR, the end of the game): ./game-master-lines.ts, behind its door.
  const gm = mayHoldGameMasterLines(text) ? gameMasterLines().readGameMasterLines(map, text) : noGameMasterLines(text);
  problems.push(...gm.problems);
  gm.rest.split(/\r?\n/).forEach((raw, k) => {
    const line = k + 1;
    const content = raw.replace(/#.*$/, '');
    if (!content.trim()) return;
    const indent = content.length - content.trimStart().length;
    const folded = fold(content);

    const phase = readPhaseLine(content, line);
    if (phase) {
      phaseLine = line;
      if ('problem' in phase) return void problems.push(phase.problem);
      ({ season, year, type } = phase);
      if (type === 'retreat') retreatLine = line;
      return;
    }
    const rs = /^ruleset\s*:\s*(\S+)$/.exec(folded);
    if (rs) {
      ruleset = rs[1];
      return;
    }
    if (/^variant\s*:/.test(folded)) {
      const named = content.trim().slice(content.trim().indexOf(':') + 1).trim();
      const resolved = resolveVariant(named);
      if ('error' in resolved) return void problems.push(fileProblem(line, indent + 1, 'file-variant-refused', { why: resolved.fact }));
      if (options.variant !== undefined && options.variant !== named) {
        return void problems.push(fileProblem(line, indent + 1, 'file-variant-conflict', { named, asked: options.variant }));
      }
      if (resolved.map !== (map as GameMap<string>)) return void problems.push(fileProblem(line, indent + 1, 'file-variant-board', { named }));
      variant = named;
      return;
    }
    const gameLine = /^(coin|piece|control|controle|closed|fermees?|provinces fermees|options?)\s*:/.exec(folded);
    if (gameLine) {
      const word = gameLine[1];
      const field = word === 'coin' || word === 'piece' ? 'coin' : word.startsWith('contr') ? 'control' : word.startsWith('option') ? 'variantOptions' : 'closedProvinces';
      readGameLine(map, field, content, line, game, problems);
      gameLines[field] = { line, column: indent + 1 };
      return;
    }
    const owns = /^([a-z-]+)\s+(owns|controle|possede)\s*:\s*(.*)$/.exec(folded);
    if (owns) {
      const p = powerNamed(owns[1], map);
      if (!p) return void problems.push(fileProblem(line, indent + 1, 'file-unknown-power', { word: owns[1], ...powersArgs(map) }, map));
      // Positions come from the line as written: folding accents changes its length.
      const listStart = content.indexOf(':') + 1;
      for (const token of content.slice(listStart).matchAll(/[^\s,]+/g)) {
        const name = fold(token[0]);
        const column = listStart + token.index + 1;
        const found = map.lookup(name);
        if (!found.ok) {
          problems.push(fileProblem(line, column, 'file-unknown-centre', { word: token[0] }));
          continue;
        }
        const centre = map.provinceOf(found.loc);
        const owner = ownerOf.get(centre);
        if (owner && owner !== p) problems.push(fileProblem(line, column, 'file-centre-owned', { centre: placeArg(centre), owner: powerArg(owner), ownerId: owner }, map));
        else if (!owner) {
          ownerOf.set(centre, p);
          (supplyCenters[p] ??= []).push(centre);
        }
      }
      return;
    }
    const standoffs = /^(standoffs?|contested|statu quo)\s*:/.exec(folded);
    if (standoffs) {
      const listStart = content.indexOf(':') + 1;
      for (const token of content.slice(listStart).matchAll(/[^\s,]+/g)) {
        const found = map.lookup(fold(token[0]));
        if (found.ok) contested.push(map.provinceOf(found.loc));
        else problems.push(fileProblem(line, listStart + token.index + 1, 'file-unknown-province', { word: token[0] }));
      }
      return;
    }
    const out = /^([a-z-]+)\s+(dislodged|deloges?|delogees?)\s*:/.exec(folded);
    const outPower = out ? powerNamed(out[1], map) : undefined;
    if (out) {
      if (!outPower) return void problems.push(fileProblem(line, indent + 1, 'file-unknown-power', { word: out[1], ...powersArgs(map) }, map));
      const listStart = content.indexOf(':') + 1;
      for (const spec of content.slice(listStart).matchAll(/[^,]+/g)) {
        const column = listStart + spec.index + 1 + (spec[0].length - spec[0].trimStart().length);
        const m = /^([AF])\s+(\S+)\s+(?:from|depuis)\s+(\S+)(\s+(?:by|par)\s+convo[yi])?$/i.exec(spec[0].trim());
        const unit = m ? map.lookup(fold(m[2])) : undefined;
        const from = m ? map.lookup(fold(m[3])) : undefined;
        if (!m || !unit?.ok || !from?.ok) {
          problems.push(fileProblem(line, column, 'file-not-dislodged-unit', { item: spec[0].trim() }));
          continue;
        }
        const t = m[1].toUpperCase() as UnitType;
        dislodged.push({ power: outPower, type: t, loc: t === 'A' ? map.provinceOf(unit.loc) : unit.loc, attackerFrom: map.provinceOf(from.loc), ...(m[4] ? { viaConvoy: true } : {}) });
      }
      return;
    }
    const has = /^([a-z-]+)\s+(has|a)\s*:\s*(.*)$/.exec(folded);
    const hasPower = has ? powerNamed(has[1], map) : undefined;
    if (hasPower) {
      const p = hasPower;
      for (const spec of content.slice(content.indexOf(':') + 1).split(',').map((x) => x.trim()).filter(Boolean)) {
        const m = /^([AF])\s+(.+)$/i.exec(spec);
        const found = m ? map.lookup(m[2]) : undefined;
        if (!m || !found?.ok) {
          problems.push(fileProblem(line, content.indexOf(spec) + 1, 'file-not-a-unit-here', { item: spec, examples: unitExamples(map) }, map));
          continue;
        }
        listed.push({ power: p, type: m[1].toUpperCase() as UnitType, loc: found.loc, line, column: content.indexOf(spec) + 1 });
      }
      return;
    }
    const heading = /^([a-z-]+)\s*:\s*(.*)$/.exec(folded);
    let orderText = content.trim();
    let column = indent + 1;
    if (heading && powerNamed(heading[1], map)) {
      power = powerNamed(heading[1], map);
      const colon = content.indexOf(':');
      orderText = content.slice(colon + 1).trim();
      column = colon + 2 + (content.slice(colon + 1).length - content.slice(colon + 1).trimStart().length);
      if (!orderText) return;
    } else if (heading && !/^[af]\s/.test(folded) && folded.indexOf(':') < 12 && !/[=:-]/.test(folded.slice(0, folded.indexOf(':')))) {
      return void problems.push(fileProblem(line, indent + 1, 'file-not-a-power', { word: heading[1], ...powersArgs(map) }, map));
    }
    if (!power) return void problems.push(fileProblem(line, column, 'file-order-before-heading'));
    orders.push({ power, text: orderText, line, column });
  });

  if (!phaseLine) problems.push(fileProblem(1, 1, 'file-no-phase-line'));
  problems.push(...gameLineProblems(variant, game, gameLines));

  // The units are those the orders name.
  const units: PhaseInput['units'] = [];
  const seen = new Set<string>();
  for (const u of listed) {
    const p = map.provinceOf(u.loc);
    if (seen.has(p)) problems.push(fileProblem(u.line, u.column, 'file-two-units', { place: placeArg(p) }, map));
    seen.add(p);
    units.push({ power: u.power, type: u.type, loc: u.type === 'A' ? p : u.loc });
  }
  const phaseType = type === 'bidding' ? undefined : type;
  for (const o of orders) {
    const parsed = parseOrder(o.text, { phase: phaseType, map });
    if (!parsed.ok) {
      (options.keepUnreadable || gm.unreadableOnPurpose.has(o.line) ? unreadable : problems).push(orderProblem(o.line, o.column + parsed.error.span.start, parsed.error));
      continue;
    }
    const order = parsed.value.order;
    // Builds name new units; retreat orders name the dislodged units, listed on their own lines;
    // a removal names a unit that must be on the board already ("has:"), or it is void.
    if (order.kind === 'waive' || order.kind === 'build' || phaseType === 'retreat' || (order.kind === 'disband' && phaseType === 'adjustment')) continue;
    const loc = order.unit.loc;
    const province = map.province(map.provinceOf(loc))!;
    if (seen.has(province.id)) continue; // listed, or a second order for one unit: the engine reports it
    const unitType: UnitType | undefined = order.unit.type ?? (province.terrain === 'sea' ? 'F' : province.terrain === 'inland' ? 'A' : undefined);
    if (!unitType) {
      problems.push(fileProblem(o.line, o.column, 'file-unit-type', { name: province.name.en, place: placeArg(province.id) }, map));
      continue;
    }
    if (unitType === 'F' && province.coasts.length > 0 && !loc.includes('/')) {
      const coasts = province.coasts.map((c) => `${province.id}/${c}`);
      problems.push(fileProblem(o.line, o.column, 'file-fleet-coast', { name: province.name.en, place: placeArg(province.id), coastIds: coasts.join(' or '), coasts: listArg(coasts.map(placeArg), 'or') }, map));
      continue;
    }
    seen.add(province.id);
    units.push({ power: o.power, type: unitType, loc: unitType === 'A' ? province.id : loc });
  }
  // Units the game master's lines name (a unit with a retreat list only, an NMR power's units).
  for (const u of gm.units) {
    if (seen.has(map.provinceOf(u.loc))) continue;
    seen.add(map.provinceOf(u.loc));
    units.push(u);
  }
  // Reported in reading order, whatever pass found them.
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  if (problems.length || !season) return { problems, unreadable };
  const input: PhaseInput = {
    ...(ruleset ? { ruleset } : {}),
    ...(variant !== undefined ? { variant } : {}),
    phase: { season, year, type },
    units,
    orders: orders.map((o) => ({ power: o.power, text: o.text, ...(gm.versionAt(o.line) > 1 ? { version: gm.versionAt(o.line) } : {}) })),
    ...(type === 'retreat' ? { dislodged, contested } : {}),
    ...(Object.keys(supplyCenters).length ? { supplyCenters } : {}),
    ...game,
    ...gm.fields,
  };
  // What the engine would refuse in these fields, at the line that wrote it rather than as a field
  // path: a refusal of the game master's chapter in the file's language, a problem of the JSON's
  // shape (which the reader's own lines cannot write) as the engine's English sentence.
  const refused = usesGameMaster(input) ? gameMaster().gameMasterRefusals(map, input as unknown as Record<string, unknown>) : [];
  const placeOf = (path: string) => {
    const order = /^orders\[(\d+)\]/.exec(path);
    return order ? { line: orders[Number(order[1])].line, column: orders[Number(order[1])].column } : gm.placeOf(path.replace(/^"|"$/g, ''));
  };
  for (const refusal of refused) {
    if (typeof refusal === 'string') {
      const at = placeOf(/^([a-zA-Z]+(?:\.[a-zA-Z]+|\[\d+\])*)/.exec(refusal)?.[1] ?? '');
      problems.push(fileProblem(at?.line ?? 1, at?.column ?? 1, 'file-refused', { why: at ? refusal.replace(/^[^:]*:\s*/, '') : refusal }));
      continue;
    }
    // Every field the reader writes has its place (gm.placeOf falls back on the field's block).
    const at = placeOf(refusal.path);
    problems.push(fileProblem(at?.line ?? 1, at?.column ?? 1, refusal.fact.id, { ...refusal.fact.args }));
  }
  if (type === 'retreat' && dislodged.length === 0) {
    problems.push(fileProblem(retreatLine, 1, 'file-retreat-needs-dislodged'));
  }
  if (type === 'adjustment' && !input.supplyCenters) {
    problems.push(fileProblem(1, 1, 'file-adjustment-needs-centres'));
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { input: problems.length ? undefined : input, problems, unreadable };
}

/** Two of the board's starting units as written in a "has:" line: "A par" or "F stp/sc" on the standard board ("A Par", "F StP/cs" in French). */
const unitExamples = (map: GameMap) =>
  listArg(
    [map.startingUnits.find((u) => u.type === 'A'), map.startingUnits.find((u) => u.type === 'F' && u.loc.includes('/')) ?? map.startingUnits.find((u) => u.type === 'F')]
      .filter((u) => u !== undefined)
      .map((u) => byLang(`"${u.type} ${u.loc}"`, `« ${u.type} ${filePlace(map, u.loc, 'fr')} »`)),
    'or',
  );

type GameFields = Pick<PhaseInput, 'coin' | 'control' | 'closedProvinces' | 'variantOptions'>;
const DORMANT: readonly string[] = ['left-out', 'neutral', 'anarchy'] satisfies (PowerControl & { dormant: unknown })['dormant'][];
const PLAYER_ID = /^[a-z][a-z0-9_-]*$/i;

/** A "coin:", "control:" or "closed:" line into `game`, each item placed at its column. */
function readGameLine(map: GameMap, field: keyof GameFields, content: string, line: number, game: GameFields, problems: FileProblem[]): void {
  const listStart = content.indexOf(':') + 1;
  const items = [...content.slice(listStart).matchAll(/[^,]+/g)]
    .map((m) => ({ text: m[0].trim(), column: listStart + m.index + 1 + (m[0].length - m[0].trimStart().length) }))
    .filter((x) => x.text);
  if (field === 'coin') {
    const winner = items[0]?.text ?? '';
    if (items.length === 1 && PLAYER_ID.test(winner)) game.coin = { winner };
    else problems.push(fileProblem(line, items[0]?.column ?? listStart + 1, 'file-coin'));
    return;
  }
  if (field === 'variantOptions') {
    const options: Record<string, string> = (game.variantOptions ??= {});
    for (const it of items) {
      const [key, value] = it.text.split('=').map((x) => x.trim());
      const choices = (VARIANT_OPTION_CHOICES as Record<string, readonly string[]>)[key];
      if (value === undefined || !Object.hasOwn(VARIANT_OPTION_CHOICES, key)) {
        problems.push(fileProblem(line, it.column, 'file-option-not-reading', { item: it.text, keys: Object.keys(VARIANT_OPTION_CHOICES).join(', ') }));
      } else if (!choices.includes(value)) {
        problems.push(fileProblem(line, it.column + it.text.indexOf('=') + 1, 'file-option-value', { key, value, choicesEn: choices.join(' or '), choices: listArg([...choices], 'or') }));
      } else options[key] = value;
    }
    return;
  }
  if (field === 'closedProvinces') {
    const closed: string[] = (game.closedProvinces ??= []);
    for (const token of content.slice(listStart).matchAll(/[^\s,]+/g)) {
      const found = map.lookup(fold(token[0]));
      if (found.ok) closed.push(map.provinceOf(found.loc));
      else problems.push(fileProblem(line, listStart + token.index + 1, 'file-closed-unknown', { word: token[0] }));
    }
    return;
  }
  const control: Record<PowerId, PowerControl> = (game.control ??= {});
  for (const it of items) {
    const m = /^(\S+)\s+(\S+)$/.exec(it.text);
    const power = m ? powerNamed(m[1], map) : undefined;
    if (!m) problems.push(fileProblem(line, it.column, 'file-control-form', { item: it.text }));
    else if (!power) problems.push(fileProblem(line, it.column, 'file-control-unknown-power', { word: m[1], ...powersArgs(map) }, map));
    else if (DORMANT.includes(m[2].toLowerCase())) control[power] = { dormant: m[2].toLowerCase() as 'left-out' };
    else if (PLAYER_ID.test(m[2])) control[power] = { player: m[2] };
    else problems.push(fileProblem(line, it.column + it.text.indexOf(m[2], m[1].length), 'file-control-player', { word: m[2] }));
  }
}

/** Does a variant read any variant option (the games of #15, and the Ancient Mediterranean as printed)? */
const readsOptions = (variant: string): boolean => Object.values(OPTION_GAMES).some((games) => games.includes(variant));

/** The game lines belong to a game for fewer players: elsewhere they would be silently ignored. */
function gameLineProblems(variant: string | undefined, game: GameFields, at: Partial<Record<keyof GameFields, { line: number; column: number }>>): FileProblem[] {
  const problems: FileProblem[] = [];
  // The games that read these lines (their catalogue entries say so), with their players (their plug-ins).
  const known = variant !== undefined && variantEntry(variant)?.gameFields ? loadedRules(variant) : undefined;
  for (const field of Object.keys(at) as (keyof GameFields)[]) {
    const where = at[field]!;
    const name = field === 'closedProvinces' ? 'closed' : field === 'variantOptions' ? 'option' : field;
    // The other board's readings (seed 004 as printed) are options too.
    if (field === 'variantOptions' && variant !== undefined && !known && readsOptions(variant)) continue;
    // Civil disorder in the standard game (000 "TROUBLES CIVILS"): a power in anarchy that nobody orders.
    if (field === 'control' && !known && (variant === undefined || variant === 'standard') && Object.values(game.control ?? {}).every((c) => 'dormant' in c && c.dormant === 'anarchy')) continue;
    if (!known) problems.push(fileProblem(where.line, where.column, 'file-game-line-unused', { line: name, variant: variant ?? 'standard' }));
  }
  const players = known?.players ?? [];
  if (known && game.coin && at.coin && players.length && !players.includes(game.coin.winner)) {
    problems.push(fileProblem(at.coin.line, at.coin.column, 'file-coin-not-player', { winner: game.coin.winner, game: known.id, playersEn: players.join(' or '), players: listArg([...players], 'or') }));
  }
  return problems;
}

const TITLE = (p: string) => p[0].toUpperCase() + p.slice(1);

/**
 * A phase as an order file that parseOrderFile reads back to the same phase: every unit on a
 * "has:" line (so units without orders keep their place), the orders under power headings in
 * their own order (a heading again whenever the power changes), centres, and for a retreat phase
 * the dislodged units and the standoffs. The ruleset is left to the reader. In French (`lang`)
 * the phase line, the power headings, the "a :", "possède :", "délogée :" and "statu quo :" lines
 * and the places (the 2000 book's abbreviations) are French; the orders stay as written.
 */
export function formatOrderFile(input: PhaseInput, map: GameMap = boardOf(input), lang: FileLang = 'en'): string {
  const { season, year, type } = input.phase;
  const W = FILE_WORDS;
  const kind = type === 'retreat' ? W.retreatsPhase : type === 'bidding' ? W.biddingPhase : type === 'adjustment' && season !== 'winter' ? W.adjustmentsPhase : undefined;
  const lines = [`${W.seasons[season][lang]} ${year}${kind ? ` ${kind[lang]}` : ''}`];
  const c = colon(lang);
  const title = (power: PowerId) => (lang === 'en' ? TITLE(power) : powerName(map, power, lang));
  const at = (loc: string) => filePlace(map, loc, lang);
  if (input.variant !== undefined) lines.push(`variant: ${input.variant}`);
  lines.push(...gameLines(input), ...(usesGameMaster(input) ? gameMasterLines().gameMasterPhaseLines(input) : []));
  for (const power of map.powers) {
    const units = input.units.filter((u) => u.power === power);
    if (units.length) lines.push(`${title(power)} ${W.has[lang]}${c}${units.map((u) => `${u.type} ${at(u.loc)}`).join(', ')}`);
  }
  for (const power of map.powers) {
    const centres = input.supplyCenters?.[power];
    if (centres?.length) lines.push(`${title(power)} ${W.owns[lang]}${c}${centres.map(at).join(' ')}`);
  }
  if (type === 'retreat') {
    for (const power of map.powers) {
      const out = (input.dislodged ?? []).filter((d) => d.power === power);
      if (out.length) lines.push(`${title(power)} ${W.dislodged[lang]}${c}${out.map((d) => `${d.type} ${at(d.loc)} ${W.from[lang]} ${at(d.attackerFrom)}${d.viaConvoy ? ` ${W.byConvoy[lang]}` : ''}`).join(', ')}`);
    }
    if (input.contested?.length) lines.push(`${W.standoffs[lang]}${c}${input.contested.map(at).join(', ')}`);
  }
  if (input.variant === 'intimate') lines.push(...intimateLines(input));
  let heading: string | undefined;
  for (const o of input.orders) {
    // A later order sheet (001 §3.4.3) has a heading of its own.
    const sheet = `${title(o.power)}${(o.version ?? 1) > 1 ? `, version ${o.version}` : ''}${c.trimEnd()}`;
    if (sheet !== heading) lines.push(sheet);
    heading = sheet;
    lines.push(`  ${o.text.replace(/[\r\n#]/g, ' ')}`);
  }
  // Conditional retreats, builds and removals (001 §3.4.2), under each power's heading.
  for (const power of input.conditional ? map.powers : []) {
    const listed = gameMasterLines().conditionalLines(input, power);
    if (listed.length) lines.push(`${title(power)}${c.trimEnd()}`, ...listed.map((l) => `  ${l}`));
  }
  return lines.join('\n') + '\n';
}

/** The games' explicit fields as order-file lines ("coin:", "control:", "closed:"). */
function gameLines(input: PhaseInput): string[] {
  const lines: string[] = [];
  if (input.coin) lines.push(`coin: ${input.coin.winner}`);
  // Intimate Diplomacy's control is written with its own lines (./intimate-file.ts reads it).
  const control = Object.entries(input.control ?? {});
  if (control.length) lines.push(`control: ${control.map(([p, c]) => `${p} ${'player' in c ? c.player : c.dormant}`).join(', ')}`);
  if (input.closedProvinces?.length) lines.push(`closed: ${input.closedProvinces.join(' ')}`);
  const options = Object.entries(input.variantOptions ?? {});
  if (options.length) lines.push(`option: ${options.map(([k, v]) => `${k}=${v}`).join(', ')}`);
  return lines;
}

/** Intimate Diplomacy's own fields, in the lines ./intimate-file.ts reads. */
function intimateLines(input: PhaseInput): string[] {
  const pairs = (r: Record<string, string | number>) => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(', ');
  const lines: string[] = [];
  if (input.home) lines.push(`home: ${pairs(input.home)}`);
  for (const [player, list] of Object.entries(input.preferences ?? {})) lines.push(`preferences ${player}: ${list.join(' ')}`);
  if (input.credits) lines.push(`credits: ${pairs(input.credits)}`);
  for (const [player, bids] of Object.entries(input.bids ?? {})) lines.push(`${player} bids: ${pairs(bids as Record<string, number>)}`);
  if (input.declareStalemate) lines.push('stalemate');
  if (input.playOn) lines.push('play on');
  return lines;
}
