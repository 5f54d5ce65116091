import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './QrCode';

afterEach(() => cleanup());

describe('QrCode', () => {
  it('draws the code as one SVG path with attributes only, at the size asked, with the caller class beside portico-qr', async () => {
    const { container } = render(<QrCode value="otpauth://totp/Portico:ada?secret=JBSWY3DPEHPK3PXP" label="Scan me" size={192} className="demo-qr" />);
    const svg = screen.getByRole('img', { name: 'Scan me' });
    expect(svg.getAttribute('class')).toBe('portico-qr demo-qr');
    expect(svg.getAttribute('width')).toBe('192');
    await waitFor(() => expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/));
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('frames the matrix with a four-module quiet zone', async () => {
    const { d, size } = await qrPath('hello');
    // Version 1 is 21 modules wide: 21 + 2 × 4.
    expect(size).toBe(29);
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
