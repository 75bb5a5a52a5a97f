// The step pictures of one phase are drawn on the same crop, so most of each SVG (the provinces'
// outlines, labels, centres, units, order drawings) is the same from one step to the next; mostly
// only how a part is painted changes (lit or dimmed). On a page, every part drawn more than once is
// written once, without its paint, in a <defs> of the first picture, and each picture draws it with
// <use href="#id" class="province sea" opacity=".3" …/>: the <use> keeps the part's own classes and
// paint attributes, which the page's rules (".dipmap .sea") match on the <use> and the copy
// inherits. (Rules do not reach inside the copy, so a part whose content has styled classes, ids or
// links is not shared.) The pages stay plain HTML and SVG, with no script needed to read them, and a
// page carries the board once instead of once per step (gzip's 32 KB window does not reach from one
// picture to the next).
//
// The renderer's output is machine-written XML without comments or CDATA, which a tag scanner
// reads safely.

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;

export interface Span {
  start: number;
  end: number;
}

/** The top-level child elements of the element opening at `open` (index of its "<"). */
export function childSpans(svg: string, open: number): { children: Span[]; end: number } {
  TAG.lastIndex = open;
  const first = TAG.exec(svg);
  if (!first || first.index !== open) return { children: [], end: open };
  let depth = 0;
  let childStart = -1;
  const children: Span[] = [];
  for (let m = TAG.exec(svg); m; m = TAG.exec(svg)) {
    const [, closing, , , selfClosing] = m;
    if (closing) {
      if (depth === 0) return { children, end: m.index + m[0].length };
      depth--;
      if (depth === 0) children.push({ start: childStart, end: m.index + m[0].length });
    } else if (selfClosing) {
      if (depth === 0) children.push({ start: m.index, end: m.index + m[0].length });
    } else {
      if (depth === 0) childStart = m.index;
      depth++;
    }
  }
  return { children, end: svg.length };
}

function prefixOf(svg: string): string | undefined {
  return /^<svg [^>]*class="dipmap ([A-Za-z][\w-]*)"/.exec(svg)?.[1];
}

interface Element {
  name: string;
  /** The opening tag's attributes, in order. */
  attrs: [string, string][];
  start: number;
  /** End of the opening tag; start of the closing tag (both `end` when self-closing). */
  openEnd: number;
  closeStart: number;
  end: number;
  children: Element[];
}

/** The element tree of a machine-written SVG (elements only: the text between tags stays in place). */
function parse(svg: string): Element | undefined {
  const stack: Element[] = [];
  let root: Element | undefined;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(svg); m; m = TAG.exec(svg)) {
    const [tag, closing, name, attrText, selfClosing] = m;
    const end = m.index + tag.length;
    if (closing) {
      const el = stack.pop();
      if (!el || el.name !== name) return undefined;
      el.closeStart = m.index;
      el.end = end;
      continue;
    }
    const attrs = [...attrText.matchAll(/\s+([\w:-]+)="([^"]*)"/g)].map((a): [string, string] => [a[1], a[2]]);
    const el: Element = { name, attrs, start: m.index, openEnd: end, closeStart: end, end, children: [] };
    if (stack.length) stack[stack.length - 1].children.push(el);
    else root ??= el;
    if (!selfClosing) stack.push(el);
  }
  return stack.length ? undefined : root;
}

/** The attributes that place a shape: they stay with the shared copy. */
const GEOMETRY: Record<string, string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polygon: ['points'],
  polyline: ['points'],
  text: ['x', 'y', 'dx', 'dy'],
  g: [],
};
/** The attributes a <use> can carry instead (paint, classes, data): the copy inherits the paint. */
const MOVABLE = /^(class|style|transform|opacity|fill|fill-opacity|fill-rule|stroke|stroke-[a-z]+|font-[a-z]+|text-anchor|dominant-baseline|paint-order|data-[\w-]+|aria-hidden)$/;
/** Shared parts shorter than this cost about as much as the <use> pointing to them. */
const MIN_SHARED = 60;

interface Candidate {
  /** The shared copy's markup, without its id. */
  def: string;
  /** The attributes the <use> keeps. */
  moved: string;
}

/**
 * What of `el` can be shared, if anything: its geometry and content, when nothing in the content
 * depends on where it is drawn (no id, link, order hook or class the stylesheet styles: copies in a
 * <use> are out of reach of ".dipmap X" rules).
 */
