// Data of the "Validate your adjudicator" pages, read at build time: the mutants of the reference
// engine and the cases that catch each one (site/content-data/mutants.json, written by
// `npm run mutants`), js-diplomacy's case-by-case score (site/content-data/js-diplomacy-score.json,
// written by scripts/adapters/js-diplomacy-score.ts), and the adapter skeletons of
// scripts/adapters/README.md, so that the site shows the same code the README does.
//
// Both data files are written by scripts, so a malformed one is a bug there: it stops the build
// with the file and the field at fault.

import { z } from 'zod';
import mutantsFile from '../content-data/mutants.json' with { type: 'json' };
import scoreFile from '../content-data/js-diplomacy-score.json' with { type: 'json' };
import adaptersReadme from '../../scripts/adapters/README.md?raw';
import { phaseTitle, shortLabel, type Lang } from './i18n.js';

// ---------------------------------------------------------------------------------------------
// Mutants

const mutantsSchema = z.object({
  cases: z.number().int(),
  mutants: z.array(
    z.object({
      mutant: z.string().min(1),
      breaks: z.string().min(1),
      killedBy: z.array(z.object({ id: z.string().min(1), how: z.enum(['fail', 'error']) })),
    }),
  ),
  survivors: z.array(z.string()),
});

const scoreSchema = z.object({
  adjudicator: z.object({ name: z.string(), version: z.string(), license: z.string(), year: z.number().int(), adapter: z.string() }),
  command: z.string().min(1),
  score: z.string(),
  totals: z.object({
    cases: z.number().int(),
    passed: z.number().int(),
    passedAtOrders: z.number().int(),
    passedAtBoard: z.number().int(),
    failed: z.number().int(),
    failedOnOrdersOnly: z.number().int(),
    errors: z.number().int(),
    /** Cases of a game the adjudicator does not play (#14): neither passed nor failed. */
    unsupported: z.number().int().optional(),
  }),
  cases: z.array(
    z.object({
      id: z.string().min(1),
      source: z.string(),
      status: z.enum(['pass', 'fail', 'error', 'unsupported']),
      passedAt: z.enum(['orders', 'board']).nullable(),
      board: z.enum(['pass', 'fail', 'error']),
      orders: z.enum(['pass', 'fail', 'not given', 'none']),
      problems: z.array(z.object({ where: z.string(), what: z.enum(['orders', 'dislodged', 'position', 'geography', 'answer', 'variant']), message: z.string() })),
    }),
  ),
});

/** Parse a data file, or stop with "file: field: problem" lines. */
export function parseDataFile<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const lines = r.error.issues.slice(0, 5).map((i) => `  ${i.path.join('.') || '(top level)'}: ${i.message}`);
  throw new Error(`${file} is not what the site expects (regenerate it with the script that writes it):\n${lines.join('\n')}`);
}

export type MutantsData = z.infer<typeof mutantsSchema>;
export type ScoreData = z.infer<typeof scoreSchema>;
export type ScoreCase = ScoreData['cases'][number];

export const MUTANTS_DATA: MutantsData = parseDataFile(mutantsSchema, mutantsFile, 'site/content-data/mutants.json');
export const SCORE: ScoreData = parseDataFile(scoreSchema, scoreFile, 'site/content-data/js-diplomacy-score.json');

/**
 * French wording of each mutant's `breaks` sentence (the data file has English only). A mutant
 * added later without a line here is shown in English, marked as such; a unit test asks for one.
 */
