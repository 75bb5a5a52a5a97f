// Readable terminal renderings of a phase result and of the rule presets' differences, in English
// or French. The reasons and steps come already worded (engine/casebook/report.ts); this file only
// lays them out and words its own labels.
import { powerNamesOf, type compareRulesets } from '../adjudicate/index.js';
import type { Lang } from '../casebook/index.js';
import { phaseName, resultName, type ExplanationStepJson, type EchoedAnswer, type PhaseInput, type PhaseOutput, type UnitJson } from '../protocol/index.js';
import { fact, placeText, powerArg, render } from '../language/index.js';
import type { GameMap } from '../map/index.js';
import { compareIds, escapeControls } from '../util/index.js';

const LABELS = {
  power: { en: 'power', fr: 'puissance' },
  order: { en: 'order', fr: 'ordre' },
  result: { en: 'result', fr: 'résultat' },
  reason: { en: 'reason', fr: 'raison' },
  rules: { en: 'rules', fr: 'règles' },
  dislodgedMark: { en: 'dislodged', fr: 'délogée' },
  dislodged: { en: 'Dislodged:', fr: 'Unités délogées\u00a0:' },
  attackedFrom: { en: 'attacked from', fr: 'attaquée depuis' },
  mayRetreat: { en: 'may retreat to', fr: 'retraites possibles' },
  noRetreat: { en: 'nowhere, it is disbanded', fr: 'aucune, elle est démobilisée' },
  standoffs: { en: 'Left empty by a standoff:', fr: 'Laissées vides par un statu quo\u00a0:' },
  adjustments: { en: 'Adjustments:', fr: 'Ajustements\u00a0:' },
  build: { en: 'builds', fr: 'construit' },
  remove: { en: 'removes', fr: 'démobilise' },
  // An adjustment the rules made, not the player: a removal by civil disorder (000) or the game master's
  // default (001 §3.5.3), a build of Intimate's mercenaries and powers in anarchy.
  byDefault: { en: '(by default)', fr: '(par défaut)' },
  positionAfter: { en: 'Position after:', fr: 'Position après la phase\u00a0:' },
  centres: { en: 'Supply centres:', fr: 'Centres\u00a0:' },
  owns: { en: 'owns', fr: 'possède' },
  centresAndWins: { en: 'centres and wins.', fr: 'centres et gagne.' },
  playerWins: { en: 'wins the game (player).', fr: 'gagne la partie (joueur).' },
  next: { en: 'Next:', fr: 'Phase suivante\u00a0:' },
  nmr: { en: 'Orders not received (NMR):', fr: 'Ordres non reçus (ONR)\u00a0:' },
  vote: { en: 'Vote:', fr: 'Vote\u00a0:' },
  proposalOf: { en: 'the proposal of', fr: 'la proposition de' },
  carried: { en: 'is carried', fr: 'est adoptée' },
  rejected: { en: 'is rejected: the game goes on', fr: 'est rejetée : la partie continue' },
  endOfGame: { en: 'End of the game:', fr: 'Fin de la partie\u00a0:' },
  drawShared: { en: 'a draw shared by', fr: 'nullité partagée par' },
  winsByConcession: { en: 'wins by concession', fr: 'gagne par concession' },
  timeLimitBy: { en: 'the time limit; ahead by', fr: 'la limite de temps ; en tête aux' },
  centresWord: { en: 'centres', fr: 'centres' },
  unitsWord: { en: 'units', fr: 'unités' },
  steps: { en: 'Step by step:', fr: 'Pas à pas\u00a0:' },
  rule: { en: 'rule', fr: 'règle' },
  sameEverywhere: { en: 'Every rule preset gives the same result as', fr: 'Chaque jeu de règles donne le même résultat que' },
  otherPresets: { en: 'Under other rule presets (compared with', fr: 'Sous d’autres jeux de règles (comparés à' },
  insteadOf: { en: 'instead of', fr: 'au lieu de' },
  positionDiffers: { en: 'the position after differs', fr: 'la position après la phase diffère' },
  decidedBy: { en: 'decided by', fr: 'décidé par' },
} as const satisfies Record<string, Record<Lang, string>>;

export type Label = keyof typeof LABELS;

export function label(key: Label, lang: Lang): string {
  return LABELS[key][lang];
}


export { phaseName };

/** A location as the terminal writes it: the protocol's id in English ("bur"), its name in French ("Bourgogne"). */
export function placeName(loc: string, lang: Lang, map?: GameMap): string {
  return lang === 'fr' ? placeText(loc, 'name', 'fr', map ? { map: map as unknown as GameMap<string> } : {}) : loc;
}

/** "A mun" in English, "A Munich" in French. */
export function unitName(type: string, loc: string, lang: Lang, map?: GameMap): string {
  return `${type} ${placeName(loc, lang, map)}`;
}