function candidate(svg: string, el: Element, styled: ReadonlySet<string>): Candidate | undefined {
  const geometry = GEOMETRY[el.name];
  if (!geometry) return undefined;
  let kept = '';
  let moved = '';
  for (const [k, v] of el.attrs) {
    if (geometry.includes(k)) kept += ` ${k}="${v}"`;
    else if (MOVABLE.test(k)) moved += ` ${k}="${v}"`;
    else return undefined;
  }
  const inner = svg.slice(el.openEnd, el.closeStart);
  if (/\sid="|\shref="|url\(#|\sdata-order="/.test(inner)) return undefined;
  for (const m of inner.matchAll(/\sclass="([^"]*)"/g)) if (m[1].split(' ').some((c) => styled.has(c))) return undefined;
  const def = el.end === el.openEnd ? `<${el.name}${kept}/>` : `<${el.name}${kept}>${inner}</${el.name}>`;
  return def.length >= MIN_SHARED ? { def, moved } : undefined;
}

/** Class names the pictures' stylesheets (and the page's, for highlighted orders) style. */
function styledClasses(svgs: readonly string[]): Set<string> {
  const out = new Set<string>(['is-hot']);
  for (const svg of svgs) {
    const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '';
    for (const rule of css.split('}')) for (const m of (rule.split('{')[0] ?? '').matchAll(/\.([A-Za-z][\w-]*)/g)) out.add(m[1]);
  }
  return out;
}

/** The drawable elements of a picture, outermost first (not its definitions, style or title). */
function* drawables(root: Element): Generator<Element, void, boolean | undefined> {
  for (const child of root.children) {
    if (['defs', 'clipPath', 'style', 'title', 'desc', 'svg', 'use'].includes(child.name)) continue;
    // The caller answers true when it shares the element: its content is not visited then.
    const taken = yield child;
    if (!taken) yield* drawables(child);
  }
}

/**
 * Share the parts drawn more than once between the given SVGs, which must all end up on the same
 * page (in this order): each is written once in a <defs> of the first picture and drawn with
 * <use>. Returns the rewritten SVGs; pictures that cannot be read are returned unchanged.
 */
export function sharePictures(svgs: readonly string[]): string[] {
  const prefixes = svgs.map(prefixOf);
  const trees = svgs.map((svg, i) => (prefixes[i] ? parse(svg) : undefined));
  const host = trees.findIndex(Boolean);
  if (host < 0) return [...svgs];
  const styled = styledClasses(svgs);

  // How often each part is drawn on the page, counting nested parts too.
  const counts = new Map<string, number>();
  trees.forEach((tree, i) => {
    if (!tree) return;
    const walk = drawables(tree);
    for (let r = walk.next(); !r.done; r = walk.next(false)) {
      const c = candidate(svgs[i], r.value, styled);
      if (c) counts.set(c.def, (counts.get(c.def) ?? 0) + 1);
    }
  });

  // Outermost parts drawn twice or more become <use>; their content is not visited.
  const ids = new Map<string, string>();
  const rewritten = svgs.map((svg, i) => {
    const tree = trees[i];
    if (!tree) return svg;
    const edits: { start: number; end: number; text: string }[] = [];
    const walk = drawables(tree);
    for (let r = walk.next(); !r.done; ) {
      const el = r.value;
      const c = candidate(svg, el, styled);
      const take = c !== undefined && (counts.get(c.def) ?? 0) > 1;
      if (c && take) {
        let id = ids.get(c.def);
        if (!id) ids.set(c.def, (id = `${prefixes[host]}-u${ids.size}`));
        edits.push({ start: el.start, end: el.end, text: `<use href="#${id}"${c.moved}/>` });
      }
      r = walk.next(take);
    }
    let out = svg;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    return out;
  });
  if (ids.size) {
    const defs = [...ids].map(([def, id]) => def.replace(/^<([\w-]+)/, `<$1 id="${id}"`)).join('');
    rewritten[host] = rewritten[host].replace(/<\/svg>$/, `<defs>${defs}</defs></svg>`);
  }

  // The stylesheet is the same for every picture but for the label size rule, scoped to the
  // picture's own class (and a <style> in an inline SVG applies to the whole page): keep only that
  // rule after the first picture.
  const base = stylePrefixFree(svgs[host], prefixes[host]);
  return rewritten.map((svg, i) => {
    const prefix = prefixes[i];
    if (i === host || !prefix || !trees[i] || base === undefined || stylePrefixFree(svg, prefix) !== base) return svg;
    return svg.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
      const own = css.split('\n').filter((rule) => rule.startsWith(`.${prefix} `));
      return `<style>${own.join('\n')}</style>`;
    });
  });
}

/** The picture's stylesheet with its own class name blanked, to compare stylesheets. */
function stylePrefixFree(svg: string | undefined, prefix: string | undefined): string | undefined {
  if (!svg || !prefix) return undefined;
  const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1];
  return css?.split(`.${prefix} `).join('.§ ');
}
