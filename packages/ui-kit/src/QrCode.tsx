import { useEffect, useState } from 'react';
import { cx } from './cx';

const QUIET = 4;

/** SVG path of a QR matrix: one `h1v1h-1z` square per dark module, offset by the quiet zone. */
export async function qrPath(value: string): Promise<{ d: string; size: number }> {
  // The encoder loads only when a QR is shown (authenticator enrolment), never with the page that might show one.
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  }
  return { d, size: modules.size + QUIET * 2 };
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code encodes (an `otpauth://` URI). */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Width and height in CSS pixels. @default 168 */
  size?: number;
  /** Added to the stable `portico-qr` class. */
  className?: string;
}

/** A QR code (`@portico/ui-kit/qr`) drawn as one SVG `<path>` with attributes only (no style attribute, so a strict CSP holds). */
export function QrCode({ value, label, size: px = 168, className }: QrCodeProps) {
  const [qr, setQr] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    void qrPath(value).then((next) => live && setQr(next));
    return () => void (live = false);
  }, [value]);
  const size = qr?.size ?? 1;
  return (
    <svg className={cx('portico-qr', className)} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={px} height={px} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      {qr && <path d={qr.d} fill="#000000" />}
    </svg>
  );
}
