import { useEffect, useState } from 'react';

const QUIET = 4;

/** SVG path of a QR matrix: one square per dark module, offset by the quiet zone. */
async function qrPath(value: string): Promise<{ d: string; size: number }> {
  // The encoder loads only when a QR is shown (MFA enrolment), not with the portal.
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  }
  return { d, size: modules.size + QUIET * 2 };
}

/** A QR code as one SVG path with attributes only (no style attribute: the strict CSP holds). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    void qrPath(value).then((next) => live && setQr(next));
    return () => void (live = false);
  }, [value]);
  const size = qr?.size ?? 1;
  return (
    <svg className="portico-admin-qr" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="168" height="168" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      {qr && <path d={qr.d} fill="#000000" />}
    </svg>
  );
}