export function powerName(power: string, lang: Lang): string {
  return powerNamesOf(power)?.[lang] ?? power;
}

/** French puts a (non-breaking) space before a colon. */
export function colonIn(lang: Lang): string {
  return lang === 'fr' ? '\u00a0: ' : ': ';
}

/** A heading ending in a colon: "Notes:", "Notes :". */
export function heading(text: string, lang: Lang): string {
  return text + colonIn(lang).trimEnd();
}

/** "(rule 5)", "(règles 3, 4)", or '' for none. */
export function rulesNote(rules: readonly number[], lang: Lang): string {
  if (rules.length === 0) return '';
  return `(${label(rules.length > 1 ? 'rules' : 'rule', lang)} ${rules.join(', ')})`;
}

/**
 * Columns padded to their widest cell; the last column is left as it is (long reasons wrap in the
 * terminal). A cell is one line: its control characters, newlines included, are shown escaped.
 */
export function columns(rows: readonly (readonly string[])[], indent = ''): string[] {
  const cells = rows.map((r) => r.map(escapeControls));
  const widths = cells[0].map((_, c) => Math.max(...cells.map((r) => r[c].length)));
  return cells.map((r) => indent + r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]))).join('  ').trimEnd());
}

/** A phase ruled by `casebook adjudicate`: orders with results and reasons, then what follows from them. */
export function formatTable(input: PhaseInput, answer: EchoedAnswer, lang: Lang, map?: GameMap): string {
  const lines: string[] = [`${phaseName(input.phase, lang)} (${input.ruleset ?? 'rulebook-2000'})`, ''];
  const header = [label('power', lang), label('order', lang), label('result', lang), label('rules', lang), label('reason', lang)];
  const rows = answer.orders.map((o) => [
    powerName(o.power, lang),
    o.text,
    resultName(o.result, lang) + (o.dislodged ? `, ${label('dislodgedMark', lang)}` : ''),
    (o.rules ?? []).join(', '),
    o.reason ?? '',
  ]);
  const table = columns([header, ...rows]);
  lines.push(table[0], table[0].replace(/[^ ]/g, '-'), ...table.slice(1), '');
  lines.push(...formatOutcome(answer, lang, '', map));
  if (answer.next) lines.push('', `${label('next', lang)} ${phaseName(answer.next, lang)}`);
  lines.push(...formatSteps(answer.explanation ?? [], lang));
  return lines.join('\n') + '\n';
}

/** Dislodged units, standoffs, adjustments, the position after and the centres. */
export function formatOutcome(out: Omit<PhaseOutput, 'orders'>, lang: Lang, indent = '', map?: GameMap): string[] {
  const place = (l: string) => placeName(l, lang, map);
  const unit = (type: string, loc: string) => unitName(type, loc, lang, map);
  const lines: string[] = [];
  if (out.dislodged.length) {
    lines.push(indent + label('dislodged', lang));
    for (const d of out.dislodged) {
      const where = d.retreats?.length ? d.retreats.map(place).join(', ') : label('noRetreat', lang);
      const from = lang === 'fr' ? placeText(d.attackerFrom, 'def', 'fr', map ? { map: map as unknown as GameMap<string> } : {}) : d.attackerFrom;
      lines.push(`${indent}  ${powerName(d.power, lang)} ${unit(d.type, d.loc)} (${label('attackedFrom', lang)} ${from})${lang === 'fr' ? '\u00a0;' : ';'} ${label('mayRetreat', lang)}${colonIn(lang)}${where}`);
    }
    lines.push('');
  }
  if (out.contested.length) lines.push(`${indent}${label('standoffs', lang)} ${out.contested.map(place).join(', ')}`, '');
  if (out.adjustments?.length) {
    lines.push(indent + label('adjustments', lang));
    for (const a of out.adjustments) {
      lines.push(`${indent}  ${powerName(a.power, lang)} ${label(a.action, lang)} ${unit(a.type, a.loc)}${a.default ? ` ${label('byDefault', lang)}` : ''}`);
    }
    lines.push('');
  }
  lines.push(indent + label('positionAfter', lang), ...formatUnits(out.units, lang, `${indent}  `, map));
  if (out.supplyCenters) {
    lines.push('', indent + label('centres', lang));
    for (const [p, list] of Object.entries(out.supplyCenters).sort()) lines.push(`${indent}  ${powerName(p, lang)} (${list!.length})${colonIn(lang)}${list!.map(place).join(', ')}`);
  }
  if (out.winner) {
    // The count the winner reached: 18 on both boards today, but the board decides (GameMap.victoryCenters).
    const owned = out.supplyCenters?.[out.winner]?.length ?? 0;
    lines.push('', `${indent}${powerName(out.winner, lang)} ${label('owns', lang)} ${owned} ${label('centresAndWins', lang)}`);
  }
  // A game with players (#15): the winning player, when it is not simply the winning power's name.
  if (out.winnerPlayer && out.winnerPlayer !== out.winner) lines.push(...(out.winner ? [] : ['']), `${indent}${out.winnerPlayer} ${label('playerWins', lang)}`);
  lines.push(...gameMasterOutcome(out, lang, indent));
  return lines;
}

