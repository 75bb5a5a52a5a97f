// The postal report (001 §3.5.5, annex §4.1.1): a season's results as "I want you for Diplomacy"
// prints them, in French or in English. One text, two parts:
//
//   Automne 1901 — compte rendu               (the season, then the order file of its first phase:
//   ruleset: rulebook-1971                     the ruleset, the units at the start, the centres)
//   Autriche a : A VIE, A BUD, F TRI
//   Autriche possède : BUD, TRI, VIE
//   Autriche :                                (each power's orders in the report notation:
//     A VIE=GAL                                 = a move that succeeded, : one that failed, - an
//     A BUD S A VIE-GAL                         attack without either (impossible), S a support,
//     F TRI H (o)                               s a support cut, C a convoy, H a hold; and the
//   Italie : ONR                               comments (a) removed, no retreat, (d-XXX) retreats to
//     A VEN H (d-APU)                           XXX, (i) impossible, (o) unit forgotten, so it holds,
//   ---                                        (u) ambiguous, (v) support or convoy for a move not made)
//   Retraites :                               (then the season's results, never read as orders:
//     Italie : A VEN (d-APU)                    every dislodged unit's fate, the adjustments, the
//   Ajustements :                               centres after the season, a vote, the end)
//     Autriche : construit A TRI
//   Centres :
//     Autriche (4) : BUD, TRI, VEN, VIE
//
// The first part is an order file (./order-file.ts reads it, marks and comments included): a game
// master can re-rule a published report with `casebook adjudicate`, and the reader below reads the
// whole report back (`readPostalReport`), as the round-trip test does for every case.

import type { GameMap, LocId, PowerId, ProvinceId, UnitType } from '../map/types.js';
import { parseOrder, powerNamed, printOrder } from '../orders/index.js';
import type { Order, ReportedOutcome } from '../orders/ast.js';
import type { AdjustmentJson, GameResultJson, OrderResultKind, PhaseInput, PhaseOutput, ProposalJson, VoteJson } from '../protocol/types.js';
import type { SeasonRun } from '../adjudicate/game-master/season.js';
import type { RetreatFate } from '../adjudicate/retreat.js';
import { parseOrderFile, type FileProblem } from './order-file.js';
import { colon, FILE_WORDS, place, powerName } from './file-words.js';

export type ReportLang = 'en' | 'fr';

/** One order of the report: its power, the order (canonical, or as written when unreadable), the mark and the comments. */
export interface ReportOrder {
  power: PowerId;
  order: string;
  reported?: ReportedOutcome;
  /** Without parentheses: a, o, i, u, v, d-XXX (XXX the province's id). */
  comments: string[];
}

/** What a report says, in data: what `readPostalReport` reads, and what the season run says (the round trip compares them). */
export interface PostalReportData {
  phase: PhaseInput['phase'];
  nmr: PowerId[];
  /** The sheet ruled, for each power that sent several (001 §3.4.3); its earlier sheets are not printed. */
  sheets: Record<PowerId, number>;
  orders: ReportOrder[];
  /** Every unit dislodged in the season: where it retreated, or removed. */
  retreats: { power: PowerId; unit: string; to?: LocId }[];
  adjustments: AdjustmentJson[];
  centres?: Record<PowerId, ProvinceId[]>;
  vote?: VoteJson;
  gameResult?: GameResultJson;
}

