// Intimate Diplomacy's answer under the command line's table: the bidding's outcome, the credits,
// who controls each power and the verdict (the lines themselves are read in ../formats/intimate-file.ts).
import type { PowerControl as ControlJson, PhaseAnswer } from '../protocol/index.js';
import type { Lang } from '../casebook/index.js';
import { colonIn, powerName } from './table.js';

/** The bidding's outcome, the credits, control and verdict, under the ordinary table. */
export function formatIntimate(answer: PhaseAnswer, lang: Lang): string {
  const c = colonIn(lang);
  const fr = lang === 'fr';
  const out: string[] = [];
  if (answer.home) out.push(`${fr ? "Pays d'origine" : 'Home powers'}${c}${Object.entries(answer.home).map(([pl, p]) => `${pl} ${powerName(p, lang)}`).join(', ')}`);
  const b = answer.bidding;
  if (b) {
    out.push(fr ? 'Enchères' + c.trimEnd() : 'Bidding:');
    for (const m of b.mercenaries) {
      const name = powerName(m.power, lang);
      if (m.result === 'won') out.push(`  ${name}${c}${m.player} ${fr ? "l'emporte pour" : 'wins for'} ${m.price}`);
      // When both overbid, a power one of them won is in anarchy too: its bids were not equal.
      else if (m.result === 'anarchy' && b.overbid.length === 2) out.push(`  ${name}${c}${fr ? `anarchie (${m.bid} ; les deux joueurs ont enchéri à découvert)` : `anarchy (${m.bid}; both players overbid)`}`);
      else if (m.result === 'anarchy') out.push(`  ${name}${c}${fr ? `anarchie (offres égales, ${m.bid})` : `anarchy (equal bids, ${m.bid})`}`);
      else out.push(`  ${name}${c}${m.player} ${fr ? `le prend à ${m.from} à moitié prix,` : `takes it from ${m.from} at half price,`} ${m.price}`);
    }
    if (b.overbid.length) out.push(`${fr ? 'Enchère à découvert' : 'Overbid'}${c}${b.overbid.join(', ')}`);
  }
  if (answer.credits) {
    const before = b?.before;
    out.push(`${fr ? 'Crédits' : 'Credits'}${c}${Object.entries(answer.credits).map(([pl, n]) => (before ? `${pl} ${before[pl]} → ${n}` : `${pl} ${n}`)).join(', ')}`);
  }
  if (answer.control && b) {
    const who = (x: ControlJson) => ('player' in x ? x.player : fr ? 'anarchie' : 'anarchy');
    out.push(`${fr ? 'Contrôle' : 'Control'}${c}${Object.entries(answer.control).map(([p, x]) => `${powerName(p, lang)} ${who(x!)}`).join(', ')}`);
  }
  const v = answer.verdict;
  if (v) {
    const text =
      v.result === 'playOn'
        ? fr ? "égalité parfaite : la partie continue jusqu'à l'automne suivant" : 'a perfect tie: play goes on until next Fall'
        : v.result === 'draw'
          ? fr ? 'impasse : partie nulle' : 'stalemate: a draw'
          : `${v.winner} ${fr ? 'gagne' : 'wins'} (${v.by})`;
    out.push(`${fr ? 'Verdict' : 'Verdict'}${c}${text}`);
  }
  return out.length ? out.join('\n') + '\n' : '';
}