/** The game master's part (#24): powers that sent no orders, a vote, the end of the game (a victory is told above). */
function gameMasterOutcome(out: Omit<PhaseOutput, 'orders'>, lang: Lang, indent: string): string[] {
  const lines: string[] = [];
  const names = (ps: readonly string[]) => ps.map((p) => powerName(p, lang)).join(', ');
  if (out.nmr?.length) lines.push('', `${indent}${label('nmr', lang)} ${names(out.nmr)}`);
  if (out.vote) {
    const p = out.vote.proposal;
    // "a draw", "a concession to Russia" / "nullité", "concession en faveur de la Russie": the language layer's words.
    const what = `${label('proposalOf', lang)} ${render(p.result === 'draw' ? fact('gm-proposal-draw') : fact('gm-proposal-concession', { power: powerArg(p.to) }), lang)}`;
    lines.push('', `${indent}${label('vote', lang)} ${what} ${label(out.vote.carried ? 'carried' : 'rejected', lang)}`);
  }
  const r = out.gameResult;
  if (r && r.result !== 'victory') {
    const text =
      r.result === 'draw'
        ? `${label('drawShared', lang)} ${names(r.powers)}`
        : r.result === 'concession'
          ? `${powerName(r.power, lang)} ${label('winsByConcession', lang)}`
          : `${label('timeLimitBy', lang)} ${label(r.by === 'centres' ? 'centresWord' : 'unitsWord', lang)}: ${names(r.leaders)} (${Object.entries(r.counts).map(([p, n]) => `${powerName(p, lang)} ${n}`).join(', ')})`;
    lines.push('', `${indent}${label('endOfGame', lang)} ${text}`);
  }
  return lines;
}

/** Units grouped by power, one line per power. */
export function formatUnits(units: readonly UnitJson[], lang: Lang, indent: string, map?: GameMap): string[] {
  const byPower = new Map<string, string[]>();
  for (const u of units) byPower.set(u.power, [...(byPower.get(u.power) ?? []), unitName(u.type, u.loc, lang, map)]);
  const colon = colonIn(lang);
  return [...byPower].sort(([a], [b]) => compareIds(a, b)).map(([p, us]) => `${indent}${powerName(p, lang)}${colon}${us.join(', ')}`);
}

/** The numbered steps, or nothing when there are none. */
export function formatSteps(steps: readonly ExplanationStepJson[], lang: Lang, indent = ''): string[] {
  if (steps.length === 0) return [];
  const colon = colonIn(lang);
  return ['', indent + label('steps', lang), ...steps.map((s, i) => `${indent}  ${i + 1}. ${s.title}${s.rules.length ? ` ${rulesNote(s.rules, lang)}` : ''}${colon}${s.text}`)];
}

export function formatComparison(input: PhaseInput, cmp: ReturnType<typeof compareRulesets>, lang: Lang = 'en'): string {
  const colon = colonIn(lang);
  if (cmp.differences.length === 0) return `\n${label('sameEverywhere', lang)} ${cmp.reference}.\n`;
  const lines = ['', `${label('otherPresets', lang)} ${cmp.reference})${colon.trimEnd()}`];
  const instead = (here: string, reference: string) => `${here} ${label('insteadOf', lang)} ${reference}`;
  for (const d of cmp.differences) {
    lines.push(`  ${d.ruleset}${colon.trimEnd()}`);
    for (const o of d.orders) {
      const order = input.orders[o.index];
      lines.push(`    ${powerName(order.power, lang)} ${escapeControls(order.text)}${colon}${instead(resultName(o.here, lang), resultName(o.reference, lang))}`);
    }
    if (d.positionDiffers) lines.push(`    ${label('positionDiffers', lang)}`);
    const decisive = d.options.filter((o) => o.decisive);
    for (const o of decisive.length ? decisive : d.options) {
      lines.push(`    ${label('decidedBy', lang)} ${o.option} (${o.about[lang]})${colon}${instead(o.here, o.reference)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** `casebook adjudicate --summary`: the phase's name, then the paragraph for the players on one line (to copy whole). */
export function formatSummary(input: PhaseInput, paragraph: string, lang: Lang): string {
  return `${phaseName(input.phase, lang)} (${input.ruleset ?? 'rulebook-2000'})\n\n${paragraph}\n`;
}
