// The game master's lines of an order file (001, chapter 3; the end of the game), read before the
// ordinary reader sees the file: each line it takes is blanked, or turned into a plain power
// heading, so that every other line keeps its number. In English or in the French book's words:
//
//   England, version 2:                   (a later full order sheet, 001 §3.4.3: replaces version 1;
//   Angleterre (2e version) :              "deuxième version", "version 2", "2nd version" too)
//   if dislodged: A Vie - Bud, Tri, Gal   (001 §3.4.2: where a unit retreats if it is dislodged,
//   si délogée : A VIE - BUD, TRI, disband  best first; a last "disband" says what to do if none is open)
//   A VIE fait retraite à BUD, TRI, GAL   (the book's own form, in a movement phase; "retreats to" too)
//   builds: F Bre, A Par, A Mar           (001 §3.4.2: builds best first, as many as due and possible;
//   construire F BRE, A PAR, A MAR         the book's form in a movement phase)
//   removals: F(Hol), A Mun               (removals best first, each unit where it stands when written;
//   retirer F(HOL)                         the book's form in a movement phase)
//   NMR: italy, turkey                    (001 §3.5.4: no orders received; "ONR" in French)
//   time limit                            (000 "OBJECTIF", 001 §2.3: the game stops with this phase)
//   proposal: draw                        (001 §3.8: a proposal to end the game: "draw", or
//   proposal: concession to russia         "concession to <power>"; French "nullité", "concession à")
//   votes: russia for, france against, england abstains   (French: pour, contre, abstention)
//   abstentions: for                      (how the game master counts an abstention; against by default)
//
// A postal report (./postal-report.ts) is an order file too: a power may be marked "NMR" (its units
// listed as units), and an order may end with the report's comments (a) (d-XXX) (i) (o) (u) (v): (o)
// is a unit without an order, (u) an order kept for the engine to rule void, and the others are
// results, which re-ruling the report finds again (readPostalReport reads them all).

import type { GameMap, LocId, PowerId, UnitType } from '../map/types.js';
import { parseOrder, powerNamed } from '../orders/index.js';
import type { ConditionalOrdersJson, ConditionalRetreatJson, EndOfGameJson, PhaseInput, UnitJson, VoteChoice } from '../protocol/types.js';
import type { FileProblem } from './file-problem.js';
import { fileProblem, powersArgs } from './order-file-messages.js';
import type { ParseError } from '../orders/ast.js';
import { powerArg, type Arg } from '../language/index.js';
import { fold, phaseKindOf } from './game-master-marks.js';

export interface GameMasterLines {
  /** The file with these lines blanked (or reduced to their power heading), for the order-file reader. */
  rest: string;
  fields: Pick<PhaseInput, 'conditional' | 'nmr' | 'endOfGame'>;
  /** The sheet version of each line of orders (1 when absent from the map). */
  versionAt: (line: number) => number;
  /** Units the lines name that must stand on the board (a unit with a retreat list but no order, an NMR power's units). */
  units: UnitJson[];
  /** Lines whose order the report marks (u), unreadable on purpose: kept for the engine to rule void. */
  unreadableOnPurpose: Set<number>;
  problems: FileProblem[];
  /** Where each field was written, for an engine message naming the field ("conditional.retreats[0]"). */
  placeOf: (field: string) => { line: number; column: number } | undefined;
}


const VERSION_WORDS: Record<string, number> = { premiere: 1, first: 1, deuxieme: 2, seconde: 2, second: 2, troisieme: 3, third: 3, quatrieme: 4, fourth: 4, cinquieme: 5, fifth: 5 };
/** "version 2", "2e version", "deuxième version", "2nd version", "(v2)", after a power's name. */
const VERSION = /^(?:,|\()?\s*(?:version\s+(\d+)|v(\d+)|(\d+)\s*(?:e|eme|nd|rd|th|st)?\s+version|([a-z]+)\s+version)\s*\)?$/;
const DISBAND_WORDS = new Set(['disband', 'else disband', 'otherwise disband', 'retirer', 'sinon retirer', 'demobiliser', 'sinon demobiliser', 'detruire']);
const VOTE_WORDS: Record<string, VoteChoice> = { for: 'for', pour: 'for', yes: 'for', oui: 'for', against: 'against', contre: 'against', no: 'against', non: 'against', abstain: 'abstain', abstains: 'abstain', abstention: 'abstain', abstient: 'abstain' };

