// Intimate Diplomacy in a hand-written order file (`casebook adjudicate --variant intimate`). Its
// own lines are read here, before the ordinary order-file reader sees the rest (they are blanked,
// so every other line keeps its number):
//
//   Spring 1902 bidding                  (the bidding phase: "enchères" works too)
//   home: alice france, bob germany      (player and home power, two players)
//   preferences alice: france england germany italy austria russia turkey   (first bidding, instead of home)
//   coin: bob                            (identical preference lists: who won the toss)
//   credits: alice 12, bob 9             (reserves before the phase; the 1901 bidding may omit them)
//   alice bids: italy 5, austria 4       (bidding phase: credits per mercenary; a power left out bids 0)
//   control: austria bob, italy anarchy  (other phases: who orders each power this year)
//   stalemate                            (the players declare the stalemate of 002 "Impasse")
//   play on                              (an earlier verdict was play on: no victory before the next Fall ends)
//
// Each problem is reported as file:line:col, a fact (a message id and its values) said in English or
// French by the language layer: the messages are Intimate's own catalogue
// (engine/language/messages/intimate-file.ts), added when this reader is first used.

import { addMessages, listArg, powerArg, type Arg } from '../language/index.js';
import { INTIMATE_FILE_EN_MESSAGES, INTIMATE_FILE_FR_MESSAGES } from '../language/messages/intimate-file.js';
import { standardMap } from '../map/index.js';
import type { Power } from '../map/types.js';
import { powerNamed } from '../orders/index.js';
import type { PowerControl as ControlJson, PhaseInput } from '../protocol/types.js';
import { MAX_CREDITS } from '../protocol/intimate.js';
import type { FileProblem } from './order-file.js';
import { fileProblem, powersArgs } from './order-file-messages.js';

