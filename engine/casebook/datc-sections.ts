// The DATC's chapter-6 subsections with their titles in English (as the DATC gives them, roughly)
// and French: the site's DATC index and sidebar, and `casebook show --lang fr`'s source line.

/** In order, A to J. */
export const DATC_SECTIONS: readonly { letter: string; title: Readonly<Record<'en' | 'fr', string>> }[] = [
  { letter: 'A', title: { en: 'Basic checks', fr: 'Vérifications de base' } },
  { letter: 'B', title: { en: 'Coastal issues', fr: 'Questions de côtes' } },
  { letter: 'C', title: { en: 'Circular movement', fr: 'Mouvements circulaires' } },
  { letter: 'D', title: { en: 'Supports and dislodges', fr: 'Soutiens et délogements' } },
  { letter: 'E', title: { en: 'Head-to-head battles and beleaguered garrisons', fr: 'Face-à-face et garnisons assiégées' } },
  { letter: 'F', title: { en: 'Convoys', fr: 'Convois' } },
  { letter: 'G', title: { en: 'Convoying to adjacent provinces', fr: 'Convois vers une province voisine' } },
  { letter: 'H', title: { en: 'Retreats', fr: 'Retraites' } },
  { letter: 'I', title: { en: 'Builds', fr: 'Constructions' } },
  { letter: 'J', title: { en: 'Civil disorder and removals', fr: 'Troubles civils et retraits' } },
];

/** "6.D Supports and dislodges" in French: "6.D Soutiens et délogements"; any other section as it is. */
export function sectionIn(section: string, lang: 'en' | 'fr'): string {
  const m = /^6\.([A-J])\b/.exec(section);
  const s = m ? DATC_SECTIONS.find((x) => x.letter === m[1]) : undefined;
  return s && lang === 'fr' ? `6.${s.letter} ${s.title.fr}` : section;
}
