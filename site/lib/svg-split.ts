// A step picture is the map (clipped to its frame) above a band holding the locator and the legend.
// The stepper shows the band apart, in a <details> with the step's text: open beside the map on a
// wide screen, folded under the caption on a phone (so the caption sits right under the map). This
// module cuts one rendered picture along the frame's lower edge into the map alone and the band
// written as HTML: the locator, then one list item per legend entry (its sample drawn by the
// renderer, its words as text that wraps and reads at the page's size).
//
// It relies on the renderer's contract (site/render/index.ts, legend.ts): one <clipPath id="…-frame">
// rect for the map's frame; the band as the last child, <g class="chrome">, when the picture has no
// caption above the map; in it an optional <svg class="locator">, one <g class="legend-entry"> per
// entry (the sample, then the label as the last <text>, a row of 1.9 font sizes with the sample's
// 2.6 font sizes ending half a font size before the label), and any other text as a note.

import { childSpans } from './svg-share.js';

export interface SplitPicture {
  /** The picture cut to the map's frame (the whole picture when it cannot be cut). */
  map: string;
  /** The band under the frame (locator, legend, "not on the map") as HTML. */
  legend?: string;
}

const CHROME = '<g class="chrome">';

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function setAttr(tag: string, name: string, value: string): string {
  return tag.replace(new RegExp(`(\\s${name}=")[^"]*(")`), `$1${value}$2`);
}

const num = (x: number) => String(Math.round(x * 10) / 10);

/** One legend entry: its sample as a small picture of its own, its words as text. */
function entryHtml(entry: string): string | undefined {
  const inner = entry.slice(entry.indexOf('>') + 1, -'</g>'.length);
  const label = /<text\b([^>]*)>([^<]*)<\/text>$/.exec(inner);
  if (!label) return undefined;
  const [x, y, fs] = ['x', 'y', 'font-size'].map((k) => Number(attr(label[1], k)));
  if (![x, y, fs].every(Number.isFinite)) return undefined;
  const sample = inner.slice(0, label.index);
  const box = [x - 3.1 * fs, y - 0.95 * fs, 2.6 * fs, 1.9 * fs].map(num).join(' ');
  return (
    `<li><svg class="dipmap legend-sample" viewBox="${box}" width="${num(2.6 * fs)}" height="${num(1.9 * fs)}" overflow="visible" fill-rule="evenodd" aria-hidden="true">` +
    `${sample}</svg><span>${label[2]}</span></li>`
  );
}

/** The band's parts as HTML, or undefined when one part is not as expected. */
function bandHtml(svg: string, at: number): string | undefined {
  const locators: string[] = [];
  const entries: string[] = [];
  const notes: string[] = [];
  for (const span of childSpans(svg, at).children) {
    const part = svg.slice(span.start, span.end);
    if (/^<(rect|line)\b/.test(part)) continue; // the band's white ground and its top rule
    if (part.startsWith('<svg ') && /\sclass="locator"/.test(part.slice(0, part.indexOf('>')))) {
      const open = part.slice(0, part.indexOf('>') + 1);
      const cleaned = open.replace(/\s(x|y|width|height)="[^"]*"/g, '').replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
      locators.push(cleaned + part.slice(open.length));
    } else if (/^<g class="legend-entry"[\s>]/.test(part)) {
      const li = entryHtml(part);
      if (!li) return undefined;
      entries.push(li);
    } else if (part.startsWith('<text')) {
      notes.push(`<p class="legend-note">${part.replace(/<[^>]*>/g, '')}</p>`);
    } else {
      return undefined;
    }
  }
  return `<div class="legend-band">${locators.join('')}<ul class="legend-list">${entries.join('')}</ul>${notes.join('')}</div>`;
}

/** Cut a rendered picture (rendered without a caption) into the map and its band. */
export function splitLegend(svg: string): SplitPicture {
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const frame = /<clipPath id="[^"]*-frame"><rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"\/><\/clipPath>/.exec(svg);
  const at = svg.lastIndexOf(CHROME);
  const viewBox = open && attr(open, 'viewBox')?.split(' ').map(Number);
  if (!open || !frame || at < 0 || !svg.endsWith('</g></svg>') || !viewBox || viewBox.length !== 4 || viewBox.some(Number.isNaN)) return { map: svg };
  const [vx, vy, vw, vh] = viewBox;
  const bandTop = Number(frame[2]) + Number(frame[4]);
  // A caption above the frame would be in the band group too: not cut then.
  if (Math.abs(Number(frame[2]) - vy) > 0.5 || bandTop >= vy + vh) return { map: svg };
  const legend = bandHtml(svg, at);
  if (legend === undefined) return { map: svg };
  const mapH = bandTop - vy;
  let mapOpen = setAttr(open, 'viewBox', `${num(vx)} ${num(vy)} ${num(vw)} ${num(mapH)}`);
  mapOpen = setAttr(setAttr(mapOpen, 'height', num(mapH)), 'width', num(vw));
  return { map: mapOpen + svg.slice(open.length, at) + '</svg>', legend };
}

/**
 * One legend for the pictures of a stepper: the first band's locator and entries, then any entry
 * that only later bands have ("This step"). Every step's legend lists the same symbols but for that
 * one, so the page carries it once.
 */
export function mergeLegends(bands: readonly string[]): string | undefined {
  const [first, ...rest] = bands;
  if (first === undefined) return undefined;
  const items = (band: string) => band.match(/<li>[\s\S]*?<\/li>/g) ?? [];
  const words = (li: string) => /<span>([^<]*)<\/span><\/li>$/.exec(li)?.[1] ?? li;
  const seen = new Set(items(first).map(words));
  const extra: string[] = [];
  for (const band of rest) {
    for (const li of items(band)) {
      if (seen.has(words(li))) continue;
      seen.add(words(li));
      extra.push(li);
    }
  }
  return first.replace('</ul>', `${extra.join('')}</ul>`);
}
