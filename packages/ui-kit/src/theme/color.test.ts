import { describe, expect, it } from 'vitest';
import { contrastText, darken, lighten, parseColor, primaryShades, toHex } from './color';

describe('colour helper', () => {
  it.each([
    ['#4f46e5', { r: 79, g: 70, b: 229 }],
    ['#FFF', { r: 255, g: 255, b: 255 }],
    ['rgb(15, 118, 110)', { r: 15, g: 118, b: 110 }],
    ['rgb(15 118 110 / 50%)', { r: 15, g: 118, b: 110 }],
  ])('parses %s', (input, rgb) => expect(parseColor(input)).toEqual(rgb));

  it.each(['red', '#12', 'hsl(0 0% 0%)', '', 'url(x)'])('refuses %j with a clear error', (input) => {
    expect(() => parseColor(input)).toThrow(/not a colour Portico can derive shades from/);
  });

  it('lightens by 40 % of the lightness and darkens by 15 % and 20 % (product-spec §9)', () => {
    // #808080 has lightness 0.50196: ×1.4 → 0.70275 (#b3b3b3), ×0.85 → 0.42667 (#6d6d6d), ×0.8 → 0.40157 (#666666).
    expect(lighten('#808080', 0.4)).toBe('#b3b3b3');
    expect(darken('#808080', 0.15)).toBe('#6d6d6d');
    expect(darken('#808080', 0.2)).toBe('#666666');
    expect(lighten('#ffffff', 0.4)).toBe('#ffffff');
    expect(darken('#000000', 0.2)).toBe('#000000');
  });

  it('keeps the hue when shading a colour', () => {
    const dark = parseColor(darken('#4f46e5', 0.2));
    expect(dark.b).toBeGreaterThan(dark.r);
    expect(dark.b).toBeLessThan(229);
  });

  it('derives the primary shades and a readable contrast colour', () => {
    const shades = primaryShades('#4F46E5');
    expect(shades.primary).toBe('#4f46e5');
    expect(shades['primary-light']).toBe(lighten('#4f46e5', 0.4));
    expect(shades['primary-dark']).toBe(darken('#4f46e5', 0.15));
    expect(shades['primary-darker']).toBe(darken('#4f46e5', 0.2));
    expect(shades['primary-contrast']).toBe('#ffffff');
    expect(contrastText('#fde047')).toBe('#000000');
    expect(toHex({ r: 1, g: 2, b: 3 })).toBe('#010203');
  });
});
