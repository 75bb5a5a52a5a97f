// Power names in the page's language.
import type { Lang } from './i18n.js';

export const POWER_LABELS: Record<string, Record<Lang, string>> = {
  austria: { en: 'Austria', fr: 'Autriche' },
  england: { en: 'England', fr: 'Angleterre' },
  france: { en: 'France', fr: 'France' },
  germany: { en: 'Germany', fr: 'Allemagne' },
  italy: { en: 'Italy', fr: 'Italie' },
  russia: { en: 'Russia', fr: 'Russie' },
  turkey: { en: 'Turkey', fr: 'Turquie' },
};

export function powerLabel(power: string, lang: Lang): string {
  return POWER_LABELS[power]?.[lang] ?? power;
}