/** The items of a comma list after `from`, each with its 1-based column. */
function items(content: string, from: number): { text: string; column: number }[] {
  return [...content.slice(from).matchAll(/[^,;]+/g)]
    .map((m) => ({ text: m[0].trim(), column: from + m.index + 1 + (m[0].length - m[0].trimStart().length) }))
    .filter((x) => x.text);
}

export function readGameMasterLines(map: GameMap, text: string): GameMasterLines {
  const lines = text.split(/\r?\n/);
  const kind = phaseKindOf(lines);
  const problems: FileProblem[] = [];
  const versions = new Map<number, number>();
  const places = new Map<string, { line: number; column: number }>();
  const retreats: (ConditionalRetreatJson & { at: { line: number; column: number }; sheet: number })[] = [];
  const builds: { unit: UnitJson; line: number; column: number; sheet: number }[] = [];
  const removals: { unit: UnitJson; line: number; column: number; sheet: number }[] = [];
  /** The latest sheet of each power (001 §3.4.3): only its conditional orders count. */
  const latest = new Map<PowerId, number>();
  const units: UnitJson[] = [];
  const unreadableOnPurpose = new Set<number>();
  const nmr: PowerId[] = [];
  let end: EndOfGameJson | undefined;
  let proposal: Extract<EndOfGameJson, { proposal: unknown }>['proposal'] | undefined;
  const votes: Record<PowerId, VoteChoice> = {};
  let abstentions: 'for' | 'against' | undefined;
  let endAt: { line: number; column: number } | undefined;
  let power: PowerId | undefined;
  let version = 1;
  let nmrBlock = false;

  /** A unit written in a list: "F Bre", "A PAR", "F(HOL)", "F stp/nc", "F STP CN". */
  const unitIn = (item: string, line: number, column: number, phase: 'adjustment' | 'retreat' | 'movement'): { type: UnitType; loc: LocId } | undefined => {
    const r = parseOrder(`${phase === 'adjustment' ? 'build' : 'remove'} ${item}`, { phase: 'adjustment', map });
    if (!r.ok || (r.value.order.kind !== 'build' && r.value.order.kind !== 'disband') || !r.value.order.unit.type) {
      problems.push(fileProblem(line, column, 'file-gm-not-a-unit', { item, ...readerWhy(r.ok ? undefined : r.error) }, map));
      return undefined;
    }
    const u = r.value.order.unit;
    return { type: u.type!, loc: u.type === 'A' ? map.provinceOf(u.loc) : u.loc };
  };

  /** "A Vie" then "Bud, Tri, Gal[, disband]": a retreat list for the current power. */
  const retreatList = (unitText: string, unitColumn: number, list: { text: string; column: number }[], line: number): boolean => {
    if (!power) return false;
    const u = unitIn(unitText, line, unitColumn, 'movement');
    if (!u) return true;
    const entry: (typeof retreats)[number] = { power, type: u.type, loc: u.loc, to: [], at: { line, column: unitColumn }, sheet: version };
    list.forEach((it, j) => {
      if (DISBAND_WORDS.has(fold(it.text))) {
        if (j === list.length - 1) entry.otherwise = 'disband';
        else problems.push(fileProblem(line, it.column, 'file-gm-disband-last'));
        return;
      }
      const r = parseOrder(`${u.type} ${u.loc} - ${it.text}`, { phase: 'retreat', map });
      if (!r.ok || r.value.order.kind !== 'retreat') {
        problems.push(fileProblem(line, it.column, 'file-gm-not-a-province', { item: it.text, ...readerWhy(r.ok ? undefined : r.error) }, map));
        return;
      }
      places.set(`conditional.retreats[${retreats.length}].to[${entry.to.length}]`, { line, column: it.column });
      entry.to.push(r.value.order.to);
    });
    if (!units.some((x) => map.provinceOf(x.loc) === map.provinceOf(u.loc)) && kind !== 'retreat') units.push({ power, type: u.type, loc: u.loc });
    places.set(`conditional.retreats[${retreats.length}]`, entry.at);
    retreats.push(entry);
    return true;
  };

  /** "F Bre, A Par": builds or removals for the current power. */
  const adjustmentList = (what: 'builds' | 'removals', list: { text: string; column: number }[], line: number): void => {
    if (!power) return void problems.push(fileProblem(line, list[0]?.column ?? 1, 'file-gm-list-heading', { what }));
    if (!places.has(`conditional.${what}`) && list.length) places.set(`conditional.${what}`, { line, column: list[0].column });
    for (const it of list) {
      const u = unitIn(it.text, line, it.column, what === 'builds' ? 'adjustment' : 'retreat');
      if (!u) continue;
      const into = what === 'builds' ? builds : removals;
      places.set(`conditional.${what}[${into.length}]`, { line, column: it.column });
      into.push({ unit: { power, ...u }, line, column: it.column, sheet: version });
    }
  };

  // A postal report's results, after its line "---", are not orders (./postal-report.ts reads them).
  const results = lines.findIndex((l) => l.trim() === '---');
  const out = lines.map((raw, k) => {
    const line = k + 1;
    if (results >= 0 && k >= results) return '';
    const content = raw.replace(/#.*$/, '');
    const trimmed = content.trim();
    if (!trimmed) return raw;
    const folded = fold(trimmed);
    const indent = content.length - content.trimStart().length;
    const colon = content.indexOf(':');
    const at = (offset: number) => offset + 1;

    // A power heading, with a sheet version or the report's "(NMR)", or followed by a line's text.
    const head = /^([a-z-]+)\s*((?:,|\()[^:]*?)?\s*:\s*(.*)$/.exec(folded);
    const headPower = head ? powerNamed(head[1], map) : undefined;
    let body = trimmed;
    let bodyColumn = indent + 1;
    let rewritten = raw;
    if (head && headPower && !/^(owns|controle|possede|has|a|dislodged|deloges?|delogees?)\b/.test(folded.slice(head[1].length).trim())) {
      const mark = (head[2] ?? '').trim();
      power = headPower;
      version = 1;
      nmrBlock = false;
      if (mark) {
        const v = VERSION.exec(mark);
        const n = v ? Number(v[1] ?? v[2] ?? v[3] ?? VERSION_WORDS[v[4]] ?? NaN) : NaN;
        if (/^\(?\s*(nmr|onr)\s*\)?$/.test(mark)) {
          nmrBlock = true;
          if (!nmr.includes(power)) nmr.push(power);
        } else if (Number.isInteger(n) && n >= 1) {
          version = n;
          latest.set(power, Math.max(latest.get(power) ?? 1, version));
        } else problems.push(fileProblem(line, indent + head[1].length + 1, 'file-gm-after-power', { word: content.trim().slice(head[1].length, content.trim().indexOf(':')).trim(), powerId: power, power: powerArg(power), heading: head[1] }, map));
      }
      rewritten = `${' '.repeat(indent)}${trimmed.slice(0, head[1].length)}:${content.slice(colon + 1)}`;
      body = content.slice(colon + 1).trim();
      bodyColumn = colon + 2 + (content.slice(colon + 1).length - content.slice(colon + 1).trimStart().length);
      // "NMR" after the heading, as a report writes a power that sent nothing.
      if (/^(nmr|onr)$/.test(fold(body))) {
        nmrBlock = true;
        if (!nmr.includes(power)) nmr.push(power);
        return `${' '.repeat(indent)}${trimmed.slice(0, head[1].length)}:`;
      }
      if (!body) {
        if (version > 1) versions.set(line, version);
        return rewritten;
      }
    }
    // What stays of a line this module takes: its power heading, if it had one (the lines after it are that power's).
    const headingOnly = headPower && head ? `${' '.repeat(indent)}${trimmed.slice(0, head[1].length)}:` : '';
    const foldedBody = fold(body);
    if (version > 1) versions.set(line, version);

    // Lines of the whole phase.
    const nmrLine = /^(nmr|onr)\s*:/.exec(foldedBody);
    if (nmrLine && body === trimmed) {
      for (const it of items(content, content.indexOf(':') + 1)) {
        const p = powerNamed(it.text, map);
        if (!p) problems.push(fileProblem(line, it.column, 'file-gm-nmr-power', { word: it.text, ...powersArgs(map) }, map));
        else if (!nmr.includes(p)) nmr.push(p);
      }
      places.set('nmr', { line, column: indent + 1 });
      return '';
    }
    if (/^(time limit|limite de temps|fin de partie a l'heure|arret a l'heure convenue)$/.test(foldedBody) && body === trimmed) {
      end = { timeLimit: true };
      endAt = { line, column: indent + 1 };
      return '';
    }
    const prop = /^(proposal|proposition)\s*:\s*(.*)$/.exec(foldedBody);
    if (prop && body === trimmed) {
      endAt = { line, column: indent + 1 };
      const what = prop[2].trim();
      const concession = /^concession\s+(?:to|a|en faveur de)\s+(?:la\s+|l')?([a-z-]+)$/.exec(what);
      const to = concession ? powerNamed(concession[1], map) : undefined;
      if (/^(draw|nullite|partie nulle)$/.test(what)) proposal = { result: 'draw' };
      else if (to) proposal = { result: 'concession', to };
      else {
        const after = content.slice(content.indexOf(':') + 1);
        problems.push(fileProblem(line, at(content.indexOf(':') + 1 + (after.length - after.trimStart().length)), 'file-gm-proposal', { word: after.trim() }));
      }
      return '';
    }
    const voteLine = /^votes?\s*:/.exec(foldedBody);
    if (voteLine && body === trimmed) {
      for (const it of items(content, content.indexOf(':') + 1)) {
        const m = /^(\S+)\s+(\S+)$/.exec(fold(it.text));
        const p = m ? powerNamed(m[1], map) : undefined;
        const v = m ? VOTE_WORDS[m[2]] : undefined;
        if (!p || !v) problems.push(fileProblem(line, it.column, 'file-gm-vote', { item: it.text }));
        else {
          votes[p] = v;
          places.set(`endOfGame.votes.${p}`, { line, column: it.column });
        }
      }
      return '';
    }
    const abst = /^abstentions?\s*:\s*(\S+)$/.exec(foldedBody);
    if (abst && body === trimmed) {
      const v = VOTE_WORDS[abst[1]];
      if (v === 'for' || v === 'against') abstentions = v;
      else problems.push(fileProblem(line, indent + 1, 'file-gm-abstentions', { word: abst[1] }));
      return '';
    }

    // Lines of a power's sheet.
    const dislodgedLabel = /^(if dislodged|si delogee?s?|retreats|retraites)\s*:\s*/.exec(foldedBody);
    if (dislodgedLabel) {
      const rest = body.slice(body.indexOf(':') + 1);
      const start = bodyColumn + body.indexOf(':') + 1 + (rest.length - rest.trimStart().length);
      const m = /^(\S+\s*\(?[^\s(),-]+\)?)\s*(?:-|–|—|→|->|fait retraite a|retreats? to|r)\s*(.*)$/i.exec(fold(rest.trim()));
      if (!power) problems.push(fileProblem(line, bodyColumn, 'file-gm-retreat-heading'));
      else if (!m) problems.push(fileProblem(line, start, 'file-gm-retreat-form'));
      else {
        const listStart = rest.trim().length - m[2].length;
        retreatList(rest.trim().slice(0, m[1].length), start, items(rest.trim(), listStart).map((x) => ({ ...x, column: start + x.column - 1 })), line);
      }
      return headingOnly;
    }
    const bookRetreat = kind === 'movement' ? /^([af]\s*\(?[^\s(),-]+\)?)\s+(?:fait retraite a|retreats? to)\s+(.*)$/.exec(foldedBody) : undefined;
    if (bookRetreat && power) {
      const listStart = body.length - bookRetreat[2].length;
      retreatList(body.slice(0, bookRetreat[1].length), bodyColumn, items(body, listStart).map((x) => ({ ...x, column: bodyColumn + x.column - 1 })), line);
      return headingOnly;
    }
    const adjLabel = /^(builds|constructions|removals|retraits|destructions)\s*:\s*/.exec(foldedBody);
    // The book's own words only in a movement phase: in a retreat phase "retirer A BUD" is a disband order.
    const bookAdj = kind === 'movement' ? /^(build|construire|remove|retirer|detruire)\s+/.exec(foldedBody) : undefined;
    if (adjLabel || bookAdj) {
      const word = (adjLabel ?? bookAdj)![1];
      const what = /^(build|constr)/.test(word) ? 'builds' : 'removals';
      const from = adjLabel ? body.indexOf(':') + 1 : bookAdj![0].length;
      adjustmentList(what, items(body, from).map((x) => ({ ...x, column: bodyColumn + x.column - 1 })), line);
      return headingOnly;
    }

    // A postal report's order: its comments at the end, or an NMR power's units.
    if (power && /\((a|o|i|u|v|d\s*-\s*[^)]*)\)\s*$/i.test(body)) {
      let order = body;
      let unordered = false;
      for (;;) {
        const c = /\s*\((a|o|i|u|v|d\s*-\s*([^)]*))\)\s*$/i.exec(order);
        if (!c) break;
        order = order.slice(0, c.index);
        const code = fold(c[1]);
        if (code === 'o') unordered = true;
        else if (code === 'u') unreadableOnPurpose.add(line);
      }
      const unitText = /^([af])\s+([^\s=:-]+(?:\s+(?:cn|cs|ce|nc|sc|ec))?)/i.exec(order.trim());
      if (unordered || nmrBlock) {
        const u = unitText ? unitIn(`${unitText[1]} ${unitText[2]}`, line, bodyColumn, 'retreat') : undefined;
        if (u && !units.some((x) => map.provinceOf(x.loc) === map.provinceOf(u.loc))) units.push({ power, ...u });
        return headingOnly;
      }
      return `${headingOnly || ' '.repeat(indent)}${headingOnly ? ' ' : ''}${order.trim()}`;
    }
    if (nmrBlock && power) {
      // An NMR power's unit, as a report lists it: "F LON H" or "F LON".
      const unitText = /^([af])\s+(.+?)(?:\s+h)?$/i.exec(body);
      const u = unitText ? unitIn(`${unitText[1]} ${unitText[2]}`, line, bodyColumn, 'retreat') : undefined;
      if (u && !units.some((x) => map.provinceOf(x.loc) === map.provinceOf(u.loc))) units.push({ power, ...u });
      return headingOnly;
    }
    return rewritten;
  });

  if (proposal) {
    end = { proposal, votes, ...(abstentions ? { abstentions } : {}) };
  } else if (Object.keys(votes).length || abstentions) {
    problems.push(fileProblem([...places.values()].find(Boolean)?.line ?? 1, 1, 'file-gm-votes-without-proposal'));
  }
  // A later sheet replaces a power's earlier one whole, its conditional orders included.
  const current = (power: PowerId, sheet: number) => sheet === (latest.get(power) ?? 1);
  const kept = { retreats: retreats.filter((e) => current(e.power, e.sheet)), builds: builds.filter((e) => current(e.unit.power, e.sheet)), removals: removals.filter((e) => current(e.unit.power, e.sheet)) };
  if (kept.retreats.length !== retreats.length || kept.builds.length !== builds.length || kept.removals.length !== removals.length) {
    // The fields' places follow the entries to their new positions in the lists.
    for (const [what, list] of Object.entries(kept) as [string, { line?: number; column?: number; at?: { line: number; column: number } }[]][]) {
      for (const key of [...places.keys()]) if (key.startsWith(`conditional.${what}[`)) places.delete(key);
      list.forEach((e, i) => places.set(`conditional.${what}[${i}]`, e.at ?? { line: e.line!, column: e.column! }));
    }
  }
  const conditional: ConditionalOrdersJson = {};
  if (kept.retreats.length) conditional.retreats = kept.retreats.map(({ at: _at, sheet: _sheet, ...r }) => r);
  if (kept.builds.length) conditional.builds = kept.builds.map((b) => b.unit);
  if (kept.removals.length) conditional.removals = kept.removals.map((r) => r.unit);
  const fields: GameMasterLines['fields'] = {};
  if (Object.keys(conditional).length) fields.conditional = conditional;
  if (nmr.length) fields.nmr = nmr;
  if (end) fields.endOfGame = end;
  if (endAt) places.set('endOfGame', endAt);
  return {
    rest: out.join('\n'),
    fields,
    versionAt: (line) => versions.get(line) ?? 1,
    units,
    unreadableOnPurpose,
    problems,
    placeOf: (field) => {
      // The longest recorded prefix of the field's path: "conditional.retreats[0].to[1]", then "conditional.retreats[0]".
      for (let f = field; f; f = f.replace(/(\.[^.[]+|\[\d+\])$/, '')) {
        const p = places.get(f);
        if (p) return p;
        if (!/(\.[^.[]+|\[\d+\])$/.test(f)) break;
      }
      return undefined;
    },
  };
}

/** The game master's fields of a phase as order-file lines: NMR, the end of the game. (Sheets and lists are written with the orders.) */
export function gameMasterPhaseLines(input: PhaseInput): string[] {
  const lines: string[] = [];
  if (input.nmr?.length) lines.push(`NMR: ${input.nmr.join(', ')}`);
  const end = input.endOfGame;
  if (end && 'timeLimit' in end) lines.push('time limit');
  else if (end) {
    lines.push(`proposal: ${end.proposal.result === 'draw' ? 'draw' : `concession to ${end.proposal.to}`}`);
    const votes = Object.entries(end.votes);
    if (votes.length) lines.push(`votes: ${votes.map(([p, v]) => `${p} ${v}`).join(', ')}`);
    if (end.abstentions) lines.push(`abstentions: ${end.abstentions}`);
  }
  return lines;
}

/** A power's conditional lists as lines of its sheet. */
export function conditionalLines(input: PhaseInput, power: PowerId): string[] {
  const c = input.conditional;
  if (!c) return [];
  const lines: string[] = [];
  for (const r of c.retreats ?? []) if (r.power === power) lines.push(`if dislodged: ${r.type} ${r.loc} - ${[...r.to, ...(r.otherwise ? ['disband'] : [])].join(', ')}`);
  const builds = (c.builds ?? []).filter((b) => b.power === power);
  if (builds.length) lines.push(`builds: ${builds.map((b) => `${b.type} ${b.loc}`).join(', ')}`);
  const removals = (c.removals ?? []).filter((b) => b.power === power);
  if (removals.length) lines.push(`removals: ${removals.map((b) => `${b.type}(${b.loc})`).join(', ')}`);
  return lines;
}

/** The order reader's reason for refusing an item, if any: its English sentence as it was, its fact for French. */
function readerWhy(error: ParseError | undefined): Record<string, Arg> {
  if (!error) return { hasWhy: 'no' };
  const whyEn = error.message.replace(/\.$/, '');
  return { hasWhy: 'yes', whyEn, why: error.fact ?? { text: { en: whyEn, fr: whyEn } } };
}
