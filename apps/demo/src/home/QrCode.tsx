import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET = 4;

/** A QR code as one SVG path (attributes only, so the strict CSP needs no inline style). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { d, size } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let path = '';
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
    }
    return { d: path, size: modules.size + QUIET * 2 };
  }, [value]);
  return (
    <svg className="demo-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="168" height="168" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
