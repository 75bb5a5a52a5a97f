// What a game master hands to players (issue 23), under the desk's ruling: the ruling as one
// paragraph to copy (the engine's phaseSummary, in the page's language) and the ruling's pictures
// as files, the whole board and the step shown, in SVG (standalone: site/render/standalone.ts) and
// in PNG (drawn from that SVG on a canvas, here in the browser; nothing is sent anywhere).
// A chunk of its own, loaded when the game master opens the box (page.ts): a desk that only rules
// carries none of it.

import { phaseSummary } from '../../engine/adjudicate/index';
import { boardOf } from '../../engine/core';
import { renderPhase } from '../render/index';
import { pngSize, standaloneSvg } from '../render/standalone';
import type { DeskRuling } from '../lib/desk/rule';
import type { DeskWord } from '../lib/desk/words';
import type { Lang } from '../lib/i18n';
import { h, svgNode } from './dom';

export interface HandoutHost {
  readonly lang: Lang;
  w(key: DeskWord): string;
}

/** "spring-1901-movement": a file's name from its phase. */
export const phaseSlug = (r: DeskRuling): string => (r.input ? `${r.input.phase.season}-${r.input.phase.year}-${r.input.phase.type}` : 'phase');

/** Fill the box with the paragraph, its Copy button and the picture downloads. */
export function fillHandout(host: HandoutHost, box: HTMLElement, r: DeskRuling): void {
  if (!r.input || !r.detail) return;
  const lang = host.lang;
  const map = boardOf(r.input);
  const text = phaseSummary(r.detail, lang, { names: true, map });
  const status = h('p', { class: 'desk-handout-status', role: 'status', 'data-handout-status': '' });
  const paragraph = h('p', { class: 'desk-summary', 'data-summary': '' }, text);
  const button = (key: DeskWord, act: () => Promise<void>, data: string) => {
    const b = h('button', { type: 'button', [data]: '' }, host.w(key));
    b.addEventListener('click', () => {
      status.textContent = '';
      act().catch(() => (status.textContent = host.w('pictureFailed')));
    });
    return b;
  };
  const copy = button(
    'copySummary',
    async () => {
      try {
        await navigator.clipboard.writeText(text);
        status.textContent = host.w('summaryCopied');
      } catch {
        status.textContent = host.w('summaryCopyFailed');
        window.getSelection()?.selectAllChildren(paragraph);
      }
    },
    'data-copy-summary',
  );
  const pictures =
    r.input.phase.type === 'bidding'
      ? []
      : [
          h('p', { class: 'desk-handout-label' }, host.w('picturesTitle')),
          h(
            'div',
            { class: 'desk-handout-actions' },
            button('boardSvg', async () => saveSvg(boardPicture(r, lang), `${phaseSlug(r)}.svg`), 'data-board-svg'),
            button('boardPng', async () => savePng(boardPicture(r, lang), `${phaseSlug(r)}.png`), 'data-board-png'),
            button('stepSvg', async () => saveSvg(stepPicture(box, r, lang), stepName(box, r, 'svg')), 'data-step-svg'),
            button('stepPng', async () => savePng(stepPicture(box, r, lang), stepName(box, r, 'png')), 'data-step-png'),
          ),
        ];
  box.append(paragraph, h('div', { class: 'desk-handout-actions' }, copy), ...pictures, status);
}

/** The ruling's picture on the whole board: every order and its outcome, with the legend. */
function boardPicture(r: DeskRuling, lang: Lang): string {
  return renderPhase({ input: r.input!, output: r.detail!.output, explanation: r.detail!.explanation, lang, crop: false, idPrefix: 'handout-board' });
}

/** The step the stepper shows (0: the overview), read from the ruling the box belongs to. */
function shownStep(box: HTMLElement): number {
  const current = box.closest('[data-output]')?.querySelector<HTMLElement>('[data-stepper] .step.is-current');
  const n = Number(current?.id.replace('desk-step-', ''));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function stepName(box: HTMLElement, r: DeskRuling, ext: string): string {
  const n = shownStep(box);
  return n === 0 ? `${phaseSlug(r)}-overview.${ext}` : `${phaseSlug(r)}-step-${n}.${ext}`;
}

/** The picture of the step shown, framed on its provinces as on the page (the overview: the phase's crop). */
function stepPicture(box: HTMLElement, r: DeskRuling, lang: Lang): string {
  const n = shownStep(box);
  const base = { input: r.input!, output: r.detail!.output, explanation: r.detail!.explanation, lang, crop: true, idPrefix: `handout-step-${n}` } as const;
  return renderPhase(n === 0 ? base : { ...base, step: n - 1, cropToStep: true });
}

/** The renderer's SVG through the page's guard (svgNode: nothing that runs or loads), as a standalone file. */
function fileSvg(svg: string): string {
  const node = svgNode(svg);
  if (!node) throw new Error('no picture');
  return standaloneSvg(new XMLSerializer().serializeToString(node));
}

async function saveSvg(svg: string, name: string): Promise<void> {
  saveBlob(new Blob([fileSvg(svg)], { type: 'image/svg+xml' }), name);
}

/** The SVG drawn on a canvas at twice its size (PNG_SCALE) on white, saved as a PNG. */
async function savePng(svg: string, name: string): Promise<void> {
  const file = fileSvg(svg);
  const { width, height } = pngSize(file);
  // A data: address, which the desk's Content-Security-Policy lets an image load (img-src 'self' data:), unlike blob:.
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(file)}`;
  await image.decode();
  const canvas = h('canvas', { width: String(width), height: String(height) });
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'));
  saveBlob(png, name);
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: name, hidden: '' });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
