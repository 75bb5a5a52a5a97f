// Colour science for the palette check: sRGB <-> linear RGB, colour-vision-deficiency simulation
// (Machado, Oliveira & Fernandes 2009, full severity) and the CIEDE2000 colour difference
// (Sharma, Wu & Dalal 2005). Standard published math, written here so the test has no dependency.

export type Rgb = readonly [number, number, number];
export type Lab = readonly [number, number, number];
export type Deficiency = 'protan' | 'deutan' | 'tritan';

/** '#rrggbb' or '#rgb' -> sRGB components in 0..1. Throws on anything else (palette data only). */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a hex colour: "${hex}"`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return '#' + rgb.map((c) => Math.round(Math.min(1, Math.max(0, c)) * 255).toString(16).padStart(2, '0')).join('');
}

const decode = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const encode = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

export function srgbToLinear(rgb: Rgb): Rgb {
  return [decode(rgb[0]), decode(rgb[1]), decode(rgb[2])];
}

export function linearToSrgb(rgb: Rgb): Rgb {
  return [encode(rgb[0]), encode(rgb[1]), encode(rgb[2])];
}

/** Relative luminance (WCAG), used to pick black or white text on a colour. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = srgbToLinear(rgb);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Machado et al. (2009), Table 1, severity 1.0 (dichromacy). Applied to linear RGB. Each row sums
 * to 1, so greys (and white) are unchanged.
 */
export const MACHADO: Record<Deficiency, readonly (readonly number[])[]> = {
  protan: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deutan: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritan: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** How an sRGB colour looks to a dichromat of the given kind (sRGB out, clamped to the gamut). */
export function simulate(rgb: Rgb, kind: Deficiency): Rgb {
  const lin = srgbToLinear(rgb);
  const m = MACHADO[kind];
  const out = m.map((row) => Math.min(1, Math.max(0, row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2])));
  return linearToSrgb(out as unknown as Rgb);
}

// D65 white, sRGB primaries (IEC 61966-2-1).
const WHITE = [0.95047, 1, 1.08883] as const;

export function srgbToLab(rgb: Rgb): Lab {
  const [r, g, b] = srgbToLinear(rgb);
  const x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = 0.0193339 * r + 0.119192 * g + 0.9503041 * b;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const fx = f(x / WHITE[0]);
  const fy = f(y / WHITE[1]);
  const fz = f(z / WHITE[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

/** CIEDE2000 colour difference with kL = kC = kH = 1. */
export function ciede2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = deg(Math.atan2(b, a));
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);

  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));

  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos(rad(hbarp - 30)) +
    0.24 * Math.cos(rad(2 * hbarp)) +
    0.32 * Math.cos(rad(3 * hbarp + 6)) -
    0.2 * Math.cos(rad(4 * hbarp - 63));
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cbarp ** 7 / (Cbarp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** Smallest CIEDE2000 distance between any two colours, as seen normally or by a dichromat. */
export function minDistance(hexes: readonly string[], kind?: Deficiency): { distance: number; pair: [string, string] } {
  const labs = hexes.map((h) => {
    const rgb = parseHex(h);
    return srgbToLab(kind ? simulate(rgb, kind) : rgb);
  });
  let best = { distance: Infinity, pair: ['', ''] as [string, string] };
  for (let i = 0; i < hexes.length; i++) {
    for (let j = i + 1; j < hexes.length; j++) {
      const d = ciede2000(labs[i], labs[j]);
      if (d < best.distance) best = { distance: d, pair: [hexes[i], hexes[j]] };
    }
  }
  return best;
}
