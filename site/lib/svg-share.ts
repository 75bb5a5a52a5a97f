// The step pictures of one phase are drawn on the same crop, so most of each SVG (the map's shapes,
// labels, legend rows) is identical from one step to the next. On a page, the first copy of each
// such part gets an id and the later pictures point to it with <use href="#id"/>: one map's worth
// of bytes instead of one per step. Hidden originals still render through <use>, as in any SVG
// sprite sheet. A <use> copy lives in a shadow tree where the renderer's scoped rules
// (".dipmap .sea") do not reach (Chromium), so the shared originals get those rules written into
// their style attributes; custom properties (--power-*) still inherit through the <use>.
//
// The renderer's output is machine-written XML without comments or CDATA, which a tag scanner
// reads safely.

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;

/** Worth sharing: shorter parts cost more as <use> than they save. */
const MIN_SHARED = 240;

interface Span {
  start: number;
  end: number;
}

/** The top-level child elements of the element opening at `open` (index of its "<"). */
function childSpans(svg: string, open: number): { children: Span[]; end: number } {
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

/** Sections whose children are shared: the map and the legend band (whatever other attributes,
 * such as the map's clip-path, their tags carry). */
const SECTIONS = [/<g class="map"[\s>]/, /<g class="chrome"[\s>]/];

/**
 * Share identical parts between the given SVGs, which must all end up on the same page (in this
 * order). Returns the rewritten SVGs; a picture that cannot be read is returned unchanged.
 */
export function sharePictures(svgs: readonly string[]): string[] {
  type Part = { fig: number; span: Span; text: string };
  const firstSeen = new Map<string, Part>();
  const owners = new Map<Part, string>(); // part -> id given to it
  const replaced = new Map<number, { span: Span; id: Part }[]>();
  const prefixes = svgs.map(prefixOf);

  svgs.forEach((svg, fig) => {
    if (!prefixes[fig]) return;
    for (const section of SECTIONS) {
      const at = svg.search(section);
      if (at < 0) continue;
      for (const span of childSpans(svg, at).children) {
        const text = svg.slice(span.start, span.end);
        if (text.length < MIN_SHARED || /\sid="/.test(text.slice(0, text.indexOf('>')))) continue;
        const seen = firstSeen.get(text);
        if (!seen) {
          firstSeen.set(text, { fig, span, text });
          continue;
        }
        if (!owners.has(seen)) owners.set(seen, `${prefixes[seen.fig]}-part${owners.size}`);
        const list = replaced.get(fig) ?? [];
        list.push({ span, id: seen });
        replaced.set(fig, list);
      }
    }
  });

  const ownedBy = new Map<number, { span: Span; id: string }[]>();
  for (const [part, id] of owners) {
    const list = ownedBy.get(part.fig) ?? [];
    list.push({ span: part.span, id });
    ownedBy.set(part.fig, list);
  }

  const base = stylePrefixFree(svgs[0], prefixes[0]);
  const rules = svgs.map((svg, fig) => parseRules(/<style>([\s\S]*?)<\/style>/.exec(svg)?.[1] ?? '', prefixes[fig]));
  return svgs.map((svg, fig) => {
    const edits: { start: number; end: number; text: string }[] = [];
    for (const { span, id } of ownedBy.get(fig) ?? []) {
      // Give the original its id (right after its tag name) and its styles in attributes.
      const part = inlineStyles(svg.slice(span.start, span.end), rules[fig]);
      const nameEnd = part.search(/[\s/>]/);
      edits.push({ start: span.start, end: span.end, text: `${part.slice(0, nameEnd)} id="${id}"${part.slice(nameEnd)}` });
    }
    for (const { span, id } of replaced.get(fig) ?? []) {
      edits.push({ start: span.start, end: span.end, text: `<use href="#${owners.get(id)}"/>` });
    }
    let out = svg;
    for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
    // The stylesheet is the same for every picture but for the label size rule, scoped to the
    // picture's own class: keep only that rule after the first picture.
    if (fig > 0 && prefixes[fig] && base !== undefined && stylePrefixFree(svg, prefixes[fig]) === base) {
      out = out.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
        const own = css.split('\n').filter((rule) => rule.startsWith(`.${prefixes[fig]} `));
        return `<style>${own.join('\n')}</style>`;
      });
    }
    return out;
  });
}

/** The picture's stylesheet with its own class name blanked, to compare stylesheets. */
function stylePrefixFree(svg: string | undefined, prefix: string | undefined): string | undefined {
  if (!svg || !prefix) return undefined;
  const css = /<style>([\s\S]*?)<\/style>/.exec(svg)?.[1];
  return css?.split(`.${prefix} `).join('.§ ');
}

interface Rule {
  tag?: string;
  classes: string[];
  decls: string;
  specificity: number;
  order: number;
}

/** The renderer's rules, all of the form ".dipmap X" or ".<prefix> X" with X one compound selector. */
function parseRules(css: string, prefix: string | undefined): Rule[] {
  const rules: Rule[] = [];
  let order = 0;
  for (const block of css.split('}')) {
    const [sel, decls] = block.split('{');
    if (!decls) continue;
    for (const part of sel.split(',')) {
      const [scope, compound, ...more] = part.trim().split(/\s+/);
      if (more.length || !compound || (scope !== '.dipmap' && scope !== `.${prefix}`)) continue;
      const m = /^([a-z]+)?((?:\.[\w-]+)*)$/.exec(compound);
      if (!m) continue;
      const classes = m[2].split('.').filter(Boolean);
      rules.push({ ...(m[1] ? { tag: m[1] } : {}), classes, decls: decls.trim(), specificity: classes.length * 10 + (m[1] ? 1 : 0), order: order++ });
    }
  }
  return rules;
}

/** Write the matching rules of every element of `part` into its style attribute (cascade order). */
function inlineStyles(part: string, rules: Rule[]): string {
  return part.replace(/<([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)(\s*\/?)>/g, (tag, name: string, attrs: string, end: string) => {
    const classes = (/\sclass="([^"]*)"/.exec(attrs)?.[1] ?? '').split(/\s+/).filter(Boolean);
    const matching = rules
      .filter((r) => (!r.tag || r.tag === name) && r.classes.every((c) => classes.includes(c)) && (r.tag || r.classes.length))
      .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    if (!matching.length) return tag;
    const own = /\sstyle="([^"]*)"/.exec(attrs)?.[1];
    const style = [...matching.map((r) => r.decls), ...(own ? [own] : [])].join(';').replace(/"/g, '&quot;');
    const rest = attrs.replace(/\sstyle="[^"]*"/, '');
    return `<${name}${rest} style="${style}"${end}>`;
  });
}
