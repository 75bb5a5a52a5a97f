// A picture of the renderer as a file of its own (the dispute desk's downloads): it opens alone in
// any viewer. The renderer's SVG already carries its styles inline (a <style> whose colours have
// fallbacks, no page stylesheet needed) and links only to ids inside itself; this adds the XML
// declaration, keeps the font lists to generic families (a file cannot count on a named font being
// installed, and a canvas draws with what it has), and reads the size a PNG of it takes.

/** The CSS generic font families (CSS Fonts 4): what every viewer has. */
const GENERIC_FONTS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-sans-serif', 'ui-serif', 'ui-monospace']);

/** `font-family` values and the family part of `font` shorthands reduced to generic families ("sans-serif" when none is). */
function genericFonts(css: string): string {
  const keep = (list: string) => {
    const generic = list
      .split(',')
      .map((f) => f.trim())
      .filter((f) => GENERIC_FONTS.has(f.toLowerCase()));
    return generic.length ? generic.join(',') : 'sans-serif';
  };
  return css
    .replace(/font-family:([^;}"]*(?:"[^"]*"[^;}"]*)*)/g, (_, list: string) => `font-family:${keep(list)}`)
    .replace(/font-family="([^"]*)"/g, (_, list: string) => `font-family="${keep(list.replace(/&quot;/g, '"'))}"`);
}

/** The renderer's SVG as a standalone file's text. */
export function standaloneSvg(svg: string): string {
  const body = genericFonts(svg.replace(/^<\?xml[^>]*>\s*/, ''));
  const withNs = /^<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(body) ? body : body.replace(/^<svg\b/, '<svg xmlns="http://www.w3.org/2000/svg"');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${withNs}\n`;
}

/** How many device pixels a PNG gives each unit of the picture: crisp on a phone or in a printed handout. */
export const PNG_SCALE = 2;

/** The size of the PNG made from `svg` (its width and height attributes, or its viewBox), in whole pixels. */
export function pngSize(svg: string, scale = PNG_SCALE): { width: number; height: number } {
  const head = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([0-9.]+)"`).exec(head)?.[1]);
  const box = /\sviewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) ([0-9.]+)"/.exec(head);
  const width = attr('width') || Number(box?.[1]) || 1200;
  const height = attr('height') || Number(box?.[2]) || 1200;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
