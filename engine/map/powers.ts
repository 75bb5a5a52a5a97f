// The seven powers' names, in English and as the 2000 French rulebook writes them. The one table
// for display: the renderer, the site and any report read it from here.
import type { LocalisedName, Power } from './types.js';

export const POWER_NAMES: Readonly<Record<Power, LocalisedName>> = {
  austria: { en: 'Austria', fr: 'Autriche' },
  england: { en: 'England', fr: 'Angleterre' },
  france: { en: 'France', fr: 'France' },
  germany: { en: 'Germany', fr: 'Allemagne' },
  italy: { en: 'Italy', fr: 'Italie' },
  russia: { en: 'Russia', fr: 'Russie' },
  turkey: { en: 'Turkey', fr: 'Turquie' },
};