export const MUTANT_FR: Record<string, string> = {
  selfDislodge: 'une puissance peut déloger sa propre unité (règle 12 ignorée)',
  ownSupportCountsAgainstOwnUnit: 'un soutien compte même contre une unité de la puissance qui le donne (règle 12)',
  supportsNeverCut: "une attaque contre l'unité qui soutient ne bloque jamais son soutien (règle 13 ignorée)",
  attackFromTargetCuts: 'une attaque partie de la province que vise le soutien le bloque quand même (règle 13)',
  ownAttackCutsSupport: 'une puissance qui attaque sa propre unité de soutien bloque ce soutien (règle 16)',
  dislodgedSupportCounts: 'une unité délogée apporte encore son soutien (règle 14)',
  dislodgedStillBounces: "une unité délogée repousse encore un mouvement vers la province d'où venait son attaquant (règle 11)",
  standoffDislodges: "un mouvement arrêté par un simple statu quo déloge quand même l'unité attaquée (règles 4-5)",
  equalStrengthDislodges: "une attaque qui ne fait qu'égaler la défense de la province visée réussit (règle 4)",
  holdSupportIgnored: "le soutien à une unité qui reste sur place n'ajoute rien à sa défense (règle 8)",
  supportAnyMove: "un soutien compte même quand l'unité soutenue part ailleurs (règle 9)",
  headToHeadIgnored: "deux unités qui foncent l'une vers la province de l'autre échangent leurs places (règle 6 ignorée)",
  disruptedConvoyCutsSupport: 'une armée dont le convoi est rompu bloque quand même un soutien (règle 17)',
  convoyRules21And22Inverted:
    "règles 21 et 22 inversées : une armée convoyée n'épargne le soutien dirigé contre son convoi que lorsqu'elle a une autre route",
  circularMovementFails: "un cercle d'unités qui entrent chacune chez la suivante reste immobile (règle 7)",
  retreatIntoStandoff: 'une unité délogée peut battre en retraite dans une province laissée vide par un statu quo',
  retreatToAttackerOrigin: "une unité délogée peut battre en retraite dans la province d'où venait son attaquant",
  retreatCollisionFirstWins: "de deux retraites vers la même province, celle qui est ordonnée en premier réussit",
  buildOnForeignOwnedHome: "une puissance peut construire dans un de ses centres nationaux qu'une autre puissance possède désormais",
  buildOnOccupiedCentre: "une puissance peut construire dans un centre national où se trouve déjà une unité",
  civilDisorderReversed: "en cas de troubles civils, les retraits commencent par l'unité la plus proche des centres nationaux au lieu de la plus éloignée",
  noOwnershipChangeInFall: "les centres de ravitaillement ne changent jamais de propriétaire après un tour d'automne",
  supportCoastIgnored: 'un soutien qui nomme la mauvaise côte de la destination compte quand même (DATC 4.B.4)',
  adjacentConvoyAnyFleet: "tout ordre de convoi, même d'une flotte étrangère, fait passer par la mer une armée qui va vers une province voisine (DATC 4.A.3)",
  retreatConvoyOriginClosed: "une unité délogée par une armée convoyée ne peut pas retraiter vers la province d'origine de cette armée (DATC 4.A.5)",
  civilDisorderHomeDistance: 'en cas de troubles civils, la distance se mesure aux centres nationaux et non aux centres possédés (DATC 4.D.8)',
  civilDisorderArmiesFirst: 'en cas de troubles civils, à distance égale, les armées partent avant les flottes (DATC 4.D.8)',
  disbandOrderIgnored: "un ordre de démobilisation donné en phase de retraite est ignoré : l'unité est traitée comme sans ordre (001 §2.11.2)",
  postalDefaultRetreatSkipped: 'une unité délogée sans ordre est démobilisée même là où le maître du jeu la fait battre en retraite (001 §3.5.3)',
};

export interface Mutant {
  /** The mutation's name, as `casebook check --mutant` and `npm run mutants` know it. */
  name: string;
  /** What the mutant gets wrong; `lang` is the language the sentence is written in. */
  breaks: Record<Lang, { text: string; lang: Lang }>;
  /** Rule numbers of the 2000 book the sentence names. */
  rules: number[];
  /** Cases that catch it: `fail` (a check differs) or `error` (the adjudication breaks). */
  killedBy: { id: string; how: 'fail' | 'error' }[];
}

/** "(rule 12)", "(rules 4-5)", "rules 21 and 22 inverted" → the numbers named. */
export function rulesNamed(sentence: string): number[] {
  const m = /\brules?\s+(\d+(?:\s*(?:-|–|,|and)\s*\d+)*)/i.exec(sentence);
  if (!m) return [];
  const nums = m[1].match(/\d+/g)!.map(Number);
  return [...new Set(nums)].filter((n) => n >= 1 && n <= 22);
}

