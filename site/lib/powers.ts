// Power names in the page's language.
import type { Lang } from './i18n.js';
import { POWER_NAMES } from '../../engine/map/powers.js';

export const POWER_LABELS: Readonly<Record<string, Record<Lang, string>>> = POWER_NAMES;

export function powerLabel(power: string, lang: Lang): string {
  return POWER_LABELS[power]?.[lang] ?? power;
}
