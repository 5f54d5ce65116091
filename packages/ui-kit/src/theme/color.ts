// A tiny colour helper: parse a host colour, derive the product's shades (lighten 0.4, darken 0.15 and 0.2).

/** An RGB colour, channels 0–255. */
export interface Rgb { r: number; g: number; b: number }

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Parses `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `rgb(r g b)`; throws a clear error on anything else. */
export function parseColor(input: string): Rgb {
  const s = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(s);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(s);
  if (rgb) return { r: clamp(Number(rgb[1]), 0, 255), g: clamp(Number(rgb[2]), 0, 255), b: clamp(Number(rgb[3]), 0, 255) };
  throw new Error(`Portico appearance: "${input}" is not a colour Portico can derive shades from (use #rgb, #rrggbb or rgb()).`);
}

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) {
    const v = Math.round(l * 255);
    return { r: v, g: v, b: v };
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return { r: Math.round(hue(h + 1 / 3) * 255), g: Math.round(hue(h) * 255), b: Math.round(hue(h - 1 / 3) * 255) };
}

/** `#rrggbb` of a colour. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** Raises HSL lightness by `ratio` of itself (0.4 → 40 % lighter), capped at white. */
export function lighten(color: string, ratio: number): string {
  const [h, s, l] = toHsl(parseColor(color));
  return toHex(fromHsl(h, s, clamp(l + l * ratio, 0, 1)));
}

/** Lowers HSL lightness by `ratio` of itself (0.15 → 15 % darker). */
export function darken(color: string, ratio: number): string {
  const [h, s, l] = toHsl(parseColor(color));
  return toHex(fromHsl(h, s, clamp(l - l * ratio, 0, 1)));
}

/** Black or white, whichever reads better on `color` (WCAG relative luminance). */
export function contrastText(color: string): '#000000' | '#ffffff' {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const { r, g, b } = parseColor(color);
  const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return lum > 0.179 ? '#000000' : '#ffffff';
}

/** The shades the modern theme derives from a primary colour (product-spec §9). */
export function primaryShades(primary: string): Record<'primary' | 'primary-light' | 'primary-dark' | 'primary-darker' | 'primary-contrast', string> {
  return {
    primary: toHex(parseColor(primary)),
    'primary-light': lighten(primary, 0.4),
    'primary-dark': darken(primary, 0.15),
    'primary-darker': darken(primary, 0.2),
    'primary-contrast': contrastText(primary),
  };
}
