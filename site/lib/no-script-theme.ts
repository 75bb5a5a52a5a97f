// Pages read with JavaScript off: Starlight writes data-theme="dark" into the HTML and lets its
// script pick the reader's theme, so without script every page was dark, even under a light
// preference. For those readers only (a <noscript> style, Head.astro), the light theme's colours of
// Starlight's own stylesheet are applied when the system prefers light. Read from Starlight's file
// at build time, not copied: its colours stay its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const PROPS = path.resolve('node_modules/@astrojs/starlight/style/props.css');

/** The declarations of Starlight's light theme block (`:root[data-theme='light'] {…}`), or ''. */
export function lightThemeDeclarations(css: string): string {
  const head = /:root\[data-theme='light'\][^{]*\{/.exec(css);
  if (!head) return '';
  const start = head.index + head[0].length;
  const end = css.indexOf('}', start);
  return end < 0 ? '' : css.slice(start, end).replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
}

/** The style for readers without JavaScript: Starlight's light colours under a light preference. */
export function noScriptThemeStyle(css: string = readFileSync(PROPS, 'utf8')): string {
  const light = lightThemeDeclarations(css);
  return light ? `@media (prefers-color-scheme: light){:root[data-theme='dark']{color-scheme:light;${light}}}` : '';
}