/** The data's sentences start in lower case (they follow "the mutant breaks:"); pages show them alone. */
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const MUTANTS: Mutant[] = MUTANTS_DATA.mutants.map((m) => ({
  name: m.mutant,
  breaks: {
    en: { text: capital(m.breaks), lang: 'en' },
    fr: MUTANT_FR[m.mutant] ? { text: capital(MUTANT_FR[m.mutant]), lang: 'fr' } : { text: capital(m.breaks), lang: 'en' },
  },
  rules: rulesNamed(m.breaks),
  killedBy: m.killedBy,
}));

/**
 * The first line of a harness problem (`casebook check`'s report, English) in the page's language:
 * the known shapes are reworded, anything else (a new message) stays English and says so.
 */
export function problemHead(head: string, lang: Lang): { text: string; lang: Lang } {
  if (lang === 'en') return { text: head, lang };
  const shapes: [RegExp, (...m: string[]) => string][] = [
    [/^(\d+) of (\d+) order results differ \(([\w-]+)\):$/, (n, of, p) => `${n} résultat${n === '1' ? '' : 's'} d'ordre sur ${of} ${n === '1' ? 'diffère' : 'diffèrent'} (${p})\u00a0:`],
    [/^dislodged units differ \(([\w-]+)\):$/, (p) => `les unités délogées diffèrent (${p})\u00a0:`],
    [/^the position after the phase differs \(([\w-]+)\):$/, (p) => `la position après la phase diffère (${p})\u00a0:`],
    [/^not run: the (\w+) (\d+) (\w+) phase before it produced no result$/, (season, year, type) => `non jouée\u00a0: la phase précédente (${phaseTitle({ season, year: Number(year), type }, 'fr').toLowerCase()}) n'a donné aucun résultat`],
    [/^the adjudicator failed: it answered with an error: (.*)$/, (e) => `l'arbitre a échoué\u00a0: il a répondu par une erreur, « ${e} »`],
    [/^unsupported variant ([\w-]+): the adjudicator answered: (.*)$/, (v, e) => `variante non prise en charge (${v})\u00a0: l'arbitre a répondu « ${e} »`],
  ];
  for (const [re, say] of shapes) {
    const m = re.exec(head);
    if (m) return { text: say(...m.slice(1)), lang: 'fr' };
  }
  return { text: head, lang: 'en' };
}

/** A short name for a case in lists: "Diagram 12", "Sample game", else its title. */
export function caseRef(id: string, title: Record<Lang, string> | undefined, lang: Lang): string {
  if (id === 'sample-game') return lang === 'fr' ? "Partie d'exemple" : 'Sample game';
  return shortLabel(id, lang) || title?.[lang] || id;
}

/** The mutants a case catches (empty when none). */
export function mutantsCaughtBy(caseId: string): Mutant[] {
  return MUTANTS.filter((m) => m.killedBy.some((k) => k.id === caseId));
}

/** An element id for a mutant's row on the overview page. */
export function mutantAnchor(name: string): string {
  return `mutant-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

// ---------------------------------------------------------------------------------------------
// Adapter skeletons, from scripts/adapters/README.md

export interface Skeleton {
  code: string;
  /** The command line given after it in the README ("casebook check --adjudicator ..."). */
  run: string;
}

/** The first fenced block of `lang` under the heading that contains `heading`, and the command after it. */
export function skeletonFrom(readme: string, heading: string, lang: string): Skeleton {
  const at = readme.search(new RegExp(`^#+ .*${heading}`, 'm'));
  if (at < 0) throw new Error(`scripts/adapters/README.md: no heading containing "${heading}" (the site shows the adapter skeleton found under it)`);
  const rest = readme.slice(at);
  const block = new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```\\n([\\s\\S]*?)(?=\\n#|$)').exec(rest);
  if (!block) throw new Error(`scripts/adapters/README.md: no \`\`\`${lang} block under "${heading}"`);
  const run = /`([^`\n]*casebook check[^`\n]*)`/.exec(block[2])?.[1] ?? '';
  return { code: block[1], run };
}

export const SKELETONS = {
  python: skeletonFrom(adaptersReadme, 'adapter in Python', 'python'),
  go: skeletonFrom(adaptersReadme, 'adapter in Go', 'go'),
};