const WORDS = {
  ...FILE_WORDS,
  report: { en: 'report', fr: 'compte rendu' },
  nmr: { en: 'NMR', fr: 'ONR' },
  version: { en: 'version {v} ruled (001 §3.4.3)', fr: 'version {v} arbitrée (001 §3.4.3)' },
  retreats: { en: 'Retreats', fr: 'Retraites' },
  adjustments: { en: 'Adjustments', fr: 'Ajustements' },
  build: { en: 'builds', fr: 'construit' },
  remove: { en: 'removes', fr: 'retire' },
  byDefault: { en: 'GM', fr: 'MJ' },
  centres: { en: 'Supply centres', fr: 'Centres' },
  vote: { en: 'Vote', fr: 'Vote' },
  carried: { en: 'carried', fr: 'adoptée' },
  rejected: { en: 'rejected', fr: 'rejetée' },
  draw: { en: 'draw', fr: 'nullité' },
  concession: { en: 'concession to', fr: 'concession à' },
  result: { en: 'Result', fr: 'Résultat' },
  victory: { en: 'victory', fr: 'victoire' },
  centresWord: { en: 'centres', fr: 'centres' },
  unitsWord: { en: 'units', fr: 'unités' },
  timeLimit: { en: 'time limit', fr: 'limite de temps' },
  disband: { en: 'DISBAND', fr: 'RETIRER' },
  build_: { en: 'BUILD', fr: 'CONSTRUIRE' },
  waive: { en: 'WAIVE', fr: 'RENONCER' },
  viaConvoy: { en: 'VIA CONVOY', fr: 'PAR CONVOI' },
} as const;

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** An order in the report notation, with the result's mark (none for an order not carried out: its comment says why). */
function postalText(
  map: GameMap,
  order: Order,
  result: OrderResultKind,
  power: PowerId,
  typeAt: (loc: LocId) => UnitType | undefined,
  powerAt: (loc: LocId) => PowerId | undefined,
  lang: ReportLang,
): string {
  const unit = (u: { type?: UnitType; loc: LocId; power?: PowerId }) => {
    const foreign = u.power && u.power !== power ? `${powerName(map, u.power, lang).toUpperCase()} ` : '';
    return `${foreign}${u.type ?? typeAt(u.loc) ?? 'A'} ${place(map, u.loc, lang)}`;
  };
  switch (order.kind) {
    case 'hold':
      return `${unit(order.unit)} H`;
    case 'move': {
      const mark = result === 'succeeds' ? '=' : result === 'fails' ? ':' : '-';
      return `${unit(order.unit)}${mark}${place(map, order.to, lang)}${order.viaConvoy ? ` ${WORDS.viaConvoy[lang]}` : ''}`;
    }
    case 'retreat': {
      const mark = result === 'succeeds' ? '=' : result === 'fails' ? ':' : '-';
      return `${unit(order.unit)}${mark}${place(map, order.to, lang)}`;
    }
    case 'support': {
      // A support of another power's unit names that power (001 §3.4.1); a cut support is a small s.
      const s = result === 'cut' ? 's' : 'S';
      return `${unit(order.unit)} ${s} ${unit({ ...order.target, power: order.target.power ?? powerAt(order.target.loc) })}${order.to ? `-${place(map, order.to, lang)}` : ''}`;
    }
    case 'convoy':
      return `${unit(order.unit)} C ${unit({ ...order.target, power: order.target.power ?? powerAt(order.target.loc) })}-${place(map, order.to, lang)}`;
    case 'disband':
      return `${unit(order.unit)} ${WORDS.disband[lang]}`;
    case 'build':
      return `${WORDS.build_[lang]} ${unit(order.unit)}`;
    case 'waive':
      return WORDS.waive[lang];
  }
}

/**
 * An order as the round trip compares it: canonical English, the powers it names left out (a report
 * names the nationality of every foreign unit, 001 §3.4.1, where the sheet may not have).
 */
export function canonicalOrder(order: Order, typeAt: (loc: LocId) => UnitType | undefined): string {
  // The power a unit is named with left out, its type filled in from the board (the report writes both).
  const bare = <U extends { power?: PowerId; type?: UnitType; loc: LocId }>(u: U): U => {
    const { power: _power, ...rest } = u;
    void _power;
    const type = rest.type ?? typeAt(rest.loc);
    return (type ? { ...rest, type } : rest) as U;
  };
  if (order.kind === 'waive') return printOrder(order);
  if (order.kind === 'support' || order.kind === 'convoy') return printOrder({ ...order, unit: bare(order.unit), target: bare(order.target) } as Order);
  return printOrder({ ...order, unit: bare(order.unit) } as Order);
}

/** The comment of an order not carried out: (u) unreadable or ambiguous, (i) impossible, (v) a support or convoy for a move not made. */
function commentOf(result: OrderResultKind, readable: boolean, kind: PhaseInput['phase']['type']): string | undefined {
  if (!readable) return 'u';
  if (result === 'illegal' || (kind === 'adjustment' && result === 'fails')) return 'i';
  if (result === 'invalid') return 'v';
  return undefined;
}

/** A dislodged unit's fate as a comment: (d-XXX) retreats to XXX, (a) removed. */
const fateComment = (to: LocId | undefined) => (to === undefined ? 'a' : `d-${to}`);

