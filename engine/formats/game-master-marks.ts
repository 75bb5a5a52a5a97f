// What tells an order file that holds the game master's lines (./game-master-lines.ts) from one that
// does not, without the reader (./game-master-door.ts lets the second kind by it); with the reader's
// own phase-kind rule, which both use.
import type { PhaseKind } from '../protocol/types.js';

export const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The phase kind a file's phase line names (the ordinary reader's rule), or movement. */
export function phaseKindOf(lines: readonly string[]): PhaseKind {
  for (const raw of lines) {
    const m = /^(spring|printemps|fall|autumn|automne|winter|hiver)\s+\d{1,4}\s*(.*)$/.exec(fold(raw.replace(/#.*$/, '')).trim());
    if (!m) continue;
    if (m[1] === 'winter' || m[1] === 'hiver' || /adjust|build|ajust|constr/.test(m[2])) return 'adjustment';
    return /retr/.test(m[2]) ? 'retreat' : /bid|ench/.test(m[2]) ? 'bidding' : 'movement';
  }
  return 'movement';
}

/**
 * What the reader takes, in any line (folded, its comment cut), looser than the reader itself: a
 * line it matches may still be an ordinary line, which only costs loading the reader.
 */
const MARKS: readonly RegExp[] = [
  // A power heading with something between the name and its colon: a sheet's version, "(NMR)".
  /^[a-z-]+\s*[,(][^:]*:/,
  /\b(nmr|onr)\b/,
  /time limit|limite de temps|fin de partie|arret a l'heure/,
  /\b(proposal|proposition|votes?|abstentions?)\s*:/,
  /\b(if dislodged|si delogee?s?|retreats|retraites|builds|constructions|removals|retraits|destructions)\s*:/,
  /fait retraite a|retreats? to/,
  // A postal report's comment at the end of an order: (a) (d-XXX) (i) (o) (u) (v).
  /\((a|o|i|u|v|d\s*-[^)]*)\)\s*$/,
];
/** The book's own builds and removals, read as conditional lists in a movement phase only. */
const BOOK_ADJUSTMENT = /(^|:)\s*(build|construire|remove|retirer|detruire)\s/;

/** Whether an order file may hold a line the game master's reader takes (never false when it does). */
export function mayHoldGameMasterLines(text: string): boolean {
  const all = text.split(/\r?\n/);
  const movement = phaseKindOf(all) === 'movement';
  for (const raw of all) {
    // A postal report's results follow its line "---".
    if (raw.trim() === '---') return true;
    const line = fold(raw.replace(/#.*$/, '')).trim();
    if (!line) continue;
    if (MARKS.some((m) => m.test(line)) || (movement && BOOK_ADJUSTMENT.test(line))) return true;
  }
  return false;
}

