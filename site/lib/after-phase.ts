// What a phase leaves behind, as the case pages and the sample game's pages print it: dislodged units
// and where they may retreat, provinces left empty by a standoff, builds and removals. Worded here,
// not in the components, so that the French lint reads exactly these lines (french-lint.test.ts).

import type { PhaseInput, PhaseOutput } from '../../engine/protocol/index.js';
import type { GameMap } from '../../engine/map/index.js';
import { placeText } from '../../engine/language/index.js';
import { t, type Lang } from './i18n.js';
import { mapOf, placeName, unitName } from './names.js';
import { powerLabel } from './powers.js';

export interface AfterPhase {
  /** "Turquie A Bulgarie, attaquée depuis la Roumanie : peut battre en retraite vers Constantinople ou la Grèce". */
  dislodged: string[];
  /** "Bourgogne, Galicie", or '' when no standoff left a province empty. */
  standoffs: string;
  /** "Allemagne : + A Kiel". */
  adjustments: string[];
}

const colon = (lang: Lang) => (lang === 'fr' ? ' : ' : ': ');

/** A place inside a French sentence takes its article ("la Grèce", "Kiel"); English needs none. */
const inSentence = (loc: string, lang: Lang, variant?: string) =>
  lang === 'fr' ? placeText(loc, 'def', 'fr', { map: mapOf(variant) as unknown as GameMap<string> }) : placeName(loc, lang, variant);

const either = (items: string[], lang: Lang) => new Intl.ListFormat(lang === 'fr' ? 'fr' : 'en-GB', { type: 'disjunction' }).format(items);

/** `variant`: the board the phase is played on (the standard one by default). */
export function afterPhase(out: Omit<PhaseOutput, 'orders'>, lang: Lang, variant?: string): AfterPhase {
  return {
    dislodged: out.dislodged.map((d) => {
      const where = d.retreats?.length ? `${t('retreatsTo', lang)} ${either(d.retreats.map((l) => inSentence(l, lang, variant)), lang)}` : t('mustDisband', lang);
      return `${powerLabel(d.power, lang)} ${unitName(`${d.type} ${d.loc}`, lang, variant)}, ${t('attackedFrom', lang)} ${inSentence(d.attackerFrom, lang, variant)}${colon(lang)}${where}`;
    }),
    standoffs: out.contested.map((l) => placeName(l, lang, variant)).join(', '),
    adjustments: (out.adjustments ?? []).map(
      (a) => `${powerLabel(a.power, lang)}${colon(lang)}${a.action === 'build' ? '+' : '−'} ${unitName(`${a.type} ${a.loc}`, lang, variant)}${a.default ? ` ${t('byDefault', lang)}` : ''}`,
    ),
  };
}

/** One line of the game master's part of a phase: a label and its text. */
export interface GameMasterLine {
  label: string;
  text: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? k);
const both = (items: string[], lang: Lang) => new Intl.ListFormat(lang === 'fr' ? 'fr' : 'en-GB', { type: 'conjunction' }).format(items);

/**
 * The game master's part of a phase (#24): the powers whose orders were not received, the conditional
 * orders sent with the phase's orders, how the game is asked to stop, and the vote and the end of the
 * game the engine found.
 */
export function gameMasterPhase(input: PhaseInput | undefined, out: Omit<PhaseOutput, 'orders'> | undefined, lang: Lang, variant?: string): GameMasterLine[] {
  const lines: GameMasterLine[] = [];
  const c = colon(lang);
  const unit = (u: { type: string; loc: string }) => unitName(`${u.type} ${u.loc}`, lang, variant);
  if (input?.nmr?.length) lines.push({ label: t('gmNmr', lang), text: input.nmr.map((p) => powerLabel(p, lang)).join(', ') });
  const cond = input?.conditional;
  for (const r of cond?.retreats ?? []) {
    const to = [...r.to.map((l) => placeName(l, lang, variant)), ...(r.otherwise ? [t('gmElseDisband', lang)] : [])].join(', ');
    lines.push({ label: t('gmConditional', lang), text: `${powerLabel(r.power, lang)}, ${fill(t('gmIfDislodged', lang), { u: unit(r) })}${c}${to}` });
  }
  for (const [kind, key] of [['builds', 'gmBuildsFirst'], ['removals', 'gmRemovalsFirst']] as const) {
    const list = cond?.[kind] ?? [];
    for (const power of [...new Set(list.map((u) => u.power))]) {
      lines.push({ label: t('gmConditional', lang), text: `${powerLabel(power, lang)}, ${t(key, lang)}${c}${list.filter((u) => u.power === power).map(unit).join(', ')}` });
    }
  }
  const end = input?.endOfGame;
  if (end && 'timeLimit' in end) lines.push({ label: t('gmEndAsked', lang), text: t('gmTimeLimit', lang) });
  else if (end) {
    const proposal = end.proposal.result === 'draw' ? t('gmProposalDraw', lang) : fill(t('gmProposalConcession', lang), { power: powerLabel(end.proposal.to, lang) });
    const word = { for: t('gmFor', lang), against: t('gmAgainst', lang), abstain: t('gmAbstain', lang) };
    const votes = Object.entries(end.votes).map(([p, v]) => `${powerLabel(p, lang)} ${word[v]}`).join(', ');
    const abst = end.abstentions ? `; ${fill(t('gmAbstentionsCount', lang), { how: word[end.abstentions] })}` : '';
    lines.push({ label: t('gmEndAsked', lang), text: `${proposal}${lang === 'fr' ? ' ; ' : '; '}${t('gmVotes', lang)}${c}${votes}${abst}` });
  }
  if (out?.vote) lines.push({ label: t('gmVote', lang), text: t(out.vote.carried ? 'gmCarried' : 'gmRejected', lang) });
  const r = out?.gameResult;
  if (r) {
    const names = (ps: readonly string[]) => both(ps.map((p) => powerLabel(p, lang)), lang);
    const text =
      r.result === 'victory'
        ? fill(t('gmVictory', lang), { who: r.player ?? (r.power ? powerLabel(r.power, lang) : ''), n: String(r.centres) })
        : r.result === 'draw'
          ? fill(t('gmDraw', lang), { who: names(r.powers) })
          : r.result === 'concession'
            ? fill(t('gmConcession', lang), { who: powerLabel(r.power, lang) })
            : fill(t('gmTimeLimitResult', lang), {
                by: r.by === 'centres' ? t('centres', lang) : t('units', lang),
                who: names(r.leaders),
                counts: Object.entries(r.counts).map(([p, n]) => `${powerLabel(p, lang)} ${n}`).join(', '),
              });
    lines.push({ label: t('gmResult', lang), text });
  }
  return lines;
}