export interface IntimateLines {
  /** The file with Intimate's lines blanked, for the order-file reader. */
  rest: string;
  fields: Pick<PhaseInput, 'home' | 'preferences' | 'coin' | 'credits' | 'bids' | 'control' | 'declareStalemate' | 'playOn'>;
  /** The phase line said "bidding". */
  bidding: boolean;
  problems: FileProblem[];
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const PLAYER = /^[a-z][a-z0-9_-]*$/i;

/** The items of a "name value, name value" list, each with its 1-based column. */
function items(content: string, from: number): { text: string; column: number }[] {
  return [...content.slice(from).matchAll(/[^,]+/g)]
    .map((m) => ({ text: m[0].trim(), column: from + m.index + 1 + (m[0].length - m[0].trimStart().length) }))
    .filter((x) => x.text);
}

let catalogueAdded = false;

/** A problem of Intimate's lines at its place, its message in Intimate's catalogue (or the order file's, for an unknown power). */
function intimateProblem(line: number, column: number, id: string, args: Record<string, Arg> = {}): FileProblem {
  return fileProblem(line, column, id, args, standardMap);
}

/** A power named in a problem: its id in English (as the reader always wrote it), its name in French. */
const powerArgs = (p: Power): Record<string, Arg> => ({ powerId: p, power: powerArg(p) });

export function readIntimateLines(text: string): IntimateLines {
  if (!catalogueAdded) {
    addMessages('en', INTIMATE_FILE_EN_MESSAGES);
    addMessages('fr', INTIMATE_FILE_FR_MESSAGES);
    catalogueAdded = true;
  }
  const fields: IntimateLines['fields'] = {};
  const problems: FileProblem[] = [];
  let bidding = false;
  /** Where each bid was written, to place the errors only the home powers reveal. */
  const placed: { player: string; power: Power; line: number; column: number }[] = [];
  const power = (word: string, line: number, column: number): Power | undefined => {
    const p = powerNamed(word) as Power | undefined;
    if (!p) problems.push(intimateProblem(line, column, 'file-unknown-power', { word, ...powersArgs(standardMap) }));
    return p;
  };
  /**
   * "name value" pairs: a player and a power, or a player and a whole number. In order, each
   * name once (a second "alice" or "russia" in one line is refused at its column, never kept over
   * the first); a Map, so that no name is special.
   */
  const pairs = (content: string, from: number, line: number, what: 'home' | 'credits' | 'bid', value: (word: string, column: number) => unknown): Map<string, { value: unknown; column: number }> => {
    const out = new Map<string, { value: unknown; column: number }>();
    for (const it of items(content, from)) {
      const m = /^(\S+)\s+(\S+)$/.exec(it.text);
      if (!m) {
        problems.push(intimateProblem(line, it.column, 'intimate-pair-form', { item: it.text, what }));
        continue;
      }
      const twice = out.get(m[1]);
      if (twice) {
        problems.push(intimateProblem(line, it.column, 'intimate-named-twice', { name: m[1], first: String(twice.column) }));
        continue;
      }
      const v = value(m[2], it.column + it.text.indexOf(m[2], m[1].length));
      if (v !== undefined) out.set(m[1], { value: v, column: it.column });
    }
    return out;
  };
  const record = <T>(read: Map<string, { value: unknown }>) => Object.fromEntries([...read].map(([k, v]) => [k, v.value as T]));
  const count = (line: number) => (word: string, column: number) => {
    if (!/^\d+$/.test(word)) {
      problems.push(intimateProblem(line, column, 'intimate-credits-not-number', { word }));
      return undefined;
    }
    // Bounded, so that no number is read as another (9007199254740993 was read as ...992).
    if (word.replace(/^0+(?=\d)/, '').length > String(MAX_CREDITS).length || Number(word) > MAX_CREDITS) {
      problems.push(intimateProblem(line, column, 'intimate-credits-too-many', { word, max: MAX_CREDITS }));
      return undefined;
    }
    return Number(word);
  };
  /** The line where each player's bids were written: one "bids:" line per player. */
  const bidLines = new Map<string, number>();
  const prefLines = new Map<string, number>();

  const lines = text.split(/\r?\n/).map((raw, k) => {
    const line = k + 1;
    const content = raw.replace(/#.*$/, '');
    const folded = fold(content);
    const colon = content.indexOf(':') + 1;
    if (/^\s*(spring|printemps)\s+\d{3,4}\s+(bidding|bids|encheres)\s*$/.test(folded)) {
      bidding = true;
      return raw.replace(/(bidding|bids|ench[eè]res)\s*$/i, '');
    }
    if (/^\s*home\s*:/.test(folded)) {
      fields.home = record<Power>(pairs(content, colon, line, 'home', (w, c) => power(w, line, c)));
    } else if (/^\s*credits\s*:/.test(folded)) {
      fields.credits = record<number>(pairs(content, colon, line, 'credits', count(line)));
    } else if (/^\s*coin\s*:/.test(folded)) {
      const winner = content.slice(colon).trim();
      if (PLAYER.test(winner)) fields.coin = { winner };
      else problems.push(intimateProblem(line, colon + 1, 'intimate-coin'));
    } else if (/^\s*control\s*:/.test(folded)) {
      const control: Partial<Record<Power, ControlJson>> = {};
      for (const it of items(content, colon)) {
        const m = /^(\S+)\s+(\S+)$/.exec(it.text);
        const p = m ? power(m[1], line, it.column) : undefined;
        if (!m) problems.push(intimateProblem(line, it.column, 'intimate-control-form', { item: it.text }));
        else if (p) control[p] = /^anarch/i.test(m[2]) ? { dormant: 'anarchy' } : { player: m[2] };
      }
      fields.control = control;
    } else if (/^\s*stalemate\b/.test(folded)) {
      fields.declareStalemate = true;
    } else if (/^\s*play\s+on\b/.test(folded)) {
      fields.playOn = true;
    } else {
      const bids = /^\s*(\S+)\s+bids\s*:/.exec(content);
      const prefs = /^\s*preferences\s+(\S+)\s*:/.exec(content);
      if (bids) {
        const player = bids[1];
        const mine = pairs(content, colon, line, 'bid', count(line));
        const byPower = new Map<Power, number>();
        for (const [word, { value, column }] of mine) {
          const p = power(word, line, column);
          if (!p) continue;
          if (byPower.has(p)) problems.push(intimateProblem(line, column, 'intimate-bid-twice', powerArgs(p)));
          byPower.set(p, value as number);
          placed.push({ player, power: p, line, column });
        }
        const first = bidLines.get(player);
        if (first !== undefined) problems.push(intimateProblem(line, content.search(/\S/) + 1, 'intimate-bids-again', { player, first: String(first) }));
        else bidLines.set(player, line);
        fields.bids = { ...fields.bids, ...Object.fromEntries([[player, Object.fromEntries(byPower)]]) };
      } else if (prefs) {
        const list: Power[] = [];
        for (const m of content.slice(colon).matchAll(/[^\s,]+/g)) {
          const p = power(m[0], line, colon + m.index + 1);
          if (p) list.push(p);
        }
        const first = prefLines.get(prefs[1]);
        if (first !== undefined) problems.push(intimateProblem(line, content.search(/\S/) + 1, 'intimate-preferences-again', { player: prefs[1], first: String(first) }));
        else prefLines.set(prefs[1], line);
        fields.preferences = { ...fields.preferences, ...Object.fromEntries([[prefs[1], list]]) };
      } else return raw;
    }
    return '';
  });
  const home = fields.home ?? {};
  const players = Object.keys(home);
  for (const b of placed) {
    const owner = players.find((pl) => home[pl] === b.power);
    if (players.length && !players.includes(b.player)) problems.push(intimateProblem(b.line, 1, 'intimate-not-a-player', { player: b.player, playersEn: players.join(' or '), players: listArg(players, 'or') }));
    else if (owner) problems.push(intimateProblem(b.line, b.column, 'intimate-home-power', { ...powerArgs(b.power), player: b.player, owner, whose: owner === b.player ? 'own' : 'other' }));
  }
  return { rest: lines.join('\n'), fields, bidding, problems };
}

/** The order-file phase with Intimate's fields; a bidding phase has no orders. */
export function withIntimate(input: PhaseInput, read: IntimateLines): PhaseInput {
  const out: PhaseInput = { ...input, variant: 'intimate', ...read.fields };
  if (read.bidding) out.phase = { ...input.phase, type: 'bidding' };
  // A bidding written without any "bids:" line: nobody bid.
  if (read.bidding && !out.bids) out.bids = {};
  return out;
}
