// The source documents by seed file name, with the names a reader knows them by: the site's case
// pages and lists, and `casebook show`'s source line. A reader never sees the seed numbers.

type Texts = Readonly<Record<'en' | 'fr', string>>;

export const DOCS: Readonly<Record<string, { short: Texts; long: Texts }>> = {
  '000_a224e2262e586961.txt': {
    short: { en: 'Rulebook 2000', fr: 'Règles 2000' },
    long: { en: 'Diplomacy rulebook, 4th edition (2000), French', fr: 'Règles de Diplomacy, 4e édition (2000)' },
  },
  '001_f1d037d750fdb09a.txt': {
    short: { en: 'I want you for Diplomacy', fr: 'I want you for Diplomacy' },
    long: { en: '“I want you for Diplomacy” (1985, retyped 1998), French', fr: '« I want you for Diplomacy » (1985, ressaisi en 1998)' },
  },
  '002_e411ce091df0a3b6.txt': {
    short: { en: 'Intimate Diplomacy', fr: 'Intimate Diplomacy' },
    long: { en: '“Intimate Diplomacy”, a two-player variant (diplomania wiki, French)', fr: '« Intimate Diplomacy », variante pour deux joueurs (wiki diplomania)' },
  },
  '003_0ff4372412a8826e.txt': {
    short: { en: 'Convoy chapter (web copy)', fr: 'Chapitre des convois (copie web)' },
    long: {
      en: 'A web copy of the 2000 rulebook’s convoy chapter and diagrams 19–32, French',
      fr: 'Copie web du chapitre des convois et des schémas 19 à 32 des règles de 2000',
    },
  },
  '004_7e4310d643bfae6a.txt': {
    short: { en: 'Ancient Mediterranean', fr: 'Méditerranée Antique' },
    long: {
      en: '“Ancient Mediterranean” variant rules (Don Hessong; French translation, 2004)',
      fr: 'Règles de la variante « Méditerranée Antique » (Don Hessong ; traduction française, 2004)',
    },
  },
  'DATC_v3_0.html': {
    short: { en: 'DATC', fr: 'DATC' },
    long: { en: 'Diplomacy Adjudicator Test Cases, v3.0 (L. B. Kruijswijk, 2024)', fr: 'Diplomacy Adjudicator Test Cases, v3.0 (L. B. Kruijswijk, 2024)' },
  },
};
