import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  value: string;
  label: string;
}

const QUIET = 4;

/** SVG path of a QR matrix: one `h1v1h-1z` square per dark module, offset by the quiet zone. */
export function qrPath(value: string): { d: string; size: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  }
  return { d, size: modules.size + QUIET * 2 };
}

/** A QR code drawn as one SVG `<path>` with attributes only (no style attribute, so strict CSP holds). */
export function QrCode({ value, label }: QrCodeProps) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className="portico-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="192" height="192" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