interface Built {
  data: PostalReportData;
  /** Per order of the data, the line as printed. */
  printed: string[];
}

/** Everything a season's report says, with the lines of its orders as printed in `lang`. */
function build(map: GameMap, run: SeasonRun, lang: ReportLang): Built {
  const first = run.phases[0];
  const input = first.input;
  const output = first.detail.output;
  const kind = input.phase.type;
  const onBoard = kind === 'retreat' ? (input.dislodged ?? []) : input.units;
  const typeAt = (loc: LocId) => onBoard.find((u) => map.provinceOf(u.loc) === map.provinceOf(loc))?.type;
  const powerAt = (loc: LocId) => onBoard.find((u) => map.provinceOf(u.loc) === map.provinceOf(loc))?.power;

  // Every dislodged unit of the season and its fate (the retreat phase's, or removed at once).
  const retreats: PostalReportData['retreats'] = [];
  const fateOf = new Map<ProvinceId, LocId | undefined>();
  const retreatPhase = run.phases.find((p) => p.input.phase.type === 'retreat');
  const fates: readonly RetreatFate[] = retreatPhase?.detail.retreat?.fates ?? [];
  const dislodged = kind === 'movement' ? output.dislodged : (input.dislodged ?? []);
  for (const d of dislodged) {
    // A unit with no fate (a dormant power's, removed at once, or a season stopped before its retreats) is removed.
    const fate = fates.find((f) => map.provinceOf(f.unit.loc) === map.provinceOf(d.loc));
    const to = fate && fate.to !== undefined && !fate.collidedWith?.length && fate.how !== 'disbanded' ? fate.to : undefined;
    fateOf.set(map.provinceOf(d.loc), to);
    retreats.push({ power: d.power, unit: `${d.type} ${d.loc}`, ...(to !== undefined ? { to } : {}) });
  }

  const orders: ReportOrder[] = [];
  const printed: string[] = [];
  const ordered = new Set<ProvinceId>();
  const nmr = input.nmr ?? [];
  input.orders.forEach((o, i) => {
    const result = output.orders[i].result;
    if (result === 'superseded') return;
    const parsed = parseOrder(o.text, { phase: kind === 'bidding' ? undefined : kind, map, unitAt: (p) => onBoard.find((u) => map.provinceOf(u.loc) === p) });
    const comments: string[] = [];
    const c = commentOf(result, parsed.ok, kind);
    if (c) comments.push(c);
    let text = o.text.replace(/\s*#.*$/, '').trim();
    let canonical = text;
    let reported: ReportedOutcome | undefined;
    if (parsed.ok) {
      const order = parsed.value.order;
      text = postalText(map, order, result, o.power, typeAt, powerAt, lang);
      canonical = canonicalOrder(order, typeAt);
      if (order.kind !== 'waive' && order.kind !== 'build') {
        const prov = map.provinceOf(order.unit.loc);
        // An order for another power's unit leaves that unit unordered: it is listed as forgotten.
        if (powerAt(order.unit.loc) === o.power) ordered.add(prov);
        if (kind === 'movement' && fateOf.has(prov) && onBoard.find((u) => map.provinceOf(u.loc) === prov)?.power === o.power) comments.push(fateComment(fateOf.get(prov)));
      }
      reported = (order.kind === 'move' || order.kind === 'retreat') && (result === 'succeeds' || result === 'fails') ? (result === 'succeeds' ? 'succeeded' : 'failed') : order.kind === 'support' && result === 'cut' ? 'cut' : undefined;
    }
    orders.push({ power: o.power, order: canonical, ...(reported ? { reported } : {}), comments });
    printed.push(`${text}${comments.map((x) => ` (${x.startsWith('d-') ? `d-${place(map, x.slice(2), lang)}` : x})`).join('')}`);
  });
  // Units forgotten in their player's orders hold (o); those of an NMR power are listed as holding.
  if (kind === 'movement') {
    const dormant = new Set(Object.entries(input.control ?? {}).filter(([, c]) => 'dormant' in c).map(([p]) => p));
    for (const u of input.units) {
      const prov = map.provinceOf(u.loc);
      if (ordered.has(prov) || dormant.has(u.power)) continue;
      const comments = [...(nmr.includes(u.power) ? [] : ['o']), ...(fateOf.has(prov) ? [fateComment(fateOf.get(prov))] : [])];
      orders.push({ power: u.power, order: `${u.type} ${u.loc} H`, comments });
      printed.push(`${u.type} ${place(map, u.loc, lang)} H${comments.map((x) => ` (${x.startsWith('d-') ? `d-${place(map, x.slice(2), lang)}` : x})`).join('')}`);
    }
  }

  // The report lists the orders power by power, in the board's order of powers.
  const rank = (p: PowerId) => map.powers.indexOf(p);
  const order = orders.map((_, i) => i).sort((a, b) => rank(orders[a].power) - rank(orders[b].power) || a - b);
  orders.splice(0, orders.length, ...order.map((i) => orders[i]));
  printed.splice(0, printed.length, ...order.map((i) => printed[i]));

  const adjustmentPhase = run.phases.find((p) => p.input.phase.type === 'adjustment');
  // Listed power by power, builds before removals, as the report prints them.
  const adjustments = (adjustmentPhase?.detail.output.adjustments ?? [])
    .map((a, i) => ({ a: { ...a }, i }))
    .sort((x, y) => rank(x.a.power) - rank(y.a.power) || (x.a.action === y.a.action ? 0 : x.a.action === 'build' ? -1 : 1) || x.i - y.i)
    .map((x) => x.a);
  const last = run.phases[run.phases.length - 1].detail.output as PhaseOutput;
  const centres = last.supplyCenters ? Object.fromEntries(map.powers.filter((p) => last.supplyCenters![p]?.length).map((p) => [p, [...last.supplyCenters![p]!].sort()])) : undefined;
  return {
    data: {
      phase: { ...input.phase },
      nmr: [...nmr],
      sheets: Object.fromEntries(map.powers.flatMap((p) => {
        const v = Math.max(1, ...input.orders.filter((o) => o.power === p).map((o) => o.version ?? 1));
        return v > 1 ? [[p, v]] : [];
      })),
      orders,
      retreats,
      adjustments,
      ...(centres ? { centres } : {}),
      ...(last.vote ? { vote: last.vote } : {}),
      ...(last.gameResult ? { gameResult: last.gameResult } : {}),
    },
    printed,
  };
}

/** What a season's report says, in data (the round trip's reference). */
export function postalReportData(map: GameMap, run: SeasonRun): PostalReportData {
  return build(map, run, 'en').data;
}

/** The season's report in `lang` (module comment above). */
export function formatPostalReport(map: GameMap, run: SeasonRun, lang: ReportLang): string {
  const { data, printed } = build(map, run, lang);
  const input = run.phases[0].input;
  const kind = input.phase.type;
  const c = colon(lang);
  const title = (p: PowerId) => powerName(map, p, lang);
  const unitText = (u: { type: string; loc: LocId }) => `${u.type} ${place(map, u.loc, lang).replace(' ', '/')}`;
  const lines: string[] = [];
  const season = WORDS.seasons[input.phase.season][lang];
  lines.push(`${season} ${input.phase.year}${kind === 'retreat' ? ` ${WORDS.retreatsPhase[lang]}` : ''} — ${WORDS.report[lang]}`);
  if (input.ruleset) lines.push(`ruleset: ${input.ruleset}`);
  if (input.variant !== undefined) lines.push(`variant: ${input.variant}`);
  if (input.coin) lines.push(`coin: ${input.coin.winner}`);
  const control = Object.entries(input.control ?? {});
  if (control.length && input.variant !== 'intimate') lines.push(`control: ${control.map(([p, x]) => `${p} ${'player' in x ? x.player : x.dormant}`).join(', ')}`);
  if (input.closedProvinces?.length) lines.push(`closed: ${input.closedProvinces.join(' ')}`);
  const options = Object.entries(input.variantOptions ?? {});
  if (options.length) lines.push(`option: ${options.map(([k, v]) => `${k}=${v}`).join(', ')}`);
  for (const p of map.powers) {
    const own = input.units.filter((u) => u.power === p);
    if (own.length) lines.push(`${title(p)} ${WORDS.has[lang]}${c}${own.map(unitText).join(', ')}`);
  }
  for (const p of map.powers) {
    const owned = input.supplyCenters?.[p];
    if (owned?.length) lines.push(`${title(p)} ${WORDS.owns[lang]}${c}${owned.map((x) => place(map, x, lang)).join(', ')}`);
  }
  if (kind === 'retreat') {
    for (const p of map.powers) {
      const out = (input.dislodged ?? []).filter((d) => d.power === p);
      if (out.length) lines.push(`${title(p)} ${WORDS.dislodged[lang]}${c}${out.map((d) => `${unitText(d)} ${WORDS.from[lang]} ${place(map, d.attackerFrom, lang)}${d.viaConvoy ? ` ${WORDS.byConvoy[lang]}` : ''}`).join(', ')}`);
    }
    if (input.contested?.length) lines.push(`${WORDS.standoffs[lang]}${c}${input.contested.map((x) => place(map, x, lang)).join(', ')}`);
  }
  // A time limit is the game master's to write; a vote is not: the report says whether it carried, never who voted how (001 §3.8).
  if (run.phases[run.phases.length - 1].input.endOfGame && 'timeLimit' in run.phases[run.phases.length - 1].input.endOfGame!) lines.push(WORDS.timeLimit[lang]);
  const ruledVersion = (p: PowerId) => data.sheets[p] ?? 1;
  for (const p of map.powers) {
    const mine = data.orders.flatMap((o, i) => (o.power === p ? [printed[i]] : []));
    const isNmr = data.nmr.includes(p);
    if (!mine.length && !isNmr && !listLines(map, input, p, lang).length) continue;
    lines.push(isNmr ? `${title(p)}${c}${WORDS.nmr[lang]}` : `${title(p)}${c.trimEnd()}`);
    if (ruledVersion(p) > 1) lines.push(`  # ${WORDS.version[lang].replace('{v}', String(ruledVersion(p)))}`);
    for (const l of mine) lines.push(`  ${l}`);
    lines.push(...listLines(map, input, p, lang).map((l) => `  ${l}`));
  }
  lines.push('---');
  if (data.retreats.length) {
    lines.push(`${WORDS.retreats[lang]}${c.trimEnd()}`);
    for (const p of map.powers) {
      const mine = data.retreats.filter((r) => r.power === p);
      if (mine.length) lines.push(`  ${title(p)}${c}${mine.map((r) => `${unitText({ type: r.unit[0], loc: r.unit.slice(2) })} (${r.to === undefined ? 'a' : `d-${place(map, r.to, lang)}`})`).join(', ')}`);
    }
  }
  if (data.adjustments.length) {
    lines.push(`${WORDS.adjustments[lang]}${c.trimEnd()}`);
    for (const p of map.powers) {
      for (const action of ['build', 'remove'] as const) {
        const mine = data.adjustments.filter((a) => a.power === p && a.action === action);
        if (mine.length) lines.push(`  ${title(p)}${c}${WORDS[action][lang]} ${mine.map((a) => `${unitText(a)}${a.default ? ` (${WORDS.byDefault[lang]})` : ''}`).join(', ')}`);
      }
    }
  }
  if (data.centres) {
    lines.push(`${WORDS.centres[lang]}${c.trimEnd()}`);
    for (const [p, list] of Object.entries(data.centres)) lines.push(`  ${title(p)} (${list.length})${c}${list.map((x) => place(map, x, lang)).join(', ')}`);
  }
  if (data.vote) lines.push(`${WORDS.vote[lang]}${c}${proposalText(map, data.vote.proposal, lang)} — ${data.vote.carried ? WORDS.carried[lang] : WORDS.rejected[lang]}`);
  if (data.gameResult) lines.push(`${WORDS.result[lang]}${c}${resultText(map, data.gameResult, lang)}`);
  return lines.join('\n') + '\n';
}

const LIST_WORDS = {
  dislodged: { en: 'if dislodged', fr: 'si délogée' },
  builds: { en: 'builds', fr: 'constructions' },
  removals: { en: 'removals', fr: 'retraits' },
  disband: { en: 'disband', fr: 'retirer' },
};

/** A power's conditional orders as it sent them (001 §3.4.2), in the report's notation: they are its orders too. */
function listLines(map: GameMap, input: PhaseInput, power: PowerId, lang: ReportLang): string[] {
  const c = input.conditional;
  if (!c) return [];
  const s = colon(lang);
  const unit = (u: { type: string; loc: LocId }) => `${u.type} ${place(map, u.loc, lang)}`;
  const lines: string[] = [];
  for (const r of c.retreats ?? []) {
    if (r.power !== power) continue;
    lines.push(`${LIST_WORDS.dislodged[lang]}${s}${unit(r)} - ${[...r.to.map((t) => place(map, t, lang)), ...(r.otherwise ? [LIST_WORDS.disband[lang]] : [])].join(', ')}`);
  }
  const builds = (c.builds ?? []).filter((b) => b.power === power);
  if (builds.length) lines.push(`${LIST_WORDS.builds[lang]}${s}${builds.map(unit).join(', ')}`);
  const removals = (c.removals ?? []).filter((b) => b.power === power);
  if (removals.length) lines.push(`${LIST_WORDS.removals[lang]}${s}${removals.map((u) => `${u.type}(${place(map, u.loc, lang).replace(' ', '/')})`).join(', ')}`);
  return lines;
}

function proposalText(map: GameMap, p: ProposalJson, lang: ReportLang): string {
  return p.result === 'draw' ? WORDS.draw[lang] : `${WORDS.concession[lang]} ${withArticle(map, p.to, lang)}`;
}

/** "la Russie", "l'Angleterre", "Rome" in French (after "à"); the name alone in English. */
function withArticle(map: GameMap, p: PowerId, lang: ReportLang): string {
  const name = powerName(map, p, lang);
  if (lang === 'en' || (map.powerNames[p] as { frArticle?: boolean } | undefined)?.frArticle === false) return name;
  return /^[aeiouyéèêâîôû]/i.test(name) ? `l'${name}` : `la ${name}`;
}

function resultText(map: GameMap, r: GameResultJson, lang: ReportLang): string {
  const names = (ps: readonly PowerId[]) => ps.map((p) => powerName(map, p, lang)).join(', ');
  switch (r.result) {
    case 'victory':
      return `${WORDS.victory[lang]}, ${r.power !== undefined ? powerName(map, r.power, lang) : ''}${r.player !== undefined ? ` [${r.player}]` : ''}, ${r.centres} ${WORDS.centresWord[lang]}`;
    case 'draw':
      return `${WORDS.draw[lang]}, ${names(r.powers)}${r.by === 'stalemate' ? ' (stalemate)' : ''}`;
    case 'concession':
      return `${WORDS.concession[lang]} ${withArticle(map, r.power, lang)}`;
    case 'timeLimit':
      return `${WORDS.timeLimit[lang]}, ${r.by === 'centres' ? WORDS.centresWord[lang] : WORDS.unitsWord[lang]}: ${names(r.leaders)} (${Object.entries(r.counts).map(([p, n]) => `${powerName(map, p, lang)} ${n}`).join(', ')})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a report back

export interface ReadReport {
  data?: PostalReportData;
  /** The first phase, as the order file the report begins with (what `casebook adjudicate` re-rules). */
  input?: PhaseInput;
  problems: FileProblem[];
}

/** Is this text a postal report? (its first line names the season and says "report" / "compte rendu"). */
export function isPostalReport(text: string): boolean {
  const first = text.split(/\r?\n/).find((l) => l.trim() && !l.trim().startsWith('#')) ?? '';
  return /—\s*(report|compte rendu)\s*$/i.test(first.trim());
}

export function readPostalReport(map: GameMap, text: string): ReadReport {
  const lines = text.split(/\r?\n/);
  const cut = lines.findIndex((l) => l.trim() === '---');
  const orderPart = (cut < 0 ? lines : lines.slice(0, cut)).join('\n');
  const parsed = parseOrderFile(map, orderPart, { keepUnreadable: true });
  const problems: FileProblem[] = [...parsed.problems];
  if (!parsed.input) return { problems };
  const input = parsed.input;
  const lang: ReportLang = /compte rendu/i.test(lines[0] ?? '') ? 'fr' : 'en';
  const place = (token: string, line: number, column: number): LocId | undefined => {
    const r = map.lookup(token.trim());
    if (!r.ok) problems.push({ line, column, message: `unknown province "${token.trim()}"` });
    return r.ok ? r.loc : undefined;
  };

  // The orders, in reading order, with their marks and comments.
  const orders: ReportOrder[] = [];
  const sheets: Record<PowerId, number> = {};
  let power: PowerId | undefined;
  let nmrBlock = false;
  const nmr: PowerId[] = [...(input.nmr ?? [])];
  const kind = input.phase.type;
  (cut < 0 ? lines : lines.slice(0, cut)).forEach((raw, k) => {
    // The sheet ruled, said in a comment under the power: "# version 2 ruled", "# version 2 arbitrée".
    const sheet = /^\s+#\s*version\s+(\d+)\s+(ruled|arbitr)/i.exec(raw);
    if (sheet && power) sheets[power] = Number(sheet[1]);
    const content = raw.replace(/#.*$/, '').trim();
    if (!content || k === 0) return;
    // An indented line is an order of the power above (a failed move has a colon too: "F GOP:THE").
    const head = /^\s/.test(raw) ? null : /^([^:]+?)\s*:\s*(.*)$/.exec(content);
    const named = head ? powerNamed(fold(head[1]).replace(/\s*\(.*\)$/, '').replace(/,.*$/, ''), map) : undefined;
    let body = content;
    if (head && named) {
      power = named;
      nmrBlock = /^(nmr|onr)$/i.test(head[2].trim());
      body = nmrBlock ? '' : head[2].trim();
    } else if (head) return; // ruleset:, has:, owns:, dislodged:, standoffs:...
    if (!body || !power) return;
    // A power's conditional lists are its orders too, but not ruled in this phase: not among the report's orders.
    if (/^(if dislodged|si delogee?s?|builds|constructions|removals|retraits)\s*:/.test(fold(body))) return;
    const comments: string[] = [];
    for (;;) {
      const m = /\s*\((a|o|i|u|v|d\s*-\s*[^)]*)\)\s*$/i.exec(body);
      if (!m) break;
      body = body.slice(0, m.index);
      const code = fold(m[1]).replace(/\s+/g, '');
      comments.unshift(code.startsWith('d-') ? `d-${place(code.slice(2), k + 1, 1) ?? code.slice(2)}` : code);
    }
    const board = kind === 'retreat' ? (input.dislodged ?? []) : input.units;
    const r = parseOrder(body.trim(), { phase: kind === 'bidding' ? undefined : kind, map, unitAt: (p) => board.find((u) => map.provinceOf(u.loc) === p) });
    const order = r.ok ? canonicalOrder(r.value.order, (loc) => board.find((u) => map.provinceOf(u.loc) === map.provinceOf(loc))?.type) : body.trim();
    orders.push({ power, order, ...(r.ok && r.value.reported ? { reported: r.value.reported } : {}), comments: nmrBlock ? comments.filter((x) => x !== 'o') : comments });
  });

  // The results.
  const data: PostalReportData = { phase: { ...input.phase }, nmr, sheets, orders, retreats: [], adjustments: [] };
  let section = '';
  (cut < 0 ? [] : lines.slice(cut + 1)).forEach((raw, j) => {
    const line = cut + 2 + j;
    const content = raw.trim();
    if (!content) return;
    const top = !/^\s/.test(raw);
    const m = /^([^:]+?)\s*:\s*(.*)$/.exec(content);
    if (top) {
      const key = fold(m?.[1] ?? content);
      const rest = m?.[2] ?? '';
      if (/^(retreats|retraites)$/.test(key)) section = 'retreats';
      else if (/^(adjustments|ajustements)$/.test(key)) section = 'adjustments';
      else if (/^(supply centres|centres)$/.test(key)) section = 'centres';
      else if (key === 'vote') data.vote = readVote(map, rest, lang, line, problems);
      else if (/^(result|resultat)$/.test(key)) {
        const r = readResult(map, rest, line, problems);
        if (r) data.gameResult = r;
      } else problems.push({ line, column: 1, message: `"${content}" is not a part of a report (Retreats, Adjustments, Supply centres, Vote, Result)` });
      return;
    }
    if (!m) return void problems.push({ line, column: 1, message: `"${content}" is not "<power>: ..."` });
    const who = powerNamed(fold(m[1]).replace(/\s*\(\d+\)$/, ''), map);
    if (!who) return void problems.push({ line, column: raw.indexOf(m[1]) + 1, message: `unknown power "${m[1]}"` });
    if (section === 'retreats') {
      for (const item of m[2].split(',')) {
        const x = /^\s*([AF])\s+(.+?)\s*\((a|d\s*-\s*[^)]*)\)\s*$/i.exec(item);
        const at = x ? place(x[2], line, 1) : undefined;
        if (!x || !at) {
          problems.push({ line, column: 1, message: `"${item.trim()}" is not a unit and its fate, such as "A MUN (d-KIE)" or "A MUN (a)"` });
          continue;
        }
        const to = fold(x[3]).startsWith('d') ? place(x[3].replace(/^d\s*-\s*/i, ''), line, 1) : undefined;
        data.retreats.push({ power: who, unit: `${x[1].toUpperCase()} ${at}`, ...(to !== undefined ? { to } : {}) });
      }
    } else if (section === 'adjustments') {
      const a = /^(builds|construit|removes|retire)\s+(.*)$/i.exec(m[2].trim());
      if (!a) return void problems.push({ line, column: 1, message: `"${m[2]}" is not "builds ..." or "removes ..."` });
      const action = /^(builds|construit)$/i.test(a[1]) ? 'build' : 'remove';
      for (const item of a[2].split(',')) {
        const x = /^\s*([AF])\s+(.+?)(\s*\((gm|mj)\))?\s*$/i.exec(item);
        const at = x ? place(x[2], line, 1) : undefined;
        if (!x || !at) {
          problems.push({ line, column: 1, message: `"${item.trim()}" is not a unit` });
          continue;
        }
        data.adjustments.push({ power: who, action, type: x[1].toUpperCase() as UnitType, loc: at, default: !!x[3] });
      }
    } else if (section === 'centres') {
      (data.centres ??= {})[who] = m[2].split(',').map((x) => map.provinceOf(place(x, line, 1) ?? '')).filter(Boolean).sort();
    }
  });
  return { data, input, problems };
}

function readVote(map: GameMap, rest: string, lang: ReportLang, line: number, problems: FileProblem[]): VoteJson | undefined {
  const m = /^(.*?)\s+—\s+(carried|adoptee|rejected|rejetee)$/.exec(fold(rest));
  const proposal = m ? readProposal(map, m[1]) : undefined;
  if (!m || !proposal) {
    problems.push({ line, column: 1, message: `a vote is "${lang === 'fr' ? 'nullité — adoptée' : 'draw — carried'}" or "${lang === 'fr' ? 'concession à la Russie — rejetée' : 'concession to Russia — rejected'}"` });
    return undefined;
  }
  return { proposal, carried: /^(carried|adoptee)$/.test(m[2]) };
}

function readProposal(map: GameMap, text: string): ProposalJson | undefined {
  if (/^(draw|nullite)$/.test(text.trim())) return { result: 'draw' };
  const c = /^concession (?:to|a) (?:la |l')?(.+)$/.exec(text.trim());
  const to = c ? powerNamed(c[1], map) : undefined;
  return to ? { result: 'concession', to } : undefined;
}

function readResult(map: GameMap, rest: string, line: number, problems: FileProblem[]): GameResultJson | undefined {
  const t = fold(rest).trim();
  const powers = (list: string) => list.split(',').map((x) => powerNamed(x.trim(), map)).filter((p): p is PowerId => p !== undefined);
  let m = /^victoire|^victory/.test(t) ? /^(?:victory|victoire), ([^[,]*?)(?: \[([^\]]+)\])?, (\d+) centres$/.exec(t) : null;
  if (m) {
    const power = m[1] ? powerNamed(m[1], map) : undefined;
    return { result: 'victory', ...(power ? { power } : {}), ...(m[2] ? { player: m[2] } : {}), centres: Number(m[3]) };
  }
  m = /^(?:draw|nullite), (.+?)( \(stalemate\))?$/.exec(t);
  if (m) return { result: 'draw', powers: powers(m[1]), by: m[2] ? 'stalemate' : 'vote' };
  m = /^concession (?:to|a) (?:la |l')?(.+)$/.exec(t);
  const to = m ? powerNamed(m[1], map) : undefined;
  if (to) return { result: 'concession', power: to, by: 'vote' };
  m = /^(?:time limit|limite de temps), (centres|units|unites): (.*?) \((.*)\)$/.exec(t);
  if (m) {
    const counts: Record<PowerId, number> = {};
    for (const item of m[3].split(',')) {
      const x = /^\s*(.+?) (\d+)$/.exec(item);
      const p = x ? powerNamed(x[1], map) : undefined;
      if (p) counts[p] = Number(x![2]);
    }
    return { result: 'timeLimit', by: m[1] === 'centres' ? 'centres' : 'units', leaders: powers(m[2]), counts };
  }
  problems.push({ line, column: 1, message: `"${rest}" is not a result (victory, draw, concession, time limit)` });
  return undefined;
}
