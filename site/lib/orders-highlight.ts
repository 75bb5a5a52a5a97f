// The orders of a phase as the source prints them, grouped by power, highlighted by Shiki with our
// own small TextMate grammar (orders.tmLanguage.json) and two themes picked for contrast. Each
// order's line carries `data-order-ref` so the page can light up its drawing on the map.

import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import grammar from './orders.tmLanguage.json' with { type: 'json' };
import type { Lang } from './i18n.js';
import { shownOrder } from './order-text.js';
import { powerLabel } from './powers.js';

const colours = (bg: string, fg: string, power: string, unit: string, word: string, place: string, comment: string) => ({
  type: bg === '#f6f7f9' ? ('light' as const) : ('dark' as const),
  colors: { 'editor.background': bg, 'editor.foreground': fg },
  tokenColors: [
    { scope: 'entity.name.power', settings: { foreground: power, fontStyle: 'bold' } },
    { scope: 'storage.type.unit', settings: { foreground: unit, fontStyle: 'bold' } },
    { scope: 'keyword.operator.order', settings: { foreground: word } },
    { scope: 'variable.other.province', settings: { foreground: place } },
    { scope: 'comment', settings: { foreground: comment, fontStyle: 'italic' } },
  ],
});

// Every colour has a contrast of at least 4.5:1 on its background (checked by axe in the browser tests).
const LIGHT = { name: 'dip-light', ...colours('#f6f7f9', '#1b1b1b', '#6b2f8f', '#a4261d', '#0f6b45', '#1d4f91', '#5c5c5c') };
const DARK = { name: 'dip-dark', ...colours('#1c1f26', '#e8e8e8', '#d9b3ff', '#ff9d8f', '#7fe0b5', '#9cc8ff', '#b0b0b0') };

let highlighter: Promise<HighlighterCore> | undefined;

function get(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [LIGHT, DARK],
    langs: [grammar as never],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

export interface PrintedOrder {
  index: number;
  power: string;
  printed: string;
  read?: string;
  erratum?: number;
  english?: string;
}

/** HTML of the orders block: one heading line per power, then its orders (as printed, or in English notation with the printed text after). */
export async function ordersHtml(orders: readonly PrintedOrder[], lang: Lang): Promise<string> {
  const lines: { text: string; order?: number }[] = [];
  const powers: string[] = [];
  for (const o of orders) if (!powers.includes(o.power)) powers.push(o.power);
  // On English pages of a French book: each order in English notation, the printed text after "#".
  const english = orders.some((o) => shownOrder(o, lang).english);
  const width = Math.max(0, ...orders.map((o) => shownOrder(o, lang).text.length));
  for (const p of powers) {
    lines.push({ text: `${powerLabel(p, lang)}${lang === 'fr' ? ' :' : ':'}` });
    for (const o of orders.filter((x) => x.power === p)) {
      const shown = shownOrder(o, lang);
      const erratum = o.erratum !== undefined ? `erratum ${o.erratum}` : '';
      const note = english
        ? `${shown.asPrinted ? `printed ${shown.asPrinted}` : ''}${shown.asPrinted && erratum ? ` (${erratum})` : erratum}`
        : erratum && `${erratum}${o.read && o.read !== o.printed ? ` → ${o.read}` : ''}`;
      lines.push({ text: `  ${note ? `${shown.text.padEnd(english ? width : 0)}   # ${note}` : shown.text}`, order: o.index });
    }
  }
  const h = await get();
  return h.codeToHtml(lines.map((l) => l.text).join('\n'), {
    lang: 'dip-orders',
    themes: { light: 'dip-light', dark: 'dip-dark' },
    defaultColor: 'light',
    transformers: [
      {
        pre(node) {
          this.addClassToHast(node, 'dip-orders');
          node.properties['aria-label'] = lang === 'fr' ? 'Ordres' : 'Orders';
        },
        line(node, n) {
          const order = lines[n - 1]?.order;
          if (order !== undefined) node.properties['data-order-ref'] = String(order);
          else this.addClassToHast(node, 'power-line');
        },
      },
    ],
  });
}
