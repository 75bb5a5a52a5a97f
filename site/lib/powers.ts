// Power names in the page's language.
import type { Lang } from './i18n.js';
// Every board's powers (the standard seven, the Ancient Mediterranean's five): one table, the renderer's.
import { POWER_NAMES } from '../render/i18n.js';
import { own } from '../../engine/util/index.js';

export const POWER_LABELS: Readonly<Record<string, Record<Lang, string>>> = POWER_NAMES;

export function powerLabel(power: string, lang: Lang): string {
  return own(POWER_LABELS, power)?.[lang] ?? power;
}
