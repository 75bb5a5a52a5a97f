// The casebook's sources as the pages name them: the documents and the DATC's sections (the
// engine's tables, shared with `casebook show`) and a case's reference in a list. Apart from
// ./i18n.ts, which the desk's script also loads: these come from the casebook layer, which only the
// site's build (Node) reads.
import { DOCS } from '../../engine/casebook/index.js';
import { refLabel, type Lang } from './i18n.js';

/** The source documents, by seed file name (one table with the terminal's). */
export { DOCS } from '../../engine/casebook/index.js';

/** The DATC's chapter-6 subsections, in order: the site's DATC index and sidebar use them (one table with the terminal's). */
export { DATC_SECTIONS } from '../../engine/casebook/index.js';

/**
 * A case's reference in a list of cases: "Diagram 12", "DATC 6.A.1", or for a case drawn from a
 * book's prose (whose printed reference is French text: "§3.5.3, A MAR et A MOS") the book's name
 * with its rule or section number when it has one: "Rulebook 2000, rule 17".
 */
export function listLabel(source: { doc: string; ref: string }, lang: Lang): string {
  if (/^(Sch[ée]ma|Exemple)\s+\d+$|^6\.[A-J]\.\d+$/i.test(source.ref)) return refLabel(source.ref, lang).replace(/ \(.*\)$/, '');
  const doc = DOCS[source.doc]?.short[lang] ?? source.doc;
  const rule = /^r[èe]gle\s+(\d+)$/i.exec(source.ref);
  const section = /^§\s*([\d.]+)/.exec(source.ref);
  if (rule) return `${doc}, ${lang === 'fr' ? 'règle' : 'rule'} ${rule[1]}`;
  return section ? `${doc}, §${section[1]}` : doc;
}
